import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { DEMO_CUSTOMER } from '@shop/db/seed';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsRoutes } from '../app';
import { takeConsoleErrors } from '../test/console';
import { createTestApi, forwardedFrom, type TestApi } from '../test/harness';

// Every call's id, its log line and its metrics, as a caller and an operator meet them.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHOP = { 'x-store-code': 'S001' };

/** The lines the API logged for one request id. */
const linesOf = (id: string) => api.logLines.filter((line) => line.req_id === id);

describe('the request id', () => {
  it('is made for every call and sent back in X-Request-Id', async () => {
    const one = await api.get('/api/categories', SHOP);
    const two = await api.get('/api/categories', SHOP);
    expect(one.status).toBe(200);
    expect(one.headers.get('x-request-id')).toMatch(UUID);
    expect(two.headers.get('x-request-id')).toMatch(UUID);
    expect(two.headers.get('x-request-id')).not.toBe(one.headers.get('x-request-id'));
  });

  it("takes the caller's well-formed X-Request-Id (the storefront's page), and replaces any other", async () => {
    const kept = await api.get('/api/categories', { ...SHOP, 'x-request-id': 'web-0123456789abcdef' });
    expect(kept.headers.get('x-request-id')).toBe('web-0123456789abcdef');
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), 'semi;colon-123456', '<script>12345']) {
      const res = await api.get('/api/categories', { ...SHOP, 'x-request-id': bad });
      expect(res.headers.get('x-request-id'), bad).toMatch(UUID);
    }
  });

  it('is in the body of every error answer, as in its header', async () => {
    const answers = [
      await api.get('/api/nothing-here'),
      await api.get('/api/categories'),
      await api.get('/api/categories', { 'x-store-code': 'S999' }),
      await api.get('/api/cart', SHOP),
      await api.send('POST', '/api/auth/login', { headers: SHOP, body: { email: 'not-an-email' } }),
      await api.send('POST', '/api/auth/login', { headers: SHOP, body: 'x'.repeat(70 * 1024) }),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 400, 404, 401, 400, 413]);
    for (const answer of answers) {
      expect(answer.body.request_id).toMatch(UUID);
      expect(answer.body.request_id).toBe(answer.headers.get('x-request-id'));
      expect(answer.body).toMatchObject({ code: answer.status, data: null });
    }
  });
});

