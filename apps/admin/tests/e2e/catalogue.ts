import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminProduct } from '@shop/contracts';
import { shopUrl } from '../../../web/tests/e2e/fixtures';
import {
  adminGet,
  adminPost,
  adminUrl,
  apiBase,
  clean,
  expect,
  type Lang,
  marked,
  staffToken,
  t,
  tx,
} from './fixtures';

// The catalogue's steps as an editor takes them, shared by the desktop and the phone tests
// (products.e2e.ts, products.mobile.e2e.ts). Each test makes products of its own through the API
// (a unique SKU and name), so that no two tests running at once edit the same product, and none
// changes the demo products the order tests buy. They go to Smart Home, not to the accessories
// the order tests take theirs from by place in the list (productFor), and each has stock enough
// (100) and stays on sale: the storefront's tests buy the shop's newest products, which these are.

/** Smart Home of S001 (the demo catalogue's category 7): no test picks products from it by place. */
export const TEST_CATEGORY = 7;

/** A word no other product has: found by search alone. */
export const uniqueWord = () => `Zq${randomUUID().slice(0, 8)}`;

/** A published product of S001 made by the editor through the API: one unit, 100 in stock, $12.50. */
export async function newProduct(
  request: APIRequestContext,
  baseURL: string | undefined,
  word = uniqueWord(),
  overrides: Record<string, unknown> = {},
): Promise<AdminProduct & { word: string }> {
  const token = await staffToken(request, baseURL, 'editor@example.com');
  const product = await adminPost<AdminProduct>(request, baseURL, token, '/products', {
    name: { en: `Test cable ${word}`, kh: '', zh: '' },
    description: { en: 'A cable for the tests.', kh: '', zh: '' },
    category_id: TEST_CATEGORY,
    published: true,
    variants: [{ sku: `SKU-${word}`, price: 12.5, promo_price: null, stock: 100 }],
    ...overrides,
  });
  return { ...product, word };
}

/** A product as the API has it now. */
export async function productNow(request: APIRequestContext, baseURL: string | undefined, id: number) {
  const token = await staffToken(request, baseURL, 'owner@example.com');
  return adminGet<AdminProduct>(request, baseURL, token, `/products/${id}`);
}

/** Someone else's save through the API: the product's English name changed, on its current version. */
export async function someoneElseSaves(
  request: APIRequestContext,
  baseURL: string | undefined,
  id: number,
  nameEn: string,
) {
  const token = await staffToken(request, baseURL, 'owner@example.com');
  const now = await adminGet<AdminProduct>(request, baseURL, token, `/products/${id}`);
  const response = await request.put(`${apiBase(baseURL)}/admin/api/products/${id}`, {
    headers: { authorization: `Bearer ${token}`, 'x-store-code': 'S001', 'idempotency-key': randomUUID() },
    data: { ...now, name: { ...now.name, en: nameEn } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A field of the editor by its label ('product.name' and a language: "Name (ខ្មែរ)"). */
export const textField = (page: Page, lang: Lang, key: 'product.name' | 'product.description', of: Lang) =>
  page.getByLabel(
    marked(
      `${t(lang, key)} (${t(lang, `lang.${of}`)})${key === 'product.name' && of === 'en' ? ` · ${t(lang, 'product.required')}` : ''}`,
    ),
  );

/** From the products' list: the search box, then the product's line, opened. */
export async function findAndOpen(page: Page, lang: Lang, query: string, name: string) {
  await page.goto(adminUrl('/s/S001/products'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(lang, 'products.title'));
  await page.getByRole('searchbox', { name: tx(lang, 'products.search') }).fill(query);
  await page.getByRole('button', { name: tx(lang, 'orders.searchButton') }).click();
  await expect(page.getByText(tx(lang, 'products.found', { count: 1 }))).toBeVisible();
  await page.getByRole('link', { name: marked(name) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(marked(name));
}

/** The storefront's product page in `lang` shows `name` as its title (its page cache kept 10 s: polled). */
export async function expectShopTitle(
  page: Page,
  baseURL: string | undefined,
  lang: Lang,
  id: number,
  name: string,
) {
  await expect
    .poll(
      async () => {
        await page.goto(shopUrl('S001', `/product/${id}`, lang, baseURL));
        return clean((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '');
      },
      { timeout: 30_000, intervals: [500, 1000, 2000, 3000] },
    )
    .toBe(name);
}

/** The editor's stock form: an amount added (or taken away) with a reason and a note. */
export async function changeStock(
  page: Page,
  lang: Lang,
  direction: 'add' | 'take',
  amount: number,
  reason: 'received' | 'damaged' | 'counted' | 'correction',
  note: string,
) {
  const stock = page.locator('#stock');
  await stock.getByRole('radio', { name: marked(t(lang, `stock.${direction}`), false) }).check();
  await stock.getByLabel(tx(lang, 'stock.amount')).fill(String(amount));
  await stock.getByLabel(tx(lang, 'stock.reason')).selectOption(reason);
  await stock.getByLabel(tx(lang, 'stock.note')).fill(note);
  await stock.getByRole('button', { name: tx(lang, 'stock.submit') }).click();
}
