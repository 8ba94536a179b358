import { LOGIN_FIRST_MESSAGE } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { ASSET_HOST, createTestApi, type TestApi } from '../../test/harness';
import { CHINESE, KHMER, shoppingFixture } from '../cart/shopping.fixtures';

let api: TestApi;
let token: string;
let otherToken: string;
let plain: number;
let varied: { id: number; first: number; option: number };
let foreign: number;

const Q = '?store_code=S001';

beforeAll(async () => {
  api = await createTestApi();
  ({ token, otherToken, plain, varied, foreign } = await shoppingFixture(api, {
    cents: 1999,
    promoCents: 1500,
  }));
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.db.execute(sql`delete from wishlist_items`);
});

const wish = (body: unknown, as = token) => api.send('POST', `/api/wishlist/add${Q}`, { body, token: as });
const list = (as = token, query = '') => api.send('GET', `/api/wishlist${Q}${query}`, { token: as });

describe('wishlist calls need the customer of the shop', () => {
  it('answers 401 please login first without a token or with a token of another shop', async () => {
    const s002Token = await api.tokenFor('S002');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/wishlist'],
      ['POST', '/api/wishlist/add', { product_id: plain }],
      ['DELETE', '/api/wishlist/remove/1'],
    ];
    for (const [method, path, body] of calls) {
      for (const as of [undefined, s002Token]) {
        const res = await api.send(method, `${path}${Q}`, { body, token: as });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body).toEqual({
          code: 401,
          message: LOGIN_FIRST_MESSAGE,
          data: null,
          request_id: expect.any(String),
        });
      }
    }
  });
});

describe('POST /api/wishlist/add and GET /api/wishlist', () => {
  it('adds an entry once, with the prices of the catalogue', async () => {
    const res = await wish({ product_id: plain, quantity: 2, price: 0.01 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Added to wishlist');
    expect(res.body.data).toMatchObject({
      product_id: plain,
      id: plain,
      quantity: 2,
      variant_option_id: 0,
      variant_name: null,
      price: 19.99,
      promo_price: 15,
    });
    expect(res.body.data.image.startsWith(ASSET_HOST)).toBe(true);
    const again = await wish({ product_id: plain, quantity: 3 });
    expect(again.body.data.wishlist_id).toBe(res.body.data.wishlist_id);
    expect(again.body.data.quantity).toBe(3);
    const got = await list();
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual([again.body.data]);
    expect(await rows(api.db, sql`select id from wishlist_items`)).toHaveLength(1);
  });

  it('checks the product and variant like the cart', async () => {
    const zero = await wish({ product_id: varied.id, variant_option_id: 0 });
    expect(zero.status).toBe(200);
    expect(zero.body.data.variant_option_id).toBe(varied.first);
    // The wished variant is named, at its price (10550 cents less the promotion's 2000 off).
    const chosen = await wish({ product_id: varied.id, variant_option_id: varied.option });
    expect(chosen.body.data).toMatchObject({
      variant_option_id: varied.option,
      price: 105.5,
      paid_price: 85.5,
    });
    expect(chosen.body.data.variant_name).toEqual(expect.any(String));
    const cart = await api.send('POST', `/api/cart/add${Q}`, {
      body: { product_id: varied.id, variant_option_id: varied.option },
      token,
    });
    expect(cart.status).toBe(200);
    const line = (await api.send('GET', `/api/cart${Q}`, { token })).body.data[0];
    expect(chosen.body.data.variant_name).toBe(line.variant_name);
    await api.send('DELETE', `/api/wishlist/remove/${chosen.body.data.wishlist_id}${Q}`, { token });
    await api.db.execute(sql`delete from cart_items`);
    const wrongVariant = await wish({ product_id: plain, variant_option_id: varied.first });
    expect(wrongVariant.status).toBe(400);
    expect(wrongVariant.body.message).toContain('variant_option_id');
    const otherShop = await wish({ product_id: foreign });
    expect(otherShop.status).toBe(404);
    expect(otherShop.body.message).toBe('Product not found');
    for (const quantity of [0, 10 ** 9]) {
      const res = await wish({ product_id: plain, quantity });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('quantity');
    }
    expect((await list()).body.data).toHaveLength(1);
  });

  it('names the entries in the language asked for', async () => {
    await wish({ product_id: plain });
    expect((await list(token, '&lang=kh')).body.data[0].name).toMatch(KHMER);
    expect((await list(token, '&lang=zh')).body.data[0].name).toMatch(CHINESE);
  });
});

describe('DELETE /api/wishlist/remove/{wishlist_id}', () => {
  it("removes the customer's own entry only", async () => {
    const entry = (await wish({ product_id: plain })).body.data;
    const remove = (id: number | string, as = token) =>
      api.send('DELETE', `/api/wishlist/remove/${id}${Q}`, { token: as });
    const theirs = await remove(entry.wishlist_id, otherToken);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({
      code: 404,
      message: `Wishlist entry ${entry.wishlist_id} not found`,
      data: null,
      request_id: expect.any(String),
    });
    expect((await list(otherToken)).body.data).toEqual([]);
    const res = await remove(entry.wishlist_id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, data: null });
    expect((await list()).body.data).toEqual([]);
    expect((await remove(entry.wishlist_id)).status).toBe(404);
    const bad = await remove('abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('wishlist_id');
  });
});
