import { accountCalls } from './account';
import { adminCalls } from './admin';
import { aftersalesCalls } from './aftersales';
import { cartCalls } from './cart';
import { catalogueCalls } from './catalogue';
import { checkoutCalls } from './checkout';
import { type ApiClientOptions, createCaller } from './core';
import { helpCalls } from './help';
import { orderCalls } from './orders';
import { pcbuilderCalls } from './pcbuilder';
import { serviceCalls } from './services';
import { wishlistCalls } from './wishlist';

export type { AdminClient } from './admin';
export type { ProductQuery } from './catalogue';
export {
  type ApiClientOptions,
  ApiError,
  type Caller,
  IdempotencyKeySchema,
  type ShopContext,
  type WriteOptions,
} from './core';
export type { PartsFilter } from './pcbuilder';

/**
 * The typed client of the commerce API that the storefront uses, one file per domain. Answers are
 * checked with the same Zod schemas the API's routes declare.
 */
export function createApiClient(options: ApiClientOptions) {
  const call = createCaller(options);
  return {
    ...catalogueCalls(call),
    ...accountCalls(call),
    ...cartCalls(call),
    ...wishlistCalls(call),
    ...checkoutCalls(call),
    ...orderCalls(call),
    ...serviceCalls(call),
    ...helpCalls(call),
    ...aftersalesCalls(call),
    ...pcbuilderCalls(call),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The typed client of the back office's `/admin/api` (apps/admin). */
export function createAdminClient(options: ApiClientOptions) {
  return adminCalls(createCaller(options));
}
