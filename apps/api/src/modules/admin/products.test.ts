import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { createTestApi, type TestApi } from '../../test/harness';
import { shop } from './admin.fixtures';
import { readCatalogueCsv } from './products.import';

// The back office's products (issue 30): the role matrix, reading and saving a product in three
// languages with its units, the storefront following, two editors saving the same product, and
// bad input refused with a 4xx naming what is wrong, nothing half-written.

let api: TestApi;
const tokens: Record<string, string> = {};
let s001: number;

beforeAll(async () => {
  api = await createTestApi();
  for (const who of ['owner', 'manager', 'editor', 'cashier', 'packer'] as const) {
    if (who === 'manager') continue;
    tokens[who] = await api.staffTokenFor(`${who}@example.com`);
  }
  [{ id: s001 }] = (await rows<{ id: number }>(api.db, sql`select id from stores where code = 'S001'`)) as [
    { id: number },
  ];
});
afterAll(() => api?.close());

const call = (method: string, path: string, options: { as?: string; body?: unknown; shop?: string } = {}) =>
  api.send(method, path, {
    token: tokens[options.as ?? 'editor'],
    headers: shop(options.shop ?? 'S001'),
    ...(options.body === undefined ? {} : { body: options.body }),
  });

/** A product of S001 without variants, and one with two or more. */
async function sample() {
  const [plain] = await rows<{ id: number }>(
    api.db,
    sql`select p.id from products p where p.store_id = ${s001} and p.active
        and not exists (select 1 from product_variants v where v.store_id = p.store_id and v.product_id = p.id)
        order by p.id desc limit 1`,
  );
  const [varied] = await rows<{ id: number }>(
    api.db,
    sql`select product_id as id from product_variants where store_id = ${s001}
        group by product_id having count(*) >= 2 order by product_id desc limit 1`,
  );
  return { plain: plain!.id, varied: varied!.id };
}

describe('who may', () => {
  it('lets owners and editors read and write products, and refuses cashiers and packers (403)', async () => {
    const { plain } = await sample();
    for (const as of ['owner', 'editor']) {
      expect((await call('GET', '/admin/api/products', { as })).status, as).toBe(200);
      expect((await call('GET', `/admin/api/products/${plain}`, { as })).status, as).toBe(200);
    }
    const read = (await call('GET', `/admin/api/products/${plain}`)).body.data;
    for (const as of ['cashier', 'packer']) {
      expect((await call('GET', '/admin/api/products', { as })).status, as).toBe(403);
      expect((await call('GET', `/admin/api/products/${plain}`, { as })).status, as).toBe(403);
      expect((await call('PUT', `/admin/api/products/${plain}`, { as, body: read })).status, as).toBe(403);
      expect((await call('POST', '/admin/api/products', { as, body: read })).status, as).toBe(403);
    }
    expect((await api.send('GET', '/admin/api/products', { headers: shop('S001') })).status).toBe(401);
  });

  it('never shows or saves another shop’s product (404)', async () => {
    const [other] = await rows<{ id: number }>(
      api.db,
      sql`select p.id from products p join stores s on s.id = p.store_id and s.code = 'S002' order by p.id limit 1`,
    );
    expect((await call('GET', `/admin/api/products/${other!.id}`)).status).toBe(404);
    const { plain } = await sample();
    const body = (await call('GET', `/admin/api/products/${plain}`)).body.data;
    expect((await call('PUT', `/admin/api/products/${other!.id}`, { body })).status).toBe(404);
  });
});

