import { type Locale, localizePath } from '@shop/i18n';
import { type MiddlewareFunction, redirect } from 'react-router';
import { sessionContext, shopContext } from '../context.server';
import { isUnauthorized } from './account.server';

/** The login page, remembering where the shopper wanted to go. */
export function loginRedirect(request: Request, locale: Locale): Response {
  const url = new URL(request.url);
  // A client navigation's data request carries `_routes` (the loaders it asks for): the page to
  // come back to is the page, with every loader.
  url.searchParams.delete('_routes');
  const back = url.pathname + url.search;
  return redirect(`${localizePath('/login', locale)}?redirect=${encodeURIComponent(back)}`);
}

/**
 * The auth guard of the account pages: without a session, to /login?redirect=<requested path>
 * (and back there after login).
 */
export const requireSessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = context.get(sessionContext);
  if (!session.token) throw loginRedirect(request, context.get(shopContext).locale);
  return next();
};

/**
 * Runs a call of an account page; a token the API refuses sends the shopper to log in again (the
 * session middleware deletes the cookie on that answer).
 */
export async function customerCall<T>(request: Request, locale: Locale, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isUnauthorized(error)) throw loginRedirect(request, locale);
    throw error;
  }
}
