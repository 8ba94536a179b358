import type { Brand } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { growCatalogue } from '../../../api/src/test/factories';
import { apiData } from '../test/lookups';
import { createTestServer, openTestApi } from '../test/server';

const testApi = openTestApi();

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt points to the sitemap of the host', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/robots.txt', { host: 's002.localhost:3000' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('Sitemap: http://s002.localhost:3000/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
  });

  it('sitemap.xml is an index of the pages sitemap and the paged product sitemaps', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>http://localhost:3000/sitemap/pages.xml</loc></sitemap>');
    expect(xml).toContain('<sitemap><loc>http://localhost:3000/sitemap/products/1</loc></sitemap>');
    expect(xml).not.toContain('/sitemap/products/2<');
  });

  it('the pages sitemap lists pages, categories and brands in three languages', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/sitemap/pages.xml');
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<loc>http://localhost:3000/</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/kh/category?cat_id=1</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/zh/category?brand_id=1</loc>');
    // A brand without products has no page to list.
    const brands = await apiData<{ data: Brand[] }>(testApi(), '/api/brands?page=1');
    const empty = brands.data.find((b) => b.products_count === 0);
    expect(empty).toBeDefined();
    expect(xml).not.toContain(`brand_id=${empty?.id}<`);
    expect(xml).toContain('<loc>http://localhost:3000/kh/help-center</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/help-center/index-copy</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/zh/help-center/detail/7</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/policy</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/kh/news/3</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/kh/warranty</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/tracking-delivery</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/zh/services?cat_id=2</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/kh/services/freelancer?id=5</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/zh/pcbuilder</loc>');
    expect(xml).toContain('hreflang="km" href="http://localhost:3000/kh/news"');
  });

  it('a product sitemap lists its products in three languages', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/sitemap/products/1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<loc>http://localhost:3000/product/4</loc>');
    expect(xml).toContain('hreflang="km" href="http://localhost:3000/kh/product/4"');
    expect((await app.request('/sitemap/products/2')).status).toBe(404);
    expect((await app.request('/sitemap/products/x')).status).toBe(404);
  });

  it('splits 40,000 products into files of at most 50,000 URLs', async () => {
    const app = createTestServer(testApi());
    // S002 made a large shop (the other tests here read S001's sitemaps).
    const ids = await growCatalogue(testApi(), 'S002', 40_000);
    expect(ids).toHaveLength(40_000);
    const host = { host: 's002.localhost:3000' };
    const index = await (await app.request('/sitemap.xml', host)).text();
    expect(index).toContain('/sitemap/products/3</loc>');
    expect(index).not.toContain('/sitemap/products/4<');
    const first = await (await app.request('/sitemap/products/1', host)).text();
    const urls = first.match(/<url>/g)?.length ?? 0;
    expect(urls).toBe(16_000 * 3);
    expect(urls).toBeLessThanOrEqual(50_000);
    expect(first).toContain(`/product/${ids[15_999]}</loc>`);
    expect(first).not.toContain(`/product/${ids[16_000]}</loc>`);
    const last = await (await app.request('/sitemap/products/3', host)).text();
    expect(last).toContain(`/product/${ids[39_999]}</loc>`);
    expect((await app.request('/sitemap/products/4', host)).status).toBe(404);
  });

  it('is answered for an unknown host as the shop-not-found page', async () => {
    const app = createTestServer(testApi());
    expect((await app.request('/sitemap.xml', { host: 'nope.example' })).status).toBe(404);
  });
});
