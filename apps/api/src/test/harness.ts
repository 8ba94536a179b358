import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { customers, type Database, openDatabase, staff, stores } from '@shop/db';
import { DEMO_CUSTOMER } from '@shop/db/seed';
import { and, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { openSession } from '../access/sessions';
import { openStaffSession } from '../access/staff-sessions';
import { createApp, type Services } from '../app';
import { type Deps, shopContext } from '../context';
import { createLogger } from '../lib/log';
import { createMetrics, type Metrics } from '../lib/metrics';
import { memoryLimiter } from '../lib/rate-limit';
import { createSender, type Sender } from '../lib/sender';
import { poolState } from '../lib/sql';
import { createSandboxProviders } from '../modules/payments/providers/sandbox';
import { ASSET_HOST } from './asset-host';
// The values the global setup provides (inject), for a project that type-checks this file alone.
import type {} from './global-setup';
import { adminQuery, databaseUrl, dropDatabase as dropTestDatabase } from './pg-admin';

export { ASSET_HOST } from './asset-host';

/** One line the API logged in a test, as its JSON says. */
export type LogLine = Record<string, unknown> & { level: string; msg: string };

/**
 * The logger of a test's API: its lines kept in `lines` for the test to read, a warning shown, an
 * error passed to console.error, which fails the test that caused it (setup.ts) unless it takes it.
 */
export function testLogger(level = process.env.LOG_LEVEL ?? 'info') {
  const lines: LogLine[] = [];
  const log = createLogger({
    level,
    destination: {
      write(text: string) {
        const line = JSON.parse(text) as LogLine;
        lines.push(line);
        if (line.level === 'error' || line.level === 'fatal') console.error(`[api log] ${line.msg}`, line);
        else if (line.level === 'warn') console.warn(`[api log] ${line.msg}`);
      },
    },
  });
  return { log, lines };
}
/** The storefront's secret in tests: `forwardedFrom` sends it. */
export const FORWARDED_SECRET = 'test-forwarded-secret';

/** Headers of a call the storefront forwards for a shopper at `address` (the API believes them). */
export function forwardedFrom(address: string): Record<string, string> {
  return { 'x-forwarded-for': address, 'x-forwarded-secret': FORWARDED_SECRET };
}

/**
 * A fresh, migrated and seeded database with the HTTP app over it: PGlite in memory, or, when
 * DATABASE_URL is set, a new database on that PostgreSQL server, dropped by `close`. Both are
 * copies of the database the global setup seeded once.
 */
export async function createTestApi(
  overrides: Partial<
    Pick<
      Deps,
      | 'limiter'
      | 'forwarding'
      | 'mediaDir'
      | 'receiptsDir'
      | 'payments'
      | 'searchShopSize'
      | 'metrics'
      | 'telegram'
    >
  > &
    Services & {
      sender?: (db: Database) => Sender;
    } = {},
) {
  const serverUrl = process.env.DATABASE_URL;
  let dropDatabase = async () => {};
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  if (serverUrl) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name} template ${inject('templateDatabase')}`);
    handle = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 4 });
    dropDatabase = () => dropTestDatabase(serverUrl, name);
  } else {
    const snapshot = new Blob([await readFile(inject('pgliteSnapshot'))]);
    handle = await openDatabase({ snapshot });
  }
  const limiter = overrides.limiter ?? memoryLimiter();
  const { log, lines } = testLogger();
  const metrics: Metrics = overrides.metrics ?? createMetrics({ pool: () => poolState(handle.db) });
  // Receipts are written by tests that upload: a folder of this API's own, removed by `close`.
  const receiptsDir = overrides.receiptsDir ?? (await mkdtemp(join(tmpdir(), 'receipts-')));
  const deps: Deps = {
    db: handle.db,
    assetHost: ASSET_HOST,
    mediaDir: overrides.mediaDir ?? '/nonexistent',
    receiptsDir,
    payments: overrides.payments ?? createSandboxProviders(),
    sender: (overrides.sender ?? ((db) => createSender(db, {})))(handle.db),
    limiter,
    forwarding: overrides.forwarding ?? { secret: FORWARDED_SECRET, proxies: [] },
    searchShopSize: overrides.searchShopSize,
    log,
    metrics,
    telegram: overrides.telegram,
  };
  const app = createApp(deps, { assistants: overrides.assistants, metricsHere: overrides.metricsHere });

  return {
    app,
    /** What the app was made with (a Telegram sender of a test is made with them too). */
    deps,
    db: handle.db,
    kind: handle.kind,
    /** The lines the API logged, oldest first. */
    logLines: lines,
    metrics,
    /** A request through the real HTTP app; the JSON body parsed. */
    async get<T = any>(path: string, headers: Record<string, string> = {}) {
      const res = await app.request(path, { headers });
      const type = res.headers.get('content-type') ?? '';
      const body = type.includes('json') ? ((await res.json()) as T) : ((await res.text()) as T);
      return { status: res.status, body, headers: res.headers };
    },
    /** Any method through the real HTTP app: a JSON body, a bearer token, more headers. */
    async send<T = any>(
      method: string,
      path: string,
      options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
    ) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.body !== undefined) headers['content-type'] ??= 'application/json';
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const res = await app.request(path, {
        method,
        headers,
        body:
          options.body === undefined
            ? undefined
            : typeof options.body === 'string'
              ? options.body
              : JSON.stringify(options.body),
      });
      const type = res.headers.get('content-type') ?? '';
      const body = type.includes('json') ? ((await res.json()) as T) : ((await res.text()) as T);
      return { status: res.status, body, headers: res.headers };
    },
    /** A bearer token of a customer of a shop (the demo customer by default), made without the login call. */
    async tokenFor(storeCode: string, email: string = DEMO_CUSTOMER.email) {
      const [row] = await handle.db
        .select({ storeId: stores.id, customerId: customers.id })
        .from(customers)
        .innerJoin(stores, eq(stores.id, customers.storeId))
        .where(and(eq(stores.code, storeCode), eq(customers.email, email)));
      if (!row) throw new Error(`No customer ${email} in ${storeCode}`);
      const { token } = await openSession(
        shopContext({ db: handle.db }, { id: row.storeId, code: storeCode }),
        row.customerId,
      );
      return token;
    },
    /** A bearer token of a staff member (a demo one by default: owner@example.com), made without the login call. */
    async staffTokenFor(email = 'owner@example.com') {
      const [row] = await handle.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email));
      if (!row) throw new Error(`No staff member ${email}`);
      const ctx = shopContext({ db: handle.db }, { id: 0, code: '' });
      const { token } = await openStaffSession(ctx, row.id, { userAgent: 'test', address: 'test' });
      return token;
    },
    async close() {
      if (!overrides.receiptsDir) await rm(receiptsDir, { recursive: true, force: true });
      await limiter.close();
      await handle.close();
      await dropDatabase();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;
