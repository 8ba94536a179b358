import type { Channel, StaffRole } from '@shop/contracts';
import type { Database } from '@shop/db';
import type { Locale } from '@shop/i18n';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { clientAddress, type ForwardingTrust } from './lib/client-address';
import { createLogger, type Logger } from './lib/log';
import type { Metrics } from './lib/metrics';
import type { RateLimiter } from './lib/rate-limit';
import type { Sender } from './lib/sender';
import type { LiveProviders, SandboxProviders } from './modules/payments/providers';
import type { TelegramSettings } from './modules/telegram/settings';

/** What the API needs from the world: created once in index.ts, or by a test. */
export interface Deps {
  db: Database;
  /** Origin prefixed to relative image paths. */
  assetHost: string;
  /** Directory of uploaded public files. */
  mediaDir: string;
  /** Directory of bank-transfer receipts: private (modules/media/receipts.ts). */
  receiptsDir: string;
  /** SMS and e-mail: the outbox table, plus SMTP when configured. */
  sender: Sender;
  /** The payment providers of this process: sandbox (the default) or live (PAYMENTS_MODE). */
  payments: SandboxProviders | LiveProviders;
  /** Rate-limit counters: in memory, or in Redis with REDIS_URL. */
  limiter: RateLimiter;
  /** JSON lines on standard output (LOG_LEVEL); a request writes through its child, `ctx.log`. */
  log: Logger;
  /** The Prometheus metrics of this app (GET /metrics). */
  metrics: Metrics;
  /** Who may tell the API a shopper's address (FORWARDED_SECRET, TRUSTED_PROXIES; lib/client-address.ts). */
  forwarding: ForwardingTrust;
  /**
   * An object that lives as long as the app (createApp makes it): caches that must outlive a
   * request's transaction, and be cleared from inside one, are kept on it (a keyed call's
   * transaction-bound `deps` is a copy that keeps it).
   */
  scope?: object;
  /** The back office's public origin (ADMIN_URL): the links of invitation e-mails. */
  adminUrl?: string;
  /** The platform's Telegram bot (TELEGRAM_BOT_TOKEN): none, and nothing is sent to the shops' groups. */
  telegram?: TelegramRuntime;
  /** How long a search answer is reused (default 5 s; 0 turns the cache off, for measuring). */
  searchCacheMs?: number;
  /**
   * The shop size the search's read budgets are set for (default 100,000: see `walkBudget`). Tests
   * set a small one, so that a small catalogue is read in listing order as a large one is.
   */
  searchShopSize?: number;
}

/** The Telegram bot of this process: its settings, and a way to have its sender look for work now. */
export interface TelegramRuntime {
  settings: TelegramSettings;
  /** The bot's @username (getMe at start): the staff's link codes become t.me links. */
  username?: string;
  wake(): void;
}

/** The shop a request is for, resolved once by the store middleware. */
export interface StoreRef {
  id: number;
  code: string;
}

/**
 * What every service and query takes first (STYLE.md): the world (`deps`), the database of this
 * request (`db`: the pool, or the transaction the request runs in), and the request's id. A call
 * made before its shop is known (the shop's own lookup) takes this; shop calls take more.
 */
export interface AppContext {
  readonly deps: Deps;
  /** The request's id (X-Request-Id): on every log line, in every error answer. */
  readonly requestId: string;
  /** The request's logger: `deps.log` with the request's id on every line. */
  readonly log: Logger;
  /**
   * Where this request reads and writes: the pool, or inside `inTransaction` (and a call with an
   * Idempotency-Key, which runs in its key's transaction) that transaction. Never `deps.db` in a
   * service: that is the pool, outside the request's transaction.
   */
  readonly db: Database;
}

/** A call's context once its shop is known (the session lookup, before the language is). */
export interface StoreContext extends AppContext {
  readonly store: StoreRef;
}

/** The request context of a shop call: the shop and the language, and who is calling (an address, for rate limits). */
export interface RequestContext extends StoreContext {
  readonly locale: Locale;
  /** The caller's address (lib/client-address.ts): a rate-limit key. */
  readonly client: string;
}

/** The request context of a signed-in call: the shop, the language and the customer. */
export interface CustomerContext extends RequestContext {
  readonly customerId: number;
  /** The session the bearer token opened (logout ends it). */
  readonly sessionId: number;
}

/** The signed-in staff member of a back-office call, set by the `requireStaff` middleware. */
export interface StaffRef {
  id: number;
  sessionId: number;
  email: string;
  name: string;
  operator: boolean;
  /** Whether they sign in with a second factor. */
  totp: boolean;
}

