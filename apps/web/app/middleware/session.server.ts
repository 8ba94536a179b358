import type { MiddlewareFunction } from 'react-router';
import { type SessionRequest, sessionContext } from '../context.server';
import { env } from '../env.server';
import { isHttps, readCookie } from './locale.server';

/** The cookie that holds the customer's bearer token (the page cache skips requests with it). */
export const SESSION_COOKIE = 'session';
/** A one-time message for the next page (e.g. 'logout'); the page cache skips it too. */
export const FLASH_COOKIE = 'flash';
/** The session cookie lives as long as the API's tokens: 30 days. */
export const SESSION_MAX_AGE = 60 * 60 * 24 * 30;
const FLASH_MAX_AGE = 60;

/** The header the Node server sets to the address of its peer (see server/index.mjs). */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * The shopper's address, for the API's rate limits: the peer of the connection to the Node server
 * (which writes it in CLIENT_ADDRESS_HEADER, replacing whatever a client sent under that name),
 * or with TRUST_PROXY the address that peer (one proxy in front of us) appended to X-Forwarded-For:
 * the last entry, since any entry before it may have been written by the shopper.
 */
export function clientAddress(headers: Headers, trustProxy: boolean): string | null {
  const forwarded = trustProxy ? headers.get('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
  return forwarded || headers.get(CLIENT_ADDRESS_HEADER)?.trim() || null;
}

/** Set-Cookie of `name`: httpOnly, SameSite=Lax, Path=/, Secure over https; Max-Age 0 deletes it. */
export function cookieHeader(name: string, value: string, maxAge: number, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const TOKEN = /^[A-Za-z0-9._~+/=-]{16,512}$/;

/**
 * Reads the session cookie into `sessionContext` and writes the cookie changes that loaders and
 * actions asked for (login: a new token; logout or a token the API refused: deleted).
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const cookies = request.headers.get('cookie');
  const raw = readCookie(cookies, SESSION_COOKIE);
  const flash = readCookie(cookies, FLASH_COOKIE);
  const secure = isHttps(request);
  const changes: string[] = [];
  const session: SessionRequest = {
    token: raw && TOKEN.test(raw) ? raw : null,
    address: clientAddress(request.headers, env().TRUST_PROXY),
    flash: flash === 'logout' ? flash : null,
    start(token) {
      session.token = token;
      changes.push(cookieHeader(SESSION_COOKIE, token, SESSION_MAX_AGE, secure));
    },
    end() {
      session.token = null;
      changes.push(cookieHeader(SESSION_COOKIE, '', 0, secure));
    },
    setFlash(message) {
      changes.push(cookieHeader(FLASH_COOKIE, message, FLASH_MAX_AGE, secure));
    },
  };
  // A cookie that is not a token at all: gone at once.
  if (raw !== undefined && session.token === null) session.end();
  // The flash is shown once: the page that reads it deletes it.
  if (flash !== undefined) changes.push(cookieHeader(FLASH_COOKIE, '', 0, secure));
  context.set(sessionContext, session);
  const response = await next();
  for (const cookie of changes) response.headers.append('Set-Cookie', cookie);
  // A customer's pages (and any answer that changes the session) are for nobody else.
  if (changes.length > 0 || raw !== undefined) response.headers.set('Cache-Control', 'private, no-store');
  return response;
};
