import { data } from 'react-router';
import { env } from '../env.server';
import type { Route } from './+types/media';

/** A picture's path: letters, digits and `-_./` only, never `..`. */
const PICTURE = /^[A-Za-z0-9_\-./]{1,300}$/;

/**
 * A picture of the API's (a product's) on the admin's own origin, as it comes: its policy loads
 * pictures from itself only, and the API names them by path (`/media/…`).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const path = params['*'] ?? '';
  if (!PICTURE.test(path) || path.includes('..')) throw data({ reason: 'not-found' }, { status: 404 });
  // A resized copy (an upload's `w`, one of the API's widths): a thumbnail, not the 8 MB original.
  const width = new URL(request.url).searchParams.get('w');
  const query = width && /^\d{2,4}$/.test(width) ? `?w=${width}` : '';
  const res = await fetch(`${env().API_URL}/media/${path}${query}`, {
    signal: AbortSignal.timeout(env().API_TIMEOUT_MS),
  }).catch(() => null);
  if (!res?.ok || !res.body) throw data({ reason: 'not-found' }, { status: 404 });
  const headers = new Headers();
  for (const name of ['content-type', 'cache-control', 'etag', 'last-modified']) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-content-type-options', 'nosniff');
  // A picture opened on its own (an SVG) runs nothing on the admin's origin.
  headers.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return new Response(res.body, { status: 200, headers });
}
