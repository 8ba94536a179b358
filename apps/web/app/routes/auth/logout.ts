import { localizePath } from '@shop/i18n';
import { redirect } from 'react-router';
import { apiCaller, apiContext, sessionContext, shopContext } from '../../context.server';
import { servicesContext } from '../../data/services.server';
import { log, reason } from '../../log.server';
import type { Route } from './+types/logout';

/** Logging out is a POST; a GET (a typed address) just goes home. */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(localizePath('/', context.get(shopContext).locale));
}

/**
 * `POST /logout`: revokes the token at the API, deletes the cookie and goes home, where the
 * notification bar says 'Log out Success !' (in the shopper's language).
 */
export async function action({ context }: Route.ActionArgs) {
  const shop = context.get(shopContext);
  const session = context.get(sessionContext);
  if (session.token) {
    const { account } = context.get(servicesContext);
    // The cookie goes whatever the API says: a token it no longer knows is logged out already.
    await account.logout(apiContext(shop), apiCaller(session)).catch((error: unknown) => {
      log.warn({ reason: reason(error) }, 'logout call failed');
    });
  }
  session.end();
  session.setFlash('logout');
  throw redirect(localizePath('/', shop.locale));
}
