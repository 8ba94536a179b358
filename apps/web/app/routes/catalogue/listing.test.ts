import type { Brand, ProductSummary } from '@shop/contracts';
import type { Locale } from '@shop/i18n';
import { khmerWords } from '@shop/i18n/khmer-words';
import { beforeAll, describe, expect, it } from 'vitest';
import { renameCategorySlug } from '../../../../api/src/test/factories';
import type { ApiEdge } from '../../test/api-edge';
import { apiData } from '../../test/lookups';
import { createTestServer, openTestApi } from '../../test/server';

const testApi = openTestApi();

beforeAll(async () => {
  // S001 then has no category for the /smarthome page.
  await renameCategorySlug(testApi(), 'S001', 'smart-home', 'home-automation');
});

function productQueries(calls: string[]) {
  return calls.filter((c) => c.startsWith('/api/products?')).map((c) => new URL(`http://x${c}`).searchParams);
}

/** The products the API answered to the page's (last) product list call, asked again. */
async function listed(api: ApiEdge, lang: Locale = 'en'): Promise<ProductSummary[]> {
  const call = api.calls.filter((c) => c.startsWith('/api/products?')).at(-1);
  if (!call) throw new Error('the page asked for no products');
  const products = await apiData<ProductSummary[]>(api.real, call, { lang });
  expect(products.length).toBeGreaterThan(0);
  return products;
}

/** Every brand of S001 the API lists with `query` (all its pages). */
async function brandsWhere(query = ''): Promise<Brand[]> {
  const brands: Brand[] = [];
  for (let page = 1; ; page++) {
    const answer = await apiData<{ data: Brand[]; last_page: number }>(
      testApi(),
      `/api/brands?page=${page}${query}`,
    );
    brands.push(...answer.data);
    if (page >= answer.last_page) return brands;
  }
}

const LAPTOPS = 1;
/** A phone: no laptop. */
const PHONE = 132;

