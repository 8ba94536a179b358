import { seedMissingSpecTranslations } from '@shop/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { ASSET_HOST, createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

const KHMER = /[\u1780-\u17FF]/;
const CHINESE = /[\u4E00-\u9FFF]/;

async function firstProductId(storeCode: string): Promise<number> {
  const res = await api.get(`/api/products?store_code=${storeCode}&row_per_page=1`);
  return res.body.data[0].id;
}

describe('GET /api/categories', () => {
  it('lists at least 12 top categories ordered by sequence, named in the language asked for', async () => {
    const en = await api.get('/api/categories?store_code=S001');
    expect(en.status).toBe(200);
    const list = en.body.data as { id: number; name: string; sequence: number; image: string }[];
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list.map((c) => c.sequence)).toEqual([...list.map((c) => c.sequence)].sort((a, b) => a - b));
    expect(list[0]!.image.startsWith(ASSET_HOST)).toBe(true);
    const kh = await api.get('/api/categories?store_code=S001&lang=kh');
    const zh = await api.get('/api/categories?store_code=S001', { 'accept-language': 'zh' });
    expect(kh.body.data[0].name).toMatch(KHMER);
    expect(zh.body.data[0].name).toMatch(CHINESE);
    expect(kh.body.data.map((c: { id: number }) => c.id)).toEqual(list.map((c) => c.id));
  });

  it('falls back to the en name when a translation is missing', async () => {
    const en = await api.get('/api/categories?store_code=S002');
    const target = en.body.data[1];
    await api.db.execute(
      sql`delete from category_translations where category_id = ${target.id} and locale = 'zh'`,
    );
    const zh = await api.get('/api/categories?store_code=S002&lang=zh');
    expect(zh.body.data[1].name).toBe(target.name);
    expect(zh.body.data[0].name).toMatch(CHINESE);
  });

  it('includes groups with subcategories on request', async () => {
    const res = await api.get('/api/categories?store_code=S001&include=groups');
    for (const category of res.body.data) {
      expect(category.groups.length).toBeGreaterThan(0);
      expect(category.groups[0].subcategories.length).toBeGreaterThan(0);
    }
    const bad = await api.get('/api/categories?store_code=S001&include=everything');
    expect(bad.status).toBe(400);
  });

  it("keeps each shop's categories to itself", async () => {
    const a = await api.get('/api/categories?store_code=S001');
    const b = await api.get('/api/categories?store_code=S007');
    const idsA = new Set(a.body.data.map((c: { id: number }) => c.id));
    expect(b.body.data.some((c: { id: number }) => idsA.has(c.id))).toBe(false);
  });
});

describe('GET /model_ecommerce/features/category_id={id}', () => {
  it('answers data.data: the groups of the category with their subcategories', async () => {
    const categories = await api.get('/api/categories?store_code=S001&lang=kh');
    const id = categories.body.data[2].id;
    const res = await api.get(`/model_ecommerce/features/category_id=${id}`, {
      'x-store-code': 'S001',
      'accept-language': 'kh',
    });
    expect(res.status).toBe(200);
    const groups = res.body.data.data;
    expect(groups.length).toBeGreaterThan(0);
    expect(groups[0]).toEqual({
      id: expect.any(Number),
      category_id: id,
      name: expect.stringMatching(KHMER),
      subcategories: expect.arrayContaining([
        { id: expect.any(Number), name: expect.any(String), image: expect.any(String) },
      ]),
    });
  });

  it('refuses a bad id with 400 and another shop’s category with 404', async () => {
    const bad = await api.get('/model_ecommerce/features/category_id=abc?store_code=S001');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('category_id must be a whole number');
    const other = await api.get('/api/categories?store_code=S002');
    const foreign = await api.get(
      `/model_ecommerce/features/category_id=${other.body.data[0].id}?store_code=S001`,
    );
    expect(foreign.status).toBe(404);
  });
});

