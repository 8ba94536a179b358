import { LOGIN_FIRST_MESSAGE } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { ASSET_HOST, createTestApi, type TestApi } from '../../test/harness';
import { CHINESE, KHMER, one as oneRow, shoppingFixture } from './shopping.fixtures';

let api: TestApi;
let token: string;
let otherToken: string;
let s001: number;
let plain: number;
let varied: { id: number; first: number; option: number };
let foreign: number;

const Q = '?store_code=S001';
const one = <T>(query: ReturnType<typeof sql>) => oneRow<T>(api, query);

beforeAll(async () => {
  api = await createTestApi();
  ({ token, otherToken, s001, plain, varied, foreign } = await shoppingFixture(api, {
    cents: 1999,
    promoCents: null,
  }));
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.db.execute(sql`delete from cart_items`);
  await api.db.execute(sql`delete from cart_merges`);
});

const add = (body: unknown, as = token) => api.send('POST', `/api/cart/add${Q}`, { body, token: as });
const cart = (as = token, query = '') => api.send('GET', `/api/cart${Q}${query}`, { token: as });

describe('cart calls need the customer of the shop', () => {
  it('answers 401 please login first without a token, with a bad one, and with a token of another shop', async () => {
    const s002Token = await api.tokenFor('S002');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/cart'],
      ['POST', '/api/cart/add', { product_id: plain }],
      ['PUT', '/api/cart/update/1', { quantity: 1 }],
      ['DELETE', '/api/cart/remove/1'],
      ['POST', '/api/cart/convert', { merge_key: 'guest-cart-1', items: [] }],
    ];
    for (const [method, path, body] of calls) {
      for (const as of [undefined, 'not-a-valid-token-at-all-xxxxxxxx', s002Token]) {
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
    // The S002 token works in its own shop.
    expect((await api.send('GET', '/api/cart?store_code=S002', { token: s002Token })).status).toBe(200);
  });
});

describe('POST /api/cart/add and GET /api/cart', () => {
  it('adds a line priced from the catalogue, whatever price the body carries', async () => {
    const res = await add({
      product_id: plain,
      quantity: 3,
      price: 0.01,
      grand_total: 0.03,
      note: 'gift wrap',
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      product_id: plain,
      quantity: 3,
      price: 19.99,
      regular_price: null,
      grand_total: 59.97,
      variant_option_id: 0,
      variant_name: null,
      note: 'gift wrap',
    });
    expect(res.body.data.cart_id).toBe(res.body.data.id);
    expect(res.body.data.image.startsWith(ASSET_HOST)).toBe(true);
    expect(res.body.data.unit).toEqual({ id: expect.any(Number), name: expect.any(String) });

    const got = await cart();
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      code: 0,
      total: 59.97,
      delivery_fee: 0,
      grand_total: 59.97,
      total_quantity: 3,
    });
    expect(got.body.data).toEqual([res.body.data]);
    const stored = await rows<{ quantity: number; note: string }>(
      api.db,
      sql`select quantity, note from cart_items where product_id = ${plain}`,
    );
    expect(stored).toEqual([{ quantity: 3, note: 'gift wrap' }]);
  });

  it('reads the price again on every call: a price change shows at once', async () => {
    await add({ product_id: plain, quantity: 2 });
    await api.db.execute(sql`update products set price_cents = 2500 where id = ${plain}`);
    const got = await cart();
    expect(got.body.data[0]).toMatchObject({ price: 25, grand_total: 50 });
    expect(got.body.total).toBe(50);
    await api.db.execute(sql`update products set price_cents = 1999 where id = ${plain}`);
  });

  it("prices a variant at its own price less the product's promotion, and sums the lines in cents", async () => {
    await add({ product_id: varied.id, variant_option_id: varied.option, quantity: 3 });
    await add({ product_id: plain, quantity: 1 });
    const got = await cart();
    const line = got.body.data.find((l: { product_id: number }) => l.product_id === varied.id);
    expect(line).toMatchObject({
      variant_option_id: varied.option,
      price: 85.5,
      regular_price: 105.5,
      grand_total: 256.5,
    });
    expect(line.variant_name).toEqual(expect.any(String));
    expect(line.variant_name.length).toBeGreaterThan(0);
    expect(got.body).toMatchObject({
      total: 276.49,
      delivery_fee: 0,
      grand_total: 276.49,
      total_quantity: 4,
    });
  });

  it('keeps two decimals exact: 0.10 + 0.20 is 0.30', async () => {
    await api.db.execute(sql`update products set price_cents = 10 where id = ${plain}`);
    await api.db.execute(
      sql`update products set promo_price_cents = 20, price_cents = 30 where id = ${varied.id}`,
    );
    await api.db.execute(sql`update product_variants set price_cents = 30 where id = ${varied.option}`);
    await add({ product_id: plain });
    await add({ product_id: varied.id, variant_option_id: varied.option });
    const got = await cart();
    expect(got.body.total).toBe(0.3);
    expect(got.body.grand_total).toBe(0.3);
    await api.db.execute(sql`update products set price_cents = 1999 where id = ${plain}`);
    await api.db.execute(
      sql`update products set price_cents = 10000, promo_price_cents = 8000 where id = ${varied.id}`,
    );
    await api.db.execute(sql`update product_variants set price_cents = 10550 where id = ${varied.option}`);
  });

  it('raises the quantity of the same product and variant instead of adding a line, capped at 999', async () => {
    const first = await add({ product_id: plain, quantity: 2 });
    const again = await add({ product_id: plain, quantity: 5 });
    expect(again.body.data.cart_id).toBe(first.body.data.cart_id);
    expect(again.body.data.quantity).toBe(7);
    const capped = await add({ product_id: plain, quantity: 999 });
    expect(capped.status).toBe(200);
    expect(capped.body.data.quantity).toBe(999);
    const got = await cart();
    expect(got.body.data).toHaveLength(1);
    expect(got.body.total_quantity).toBe(999);
    expect(got.body.total).toBe(19970.01);
  });

  it('takes the default variant for variant 0 of a product with variants; another variant is another line', async () => {
    const zero = await add({ product_id: varied.id, variant_option_id: 0 });
    expect(zero.status).toBe(200);
    expect(zero.body.data.variant_option_id).toBe(varied.first);
    const same = await add({ product_id: varied.id, variant_option_id: varied.first });
    expect(same.body.data).toMatchObject({ cart_id: zero.body.data.cart_id, quantity: 2 });
    const other = await add({ product_id: varied.id, variant_option_id: varied.option });
    expect(other.body.data.cart_id).not.toBe(zero.body.data.cart_id);
    expect((await cart()).body.data).toHaveLength(2);
  });

  it('refuses bad quantities, ids and variants with a 4xx naming the field', async () => {
    for (const quantity of [0, -1, 10 ** 9, 1.5, 'many']) {
      const res = await add({ product_id: plain, quantity });
      expect(res.status, String(quantity)).toBe(400);
      expect(res.body.message).toContain('quantity');
    }
    const otherVariant = await one<{ id: number }>(
      sql`select id from product_variants where store_id = ${s001} and product_id <> ${varied.id} limit 1`,
    );
    const wrongVariant = await add({ product_id: varied.id, variant_option_id: otherVariant.id });
    expect(wrongVariant.status).toBe(400);
    expect(wrongVariant.body.message).toContain('variant_option_id');
    const variantOnPlain = await add({ product_id: plain, variant_option_id: varied.option });
    expect(variantOnPlain.status).toBe(400);
    expect(variantOnPlain.body.message).toContain('variant_option_id');
    for (const product_id of [foreign, 2_000_000_000, 10 ** 12]) {
      const res = await add({ product_id });
      expect(res.status, String(product_id)).toBe(404);
      expect(res.body).toEqual({
        code: 404,
        message: 'Product not found',
        data: null,
        request_id: expect.any(String),
      });
    }
    const missingId = await add({ quantity: 1 });
    expect(missingId.status).toBe(400);
    expect(missingId.body.message).toContain('product_id');
    const notJson = await api.send('POST', `/api/cart/add${Q}`, { body: '{"product_id":', token });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toContain('JSON');
    expect(await rows(api.db, sql`select id from cart_items`)).toEqual([]);
  });

  it("accepts the product's own unit only", async () => {
    const unit = await one<{ unit_id: number }>(sql`select unit_id from products where id = ${plain}`);
    const otherUnit = await one<{ id: number }>(
      sql`select id from units where store_id = ${s001} and id <> ${unit.unit_id} limit 1`,
    );
    const wrong = await add({ product_id: plain, unit_id: otherUnit.id });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('unit_id');
    const right = await add({ product_id: plain, unit_id: unit.unit_id });
    expect(right.status).toBe(200);
    expect(right.body.data.unit.id).toBe(unit.unit_id);
  });

  it('names the lines in the language asked for', async () => {
    await add({ product_id: plain });
    await add({ product_id: varied.id, variant_option_id: varied.option });
    const en = await cart();
    const kh = await cart(token, '&lang=kh');
    const zh = await api.send('GET', `/api/cart${Q}`, { token, headers: { 'accept-language': 'zh' } });
    for (const [res, script] of [
      [kh, KHMER],
      [zh, CHINESE],
    ] as const) {
      for (const line of res.body.data) {
        expect(line.name).toMatch(script);
        expect(line.product_name).toBe(line.name);
      }
    }
    expect(kh.body.data.map((l: { cart_id: number }) => l.cart_id)).toEqual(
      en.body.data.map((l: { cart_id: number }) => l.cart_id),
    );
    expect(kh.body.total).toBe(en.body.total);
  });

  it('leaves out lines of a product no longer sold', async () => {
    await add({ product_id: plain });
    await api.db.execute(sql`update products set active = false where id = ${plain}`);
    try {
      const got = await cart();
      expect(got.body.data).toEqual([]);
      expect(got.body.total).toBe(0);
      expect((await add({ product_id: plain })).status).toBe(404);
    } finally {
      await api.db.execute(sql`update products set active = true where id = ${plain}`);
    }
  });

  it('keeps two simultaneous adds of the same product to one line with both quantities', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((quantity) => add({ product_id: plain, quantity })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const stored = await rows<{ quantity: number }>(
      api.db,
      sql`select quantity from cart_items where product_id = ${plain}`,
    );
    expect(stored).toEqual([{ quantity: 15 }]);
  });
});

