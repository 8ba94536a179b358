import { khmerWords } from '@shop/i18n/khmer-words';
import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../test/fake-server';

function productQueries(calls: string[]) {
  return calls.filter((c) => c.startsWith('/api/products?')).map((c) => new URL(`http://x${c}`).searchParams);
}

describe('listing pages', () => {
  it('category mode: the category, its products, brands filter and breadcrumbs', async () => {
    const app = createTestServer();
    const response = await app.request('/category?cat_id=1');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Laptops – Angkor Digital</title>');
    expect(html).toContain('Laptops</h1>');
    expect(html).toContain('href="/product/1"');
    expect(html).toContain('href="/product/2"');
    expect(html).not.toContain('href="/product/3"');
    expect(html).toContain('<option value="2">Apple</option>');
    expect(html).toContain('rel="canonical" href="http://localhost:3000/category?cat_id=1"');
    const [query] = productQueries(app.api.calls);
    expect(query?.get('category_id')).toBe('1');
    expect(query?.get('row_per_page')).toBe('24');
    expect(query?.get('brand_id')).toBeNull();
    expect(app.api.calls.some((c) => c.includes('/api/brands?') && c.includes('category_id=1'))).toBe(true);
  });

  it("draws a Khmer category's name (from the API) as its word runs, lines ending between words", async () => {
    const app = createTestServer();
    const html = await (await app.request('/kh/category?cat_id=1')).text();
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
    const name = h1.replace(/<[^>]*>/g, '');
    expect(name).toMatch(/[\u1780-\u17ff]/);
    const runs = [...h1.matchAll(/<span data-word="true"[^>]*>([^<]*)<\/span>/g)].map((m) => m[1]);
    expect(runs).toEqual(khmerWords(name));
    expect(runs.length).toBeGreaterThan(1);
  });

  it('brand mode: the brand page, in Khmer', async () => {
    const app = createTestServer();
    const response = await app.request('/kh/category?brand_id=3');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Samsung</h1>');
    expect(html).toContain('href="/kh/product/3"');
    const [query] = productQueries(app.api.calls);
    expect(query?.get('brand_id')).toBe('3');
    expect(query?.get('category_id')).toBeNull();
  });

  it('passes sort, price range, brand and subcategory to the API and keeps them in pagination', async () => {
    const app = createTestServer();
    const response = await app.request(
      '/category?cat_id=1&sub_id=100&brand_id=1&sort=price_desc&price_min=100&price_max=700',
    );
    expect(response.status).toBe(200);
    const [query] = productQueries(app.api.calls);
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      category_id: '1',
      sub_id: '100',
      brand_id: '1',
      sort: 'price_desc',
      price_min: '100',
      price_max: '700',
      page: '1',
    });
  });

  it('ignores an unknown sort and a bad price', async () => {
    const app = createTestServer();
    await app.request('/category?cat_id=1&sort=random&price_min=abc');
    const [query] = productQueries(app.api.calls);
    expect(query?.get('sort')).toBeNull();
    expect(query?.get('price_min')).toBeNull();
  });

  it('the pages of a category by slug and /promotions', async () => {
    const app = createTestServer();
    const phone = await app.request('/phone');
    expect(phone.status).toBe(200);
    expect(await phone.text()).toContain('Phones</h1>');
    expect(productQueries(app.api.calls).at(-1)?.get('category_id')).toBe('2');

    const camera = await app.request('/zh/camera?page=1');
    expect(camera.status).toBe(200);
    expect(await camera.text()).toContain('相机</h1>');

    const promotions = await app.request('/promotions');
    expect(promotions.status).toBe(200);
    const html = await promotions.text();
    expect(html).toContain('href="/product/1"');
    expect(html).not.toContain('href="/product/2"');
    expect(productQueries(app.api.calls).at(-1)?.get('promotion')).toBe('1');
    // The brand filter offers only the brands that have products on promotion.
    expect(html).toContain('>ASUS</option>');
    expect(html).toContain('>Samsung</option>');
    expect(html).not.toContain('>Apple</option>');
    expect(app.api.calls.some((c) => c.startsWith('/api/brands?') && c.includes('promotion=1'))).toBe(true);
    // The title says what the menu item says.
    expect(await (await app.request('/zh/promotions')).text()).toContain('优惠活动</h1>');
  });

  it.each([
    '/category',
    '/category?cat_id=999',
    '/category?cat_id=abc',
    '/category?brand_id=999',
    '/category?brand_id=4',
    '/category?cat_id=1&sub_id=999',
    '/category?cat_id=1&page=5',
    '/smarthome',
    '/kh/category?cat_id=42',
  ])('%s is a 404 page', async (path) => {
    const app = createTestServer();
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404');
  });
});
