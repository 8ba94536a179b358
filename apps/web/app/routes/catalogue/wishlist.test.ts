import { describe, expect, it } from 'vitest';
import { post } from '../../test/requests';
import { createTestServer } from '../../test/server';

describe('/wishlist (issue 14, part 5)', () => {
  it.each([
    ['/wishlist', '/login?redirect=%2Fwishlist', 'please login first'],
    ['/kh/wishlist', '/kh/login?redirect=%2Fkh%2Fwishlist', 'សូមចូលគណនីជាមុនសិន'],
    ['/zh/wishlist?product=12', '/zh/login?redirect=%2Fzh%2Fproduct%2F12', '请先登录'],
  ])(
    'a guest on %s reads “please login first” and a link to log in that comes back (%s)',
    async (path, login, words) => {
      const app = createTestServer();
      const response = await app.request(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-testid="wishlist-login-first"');
      // A Khmer text is drawn as word runs (<Words>): read without their tags.
      expect(html.replace(/<\/?span[^>]*>|<wbr\/?>/g, '')).toContain(`${words}</h2>`);
      expect(html).toContain(`href="${login.replace(/&/g, '&amp;')}"`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    },
  );

  it('a product that is not an id comes back to the wishlist page', async () => {
    const app = createTestServer();
    const html = await (await app.request('/wishlist?product=//evil.example')).text();
    expect(html).toContain('href="/login?redirect=%2Fwishlist"');
  });

  it('a customer sees the wishlist, or the empty text', async () => {
    const app = createTestServer();
    const cookie = { cookie: `session=${app.api.accounts.tokenFor()}` };
    let html = await (await app.request('/wishlist', { headers: cookie })).text();
    expect(html).toContain('data-testid="wishlist-empty"');
    expect(html).not.toContain('wishlist-login-first');
    const added = await app.request(
      '/api/wishlist',
      post({ intent: 'add', product_id: '2', quantity: '1' }, cookie),
    );
    expect(added.status).toBe(200);
    html = await (await app.request('/wishlist', { headers: cookie })).text();
    expect(html).toContain('data-testid="wishlist-item"');
    expect(html).toContain('href="/product/2"');
  });
});
