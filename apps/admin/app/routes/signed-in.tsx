import { Outlet, redirect } from 'react-router';
import { adminApi, callerOf, guarded } from '../api.server';
import { meContext, visitContext } from '../context.server';
import type { Route } from './+types/signed-in';

/**
 * Every page behind sign-in: no session, and on to the sign-in page (and back after). A link
 * opened from another site or app (a Telegram message) comes without the SameSite=Strict cookie:
 * the page reloads itself once from here, which sends it.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const visit = context.get(visitContext);
    if (!visit.token) {
      if (request.method === 'GET' && request.headers.get('sec-fetch-site') === 'cross-site')
        return new Response('<!DOCTYPE html><meta http-equiv="refresh" content="0">', {
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        });
      const url = new URL(request.url);
      throw redirect(`/login?next=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
    }
    context.set(meContext, await guarded(visit, request, () => adminApi().me(callerOf(visit))));
    return next();
  },
];

export function loader({ context }: Route.LoaderArgs) {
  return { me: context.get(meContext) };
}

export default function SignedIn() {
  return <Outlet />;
}
