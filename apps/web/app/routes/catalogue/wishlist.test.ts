import { MESSAGES, translate } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { accountRequests } from '../../test/api-edge';
import { productOf } from '../../test/lookups';
import { post } from '../../test/requests';
import { createTestServer, openTestApi } from '../../test/server';
import { cartOf, newCustomer, wishlistOf } from '../../test/shoppers';

const testApi = openTestApi();

/** A laptop of S001 in two colours, the second sold out. */
const LAPTOP = 18;

/** The laptop's colours: one in stock, one sold out. */
async function colours() {
  const [inStock, soldOut] = (await productOf(testApi(), LAPTOP)).variants;
  if (!inStock || !soldOut || inStock.stock === 0 || soldOut.stock !== 0)
    throw new Error(`product ${LAPTOP} is not in stock in one colour and sold out in the other`);
  return { inStock: String(inStock.variant_option_id), soldOut: String(soldOut.variant_option_id) };
}

describe('/wishlist (issue 14, part 5)', () => {
  it.each([
    ['/wishlist', '/login?redirect=%2Fwishlist', 'please login first'],
    ['/kh/wishlist', '/kh/login?redirect=%2Fkh%2Fwishlist', 'សូមចូលគណនីជាមុនសិន'],
    ['/zh/wishlist?product=12', '/zh/login?redirect=%2Fzh%2Fproduct%2F12', '请先登录'],
  ])(
    'a guest on %s reads “please login first” and a link to log in that comes back (%s)',
    async (path, login, words) => {
      const app = createTestServer(testApi());
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
    const app = createTestServer(testApi());
    const html = await (await app.request('/wishlist?product=//evil.example')).text();
    expect(html).toContain('href="/login?redirect=%2Fwishlist"');
  });

  it('a customer sees the wishlist, or the empty text', async () => {
    const app = createTestServer(testApi());
    const cookie = { cookie: (await newCustomer(testApi())).cookie };
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

  it("draws each line's add to cart and remove as forms posting to this page", async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const cookie = { cookie: shopper.cookie };
    const { soldOut } = await colours();
    await app.request(
      '/api/wishlist',
      post({ intent: 'add', product_id: String(LAPTOP), quantity: '1', variant_option_id: soldOut }, cookie),
    );
    const html = await (await app.request('/kh/wishlist', { headers: cookie })).text();
    const [entry] = await wishlistOf(testApi(), shopper);
    expect(html).toContain(
      `<form action="/kh/wishlist" method="post"><input type="hidden" name="intent" value="cart"/><input type="hidden" name="product_id" value="${LAPTOP}"/><input type="hidden" name="variant_option_id" value="${soldOut}"/><button type="submit"`,
    );
    expect(html).toContain(
      `<form action="/kh/wishlist" method="post"><input type="hidden" name="intent" value="remove"/><input type="hidden" name="wishlist_id" value="${entry?.wishlist_id}"/><button type="submit"`,
    );
  });
});

// A wishlist line's forms without JavaScript (the no-JS gaps): this page's action.
describe('POST /wishlist', () => {
  async function customerWithWish(colour: 'inStock' | 'soldOut' = 'soldOut') {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const cookie = { cookie: shopper.cookie };
    const variant = (await colours())[colour];
    await app.request(
      '/api/wishlist',
      post({ intent: 'add', product_id: String(LAPTOP), quantity: '1', variant_option_id: variant }, cookie),
    );
    const [entry] = await wishlistOf(testApi(), shopper);
    return { app, shopper, cookie, variant, id: String(entry?.wishlist_id) };
  }

  it('removes the line and draws the wishlist without it', async () => {
    const { app, shopper, cookie, id } = await customerWithWish();
    const response = await app.request('/zh/wishlist', post({ intent: 'remove', wishlist_id: id }, cookie));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(
      new RegExp(`data-testid="wishlist-outcome"[^>]*>${translate(MESSAGES.zh, 'wishlist.removed')}<`),
    );
    expect(html).toContain('data-testid="wishlist-empty"');
    expect(html).not.toContain('data-testid="wishlist-item"');
    expect(await wishlistOf(testApi(), shopper)).toEqual([]);
  });

  it("adds one of the wished variant to the customer's cart, the line kept", async () => {
    const { app, shopper, cookie, variant } = await customerWithWish('inStock');
    const response = await app.request(
      '/kh/wishlist',
      post({ intent: 'cart', product_id: String(LAPTOP), variant_option_id: variant }, cookie),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(
      new RegExp(`data-testid="wishlist-outcome"[^>]*>${translate(MESSAGES.kh, 'product.addedToCart')}<`),
    );
    expect(html).toContain('data-testid="wishlist-item"');
    expect(
      (await cartOf(testApi(), shopper)).map((l) => [l.product_id, l.variant_option_id, l.quantity]),
    ).toEqual([[LAPTOP, Number(variant), 1]]);
  });

  it("says in the shopper's language that a sold-out wished variant is out of stock, adding nothing", async () => {
    // The sold-out colour: the API refuses it with a 409.
    const { app, shopper, cookie, variant } = await customerWithWish('soldOut');
    const response = await app.request(
      '/kh/wishlist',
      post({ intent: 'cart', product_id: String(LAPTOP), variant_option_id: variant }, cookie),
    );
    expect(response.status).toBe(409);
    expect(await response.text()).toMatch(
      new RegExp(`data-testid="wishlist-outcome"[^>]*>${translate(MESSAGES.kh, 'formError.stock')}<`),
    );
    expect(await cartOf(testApi(), shopper)).toEqual([]);
  });

  it('sends a guest to log in and back to the wishlist, changing nothing', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/kh/wishlist', post({ intent: 'remove', wishlist_id: '5' }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/kh/login?redirect=${encodeURIComponent('/kh/wishlist')}`);
    expect(accountRequests(app.api).filter((r) => r.path.startsWith('/api/wishlist'))).toHaveLength(0);
  });

  it("answers an unknown intent with a 400 and a message in the shopper's language", async () => {
    const app = createTestServer(testApi());
    const cookie = { cookie: (await newCustomer(testApi())).cookie };
    const response = await app.request('/zh/wishlist', post({ intent: 'steal' }, cookie));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(
      new RegExp(`data-testid="wishlist-outcome"[^>]*>${translate(MESSAGES.zh, 'formError.generic')}<`),
    );
  });
});
