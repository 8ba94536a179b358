import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { isLocale, type Locale, localeFromAcceptLanguage } from '@shop/i18n/locales';
import type { MiddlewareFunction } from 'react-router';
import { setRequestIdSource } from './api.server';
import { type Visit, visitContext } from './context.server';
import { env } from './env.server';

// The root middleware of the back office: the request's id (its API calls carry it), who calls
// (the staff session's cookie, the address, the browser), the language, a guard on every write
// (only a form of this origin), and the headers every answer carries: noindex, private and never
// stored, no framing; the session's cookie changes.

/** The staff session's cookie: httpOnly, SameSite=Strict, never the storefront's `session`. */
export const SESSION_COOKIE = 'admin_session';
/** The admin's language. */
export const LANG_COOKIE = 'admin_lang';
/** How long the cookie lives: as long as the API's longest session (it ends earlier when idle). */
const SESSION_MAX_AGE = 7 * 24 * 60 * 60;
const YEAR = 365 * 24 * 60 * 60;
const TOKEN = /^st_[A-Za-z0-9_-]{20,200}$/;
/** The header the Node server sets to the peer's address (@shop/http/client-address). */
const CLIENT_ADDRESS = 'x-client-address';

const scope = new AsyncLocalStorage<string>();
setRequestIdSource(() => scope.getStore());

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function cookie(name: string, value: string, maxAge: number, secure: boolean, httpOnly = true) {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge};${httpOnly ? ' HttpOnly;' : ''} SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** Whether the request came over https (from the proxy's word when TRUST_PROXY says to believe it). */
export function isHttps(request: Request): boolean {
  const forwarded = env().TRUST_PROXY
    ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
    : undefined;
  return (forwarded || new URL(request.url).protocol.replace(':', '')).toLowerCase() === 'https';
}

/** The address of the person at the keyboard: the proxy's last entry with TRUST_PROXY, else the peer. */
function addressOf(headers: Headers): string | null {
  const forwarded = env().TRUST_PROXY ? headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
  return forwarded || headers.get(CLIENT_ADDRESS)?.trim() || null;
}

/** A write from a page of this very origin (its Origin header), or refused: no other site posts here. */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return false;
  if (!origin) return fetchSite === 'same-origin';
  const host = request.headers.get('host');
  return origin === `${isHttps(request) ? 'https' : 'http'}://${host}`;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const visitMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const given = request.headers.get('x-request-id');
  const requestId = given && /^[A-Za-z0-9._:-]{8,128}$/.test(given) ? given : randomUUID();
  return scope.run(requestId, async () => {
    if (WRITES.has(request.method.toUpperCase()) && !sameOrigin(request))
      return new Response('Refused: a form of another site', {
        status: 403,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    const cookies = request.headers.get('cookie');
    const raw = readCookie(cookies, SESSION_COOKIE);
    const chosen = readCookie(cookies, LANG_COOKIE);
    const https = isHttps(request);
    const changes: string[] = [];
    const visit: Visit = {
      token: raw && TOKEN.test(raw) ? raw : null,
      address: addressOf(request.headers),
      userAgent: request.headers.get('user-agent'),
      requestId,
      locale: isLocale(chosen)
        ? chosen
        : (localeFromAcceptLanguage(request.headers.get('accept-language')) ?? 'en'),
      localeChosen: isLocale(chosen),
      https,
      signIn(token) {
        visit.token = token;
        changes.push(cookie(SESSION_COOKIE, token, SESSION_MAX_AGE, https));
      },
      signOut() {
        visit.token = null;
        changes.push(cookie(SESSION_COOKIE, '', 0, https));
      },
      setLocale(locale: Locale) {
        visit.locale = locale;
        changes.push(cookie(LANG_COOKIE, locale, YEAR, https, false));
      },
    };
    if (raw !== undefined && visit.token === null) visit.signOut();
    context.set(visitContext, visit);
    const response = await next();
    for (const change of changes) response.headers.append('Set-Cookie', change);
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    response.headers.set('X-Content-Type-Options', 'nosniff');
    response.headers.set('X-Frame-Options', 'DENY');
    response.headers.set('Referrer-Policy', 'same-origin');
    response.headers.set('x-request-id', requestId);
    return response;
  });
};