describe('the log', () => {
  it('writes one line a request: shop, method, route pattern, status, milliseconds, id', async () => {
    const res = await api.get('/api/product/1&store_code=S001');
    const id = res.headers.get('x-request-id') as string;
    const lines = linesOf(id).filter((line) => line.msg === 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      service: 'api',
      shop: 'S001',
      method: 'GET',
      status: res.status,
      req_id: id,
    });
    expect(lines[0]?.route).toBe('/api/product/:id');
    expect(typeof lines[0]?.ms).toBe('number');
    expect(typeof lines[0]?.time).toBe('string');
  });

  it('names no password, token or receipt address, on a sign-in or on a receipt', async () => {
    const login = await api.send('POST', '/api/auth/login', {
      headers: { ...SHOP, ...forwardedFrom('10.9.0.1') },
      body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    const receipt = await api.get('/api/receipts/0123456789abcdef0123456789abcdef.jpg?store_code=S001', {
      authorization: `Bearer ${token}`,
    });
    const text = [login, receipt]
      .flatMap((r) => linesOf(r.headers.get('x-request-id') as string))
      .map((line) => JSON.stringify(line))
      .join('\n');
    expect(text).toContain('"route":"/api/auth/login"');
    expect(text).toContain('"route":"/api/receipts/:file"');
    expect(text).not.toContain(DEMO_CUSTOMER.password);
    expect(text).not.toContain(token);
    expect(text).not.toContain('0123456789abcdef0123456789abcdef');
    expect(text).not.toContain(DEMO_CUSTOMER.email);
  });

  it('writes a failure with its stack and the request id, and answers 500 naming the id', async () => {
    // The real app's error handling over a route that fails, through createTestApi's logger.
    const failing = await createTestApi();
    try {
      failing.app.get('/boom', () => {
        throw new Error('kaboom');
      });
      const res = await failing.get('/boom');
      expect(res.status).toBe(500);
      const id = res.headers.get('x-request-id') as string;
      expect(res.body.message).toBe(`Internal server error (request ${id})`);
      expect(res.body.request_id).toBe(id);
      const error = failing.logLines.find((line) => line.req_id === id && line.level === 'error');
      expect(error?.msg).toBe('GET /boom failed');
      expect(error?.err).toMatchObject({
        message: 'kaboom',
        stack: expect.stringContaining('request.test.ts'),
      });
      expect(takeConsoleErrors().join('\n')).toContain('GET /boom failed');
    } finally {
      await failing.close();
    }
  });
});

describe('GET /metrics', () => {
  let server: ReturnType<typeof serve>;
  let origin: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server?.close(resolve)));

  const scrape = async () => {
    const res = await fetch(`${origin}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };
  /** The value of one sample line of the scrape (0 when absent). */
  const sample = (text: string, name: string, labels: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
    return line ? Number(line.split(' ').at(-1)) : 0;
  };

  it('counts requests by route, shop and status, with their latency', async () => {
    const before = await scrape();
    const labels = 'method="GET",route="/api/categories",shop="S002",status="200"';
    for (let i = 0; i < 3; i++)
      expect((await fetch(`${origin}/api/categories?store_code=S002`)).status).toBe(200);
    const after = await scrape();
    expect(sample(after, 'http_requests_total', labels) - sample(before, 'http_requests_total', labels)).toBe(
      3,
    );
    expect(
      sample(
        after,
        'http_request_duration_seconds_count',
        'method="GET",route="/api/categories",shop="S002"',
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(after).toContain('# TYPE http_request_duration_seconds histogram');
    expect(after).toContain('# TYPE payment_outcomes_total counter');
  });

  it('counts rate-limit refusals', async () => {
    const labels = 'route="/api/auth/login",shop="S001"';
    const before = sample(await scrape(), 'rate_limit_refusals_total', labels);
    let refused = 0;
    for (let i = 0; i < 25 && !refused; i++) {
      const res = await fetch(`${origin}/api/auth/login?store_code=S001`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...forwardedFrom('10.77.0.1') },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
      });
      if (res.status === 429) refused++;
    }
    expect(refused).toBe(1);
    expect(sample(await scrape(), 'rate_limit_refusals_total', labels) - before).toBe(1);
  });

  it('answers only a caller on this machine that no proxy forwarded', async () => {
    const proxied = await fetch(`${origin}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(proxied.status).toBe(404);
    expect((await proxied.text()).includes('http_requests_total')).toBe(false);
    // In-process, with no socket to tell where it comes from: refused too.
    expect((await api.get('/metrics')).status).toBe(404);
  });

  it('is not on the API port when METRICS_PORT serves it apart', async () => {
    const apart = await createTestApi({ metricsHere: false });
    const own = new Hono().route('/', metricsRoutes(apart.metrics.registry));
    let s1: ReturnType<typeof serve> | undefined;
    let s2: ReturnType<typeof serve> | undefined;
    try {
      const listen = (fetch: typeof own.fetch) =>
        new Promise<{ server: ReturnType<typeof serve>; url: string }>((resolve) => {
          const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
            resolve({ server, url: `http://127.0.0.1:${info.port}` }),
          );
        });
      const apiPort = await listen(apart.app.fetch);
      const metricsPort = await listen(own.fetch);
      s1 = apiPort.server;
      s2 = metricsPort.server;
      expect((await fetch(`${apiPort.url}/api/categories?store_code=S001`)).status).toBe(200);
      expect((await fetch(`${apiPort.url}/metrics`)).status).toBe(404);
      const text = await (await fetch(`${metricsPort.url}/metrics`)).text();
      expect(text).toContain('route="/api/categories",shop="S001",status="200"');
    } finally {
      await Promise.all(
        [s1, s2].map((s) => new Promise((resolve) => (s ? s.close(resolve) : resolve(null)))),
      );
      await apart.close();
    }
  });
});
