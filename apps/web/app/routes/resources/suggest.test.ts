import type { ProductSummary } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { apiData, dollars } from '../../test/lookups';
import { productCalls } from '../../test/requests';
import { createTestServer, openTestApi } from '../../test/server';

const testApi = openTestApi();

describe('/api/suggest', () => {
  it('asks the API nothing under 3 characters', async () => {
    const app = createTestServer(testApi());
    for (const q of ['', 'a', 'ga', '  ga  ', 'ទូ']) {
      const response = await app.request(`/api/suggest?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
      expect(await response.json(), q).toEqual({ products: [] });
    }
    expect(productCalls(app.api.calls)).toEqual([]);
  });

  it('asks for 12 suggestions from 3 characters on, with prices written out', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/api/suggest?q=gal');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as {
      products: {
        id: number;
        name: string;
        variant_name: string;
        price_text: string;
        promo_price_text: string;
      }[];
    };
    // The API's twelve best matches, each price written out.
    const found = await apiData<ProductSummary[]>(
      testApi(),
      '/api/products?name=gal&row_per_page=12&count=none',
    );
    expect(found).toHaveLength(12);
    expect(body.products).toHaveLength(12);
    expect(body.products.map((p) => [p.id, p.name, p.variant_name])).toEqual(
      found.map((p) => [p.id, p.name, p.variant_name]),
    );
    const promoted = found.findIndex((p) => p.promo_price !== null);
    expect(promoted).toBeGreaterThanOrEqual(0);
    expect(body.products[promoted]).toMatchObject({
      price_text: dollars(found[promoted]?.price ?? 0),
      promo_price_text: dollars(found[promoted]?.promo_price ?? 0),
    });
    const [call] = productCalls(app.api.calls);
    const query = new URL(`http://x${call}`).searchParams;
    expect(query.get('name')).toBe('gal');
    expect(query.get('row_per_page')).toBe('12');
    // The box shows no count, so the API is asked not to count (decision 004).
    expect(query.get('count')).toBe('none');
    expect(app.api.requests[app.api.calls.indexOf(call ?? '')]?.storeCode).toBe('S001');
  });

  it('searches in the page language and matches brand names', async () => {
    const app = createTestServer(testApi());
    const term = '三星 G';
    const zh = (await (await app.request(`/zh/api/suggest?q=${encodeURIComponent(term)}`)).json()) as {
      products: { name: string }[];
    };
    const inChinese = await apiData<ProductSummary[]>(
      testApi(),
      `/api/products?name=${encodeURIComponent(term)}&row_per_page=12&count=none`,
      { lang: 'zh' },
    );
    expect(inChinese.length).toBeGreaterThan(0);
    expect(zh.products.map((p) => p.name)).toEqual(inChinese.map((p) => p.name));
    for (const name of zh.products.map((p) => p.name)) expect(name).toContain('三星');
    // The seed's spare parts are of the brand "Generic (OEM)", which none of their names says.
    const brand = (await (await app.request('/api/suggest?q=generic')).json()) as {
      products: { name: string }[];
    };
    expect(brand.products.length).toBeGreaterThan(0);
    for (const { name } of brand.products) expect(name.toLowerCase()).not.toContain('generic');
  });

  it('answers an empty list with 503 when the API is down', async () => {
    const app = createTestServer(testApi());
    await app.request('/');
    app.api.down = true;
    const response = await app.request('/api/suggest?q=galaxy');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ products: [] });
  });

  it('from the header bar, asks from 2 characters, through the header bar call, 15 at most', async () => {
    const app = createTestServer(testApi());
    for (const q of ['', 'g', ' g ', 'ទ']) {
      const response = await app.request(`/api/suggest?from=header&q=${encodeURIComponent(q)}`);
      expect(await response.json(), q).toEqual({ products: [] });
    }
    expect(app.api.calls.filter((c) => c.startsWith('/products/'))).toEqual([]);
    const two = (await (await app.request('/zh/api/suggest?from=header&q=G')).json()) as {
      products: unknown[];
    };
    expect(two.products).toEqual([]);
    const zh = (await (
      await app.request(`/zh/api/suggest?from=header&q=${encodeURIComponent('三星')}`)
    ).json()) as {
      products: { name: string; price_text: string }[];
    };
    const path = `/products/page=1&row_per_page=15&name=${encodeURIComponent('三星')}&count=none`;
    const found = await apiData<{ data: ProductSummary[] }>(testApi(), path, { lang: 'zh' });
    expect(found.data).toHaveLength(15);
    expect(zh.products.map((p) => p.name)).toEqual(found.data.map((p) => p.name));
    expect(zh.products[0]?.price_text).toBe(dollars(found.data[0]?.price ?? 0));
    const calls = app.api.calls.filter((c) => c.startsWith('/products/'));
    expect(calls).toEqual([path]);
    expect(productCalls(app.api.calls)).toEqual([]);
  });

  it('is a 404 under an unknown language segment', async () => {
    const app = createTestServer(testApi());
    expect((await app.request('/xx/api/suggest?q=galaxy')).status).toBe(404);
  });
});