describe('a product without options', () => {
  it('reads as its texts in three languages, one unit without id, its version and what it lacks', async () => {
    const { plain } = await sample();
    const res = await call('GET', `/admin/api/products/${plain}`);
    expect(res.status).toBe(200);
    const p = res.body.data;
    const [db] = await rows<{ sku: string; price_cents: number; stock: number; version: number }>(
      api.db,
      sql`select sku, price_cents, stock, version from products where store_id = ${s001} and id = ${plain}`,
    );
    expect(p).toMatchObject({
      id: plain,
      version: db!.version,
      variants: [{ id: null, sku: db!.sku, name: '', price: db!.price_cents / 100, stock: db!.stock }],
    });
    expect(p.name.en.length).toBeGreaterThan(0);
    expect(p.missing).toEqual([]);
  });

  it('saves a Khmer name, a price and a stock count: the storefront and its search follow, one audit row, one stock movement', async () => {
    const { plain } = await sample();
    const read = (await call('GET', `/admin/api/products/${plain}`)).body.data;
    const khName = `កាសតេស្ត ${plain}`;
    const unit = read.variants[0];
    const saved = await call('PUT', `/admin/api/products/${plain}`, {
      body: {
        ...read,
        name: { ...read.name, kh: khName, zh: '' },
        variants: [{ ...unit, price: 123.45, promo_price: 99.99, stock: unit.stock + 7 }],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      version: read.version + 1,
      name: { kh: khName, zh: '' },
      variants: [{ id: null, price: 123.45, promo_price: 99.99, stock: unit.stock + 7 }],
      missing: expect.arrayContaining(['name.zh']),
    });
    const page = await api.get(`/api/product/${plain}?store_code=S001&lang=kh`);
    expect(page.body.data).toMatchObject({ name: khName, price: 123.45, promo_price: 99.99 });
    // Chinese now falls back to English, as the storefront does for a missing text.
    const zh = await api.get(`/api/product/${plain}?store_code=S001&lang=zh`);
    expect(zh.body.data.name).toBe(read.name.en);
    const found = await api.get(`/api/products?store_code=S001&lang=kh&name=${encodeURIComponent(khName)}`);
    expect(found.body.data.map((p: { id: number }) => p.id)).toContain(plain);

    const audit = await rows<{ action: string; before: { version: number }; after: { version: number } }>(
      api.db,
      sql`select action, before, after from audit_log where store_id = ${s001} and entity = 'product'
          and entity_id = ${String(plain)} order by id`,
    );
    expect(audit.map((a) => [a.action, a.before.version, a.after.version])).toEqual([
      ['product.updated', read.version, read.version + 1],
    ]);
    expect(
      await rows(
        api.db,
        sql`select delta, stock_after, reason, variant_id from stock_movements where store_id = ${s001} and product_id = ${plain}`,
      ),
    ).toEqual([{ delta: 7, stock_after: unit.stock + 7, reason: 'counted', variant_id: null }]);
  });

  it('tells the second of two editors that the product changed (409 with it as it is now), and keeps the first one’s save', async () => {
    const { plain } = await sample();
    const read = (await call('GET', `/admin/api/products/${plain}`)).body.data;
    const first = await call('PUT', `/admin/api/products/${plain}`, {
      body: { ...read, name: { ...read.name, en: `${read.name.en} (first)` } },
    });
    expect(first.status).toBe(200);
    const second = await call('PUT', `/admin/api/products/${plain}`, {
      as: 'owner',
      body: { ...read, name: { ...read.name, en: `${read.name.en} (second)` } },
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/^version: /);
    expect(second.body.data).toMatchObject({
      version: read.version + 1,
      name: { en: `${read.name.en} (first)` },
    });
    const now = (await call('GET', `/admin/api/products/${plain}`)).body.data;
    expect(now.name.en).toBe(`${read.name.en} (first)`);
  });
});

describe('a product with variants', () => {
  it('saves each variant’s SKU, price, own promotion and stock by id; the storefront prices each as saved', async () => {
    const { varied } = await sample();
    const read = (await call('GET', `/admin/api/products/${varied}`)).body.data;
    expect(read.variants.length).toBeGreaterThan(1);
    expect(
      read.variants.every((v: { id: number | null; name: string }) => v.id !== null && v.name !== ''),
    ).toBe(true);
    const [a, b] = read.variants;
    const saved = await call('PUT', `/admin/api/products/${varied}`, {
      body: {
        ...read,
        variants: read.variants.map((v: { id: number }) =>
          v.id === a.id ? { ...a, sku: `VAR-${a.id}`, price: 500, promo_price: 450, stock: 3 } : v,
        ),
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.variants.find((v: { id: number }) => v.id === a.id)).toEqual({
      ...a,
      sku: `VAR-${a.id}`,
      price: 500,
      promo_price: 450,
      stock: 3,
    });
    const page = await api.get(`/api/product/${varied}?store_code=S001`);
    const shown = page.body.data.variants as {
      variant_option_id: number;
      price: number;
      promo_price: number | null;
    }[];
    expect(shown.find((v) => v.variant_option_id === a.id)).toMatchObject({
      price: 500,
      promo_price: 450,
      stock: 3,
    });
    expect(shown.find((v) => v.variant_option_id === b.id)).toMatchObject({ price: b.price });
  });

  it('refuses a body that leaves a variant out or names another product’s, changing nothing', async () => {
    const { varied, plain } = await sample();
    const read = (await call('GET', `/admin/api/products/${varied}`)).body.data;
    const short = await call('PUT', `/admin/api/products/${varied}`, {
      body: { ...read, variants: read.variants.slice(1) },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/^variants: /);
    const [foreign] = await rows<{ id: number }>(
      api.db,
      sql`select id from product_variants where store_id = ${s001} and product_id <> ${varied} order by id limit 1`,
    );
    const wrong = await call('PUT', `/admin/api/products/${varied}`, {
      body: { ...read, variants: [{ ...read.variants[0], id: foreign!.id }, ...read.variants.slice(1)] },
    });
    expect(wrong.status).toBe(400);
    const plainRead = (await call('GET', `/admin/api/products/${plain}`)).body.data;
    expect(
      (
        await call('PUT', `/admin/api/products/${plain}`, {
          body: { ...plainRead, variants: [{ ...plainRead.variants[0], id: foreign!.id }] },
        })
      ).status,
    ).toBe(400);
    expect((await call('GET', `/admin/api/products/${varied}`)).body.data).toEqual(read);
  });
});

describe('bad input', () => {
  it.each([
    ['a price below zero', (v: Record<string, unknown>) => ({ ...v, price: -1 }), /price/],
    [
      'a promotion at or above the price',
      (v: Record<string, unknown>) => ({ ...v, promo_price: v.price }),
      /promo_price/,
    ],
    ['stock below zero', (v: Record<string, unknown>) => ({ ...v, stock: -2 }), /stock/],
    ['stock not whole', (v: Record<string, unknown>) => ({ ...v, stock: 1.5 }), /stock/],
    ['an empty SKU', (v: Record<string, unknown>) => ({ ...v, sku: '' }), /sku/],
    ['a SKU with blanks', (v: Record<string, unknown>) => ({ ...v, sku: 'A B' }), /sku/],
    ['a price of three decimals', (v: Record<string, unknown>) => ({ ...v, price: 1.005 }), /price/],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_, change, field) => {
    const { plain } = await sample();
    const read = (await call('GET', `/admin/api/products/${plain}`)).body.data;
    const res = await call('PUT', `/admin/api/products/${plain}`, {
      body: { ...read, variants: [change(read.variants[0])] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(field);
    expect((await call('GET', `/admin/api/products/${plain}`)).body.data).toEqual(read);
  });

  it('refuses a SKU another product uses (409), an English name left empty and another shop’s category (400)', async () => {
    const { plain, varied } = await sample();
    const read = (await call('GET', `/admin/api/products/${plain}`)).body.data;
    const taken = (await call('GET', `/admin/api/products/${varied}`)).body.data.variants[0].sku;
    const clash = await call('PUT', `/admin/api/products/${plain}`, {
      body: { ...read, variants: [{ ...read.variants[0], sku: taken }] },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain(taken);
    const noName = await call('PUT', `/admin/api/products/${plain}`, {
      body: { ...read, name: { ...read.name, en: ' ' } },
    });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toMatch(/name\.en/);
    const [foreign] = await rows<{ id: number }>(
      api.db,
      sql`select c.id from categories c join stores s on s.id = c.store_id and s.code = 'S002' order by c.id limit 1`,
    );
    const elsewhere = await call('PUT', `/admin/api/products/${plain}`, {
      body: { ...read, category_id: foreign!.id, subcategory_id: null },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toMatch(/^category_id: /);
    expect((await call('GET', `/admin/api/products/${plain}`)).body.data).toEqual(read);
  });
});

describe('a new product', () => {
  it('is created with its texts and one unit, shows on the storefront when published, and keeps its SKU its own', async () => {
    const { plain } = await sample();
    const template = (await call('GET', `/admin/api/products/${plain}`)).body.data;
    const body = {
      name: { en: 'Test Router AX9000', kh: 'រ៉ោតទ័រ តេស្ត AX9000', zh: '测试路由器 AX9000' },
      description: { en: 'A router for tests.', kh: '', zh: '' },
      category_id: template.category_id,
      subcategory_id: template.subcategory_id,
      brand_id: template.brand_id,
      published: true,
      variants: [{ sku: 'TEST-AX9000', price: 89, promo_price: null, stock: 4 }],
    };
    const created = await call('POST', '/admin/api/products', { body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const p = created.body.data;
    expect(p).toMatchObject({
      name: body.name,
      version: 1,
      published: true,
      variants: [{ id: null, sku: 'TEST-AX9000', name: '', price: 89, promo_price: null, stock: 4 }],
      missing: ['description.kh', 'description.zh'],
    });
    const page = await api.get(`/api/product/${p.id}?store_code=S001&lang=zh`);
    expect(page.body.data).toMatchObject({ name: '测试路由器 AX9000', price: 89 });
    const again = await call('POST', '/admin/api/products', { body: { ...body, published: false } });
    expect(again.status).toBe(409);
    expect(
      await rows(
        api.db,
        sql`select id from products where store_id = ${s001} and slug like 'test-router-ax9000%'`,
      ),
    ).toHaveLength(1);
    const listed = await call('GET', '/admin/api/products?q=TEST-AX9000');
    expect(listed.body.data.data.map((r: { id: number }) => r.id)).toEqual([p.id]);
    const byWords = await call('GET', `/admin/api/products?q=${encodeURIComponent('测试路由器')}`);
    expect(byWords.body.data.data.map((r: { id: number }) => r.id)).toEqual([p.id]);
    expect(byWords.body.data.data[0]).toMatchObject({
      sku: 'TEST-AX9000',
      stock: 4,
      missing: 2,
      published: true,
    });
  });

  it('is refused with named variants for now, and with a brand of another shop', async () => {
    const { plain } = await sample();
    const template = (await call('GET', `/admin/api/products/${plain}`)).body.data;
    const base = { ...template, variants: [{ sku: 'NEW-1', price: 10, promo_price: null, stock: 1 }] };
    const named = await call('POST', '/admin/api/products', {
      body: { ...base, variants: [{ sku: 'NEW-1', name: 'Black', price: 10, stock: 1 }] },
    });
    expect(named.status).toBe(400);
    const [brand] = await rows<{ id: number }>(
      api.db,
      sql`select b.id from brands b join stores s on s.id = b.store_id and s.code = 'S002'
          where not exists (select 1 from brands x where x.store_id = ${s001} and x.id = b.id) order by b.id limit 1`,
    );
    const foreign = await call('POST', '/admin/api/products', { body: { ...base, brand_id: brand!.id } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/^brand_id: /);
  });
});

describe('the list', () => {
  it('filters by publication and low stock, and pages', async () => {
    const res = await call('GET', '/admin/api/products?low_stock=0&row_per_page=5');
    expect(res.status).toBe(200);
    const [expected] = await rows<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from products p where p.store_id = ${s001} and (
            case when exists (select 1 from product_variants v where v.store_id = p.store_id and v.product_id = p.id)
                 then exists (select 1 from product_variants v where v.store_id = p.store_id and v.product_id = p.id and v.stock <= 0)
                 else p.stock <= 0 end)`,
    );
    expect(res.body.data.total).toBe(expected!.n);
    expect(res.body.data.per_page).toBe(5);
    const hidden = await call('GET', '/admin/api/products?published=false');
    for (const row of hidden.body.data.data) expect(row.published).toBe(false);
    expect((await call('GET', '/admin/api/products?row_per_page=1000')).status).toBe(400);
  });
});

describe('the export', () => {
  it('gives the catalogue as CSV: one row per unit, by SKU, names in three languages, the shop’s only', async () => {
    const res = await call('GET', '/admin/api/products/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // (The byte-order mark the answer starts with is taken off by the decoding of the body.)
    const records = parse(String(res.body).replace(/^\uFEFF/, ''), { columns: true }) as Record<
      string,
      string
    >[];
    const [units] = await rows<{ n: number }>(
      api.db,
      sql`select (select count(*) from products p where p.store_id = ${s001}
                    and not exists (select 1 from product_variants v where v.store_id = p.store_id and v.product_id = p.id))
               + (select count(*) from product_variants where store_id = ${s001}) as n`,
    );
    expect(records).toHaveLength(Number(units!.n));
    const skus = new Set(records.map((r) => r.sku));
    expect(skus.size).toBe(records.length);
    const { varied, plain } = await sample();
    const product = (await call('GET', `/admin/api/products/${varied}`)).body.data;
    const slug = (
      await rows<{ slug: string }>(api.db, sql`select slug from products where id = ${varied}`)
    )[0]!.slug;
    const mine = records.filter((r) => r.product === slug);
    expect(
      mine.map((r) => [
        r.sku,
        r.variant,
        Number(r.price),
        r.promo_price === '' ? null : Number(r.promo_price),
        Number(r.stock),
      ]),
    ).toEqual(
      product.variants.map(
        (v: { sku: string; name: string; price: number; promo_price: number | null; stock: number }) => [
          v.sku,
          v.name,
          v.price,
          v.promo_price,
          v.stock,
        ],
      ),
    );
    expect(mine[0]).toMatchObject({
      name_en: product.name.en,
      name_kh: product.name.kh,
      name_zh: product.name.zh,
    });
    const single = (await call('GET', `/admin/api/products/${plain}`)).body.data;
    expect(records.filter((r) => r.sku === single.variants[0].sku)).toHaveLength(1);
    // Another shop's SKUs are not there.
    const [other] = await rows<{ sku: string }>(
      api.db,
      sql`select p.sku from products p join stores s on s.id = p.store_id and s.code = 'S002'
          where not exists (select 1 from skus k where k.store_id = ${s001} and k.sku = p.sku) limit 1`,
    );
    expect(skus.has(other!.sku)).toBe(false);
    expect((await call('GET', '/admin/api/products/export', { as: 'cashier' })).status).toBe(403);
  });

  it('is read back by the import’s reader without a refusal, every unit by its SKU', async () => {
    const res = await call('GET', '/admin/api/products/export');
    const exported = parse(String(res.body).replace(/^\uFEFF/, ''), { columns: true }) as Record<
      string,
      string
    >[];
    const { rows: read, refused } = readCatalogueCsv(new TextEncoder().encode(String(res.body)));
    expect(refused).toEqual([]);
    expect(read.map((r) => r.sku)).toEqual(exported.map((r) => r.sku));
    const khmer = read.find((r) => r.name.kh);
    expect(khmer?.name.kh).toMatch(/[\u1780-\u17FF]/);
  });
});

describe('stock adjustments', () => {
  it('adds and takes stock with a reason, never below zero, each a movement and an audit row; a stale save is then refused', async () => {
    const { plain, varied } = await sample();
    const read = (await call('GET', `/admin/api/products/${plain}`)).body.data;
    const start = read.variants[0].stock;
    const received = await call('POST', `/admin/api/products/${plain}/stock`, {
      body: { delta: 10, reason: 'received', note: 'supplier delivery' },
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.data.stock).toBe(start + 10);
    const tooMany = await call('POST', `/admin/api/products/${plain}/stock`, {
      body: { delta: -(start + 11), reason: 'damaged' },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toContain(`it is ${start + 10}`);
    const damaged = await call('POST', `/admin/api/products/${plain}/stock`, {
      body: { delta: -2, reason: 'damaged' },
    });
    expect(damaged.body.data.stock).toBe(start + 8);
    const listed = await call('GET', `/admin/api/products/${plain}/stock`);
    expect(
      listed.body.data
        .slice(0, 2)
        .map((m: { delta: number; reason: string; stock_after: number; staff: { email: string } }) => [
          m.delta,
          m.reason,
          m.stock_after,
          m.staff.email,
        ]),
    ).toEqual([
      [-2, 'damaged', start + 8, 'editor@example.com'],
      [10, 'received', start + 10, 'editor@example.com'],
    ]);
    // An editor's save read before the delivery would undo it: refused.
    const stale = await call('PUT', `/admin/api/products/${plain}`, { body: read });
    expect(stale.status).toBe(409);
    expect((await call('GET', `/admin/api/products/${plain}`)).body.data.variants[0].stock).toBe(start + 8);
    const audit = await rows<{ action: string }>(
      api.db,
      sql`select action from audit_log where store_id = ${s001} and entity = 'product' and entity_id = ${String(plain)}
          and action = 'product.stock_adjusted'`,
    );
    expect(audit).toHaveLength(2);
    // A product with variants names the variant; a product without has none to name.
    const v = (await call('GET', `/admin/api/products/${varied}`)).body.data.variants[0];
    expect(
      (await call('POST', `/admin/api/products/${varied}/stock`, { body: { delta: 1, reason: 'counted' } }))
        .status,
    ).toBe(400);
    const one = await call('POST', `/admin/api/products/${varied}/stock`, {
      body: { variant_id: v.id, delta: 1, reason: 'counted' },
    });
    expect(one.body.data.stock).toBe(v.stock + 1);
    expect(
      (
        await call('POST', `/admin/api/products/${plain}/stock`, {
          body: { variant_id: v.id, delta: 1, reason: 'counted' },
        })
      ).status,
    ).toBe(400);
    for (const body of [
      { delta: 0, reason: 'counted' },
      { delta: 1.5, reason: 'counted' },
      { delta: 1, reason: 'stolen' },
    ])
      expect(
        (await call('POST', `/admin/api/products/${plain}/stock`, { body })).status,
        JSON.stringify(body),
      ).toBe(400);
    expect(
      (
        await call('POST', `/admin/api/products/${plain}/stock`, {
          as: 'cashier',
          body: { delta: 1, reason: 'counted' },
        })
      ).status,
    ).toBe(403);
  });

  it('takes the last units once when two staff take them at the same moment', async () => {
    const { plain } = await sample();
    await api.db.execute(sql`update products set stock = 3 where store_id = ${s001} and id = ${plain}`);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `/admin/api/products/${plain}/stock`, { body: { delta: -2, reason: 'damaged' } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await call('GET', `/admin/api/products/${plain}`)).body.data.variants[0].stock).toBe(1);
  });
});

describe('bulk actions', () => {
  it('unpublishes, publishes and reprices many products at once; all or none', async () => {
    const ids = (
      await rows<{ id: number }>(
        api.db,
        sql`select p.id from products p where p.store_id = ${s001} and p.active and p.promo_price_cents is null
            and not exists (select 1 from product_variants v where v.store_id = p.store_id and v.product_id = p.id)
            order by p.id limit 3`,
      )
    ).map((r) => r.id);
    const before = await Promise.all(
      ids.map(async (id) => (await call('GET', `/admin/api/products/${id}`)).body.data),
    );
    const hidden = await call('POST', '/admin/api/products/bulk', { body: { ids, action: 'unpublish' } });
    expect(hidden.body.data).toEqual({ updated: 3 });
    for (const id of ids) expect((await api.get(`/api/product/${id}?store_code=S001`)).status).toBe(404);
    await call('POST', '/admin/api/products/bulk', { body: { ids, action: 'publish' } });
    const cut = await call('POST', '/admin/api/products/bulk', {
      body: { ids, action: 'price', percent: -10 },
    });
    expect(cut.status).toBe(200);
    for (const [i, id] of ids.entries()) {
      const now = (await call('GET', `/admin/api/products/${id}`)).body.data;
      expect(now.variants[0].price).toBe(Math.round(before[i].variants[0].price * 90) / 100);
      expect(now.version).toBe(before[i].version + 3);
    }
    // Too far down for one of them: nothing changes, and an id of another shop is named.
    const lowest = Math.min(...before.map((p) => p.variants[0].price));
    const tooFar = await call('POST', '/admin/api/products/bulk', {
      body: { ids, action: 'price', amount: -(lowest + 1000) },
    });
    expect(tooFar.status).toBe(400);
    const [other] = await rows<{ id: number }>(
      api.db,
      sql`select p.id from products p join stores s on s.id = p.store_id and s.code = 'S002' order by p.id limit 1`,
    );
    const foreign = await call('POST', '/admin/api/products/bulk', {
      body: { ids: [...ids, other!.id], action: 'unpublish' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toContain(String(other!.id));
    for (const id of ids) expect((await api.get(`/api/product/${id}?store_code=S001`)).status).toBe(200);
    expect((await call('POST', '/admin/api/products/bulk', { body: { ids, action: 'price' } })).status).toBe(
      400,
    );
    expect((await call('POST', '/admin/api/products/bulk', { body: { ids, action: 'move' } })).status).toBe(
      400,
    );
    expect(
      (await call('POST', '/admin/api/products/bulk', { as: 'cashier', body: { ids, action: 'publish' } }))
        .status,
    ).toBe(403);
  });
});