describe('GET /api/cart?address_id', () => {
  it("takes the customer's own address only; the delivery fee is 0", async () => {
    await add({ product_id: plain, quantity: 2 });
    const mine = await one<{ id: number }>(
      sql`insert into addresses (store_id, customer_id, name, lat, long)
          select store_id, id, 'Home', 11.55, 104.92 from customers where store_id = ${s001} and email = 'demo@example.com'
          returning id`,
    );
    const theirs = await one<{ id: number }>(
      sql`insert into addresses (store_id, customer_id, name, lat, long)
          select store_id, id, 'Office', 11.56, 104.93 from customers where store_id = ${s001} and email = 'other@example.com'
          returning id`,
    );
    const ok = await cart(token, `&address_id=${mine.id}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ total: 39.98, delivery_fee: 0, grand_total: 39.98, total_quantity: 2 });
    for (const id of [theirs.id, 999_999]) {
      const res = await cart(token, `&address_id=${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        code: 404,
        message: `Address ${id} not found`,
        data: null,
        request_id: expect.any(String),
      });
    }
    const bad = await cart(token, '&address_id=home');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('address_id');
  });
});

describe('PUT /api/cart/update/{id} and DELETE /api/cart/remove/{id}', () => {
  it('steps the quantity by one, never below 1 nor above 999', async () => {
    const line = (await add({ product_id: plain, quantity: 2 })).body.data;
    const update = (quantity: unknown, id = line.cart_id, as = token) =>
      api.send('PUT', `/api/cart/update/${id}${Q}`, { body: { quantity }, token: as });
    expect((await update(1)).body.data).toMatchObject({ quantity: 3, grand_total: 59.97 });
    expect((await update(-1)).body.data.quantity).toBe(2);
    expect((await update(-1)).body.data.quantity).toBe(1);
    const floor = await update(-1);
    expect(floor.status).toBe(200);
    expect(floor.body.data.quantity).toBe(1);
    await api.db.execute(sql`update cart_items set quantity = 999 where id = ${line.cart_id}`);
    expect((await update(1)).body.data.quantity).toBe(999);
    for (const quantity of [2, 0, -2, '1', null]) {
      const res = await update(quantity);
      expect(res.status, String(quantity)).toBe(400);
      expect(res.body.message).toContain('quantity');
    }
    const bad = await update(1, 'abc');
    expect(bad.status).toBe(400);
    const theirs = await update(1, line.cart_id, otherToken);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({
      code: 404,
      message: `Cart item ${line.cart_id} not found`,
      data: null,
      request_id: expect.any(String),
    });
    expect((await update(1, 99_999_999)).status).toBe(404);
  });

  it("removes a line of the customer's own cart only", async () => {
    const line = (await add({ product_id: plain })).body.data;
    const kept = (await add({ product_id: varied.id })).body.data;
    const remove = (id: number | string, as = token) =>
      api.send('DELETE', `/api/cart/remove/${id}${Q}`, { token: as });
    const theirs = await remove(line.cart_id, otherToken);
    expect(theirs.status).toBe(404);
    expect((await cart()).body.data).toHaveLength(2);
    const res = await remove(line.cart_id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, data: null });
    expect((await cart()).body.data.map((l: { cart_id: number }) => l.cart_id)).toEqual([kept.cart_id]);
    expect((await remove(line.cart_id)).status).toBe(404);
    expect((await remove('x')).status).toBe(400);
  });

  it("keeps each customer's cart to itself", async () => {
    await add({ product_id: plain, quantity: 4 });
    await add({ product_id: varied.id }, otherToken);
    const mine = await cart();
    const theirs = await cart(otherToken);
    expect(mine.body.data.map((l: { product_id: number }) => l.product_id)).toEqual([plain]);
    expect(theirs.body.data.map((l: { product_id: number }) => l.product_id)).toEqual([varied.id]);
  });
});

