import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

type Item = { id: number; price: number; promo_price: number | null; brand_id: number; category_id: number };
const paid = (p: Item) => p.promo_price ?? p.price;

async function firstCategory(store = 'S001') {
  const res = await api.get(`/api/categories?store_code=${store}`);
  return res.body.data[0].id as number;
}

describe('listing: sort and filters', () => {
  it('sorts by the price paid, up and down', async () => {
    const cat = await firstCategory();
    const up = await api.get(
      `/api/products?store_code=S001&category_id=${cat}&sort=price_asc&row_per_page=100`,
    );
    const prices = up.body.data.map(paid);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    const down = await api.get(
      `/api/products?store_code=S001&category_id=${cat}&sort=price_desc&row_per_page=100`,
    );
    expect(down.body.data.map(paid)).toEqual([...prices].reverse());
  });

  it('keeps products within a price range and of one brand', async () => {
    const res = await api.get(
      '/api/products?store_code=S001&price_min=100&price_max=500.50&row_per_page=100',
    );
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const p of res.body.data) {
      expect(paid(p)).toBeGreaterThanOrEqual(100);
      expect(paid(p)).toBeLessThanOrEqual(500.5);
    }
    const brand = res.body.data[0].brand_id;
    const byBrand = await api.get(
      `/api/products?store_code=S001&brand_id=${brand}&price_min=100&row_per_page=100`,
    );
    expect(byBrand.body.data.every((p: Item) => p.brand_id === brand && paid(p) >= 100)).toBe(true);
  });

  it('leaves one product out for "related products"', async () => {
    const cat = await firstCategory();
    const all = await api.get(`/api/products?store_code=S001&category_id=${cat}&row_per_page=5`);
    const first = all.body.data[0].id;
    const related = await api.get(
      `/api/products?store_code=S001&category_id=${cat}&exclude=${first}&row_per_page=5`,
    );
    expect(related.body.data.map((p: Item) => p.id)).not.toContain(first);
    expect(related.body.total).toBe(all.body.total - 1);
  });

  it('refuses bad sort and price values with 400', async () => {
    for (const query of [
      'sort=cheapest',
      'price_min=-1',
      'price_min=abc',
      'price_max=1.234',
      'price_min=50&price_max=10',
    ]) {
      const res = await api.get(`/api/products?store_code=S001&${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it('lists the brands of a category, counted there', async () => {
    const cat = await firstCategory('S007');
    const res = await api.get(`/api/brands?store_code=S007&category_id=${cat}&row_per_page=100`);
    expect(res.status).toBe(200);
    const brands = res.body.data.data;
    expect(brands.length).toBeGreaterThan(0);
    for (const b of brands.slice(0, 3)) {
      const probe = await api.get(
        `/api/products?store_code=S007&category_id=${cat}&brand_id=${b.id}&row_per_page=1`,
      );
      expect(probe.body.total).toBe(b.products_count);
    }
  });
});

describe('GET /api/brands?promotion=1', () => {
  it('lists only the brands that have products on promotion, counted among those', async () => {
    const promotedPage = await api.get('/api/products?store_code=S001&promotion=1&row_per_page=100');
    const promoted: Item[] = promotedPage.body.data;
    expect(promotedPage.body.total).toBe(promoted.length);
    const all: Item[] = (await api.get('/api/products?store_code=S001&row_per_page=100')).body.data;
    const res = await api.get('/api/brands?store_code=S001&promotion=1&row_per_page=100');
    expect(res.status).toBe(200);
    const brands: { id: number; products_count: number }[] = res.body.data.data;
    const expected = new Map<number, number>();
    for (const p of promoted) expected.set(p.brand_id, (expected.get(p.brand_id) ?? 0) + 1);
    expect(new Map(brands.map((b) => [b.id, b.products_count]))).toEqual(expected);
    // Some brand has products but none on promotion: it is left out.
    expect(all.some((p) => !expected.has(p.brand_id))).toBe(true);
    const bad = await api.get('/api/brands?store_code=S001&promotion=yes');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('promotion');
  });
});

describe('GET /api/products/ids', () => {
  it('pages through the ids of every active product of the shop, oldest first', async () => {
    const total = (await api.get('/api/products?store_code=S001&row_per_page=1')).body.total;
    const first = await api.get('/api/products/ids?store_code=S001&row_per_page=200');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total, per_page: 200, last_page: Math.ceil(total / 200) });
    const ids: number[] = [...first.body.data.data];
    for (let page = 2; page <= first.body.data.last_page; page++) {
      ids.push(
        ...(await api.get(`/api/products/ids?store_code=S001&row_per_page=200&page=${page}`)).body.data.data,
      );
    }
    expect(ids).toHaveLength(total);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const other = (await api.get('/api/products?store_code=S002&row_per_page=1')).body.data[0].id;
    expect(ids).not.toContain(other);
    for (const query of ['row_per_page=20001', 'row_per_page=0', 'page=x']) {
      const res = await api.get(`/api/products/ids?store_code=S001&${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(/row_per_page|page/);
    }
  });
});

describe('GET /api/products/compare', () => {
  it('answers the products asked for, in that order, with their specifications', async () => {
    const list = await api.get('/api/products?store_code=S007&row_per_page=3');
    const ids = list.body.data.map((p: Item) => p.id).reverse();
    const res = await api.get(`/api/products/compare?ids=${ids.join(',')}&store_code=S007`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: Item) => p.id)).toEqual(ids);
    expect(res.body.data[0].specifications.length).toBeGreaterThan(0);
    expect(res.body.missing).toEqual([]);
  });

  it("says which ids it could not find, another shop's included", async () => {
    const own = (await api.get('/api/products?store_code=S001&row_per_page=1')).body.data[0].id;
    const other = (await api.get('/api/products?store_code=S002&row_per_page=1')).body.data[0].id;
    const res = await api.get(`/api/products/compare?ids=${own},${other}&store_code=S001`);
    expect(res.body.data.map((p: Item) => p.id)).toEqual([own]);
    expect(res.body.missing).toEqual([other]);
  });

  it('refuses more than 4 products with the specification’s message, and bad ids', async () => {
    const five = await api.get('/api/products/compare?ids=1,2,3,4,5&store_code=S001');
    expect(five.status).toBe(400);
    expect(five.body.message).toContain('Maximum 4 products can be compared');
    for (const ids of ['', 'a,b', '1,,2', '99999999999']) {
      const res = await api.get(`/api/products/compare?ids=${ids}&store_code=S001`);
      expect(res.status, ids).toBe(400);
    }
  });
});
