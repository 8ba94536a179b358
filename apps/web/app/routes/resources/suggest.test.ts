import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../test/fake-server';
import { productCalls } from '../../test/requests';

describe('/api/suggest', () => {
  it('asks the API nothing under 3 characters', async () => {
    const app = createTestServer();
    for (const q of ['', 'a', 'ga', '  ga  ', 'ទូ']) {
      const response = await app.request(`/api/suggest?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
      expect(await response.json(), q).toEqual({ products: [] });
    }
    expect(productCalls(app.api.calls)).toEqual([]);
  });

  it('asks for 12 suggestions from 3 characters on, with prices written out', async () => {
    const app = createTestServer();
    const response = await app.request('/api/suggest?q=gal');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as {
      products: { name: string; variant_name: string; price_text: string; promo_price_text: string }[];
    };
    expect(body.products).toHaveLength(1);
    expect(body.products[0]).toMatchObject({
      name: 'Galaxy A55 5G',
      variant_name: 'Black',
      price_text: '$429.00',
      promo_price_text: '$389.00',
    });
    const [call] = productCalls(app.api.calls);
    const query = new URL(`http://x${call}`).searchParams;
    expect(query.get('name')).toBe('gal');
    expect(query.get('row_per_page')).toBe('12');
    // The box shows no count, so the API is asked not to count (decision 004).
    expect(query.get('count')).toBe('none');
    expect(app.api.sent[app.api.calls.indexOf(call ?? '')]?.storeCode).toBe('S001');
  });

  it('searches in the page language and matches brand names', async () => {
    const app = createTestServer();
    const zh = (await (await app.request(`/zh/api/suggest?q=${encodeURIComponent('三星 G')}`)).json()) as {
      products: { name: string }[];
    };
    expect(zh.products.map((p) => p.name)).toEqual(['三星 Galaxy A55 5G']);
    const brand = (await (await app.request('/api/suggest?q=asus')).json()) as {
      products: { name: string }[];
    };
    expect(brand.products.map((p) => p.name)).toEqual(['ASUS Vivobook 15']);
  });

  it('answers an empty list with 503 when the API is down', async () => {
    const app = createTestServer();
    await app.request('/');
    app.api.down = true;
    const response = await app.request('/api/suggest?q=galaxy');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ products: [] });
  });

  it('from the header bar, asks from 2 characters, through the header bar call, 15 at most', async () => {
    const app = createTestServer();
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
    expect(zh.products.map((p) => p.name)).toEqual(['三星 Galaxy A55 5G']);
    expect(zh.products[0]?.price_text).toBe('$429.00');
    const calls = app.api.calls.filter((c) => c.startsWith('/products/'));
    expect(calls).toEqual([`/products/page=1&row_per_page=15&name=${encodeURIComponent('三星')}&count=none`]);
    expect(productCalls(app.api.calls)).toEqual([]);
  });

  it('is a 404 under an unknown language segment', async () => {
    const app = createTestServer();
    expect((await app.request('/xx/api/suggest?q=galaxy')).status).toBe(404);
  });
});
