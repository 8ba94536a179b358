import { describe, expect, it } from 'vitest';
import type { TestApi } from '../../../../api/src/test/harness';
import { accountRequests } from '../../test/api-edge';
import { createTestServer, openTestApi, type TestServer } from '../../test/server';
import { asCustomer, cartOf, newCustomer } from '../../test/shoppers';

const testApi = openTestApi();

// /buynow/{id}: checkout of one product, priced by the API, ordered through POST /checkout with
// the cart untouched; against the real API.

/** A new customer with product 2 in the server cart and one saved address. */
async function customer(api: TestApi) {
  const shopper = await newCustomer(api);
  await asCustomer(api, shopper, 'POST', '/api/cart/add', {
    product_id: 2,
    quantity: 1,
    variant_option_id: 0,
  });
  const address = (await asCustomer(api, shopper, 'POST', '/api/profile/location/add', {
    name: 'Home',
    description: 'St 130',
    lat: 11.5,
    long: 104.9,
  })) as { id: number };
  return { shopper, cookie: shopper.cookie, addressId: address.id };
}

/** The storefront's buy-now orders (POST /checkout). */
const buyNowCalls = (app: TestServer) => accountRequests(app.api).filter((r) => r.path === '/checkout');

function multipart(fields: Record<string, string>, cookie: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return { method: 'POST', body: form, headers: { cookie, 'sec-fetch-site': 'same-origin' } };
}

describe('/buynow/{id}', () => {
  it('sends a guest to log in and back to the same product and quantity', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/zh/buynow/1?quantity=2');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/zh/login?redirect=${encodeURIComponent('/zh/buynow/1?quantity=2')}`,
    );
  });

  it('shows the one product at the quantity asked, priced by the API, and the quantity control', async () => {
    const app = createTestServer(testApi());
    const { cookie } = await customer(testApi());
    const response = await app.request('/kh/buynow/1?quantity=3', { headers: { cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const quote = accountRequests(app.api).find((r) => r.path === '/api/checkout/quote');
    expect(quote).toBeTruthy();
    expect(app.api.calls).toContain(
      '/api/checkout/quote?type=buynow&product_id=1&quantity=3&variant_option_id=0',
    );
    expect(html).toContain('ទិញឥឡូវ');
    expect(html).toMatch(/name="quantity" value="3"/);
    expect(html).toMatch(/name="product_id" value="1"/);
    // Only the product bought now, not the cart's line (product 2).
    expect(html).toContain('href="/kh/product/1"');
    expect(html).not.toContain('href="/kh/product/2"');
    // No floating chat buttons over the form (the product page has them).
    const chat = 'href="/kh/chat"';
    expect(html).not.toContain(chat);
    expect(await (await app.request('/kh/product/1', { headers: { cookie } })).text()).toContain(chat);
  });

  it('orders the product by cash on delivery without JavaScript, and leaves the cart as it was', async () => {
    const app = createTestServer(testApi());
    const { shopper, cookie, addressId } = await customer(testApi());
    const page = await (await app.request('/buynow/1?quantity=2', { headers: { cookie } })).text();
    const key = page.match(/name="idempotency_key" value="([^"]+)"/)?.[1];
    expect(key).toBeTruthy();
    const placed = await app.request(
      '/buynow/1?quantity=2',
      multipart(
        {
          address: String(addressId),
          payment_method: 'cod',
          checkout_type: 'buynow',
          product_id: '1',
          quantity: '2',
          variant_option_id: '0',
          idempotency_key: key ?? '',
        },
        cookie,
      ),
    );
    expect(placed.status).toBe(302);
    expect(placed.headers.get('location')).toMatch(
      /^\/account\/myaccount\/myorders\/checkout-detail\/\d+\?placed=1$/,
    );
    const [order] = buyNowCalls(app);
    expect(order?.body).toMatchObject({
      product_id: 1,
      quantity: 2,
      variant_option_id: 0,
      checkout_type: 'buynow',
      payment_method: 'cod',
      payment_type: 'cash',
    });
    expect(accountRequests(app.api).some((r) => r.path === '/api/checkout')).toBe(false);
    expect((await cartOf(testApi(), shopper)).map((l) => l.product_id)).toEqual([2]);
  });

  it('buys only this page’s product, whatever product_id a form posts', async () => {
    const app = createTestServer(testApi());
    const { cookie, addressId } = await customer(testApi());
    await app.request(
      '/buynow/1',
      multipart(
        { address: String(addressId), payment_method: 'cod', product_id: '2', quantity: '1' },
        cookie,
      ),
    );
    expect(buyNowCalls(app)[0]?.body).toMatchObject({ product_id: 1, quantity: 1 });
  });

  it('answers the 404 page for a product the shop does not sell and for no product', async () => {
    const app = createTestServer(testApi());
    const { cookie } = await customer(testApi());
    for (const path of ['/buynow/999999', '/buynow', '/buynow/abc']) {
      const response = await app.request(path, { headers: { cookie } });
      expect(response.status, path).toBe(404);
    }
  });
});

describe('the login redirect of a client navigation', () => {
  it('comes back to the page itself, not to the data request’s loaders', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/zh/buynow/1.data?quantity=2&_routes=routes%2Fcheckout%2Fbuynow');
    const redirectedTo = response.headers.get('x-remix-redirect') ?? (await response.text());
    expect(redirectedTo).toContain(`/zh/login?redirect=${encodeURIComponent('/zh/buynow/1?quantity=2')}`);
    expect(redirectedTo).not.toContain('_routes');
  });
});
