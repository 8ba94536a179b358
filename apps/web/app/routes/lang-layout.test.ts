import { describe, expect, it } from 'vitest';
import { accountRequests } from '../test/api-edge';
import { post, sessionCookie } from '../test/requests';
import { createTestServer, openTestApi } from '../test/server';
import { cartOf, DEMO_CUSTOMER, newCustomer } from '../test/shoppers';

const testApi = openTestApi();

// The layout's middleware: one check of the first segment for every page, form and resource route.

describe('an unknown first segment', () => {
  it('is a 404 page inside the main layout, whatever the page under it', async () => {
    const app = createTestServer(testApi());
    for (const path of ['/xx/product/1', '/en/category?cat_id=1', '/khmer/compare']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('404 Not Found');
      expect(html, path).toContain('data-footer="default"');
    }
  });

  it('runs no action: no login, no cart change, no API call of the customer', async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const login = await app.request(
      '/xx/login',
      post({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
    );
    expect(login.status).toBe(404);
    expect(sessionCookie(login)).toBeUndefined();
    const cart = await app.request(
      '/zz/api/cart',
      post({ intent: 'add', product_id: '1', variant_option_id: '0' }, { cookie: shopper.cookie }),
    );
    expect(cart.status).toBe(404);
    expect(await cartOf(testApi(), shopper)).toEqual([]);
    expect(accountRequests(app.api)).toHaveLength(0);
  });

  it('is a 404 for the resource routes under it', async () => {
    const app = createTestServer(testApi());
    for (const path of ['/xx/api/compare?ids=1', '/xx/search?q=asus', '/xx/logout']) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });
});
