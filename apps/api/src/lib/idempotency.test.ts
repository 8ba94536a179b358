import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { one as oneRow, shoppingFixture } from '../modules/cart/shopping.fixtures';
import { createTestApi, type TestApi } from '../test/harness';
import { KEY_INVALID, KEY_REUSED } from './idempotency';

let api: TestApi;
let token: string;
let otherToken: string;
let plain: number;

const Q = '?store_code=S001';
const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(api, query);
const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

beforeAll(async () => {
  api = await createTestApi();
  ({ token, otherToken, plain } = await shoppingFixture(api, { cents: 1999, promoCents: null }));
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.db.execute(sql`delete from cart_items`);
  await api.db.execute(sql`delete from wishlist_items`);
  await api.db.execute(sql`delete from idempotency_keys`);
});

const add = (key: string | undefined, body: unknown = { product_id: plain, quantity: 2 }, as = token) =>
  api.send('POST', `/api/cart/add${Q}`, { body, token: as, headers: key === undefined ? {} : keyed(key) });

/** The quantity of the plain product in a customer's cart (0 without a line). */
async function quantityInCart(customerToken = token): Promise<number> {
  const { body } = await api.send('GET', `/api/cart${Q}`, { token: customerToken });
  return (body.data as { product_id: number; quantity: number }[])
    .filter((line) => line.product_id === plain)
    .reduce((sum, line) => sum + line.quantity, 0);
}

const keyRows = async () =>
  (await one<{ n: number }>(sql`select count(*)::int as n from idempotency_keys`)).n;

