import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { customers, type Database, openDatabase, stores } from '@shop/db';
import { DEMO_CUSTOMER } from '@shop/db/seed';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSession } from './access/sessions';
import { createApp } from './app';
import { shopContext } from './context';
import { createMetrics } from './lib/metrics';
import { memoryLimiter } from './lib/rate-limit';
import { createSender } from './lib/sender';
import { rows } from './lib/sql';
import { createSandboxProviders } from './modules/payments/providers/sandbox';
import { ASSET_HOST, createTestApi, FORWARDED_SECRET, testLogger } from './test/harness';
import { databaseUrl, dropDatabase } from './test/pg-admin';
import { tcpProxy } from './test/tcp-proxy';

// What a restart or failover of PostgreSQL does to the API: its connections end (the server's
// pg_terminate_backend, 57P01) or the server is gone for a while (connections cut, new ones
// refused). The API must keep running, answer 503 with Retry-After meanwhile, never 500, and serve
// again by itself when the server is back.

const serverUrl = process.env.DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Call {
  at: number;
  status: number;
  retryAfter: string | null;
  body: { code?: number; data?: unknown } | null;
}

type Fetchable = { fetch: (request: Request) => Response | Promise<Response> };

/** The app on a real port, as index.ts serves it. */
async function serveApp(app: Fetchable) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        // fetch keeps its connections open for the next call
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

async function call(base: string, path: string, init?: RequestInit): Promise<Call> {
  const res = await fetch(`${base}${path}`, init);
  const text = await res.text();
  let body: Call['body'] = null;
  try {
    body = JSON.parse(text);
  } catch {}
  return { at: Date.now(), status: res.status, retryAfter: res.headers.get('retry-after'), body };
}

/**
 * Calls that each need the database, `workers` at a time, until stopped: a product page (a
 * pooled query), a cart merge (a transaction on a client of its own) and the readiness check.
 */
function keepCalling(base: string, token: string, workers = 6) {
  const calls: Call[] = [];
  let running = true;
  let n = 0;
  const paths = [
    () => call(base, `/api/products?store_code=S001&row_per_page=5&page=${1 + (n % 7)}`),
    () =>
      call(base, '/api/cart/convert?store_code=S001', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ merge_key: `outage-${randomBytes(6).toString('hex')}`, items: [] }),
      }),
    () => call(base, '/health'),
  ];
  const loops = Array.from({ length: workers }, async () => {
    while (running) calls.push(await (paths[n++ % paths.length] as () => Promise<Call>)());
  });
  return {
    calls,
    async stop() {
      running = false;
      await Promise.all(loops);
      return calls;
    },
  };
}

/** Every answer is a 200, or a 503 in the envelope with Retry-After: never a 500. */
function expectServedOrUnavailable(calls: Call[]) {
  const statuses = new Set(calls.map((c) => c.status));
  expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
  for (const c of calls.filter((c) => c.status === 503)) {
    expect(c.retryAfter).toBe('5');
    expect(c.body?.code).toBe(503);
  }
}

/** How long the API answered 503: from the first to the last, and how many. */
function unavailable(calls: Call[], since: number) {
  const failed = calls.filter((c) => c.status === 503);
  const first = failed[0]?.at;
  const last = failed.at(-1)?.at;
  return {
    calls: calls.length,
    unavailable: failed.length,
    windowMs: first && last ? last - first : 0,
    firstAfterMs: first ? first - since : null,
  };
}