describe('listing pages', () => {
  it('category mode: the category, its products, brands filter and breadcrumbs', async () => {
    const app = createTestServer(testApi());
    const response = await app.request(`/category?cat_id=${LAPTOPS}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Laptops – Angkor Digital</title>');
    expect(html).toContain('Laptops</h1>');
    for (const product of await listed(app.api)) expect(html).toContain(`href="/product/${product.id}"`);
    expect(html).not.toContain(`href="/product/${PHONE}"`);
    // The brands of laptops, each an option of the filter.
    const brands = await apiData<{ data: Brand[] }>(testApi(), `/api/brands?page=1&category_id=${LAPTOPS}`);
    const apple = brands.data.find((b) => b.name === 'Apple');
    expect(apple).toBeDefined();
    expect(html).toContain(`<option value="${apple?.id}">Apple</option>`);
    expect(html).toContain(`rel="canonical" href="http://localhost:3000/category?cat_id=${LAPTOPS}"`);
    const [query] = productQueries(app.api.calls);
    expect(query?.get('category_id')).toBe(String(LAPTOPS));
    expect(query?.get('row_per_page')).toBe('24');
    expect(query?.get('brand_id')).toBeNull();
    expect(
      app.api.calls.some((c) => c.includes('/api/brands?') && c.includes(`category_id=${LAPTOPS}`)),
    ).toBe(true);
  });

  it("draws a Khmer category's name (from the API) as its word runs, lines ending between words", async () => {
    const app = createTestServer(testApi());
    const html = await (await app.request('/kh/category?cat_id=1')).text();
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
    const name = h1.replace(/<[^>]*>/g, '');
    expect(name).toMatch(/[\u1780-\u17ff]/);
    const runs = [...h1.matchAll(/<span data-word="true"[^>]*>([^<]*)<\/span>/g)].map((m) => m[1]);
    expect(runs).toEqual(khmerWords(name));
    expect(runs.length).toBeGreaterThan(1);
  });

  it('brand mode: the brand page, in Khmer', async () => {
    const app = createTestServer(testApi());
    // Brand 3 (Xiaomi), named in Khmer by the API.
    const brands = await apiData<{ data: Brand[] }>(testApi(), '/api/brands?page=1', { lang: 'kh' });
    const brand = brands.data.find((b) => b.id === 3);
    expect(brand?.name).toMatch(/[\u1780-\u17ff]/);
    const response = await app.request('/kh/category?brand_id=3');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.replace(/<\/?span[^>]*>|<wbr\/?>/g, '')).toContain(`${brand?.name}</h1>`);
    for (const product of await listed(app.api, 'kh'))
      expect(html).toContain(`href="/kh/product/${product.id}"`);
    const [query] = productQueries(app.api.calls);
    expect(query?.get('brand_id')).toBe('3');
    expect(query?.get('category_id')).toBeNull();
  });

  it('passes sort, price range, brand and subcategory to the API and keeps them in pagination', async () => {
    const app = createTestServer(testApi());
    // Subcategory 3 of laptops: gaming laptops; brand 9: ASUS.
    const response = await app.request(
      '/category?cat_id=1&sub_id=3&brand_id=9&sort=price_desc&price_min=100&price_max=700',
    );
    expect(response.status).toBe(200);
    const [query] = productQueries(app.api.calls);
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      category_id: '1',
      sub_id: '3',
      brand_id: '9',
      sort: 'price_desc',
      price_min: '100',
      price_max: '700',
      page: '1',
    });
  });

  it('ignores an unknown sort and a bad price', async () => {
    const app = createTestServer(testApi());
    await app.request('/category?cat_id=1&sort=random&price_min=abc');
    const [query] = productQueries(app.api.calls);
    expect(query?.get('sort')).toBeNull();
    expect(query?.get('price_min')).toBeNull();
  });

  it('the pages of a category by slug and /promotions', async () => {
    const app = createTestServer(testApi());
    // /phone is the category of slug "phones" (4: Phones & Wearables), /camera of "cameras".
    const phone = await app.request('/phone');
    expect(phone.status).toBe(200);
    expect(await phone.text()).toContain('Phones &amp; Wearables</h1>');
    expect(productQueries(app.api.calls).at(-1)?.get('category_id')).toBe('4');

    const camera = await app.request('/zh/camera?page=1');
    expect(camera.status).toBe(200);
    const cameras = await apiData<{ id: number; name: string; slug: string }[]>(
      testApi(),
      '/api/categories',
      {
        lang: 'zh',
      },
    );
    const cameraName = cameras.find((c) => c.slug === 'cameras')?.name ?? '';
    expect(cameraName).toMatch(/[\u4E00-\u9FFF]/);
    expect(await camera.text()).toContain(`${cameraName.replace(/&/g, '&amp;')}</h1>`);

    const promotions = await app.request('/promotions');
    expect(promotions.status).toBe(200);
    const html = await promotions.text();
    const promoted = await listed(app.api);
    for (const product of promoted) {
      expect(product.promo_price).not.toBeNull();
      expect(html).toContain(`href="/product/${product.id}"`);
    }
    // Product 2 is not on promotion.
    expect((await apiData<ProductSummary>(testApi(), '/api/product/2')).promo_price).toBeNull();
    expect(html).not.toContain('href="/product/2"');
    expect(productQueries(app.api.calls).at(-1)?.get('promotion')).toBe('1');
    // The brand filter offers only the brands that have products on promotion.
    const onPromotion = await brandsWhere('&promotion=1');
    for (const brand of onPromotion) expect(html).toContain(`>${brand.name.replace(/&/g, '&amp;')}</option>`);
    const without = (await brandsWhere()).filter(
      (b) => b.products_count > 0 && !onPromotion.some((p) => p.id === b.id),
    );
    expect(without.length).toBeGreaterThan(0);
    for (const brand of without) expect(html).not.toContain(`>${brand.name}</option>`);
    expect(app.api.calls.some((c) => c.startsWith('/api/brands?') && c.includes('promotion=1'))).toBe(true);
    // The title says what the menu item says.
    expect(await (await app.request('/zh/promotions')).text()).toContain('优惠活动</h1>');
  });

  it.each([
    '/category',
    '/category?cat_id=999',
    '/category?cat_id=abc',
    '/category?brand_id=999',
    // LG: a brand of the shop without products.
    '/category?brand_id=18',
    '/category?cat_id=1&sub_id=999',
    '/category?cat_id=1&page=5',
    '/smarthome',
    '/kh/category?cat_id=42',
  ])('%s is a 404 page', async (path) => {
    const app = createTestServer(testApi());
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404');
  });
});
