import { MESSAGES, type MessageKey, type Messages, translate } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { accountRequests } from '../../test/api-edge';
import { productOf } from '../../test/lookups';
import { post } from '../../test/requests';
import { createTestServer, openTestApi } from '../../test/server';
import { cartOf, newCustomer, wishlistOf } from '../../test/shoppers';

const testApi = openTestApi();

/**
 * Product 1 of S001 (a laptop in two colours): its colour choice's field (`variant-{type}`), the
 * default colour's variant, and the other colour's option and variant.
 */
async function laptop() {
  const product = await productOf(testApi(), 1);
  const [colour] = product.variant_option_type;
  const other = colour?.data.find((o) => o.id !== colour.selected.id);
  const variantOf = (option?: number) =>
    String(
      product.variants.find((v) => option !== undefined && v.option_ids.includes(option))?.variant_option_id,
    );
  if (!colour || !other) throw new Error('product 1 has no second colour');
  return {
    field: `variant-${colour.id}`,
    defaultVariant: variantOf(colour.selected.id),
    otherOption: String(other.id),
    otherVariant: variantOf(other.id),
  };
}

/** A customer of the test's own and their session cookie. */
async function customer() {
  const shopper = await newCustomer(testApi());
  return { shopper, cookie: { cookie: shopper.cookie } };
}

/** The page's line telling how the form went, holding `key`'s text. */
const outcome = (testId: string, messages: Messages, key: MessageKey) =>
  new RegExp(`data-testid="${testId}"[^>]*>(<[^>]+>)*${translate(messages, key)}<`);

