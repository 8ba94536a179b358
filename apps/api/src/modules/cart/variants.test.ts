import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { createTestApi, type TestApi } from '../../test/harness';
import { KHMER, one } from './shopping.fixtures';

// Issue 11: a product with two option types (the demo realme C75 of S001: colour, and storage where
// 256GB costs $30 more; $159.00, promo $129.00) is sold as variants, one per combination, each with
// its own id, price and stock. What the page shows for a variant is what the cart and the wishlist
// charge, and the merge of a guest cart keeps it.

let api: TestApi;
let token: string;
let c75: number;
/** The variants of the C75 by their options' English names ('Black / 256GB'). */
let variants: Record<string, { id: number; stock: number }>;

const Q = '?store_code=S001';
const add = (body: unknown) => api.send('POST', `/api/cart/add${Q}`, { body, token });
const cart = (query = '') => api.send('GET', `/api/cart${Q}${query}`, { token });

beforeAll(async () => {
  api = await createTestApi();
  token = await api.tokenFor('S001');
  c75 = (
    await one<{ id: number }>(
      api,
      sql`select p.id from products p join stores s on s.id = p.store_id
          join product_translations t on t.store_id = p.store_id and t.product_id = p.id and t.locale = 'en'
          where s.code = 'S001' and t.name like '%C75%'`,
    )
  ).id;
  const detail = await api.get(`/api/product/${c75}${Q}`);
  variants = Object.fromEntries(
    detail.body.data.variants.map((v: { name: string; variant_option_id: number; stock: number }) => [
      v.name,
      { id: v.variant_option_id, stock: v.stock },
    ]),
  );
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.db.execute(sql`delete from cart_items`);
  await api.db.execute(sql`delete from cart_merges`);
  await api.db.execute(sql`delete from wishlist_items`);
  await api.db.execute(sql`update product_variants set stock = 20 where product_id = ${c75}`);
});

