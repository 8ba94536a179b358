import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_CACHE_COOKIES } from '../app/entry.server';
import { createPageCache } from './page-cache.mjs';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server whose "render" counts how often it ran and answers like the storefront. */
async function start(options: { status?: number; type?: string } = {}) {
  // lru-cache takes a start time of 0 for "no time to live": the clock starts later.
  let clock = 1;
  const cache = createPageCache({
    ttlMs: 1000,
    now: () => clock,
    // The app's cookie names, and one more that a deployment could name personal.
    personalCookies: [...PAGE_CACHE_COOKIES.personal, 'token'],
    localeCookie: PAGE_CACHE_COOKIES.locale,
  });
  let renders = 0;
  server = createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.record(req, res);
    renders++;
    res.writeHead(options.status ?? 200, { 'content-type': options.type ?? 'text/html; charset=utf-8' });
    res.end(`page ${renders} ${req.url}`);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
    return { status: res.status, text: await res.text(), hit: res.headers.get('x-page-cache') === 'hit' };
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
});
