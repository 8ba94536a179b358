import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, type ForwardingTrust } from './client-address';

const SECRET = 'a-secret-of-the-storefront';
const appWith = (trust: ForwardingTrust) => new Hono().get('/', (c) => c.text(clientAddress(c, trust)));
const ask = async (trust: ForwardingTrust, headers: Record<string, string> = {}) =>
  (await appWith(trust).request('/', { headers })).text();

/** The address the app works out for a call over a real socket from 127.0.0.1. */
async function askOverSocket(trust: ForwardingTrust, headers: Record<string, string>) {
  const server = serve({ fetch: appWith(trust).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await (await fetch(`http://127.0.0.1:${port}/`, { headers })).text();
  } finally {
    server.close();
  }
}

describe('clientAddress', () => {
  it('believes the forwarded address of a caller that sends the shared secret', async () => {
    const trust = { secret: SECRET, proxies: [] };
    expect(await ask(trust, { 'x-forwarded-for': ' 203.0.113.7 ', 'x-forwarded-secret': SECRET })).toBe(
      '203.0.113.7',
    );
  });

  it('ignores X-Forwarded-For without the secret, or with a wrong one: the socket counts', async () => {
    const trust = { secret: SECRET, proxies: [] };
    expect(await ask(trust, { 'x-forwarded-for': '203.0.113.7' })).toBe('unknown');
    expect(await ask(trust, { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-secret': 'guess' })).toBe(
      'unknown',
    );
    expect(await askOverSocket(trust, { 'x-forwarded-for': '203.0.113.7' })).toBe('127.0.0.1');
    expect(
      await askOverSocket({ proxies: [] }, { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-secret': '' }),
    ).toBe('127.0.0.1');
  });

  it('behind a trusted proxy, takes the right-most address that is not a proxy (a client cannot prepend one)', async () => {
    const trust = { proxies: ['127.0.0.1', '10.0.0.2'] };
    expect(await askOverSocket(trust, { 'x-forwarded-for': '198.51.100.1, 203.0.113.7, 10.0.0.2' })).toBe(
      '203.0.113.7',
    );
    // The same header from a peer that is not a proxy is not believed.
    expect(await askOverSocket({ proxies: ['10.0.0.2'] }, { 'x-forwarded-for': '203.0.113.7' })).toBe(
      '127.0.0.1',
    );
  });

  it('is the socket, or unknown for an in-process request, when nothing is forwarded', async () => {
    expect(await ask({ secret: SECRET, proxies: [] })).toBe('unknown');
    expect(await askOverSocket({ secret: SECRET, proxies: [] }, {})).toBe('127.0.0.1');
  });
});
