import { data } from 'react-router';
import { visitContext } from '../context.server';
import { passThrough } from '../utils/raw-call.server';
import type { Route } from './+types/orders-export';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The shop's orders of a date range as CSV (owners and managers), downloaded as a file. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  if (!DAY.test(from) || !DAY.test(to)) throw data({ reason: 'not-found' }, { status: 400 });
  return passThrough(
    context.get(visitContext),
    params.store,
    `/admin/api/orders/export?from=${from}&to=${to}`,
    ['content-type', 'content-disposition'],
  );
}
