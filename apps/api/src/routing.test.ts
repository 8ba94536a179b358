import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

interface Operation {
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}

/** The routes the app serves, as `METHOD /path/{param}` (Hono's `:param{pattern}` written as OpenAPI's `{param}`). */
function servedRoutes() {
  const served = new Map<string, { method: string; path: string; params: string[] }>();
  for (const route of api.app.routes) {
    if (route.method === 'ALL') continue; // middleware mounted for every method
    const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
    const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
    served.set(`${route.method} ${path}`, { method: route.method.toLowerCase(), path, params });
  }
  return [...served.values()];
}

describe('/openapi.json, made from the routes', () => {
  it('describes every route the app serves, with its path parameters and its answer schema', async () => {
    const { body } = await api.get('/openapi.json');
    const routes = servedRoutes();
    expect(routes.length).toBeGreaterThan(35);
    for (const { method, path, params } of routes) {
      const operation = body.paths[path]?.[method] as Operation | undefined;
      expect(operation, `${method} ${path}`).toBeDefined();
      const declared = (operation?.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), `${method} ${path} path parameters`).toEqual(
        [...params].sort(),
      );
      expect(declared.every((p) => p.required)).toBe(true);
      const ok = Object.values(operation?.responses[200]?.content ?? {});
      expect(ok.length, `${method} ${path} answer`).toBeGreaterThan(0);
      expect(
        ok.every((media) => media.schema !== undefined),
        `${method} ${path} answer schema`,
      ).toBe(true);
    }
  });

  it('describes no route the app does not serve', async () => {
    const { body } = await api.get('/openapi.json');
    const served = new Set(servedRoutes().map((r) => `${r.method} ${r.path}`));
    const documented = Object.entries(body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, item]) => Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(documented.filter((operation) => !served.has(operation))).toEqual([]);
  });

  it('documents the shop and language parameters of a shop call, and the bearer token of a customer call', async () => {
    const { body } = await api.get('/openapi.json');
    const names = (op: Operation) => (op.parameters ?? []).map((p) => `${p.in}:${p.name}`);
    const products = body.paths['/api/products'].get as Operation;
    expect(names(products)).toEqual(
      expect.arrayContaining([
        'query:store_code',
        'query:lang',
        'header:X-Store-Code',
        'header:Accept-Language',
        'query:name',
      ]),
    );
    expect(body.paths['/api/wishlist'].get.security).toEqual([{ bearer: [] }]);
    expect(body.paths['/api/products'].get.security).toBeUndefined();
    const errors = body.paths['/api/cart/add'].post.responses;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['200', '400', '401', '404']));
    expect(errors[401].content['application/json'].schema.properties.data).toEqual({ type: 'null' });
  });

  it('documents the Idempotency-Key of every write of a customer but logout and the payment poll, of every write of the staff in a shop, and of no other call', async () => {
    const { body } = await api.get('/openapi.json');
    const keyed: string[] = [];
    for (const [path, item] of Object.entries(body.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!(operation.parameters ?? []).some((p) => p.in === 'header' && p.name === 'Idempotency-Key'))
          continue;
        keyed.push(`${method.toUpperCase()} ${path}`);
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain('422');
      }
    }
    expect(keyed.sort()).toEqual(
      [
        'DELETE /api/cart/remove/{id}',
        'DELETE /api/profile/location/{id}',
        'DELETE /api/wishlist/remove/{id}',
        'POST /api/cart/add',
        'POST /api/cart/add-many',
        'POST /api/cart/convert',
        'POST /api/profile/location/add',
        'POST /api/profile/location/{id}/default',
        'POST /api/wishlist/add',
        'PUT /api/cart/update/{id}',
        'PUT /api/profile',
        'PUT /api/profile/location/{id}',
        // A retried start of a payment gets the same QR back, not a second payment.
        'POST /payment/generate_khqr',
        // A retried or double-clicked checkout replays its first answer: one order.
        'POST /api/checkout',
        'POST /checkout',
        // Cancelling twice answers the first cancel (not "already cancelled").
        'POST /api/checkout/cancel/{id}',
        'POST /payment/simulate',
        // A new receipt sent twice is one new payment.
        'POST /api/checkout/receipt/{id}',
        // The back office: every write in a shop (a resent form is done once).
        'POST /admin/api/orders/{id}/transition',
        'POST /admin/api/orders/{id}/notes',
        'POST /admin/api/payments/{id}/review',
        'POST /admin/api/payments/{id}/collect',
        'POST /admin/api/payments/{id}/refund',
        'POST /admin/api/staff',
        'PUT /admin/api/staff/{id}',
        'DELETE /admin/api/staff/{id}',
        'PUT /admin/api/shop/security',
        'PUT /admin/api/telegram',
        'PUT /admin/api/settings',
        'PUT /admin/api/settings/money',
        'POST /admin/api/telegram/outbox/{id}/retry',
        'POST /admin/api/products',
        'PUT /admin/api/products/{id}',
        'POST /admin/api/products/bulk',
        'POST /admin/api/products/{id}/stock',
        'PUT /admin/api/products/{id}/variants',
        'POST /admin/api/categories',
        'PUT /admin/api/categories/order',
        'PUT /admin/api/categories/{id}',
        'DELETE /admin/api/categories/{id}',
        'POST /admin/api/categories/{id}/groups',
        'PUT /admin/api/categories/{id}/groups/order',
        'PUT /admin/api/category-groups/{id}',
        'DELETE /admin/api/category-groups/{id}',
        'POST /admin/api/category-groups/{id}/subcategories',
        'PUT /admin/api/category-groups/{id}/subcategories/order',
        'PUT /admin/api/subcategories/{id}',
        'DELETE /admin/api/subcategories/{id}',
        'POST /admin/api/brands',
        'PUT /admin/api/brands/order',
        'PUT /admin/api/brands/{id}',
        'DELETE /admin/api/brands/{id}',
        'POST /admin/api/products/{id}/images',
        'PUT /admin/api/products/{id}/images',
        'DELETE /admin/api/products/{id}/images/{imageId}',
        'POST /admin/api/categories/{id}/image',
        'POST /admin/api/brands/{id}/image',
        'POST /admin/api/shop/logo',
        'POST /admin/api/content/help-categories',
        'PUT /admin/api/content/help-categories/order',
        'PUT /admin/api/content/help-categories/{id}',
        'DELETE /admin/api/content/help-categories/{id}',
        'PUT /admin/api/content/help-categories/{id}/articles/order',
        'POST /admin/api/content/help-articles',
        'PUT /admin/api/content/help-articles/{id}',
        'PUT /admin/api/content/help-articles/{id}/published',
        'DELETE /admin/api/content/help-articles/{id}',
        'POST /admin/api/content/policy',
        'PUT /admin/api/content/policy/order',
        'PUT /admin/api/content/policy/{id}',
        'PUT /admin/api/content/policy/{id}/published',
        'DELETE /admin/api/content/policy/{id}',
        'POST /admin/api/content/news',
        'PUT /admin/api/content/news/{id}',
        'PUT /admin/api/content/news/{id}/published',
        'DELETE /admin/api/content/news/{id}',
        'POST /admin/api/tickets',
        'POST /admin/api/tickets/{id}/status',
      ].sort(),
    );
  });
});
