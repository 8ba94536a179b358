import { describe, expect, it } from 'vitest';
import { createTestServer } from '../test/server';

const productCalls = (calls: string[]) => calls.filter((call) => call.startsWith('/api/products'));

describe('/search?q= (the search form without JavaScript)', () => {
  it('redirects a text to its results page, in the page language', async () => {
    const app = createTestServer();
    const en = await app.request('/search?q=%20galaxy%20a55%20');
    expect(en.status).toBe(302);
    expect(en.headers.get('location')).toBe('/search/galaxy%20a55');
    const kh = await app.request('/kh/search?q=%E1%9E%91%E1%9E%BC');
    expect(kh.headers.get('location')).toBe('/kh/search/%E1%9E%91%E1%9E%BC');
  });

  it('sends empty text back to the page it came from', async () => {
    const app = createTestServer();
    const back = await app.request('/search?q=%20%20', {
      headers: { referer: 'http://localhost:3000/category?cat_id=1' },
    });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/category?cat_id=1');
    const foreign = await app.request('/zh/search?q=', { headers: { referer: 'https://evil.example/' } });
    expect(foreign.headers.get('location')).toBe('/zh');
    expect(productCalls(app.api.calls)).toEqual([]);
  });
});

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
    expect(calls).toEqual([`/products/page=1&row_per_page=15&name=${encodeURIComponent('三星')}`]);
    expect(productCalls(app.api.calls)).toEqual([]);
  });

  it('is a 404 under an unknown language segment', async () => {
    const app = createTestServer();
    expect((await app.request('/xx/api/suggest?q=galaxy')).status).toBe(404);
  });
});

describe('/search/:term', () => {
  it('renders the results server-side with the title, canonical and alternates', async () => {
    const app = createTestServer();
    const response = await app.request('/search/galaxy');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Search: galaxy – Angkor Digital</title>');
    expect(html).toContain('Search: galaxy</h1>');
    expect(html).toContain('href="/product/3"');
    expect(html).toContain('rel="canonical" href="http://localhost:3000/search/galaxy"');
    expect(html).toContain('hrefLang="km" href="http://localhost:3000/kh/search/galaxy"');
    const query = new URL(`http://x${productCalls(app.api.calls)[0]}`).searchParams;
    expect(query.get('row_per_page')).toBe('24');
    expect(query.get('page')).toBe('1');
  });

  it('shows a clear empty state', async () => {
    const app = createTestServer();
    const html = await (await app.request('/kh/search/nothing-like-this')).text();
    expect(html).toContain('data-testid="search-empty"');
    expect(html).toContain('គ្មានផលិតផលត្រូវនឹង «nothing-like-this» ទេ');
  });

  it('says when more match than the search counted, and pages on past it', async () => {
    const app = createTestServer();
    app.api.searchCount = 2;
    const html = await (await app.request('/search/a')).text();
    expect(html).toContain('More than 2 products found');
    expect(html).not.toContain('Page 1 of');
    const zh = await (await app.request('/zh/search/a')).text();
    expect(zh).toContain('找到 2 件以上商品');
  });

  it('asks for the page in the query', async () => {
    const app = createTestServer();
    await app.request('/search/a?page=2');
    const query = new URL(`http://x${productCalls(app.api.calls)[0]}`).searchParams;
    expect(query.get('page')).toBe('2');
    expect(query.get('name')).toBe('a');
  });
});
