import { redirect } from 'react-router';
import { adminApi, callerOf } from '../api.server';
import { visitContext } from '../context.server';
import type { Route } from './+types/logout';

/** `POST /logout`: the API ends the session (its token stops working), the cookie goes. */
export async function action({ context }: Route.ActionArgs) {
  const visit = context.get(visitContext);
  if (visit.token)
    await adminApi()
      .logout(callerOf(visit))
      .catch(() => undefined);
  visit.signOut();
  throw redirect('/login?signed_out=1');
}

export function loader() {
  throw redirect('/');
}
