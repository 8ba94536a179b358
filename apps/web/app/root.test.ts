import { describe, expect, it } from 'vitest';
import { shellMessages } from './i18n/messages.server';
import { takeConsoleErrors } from './test/console';
import { apiData } from './test/lookups';
import { createTestServer, openTestApi } from './test/server';

const testApi = openTestApi();

// The root's locale and shop handling, through the whole request pipeline.

describe('locale handling', () => {
  it('sends / to /kh when the browser prefers Khmer, and remembers it', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/', { headers: { 'accept-language': 'km-KH,km;q=0.9,en;q=0.5' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/kh');
    expect(response.headers.get('set-cookie')).toMatch(
      /^i18n_redirected=kh; Path=\/; Max-Age=31536000; SameSite=Lax/,
    );
  });

  it('uses the browser language on the root path only', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/download', { headers: { 'accept-language': 'zh-CN' } });
    expect(response.headers.get('location')).not.toMatch(/^\/zh/);
  });

  it('follows the cookie on an unprefixed path and keeps the query', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/compare?x=1', {
      headers: { cookie: 'theme=dark; i18n_redirected=kh' },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/kh/compare?x=1');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('renders /zh in Chinese and sets the cookie', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/zh');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(
      /^i18n_redirected=zh; Path=\/; Max-Age=31536000; SameSite=Lax/,
    );
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="zh-Hans" dir="ltr"/);
    expect(html).toContain('全部分类');
    expect(html).toContain('吴哥数码');
  });

  it('does not set the cookie again when it already matches', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/kh', { headers: { cookie: 'i18n_redirected=kh' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toContain('<html lang="km" dir="ltr"');
  });

  it('answers 404 for a first segment that is not a language', async () => {
    const app = createTestServer(testApi());
    for (const path of ['/xx', '/en', '/khmer', '/xx/download']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
    }
    const html = await (await app.request('/xx')).text();
    expect(html).toContain('404 Not Found');
    expect(html).toContain('Home page');
    // Inside the layout: the shop's header and footer are there.
    expect(html).toContain('Angkor Digital');
    expect(html).toContain('data-footer="default"');
  });

  it('answers 404 inside the layout for an unknown page, in the page language', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/kh/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('404 រកមិនឃើញទំព័រ');
    expect(html).toContain('href="/kh"');
  });
});

describe("the shell's texts", () => {
  it('travel once in the document as JSON, not in the router handoff', async () => {
    const app = createTestServer(testApi());
    for (const locale of ['en', 'kh', 'zh'] as const) {
      const html = await (await app.request(locale === 'en' ? '/' : `/${locale}`)).text();
      const json = /<script id="shell-texts" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
      expect(json, locale).toBeDefined();
      // Escaped for a script: no '<' that could close it.
      expect(json).not.toContain('<');
      expect(JSON.parse(json ?? '')).toEqual({ locale, messages: shellMessages(locale) });
      const handoff = /streamController\.enqueue\((.*?)\);/s.exec(html)?.[1] ?? '';
      expect(handoff.length, locale).toBeGreaterThan(1000);
      // A shell text no page shows until the assistant opens: in the document once, in the JSON.
      const intro = shellMessages(locale).chat.intro;
      expect(handoff).not.toContain(JSON.stringify(intro).slice(1, 20));
      expect(html.split(intro.slice(0, 20)).length - 1, locale).toBe(1);
    }
  });
});

