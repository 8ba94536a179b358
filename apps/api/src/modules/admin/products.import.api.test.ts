import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { createTestApi, type TestApi } from '../../test/harness';
import { shop } from './admin.fixtures';
import { CATALOGUE_COLUMNS } from './products.csv';

// The catalogue import through its call (issue 30, part 4): the export read back changes nothing;
// a file of good and bad rows is told row by row by the dry run, which writes nothing, and then
// written as told; the same file again changes nothing; a whole bad file is a 4xx; 10,000 rows go
// in on the test's database (PGlite, or PostgreSQL in CI).

let api: TestApi;
const tokens: Record<string, string> = {};
let s001: number;

beforeAll(async () => {
  api = await createTestApi();
  for (const who of ['editor', 'cashier'] as const)
    tokens[who] = await api.staffTokenFor(`${who}@example.com`);
  [{ id: s001 }] = (await rows<{ id: number }>(api.db, sql`select id from stores where code = 'S001'`)) as [
    { id: number },
  ];
});
afterAll(() => api?.close());

type Row = Record<(typeof CATALOGUE_COLUMNS)[number], string>;

async function exported(): Promise<Row[]> {
  const res = await api.send('GET', '/admin/api/products/export', {
    token: tokens.editor,
    headers: shop('S001'),
  });
  expect(res.status).toBe(200);
  return parse(String(res.body).replace(/^\uFEFF/, ''), { columns: true }) as Row[];
}

const csv = (records: Row[]) =>
  new TextEncoder().encode(
    stringify([[...CATALOGUE_COLUMNS], ...records.map((r) => CATALOGUE_COLUMNS.map((c) => r[c]))]),
  );

