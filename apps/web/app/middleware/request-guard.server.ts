import { MESSAGES } from '@shop/i18n';
import { data, type MiddlewareFunction } from 'react-router';
import type { RefusalPayload, RefusalReason } from '../components/refused-page';
import { localeContext } from '../context.server';
import { isHttps } from './locale.server';

/**
 * The storefront's own form posts (actions and resource routes): forms, JSON and fetcher calls.
 * 64 KB is far above the largest form (My data).
 */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The checkout form, which carries a bank transfer's receipt (the API takes up to 8 MB) so that it
 * works without JavaScript; the action forwards the file to the API's upload.
 */
export const CHECKOUT_BODY_LIMIT_BYTES = 8 * 1024 * 1024 + 64 * 1024;
const CHECKOUT_PATH = /^\/(?:(?:kh|zh)\/)?checkout(?:\.data|\/)?$/;

/** The body limit of a write to this path. */
export function bodyLimitFor(pathname: string): number {
  return CHECKOUT_PATH.test(pathname) ? CHECKOUT_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
}

/** The methods that change something: only these are checked. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin a request was sent to, as this server sees it: Host, and the scheme of isHttps. */
export function ownOrigin(host: string | null, https: boolean): string | null {
  if (!host) return null;
  try {
    return new URL(`${https ? 'https' : 'http'}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a write comes from a page of this very origin. The Origin header decides (browsers send
 * it with every POST); without it Sec-Fetch-Site must say 'same-origin'. With neither the request
 * is not from a browser's page of ours (browsers send at least one): refused, as are 'same-site'
 * (another shop on a sibling host is another site to us) and 'Origin: null'.
 */
export function isSameOrigin(headers: Headers, expected: string | null): boolean {
  const origin = headers.get('origin');
  if (origin !== null) {
    if (!expected || origin === 'null') return false;
    try {
      return new URL(origin).origin === expected;
    } catch {
      return false;
    }
  }
  return headers.get('sec-fetch-site') === 'same-origin';
}

export type BodyRefusal = { status: 413 } | { status: 411 } | null;

/**
 * Refuses a body before anything reads it: a Content-Length above the limit (413), or a body of
 * unknown length (Transfer-Encoding, 411: browsers always send the length of a form or fetch body;
 * Node's parser keeps a body to its declared length).
 */
export function bodyRefusal(headers: Headers, limit = BODY_LIMIT_BYTES): BodyRefusal {
  const length = headers.get('content-length');
  if (length !== null) return Number(length) > limit ? { status: 413 } : null;
  return headers.has('transfer-encoding') ? { status: 411 } : null;
}

/** A browser's navigation (a form without JavaScript), as opposed to a fetch of a script. */
function isDocumentRequest(headers: Headers): boolean {
  const dest = headers.get('sec-fetch-dest');
  if (dest) return dest === 'document' || dest === 'iframe';
  return (headers.get('accept') ?? '').includes('text/html');
}

const JSON_ERRORS = {
  'cross-site': {
    status: 403,
    code: 'cross_site_request',
    message: 'This request did not come from this shop.',
  },
  'too-large': {
    status: 413,
    code: 'body_too_large',
    message: `The body is larger than ${BODY_LIMIT_BYTES} bytes.`,
  },
  'length-required': { status: 411, code: 'length_required', message: 'A body needs a Content-Length.' },
} as const;

/**
 * Every write the storefront accepts passes here first (root middleware, after the locale): a post
 * from another site (login CSRF, or any action) is refused with 403, a body over the limit with
 * 413, before an action reads it. A form's navigation gets the refusal page in the shopper's
 * language; a script's call a JSON answer.
 */
export const requestGuardMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!WRITES.has(request.method.toUpperCase())) return next();
  const { headers } = request;
  let refusal: RefusalReason | 'length-required' | null = null;
  if (!isSameOrigin(headers, ownOrigin(headers.get('host'), isHttps(request)))) refusal = 'cross-site';
  else {
    const body = bodyRefusal(headers, bodyLimitFor(new URL(request.url).pathname));
    if (body) refusal = body.status === 413 ? 'too-large' : 'length-required';
  }
  if (!refusal) return next();

  if (refusal !== 'length-required' && isDocumentRequest(headers)) {
    const locale = context.get(localeContext);
    const payload: RefusalPayload = { refused: refusal, locale, texts: MESSAGES[locale].refused };
    throw data(payload, { status: JSON_ERRORS[refusal].status });
  }
  const { status, code, message } = JSON_ERRORS[refusal];
  return Response.json({ error: { code, message } }, { status, headers: { 'Cache-Control': 'no-store' } });
};
