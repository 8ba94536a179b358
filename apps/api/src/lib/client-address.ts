import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address of the shopper behind a call, a rate-limit key. The storefront's server calls the
 * API on loopback and forwards the shopper's address in X-Forwarded-For, so by default
 * (TRUST_PROXY=true) the first entry of that header is taken. With TRUST_PROXY=false, for an API
 * reached directly from the internet, the header is ignored and the socket's address is used.
 * A request without a socket (one made in-process) is 'unknown'.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return first.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
