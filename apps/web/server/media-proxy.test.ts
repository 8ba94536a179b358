import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createMediaProxy } from './media-proxy.mjs';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => {
      const closed = new Promise<void>((resolve) => s.close(() => resolve()));
      s.closeAllConnections(); // the proxy keeps its connections to the API open
      return closed;
    }),
  );
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An API on loopback that serves one picture and records what reached it. */
async function fakeApi() {
  const seen: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];
  const url = await listen(
    createServer((req, res) => {
      seen.push({ method: req.method, url: req.url, headers: req.headers });
      if (req.url === '/media/slow.svg') return; // never answers
      if (!req.url?.startsWith('/media/logo.svg')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"secret":true}');
      }
      if (req.headers['if-none-match'] === '"v1"') {
        res.writeHead(304, { etag: '"v1"' });
        return res.end();
      }
      res.writeHead(200, {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: '"v1"',
        'x-content-type-options': 'nosniff',
        'set-cookie': 'api=1',
        'x-internal': 'yes',
      });
      res.end(req.method === 'HEAD' ? undefined : '<svg/>');
    }),
  );
  return { url, seen };
}

/** The status of a GET of `path` exactly as written. */
function rawStatus(origin: string, path: string): Promise<number | undefined> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

async function storefront(apiUrl: string, timeoutMs?: number, idleMs?: number) {
  const serveMedia = createMediaProxy({ apiUrl, timeoutMs, idleMs });
  return listen(
    createServer((req, res) => {
      if (serveMedia(req, res)) return;
      res.end('page');
    }),
  );
}

describe("the storefront's /media/ (the API's pictures on the shop's own origin)", () => {
  it('forwards a picture with its type, caching and validators, and nothing private', async () => {
    const api = await fakeApi();
    const shop = await storefront(api.url);
    const res = await fetch(`${shop}/media/logo.svg?w=160`, {
      headers: { cookie: 'session=secret', authorization: 'Bearer t', 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<svg/>');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBe('"v1"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-internal')).toBeNull();
    expect(api.seen[0]?.url).toBe('/media/logo.svg?w=160');
    expect(api.seen[0]?.headers.cookie).toBeUndefined();
    expect(api.seen[0]?.headers.authorization).toBeUndefined();
    expect(api.seen[0]?.headers['accept-encoding']).toBe('gzip');

    const again = await fetch(`${shop}/media/logo.svg`, { headers: { 'if-none-match': '"v1"' } });
    expect(again.status).toBe(304);
    const head = await fetch(`${shop}/media/logo.svg`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(api.seen.at(-1)?.method).toBe('HEAD');
  });

  it('never reaches past /media/, and takes no writes', async () => {
    const api = await fakeApi();
    const shop = await storefront(api.url);
    // As sent: fetch would resolve the dots itself.
    for (const path of [
      '/media/../api/store/info',
      '/media/%2e%2e/api/store/info',
      '/media/..%2Fapi/x',
      '/media/..%5capi/x',
    ]) {
      expect(await rawStatus(shop, path), path).toBe(404);
    }
    expect(api.seen.filter((s) => !s.url?.startsWith('/media/'))).toEqual([]);

    const post = await fetch(`${shop}/media/logo.svg`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${shop}/product/1`)).status).toBe(200);
  });

  it('answers 502 when the API is down or does not answer in time', async () => {
    const closed = createServer();
    const url = await listen(closed);
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    servers.splice(servers.indexOf(closed), 1);
    const down = await storefront(url);
    expect((await fetch(`${down}/media/logo.svg`)).status).toBe(502);

    const api = await fakeApi();
    const slow = await storefront(api.url, 200);
    const res = await fetch(`${slow}/media/slow.svg`);
    expect(res.status).toBe(502);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sends a picture again, once, when the API had closed the kept-alive socket it was sent on', async () => {
    // An API that, like one at its keep-alive timeout, closes a connection as its second request
    // arrives: the proxy's reused socket is reset before any answer.
    const requests = new WeakMap<object, number>();
    let resets = 0;
    const url = await listen(
      createServer((req, res) => {
        const n = (requests.get(req.socket) ?? 0) + 1;
        requests.set(req.socket, n);
        if (n > 1) {
          resets++;
          return req.socket.destroy();
        }
        res.writeHead(200, { 'content-type': 'image/svg+xml' });
        res.end('<svg/>');
      }),
    );
    const shop = await storefront(url);
    for (const path of ['/media/a.svg', '/media/b.svg', '/media/c.svg']) {
      const res = await fetch(`${shop}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toBe('<svg/>');
    }
    expect(resets).toBe(2);
  });

  it('closes a pooled connection to the API once it has been idle for idleMs', async () => {
    let closedAt = 0;
    const url = await listen(
      createServer((req, res) => {
        req.socket.once('close', () => {
          closedAt = Date.now();
        });
        res.writeHead(200, { 'content-type': 'image/svg+xml' });
        res.end('<svg/>');
      }),
    );
    const shop = await storefront(url, undefined, 100);
    const answered = Date.now();
    expect((await fetch(`${shop}/media/a.svg`)).status).toBe(200);
    await expect.poll(() => closedAt, { timeout: 3000 }).toBeGreaterThan(0);
    expect(closedAt - answered).toBeGreaterThanOrEqual(90);
  });
});
