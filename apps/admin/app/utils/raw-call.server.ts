import { FORWARDED_SECRET_HEADER, STORE_CODE_HEADER } from '@shop/contracts/constants';
import { data } from 'react-router';
import type { Visit } from '../context.server';
import { env } from '../env.server';

/**
 * A call of the API whose answer is not JSON (a receipt's picture, a CSV), passed on to the
 * browser as it comes: the staff token and the shop in the headers, a refusal as the page's answer.
 */
export async function passThrough(
  visit: Visit,
  storeCode: string,
  path: string,
  keep: string[],
): Promise<Response> {
  const headers: Record<string, string> = {
    [STORE_CODE_HEADER]: storeCode,
    'accept-language': visit.locale,
    'x-request-id': visit.requestId,
  };
  if (visit.token) headers.authorization = `Bearer ${visit.token}`;
  const { FORWARDED_SECRET } = env();
  if (visit.address && FORWARDED_SECRET) {
    headers['x-forwarded-for'] = visit.address;
    headers[FORWARDED_SECRET_HEADER] = FORWARDED_SECRET;
  }
  const res = await fetch(`${env().API_URL}${path}`, {
    headers,
    signal: AbortSignal.timeout(env().API_TIMEOUT_MS),
  }).catch(() => null);
  if (!res) throw data({ reason: 'unavailable' }, { status: 503 });
  if (res.status === 401) throw data({ reason: 'not-found' }, { status: 401 });
  if (!res.ok)
    throw data(
      { reason: res.status === 403 ? 'forbidden' : 'not-found' },
      { status: res.status === 403 ? 403 : 404 },
    );
  const out = new Headers({ 'Cache-Control': 'private, no-store' });
  for (const name of keep) {
    const value = res.headers.get(name);
    if (value) out.set(name, value);
  }
  return new Response(res.body, { status: 200, headers: out });
}
