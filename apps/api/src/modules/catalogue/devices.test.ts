import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

interface DeviceBrand {
  brand: string;
  count: number;
  models: { model: string; count: number }[];
}

async function sparePartsCategory(store: string) {
  const res = await api.get(`/api/categories?store_code=${store}`);
  return (res.body.data as { id: number; slug: string }[]).find((c) => c.slug === 'spare-parts')!.id;
}

async function devices(store: string, categoryId?: number): Promise<DeviceBrand[]> {
  const res = await api.get(
    `/api/devices?store_code=${store}${categoryId ? `&category_id=${categoryId}` : ''}`,
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('spare parts by device', () => {
  it('lists the makers and models the shop’s spare parts fit, models in number order', async () => {
    const cat = await sparePartsCategory('S001');
    const list = await devices('S001', cat);
    const apple = list.find((b) => b.brand === 'Apple');
    expect(apple, JSON.stringify(list.map((b) => b.brand))).toBeDefined();
    expect(apple!.models.length).toBeGreaterThan(1);
    const iphones = apple!.models.map((m) => m.model).filter((m) => /^iPhone \d+$/.test(m));
    const numbers = iphones.map((m) => Number(m.split(' ')[1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // A maker's count is of distinct parts, at most the sum of its models' counts.
    for (const brand of list) {
      expect(brand.count).toBeGreaterThan(0);
      expect(brand.count).toBeLessThanOrEqual(brand.models.reduce((n, m) => n + m.count, 0));
    }
  });

  it('narrows the listing to the parts of one maker, then of one model', async () => {
    const cat = await sparePartsCategory('S001');
    const list = await devices('S001', cat);
    const brand = list[0]!;
    const model = brand.models[0]!;
    const all = await api.get(`/api/products?store_code=S001&category_id=${cat}&row_per_page=100`);
    const byBrand = await api.get(
      `/api/products?store_code=S001&category_id=${cat}&device_brand=${encodeURIComponent(brand.brand)}&row_per_page=100`,
    );
    expect(byBrand.body.total).toBe(brand.count);
    expect(byBrand.body.total).toBeLessThan(all.body.total);
    const byModel = await api.get(
      `/api/products?store_code=S001&category_id=${cat}&device_brand=${encodeURIComponent(brand.brand)}&device_model=${encodeURIComponent(model.model)}&row_per_page=100`,
    );
    expect(byModel.body.total).toBe(model.count);
    const brandIds = new Set(byBrand.body.data.map((p: { id: number }) => p.id));
    for (const p of byModel.body.data) expect(brandIds.has(p.id)).toBe(true);
    // The product page says which device it fits.
    const detail = await api.get(`/api/product/${byModel.body.data[0].id}?store_code=S001`);
    const fits = detail.body.data.specifications.find((s: { key: string }) => s.key === 'compatibility');
    expect(fits.value).toContain(model.model.split(' ').at(-1));
  });

  it('finds nothing for a device no part fits, and refuses a model without its maker', async () => {
    const none = await api.get('/api/products?store_code=S001&device_brand=Nokia');
    expect(none.status).toBe(200);
    expect(none.body.total).toBe(0);
    const bad = await api.get('/api/products?store_code=S001&device_model=iPhone%2012');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/device_model needs device_brand/);
    const long = await api.get(`/api/products?store_code=S001&device_brand=${'x'.repeat(81)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/device_brand/);
  });

  it('counts and finds only the asking shop’s parts', async () => {
    const s002 = await devices('S002');
    const brand = s002[0]!;
    const own = await api.get(
      `/api/products?store_code=S002&device_brand=${encodeURIComponent(brand.brand)}&row_per_page=100`,
    );
    expect(own.body.total).toBe(brand.count);
    for (const p of own.body.data as { id: number }[]) {
      expect((await api.get(`/api/product/${p.id}?store_code=S002`)).status).toBe(200);
      expect((await api.get(`/api/product/${p.id}?store_code=S001`)).status).toBe(404);
    }
  });
});
