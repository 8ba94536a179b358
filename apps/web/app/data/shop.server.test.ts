import type { Brand, Category } from '@shop/contracts';
import { normalizeHost } from '@shop/contracts';
import { createApiClient } from '@shop/contracts/client';
import { describe, expect, it } from 'vitest';
import { createApiEdge } from '../test/api-edge';
import { apiData } from '../test/lookups';
import { openTestApi } from '../test/server';
import { createShopService } from './shop.server';

// The shop service against the real API (its seeded shops), through an edge that counts the calls.
const testApi = openTestApi();

function setup(options: { maxEntries?: number } = {}) {
  const api = createApiEdge(testApi());
  const clock = { now: 1_000_000 };
  const client = createApiClient({ baseUrl: 'http://api.test', fetch: api.fetch });
  const shops = createShopService({ client, now: () => clock.now, ttlMs: 60_000, ...options });
  const storeCalls = () => api.calls.filter((c) => c.startsWith('/api/store/info'));
  /** The language each store-info call was made in (sent as Accept-Language). */
  const storeLangs = () => api.requests.filter((r) => r.path === '/api/store/info').map((r) => r.lang);
  return { api, clock, shops, storeCalls, storeLangs };
}

describe('normalizeHost', () => {
  it('strips the port and a trailing dot and lowercases', () => {
    expect(normalizeHost('LocalHost:3000')).toBe('localhost');
    expect(normalizeHost('S007.localhost.')).toBe('s007.localhost');
    expect(normalizeHost('127.0.0.1:80')).toBe('127.0.0.1');
    expect(normalizeHost('[::1]:3000')).toBe('[::1]');
  });

  it('rejects what is not a host name', () => {
    expect(normalizeHost(null)).toBeNull();
    expect(normalizeHost('')).toBeNull();
    expect(normalizeHost('evil.com/<script>')).toBeNull();
    expect(normalizeHost('a b')).toBeNull();
  });
});

describe('the shop of a host', () => {
  it('resolves the Host header through the API', async () => {
    const { shops, storeCalls, storeLangs } = setup();
    const shop = await shops.resolveShop('S007.LocalHost:3000', 'kh');
    expect(shop?.store_code).toBe('S007');
    expect(shop?.footer).toBe('workshop');
    expect(shop?.name).toBe('ខ្មែរ ភីស៊ី ហ្សូន');
    expect(storeCalls()).toEqual(['/api/store/info?domain=s007.localhost']);
    expect(storeLangs()).toEqual(['kh']);
  });

  it('caches per host and locale for 60 s, then asks again', async () => {
    const { shops, clock, storeCalls } = setup();
    await shops.resolveShop('localhost:3000', 'en');
    await shops.resolveShop('localhost', 'en');
    clock.now += 59_000;
    await shops.resolveShop('LOCALHOST:8080', 'en');
    expect(storeCalls()).toHaveLength(1);

    await shops.resolveShop('localhost', 'zh');
    expect(storeCalls()).toHaveLength(2);

    clock.now += 2_000;
    await shops.resolveShop('localhost', 'en');
    expect(storeCalls()).toHaveLength(3);
  });

  it('asks once for concurrent requests of the same host', async () => {
    const { shops, storeCalls } = setup();
    const [a, b] = await Promise.all([
      shops.resolveShop('localhost', 'en'),
      shops.resolveShop('localhost', 'en'),
    ]);
    expect(a).toBe(b);
    expect(storeCalls()).toHaveLength(1);
  });

  it('answers null for an unknown host (never another shop) and remembers that too', async () => {
    const { shops, storeCalls, storeLangs } = setup();
    expect(await shops.resolveShop('unknown.example', 'en')).toBeNull();
    expect(await shops.resolveShop('unknown.example', 'en')).toBeNull();
    expect(await shops.resolveShop('not a host', 'en')).toBeNull();
    expect(storeCalls()).toEqual(['/api/store/info?domain=unknown.example']);
    expect(storeLangs()).toEqual(['en']);
  });

  it('does not cache a failure: the next request tries again', async () => {
    const { shops, api, storeCalls } = setup();
    api.down = true;
    await expect(shops.resolveShop('localhost', 'en')).rejects.toThrow(/fetch failed/);
    api.down = false;
    expect((await shops.resolveShop('localhost', 'en'))?.store_code).toBe('S001');
    expect(storeCalls()).toHaveLength(2);
  });

  it('keeps at most maxEntries hosts, dropping the least recently used', async () => {
    const { shops, storeCalls } = setup({ maxEntries: 2 });
    await shops.resolveShop('localhost', 'en');
    await shops.resolveShop('s002.localhost', 'en');
    await shops.resolveShop('localhost', 'en'); // recently used again
    await shops.resolveShop('s007.localhost', 'en'); // evicts s002
    expect(storeCalls()).toHaveLength(3);
    await shops.resolveShop('localhost', 'en');
    expect(storeCalls()).toHaveLength(3);
    await shops.resolveShop('s002.localhost', 'en');
    expect(storeCalls()).toHaveLength(4);
  });
});

