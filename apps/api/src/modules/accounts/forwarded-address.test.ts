import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, FORWARDED_SECRET, type TestApi } from '../../test/harness';
import { LIMITS } from './limits';

// Over a real socket from 127.0.0.1: what a caller on the internet can send.
describe('per-address limits and X-Forwarded-For', () => {
  let api: TestApi;
  let server: ReturnType<typeof serve>;
  let base: string;

  beforeAll(async () => {
    api = await createTestApi();
    server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await api.close();
  });

  /** A wrong login for a new e-mail each time (no account lockout), with the given headers. */
  const wrongLogin = (i: number, headers: Record<string, string>) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-store-code': 'S001', ...headers },
      body: JSON.stringify({ email: `nobody${i}-${Date.now()}@example.com`, password: 'wrong password' }),
    });

  it('a caller cannot escape its limit by writing a new X-Forwarded-For on every call', async () => {
    const limit = LIMITS.loginClient('x').limit;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      statuses.push((await wrongLogin(i, { 'x-forwarded-for': `198.51.100.${i + 1}` })).status);
    }
    expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it("the storefront, which knows the secret, has each shopper's address counted apart", async () => {
    const limit = LIMITS.loginClient('x').limit;
    for (let i = 0; i <= limit; i++) {
      const res = await wrongLogin(i, {
        'x-forwarded-for': `203.0.113.${i + 1}`,
        'x-forwarded-secret': FORWARDED_SECRET,
      });
      expect(res.status).toBe(401);
    }
  });
});
