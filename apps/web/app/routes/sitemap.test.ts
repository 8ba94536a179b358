import { describe, expect, it } from 'vitest';
import { createTestServer } from '../test/server';

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt points to the sitemap of the host', async () => {
    const app = createTestServer();
    const response = await app.request('/robots.txt', { host: 's002.localhost:3000' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('Sitemap: http://s002.localhost:3000/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
  });

  it('sitemap.xml lists pages, categories, brands and products in three languages', async () => {
    const app = createTestServer();
    const response = await app.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<loc>http://localhost:3000/</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/kh/category?cat_id=1</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/zh/category?brand_id=1</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/product/4</loc>');
    expect(xml).toContain('hreflang="km" href="http://localhost:3000/kh/product/4"');
    expect(xml).not.toContain('brand_id=4<');
  });

  it('is answered for an unknown host as the shop-not-found page', async () => {
    const app = createTestServer();
    expect((await app.request('/sitemap.xml', { host: 'nope.example' })).status).toBe(404);
  });
});