describe('Idempotency-Key on the writes of a customer', () => {
  it('adds once for a key sent twice: the second answer is the first, marked as replayed', async () => {
    const first = await add('add-once-1');
    const second = await add('add-once-1');
    expect(first.status).toBe(200);
    expect(first.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    expect(second.headers.get('content-type')).toContain('application/json');
    expect(await quantityInCart()).toBe(2);
    // Without a key, or with another, a second add is a second add.
    await add('add-once-2');
    await add(undefined);
    expect(await quantityInCart()).toBe(6);
  });

  it('answers 422 for a key sent again with another body, method or path, and writes nothing', async () => {
    await add('reused-1');
    const otherBody = await add('reused-1', { product_id: plain, quantity: 3 });
    expect(otherBody.status).toBe(422);
    expect(otherBody.body).toEqual({
      code: 422,
      message: KEY_REUSED,
      data: null,
      request_id: expect.any(String),
    });
    const otherPath = await api.send('POST', `/api/wishlist/add${Q}`, {
      body: { product_id: plain, quantity: 2 },
      token,
      headers: keyed('reused-1'),
    });
    expect(otherPath.status).toBe(422);
    expect(await quantityInCart()).toBe(2);
    const wishes = await api.send('GET', `/api/wishlist${Q}`, { token });
    expect(wishes.body.data).toEqual([]);
  });

  it('adds once for concurrent calls with the same key, and answers each of them the same', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => add('concurrent-1')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers.filter((a) => a.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true')).toHaveLength(4);
    expect(await quantityInCart()).toBe(2);
    expect(await keyRows()).toBe(1);
  });

  it('keeps keys per customer: another customer with the same key gets a write of their own', async () => {
    await add('shared-key');
    const other = await add('shared-key', undefined, otherToken);
    expect(other.status).toBe(200);
    expect(other.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(await quantityInCart()).toBe(2);
    expect(await quantityInCart(otherToken)).toBe(2);
  });

  it('keeps no key when the call fails: the retry runs again', async () => {
    // The write fails in the database (a 500): nothing is kept, neither the line nor the key.
    await api.db.execute(sql`
      create function refuse_cart_item() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await api.db.execute(
      sql`create trigger refuse_cart_item before insert on cart_items for each row execute function refuse_cart_item()`,
    );
    // onError logs the 500 (once).
    const logged = vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    const failed = await add('fails-first');
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('POST /api/cart/add failed'),
      expect.anything(),
    );
    await api.db.execute(sql`drop trigger refuse_cart_item on cart_items`);
    await api.db.execute(sql`drop function refuse_cart_item`);
    expect(failed.status).toBe(500);
    expect(await keyRows()).toBe(0);
    const retried = await add('fails-first');
    expect(retried.status).toBe(200);
    expect(retried.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(await quantityInCart()).toBe(2);
  });

  it('keeps no refusal: a 404 is answered again, not replayed, and the key stays free', async () => {
    const missing = await add('refused', { product_id: 2_000_000_000, quantity: 1 });
    expect(missing.status).toBe(404);
    expect(await keyRows()).toBe(0);
    // The shopper corrects the form and sends it with the same key: it is a new call.
    const fixed = await add('refused', { product_id: plain, quantity: 2 });
    expect(fixed.status).toBe(200);
    expect(await quantityInCart()).toBe(2);
  });

  it('replays a key for a day only; older rows are taken over, and deleted by later calls', async () => {
    await add('a-day-old');
    await api.db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours'`);
    const again = await add('a-day-old');
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBeNull();
    expect(await quantityInCart()).toBe(4);
    await api.db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours'`);
    await add('another-key');
    expect(await api.send('GET', `/api/cart${Q}`, { token }).then(() => keyRows()), 'the old row went').toBe(
      1,
    );
  });

  it('replays a step of a line, a removal and a new address too', async () => {
    const line = (await add(undefined)).body.data.cart_id as number;
    const step = () =>
      api.send('PUT', `/api/cart/update/${line}${Q}`, {
        body: { quantity: 1 },
        token,
        headers: keyed('step-1'),
      });
    expect((await step()).status).toBe(200);
    expect((await step()).body.data.quantity).toBe(3);
    expect(await quantityInCart()).toBe(3);
    const remove = () =>
      api.send('DELETE', `/api/cart/remove/${line}${Q}`, { token, headers: keyed('remove-1') });
    expect((await remove()).status).toBe(200);
    const again = await remove();
    expect(again.status).toBe(200);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    const address = { name: 'Home', description: 'Street 1, Phnom Penh', lat: 11.55, long: 104.92 };
    const addAddress = () =>
      api.send('POST', `/api/profile/location/add${Q}`, {
        body: address,
        token,
        headers: keyed('address-1'),
      });
    const [first, second] = [await addAddress(), await addAddress()];
    expect(second.body).toEqual(first.body);
    const list = await api.send('GET', `/api/profile/location${Q}`, { token });
    expect((list.body.data as { name: string }[]).filter((a) => a.name === 'Home')).toHaveLength(1);
  });

  it('refuses a key that is empty, too long or not plain ASCII (400)', async () => {
    for (const key of ['', 'x'.repeat(256), 'clé', 'a key']) {
      const res = await add(key);
      expect(res.status, key).toBe(400);
      expect(res.body.message).toBe(KEY_INVALID);
    }
    expect((await add('x'.repeat(255))).status).toBe(200);
    expect(await quantityInCart()).toBe(2);
  });
});

describe('a connection dropped before the answer', () => {
  it('adds once when the client gives up on the answer and retries with the same key', async () => {
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const listening = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
        resolve(listening),
      );
    });
    const { port } = server.address() as AddressInfo;
    try {
      const body = JSON.stringify({ product_id: plain, quantity: 2 });
      const socket = connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        [
          `POST /api/cart/add${Q} HTTP/1.1`,
          `host: 127.0.0.1:${port}`,
          `authorization: Bearer ${token}`,
          'content-type: application/json',
          `content-length: ${Buffer.byteLength(body)}`,
          `${IDEMPOTENCY_KEY_HEADER}: dropped-1`,
          '',
          body,
        ].join('\r\n'),
      );
      // The write is committed; the client goes away without reading a byte of the answer.
      for (let i = 0; i < 100 && (await quantityInCart()) === 0; i++)
        await new Promise((r) => setTimeout(r, 20));
      socket.destroy();
      expect(await quantityInCart()).toBe(2);

      const retry = await fetch(`http://127.0.0.1:${port}/api/cart/add${Q}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          [IDEMPOTENCY_KEY_HEADER]: 'dropped-1',
        },
        body,
      });
      expect(retry.status).toBe(200);
      expect(retry.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
      expect(((await retry.json()) as { data: { quantity: number } }).data.quantity).toBe(2);
      expect(await quantityInCart()).toBe(2);
    } finally {
      await new Promise((resolve) => {
        server.close(resolve);
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
    }
  });
});
