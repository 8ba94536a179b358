import { decideLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '@shop/i18n';
import { type MiddlewareFunction, redirect } from 'react-router';
import { localeContext } from '../context.server';
import { env } from '../env.server';

/** The value of cookie `name` in a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * True when the shopper reached us over HTTPS: the request's own scheme, or with TRUST_PROXY (a
 * proxy of ours in front) what that proxy says in X-Forwarded-Proto. Anyone else's header is not
 * believed: it would make cookies Secure, pages send HSTS and forms' origins compare wrongly.
 */
export function isHttps(request: Request, trustProxy: boolean = env().TRUST_PROXY): boolean {
  const forwarded = trustProxy ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  return (forwarded || new URL(request.url).protocol.replace(':', '')).toLowerCase() === 'https';
}

/** The Set-Cookie value that remembers the shopper's language for a year. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function setsLocaleCookie(response: Response): boolean {
  return response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`));
}

/**
 * The i18n guard of the specification: the language comes from the path prefix, the cookie, or
 * (on the root path only) the browser; a non-en language without its prefix redirects to
 * /{lang}{path} with the query kept. The cookie is (re)set whenever it differs from the language
 * in force.
 */
export const localeMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  const cookie = readCookie(request.headers.get('cookie'), LOCALE_COOKIE);
  const decision = decideLocale({ url, cookie, acceptLanguage: request.headers.get('accept-language') });
  const setCookie = cookie === decision.locale ? null : localeCookie(decision.locale, isHttps(request));

  // Only reads are redirected: a form posted to an unprefixed path keeps its body.
  if (decision.redirect && (request.method === 'GET' || request.method === 'HEAD')) {
    throw redirect(decision.redirect, { status: 302, headers: setCookie ? { 'Set-Cookie': setCookie } : {} });
  }

  context.set(localeContext, decision.locale);
  const response = await next();
  // The language switcher sets the cookie itself: never overwrite its choice.
  if (setCookie && !setsLocaleCookie(response)) response.headers.append('Set-Cookie', setCookie);
  return response;
};
