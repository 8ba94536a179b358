import { parseId } from '@shop/contracts/constants';
import { data } from 'react-router';
import { visitContext } from '../context.server';
import { passThrough } from '../utils/raw-call.server';
import type { Route } from './+types/receipt';

/** A transfer's receipt, read through the back office with the staff token (it is never public). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (!id) throw data({ reason: 'not-found' }, { status: 404 });
  const response = await passThrough(
    context.get(visitContext),
    params.store,
    `/admin/api/payments/${id}/receipt`,
    ['content-type', 'content-length'],
  );
  response.headers.set('Content-Security-Policy', "default-src 'none'; sandbox");
  return response;
}