describe('POST /api/cart/convert', () => {
  const convert = (body: unknown, as = token) =>
    api.send('POST', `/api/cart/convert${Q}`, { body, token: as });

  it('merges a guest cart once per merge key, summing with the lines already there', async () => {
    await add({ product_id: plain, quantity: 2 });
    const guest = {
      merge_key: 'guest-0001-abcdef',
      items: [
        { product_id: plain, quantity: 3, variant_option_id: 0 },
        { product_id: varied.id, quantity: 1, variant_option_id: varied.option },
        { product_id: varied.id, quantity: 2, variant_option_id: varied.option },
        { product_id: foreign, quantity: 1, variant_option_id: 0 },
        { product_id: plain + 10_000_000, quantity: 1, variant_option_id: 0 },
        { product_id: plain, quantity: 1, variant_option_id: varied.option },
      ],
    };
    const first = await convert(guest);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 0, delivery_fee: 0, total_quantity: 8 });
    expect(first.body.skipped).toEqual([foreign, plain + 10_000_000, plain]);
    const byProduct = Object.fromEntries(
      first.body.data.map((l: { product_id: number; quantity: number }) => [l.product_id, l.quantity]),
    );
    expect(byProduct).toEqual({ [plain]: 5, [varied.id]: 3 });
    expect(first.body.total).toBe(356.45);
    expect(first.body.grand_total).toBe(first.body.total);

    const again = await convert(guest);
    expect(again.status).toBe(200);
    expect(again.body.skipped).toEqual([]);
    expect(again.body.data).toEqual(first.body.data);
    expect(again.body.total_quantity).toBe(8);
    expect(await rows(api.db, sql`select id from cart_items`)).toHaveLength(2);

    // Another key is another guest cart.
    const next = await convert({ merge_key: 'guest-0002-abcdef', items: [guest.items[0]] });
    expect(next.body.total_quantity).toBe(11);
    // The same key of another customer is that customer's own merge.
    const other = await convert(guest, otherToken);
    expect(other.body.total_quantity).toBe(6);
  });

  it('adds once when the same guest cart is sent by two tabs at the same moment', async () => {
    const guest = {
      merge_key: 'guest-tabs-123456',
      items: [
        { product_id: plain, quantity: 2, variant_option_id: 0 },
        { product_id: varied.id, quantity: 1, variant_option_id: 0 },
      ],
    };
    const results = await Promise.all([convert(guest), convert(guest), convert(guest)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const stored = await rows<{ product_id: number; quantity: number }>(
      api.db,
      sql`select product_id, quantity from cart_items order by product_id`,
    );
    expect(stored).toEqual(
      [
        { product_id: plain, quantity: 2 },
        { product_id: varied.id, quantity: 1 },
      ].sort((a, b) => a.product_id - b.product_id),
    );
    expect(await rows(api.db, sql`select merge_key from cart_merges`)).toEqual([
      { merge_key: guest.merge_key },
    ]);
  });

  it('refuses a body without a usable merge key or with bad items', async () => {
    const short = await convert({ merge_key: 'abc', items: [] });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('merge_key');
    const badQuantity = await convert({
      merge_key: 'guest-bad-quantity',
      items: [{ product_id: plain, quantity: 0, variant_option_id: 0 }],
    });
    expect(badQuantity.status).toBe(400);
    expect(badQuantity.body.message).toContain('items.0.quantity');
    expect(await rows(api.db, sql`select merge_key from cart_merges`)).toEqual([]);
  });
});

