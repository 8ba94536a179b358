import { LOGIN_FIRST_MESSAGE } from '@shop/contracts';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { customerForToken } from '../access/sessions';
import { type AppEnv, type CustomerRef, storeContext } from '../context';
import { AppError } from '../lib/errors';

/** The bearer token of a request, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header?.trim() ?? '');
  return match?.[1];
}

/**
 * Signs the request's customer in from `Authorization: Bearer …`, in the request's shop (mount
 * after `store`). Without a valid token the call is refused with 401 'please login first'.
 */
export const requireCustomer = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header('authorization'));
  const found = token ? await customerForToken(storeContext(c), token) : null;
  if (!found) throw new AppError(401, LOGIN_FIRST_MESSAGE);
  c.set('customer', { id: found.customerId, sessionId: found.sessionId });
  await next();
});

/** The signed-in customer of a call whose token is optional: null without a valid one of this shop. */
export async function optionalCustomer(c: Context<AppEnv>): Promise<CustomerRef | null> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) return null;
  const found = await customerForToken(storeContext(c), token);
  return found ? { id: found.customerId, sessionId: found.sessionId } : null;
}
