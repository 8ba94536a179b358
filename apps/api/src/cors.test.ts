import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './test/harness';

// No browser calls the API: the storefront calls it from its server, and its pages' own fetches
// (/api/suggest, /api/compare) go to the storefront's origin. Pictures from /media are plain <img>
// loads, which need no CORS. So no origin, evil or a shop's own, is allowed to read an answer.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

const ORIGINS = ['https://evil.example', 'http://localhost:3000', 'http://s001.localhost:3000'];

describe('cross-origin calls', () => {
  it.each(ORIGINS)('allows no preflight from %s', async (origin) => {
    const res = await api.app.request('/api/auth/login', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-store-code',
      },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-headers')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toBeNull();
  });

  it.each(ORIGINS)('lets %s read no answer, though the call itself is served', async (origin) => {
    const res = await api.get('/api/profile', { origin, 'x-store-code': 'S001' });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const shop = await api.get('/api/store/info?domain=localhost', { origin });
    expect(shop.status).toBe(200);
    expect(shop.headers.get('access-control-allow-origin')).toBeNull();
  });
});
