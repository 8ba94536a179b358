import { describe, expect, it } from 'vitest';
import { createTestServer } from '../../test/fake-server';
import { productCalls } from '../../test/requests';

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
    // A Khmer text is drawn as word runs (<Words>): read without their tags.
    expect(html.replace(/<\/?span[^>]*>|<wbr\/?>/g, '')).toContain('គ្មានផលិតផលត្រូវនឹង «nothing-like-this» ទេ');
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
