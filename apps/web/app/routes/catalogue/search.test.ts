import type { ProductSummary } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { apiData } from '../../test/lookups';
import { productCalls } from '../../test/requests';
import { createTestServer, openTestApi } from '../../test/server';

const testApi = openTestApi();

describe('/search/:term', () => {
  it('renders the results server-side with the title, canonical and alternates', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/search/galaxy');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Search: galaxy – Angkor Digital</title>');
    expect(html).toContain('Search: galaxy</h1>');
    // The API's matches for the term, each linked.
    const found = await apiData<ProductSummary[]>(testApi(), productCalls(app.api.calls)[0] ?? '');
    expect(found.length).toBeGreaterThan(0);
    for (const product of found) expect(html).toContain(`href="/product/${product.id}"`);
    expect(html).toContain('rel="canonical" href="http://localhost:3000/search/galaxy"');
    expect(html).toContain('hrefLang="km" href="http://localhost:3000/kh/search/galaxy"');
    const query = new URL(`http://x${productCalls(app.api.calls)[0]}`).searchParams;
    expect(query.get('row_per_page')).toBe('24');
    expect(query.get('page')).toBe('1');
  });

  it('shows a clear empty state', async () => {
    const app = createTestServer(testApi());
    const html = await (await app.request('/kh/search/nothing-like-this')).text();
    expect(html).toContain('data-testid="search-empty"');
    // A Khmer text is drawn as word runs (<Words>): read without their tags.
    expect(html.replace(/<\/?span[^>]*>|<wbr\/?>/g, '')).toContain('គ្មានផលិតផលត្រូវនឹង «nothing-like-this» ទេ');
  });

  it('says when more match than the search counted, and pages on past it', async () => {
    const app = createTestServer(testApi());
    // "a" is in most of the shop's names: the API counts them only a few pages past the first.
    const { body } = await testApi().get('/api/products?name=a&page=1&row_per_page=24', {
      'x-store-code': 'S001',
    });
    expect(body.total_capped).toBe(true);
    const counted = body.total as number;
    const html = await (await app.request('/search/a')).text();
    expect(html).toContain(`More than ${counted} products found`);
    expect(html).not.toContain('Page 1 of');
    const zh = await (await app.request('/zh/search/a')).text();
    expect(zh).toContain(`找到 ${counted} 件以上商品`);
  });

  it('asks for the page in the query', async () => {
    const app = createTestServer(testApi());
    await app.request('/search/a?page=2');
    const query = new URL(`http://x${productCalls(app.api.calls)[0]}`).searchParams;
    expect(query.get('page')).toBe('2');
    expect(query.get('name')).toBe('a');
  });
});