describe("the first screen's downloads", () => {
  it("pictures come from the page's own origin; a Khmer page preloads its one Khmer font, others none", async () => {
    const app = createTestServer(testApi());
    for (const locale of ['en', 'kh', 'zh'] as const) {
      const response = await app.request(locale === 'en' ? '/' : `/${locale}`);
      const html = await response.text();
      // The API names its pictures on its asset host (http://assets.test): the pages by path.
      expect(html, locale).toMatch(/<img[^>]+src="\/media\/logos\/S001\.svg"/);
      expect(html, locale).toMatch(/<img[^>]+src="\/media\/gen\/banner\//);
      expect(html, locale).not.toContain('assets.test/media/');
      // No other origin to open a connection to early.
      expect(response.headers.get('link'), locale).toBeNull();
      const khmerFonts = html.match(/<link rel="preload" as="font"[^>]+href="[^"]*\/khmer[-.][^"]*"/g) ?? [];
      expect(khmerFonts.length, locale).toBe(locale === 'kh' ? 1 : 0);
    }
  });
});

describe('the language switcher', () => {
  it('sets the cookie for a year and redirects to the same page in the new language', async () => {
    const app = createTestServer(testApi());
    const body = new URLSearchParams({ lang: 'zh', path: '/kh/category?cat_id=3' });
    const response = await app.request('/locale', {
      method: 'POST',
      body,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/zh/category?cat_id=3');
    expect(response.headers.getSetCookie()).toEqual([
      'i18n_redirected=zh; Path=/; Max-Age=31536000; SameSite=Lax',
    ]);
  });

  it('goes to the unprefixed path for English and never off the site', async () => {
    const app = createTestServer(testApi());
    const post = (path: string) =>
      app.request('/locale', {
        method: 'POST',
        body: new URLSearchParams({ lang: 'en', path }),
        headers: { origin: 'http://localhost:3000' },
      });
    expect((await post('/zh')).headers.get('location')).toBe('/');
    expect((await post('//evil.example/x')).headers.get('location')).toBe('/');
    expect((await post('https://evil.example/')).headers.get('location')).toBe('/');
  });

  it('rejects an unknown language', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/locale', {
      method: 'POST',
      body: new URLSearchParams({ lang: 'fr', path: '/' }),
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.status).toBe(400);
  });
});

describe('shop by host', () => {
  it('shows each shop on its own host, S007 with its own footer', async () => {
    const app = createTestServer(testApi());
    const s002 = await (await app.request('/', { host: 's002.localhost:3000' })).text();
    expect(s002).toContain('Mekong Mobile');
    expect(s002).toContain('data-footer="default"');
    const s007 = await (await app.request('/', { host: 'S007.LOCALHOST:3000' })).text();
    expect(s007).toContain('Khmer PC Zone');
    expect(s007).toContain('data-footer="workshop"');
    expect(s007).toContain('PC build service');
    expect(s007).not.toContain('Angkor Digital');
  });

  it('answers an unknown host with a translated Shop not found page, status 404', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/kh', { host: 'unknown.example' });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('រកមិនឃើញហាង');
    expect(html).toContain('unknown.example');
    for (const shop of ['Angkor Digital', 'អង្គរ ឌីជីថល', 'Mekong Mobile', 'Khmer PC Zone']) {
      expect(html).not.toContain(shop);
    }
  });

  it('answers 503 with a clear message when the API is unreachable', async () => {
    const app = createTestServer(testApi());
    app.api.down = true;
    const response = await app.request('/');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('The shop is temporarily unavailable');
    expect(takeConsoleErrors().join('\n')).toMatch(/shop lookup failed/);
  });

  it('answers 503 when the API fails after the shop was found', async () => {
    const app = createTestServer(testApi());
    await app.request('/zh');
    app.api.down = true;
    app.clock.now += 61_000;
    const response = await app.request('/zh');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('商店暂时无法访问');
    expect(takeConsoleErrors().length).toBeGreaterThan(0);
  });
});

describe('the page', () => {
  it('renders the main layout, the home page and a real QR code of /download', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const html = await response.text();
    expect(html).toContain('<title>Angkor Digital – laptops, phones, PC parts and more</title>');
    for (const text of [
      'All Category',
      'All Brand',
      'Help',
      'Warranty',
      'Tracking',
      'Compare',
      'Wishlist',
      'Cart',
      'Login',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="/category?cat_id=1"');
    // The home's products, as the API lists them: its first row's first, its first promotion.
    const home = await apiData<{ rows: { products: { id: number }[] }[]; promotions: { id: number }[] }>(
      testApi(),
      '/api/home',
    );
    expect(html).toContain(`href="/product/${home.rows[0]?.products[0]?.id}"`);
    expect(html).toContain(`href="/product/${home.promotions[0]?.id}"`);
    expect(html).toContain('data-slot="search"');
    expect(html).toMatch(/<div role="img" aria-label="QR code to download the Angkor Digital app"[^>]*><svg/);
    expect(html).toContain('https://wa.me/85510234567');
    // The router's hydration data is in the page.
    expect(html).toContain('window.__reactRouterContext.streamController.close()');
  });

  it('gzips the HTML when the client accepts it', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    const body = new Uint8Array(await response.arrayBuffer());
    expect([body[0], body[1]]).toEqual([0x1f, 0x8b]);
  });
});

describe('the request id', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it("goes with every call to the API that a page makes, and back in the page's X-Request-Id", async () => {
    const app = createTestServer(testApi());
    const page = await app.request('/product/1');
    expect(page.status).toBe(200);
    const id = page.headers.get('x-request-id') as string;
    expect(id).toMatch(UUID);
    expect(app.api.requests.length).toBeGreaterThan(2);
    expect(new Set(app.api.requests.map((s) => s.requestId))).toEqual(new Set([id]));
    // The next page has an id of its own.
    const before = app.api.requests.length;
    const next = await app.request('/product/2');
    const second = next.headers.get('x-request-id') as string;
    expect(second).toMatch(UUID);
    expect(second).not.toBe(id);
    expect(new Set(app.api.requests.slice(before).map((s) => s.requestId))).toEqual(new Set([second]));
  });

  it('takes the id the server in front gave the request (server/index.mjs), when well formed', async () => {
    const app = createTestServer(testApi());
    const page = await app.request('/', { headers: { 'x-request-id': 'edge-4f1c2a9b7d' } });
    expect(page.headers.get('x-request-id')).toBe('edge-4f1c2a9b7d');
    expect(app.api.requests.every((s) => s.requestId === 'edge-4f1c2a9b7d')).toBe(true);
    const odd = await app.request('/', { headers: { 'x-request-id': 'no good' } });
    expect(odd.headers.get('x-request-id')).toMatch(UUID);
  });
});
