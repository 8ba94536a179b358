import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { createTestApi, type TestApi } from '../../test/harness';

// The catalogue's data for editing (migration 0024, decision 034): every unit a shop sells has a
// SKU unique in the shop across products and variants, kept in `skus` by triggers; a variant may
// have its own promotion price, which every price the API answers follows.

let api: TestApi;
let s001: number;
let s002: number;

beforeAll(async () => {
  api = await createTestApi();
  const shops = await rows<{ id: number; code: string }>(
    api.db,
    sql`select id, code from stores where code in ('S001', 'S002')`,
  );
  s001 = shops.find((s) => s.code === 'S001')!.id;
  s002 = shops.find((s) => s.code === 'S002')!.id;
});
afterAll(() => api?.close());

/** The error a statement fails with (its SQLSTATE and constraint), or null when it succeeds. */
async function failure(statement: ReturnType<typeof sql>) {
  try {
    await api.db.execute(statement);
    return null;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
    const { code, constraint } = cause as { code?: string; constraint?: string };
    return { code, constraint };
  }
}

describe('SKUs', () => {
  it('gives every product and variant of the demo shops a SKU, each once in skus', async () => {
    const missing = await rows(
      api.db,
      sql`select p.id from products p where not exists (
            select 1 from skus k where k.store_id = p.store_id and k.product_id = p.id and k.variant_id is null
              and k.sku = p.sku)
          union all
          select v.id from product_variants v where not exists (
            select 1 from skus k where k.store_id = v.store_id and k.variant_id = v.id and k.sku = v.sku)`,
    );
    expect(missing).toEqual([]);
    const [counts] = await rows<{ units: number; skus: number }>(
      api.db,
      sql`select (select count(*) from products) + (select count(*) from product_variants) as units,
            (select count(*) from skus) as skus`,
    );
    expect(Number(counts!.skus)).toBe(Number(counts!.units));
    const [sample] = await rows<{
      id: number;
      sku: string;
      variant_sku: string;
      product_id: number;
      variant_id: number;
    }>(
      api.db,
      sql`select p.id, p.sku, v.sku as variant_sku, v.product_id, v.id as variant_id
          from product_variants v join products p on p.store_id = v.store_id and p.id = v.product_id
          where v.store_id = ${s001} order by v.id limit 1`,
    );
    expect(sample!.sku).toBe(`P${sample!.id}`);
    expect(sample!.variant_sku).toBe(`P${sample!.product_id}-${sample!.variant_id}`);
  });

  it('refuses a SKU already used in the shop, by a product or a variant, and allows it in another shop', async () => {
    const [a, b] = await rows<{ id: number; sku: string }>(
      api.db,
      sql`select id, sku from products where store_id = ${s001} order by id limit 2`,
    );
    const [variant] = await rows<{ id: number }>(
      api.db,
      sql`select id from product_variants where store_id = ${s001} order by id limit 1`,
    );
    expect(
      await failure(sql`update products set sku = ${a!.sku} where store_id = ${s001} and id = ${b!.id}`),
    ).toEqual({ code: '23505', constraint: 'skus_store_id_sku_pk' });
    expect(
      await failure(
        sql`update product_variants set sku = ${a!.sku} where store_id = ${s001} and id = ${variant!.id}`,
      ),
    ).toEqual({ code: '23505', constraint: 'skus_store_id_sku_pk' });
    // Nothing changed.
    const [still] = await rows<{ sku: string }>(
      api.db,
      sql`select sku from products where store_id = ${s001} and id = ${b!.id}`,
    );
    expect(still!.sku).toBe(b!.sku);
    // The same SKU in another shop is that shop's own.
    const [other] = await rows<{ id: number }>(
      api.db,
      sql`select id from products where store_id = ${s002} order by id limit 1`,
    );
    expect(
      await failure(sql`update products set sku = ${a!.sku} where store_id = ${s002} and id = ${other!.id}`),
    ).toBe(null);
  });

  it('moves a changed SKU, frees a deleted variant’s, refuses an empty one and gives a default to none', async () => {
    const [v] = await rows<{ id: number; product_id: number; sku: string }>(
      api.db,
      sql`select id, product_id, sku from product_variants where store_id = ${s001} order by id desc limit 1`,
    );
    await api.db.execute(
      sql`update product_variants set sku = 'NEW-SKU-1' where store_id = ${s001} and id = ${v!.id}`,
    );
    expect(
      await rows(api.db, sql`select sku from skus where store_id = ${s001} and variant_id = ${v!.id}`),
    ).toEqual([{ sku: 'NEW-SKU-1' }]);
    expect(await rows(api.db, sql`select 1 from skus where store_id = ${s001} and sku = ${v!.sku}`)).toEqual(
      [],
    );
    expect(
      await failure(sql`update product_variants set sku = '' where store_id = ${s001} and id = ${v!.id}`),
    ).toMatchObject({ code: '23514' });
    await api.db.execute(
      sql`update product_variants set sku = null where store_id = ${s001} and id = ${v!.id}`,
    );
    expect(
      await rows(api.db, sql`select sku from product_variants where store_id = ${s001} and id = ${v!.id}`),
    ).toEqual([{ sku: `P${v!.product_id}-${v!.id}` }]);
    await api.db.execute(sql`delete from cart_items where variant_option_id = ${v!.id}`);
    await api.db.execute(sql`delete from wishlist_items where variant_option_id = ${v!.id}`);
    await api.db.execute(sql`delete from product_variants where store_id = ${s001} and id = ${v!.id}`);
    expect(
      await rows(api.db, sql`select 1 from skus where store_id = ${s001} and variant_id = ${v!.id}`),
    ).toEqual([]);
  });
});

