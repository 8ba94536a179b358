import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const appWith = (trustProxy: boolean) => new Hono().get('/', (c) => c.text(clientAddress(c, trustProxy)));
const ask = async (trustProxy: boolean, headers: Record<string, string> = {}) =>
  (await appWith(trustProxy).request('/', { headers })).text();

describe('clientAddress', () => {
  it('takes the first X-Forwarded-For entry when the proxy is trusted', async () => {
    expect(await ask(true, { 'x-forwarded-for': ' 203.0.113.7 , 10.0.0.1' })).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For when the proxy is not trusted', async () => {
    expect(await ask(false, { 'x-forwarded-for': '203.0.113.7' })).toBe('unknown');
  });

  it('falls back to the socket, or unknown for an in-process request', async () => {
    expect(await ask(true)).toBe('unknown');
    const server = serve({ fetch: appWith(false).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(await res.text()).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });
});