// "Add to cart" on the product page as a plain form (issue 14, part 3): without JavaScript, or
// tapped before the page is hydrated.
describe('POST /product/:id (add to cart)', () => {
  it('is a form around the button, with the default variant', async () => {
    const app = createTestServer(testApi());
    const html = await (await app.request('/product/1')).text();
    expect(html).toMatch(
      /<form[^>]* method="post"><input type="hidden" name="quantity" value="1"\/><input type="hidden" name="variant_option_id" value="\d+"\/><button type="submit"/,
    );
  });

  it('sends a guest to log in and back to the product, adding nothing', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/kh/product/1', post({ quantity: '1', variant_option_id: '0' }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/kh/login?redirect=${encodeURIComponent('/kh/product/1')}`,
    );
    expect(accountRequests(app.api).filter((r) => r.path === '/api/cart/add')).toHaveLength(0);
  });

  it("adds one to the customer's server cart and says so on the page", async () => {
    const app = createTestServer(testApi());
    const { shopper, cookie } = await customer();
    const response = await app.request(
      '/zh/product/3',
      post({ quantity: '1', variant_option_id: '0' }, cookie),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(translate(MESSAGES.zh, 'product.addedToCart'));
    expect(html).toContain('data-testid="add-to-cart-outcome"');
    expect((await cartOf(testApi(), shopper)).map((l) => [l.product_id, l.quantity])).toEqual([[3, 1]]);
  });

  it("answers a bad quantity with a 400 page saying so in the shopper's language, not a 500", async () => {
    const app = createTestServer(testApi());
    const { shopper, cookie } = await customer();
    const response = await app.request(
      '/kh/product/1',
      post({ quantity: 'lots', variant_option_id: '0' }, cookie),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(outcome('add-to-cart-outcome', MESSAGES.kh, 'formError.quantity'));
    expect(await cartOf(testApi(), shopper)).toEqual([]);
  });

  it('answers a combination the product does not sell by asking for another choice, adding nothing', async () => {
    const app = createTestServer(testApi());
    const { shopper, cookie } = await customer();
    const { field, defaultVariant } = await laptop();
    const response = await app.request(
      '/zh/product/1',
      post({ quantity: '1', variant_option_id: defaultVariant, [field]: '99999' }, cookie),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(outcome('add-to-cart-outcome', MESSAGES.zh, 'formError.variant'));
    expect(await cartOf(testApi(), shopper)).toEqual([]);
  });

  it("says a quantity beyond the stock is not in stock (the API's 409), the cart unchanged", async () => {
    const app = createTestServer(testApi());
    const { shopper, cookie } = await customer();
    // The default colour of product 1, with its stock as the API says.
    const variant = (await productOf(testApi(), 1)).variants[0];
    const stock = variant?.stock ?? 0;
    expect(stock).toBeGreaterThan(3);
    const id = String(variant?.variant_option_id);
    const first = await app.request(
      '/kh/product/1',
      post({ quantity: String(stock - 2), variant_option_id: id }, cookie),
    );
    expect(first.status).toBe(200);
    const response = await app.request(
      '/kh/product/1',
      post({ quantity: '3', variant_option_id: id }, cookie),
    );
    expect(response.status).toBe(409);
    expect(await response.text()).toMatch(outcome('add-to-cart-outcome', MESSAGES.kh, 'formError.stock'));
    expect((await cartOf(testApi(), shopper)).map((l) => [l.variant_option_id, l.quantity])).toEqual([
      [Number(id), stock - 2],
    ]);
  });

  it('holds "Buy now" and a customer\'s "Add to wishlist" as its own buttons, each naming its intent', async () => {
    const app = createTestServer(testApi());
    const { cookie } = await customer();
    const { field } = await laptop();
    const html = await (await app.request('/product/1', { headers: cookie })).text();
    const form = /<form id="add-to-cart"[^>]*>(.*?)<\/form>/s.exec(html)?.[1] ?? '';
    const intents = [...form.matchAll(/<button type="submit" value="([a-z-]+)"[^>]* name="intent">/g)];
    expect(intents.map((m) => m[1])).toEqual(['cart', 'buy-now', 'wishlist']);
    // The option radios stand outside the form and belong to it.
    expect(html).toMatch(
      new RegExp(
        `<input type="radio"[^>]* form="add-to-cart"[^>]* name="${field}"|<input type="radio"[^>]* name="${field}"[^>]* form="add-to-cart"`,
      ),
    );
  });
});

// "Add to wishlist" and "Buy now" through the same form, without JavaScript (the no-JS gaps).
describe('POST /product/:id (add to wishlist)', () => {
  it("adds the chosen variant to the customer's wishlist and says so on the page", async () => {
    const app = createTestServer(testApi());
    const { shopper, cookie } = await customer();
    const { field, defaultVariant, otherOption, otherVariant } = await laptop();
    const response = await app.request(
      '/zh/product/1',
      post(
        { intent: 'wishlist', quantity: '1', variant_option_id: defaultVariant, [field]: otherOption },
        cookie,
      ),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(
      new RegExp(`data-testid="wishlist-outcome"[^>]*>${translate(MESSAGES.zh, 'notify.addedToWishlist')}<`),
    );
    expect((await wishlistOf(testApi(), shopper)).map((w) => [w.product_id, w.variant_option_id])).toEqual([
      [1, Number(otherVariant)],
    ]);
    // Nothing went to the cart.
    expect(await cartOf(testApi(), shopper)).toEqual([]);
  });

  it('sends a guest to log in and back to the product, adding nothing', async () => {
    const app = createTestServer(testApi());
    const { field, defaultVariant, otherOption } = await laptop();
    const response = await app.request(
      '/kh/product/1',
      post({ intent: 'wishlist', quantity: '1', variant_option_id: defaultVariant, [field]: otherOption }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/kh/login?redirect=${encodeURIComponent('/kh/product/1')}`,
    );
    expect(accountRequests(app.api).filter((r) => r.path.startsWith('/api/wishlist'))).toHaveLength(0);
  });
});

describe('POST /product/:id (buy now)', () => {
  it.each([
    ['a guest', false],
    ['a customer', true],
  ])('sends %s to the buy-now checkout of the chosen variant, the cart untouched', async (_, signedIn) => {
    const app = createTestServer(testApi());
    const headers: Record<string, string> = signedIn ? (await customer()).cookie : {};
    const { field, defaultVariant, otherOption, otherVariant } = await laptop();
    const response = await app.request(
      '/kh/product/1',
      post(
        { intent: 'buy-now', quantity: '1', variant_option_id: defaultVariant, [field]: otherOption },
        headers,
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/kh/buynow/1?quantity=1&variant_option_id=${otherVariant}`,
    );
    expect(accountRequests(app.api).filter((r) => r.path.startsWith('/api/cart'))).toHaveLength(0);
  });

  it('without a choice posted, buys the default variant the form carries', async () => {
    const app = createTestServer(testApi());
    const response = await app.request(
      '/product/3',
      post({ intent: 'buy-now', quantity: '1', variant_option_id: '0' }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/buynow/3?quantity=1&variant_option_id=0');
  });

  it('answers a combination the product does not sell with a 400 page asking for another choice', async () => {
    const app = createTestServer(testApi());
    const { field, defaultVariant } = await laptop();
    const response = await app.request(
      '/kh/product/1',
      post({ intent: 'buy-now', quantity: '1', variant_option_id: defaultVariant, [field]: '99999' }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(outcome('buy-now-outcome', MESSAGES.kh, 'formError.variant'));
  });
});
