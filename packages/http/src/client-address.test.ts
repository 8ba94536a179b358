import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// What @react-router/node's createRequestListener builds the app's Request with.
import { createRequestListener } from '@mjackson/node-fetch-server';
import { afterEach, describe, expect, it } from 'vitest';
import { setClientAddress } from './client-address.mjs';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('setClientAddress', () => {
  it("puts the peer's address in the app's Request, whatever the client sent under that name", async () => {
    const seen: (string | null)[] = [];
    const listener = createRequestListener(async (request) => {
      seen.push(request.headers.get('x-client-address'));
      return new Response('');
    });
    server = createServer((req, res) => {
      setClientAddress(req);
      listener(req, res);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/`, { headers: { 'X-Client-Address': '203.0.113.66' } });
    await fetch(`http://127.0.0.1:${port}/`);
    expect(seen).toEqual(['127.0.0.1', '127.0.0.1']);
  });
});
