import type { Context } from 'hono';
import type { AppEnv, RequestContext } from '../../context';
import { badRequest } from '../../lib/errors';

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

/** The JSON body of a request; anything that is not JSON is a 400, not a 500. */
export async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('the request body must be JSON');
  }
}