/** A staff member's role in the shop a call acts on (the `staffShop` middleware's finding). */
export type ShopRole = StaffRole;

/**
 * The context of a back-office call: the shop acted on, the language, and who acts in what role
 * from where (the audit log's who, channel and address).
 */
export interface StaffContext extends RequestContext {
  readonly staff: StaffRef;
  readonly role: StaffRole;
  readonly channel: Channel;
}

/** The signed-in customer of a request, set by the `requireCustomer` middleware. */
export interface CustomerRef {
  id: number;
  sessionId: number;
}

export type AppEnv = {
  Variables: {
    deps: Deps;
    locale: Locale;
    store: StoreRef;
    customer: CustomerRef;
    staff: StaffRef;
    role: StaffRole;
    requestId: string;
    log: Logger;
  };
};

/** The context of any call, before its shop is known (the store middleware's lookup). */
export function appContext(c: Context<AppEnv>): AppContext {
  const deps = c.get('deps');
  return { deps, db: deps.db, requestId: c.get('requestId'), log: c.get('log') };
}

/** The context of a call whose shop is known (mounted behind the `store` middleware). */
export function storeContext(c: Context<AppEnv>): StoreContext {
  return { ...appContext(c), store: c.get('store') };
}

/**
 * The context of a shop call (mounted behind the `shopCall` middleware of middleware/index.ts).
 * The caller's address is worked out when first read: only rate-limited calls read it.
 */
export function requestContext(c: Context<AppEnv>): RequestContext {
  const deps = c.get('deps');
  let client: string | undefined;
  return {
    deps,
    db: deps.db,
    requestId: c.get('requestId'),
    log: c.get('log'),
    store: c.get('store'),
    locale: c.get('locale'),
    get client() {
      client ??= clientAddress(c, deps.forwarding);
      return client;
    },
  };
}

/** The context of a signed-in call (mounted behind `customerCall`). */
export function customerContext(c: Context<AppEnv>): CustomerContext {
  return asCustomer(requestContext(c), c.get('customer'));
}

/** The context of a back-office call of a shop (mounted behind `staffShop`). */
export function staffContext(c: Context<AppEnv>): StaffContext {
  return asStaff(requestContext(c), c.get('staff'), c.get('role'), 'web');
}

/** `ctx` acted in by `staff` in `role`, from `channel` (the web admin, a Telegram button). */
export function asStaff(
  ctx: RequestContext,
  staff: StaffRef,
  role: StaffRole,
  channel: Channel,
): StaffContext {
  return extend(ctx, { staff, role, channel });
}

/** `ctx` signed in as `customer` (a call whose token is optional, once it is known). */
export function asCustomer(ctx: RequestContext, customer: CustomerRef): CustomerContext {
  return extend(ctx, { customerId: customer.id, sessionId: customer.sessionId });
}

/** Whether a shop call is signed in. */
export const isSignedIn = (ctx: RequestContext): ctx is CustomerContext => 'customerId' in ctx;

/**
 * A shop's context made outside a request (tests, scripts, benchmarks): the same shape the routes
 * build, with the caller's address given.
 */
export function shopContext(
  deps: Pick<Deps, 'db'> & Partial<Deps>,
  store: StoreRef,
  locale: Locale = 'en',
  client = 'local',
): RequestContext {
  const log = deps.log ?? createLogger({ level: 'silent' });
  return { deps: deps as Deps, db: deps.db, requestId: 'local', log, store, locale, client };
}

/**
 * Runs `work` in a transaction, on a context whose `db` is it: the request's own when it already
 * runs in one (a call with an Idempotency-Key: its key's transaction rolls back whole on any
 * failure, so a savepoint would only cost round trips), else a new one. Everything `work` passes
 * its context to reads and writes inside the transaction.
 */
export function inTransaction<C extends AppContext, T>(ctx: C, work: (ctx: C) => Promise<T>): Promise<T> {
  if (isTransaction(ctx.db)) return work(ctx);
  return ctx.db.transaction((tx) => work(extend(ctx, { db: tx as unknown as Database })));
}

/** Whether `db` is a transaction (a plain boolean: `instanceof` would narrow away the schema). */
export const isTransaction = (db: object): boolean => db instanceof PgTransaction;

/**
 * A copy of `ctx` with some fields replaced or added; a lazy field stays lazy. A context is never
 * changed in place: a transaction's context is a new one.
 */
function extend<C extends object, E extends object>(ctx: C, extra: E): C & E {
  return Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(ctx), ...Object.getOwnPropertyDescriptors(extra) },
  ) as C & E;
}
