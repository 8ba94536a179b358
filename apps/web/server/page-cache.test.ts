import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createNonce, PAGE_CACHE_COOKIES } from '../app/entry.server';
import { createPageCache } from './page-cache.mjs';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A page with inline scripts and a style under `nonce`, long enough to be compressed in pieces. */
function pageWith(nonce: string, text: string): string {
  const filler = 'ស្វាគមន៍ 欢迎 welcome '.repeat(400);
  return `<!DOCTYPE html><html><head><script nonce="${nonce}">var a=1</script><style nonce="${nonce}">:root{}</style></head><body>${filler}<p>${text}</p><link rel="modulepreload" nonce="${nonce}" href="/a.js"><script nonce="${nonce}">${filler}</script></body></html>`;
}

/** A server whose "render" counts how often it ran and answers like the storefront. */
async function start(options: { status?: number; type?: string; policy?: boolean } = {}) {
  // lru-cache takes a start time of 0 for "no time to live": the clock starts later.
  let clock = 1;
  const cache = createPageCache({
    ttlMs: 1000,
    now: () => clock,
    // The app's cookie names, and one more that a deployment could name personal.
    personalCookies: [...PAGE_CACHE_COOKIES.personal, 'token'],
    localeCookie: PAGE_CACHE_COOKIES.locale,
    createNonce,
  });
  let renders = 0;
  server = createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.record(req, res);
    renders++;
    const headers: Record<string, string> = { 'content-type': options.type ?? 'text/html; charset=utf-8' };
    if (!options.policy) {
      res.writeHead(options.status ?? 200, headers);
      res.end(`page ${renders} ${req.url}`);
      return;
    }
    // As entry.server.tsx answers: a nonce in the policy and the page, gzipped when accepted.
    const nonce = createNonce();
    headers['content-security-policy'] =
      `script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${nonce}'`;
    const html = pageWith(nonce, `page ${renders}`);
    const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '');
    const body = gzip ? gzipSync(html, { level: 1 }) : Buffer.from(html);
    if (gzip) headers['content-encoding'] = 'gzip';
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
    return {
      status: res.status,
      // fetch inflates a gzipped body and checks its length and checksum.
      text: await res.text(),
      hit: res.headers.get('x-page-cache') === 'hit',
      policy: res.headers.get('content-security-policy') ?? '',
      encoding: res.headers.get('content-encoding'),
    };
  };
  return { get, renders: () => renders, advance: (ms: number) => (clock += ms) };
}

describe('page cache', () => {
  it('renders an anonymous page once per TTL', async () => {
    const app = await start();
    expect((await app.get('/')).hit).toBe(false);
    const again = await app.get('/');
    expect(again).toMatchObject({ hit: true, text: 'page 1 /' });
    app.advance(1001);
    expect(await app.get('/')).toMatchObject({ hit: false, text: 'page 2 /' });
    expect(app.renders()).toBe(2);
  });

  it('keeps pages apart by address, language cookie and, on the root path, browser language', async () => {
    const app = await start();
    await app.get('/kh');
    expect((await app.get('/zh')).hit).toBe(false);
    await app.get('/compare', { cookie: 'i18n_redirected=kh' });
    expect((await app.get('/compare', { cookie: 'i18n_redirected=zh' })).hit).toBe(false);
    await app.get('/', { 'accept-language': 'km' });
    expect((await app.get('/', { 'accept-language': 'zh' })).hit).toBe(false);
    // Off the root path the browser language changes nothing.
    await app.get('/x', { 'accept-language': 'km' });
    expect((await app.get('/x', { 'accept-language': 'zh' })).hit).toBe(true);
  });

  it('never serves a cached page to a session, a no-cache request or a data request', async () => {
    const app = await start();
    await app.get('/');
    expect((await app.get('/', { cookie: 'token=abc' })).hit).toBe(false);
    expect((await app.get('/', { cookie: 'i18n_redirected=en; session=abc' })).hit).toBe(false);
    // The page after logout carries its one-time message.
    expect((await app.get('/', { cookie: 'flash=logout' })).hit).toBe(false);
    expect((await app.get('/', { 'cache-control': 'no-cache' })).hit).toBe(false);
    await app.get('/_root.data');
    expect((await app.get('/_root.data')).hit).toBe(false);
  });

  it('keeps only HTML answers of 200 or 404', async () => {
    const failing = await start({ status: 503 });
    await failing.get('/');
    expect((await failing.get('/')).hit).toBe(false);
  });

  it('gives every page it answers a fresh nonce, in the policy and the page alike, gzipped or not', async () => {
    const app = await start({ policy: true });
    for (const [render, encoding] of ['gzip', 'identity'].entries()) {
      const headers = { 'accept-encoding': encoding };
      const first = await app.get(`/${encoding}`, headers);
      const seen = new Set<string>();
      for (const answer of [
        first,
        await app.get(`/${encoding}`, headers),
        await app.get(`/${encoding}`, headers),
      ]) {
        const nonce = /'nonce-([^']+)'/.exec(answer.policy)?.[1] ?? '';
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(answer.policy).toBe(
          `script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${nonce}'`,
        );
        // The same page as rendered, with the new nonce in each of its four places.
        expect(answer.text === pageWith(nonce, `page ${render + 1}`), encoding).toBe(true);
        seen.add(nonce);
      }
      expect(seen.size, encoding).toBe(3);
      expect(first.encoding).toBe(encoding === 'gzip' ? 'gzip' : null);
    }
    expect(app.renders()).toBe(2);
  });

  it('keeps an https page (as a trusted proxy says) apart from an http one', async () => {
    const app = await start();
    await app.get('/', { 'x-forwarded-proto': 'https' });
    expect((await app.get('/')).hit).toBe(false);
    expect((await app.get('/', { 'x-forwarded-proto': 'https' })).hit).toBe(true);
  });
});