describe('POST /api/cart/add-many', () => {
  const addMany = (body: unknown, headers: Record<string, string> = {}, as = token) =>
    api.send('POST', `/api/cart/add-many${Q}`, { body, token: as, headers });
  const stored = () =>
    rows<{ product_id: number; variant_option_id: number; quantity: number }>(
      api.db,
      sql`select product_id, variant_option_id, quantity from cart_items order by product_id, variant_option_id`,
    );

  it('adds every item in one call and answers the cart, priced from the catalogue', async () => {
    await add({ product_id: plain, quantity: 1 });
    const res = await addMany({
      items: [
        { product_id: plain, quantity: 2 },
        { product_id: varied.id, variant_option_id: varied.option, quantity: 1, note: 'gift' },
        { product_id: varied.id },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Added to cart');
    // The same upsert as /cart/add: the plain line grows, the default variant is its own line.
    expect(await stored()).toEqual(
      [
        { product_id: plain, variant_option_id: 0, quantity: 3 },
        { product_id: varied.id, variant_option_id: varied.first, quantity: 1 },
        { product_id: varied.id, variant_option_id: varied.option, quantity: 1 },
      ].sort((a, b) => a.product_id - b.product_id || a.variant_option_id - b.variant_option_id),
    );
    expect(res.body.total_quantity).toBe(5);
    // 3 × 19.99 + (105.50 − 20) + (100 − 20)
    expect(res.body.total).toBeCloseTo(3 * 19.99 + 85.5 + 80, 2);
    expect(res.body).toEqual({ ...(await cart()).body, message: 'Added to cart' });
  });

  it('adds nothing when one item is bad, and names it: another shop’s product, a bad variant, too many', async () => {
    await add({ product_id: plain, quantity: 1 });
    const before = await stored();
    const foreignItem = await addMany({ items: [{ product_id: plain }, { product_id: foreign }] });
    expect(foreignItem.status).toBe(404);
    expect(foreignItem.body.message).toBe(`items.1: Product not found (product ${foreign})`);
    const badVariant = await addMany({
      items: [{ product_id: varied.id }, { product_id: plain, variant_option_id: varied.option }],
    });
    expect(badVariant.status).toBe(400);
    expect(badVariant.body.message).toContain('items.1: variant_option_id');
    const unknown = await addMany({ items: [{ product_id: 999999 }, { product_id: plain }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('items.0');
    // Stock counts what the cart holds and the earlier items of the call together.
    await api.db.execute(sql`update products set stock = 4 where id = ${plain}`);
    try {
      const tooMany = await addMany({
        items: [
          { product_id: varied.id },
          { product_id: plain, quantity: 2 },
          { product_id: plain, quantity: 2 },
        ],
      });
      expect(tooMany.status).toBe(409);
      expect(tooMany.body.message).toBe(`items.2: Only 4 left (product ${plain})`);
    } finally {
      await api.db.execute(sql`update products set stock = 5000 where id = ${plain}`);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a bad body with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{}, 'items'],
      [{ items: [] }, 'items'],
      [{ items: [{ product_id: plain, quantity: 0 }] }, 'items.0.quantity'],
      [{ items: [{ product_id: 'x' }] }, 'items.0.product_id'],
      [{ items: Array.from({ length: 21 }, () => ({ product_id: plain })) }, 'items'],
    ] as [unknown, string][]) {
      const res = await addMany(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(field);
    }
    expect(await stored()).toEqual([]);
  });

  it('needs the customer: 401 without a token', async () => {
    const res = await api.send('POST', `/api/cart/add-many${Q}`, {
      body: { items: [{ product_id: plain }] },
    });
    expect(res.status).toBe(401);
  });

  it('adds once for a double submit with the same Idempotency-Key, even at the same moment', async () => {
    const body = { items: [{ product_id: plain, quantity: 2 }, { product_id: varied.id }] };
    const key = { 'idempotency-key': `add-many-${Date.now()}` };
    const results = await Promise.all([addMany(body, key), addMany(body, key), addMany(body, key)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);
    expect(await stored()).toEqual(
      [
        { product_id: plain, variant_option_id: 0, quantity: 2 },
        { product_id: varied.id, variant_option_id: varied.first, quantity: 1 },
      ].sort((a, b) => a.product_id - b.product_id),
    );
    // A new key is a new action.
    await addMany(body, { 'idempotency-key': `add-many-again-${Date.now()}` });
    expect((await stored()).find((l) => l.product_id === plain)!.quantity).toBe(4);
  });
});
