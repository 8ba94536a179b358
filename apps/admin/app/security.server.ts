import { randomBytes } from 'node:crypto';

/** A page's nonce: its inline scripts and styles run with it, and nothing else does (decision 011). */
export const createNonce = () => randomBytes(16).toString('base64');

/**
 * The back office's policy: scripts only with the page's nonce (and what they load), styles from
 * its own stylesheets or with the nonce, pictures from itself (a receipt is read through it, never
 * from the API's origin) and data: (the QR code of 2-step sign-in is inline SVG, not an image).
 */
export function contentSecurityPolicy(nonce: string, development: boolean): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'"],
    'style-src': ["'self'", development ? "'unsafe-inline'" : `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
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
