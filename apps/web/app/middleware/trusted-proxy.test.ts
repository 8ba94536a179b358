import { describe, expect, it, vi } from 'vitest';
import { post, sessionCookie } from '../test/requests';
import { createTestServer, openTestApi } from '../test/server';
import { DEMO_CUSTOMER as DEMO } from '../test/shoppers';
import { isHttps } from './locale.server';

const testApi = openTestApi();

// This file's app runs behind a proxy it trusts (TRUST_PROXY=true); auth.test.ts checks that
// without it a client's X-Forwarded-Proto changes nothing.
vi.mock('../env.server', async (original) => {
  const actual = await original<typeof import('../env.server')>();
  const trusted = actual.readEnv({ TRUST_PROXY: 'true' });
  return { ...actual, env: () => trusted };
});

describe('isHttps', () => {
  const request = (headers: Record<string, string>, url = 'http://shop.example/') =>
    new Request(url, { headers });

  it("believes X-Forwarded-Proto only from a trusted proxy, and the request's own scheme always", () => {
    expect(isHttps(request({ 'x-forwarded-proto': 'https' }), false)).toBe(false);
    expect(isHttps(request({ 'x-forwarded-proto': 'https' }), true)).toBe(true);
    expect(isHttps(request({ 'x-forwarded-proto': 'HTTPS, http' }), true)).toBe(true);
    expect(isHttps(request({ 'x-forwarded-proto': 'http' }), true)).toBe(false);
    expect(isHttps(request({}), true)).toBe(false);
    expect(isHttps(request({}, 'https://shop.example/'), false)).toBe(true);
  });
});

describe('behind a trusted proxy that says https', () => {
  const https = { 'x-forwarded-proto': 'https' };

  it('marks the session cookie Secure', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/login', post({ email: DEMO.email, password: DEMO.password }, https));
    expect(sessionCookie(response)).toContain('; Secure');
  });

  it('sends HSTS with its pages', async () => {
    const app = createTestServer(testApi());
    expect((await app.request('/', { headers: https })).headers.get('strict-transport-security')).toBe(
      'max-age=31536000',
    );
    expect((await app.request('/')).headers.get('strict-transport-security')).toBeNull();
  });

  it("takes a form from the shop's https origin, not from its http one", async () => {
    const app = createTestServer(testApi());
    const form = (origin: string) =>
      app.request('/login', post({ email: DEMO.email, password: DEMO.password }, { ...https, origin }));
    expect((await form('https://localhost:3000')).status).toBe(302);
    expect((await form('http://localhost:3000')).status).toBe(403);
  });
});
