import { randomBytes } from 'node:crypto';

/**
 * The security headers of the storefront's pages (decision 011). Pure: entry.server.tsx sets them
 * on every document it renders, with the request's nonce; the Node server's page cache puts a
 * fresh nonce in place of the stored one on every hit (server/page-cache.mjs).
 */

/** 16 random bytes, base64: a new one for every page sent, rendered or from the cache. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface PolicyOptions {
  nonce: string;
  /** The origin of the API's `/media` (ASSET_HOST): pictures and logos come from there. */
  assetOrigin: string;
  /**
   * Vite's development server injects styles with scripts and talks to the page over a web socket;
   * the production build needs neither.
   */
  development?: boolean;
}

/**
 * A strict policy: scripts only with this page's nonce (and what they load, 'strict-dynamic'),
 * styles from the shop's own stylesheets or with the nonce (no inline style attributes: the shop's
 * colours are a nonce'd style element), pictures and fonts from the shop and the asset host only.
 */
export function contentSecurityPolicy({ nonce, assetOrigin, development = false }: PolicyOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'"],
    'style-src': ["'self'", development ? "'unsafe-inline'" : `'nonce-${nonce}'`],
    'img-src': ["'self'", assetOrigin],
    'font-src': ["'self'", assetOrigin],
    'connect-src': development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Browser features no page of the shop uses: all off (checkout may turn one on when it needs it). */
export const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'bluetooth',
  'midi',
  'accelerometer',
  'gyroscope',
  'magnetometer',
  'display-capture',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** One year; per host (no includeSubDomains: each shop's host decides for itself). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** The headers every answer of the storefront carries (pages, data of client navigations). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

/** The headers of a page: the base ones, the policy with its nonce, HSTS over https. */
export function documentSecurityHeaders(options: PolicyOptions & { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    ...BASE_SECURITY_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  if (options.https) headers['Strict-Transport-Security'] = STRICT_TRANSPORT_SECURITY;
  return headers;
}