describe('the variants of a product with two option types', () => {
  it('are sent by the product detail with their own ids, prices, names and stock', async () => {
    const res = await api.get(`/api/product/${c75}${Q}`);
    expect(res.status).toBe(200);
    const product = res.body.data;
    const stored = await rows<{ id: number }>(
      api.db,
      sql`select id from product_variants where product_id = ${c75} order by sequence, id`,
    );
    expect(product.variants.map((v: { variant_option_id: number }) => v.variant_option_id)).toEqual(
      stored.map((v) => v.id),
    );
    expect(product.variants).toHaveLength(4);
    const [black, storage256] = product.variant_option_type.map(
      (type: { data: { id: number; name: string }[] }) => type.data,
    );
    const black256 = product.variants.find((v: { name: string }) => v.name === 'Black / 256GB');
    expect(black256).toEqual({
      option_ids: [black[0].id, storage256.find((o: { name: string }) => o.name === '256GB').id],
      name: 'Black / 256GB',
      variant_option_id: variants['Black / 256GB']!.id,
      price: 189,
      promo_price: 159,
      paid_price: 159,
      // $30 off $189, the badge's 16 %.
      discount_percent: 16,
      stock: 20,
    });
    // The default variant is the first of the list, and the product's own variant fields name it.
    expect(product.variants[0]).toMatchObject({ name: 'Black / 128GB', paid_price: 129 });
    expect(product.variant_option_id).toBe(product.variants[0].variant_option_id);
    expect(product.variant_name).toBe('Black / 128GB');
  });

  it('adds Black + 256GB to the cart as "Black / 256GB" at $159, in every language', async () => {
    const black256 = variants['Black / 256GB']!.id;
    const res = await add({ product_id: c75, variant_option_id: black256, quantity: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      product_id: c75,
      variant_option_id: black256,
      variant_name: 'Black / 256GB',
      price: 159,
      regular_price: 189,
      grand_total: 318,
    });
    const got = await cart();
    expect(got.body.data).toHaveLength(1);
    expect(got.body.total).toBe(318);
    const kh = await cart('&lang=kh');
    expect(kh.body.data[0].variant_name).toMatch(KHMER);
    expect(kh.body.data[0].variant_name).toContain(' / 256GB');
    expect(kh.body.data[0].price).toBe(159);
  });

  it('takes 0 as the default variant and stores its id', async () => {
    const res = await add({ product_id: c75, variant_option_id: 0 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      variant_option_id: variants['Black / 128GB']!.id,
      variant_name: 'Black / 128GB',
      price: 129,
    });
    const stored = await rows<{ variant_option_id: number }>(
      api.db,
      sql`select variant_option_id from cart_items where product_id = ${c75}`,
    );
    expect(stored).toEqual([{ variant_option_id: variants['Black / 128GB']!.id }]);
  });

  it("refuses another product's variant, an option id and an unknown id with a 400 naming the field", async () => {
    const foreign = await one<{ id: number }>(
      api,
      sql`select id from product_variants where product_id <> ${c75} order by id limit 1`,
    );
    const option = await one<{ id: number }>(
      api,
      sql`select o.id from variant_options o where o.product_id = ${c75}
            and not exists (select 1 from product_variants v where v.product_id = ${c75} and v.id = o.id)
          order by o.id limit 1`,
    );
    for (const id of [foreign.id, option.id, 2_000_000_000]) {
      const res = await add({ product_id: c75, variant_option_id: id });
      expect(res.status, String(id)).toBe(400);
      expect(res.body.message).toContain('variant_option_id');
      const wished = await api.send('POST', `/api/wishlist/add${Q}`, {
        body: { product_id: c75, variant_option_id: id },
        token,
      });
      expect(wished.status, String(id)).toBe(400);
      expect(wished.body.message).toContain('variant_option_id');
    }
    expect(await rows(api.db, sql`select id from cart_items`)).toEqual([]);
  });

  it('merges a guest cart holding Black / 256GB at $159', async () => {
    const black256 = variants['Black / 256GB']!.id;
    const res = await api.send('POST', `/api/cart/convert${Q}`, {
      body: {
        merge_key: 'guest-variants-1',
        items: [
          { product_id: c75, quantity: 1, variant_option_id: black256 },
          { product_id: c75, quantity: 1, variant_option_id: 0 },
        ],
      },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.skipped).toEqual([]);
    expect(res.body.data).toEqual([
      expect.objectContaining({ variant_option_id: black256, variant_name: 'Black / 256GB', price: 159 }),
      expect.objectContaining({ variant_name: 'Black / 128GB', price: 129 }),
    ]);
    expect(res.body.total).toBe(288);
  });

  it('wishes a variant with its price, and 0 as the default variant', async () => {
    const black256 = variants['Black / 256GB']!.id;
    const wish = (variant_option_id: number) =>
      api.send('POST', `/api/wishlist/add${Q}`, { body: { product_id: c75, variant_option_id }, token });
    expect((await wish(black256)).body.data).toMatchObject({
      variant_option_id: black256,
      price: 189,
      promo_price: 159,
      paid_price: 159,
    });
    expect((await wish(0)).body.data).toMatchObject({
      variant_option_id: variants['Black / 128GB']!.id,
      paid_price: 129,
    });
    const list = await api.send('GET', `/api/wishlist${Q}`, { token });
    expect(list.body.data).toHaveLength(2);
  });
});

describe('stock', () => {
  it('refuses more than the stock with a 409 "Only N left", and a sold-out variant with "Out of stock"', async () => {
    const gold256 = variants['Gold / 256GB']!.id;
    await api.db.execute(sql`update product_variants set stock = 3 where id = ${gold256}`);
    expect((await add({ product_id: c75, variant_option_id: gold256, quantity: 2 })).status).toBe(200);
    const over = await add({ product_id: c75, variant_option_id: gold256, quantity: 2 });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({
      code: 409,
      message: 'Only 3 left',
      data: null,
      request_id: expect.any(String),
    });
    const line = await add({ product_id: c75, variant_option_id: gold256, quantity: 1 });
    expect(line.body.data.quantity).toBe(3);
    const step = await api.send('PUT', `/api/cart/update/${line.body.data.id}${Q}`, {
      body: { quantity: 1 },
      token,
    });
    expect(step.status).toBe(409);
    expect(step.body.message).toBe('Only 3 left');
    const down = await api.send('PUT', `/api/cart/update/${line.body.data.id}${Q}`, {
      body: { quantity: -1 },
      token,
    });
    expect(down.body.data.quantity).toBe(2);
    await api.db.execute(sql`update product_variants set stock = 0 where id = ${gold256}`);
    const soldOut = await add({ product_id: c75, variant_option_id: gold256 });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.message).toBe('Out of stock');
  });

  it('lowers a merged quantity to the stock and skips a sold-out variant', async () => {
    const black256 = variants['Black / 256GB']!.id;
    const gold128 = variants['Gold / 128GB']!.id;
    await api.db.execute(sql`update product_variants set stock = 2 where id = ${black256}`);
    await api.db.execute(sql`update product_variants set stock = 0 where id = ${gold128}`);
    const res = await api.send('POST', `/api/cart/convert${Q}`, {
      body: {
        merge_key: 'guest-variants-2',
        items: [
          { product_id: c75, quantity: 5, variant_option_id: black256 },
          { product_id: c75, quantity: 1, variant_option_id: gold128 },
        ],
      },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.skipped).toEqual([c75]);
    expect(res.body.data).toEqual([expect.objectContaining({ variant_option_id: black256, quantity: 2 })]);
  });
});
