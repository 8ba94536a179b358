import { parseId } from '@shop/contracts/constants';
import { type Locale, MESSAGES } from '@shop/i18n';
import { data } from 'react-router';
import { log, reason } from '../log.server';
import type { ErrorPayload, ErrorReason } from '../utils/error-payload';

const STATUS: Record<ErrorReason, number> = { 'shop-not-found': 404, unavailable: 503 };

/** A response to throw: the error page of `reason`, in the shopper's language. */
export function errorResponse(reason: ErrorReason, locale: Locale, extra: { host?: string } = {}) {
  const payload: ErrorPayload = { reason, locale, texts: MESSAGES[locale].error, ...extra };
  return data(payload, {
    status: STATUS[reason],
    headers: reason === 'unavailable' ? { 'Retry-After': '30' } : undefined,
  });
}

/**
 * Runs a call to the API; when the API cannot answer (down, timeout, error, unexpected answer)
 * logs why and throws the translated 503 page instead of crashing the render.
 */
export async function requireApi<T>(call: () => Promise<T>, locale: Locale, what: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.error({ call: what, reason: reason(error) }, 'API call failed');
    throw errorResponse('unavailable', locale);
  }
}

/** The id of a path segment, or the 404 page for anything that is not an id (`parseId`). */
export function pathId(segment: string | undefined): number {
  const id = parseId(segment);
  if (id === null) throw data(null, { status: 404 });
  return id;
}
