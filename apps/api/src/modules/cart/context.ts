import type { Context } from 'hono';
import type { AppEnv, RequestContext } from '../../context';

/** The request context of a signed-in call: the shop, the language and the customer. */
export interface CustomerContext extends RequestContext {
  customerId: number;
}

export const customerContext = (c: Context<AppEnv>): CustomerContext => ({
  deps: c.get('deps'),
  store: c.get('store'),
  locale: c.get('locale'),
  customerId: c.get('customer').id,
});
