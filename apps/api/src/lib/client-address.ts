import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { FORWARDED_SECRET_HEADER } from '@shop/contracts';
import type { Context } from 'hono';

/**
 * Whom the API believes about a shopper's address. X-Forwarded-For is a header any client can
 * write, so a forwarded address counts only when the caller proves it is ours:
 * - `secret` (FORWARDED_SECRET): the storefront's server sends it beside the one address it
 *   forwards (`npm start` makes one for both processes when none is configured);
 * - `proxies` (TRUSTED_PROXIES): addresses of load balancers in front of the API, which append
 *   the address they saw; the right-most entry that is not itself one of them is the client.
 * From anyone else the socket's address counts, whatever headers it sends.
 */
export interface ForwardingTrust {
  secret?: string;
  proxies: readonly string[];
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (digests of equal length), so the secret cannot be guessed by timing. */
function provesSecret(sent: string | undefined, secret: string): boolean {
  return sent !== undefined && timingSafeEqual(digest(sent), digest(secret));
}

/** `::ffff:127.0.0.1` (an IPv4 peer of a dual-stack socket) is 127.0.0.1. */
function plain(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/** The address of the socket a request came on ('unknown' for one made in-process, as tests do). */
export function socketAddress(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? plain(address) : 'unknown';
  } catch {
    // A request made in-process (tests) has no socket.
    return 'unknown';
  }
}

/** Whether a socket address is this machine's own (127.0.0.0/8 or ::1). */
export const isLoopback = (address: string) => address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);

/** The address of the shopper behind a call: a rate-limit key. */
export function clientAddress(c: Context, trust: ForwardingTrust): string {
  const peer = socketAddress(c);
  const forwarded = c.req.header('x-forwarded-for');
  if (!forwarded) return peer;
  const hops = forwarded
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter(Boolean);
  if (trust.secret && provesSecret(c.req.header(FORWARDED_SECRET_HEADER), trust.secret)) {
    const first = hops[0];
    if (first) return first.slice(0, 64);
  }
  if (trust.proxies.includes(peer)) {
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i] as string;
      if (!trust.proxies.includes(hop)) return hop.slice(0, 64);
    }
  }
  return peer;
}
