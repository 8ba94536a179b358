import { describe, expect, it } from 'vitest';
import { productCalls } from '../../test/requests';
import { createTestServer, openTestApi } from '../../test/server';

const testApi = openTestApi();

describe('/search?q= (the search form without JavaScript)', () => {
  it('redirects a text to its results page, in the page language', async () => {
    const app = createTestServer(testApi());
    const en = await app.request('/search?q=%20galaxy%20a55%20');
    expect(en.status).toBe(302);
    expect(en.headers.get('location')).toBe('/search/galaxy%20a55');
    const kh = await app.request('/kh/search?q=%E1%9E%91%E1%9E%BC');
    expect(kh.headers.get('location')).toBe('/kh/search/%E1%9E%91%E1%9E%BC');
  });

  it('sends empty text back to the page it came from', async () => {
    const app = createTestServer(testApi());
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
