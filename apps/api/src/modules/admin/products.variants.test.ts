import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { newCustomer } from '../../test/factories';
import { createTestApi, type TestApi } from '../../test/harness';
import { shop } from './admin.fixtures';

// A product's options and variants saved whole (issue 30, part 2): a product without options made
// into one with two types in three languages, seen so by the storefront and bought; a value renamed
// and one removed keeping the variants that stay (a cart holding them keeps them; one holding a
// removed variant no longer lists it); two editors; bad input refused whole.

let api: TestApi;
let editor: string;
let s001: number;
const Q = '?store_code=S001';

beforeAll(async () => {
  api = await createTestApi();
  editor = await api.staffTokenFor('editor@example.com');
  [{ id: s001 }] = (await rows<{ id: number }>(api.db, sql`select id from stores where code = 'S001'`)) as [
    { id: number },
  ];
});
afterAll(() => api?.close());

const call = (method: string, path: string, body?: unknown) =>
  api.send(method, path, { token: editor, headers: shop('S001'), ...(body === undefined ? {} : { body }) });

/** A published product of S001 without variants, in stock. */
async function plainProduct(skip = 0) {
  const [row] = await rows<{ id: number }>(
    api.db,
    sql`select p.id from products p where p.store_id = ${s001} and p.active and p.stock > 0
        and not exists (select 1 from product_variants v where v.store_id = p.store_id and v.product_id = p.id)
        order by p.id limit 1 offset ${skip}`,
  );
  return row!.id;
}

const COLOUR = { en: 'Colour', kh: 'ពណ៌', zh: '颜色' };
const BLACK = { en: 'Black', kh: 'ខ្មៅ', zh: '黑色' };
const WHITE = { en: 'White', kh: 'ស', zh: '白色' };
const STORAGE = { en: 'Storage', kh: 'ទំហំផ្ទុក', zh: '存储' };
const S128 = { en: '128GB', kh: '', zh: '' };
const S256 = { en: '256GB', kh: '', zh: '' };

function fourVariants(version: number, id: number) {
  return {
    version,
    types: [
      { name: COLOUR, options: [{ name: BLACK }, { name: WHITE }] },
      { name: STORAGE, options: [{ name: S128 }, { name: S256 }] },
    ],
    variants: [
      { options: ['Black', '128GB'], sku: `VT-${id}-B128`, price: 199, promo_price: 189, stock: 5 },
      { options: ['Black', '256GB'], sku: `VT-${id}-B256`, price: 239, promo_price: null, stock: 3 },
      { options: ['White', '128GB'], sku: '', price: 199, promo_price: null, stock: 0 },
      { options: ['White', '256GB'], sku: `VT-${id}-W256`, price: 239, promo_price: null, stock: 2 },
    ],
  };
}