describe('a variant’s own promotion price', () => {
  it('is the price paid for that variant on the product page and in the cart; the others keep theirs', async () => {
    const [product] = await rows<{ id: number }>(
      api.db,
      sql`select product_id as id from product_variants where store_id = ${s001}
          group by product_id having count(*) >= 2 order by product_id limit 1`,
    );
    const variants = await rows<{ id: number; price_cents: number }>(
      api.db,
      sql`select id, price_cents from product_variants where store_id = ${s001} and product_id = ${product!.id}
          order by sequence, id`,
    );
    const [first, second] = variants;
    await api.db.execute(
      sql`update products set promo_price_cents = null where store_id = ${s001} and id = ${product!.id}`,
    );
    const promo = first!.price_cents - 1000;
    await api.db.execute(
      sql`update product_variants set promo_price_cents = ${promo} where store_id = ${s001} and id = ${first!.id}`,
    );
    expect(
      await failure(
        sql`update product_variants set promo_price_cents = price_cents where store_id = ${s001} and id = ${second!.id}`,
      ),
    ).toMatchObject({ code: '23514', constraint: 'product_variants_promo_ck' });

    const page = await api.get(`/api/product/${product!.id}?store_code=S001`);
    expect(page.status).toBe(200);
    const shown = page.body.data.variants as {
      variant_option_id: number;
      price: number;
      promo_price: number | null;
    }[];
    expect(shown.find((v) => v.variant_option_id === first!.id)).toMatchObject({
      price: first!.price_cents / 100,
      promo_price: promo / 100,
    });
    expect(shown.find((v) => v.variant_option_id === second!.id)).toMatchObject({
      price: second!.price_cents / 100,
      promo_price: null,
    });

    const token = await api.tokenFor('S001');
    const added = await api.send('POST', '/api/cart/add?store_code=S001', {
      body: { product_id: product!.id, variant_option_id: first!.id, quantity: 2 },
      token,
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      price: promo / 100,
      regular_price: first!.price_cents / 100,
      grand_total: (2 * promo) / 100,
    });
  });
});
