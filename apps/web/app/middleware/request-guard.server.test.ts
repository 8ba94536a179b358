import { describe, expect, it } from 'vitest';
import { accountRequests } from '../test/api-edge';
import { sessionCookie } from '../test/requests';
import { createTestServer, openTestApi } from '../test/server';
import { DEMO_CUSTOMER as DEMO } from '../test/shoppers';
import { BODY_LIMIT_BYTES, bodyRefusal, isSameOrigin, ownOrigin } from './request-guard.server';

const testApi = openTestApi();

const headers = (init: Record<string, string>) => new Headers(init);
const login = { email: DEMO.email, password: DEMO.password };

/** A form of another site posting to the shop, as a browser sends it (Origin and Sec-Fetch-*). */
const crossSiteForm = (fields: Record<string, string>, extra: Record<string, string> = {}) => ({
  method: 'POST',
  body: new URLSearchParams(fields),
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    origin: 'https://evil.example',
    'sec-fetch-site': 'cross-site',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
    accept: 'text/html',
    ...extra,
  },
});

describe('isSameOrigin', () => {
  const own = ownOrigin('localhost:3000', false);

  it('is the origin the request was sent to: Host and the scheme as this server sees it', () => {
    expect(own).toBe('http://localhost:3000');
    expect(ownOrigin('Shop.Example', true)).toBe('https://shop.example');
    expect(ownOrigin('shop.example:443', true)).toBe('https://shop.example');
    expect(ownOrigin(null, false)).toBeNull();
    expect(ownOrigin('bad host/x', false)).toBeNull();
  });

  it('accepts an Origin equal to our own, whatever Sec-Fetch-Site says', () => {
    expect(isSameOrigin(headers({ origin: 'http://localhost:3000' }), own)).toBe(true);
    expect(
      isSameOrigin(headers({ origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' }), own),
    ).toBe(true);
  });

  it('refuses another origin: another site, a sibling shop, another scheme or port, null, garbage', () => {
    for (const origin of [
      'https://evil.example',
      'http://s002.localhost:3000',
      'https://localhost:3000',
      'http://localhost:3001',
      'null',
      'not a url',
    ]) {
      expect(isSameOrigin(headers({ origin, 'sec-fetch-site': 'same-origin' }), own), origin).toBe(false);
    }
    expect(isSameOrigin(headers({ origin: 'http://localhost:3000' }), null)).toBe(false);
  });

  it('without Origin, takes Sec-Fetch-Site: same-origin only', () => {
    expect(isSameOrigin(headers({ 'sec-fetch-site': 'same-origin' }), own)).toBe(true);
    for (const site of ['same-site', 'cross-site', 'none']) {
      expect(isSameOrigin(headers({ 'sec-fetch-site': site }), own), site).toBe(false);
    }
  });

  it('refuses a post with neither header (no browser sends one)', () => {
    expect(isSameOrigin(headers({}), own)).toBe(false);
  });
});

describe('bodyRefusal', () => {
  it('lets a body up to 64 KB through and refuses a longer one (413) or one of unknown length (411)', () => {
    expect(BODY_LIMIT_BYTES).toBe(65_536);
    expect(bodyRefusal(headers({ 'content-length': '65536' }))).toBeNull();
    expect(bodyRefusal(headers({}))).toBeNull();
    expect(bodyRefusal(headers({ 'content-length': '65537' }))).toEqual({ status: 413 });
    expect(bodyRefusal(headers({ 'transfer-encoding': 'chunked' }))).toEqual({ status: 411 });
  });
});

describe('form posts through the storefront', () => {
  it('refuses a login form of another site with a 403 page in the shopper language, and signs nobody in', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/kh/login', crossSiteForm(login));
    expect(response.status).toBe(403);
    expect(sessionCookie(response)).toBeUndefined();
    expect(accountRequests(app.api).some((r) => r.path === '/api/auth/login')).toBe(false);
    const html = await response.text();
    expect(html).toContain('data-refused="cross-site"');
    expect(html).toContain('ទម្រង់នេះបានមកពីគេហទំព័រផ្សេង');
    expect(html).toContain('href="/kh"');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
  });

  it('signs in from the shop own login form (Origin of the shop)', async () => {
    const app = createTestServer(testApi());
    const response = await app.request(
      '/login',
      crossSiteForm(login, { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }),
    );
    expect(response.status).toBe(302);
    expect(sessionCookie(response)).toContain('session=');
  });

  it('answers a script call from another site with JSON 403, before the action runs', async () => {
    const app = createTestServer(testApi());
    const response = await app.request(
      '/api/cart',
      crossSiteForm(
        { intent: 'add', product_id: '1', quantity: '1' },
        { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', accept: '*/*' },
      ),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      error: { code: 'cross_site_request', message: 'This request did not come from this shop.' },
    });
  });

  it('refuses a post with neither Origin nor Sec-Fetch-Site', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/locale', {
      method: 'POST',
      body: new URLSearchParams({ lang: 'zh', path: '/' }),
    });
    expect(response.status).toBe(403);
  });

  it('checks every write method and leaves reads alone', async () => {
    const app = createTestServer(testApi());
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await app.request('/api/cart', {
        method,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.status, method).toBe(403);
    }
    const read = await app.request('/login', { headers: { origin: 'https://evil.example' } });
    expect(read.status).toBe(200);
  });

  it('refuses a form over 64 KB with 413 before the action reads it: a page for a form, JSON for a script', async () => {
    const app = createTestServer(testApi());
    // The Node server's requests carry the Content-Length the browser sent; one built in memory
    // does not, so the test writes it.
    const form = new URLSearchParams({
      email: DEMO.email,
      password: 'x'.repeat(BODY_LIMIT_BYTES),
    }).toString();
    const page = await app.request('/zh/login', {
      ...crossSiteForm({}, { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }),
      body: form,
      headers: {
        ...crossSiteForm({}, { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }).headers,
        'content-length': String(Buffer.byteLength(form)),
      },
    });
    expect(page.status).toBe(413);
    expect(await page.text()).toContain('此表单内容过大');
    expect(accountRequests(app.api).some((r) => r.path === '/api/auth/login')).toBe(false);

    const json = JSON.stringify({ intent: 'add', note: 'x'.repeat(BODY_LIMIT_BYTES) });
    const call = await app.request('/api/cart', {
      method: 'POST',
      body: json,
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(json)),
        origin: 'http://localhost:3000',
      },
    });
    expect(call.status).toBe(413);
    expect((await call.json()).error.code).toBe('body_too_large');
  });
});
