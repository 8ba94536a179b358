import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { headerObject, keepRepeatedHeaders } from './headers.mjs';

/**
 * The Set-Cookie headers a browser gets from a server that sets the request's id first, then
 * writes its answer's headers as React Router's listener does: a flat [name, value, …] list.
 */
async function cookiesSent(wrap: (res: ServerResponse) => ServerResponse): Promise<string[]> {
  const server = createServer((_req, res) => {
    res.setHeader('x-request-id', 'id-1');
    wrap(res).writeHead(302, [
      'location',
      '/account/myaccount',
      'set-cookie',
      'session=abc; Path=/; HttpOnly',
      'set-cookie',
      'i18n_redirected=en; Path=/',
    ]);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/login`, { redirect: 'manual' });
    expect(res.headers.get('x-request-id')).toBe('id-1');
    expect(res.headers.get('location')).toBe('/account/myaccount');
    return res.headers.getSetCookie();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('keepRepeatedHeaders', () => {
  it('sends both Set-Cookie of a login after a header set beforehand (Node 20 kept the last)', async () => {
    expect(await cookiesSent(keepRepeatedHeaders)).toEqual([
      'session=abc; Path=/; HttpOnly',
      'i18n_redirected=en; Path=/',
    ]);
  });
});

describe('headerObject', () => {
  it('gathers a repeated name of a flat list or of pairs into an array, names in lower case', () => {
    expect(headerObject(['Set-Cookie', 'a=1', 'set-cookie', 'b=2', 'Location', '/'])).toEqual({
      'set-cookie': ['a=1', 'b=2'],
      location: '/',
    });
    expect(
      headerObject([
        ['set-cookie', 'a=1'],
        ['set-cookie', 'b=2'],
      ]),
    ).toEqual({ 'set-cookie': ['a=1', 'b=2'] });
    expect(headerObject({ 'Content-Type': 'text/html' })).toEqual({ 'content-type': 'text/html' });
    expect(headerObject(undefined)).toEqual({});
  });
});