describe('GET /api/brands', () => {
  it('pages through every brand with data.last_page and data.data', async () => {
    const first = await api.get('/api/brands?store_code=S001&page=1');
    expect(first.status).toBe(200);
    const { last_page, total, per_page } = first.body.data;
    expect(total).toBeGreaterThanOrEqual(20);
    expect(last_page).toBe(Math.ceil(total / per_page));
    const seen = [...first.body.data.data];
    for (let page = 2; page <= last_page; page++) {
      seen.push(...(await api.get(`/api/brands?store_code=S001&page=${page}`)).body.data.data);
    }
    expect(new Set(seen.map((b) => b.id)).size).toBe(total);
    expect(seen.every((b) => b.image.startsWith('http'))).toBe(true);
    const past = await api.get(`/api/brands?store_code=S001&page=${last_page + 1}`);
    expect(past.body.data.data).toEqual([]);
  });

  it('gives a missing brand image the placeholder', async () => {
    const first = await api.get('/api/brands?store_code=S007&page=1');
    const brand = first.body.data.data[0];
    await api.db.execute(sql`update brands set image = null where id = ${brand.id}`);
    const again = await api.get('/api/brands?store_code=S007&page=1');
    expect(again.body.data.data[0].image).toBe(`${ASSET_HOST}/media/placeholder.svg`);
  });

  it('answers bad paging values with a clear 400', async () => {
    for (const query of ['page=-1', 'page=0', 'page=abc', 'page=1.5', 'row_per_page=100000']) {
      const res = await api.get(`/api/brands?store_code=S001&${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe(400);
      expect(res.body.message, query).toMatch(/page|row_per_page/);
    }
  });
});

describe('GET /api/products', () => {
  it('probes a brand for products with one row', async () => {
    const brands = await api.get('/api/brands?store_code=S001&page=1');
    const brand = brands.body.data.data.find((b: { products_count: number }) => b.products_count > 0);
    const res = await api.get(`/api/products?brand_id=${brand.id}&page=1&row_per_page=1&store_code=S001`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.total).toBe(brand.products_count);
    expect(res.body.data[0].brand_id).toBe(brand.id);
  });

  it('finds products by a part of their name in each language, and by brand name', async () => {
    const en = await api.get('/api/products?name=galaxy&page=1&row_per_page=12&store_code=S002');
    expect(en.body.data.length).toBeGreaterThan(0);
    expect(en.body.data.every((p: { name: string }) => /galaxy/i.test(p.name))).toBe(true);
    const kh = await api.get(`/api/products?name=${encodeURIComponent('ទូរស័ព្ទ')}&store_code=S002&lang=kh`);
    expect(kh.body.data.length).toBeGreaterThan(0);
    const zh = await api.get(`/api/products?name=${encodeURIComponent('手机')}&store_code=S002&lang=zh`);
    expect(zh.body.data.length).toBeGreaterThan(0);
    expect(zh.body.data[0].name).toMatch(CHINESE);
  });

  it('treats LIKE wildcards in a name as plain characters', async () => {
    for (const term of ['%', '_', '\\', "'"]) {
      const res = await api.get(`/api/products?name=${encodeURIComponent(term)}&store_code=S001`);
      expect(res.status, term).toBe(200);
      // What a search matches: names, brand, categories and specifications ('75%' of a keyboard).
      for (const p of res.body.data) {
        const [row] = await rows<{ search_all: string }>(
          api.db,
          sql`select p.search_all from products p join stores s on s.id = p.store_id where s.code = 'S001' and p.id = ${p.id}`,
        );
        expect(row!.search_all.includes(term), term).toBe(true);
      }
    }
  });

  it('answers each product with the fields lists show', async () => {
    const res = await api.get('/api/products?store_code=S001&page=2&row_per_page=5');
    expect(res.body.data).toHaveLength(5);
    expect(res.body).toMatchObject({ current_page: 2, per_page: 5 });
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      image: expect.stringMatching(/^http:\/\/assets\.test\/media\//),
      price: expect.any(Number),
      promo_price: expect.toBeOneOf([null, expect.any(Number)]),
      discount_percent: expect.toBeOneOf([null, expect.any(Number)]),
      category_id: expect.any(Number),
      brand_id: expect.any(Number),
      variant_name: expect.toBeOneOf([null, expect.any(String)]),
      variant_option_id: expect.any(Number),
      unit: { id: expect.any(Number), name: expect.any(String) },
    });
  });

  it("says the whole percent a promotion takes off (the badge's), which the storefront shows as sent", async () => {
    const res = await api.get('/api/products?store_code=S001&promotion=1&row_per_page=20');
    const promoted = res.body.data as { price: number; promo_price: number; discount_percent: number }[];
    expect(promoted.length).toBeGreaterThan(0);
    for (const p of promoted) {
      expect(p.promo_price).toBeLessThan(p.price);
      expect(p.discount_percent).toBe(Math.round((1 - p.promo_price / p.price) * 100) || null);
    }
    const plain = await api.get('/api/products?store_code=S001&row_per_page=50');
    for (const p of plain.body.data as { promo_price: number | null; discount_percent: number | null }[])
      if (p.promo_price === null) expect(p.discount_percent).toBeNull();
  });

  it('answers bad values with 400', async () => {
    for (const query of [
      'brand_id=abc',
      'row_per_page=0',
      'row_per_page=100000',
      'page=-1',
      'category_id=99999999999',
    ]) {
      const res = await api.get(`/api/products?store_code=S001&${query}`);
      expect(res.status, query).toBe(400);
    }
  });
});

describe('GET /api/product/{id}&store_code', () => {
  it('answers the product with data.category_id, variants, unit, images and specifications', async () => {
    const phones = await api.get('/api/products?name=galaxy&store_code=S002&row_per_page=50');
    const id = phones.body.data.find((p: { variant_option_id: number }) => p.variant_option_id > 0).id;
    const res = await api.get(`/api/product/${id}&store_code=S002`);
    expect(res.status).toBe(200);
    const product = res.body.data;
    expect(product).toMatchObject({
      id,
      category_id: expect.any(Number),
      variant_option_id: expect.any(Number),
    });
    expect(product.images.length).toBeGreaterThan(0);
    expect(product.specifications.length).toBeGreaterThan(0);
    expect(product.variant_option_type.length).toBeGreaterThan(0);
    const type = product.variant_option_type[0];
    expect(type.selected.name).toBe(type.data[0].name);
    // The product's variant fields name its default variant: the first of `variants`, made of the
    // selected options.
    const [first] = product.variants;
    expect(product.variant_option_id).toBe(first.variant_option_id);
    expect(first.option_ids[0]).toBe(type.selected.id);
    expect(product.variant_name).toBe(first.name);
    expect(first.name.startsWith(type.data[0].name)).toBe(true);
    expect(first.stock).toBeGreaterThan(0);
    const kh = await api.get(`/api/product/${id}?store_code=S002&lang=kh`);
    expect(kh.body.data.name).toMatch(KHMER);
    expect(kh.body.data.description).toMatch(KHMER);
  });

  it('sends the specification values in the language asked for, English where a value has no translation', async () => {
    const found = (await api.db.execute(
      sql`select s.product_id as id, s.store_id from product_specs s join stores st on st.id = s.store_id
          where st.code = 'S001' and s.key = 'warranty' and s.value = '12 months' limit 1`,
    )) as unknown as { rows: { id: number; store_id: number }[] };
    const row = found.rows[0];
    const id = row!.id;
    const warranty = async (lang: string) => {
      const res = await api.get(`/api/product/${id}?store_code=S001&lang=${lang}`);
      expect(res.status).toBe(200);
      return res.body.data.specifications.find((s: { key: string }) => s.key === 'warranty').value;
    };
    expect(await warranty('en')).toBe('12 months');
    expect(await warranty('kh')).toBe('12 ខែ');
    expect(await warranty('zh')).toBe('12 个月');
    const compare = await api.get(`/api/products/compare?ids=${id}&store_code=S001&lang=zh`);
    expect(compare.status).toBe(200);
    expect(compare.body.data[0].specifications).toContainEqual({ key: 'warranty', value: '12 个月' });

    // A shop whose specs have no translations (seeded before migration 0015) shows English, and
    // gets the translations on its next start.
    await api.db.execute(sql`update product_specs set translations = '{}' where store_id = ${row!.store_id}`);
    expect(await warranty('kh')).toBe('12 months');
    await seedMissingSpecTranslations(api.db, row!.store_id);
    expect(await warranty('kh')).toBe('12 ខែ');
  });

  it("answers 404 for another shop's product and 400 for a bad id", async () => {
    const foreign = await firstProductId('S007');
    const res = await api.get(`/api/product/${foreign}&store_code=S001`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(`Product ${foreign} not found`);
    const bad = await api.get('/api/product/abc&store_code=S001');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('id must be a whole number');
    const missingStore = await api.get(`/api/product/${foreign}`);
    expect(missingStore.status).toBe(400);
  });
});

describe('GET /api/home', () => {
  it('gives banners, categories, promotions, product rows and brands in one answer', async () => {
    const res = await api.get('/api/home?store_code=S007&lang=zh');
    expect(res.status).toBe(200);
    const home = res.body.data;
    expect(home.banners.length).toBeGreaterThan(0);
    expect(home.banners[0].title).toMatch(CHINESE);
    expect(home.categories.length).toBeGreaterThanOrEqual(12);
    expect(home.promotions.length).toBeGreaterThan(0);
    expect(
      home.promotions.every((p: { promo_price: number; price: number }) => p.promo_price < p.price),
    ).toBe(true);
    expect(home.rows.length).toBeGreaterThanOrEqual(12);
    for (const row of home.rows) {
      expect(row.products.length).toBeGreaterThan(0);
      expect(row.products.length).toBeLessThanOrEqual(8);
      expect(row.products.every((p: { category_id: number }) => p.category_id === row.category.id)).toBe(
        true,
      );
    }
    expect(home.brands.every((b: { products_count: number }) => b.products_count > 0)).toBe(true);
  });
});

describe('media', () => {
  it('draws the demo pictures the catalogue points at, cacheable for a year', async () => {
    const id = await firstProductId('S001');
    const product = await api.get(`/api/product/${id}&store_code=S001`);
    const path = new URL(product.body.data.image).pathname;
    const res = await api.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toMatch(/^<svg/);
    const store = await api.get('/api/store/info?domain=s007.localhost');
    const logo = await api.app.request(new URL(store.body.data.logo).pathname);
    expect(logo.status).toBe(200);
  });

  it('answers 404 for pictures it cannot draw', async () => {
    for (const path of [
      '/media/gen/product/laptop/zzzzzz/1.svg',
      '/media/gen/product/spaceship/112233/1.svg',
      '/media/logos/..%2F..%2Fpackage.json',
    ]) {
      const res = await api.app.request(path);
      expect(res.status, path).toBe(404);
    }
  });
});