describe.skipIf(!serverUrl)('a database outage (PostgreSQL only: skipped without DATABASE_URL)', () => {
  const uncaught: unknown[] = [];
  const remember = (error: unknown) => uncaught.push(error);
  beforeAll(() => {
    process.on('uncaughtException', remember);
    process.on('unhandledRejection', remember);
  });
  afterAll(() => {
    process.off('uncaughtException', remember);
    process.off('unhandledRejection', remember);
  });
  afterEach(() => {
    expect(uncaught.map(String), 'errors nobody handled').toEqual([]);
  });

  it('keeps serving when the server terminates its connections mid-call: 200 or 503 with Retry-After, never a 500, then 200 again', async () => {
    const api = await createTestApi();
    const served = await serveApp(api.app);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const token = await api.tokenFor('S001');
      const [own] = await rows<{ name: string }>(api.db, sql`select current_database() as name`);
      const database = own?.name as string;

      const load = keepCalling(served.base, token);
      await sleep(300);
      const cutAt = Date.now();
      let terminated = 0;
      for (let round = 0; round < 6; round++) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [database],
        );
        terminated += rows[0]?.n ?? 0;
        await sleep(150);
      }
      const during = await load.stop();
      const after = await Promise.all(Array.from({ length: 12 }, () => call(served.base, '/health')));
      const pages = await Promise.all(
        Array.from({ length: 6 }, (_, i) => call(served.base, `/api/products?store_code=S001&page=${i + 1}`)),
      );

      expect(terminated).toBeGreaterThan(0);
      expect(during.length).toBeGreaterThan(0);
      expectServedOrUnavailable(during);
      expect([...after, ...pages].map((c) => c.status)).toEqual(Array(18).fill(200));
      console.info('[outage] terminated', terminated, 'connections:', unavailable(during, cutAt));
      // Every client went back to the pool (a client lent out forever would shrink the pool at
      // each cut, and keep pool.end() from returning).
      await served.close();
      const closing = api.close().then(() => 'closed');
      expect(await Promise.race([closing, sleep(10_000).then(() => 'a client was never given back')])).toBe(
        'closed',
      );
    } finally {
      await admin.end();
      await served.close();
    }
  });

  it('answers 503 with Retry-After while the server is gone, /health says database down, and serves again by itself when it is back', async () => {
    const { api, proxy, close } = await apiBehindProxy();
    const served = await serveApp(api.app);
    try {
      const token = await api.tokenFor('S001');
      expect((await call(served.base, '/health')).status).toBe(200);
      const load = keepCalling(served.base, token);
      await sleep(300);
      const downAt = Date.now();
      await proxy.stop();
      await sleep(1_000);
      const health = await call(served.base, '/health');
      await sleep(1_000);
      await proxy.start();
      const upAt = Date.now();
      let recoveredAt = 0;
      while (Date.now() - upAt < 10_000) {
        if ((await call(served.base, '/api/products?store_code=S001')).status === 200) {
          recoveredAt = Date.now();
          break;
        }
        await sleep(20);
      }
      await sleep(300);
      const calls = await load.stop();

      expect(health.status).toBe(503);
      expect(health.retryAfter).toBe('5');
      expect(health.body?.data).toEqual({ status: 'down', database: 'down' });
      expectServedOrUnavailable(calls);
      expect(calls.some((c) => c.status === 503)).toBe(true);
      expect(recoveredAt).toBeGreaterThan(0);
      expect(calls.filter((c) => c.at > recoveredAt + 100).map((c) => c.status)).not.toContain(503);
      expect((await call(served.base, '/health')).body?.data).toEqual({ status: 'up', database: 'up' });
      console.info('[outage] server gone for', upAt - downAt, 'ms:', {
        ...unavailable(calls, downAt),
        recoveredAfterBackMs: recoveredAt - upAt,
      });
    } finally {
      await served.close();
      await close();
    }
  });

  it('answers /health 503 within its 2 s timeout when the server accepts connections and never answers', async () => {
    const { api, proxy, close } = await apiBehindProxy();
    try {
      expect((await api.get('/health')).status).toBe(200);
      proxy.blackHole();
      const started = Date.now();
      const down = await api.get('/health');
      expect(down.status).toBe(503);
      expect(down.body.data).toEqual({ status: 'down', database: 'down' });
      expect(Date.now() - started).toBeLessThan(4_000);
      await proxy.start();
      expect((await api.get('/health')).status).toBe(200);
    } finally {
      await close();
    }
  });

  it('answers /health 503 when the pool cannot connect at all (a closed port), and 200 over a live one', async () => {
    const proxy = await tcpProxy({ host: '127.0.0.1', port: 5432 });
    const { port } = proxy;
    await proxy.close();
    const app = appOver(
      drizzle(
        new pg.Pool({ host: '127.0.0.1', port, connectionTimeoutMillis: 1_000 }),
      ) as unknown as Database,
    );
    const res = await app.request('/health');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(((await res.json()) as { data: unknown }).data).toEqual({ status: 'down', database: 'down' });
  });
});

function appOver(db: Database) {
  return createApp({
    db,
    assetHost: ASSET_HOST,
    mediaDir: '/nonexistent',
    receiptsDir: '/nonexistent-receipts',
    payments: createSandboxProviders(),
    sender: createSender(db, {}),
    limiter: memoryLimiter(),
    forwarding: { secret: FORWARDED_SECRET, proxies: [] },
    log: testLogger().log,
    metrics: createMetrics(),
  });
}

/** A copy of the seeded test database, opened by openDatabase through a proxy the test can cut. */
async function apiBehindProxy() {
  const server = new URL(serverUrl as string);
  const proxy = await tcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  const name = `shop_outage_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  await admin.end();
  const url = new URL(databaseUrl(serverUrl as string, name));
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  const handle = await openDatabase({ url: url.toString(), poolSize: 4, connectionTimeoutMs: 2_000 });
  const app = appOver(handle.db);
  return {
    proxy,
    api: {
      app,
      async get(path: string) {
        const res = await app.request(path);
        return { status: res.status, body: (await res.json()) as { data: unknown } };
      },
      async tokenFor(store: string) {
        const [row] = await handle.db
          .select({ storeId: stores.id, customerId: customers.id })
          .from(customers)
          .innerJoin(stores, eq(stores.id, customers.storeId))
          .where(and(eq(stores.code, store), eq(customers.email, DEMO_CUSTOMER.email)));
        if (!row) throw new Error(`No demo customer in ${store}`);
        return (
          await openSession(shopContext({ db: handle.db }, { id: row.storeId, code: store }), row.customerId)
        ).token;
      },
    },
    async close() {
      await proxy.close();
      await handle.close();
      await dropDatabase(serverUrl as string, name);
    },
  };
}
