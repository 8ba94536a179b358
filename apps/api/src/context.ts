import type { Database } from '@shop/db';
import type { Locale } from '@shop/i18n';
import type { RateLimiter } from './lib/rate-limit';
import type { Sender } from './modules/messages/sender';

/** What the API needs from the world: created once in index.ts, or by a test. */
export interface Deps {
  db: Database;
  /** Origin prefixed to relative image paths. */
  assetHost: string;
  /** Directory of uploaded files. */
  mediaDir: string;
  /** SMS and e-mail: the outbox table, plus SMTP when configured. */
  sender: Sender;
  /** Rate-limit counters: in memory, or in Redis with REDIS_URL. */
  limiter: RateLimiter;
  /** The client address of a call is the first X-Forwarded-For entry (see lib/client-address.ts). */
  trustProxy: boolean;
}

/** The shop a request is for, resolved once by the store middleware. */
export interface StoreRef {
  id: number;
  code: string;
}

/** The request context every service takes first: who (shop) and in which language. */
export interface RequestContext {
  deps: Deps;
  store: StoreRef;
  locale: Locale;
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
