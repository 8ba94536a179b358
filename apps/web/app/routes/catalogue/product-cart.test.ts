import { MESSAGES, translate } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { post } from '../../test/requests';
import { createTestServer } from '../../test/server';

// "Add to cart" on the product page as a plain form (issue 14, part 3): without JavaScript, or
// tapped before the page is hydrated.
describe('POST /product/:id (add to cart)', () => {
  it('is a form around the button, with the default variant', async () => {
    const app = createTestServer();
    const html = await (await app.request('/product/1')).text();
    expect(html).toMatch(
      /<form[^>]* method="post"><input type="hidden" name="quantity" value="1"\/><input type="hidden" name="variant_option_id" value="\d+"\/><button type="submit"/,
    );
  });

  it('sends a guest to log in and back to the product, adding nothing', async () => {
    const app = createTestServer();
    const response = await app.request('/kh/product/1', post({ quantity: '1', variant_option_id: '0' }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/kh/login?redirect=${encodeURIComponent('/kh/product/1')}`,
    );
    expect(app.api.accounts.requests.filter((r) => r.path === '/api/cart/add')).toHaveLength(0);
  });

  it("adds one to the customer's server cart and says so on the page", async () => {
    const app = createTestServer();
    const cookie = { cookie: `session=${app.api.accounts.tokenFor()}` };
    const response = await app.request(
      '/zh/product/3',
      post({ quantity: '1', variant_option_id: '0' }, cookie),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(translate(MESSAGES.zh, 'product.addedToCart'));
    expect(html).toContain('data-testid="add-to-cart-outcome"');
    expect(app.api.accounts.cartOf().map((l) => [l.product_id, l.quantity])).toEqual([[3, 1]]);
  });

  it('answers a bad quantity with a 400 page, not a 500', async () => {
    const app = createTestServer();
    const cookie = { cookie: `session=${app.api.accounts.tokenFor()}` };
    const response = await app.request(
      '/product/1',
      post({ quantity: 'lots', variant_option_id: '0' }, cookie),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('quantity');
    expect(app.api.accounts.cartOf()).toEqual([]);
  });
});
