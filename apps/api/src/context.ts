import type { Database } from '@shop/db';
import type { Locale } from '@shop/i18n';
import type { Context } from 'hono';
import { clientAddress, type ForwardingTrust } from './lib/client-address';
import type { RateLimiter } from './lib/rate-limit';
import type { Sender } from './lib/sender';
import type { LiveProviders, SandboxProviders } from './modules/payments/providers';

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
  /** Who may tell the API a shopper's address (FORWARDED_SECRET, TRUSTED_PROXIES; lib/client-address.ts). */
  forwarding: ForwardingTrust;
  /** How long a search answer is reused (default 5 s; 0 turns the cache off, for measuring). */
  searchCacheMs?: number;
  /**
   * The shop size the search's read budgets are set for (default 100,000: see `walkBudget`). Tests
   * set a small one, so that a small catalogue is read in listing order as a large one is.
   */
  searchShopSize?: number;
}

/** The shop a request is for, resolved once by the store middleware. */
export interface StoreRef {
  id: number;
  code: string;
}

/**
 * The request context every service and query takes first: the world, the shop and the language
 * of the call, and who is calling (an address, for rate limits).
 */
export interface RequestContext {
  deps: Deps;
  store: StoreRef;
  locale: Locale;
  /** The caller's address (lib/client-address.ts): a rate-limit key. */
  client: string;
}

/** The request context of a signed-in call: the shop, the language and the customer. */
export interface CustomerContext extends RequestContext {
  customerId: number;
  /** The session the bearer token opened (logout ends it). */
  sessionId: number;
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
  };
};

/** A request context over a Hono context; the caller's address is worked out when first read. */
class HonoRequestContext implements RequestContext {
  readonly deps: Deps;
  readonly store: StoreRef;
  readonly locale: Locale;
  readonly #c: Context<AppEnv>;

  constructor(c: Context<AppEnv>) {
    this.#c = c;
    this.deps = c.get('deps');
    this.store = c.get('store');
    this.locale = c.get('locale');
  }

  /** Only rate-limited calls read it. */
  get client(): string {
    return clientAddress(this.#c, this.deps.forwarding);
  }
}

class HonoCustomerContext extends HonoRequestContext implements CustomerContext {
  readonly customerId: number;
  readonly sessionId: number;

  constructor(c: Context<AppEnv>) {
    super(c);
    const customer = c.get('customer');
    this.customerId = customer.id;
    this.sessionId = customer.sessionId;
  }
}

/** The context of a shop call (mounted behind the `shopCall` middleware of middleware/index.ts). */
export function requestContext(c: Context<AppEnv>): RequestContext {
  return new HonoRequestContext(c);
}

/** The context of a signed-in call (mounted behind `customerCall`). */
export function customerContext(c: Context<AppEnv>): CustomerContext {
  return new HonoCustomerContext(c);
}