describe('a product’s variants', () => {
  it('makes a product without options one with two types: named in three languages, priced, sold', async () => {
    const id = await plainProduct();
    const before = (await call('GET', `/admin/api/products/${id}`)).body.data;
    expect(before.option_types).toEqual([]);
    const saved = await call('PUT', `/admin/api/products/${id}/variants`, fourVariants(before.version, id));
    expect(saved.status).toBe(200);
    const product = saved.body.data;
    expect(product.version).toBe(before.version + 1);
    expect(product.option_types.map((t: any) => [t.name, t.options.map((o: any) => o.name)])).toEqual([
      [COLOUR, [BLACK, WHITE]],
      [STORAGE, [S128, S256]],
    ]);
    const whiteSmall = product.variants[2];
    expect(product.variants.map((v: any) => [v.name, v.sku, v.price, v.promo_price, v.stock])).toEqual([
      ['Black / 128GB', `VT-${id}-B128`, 199, 189, 5],
      ['Black / 256GB', `VT-${id}-B256`, 239, null, 3],
      ['White / 128GB', `P${id}-${whiteSmall.id}`, 199, null, 0],
      ['White / 256GB', `VT-${id}-W256`, 239, null, 2],
    ]);
    // The storefront: the Khmer names of the types and values, each variant's price; the list
    // shows the default variant's price.
    const page = await api.get(`/api/product/${id}${Q}&lang=kh`);
    expect(page.status).toBe(200);
    const types = page.body.data.variant_option_type;
    expect(types.map((t: any) => t.name)).toEqual(['ពណ៌', 'ទំហំផ្ទុក']);
    expect(types[0].data.map((o: any) => o.name)).toEqual(['ខ្មៅ', 'ស']);
    // A value without a Khmer name reads in English.
    expect(types[1].data.map((o: any) => o.name)).toEqual(['128GB', '256GB']);
    const [listed] = await rows<{ price_cents: number }>(
      api.db,
      sql`select price_cents from products where store_id = ${s001} and id = ${id}`,
    );
    expect(listed!.price_cents).toBe(19900);
    // Bought: Black / 256GB in the cart at its price; White / 128GB (no stock) refused.
    const customer = await newCustomer(api);
    const big = product.variants[1].id;
    const add = (variant: number) =>
      api.send('POST', `/api/cart/add${Q}`, {
        token: customer.token,
        body: { product_id: id, variant_option_id: variant, quantity: 1 },
      });
    expect((await add(big)).status).toBe(200);
    expect((await add(whiteSmall.id)).status).toBe(409);
    const cart = await api.send('GET', `/api/cart${Q}&lang=en`, { token: customer.token });
    expect(cart.body.data).toEqual([expect.objectContaining({ variant_name: 'Black / 256GB', price: 239 })]);
    // A product no longer sold: its line is told as such.
    const hidden = await call('PUT', `/admin/api/products/${id}`, {
      ...(await call('GET', `/admin/api/products/${id}`)).body.data,
      published: false,
    });
    expect(hidden.status).toBe(200);
    const told = await api.send('GET', `/api/cart${Q}&lang=kh`, { token: customer.token });
    expect(told.body.data).toEqual([]);
    expect(told.body.unavailable).toEqual([expect.objectContaining({ product_id: id, reason: 'product' })]);
    // Each unit's first stock is a movement.
    const moves = (await call('GET', `/admin/api/products/${id}/stock`)).body.data;
    expect(moves.map((m: any) => m.delta).sort()).toEqual([2, 3, 5]);
  });

  it('renames a value by its id, removes one, keeps the variants that stay and the carts holding them', async () => {
    const id = await plainProduct(1);
    const first = (await call('GET', `/admin/api/products/${id}`)).body.data;
    const made = (await call('PUT', `/admin/api/products/${id}/variants`, fourVariants(first.version, id)))
      .body.data;
    const [colour, storage] = made.option_types;
    const byName = (name: string) => made.variants.find((v: any) => v.name === name).id;
    const customer = await newCustomer(api);
    for (const name of ['Black / 256GB', 'White / 256GB'])
      await api.send('POST', `/api/cart/add${Q}`, {
        token: customer.token,
        body: { product_id: id, variant_option_id: byName(name), quantity: 1 },
      });
    // Black becomes Midnight (by id); White and its variants go; 512GB comes.
    const saved = await call('PUT', `/admin/api/products/${id}/variants`, {
      version: made.version,
      types: [
        {
          id: colour.id,
          name: COLOUR,
          options: [{ id: colour.options[0].id, name: { en: 'Midnight', kh: 'ខ្មៅយប់', zh: '午夜色' } }],
        },
        {
          id: storage.id,
          name: STORAGE,
          options: [{ name: S256 }, { name: S128 }, { name: { en: '512GB', kh: '', zh: '' } }],
        },
      ],
      variants: [
        { options: ['Midnight', '256GB'], sku: `VT-${id}-B256`, price: 249, promo_price: null, stock: 3 },
        { options: ['Midnight', '128GB'], sku: `VT-${id}-B128`, price: 199, promo_price: null, stock: 9 },
        { options: ['Midnight', '512GB'], sku: '', price: 299, promo_price: null, stock: 1 },
      ],
    });
    expect(saved.status).toBe(200);
    const after = saved.body.data;
    expect(after.variants.map((v: any) => [v.name, v.price, v.stock])).toEqual([
      ['Midnight / 256GB', 249, 3],
      ['Midnight / 128GB', 199, 9],
      ['Midnight / 512GB', 299, 1],
    ]);
    // The same options, the same variant: its id, and the cart line holding it, at its new price.
    expect(after.variants[0].id).toBe(byName('Black / 256GB'));
    expect(after.variants[1].id).toBe(byName('Black / 128GB'));
    expect(after.option_types[0].options[0].id).toBe(colour.options[0].id);
    const cart = await api.send('GET', `/api/cart${Q}&lang=zh`, { token: customer.token });
    expect(cart.status).toBe(200);
    expect(cart.body.data).toEqual([expect.objectContaining({ variant_name: '午夜色 / 256GB' })]);
    // (Its regular price; the product's own promotion, if it has one, takes its amount off.)
    expect(cart.body.data[0].regular_price ?? cart.body.data[0].price).toBe(249);
    // The line of the removed White / 256GB is told, not counted, and can be removed.
    expect(cart.body.total).toBe(cart.body.data[0].price);
    expect(cart.body.unavailable).toEqual([
      { cart_id: expect.any(Number), product_id: id, name: cart.body.data[0].name, reason: 'variant' },
    ]);
    const gone = cart.body.unavailable[0].cart_id;
    expect((await api.send('DELETE', `/api/cart/remove/${gone}${Q}`, { token: customer.token })).status).toBe(
      200,
    );
    expect((await api.send('GET', `/api/cart${Q}`, { token: customer.token })).body.unavailable).toEqual([]);
    // The default variant is now 256GB: the list shows its price.
    const [listed] = await rows<{ price_cents: number }>(
      api.db,
      sql`select price_cents from products where store_id = ${s001} and id = ${id}`,
    );
    expect(listed!.price_cents).toBe(24900);
    // White's values and variants are gone from the database, and the counted stock is a movement.
    const [left] = await rows<{ options: number; variants: number; links: number }>(
      api.db,
      sql`select (select count(*)::int from variant_options where store_id = ${s001} and product_id = ${id}) as options,
            (select count(*)::int from product_variants where store_id = ${s001} and product_id = ${id}) as variants,
            (select count(*)::int from product_variant_options vo join product_variants v
               on v.store_id = vo.store_id and v.id = vo.variant_id where v.product_id = ${id}) as links`,
    );
    expect(left).toEqual({ options: 4, variants: 3, links: 6 });

    // Back to a product without options: it sells itself.
    const plain = await call('PUT', `/admin/api/products/${id}/variants`, {
      version: after.version,
      types: [],
      variants: [],
    });
    expect(plain.status).toBe(200);
    expect(plain.body.data.option_types).toEqual([]);
    expect(plain.body.data.variants).toEqual([expect.objectContaining({ id: null })]);
    const page = await api.get(`/api/product/${id}${Q}`);
    expect(page.body.data.variant_option_type).toEqual([]);
  });

  it('a save without stock keeps the stock as it is then: a sale between reading and saving is not undone', async () => {
    const id = await plainProduct(3);
    const read = (await call('GET', `/admin/api/products/${id}`)).body.data;
    const made = (await call('PUT', `/admin/api/products/${id}/variants`, fourVariants(read.version, id)))
      .body.data;
    // A shopper buys one of each unit after the page was read (as checkout takes stock).
    await api.db.execute(
      sql`update product_variants set stock = stock - 1 where store_id = ${s001} and product_id = ${id} and stock > 0`,
    );
    const kept = await call('PUT', `/admin/api/products/${id}/variants`, {
      ...fourVariants(made.version, id),
      variants: fourVariants(made.version, id).variants.map(({ stock: _, ...v }) => ({
        ...v,
        price: v.price + 1,
      })),
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.variants.map((v: any) => [v.price, v.stock])).toEqual([
      [200, 4],
      [240, 2],
      [200, 0],
      [240, 1],
    ]);
    // The product's own save too.
    const plainId = await plainProduct(4);
    const plain = (await call('GET', `/admin/api/products/${plainId}`)).body.data;
    await api.db.execute(
      sql`update products set stock = stock - 1 where store_id = ${s001} and id = ${plainId}`,
    );
    const saved = await call('PUT', `/admin/api/products/${plainId}`, {
      ...plain,
      variants: plain.variants.map(({ stock: _, ...v }: any) => v),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.variants[0].stock).toBe(plain.variants[0].stock - 1);
    // No stock movement for a stock not given.
    const moves = (await call('GET', `/admin/api/products/${plainId}/stock`)).body.data;
    expect(moves).toEqual([]);
  });

  it('refuses bad input whole with a 400 naming it, a stale save with 409 and the product, a SKU in use with 409', async () => {
    const id = await plainProduct(2);
    const product = (await call('GET', `/admin/api/products/${id}`)).body.data;
    const good = fourVariants(product.version, id);
    const cases: [string, unknown, RegExp][] = [
      [
        'a value twice',
        { ...good, types: [{ name: COLOUR, options: [{ name: BLACK }, { name: BLACK }] }, good.types[1]] },
        /black is given twice/,
      ],
      [
        'an unknown value',
        { ...good, variants: [{ ...good.variants[0], options: ['Red', '128GB'] }] },
        /no Red in Colour/,
      ],
      [
        'one option for two types',
        { ...good, variants: [{ ...good.variants[0], options: ['Black'] }] },
        /one per option type/,
      ],
      [
        'a promotion above the price',
        { ...good, variants: [{ ...good.variants[0], promo_price: 500 }] },
        /promo_price must be below its price/,
      ],
      ['a combination twice', { ...good, variants: [good.variants[0], good.variants[0]] }, /given twice/],
      ['types without variants', { ...good, variants: [] }, /variants: at least one/],
      [
        'a stock below 0',
        { ...good, variants: [{ ...good.variants[0], stock: -1 }] },
        /stock must not be below 0/,
      ],
      [
        'an option id of another product',
        { ...good, types: [{ id: 2147483647, ...good.types[0] }, good.types[1]] },
        /not one of this product's/,
      ],
    ];
    for (const [what, body, message] of cases) {
      const res = await call('PUT', `/admin/api/products/${id}/variants`, body);
      expect(res.status, what).toBe(400);
      expect(res.body.message, what).toMatch(message);
    }
    const [other] = await rows<{ sku: string }>(
      api.db,
      sql`select sku from product_variants where store_id = ${s001} and product_id <> ${id} limit 1`,
    );
    const clash = await call('PUT', `/admin/api/products/${id}/variants`, {
      ...good,
      variants: [{ ...good.variants[0], sku: other!.sku }, ...good.variants.slice(1)],
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain(other!.sku);
    // Nothing of the refused saves was written.
    const still = (await call('GET', `/admin/api/products/${id}`)).body.data;
    expect(still).toEqual(product);
    // Two editors: the second save, made on the version both read, is told.
    expect((await call('PUT', `/admin/api/products/${id}/variants`, good)).status).toBe(200);
    const stale = await call('PUT', `/admin/api/products/${id}/variants`, good);
    expect(stale.status).toBe(409);
    expect(stale.body.data.version).toBe(product.version + 1);
    expect(stale.body.data.variants).toHaveLength(4);
  });
});
