import { localizePath } from '@shop/i18n';
import { Outlet, redirect } from 'react-router';
import { shopContext } from '../../context.server';
import { requireSessionMiddleware } from '../../data/session-guard.server';
import type { Route } from './+types/layout';

/** The auth guard: every /account page needs a session (else /login?redirect=<path>). */
export const middleware: Route.MiddlewareFunction[] = [requireSessionMiddleware];

export function loader({ request, context }: Route.LoaderArgs) {
  const { path } = { path: new URL(request.url).pathname.replace(/\/+$/, '') };
  if (/\/account$/.test(path))
    throw redirect(localizePath('/account/myaccount', context.get(shopContext).locale));
  return null;
}

export default function AccountLayout() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 md:px-6 md:py-10">
      <Outlet />
    </div>
  );
}