async function upload(bytes: Uint8Array, { dryRun = false, as = 'editor', type = 'text/csv' } = {}) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), 'catalogue.csv');
  const res = await api.app.request(
    `/admin/api/products/import?store_code=S001${dryRun ? '&dry_run=1' : ''}`,
    {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${tokens[as]}`, ...shop('S001') },
    },
  );
  return { status: res.status, body: (await res.json()) as any };
}

/** What an import could change, to compare before and after. */
async function snapshot() {
  const [state] = await rows<{
    products: string;
    texts: string;
    variants: string;
    movements: number;
    audit: number;
  }>(
    api.db,
    sql`select
          (select md5(string_agg(concat_ws(',', id, slug, sku, category_id, subcategory_id, brand_id, active,
             price_cents, promo_price_cents, stock, version), ';' order by id)) from products where store_id = ${s001}) as products,
          (select md5(string_agg(concat_ws(',', product_id, locale, name, description), ';' order by product_id, locale))
             from product_translations where store_id = ${s001}) as texts,
          (select md5(string_agg(concat_ws(',', id, sku, price_cents, promo_price_cents, stock), ';' order by id))
             from product_variants where store_id = ${s001}) as variants,
          (select count(*)::int from stock_movements where store_id = ${s001}) as movements,
          (select count(*)::int from audit_log where store_id = ${s001}) as audit`,
  );
  return state!;
}

describe('the catalogue import', () => {
  it('reads the export back without a change: all unchanged, nothing written, dry run or not', async () => {
    const file = csv(await exported());
    const before = await snapshot();
    const dry = await upload(file, { dryRun: true });
    expect(dry.status).toBe(200);
    const total = dry.body.data.rows;
    expect(total).toBeGreaterThan(100);
    expect(dry.body.data).toMatchObject({
      dry_run: true,
      created: 0,
      updated: 0,
      refused: 0,
      unchanged: total,
    });
    const real = await upload(file);
    expect(real.body.data).toMatchObject({
      dry_run: false,
      created: 0,
      updated: 0,
      refused: 0,
      unchanged: total,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('tells good and bad rows by line, column and reason; the dry run writes nothing; the real run writes as told, once', async () => {
    const records = await exported();
    const bySlug = new Map<string, Row[]>();
    for (const r of records) bySlug.set(r.product, [...(bySlug.get(r.product) ?? []), r]);
    const plain = [...bySlug.values()].filter((g) => g.length === 1 && !g[0]!.variant).map((g) => g[0]!);
    const varied = [...bySlug.values()].filter((g) => g.length >= 2);
    const [repriced, renamed, takenBy, strayVariantOf] = plain.slice(-4) as [Row, Row, Row, Row];
    const [elsewhere, restocked, broken] = varied.slice(-3) as [Row[], Row[], Row[]];
    const file: Row[] = [];
    // line 2: a new price (and promotion dropped)
    file.push({ ...repriced, price: (Number(repriced.price) + 10).toFixed(2), promo_price: '' });
    // line 3: a new Khmer name
    file.push({ ...renamed, name_kh: `ឈ្មោះថ្មី ${renamed.sku}` });
    // lines 4…: a variant's stock counted again, its other variants as they are
    file.push({ ...restocked[0]!, stock: String(Number(restocked[0]!.stock) + 7) }, ...restocked.slice(1));
    const afterRestocked = file.length + 2;
    // a new product, one row without a variant
    const fresh: Row = {
      ...repriced,
      product: 'import-test-new-cable',
      sku: 'IMP-NEW-1',
      name_en: 'Import test USB-C cable',
      name_kh: 'ខ្សែ USB-C',
      name_zh: 'USB-C 数据线',
      price: '4.50',
      promo_price: '',
      stock: '30',
    };
    file.push(fresh);
    // bad rows
    file.push({ ...takenBy, category: 'no-such-category' }); // unknown category
    file.push({ ...fresh, product: 'import-test-second', sku: 'IMP-NEW-1' }); // the SKU twice in the file
    file.push({ ...strayVariantOf, sku: 'IMP-STRAY-1', variant: 'Red' }); // a new variant of a product without
    file.push({ ...fresh, product: 'import-test-taken', sku: elsewhere[0]!.sku }); // another product's SKU
    file.push({ ...broken[0]!, promo_price: (Number(broken[0]!.price) + 1).toFixed(2) }, ...broken.slice(1)); // one bad row of a product
    const line = (r: Row, from = 0) => file.indexOf(r, from) + 2;
    const bytes = csv(file);

    const before = await snapshot();
    const dry = await upload(bytes, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(await snapshot()).toEqual(before);
    const told = dry.body.data;
    expect(told.rows).toBe(file.length);
    expect(told.created).toBe(1);
    expect(told.updated).toBe(3);
    expect(told.unchanged).toBe(restocked.length - 1);
    expect(told.lines).toEqual([
      {
        line: 2,
        product: repriced.product,
        sku: repriced.sku,
        outcome: 'updated',
        changes: repriced.promo_price ? ['price', 'promo_price'] : ['price'],
      },
      { line: 3, product: renamed.product, sku: renamed.sku, outcome: 'updated', changes: ['name.kh'] },
      {
        line: 4,
        product: restocked[0]!.product,
        sku: restocked[0]!.sku,
        outcome: 'updated',
        changes: ['stock'],
      },
      { line: afterRestocked, product: fresh.product, sku: 'IMP-NEW-1', outcome: 'created', changes: [] },
    ]);
    const refusals = told.refusals.map((r: { line: number; column: string; code: string }) => [
      r.line,
      r.column,
      r.code,
    ]);
    expect(refusals).toEqual([
      [afterRestocked + 1, 'category', 'unknown_category'],
      [afterRestocked + 2, 'sku', 'sku_twice'],
      [afterRestocked + 3, 'variant', 'new_variant'],
      [afterRestocked + 4, 'sku', 'sku_taken'],
      [afterRestocked + 5, 'promo_price', 'promo_not_below_price'],
      ...broken.slice(1).map((_, i) => [afterRestocked + 6 + i, 'product', 'product_refused']),
    ]);
    expect(told.refused).toBe(5 + broken.length - 1);
    expect(told.refusals[1].reason).toContain(`line ${afterRestocked}`);
    expect(line(fresh)).toBe(afterRestocked);

    const real = await upload(bytes);
    expect(real.status).toBe(200);
    expect({ ...real.body.data, dry_run: true }).toEqual(told);
    const [fromDb] = await rows<{
      price: number;
      kh: string;
      stock: number;
      movement: string;
      created: number;
    }>(
      api.db,
      sql`select (select price_cents from products where store_id = ${s001} and sku = ${repriced.sku}) as price,
            (select t.name from product_translations t join products p on p.store_id = t.store_id and p.id = t.product_id
               where p.store_id = ${s001} and p.slug = ${renamed.product} and t.locale = 'kh') as kh,
            (select stock from product_variants where store_id = ${s001} and sku = ${restocked[0]!.sku}) as stock,
            (select concat(m.delta, ' ', m.reason) from stock_movements m join product_variants v
               on v.store_id = m.store_id and v.id = m.variant_id
               where m.store_id = ${s001} and v.sku = ${restocked[0]!.sku} order by m.id desc limit 1) as movement,
            (select count(*)::int from products where store_id = ${s001} and slug = 'import-test-new-cable' and sku = 'IMP-NEW-1') as created`,
    );
    expect(fromDb).toEqual({
      price: Math.round((Number(repriced.price) + 10) * 100),
      kh: `ឈ្មោះថ្មី ${renamed.sku}`,
      stock: Number(restocked[0]!.stock) + 7,
      movement: '7 counted',
      created: 1,
    });
    // The storefront reads the same rows: the new product is found by its Chinese name.
    const found = await api.get('/api/products?store_code=S001&lang=zh&name=USB-C%20数据线&row_per_page=50');
    expect(found.body.data.map((p: { name: string }) => p.name)).toContain('USB-C 数据线');
    // The refused product is as it was.
    const brokenNow = (await exported()).filter((r) => r.product === broken[0]!.product);
    expect(brokenNow).toEqual(broken);

    const afterFirst = await snapshot();
    const again = await upload(bytes);
    expect(again.body.data).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: told.created + told.updated + told.unchanged,
    });
    expect(await snapshot()).toEqual(afterFirst);
  });

  it('refuses a whole file that is not one: 400 naming what, 413 when too large, 403 for a cashier', async () => {
    const header = CATALOGUE_COLUMNS.join(',');
    const latin1 = new Uint8Array([...new TextEncoder().encode(`${header}\n`), 0x63, 0x61, 0x66, 0xe9, 0x0a]);
    const cases: [string, Uint8Array, RegExp][] = [
      ['not UTF-8', latin1, /not UTF-8/],
      ['a missing column', new TextEncoder().encode('product,sku,name_en\nx,y,z\n'), /no column variant/],
      ['empty', new Uint8Array(), /empty/],
    ];
    for (const [what, bytes, message] of cases) {
      const res = await upload(bytes, { dryRun: true });
      expect(res.status, what).toBe(400);
      expect(res.body.message, what).toMatch(message);
    }
    const noFile = await api.app.request('/admin/api/products/import?store_code=S001', {
      method: 'POST',
      body: new FormData(),
      headers: { authorization: `Bearer ${tokens.editor}`, ...shop('S001') },
    });
    expect(noFile.status).toBe(400);
    const json = await api.send('POST', '/admin/api/products/import', {
      token: tokens.editor,
      headers: shop('S001'),
      body: { file: 'x' },
    });
    expect(json.status).toBe(400);
    expect(json.body.message).toMatch(/multipart/);
    const huge = await upload(new Uint8Array(21 * 1024 * 1024).fill(0x61));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/larger than 20 MB/);
    expect((await upload(csv(await exported()), { as: 'cashier', dryRun: true })).status).toBe(403);
  });

  it('imports 10,000 new products in one call, in batches, each whole', { timeout: 300_000 }, async () => {
    const [place] = await rows<{ category: string; brand: string }>(
      api.db,
      sql`select c.slug as category, (select slug from brands where store_id = ${s001} order by id limit 1) as brand
          from categories c where c.store_id = ${s001} order by c.id limit 1`,
    );
    const many: Row[] = Array.from({ length: 10_000 }, (_, i) => ({
      product: `bulk-item-${i}`,
      sku: `BULK-${i}`,
      variant: '',
      name_en: `Bulk item ${i}`,
      name_kh: `ទំនិញ ${i}`,
      name_zh: `商品 ${i}`,
      description_en: `Item number ${i}`,
      description_kh: '',
      description_zh: '',
      category: place!.category,
      subcategory: '',
      brand: place!.brand,
      published: i % 10 === 0 ? 'false' : 'true',
      price: (1 + (i % 500)).toFixed(2),
      promo_price: '',
      stock: String(i % 50),
      images: '',
    }));
    const bytes = csv(many);
    const dry = await upload(bytes, { dryRun: true });
    expect(dry.body.data).toMatchObject({ rows: 10_000, created: 10_000, refused: 0 });
    const real = await upload(bytes);
    expect(real.body.data).toMatchObject({ rows: 10_000, created: 10_000, refused: 0 });
    const [counted] = await rows<{ products: number; texts: number; hidden: number }>(
      api.db,
      sql`select count(*)::int as products,
            (select count(*)::int from product_translations t join products p on p.store_id = t.store_id and p.id = t.product_id
              where p.store_id = ${s001} and p.slug like 'bulk-item-%') as texts,
            count(*) filter (where not active)::int as hidden
          from products where store_id = ${s001} and slug like 'bulk-item-%'`,
    );
    expect(counted).toEqual({ products: 10_000, texts: 30_000, hidden: 1_000 });
    const again = await upload(bytes, { dryRun: true });
    expect(again.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 10_000 });
  });
});
