import { visitContext } from '../context.server';
import { passThrough } from '../utils/raw-call.server';
import type { Route } from './+types/products-export';

/** The shop's catalogue as CSV (editors, managers and owners), streamed from the API as a file. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return passThrough(context.get(visitContext), params.store, '/admin/api/products/export', [
    'content-type',
    'content-disposition',
  ]);
}