describe('the layout data of a shop', () => {
  it('has the categories with their groups and every brand page, only brands with products', async () => {
    const { shops, api } = setup();
    const store = await shops.resolveShop('localhost', 'zh');
    if (!store) throw new Error('no shop');
    const layout = await shops.layoutData(store, 'zh');
    // The shop's categories in Chinese, each with its groups and subcategories, as the API has them.
    const categories = await apiData<Category[]>(testApi(), '/api/categories?include=groups', { lang: 'zh' });
    expect(layout.categories.map((c) => c.name)).toEqual(categories.map((c) => c.name));
    expect(layout.categories[0]?.name).toBe('笔记本电脑');
    expect(layout.categories[0]?.groups?.[0]?.subcategories.map((s) => s.name)).toEqual(
      categories[0]?.groups?.[0]?.subcategories.map((s) => s.name),
    );
    expect(layout.categories[0]?.groups?.[0]?.subcategories.length).toBeGreaterThan(1);
    // The API's brands come 20 a page: pages 1–3 are all read; a brand without products is left out.
    const brandCalls = api.requests.flatMap((r, i) =>
      r.path === '/api/brands' ? [{ ...r, url: api.calls[i] }] : [],
    );
    expect(brandCalls.map((b) => b.url).sort()).toEqual([
      '/api/brands?page=1',
      '/api/brands?page=2',
      '/api/brands?page=3',
    ]);
    expect(brandCalls.every((b) => b.storeCode === 'S001' && b.lang === 'zh')).toBe(true);
    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        apiData<{ data: Brand[]; last_page: number }>(testApi(), `/api/brands?page=${page}`, { lang: 'zh' }),
      ),
    );
    expect(pages[0]?.last_page).toBe(3);
    const all = pages.flatMap((page) => page.data);
    const empty = all.filter((b) => b.products_count === 0).map((b) => b.name);
    expect(empty.length).toBeGreaterThan(0);
    expect(layout.brands.map((b) => b.name)).toEqual(
      all.filter((b) => b.products_count > 0).map((b) => b.name),
    );
    for (const name of empty) expect(layout.brands.map((b) => b.name)).not.toContain(name);
  });

  it('is cached per shop and locale', async () => {
    const { shops, api, clock } = setup();
    const store = await shops.resolveShop('localhost', 'en');
    if (!store) throw new Error('no shop');
    await shops.layoutData(store, 'en');
    await shops.layoutData(store, 'en');
    const count = () => api.calls.filter((c) => c.startsWith('/api/categories')).length;
    expect(count()).toBe(1);
    await shops.layoutData(store, 'kh');
    expect(count()).toBe(2);
    clock.now += 60_001;
    await shops.layoutData(store, 'en');
    expect(count()).toBe(3);
  });
});
