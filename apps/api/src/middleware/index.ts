import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { requireCustomer } from './customer';
import { locale } from './locale';
import { store } from './store';

// The middleware stacks of the API, each named once. Routes declare one of them; the handler then
// builds its context with `requestContext(c)` or `customerContext(c)` (context.ts).

/** A call of a shop: the shop (`store_code` / X-Store-Code), then the language. */
export const shopCall: MiddlewareHandler<AppEnv>[] = [store, locale];

/** A call of a signed-in customer of a shop: the shop, the bearer token's customer, the language. */
export const customerCall: MiddlewareHandler<AppEnv>[] = [store, requireCustomer, locale];

export { locale, requireCustomer, store };
