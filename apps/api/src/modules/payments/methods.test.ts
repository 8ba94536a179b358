import { PAYMENT_OPTIONS } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RequestContext, shopContext } from '../../context';
import { rows } from '../../lib/sql';
import { createTestApi, type TestApi } from '../../test/harness';
import { KHMER, one, refillCart, shoppingFixture } from '../cart/shopping.fixtures';
import { PAYMENT_METHODS } from './methods';
import { collectPayment, refundPayment, reviewPayment } from './payment-steps.service';

// Every payment method through one interface: what a checkout of each needs (and the store info
// that tells the storefront so), and the staff's steps of a payment (collect, review, refund), each
// one function whatever the method, refusing a step the method or the status does not have.

const S001 = { 'x-store-code': 'S001' };
type Fixture = Awaited<ReturnType<typeof shoppingFixture>>;

let api: TestApi;
let shop: Fixture;
let address: number;
let ctx: RequestContext;

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  api.send(method, path, { token: shop.token, headers: { ...S001, ...headers }, body });

/** A receipt uploaded by the demo customer: its image_url. */
async function receipt() {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([png], { type: 'image/png' }), 'receipt.png');
  const res = await api.app.request('/api/upload?store_code=S001', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${shop.token}` },
  });
  return ((await res.json()) as { data: { image_url: string } }).data.image_url;
}

/** Places an order of the cart with `method`; answers its payment's id. */
async function orderWith(method: 'cod' | 'anakut' | 'bankTransfer') {
  await refillCart(api, shop.token, [[shop.plain, 1]]);
  const body: Record<string, unknown> = {
    address,
    payment_type: PAYMENT_METHODS[method].paymentType,
    payment_method: method,
  };
  if (method === 'bankTransfer') Object.assign(body, { transfer_type: 'ABA', image_url: await receipt() });
  const res = await send('POST', '/api/checkout', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (
    await one<{ payment_id: number }>(
      api,
      sql`select payment_id from orders where id = ${res.body.data.order_id as number}`,
    )
  ).payment_id;
}

const eventsOf = (paymentId: number) =>
  rows<{
    status: string;
    detail: Record<string, unknown>;
    from_status: string | null;
    staff_id: number | null;
    channel: string;
  }>(
    api.db,
    sql`select status, detail, from_status, staff_id, channel from payment_events where payment_id = ${paymentId} order by id`,
  );

beforeAll(async () => {
  api = await createTestApi();
  shop = await shoppingFixture(api, { cents: 1_000, promoCents: null });
  address = (
    await send('POST', '/api/profile/location/add', {
      name: 'Home',
      lat: 11.55,
      long: 104.92,
      description: 'St. 2',
    })
  ).body.data.id;
  const store = await one<{ id: number }>(api, sql`select id from stores where code = 'S001'`);
  ctx = shopContext({ db: api.db, metrics: api.metrics }, { id: store.id, code: 'S001' });
});
afterAll(() => api?.close());

describe('the payment methods', () => {
  it('are one handler each, under the one name the checkout, the order and the payment use', async () => {
    expect(Object.keys(PAYMENT_METHODS).sort()).toEqual([...PAYMENT_OPTIONS].sort());
    for (const [code, method] of Object.entries(PAYMENT_METHODS)) expect(method.code).toBe(code);
    const paymentId = await orderWith('bankTransfer');
    const [row] = await rows<{ provider: string; payment_method: string }>(
      api.db,
      sql`select p.provider, o.payment_method from payments p join orders o on o.payment_id = p.id
          where p.id = ${paymentId}`,
    );
    expect(row).toEqual({ provider: 'bankTransfer', payment_method: 'bankTransfer' });
  });

  it("tell the storefront, in the shop's store info, what a checkout of each must send", async () => {
    const res = await api.get('/api/store/info?domain=localhost');
    const options = res.body.data.payment_options as { payment_method: string }[];
    expect(options.map((o) => o.payment_method)).toEqual(
      PAYMENT_OPTIONS.filter((m) => res.body.data.payment_methods.includes(m)),
    );
    expect(options).toContainEqual({
      payment_method: 'cod',
      payment_type: 'cash',
      settles: 'delivery',
      needs: [],
    });
    expect(options).toContainEqual({
      payment_method: 'bankTransfer',
      payment_type: 'transfer',
      settles: 'review',
      needs: ['transfer_type', 'image_url'],
    });
    expect(options).toContainEqual({
      payment_method: 'khqr',
      payment_type: 'transfer',
      settles: 'provider',
      needs: ['payment_id'],
    });
    expect(options).toContainEqual({
      payment_method: 'anakut',
      payment_type: 'transfer',
      settles: 'shop',
      needs: [],
    });
  });

  it("refuse a checkout that lacks what its method needs, in the shopper's language", async () => {
    const inKhmer = (method: string) =>
      send(
        'POST',
        '/api/checkout',
        { address, payment_type: 'transfer', payment_method: method },
        {
          'accept-language': 'kh',
        },
      );
    const transfer = await inKhmer('bankTransfer');
    expect(transfer.status).toBe(400);
    expect(transfer.body.message).toMatch(KHMER);
    const khqr = await inKhmer('khqr');
    expect(khqr.status).toBe(400);
    expect(khqr.body.message).toContain('payment_id');
    expect(khqr.body.message).toMatch(KHMER);
    // Anakut Cash is paid before delivery (a wallet), as the storefront sends it.
    const anakut = await send('POST', '/api/checkout', {
      address,
      payment_type: 'cash',
      payment_method: 'anakut',
    });
    expect([anakut.status, anakut.body.message]).toEqual([400, 'payment_type must be transfer for anakut']);
  });
});

describe("the staff's steps of a payment", () => {
  it('collect: cash on delivery and Anakut Cash become paid once; the event says who and how', async () => {
    for (const method of ['cod', 'anakut'] as const) {
      const id = await orderWith(method);
      const paid = await collectPayment(ctx, id, { staffId: 7, channel: 'web' });
      expect(paid.status).toBe('paid');
      expect((await eventsOf(id)).at(-1)).toMatchObject({
        status: 'paid',
        detail: { step: 'collect' },
        from_status: 'pending',
        staff_id: 7,
        channel: 'web',
      });
      // Twice: the state machine says it is paid already.
      await expect(collectPayment(ctx, id)).rejects.toMatchObject({ status: 409 });
    }
  });

  it('collect is not a step of a transfer, review not of cash on delivery', async () => {
    const transfer = await orderWith('bankTransfer');
    await expect(collectPayment(ctx, transfer)).rejects.toMatchObject({
      status: 409,
      message: 'A bankTransfer payment is not collected by the shop',
    });
    const cod = await orderWith('cod');
    await expect(reviewPayment(ctx, cod, 'approve', '')).rejects.toMatchObject({
      status: 409,
      message: 'A cod payment has no receipt to review',
    });
  });

  it("review: a transfer's receipt approved (paid) or rejected (failed) with its reason", async () => {
    const approved = await orderWith('bankTransfer');
    expect((await reviewPayment(ctx, approved, 'approve', 'matches the ABA statement')).status).toBe('paid');
    const rejected = await orderWith('bankTransfer');
    const failed = await reviewPayment(ctx, rejected, 'reject', 'the amount is $5 short');
    expect([failed.status, failed.reason]).toEqual(['failed', 'the amount is $5 short']);
    expect((await eventsOf(rejected)).at(-1)?.detail).toMatchObject({ step: 'review', decision: 'reject' });
    await expect(reviewPayment(ctx, rejected, 'approve', '')).rejects.toMatchObject({ status: 409 });
  });

  it('refund: only paid money goes back, recorded as returned by the shop', async () => {
    const id = await orderWith('cod');
    await expect(refundPayment(ctx, id, 'never delivered')).rejects.toMatchObject({ status: 409 });
    await collectPayment(ctx, id);
    expect((await refundPayment(ctx, id, 'returned within 7 days')).status).toBe('refunded');
    expect((await eventsOf(id)).at(-1)?.detail).toMatchObject({ step: 'refund', returned_by: 'shop' });
  });

  it('of two staff members at once, one moves the payment and the other is told it has moved', async () => {
    const id = await orderWith('cod');
    const results = await Promise.allSettled([collectPayment(ctx, id), collectPayment(ctx, id)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await eventsOf(id)).filter((e) => e.status === 'paid')).toHaveLength(1);
  });

  it("never reaches another shop's payment", async () => {
    const id = await orderWith('cod');
    const s002 = await one<{ id: number }>(api, sql`select id from stores where code = 'S002'`);
    const other = shopContext({ db: api.db, metrics: api.metrics }, { id: s002.id, code: 'S002' });
    await expect(collectPayment(other, id)).rejects.toMatchObject({ status: 404 });
  });

  it('count each outcome in the metrics, by method', async () => {
    const before = await api.metrics.registry.getSingleMetricAsString('payment_outcomes_total');
    const count = (text: string) =>
      Number(/payment_outcomes_total\{method="anakut",status="paid"\} (\d+)/.exec(text)?.[1] ?? 0);
    await collectPayment(ctx, await orderWith('anakut'));
    const after = await api.metrics.registry.getSingleMetricAsString('payment_outcomes_total');
    expect(count(after) - count(before)).toBe(1);
  });
});
