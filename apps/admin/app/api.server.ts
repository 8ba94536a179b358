import { ApiError, type Caller, createAdminClient, type ShopContext } from '@shop/contracts/client';
import { data, redirect } from 'react-router';
import type { Visit } from './context.server';
import { env } from './env.server';
import type { FormRefusal } from './utils/forms';
import { formRefusal } from './utils/forms.server';

// The back office's calls of the API: one client for the process, called with the request's staff
// token, address, browser and id. `guarded` turns the API's refusals of a page's reads into the
// answers a page gives: a refused token signs out and goes to the sign-in page, a shop or order
// that is not the staff member's is a 404, a role that may not is a 403, an API away a 503.

let client: ReturnType<typeof createAdminClient> | undefined;
let currentRequest: (() => string | undefined) | undefined;

/** The process's client of /admin/api. */
export function adminApi() {
  client ??= createAdminClient({
    baseUrl: env().API_URL,
    timeoutMs: env().API_TIMEOUT_MS,
    forwardedSecret: env().FORWARDED_SECRET,
    requestId: () => currentRequest?.(),
  });
  return client;
}

/** Makes the request-id source of the client (request-scope: AsyncLocalStorage of middleware.server.ts). */
export function setRequestIdSource(source: () => string | undefined) {
  currentRequest = source;
}

/** Who calls: the staff token, the staff member's address and browser. */
export const callerOf = (visit: Visit): Caller => ({
  token: visit.token,
  forwardedFor: visit.address,
  userAgent: visit.userAgent,
});

/** The shop a page acts on, in the page's language. */
export const shopOf = (visit: Visit, storeCode: string): ShopContext => ({ storeCode, lang: visit.locale });

/** The reason of a refusal the error page explains (a shop asking for 2-step sign-in). */
export const TOTP_REQUIRED_REASON = 'totp-required';

/** Runs a page's read; a refusal becomes the page's answer (sign-in, 404, 403, 503). */
export async function guarded<T>(visit: Visit, request: Request, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw refusalAnswer(visit, request, error);
  }
}

/**
 * An action's failure as its form shows it: a refusal of the API (400, 409, 422, 429) is the
 * form's message; a thrown answer (a redirect, a 404 of the page) goes on; anything else is the
 * page's answer (sign-in, 403, 503).
 */
export function refusedForm(visit: Visit, request: Request, error: unknown): { refusal: FormRefusal } {
  const thrownAnswer =
    error instanceof Response ||
    (error !== null && typeof error === 'object' && 'type' in error && error.type === 'DataWithResponseInit');
  if (thrownAnswer) throw error;
  try {
    return { refusal: formRefusal(error) };
  } catch (unexpected) {
    throw refusalAnswer(visit, request, unexpected);
  }
}

/** What a page answers for an error of the API. */
export function refusalAnswer(visit: Visit, request: Request, error: unknown): unknown {
  if (!(error instanceof ApiError)) return data({ reason: 'unavailable' }, { status: 503 });
  if (error.status === 401) {
    visit.signOut();
    const url = new URL(request.url);
    const next = request.method === 'GET' ? `${url.pathname}${url.search}` : '/';
    return redirect(`/login?next=${encodeURIComponent(next)}`);
  }
  if (error.status === 404) return data({ reason: 'not-found' }, { status: 404 });
  if (error.status === 403)
    return data(
      { reason: /two-factor|second factor/i.test(error.message) ? TOTP_REQUIRED_REASON : 'forbidden' },
      { status: 403 },
    );
  if (error.status >= 500) return data({ reason: 'unavailable' }, { status: 503 });
  return error;
}
