import { MESSAGES, type MessageKey, translate } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { accountRequests } from '../../test/api-edge';
import { productOf } from '../../test/lookups';
import { post } from '../../test/requests';
import { createTestServer, openTestApi } from '../../test/server';
import { cartOf, newCustomer, wishlistOf } from '../../test/shoppers';

const testApi = openTestApi();

/** A laptop of S001 in two colours, the second sold out. */
const LAPTOP = 18;

describe('/api/wishlist and /api/cart', () => {
  it('answers "please login first" without a session, in the page language', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/api/wishlist', post({ intent: 'add', product_id: '1' }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ ok: false, message: 'please login first' });
    const zh = await app.request('/zh/api/cart', post({ intent: 'add', product_id: '1' }));
    expect(zh.status).toBe(401);
    expect(((await zh.json()) as { message: string }).message).not.toBe('');
    expect(accountRequests(app.api)).toHaveLength(0);
  });

  it('adds to the wishlist with the token: "Added to wishlist"', async () => {
    const app = createTestServer(testApi());
    const { cookie } = await newCustomer(testApi());
    const response = await app.request(
      '/api/wishlist',
      post({ intent: 'add', product_id: '2', quantity: '1', variant_option_id: '0' }, { cookie }),
    );
    expect(await response.json()).toEqual({ ok: true, message: 'Added to wishlist' });
    const html = await (await app.request('/', { headers: { cookie } })).text();
    // The header badge counts it (the root loader reads the server wishlist).
    expect(html).toContain('aria-label="Wishlist, 1 item"');
  });

  it("answers the API's refusals in the shopper's language: the stock, the variant, a bad field", async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const cookie = { cookie: shopper.cookie };
    // A laptop of S001 in two colours, the second sold out.
    const laptop = await productOf(testApi(), LAPTOP);
    const [inStock, soldOut] = laptop.variants;
    expect(inStock?.stock).toBeGreaterThan(0);
    expect(soldOut?.stock).toBe(0);
    const add = async (fields: Record<string, string>) => {
      const response = await app.request(
        '/kh/api/cart',
        post({ intent: 'add', product_id: String(LAPTOP), ...fields }, cookie),
      );
      return [response.status, ((await response.json()) as { message: string }).message];
    };
    const kh = (key: MessageKey) => translate(MESSAGES.kh, key);
    // The sold-out colour; a variant of another product (product 1's first).
    const foreign = (await productOf(testApi(), 1)).variants[0]?.variant_option_id;
    expect(await add({ variant_option_id: String(soldOut?.variant_option_id) })).toEqual([
      409,
      kh('formError.stock'),
    ]);
    expect(await add({ variant_option_id: String(foreign) })).toEqual([400, kh('formError.variant')]);
    expect(await add({ variant_option_id: String(inStock?.variant_option_id), quantity: '0' })).toEqual([
      400,
      kh('formError.quantity'),
    ]);
    expect(await cartOf(testApi(), shopper)).toEqual([]);
  });

  it('changes server cart lines and merges a guest cart only once per key', async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const cookie = { cookie: shopper.cookie };
    await app.request('/api/cart', post({ intent: 'add', product_id: '1', variant_option_id: '0' }, cookie));
    const [line] = await cartOf(testApi(), shopper);
    expect(line?.quantity).toBe(1);
    await app.request('/api/cart', post({ intent: 'increase', line_id: String(line?.cart_id) }, cookie));
    expect((await cartOf(testApi(), shopper))[0]?.quantity).toBe(2);
    const items = JSON.stringify([
      { product_id: 1, quantity: 3, variant_option_id: 0 },
      { product_id: 2, quantity: 1, variant_option_id: 0 },
    ]);
    for (let i = 0; i < 2; i++) {
      const response = await app.request(
        '/api/cart',
        post({ intent: 'convert', merge_key: 'guest-cart-key-1', items }, cookie),
      );
      expect(response.status).toBe(200);
    }
    // Summed with the existing line, no duplicate line, and the second call added nothing.
    expect((await cartOf(testApi(), shopper)).map((l) => [l.product_id, l.quantity])).toEqual([
      [1, 5],
      [2, 1],
    ]);
    const bad = await app.request('/api/cart', post({ intent: 'increase', line_id: 'x' }, cookie));
    expect(bad.status).toBe(400);
  });

  it("passes each intent's idempotency key on to the API as its Idempotency-Key header", async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const cookie = { cookie: shopper.cookie };
    const send = (path: string, fields: Record<string, string>) => app.request(path, post(fields, cookie));
    await send('/api/cart', {
      intent: 'add',
      product_id: '1',
      variant_option_id: '0',
      idempotency_key: 'k-add',
    });
    const lineId = String((await cartOf(testApi(), shopper))[0]?.cart_id);
    await send('/api/cart', { intent: 'increase', line_id: lineId, idempotency_key: 'k-step' });
    await send('/api/cart', { intent: 'remove', line_id: lineId, idempotency_key: 'k-remove' });
    const items = JSON.stringify([{ product_id: 2, quantity: 1, variant_option_id: 0 }]);
    await send('/api/cart', {
      intent: 'convert',
      merge_key: 'guest-cart-1',
      items,
      idempotency_key: 'k-merge',
    });
    await send('/api/wishlist', { intent: 'add', product_id: '2', quantity: '1', idempotency_key: 'k-wish' });
    const [wish] = await wishlistOf(testApi(), shopper);
    await send('/api/wishlist', {
      intent: 'remove',
      wishlist_id: String(wish?.wishlist_id),
      idempotency_key: 'k-unwish',
    });
    await send('/api/cart', { intent: 'add', product_id: '1', variant_option_id: '0' });
    const writes = accountRequests(app.api).filter((r) => r.method !== 'GET');
    expect(writes.map((r) => [r.method, r.path.replace(/\d+$/, 'N'), r.idempotencyKey])).toEqual([
      ['POST', '/api/cart/add', 'k-add'],
      ['PUT', '/api/cart/update/N', 'k-step'],
      ['DELETE', '/api/cart/remove/N', 'k-remove'],
      ['POST', '/api/cart/convert', 'k-merge'],
      ['POST', '/api/wishlist/add', 'k-wish'],
      ['DELETE', '/api/wishlist/remove/N', 'k-unwish'],
      ['POST', '/api/cart/add', null],
    ]);
  });

  it('refuses a key the API would refuse, before calling it', async () => {
    const app = createTestServer(testApi());
    const cookie = { cookie: (await newCustomer(testApi())).cookie };
    const response = await app.request(
      '/api/cart',
      post({ intent: 'add', product_id: '1', idempotency_key: 'a key with spaces' }, cookie),
    );
    expect(response.status).toBe(400);
    expect(accountRequests(app.api).filter((r) => r.method !== 'GET')).toEqual([]);
  });
});
