import { readFileSync } from 'node:fs';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';

import { E2E_FORWARDED_SECRET } from '../../../../playwright.config';
export type Lang = 'en' | 'kh' | 'zh';
type Messages = Record<string, Record<string, string>>;

const messagesDir = new URL('../../../../packages/i18n/src/messages/', import.meta.url);
const load = (lang: Lang) =>
  JSON.parse(readFileSync(new URL(`${lang}.json`, messagesDir), 'utf8')) as Messages;
export const MESSAGES: Record<Lang, Messages> = { en: load('en'), kh: load('kh'), zh: load('zh') };

/** A message of the interface, as the shopper sees it: `msg('kh', 'cart.empty')`. */
export function msg(lang: Lang, key: string, values: Record<string, string> = {}): string {
  const [group, name] = key.split('.') as [string, string];
  const text = MESSAGES[lang][group]?.[name];
  if (text === undefined) throw new Error(`no message ${key} in ${lang}`);
  return text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);
}

export const SHOPS = {
  S001: {
    host: 'localhost',
    name: { en: 'Angkor Digital', kh: 'អង្គរ ឌីជីថល', zh: '吴哥数码' },
    footer: 'default',
  },
  S002: {
    host: 's002.localhost',
    name: { en: 'Mekong Mobile', kh: 'មេគង្គ ម៉ូបាយ', zh: '湄公手机' },
    footer: 'default',
  },
  S007: {
    host: 's007.localhost',
    name: { en: 'Khmer PC Zone', kh: 'ខ្មែរ ភីស៊ី ហ្សូន', zh: '高棉电脑城' },
    footer: 'workshop',
  },
} as const;
export type ShopCode = keyof typeof SHOPS;

/** The address of a page of a demo shop, in a language: shopUrl('S002', '/', 'kh'). */
export function shopUrl(
  code: ShopCode,
  path = '/',
  lang: Lang = 'en',
  baseURL = `http://localhost:${process.env.E2E_WEB_PORT ?? 3300}`,
): string {
  const port = new URL(baseURL).port;
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const suffix = path === '/' && prefix ? '' : path;
  return `http://${SHOPS[code].host}:${port}${prefix}${suffix}`;
}

/** Fails the test on any console error or uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      await use(errors);
      // A 404 page logs the 404 of its own document, and a form the server refuses (a wrong
      // password, a bad phone number) answers 400 with the messages: those are expected.
      const unexpected = errors.filter(
        (e) => !/Failed to load resource: the server responded with a status of 40[04]/.test(e),
      );
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The Origin header a page of the shop at `url` sends with its forms and fetches: the storefront
 * refuses a post without it (or Sec-Fetch-Site), and Playwright's `request` sends neither.
 */
export function sameOrigin(url: string): { origin: string } {
  return { origin: new URL(url).origin };
}

/** Waits until React has hydrated the page, so that clicks reach their handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** The API the test server started beside the storefront (its port is the web's + 1000). */
export function apiBase(baseURL = `http://localhost:${process.env.E2E_WEB_PORT ?? 3300}`): string {
  return `http://127.0.0.1:${Number(new URL(baseURL).port) + 1000}`;
}

export interface TestCustomer {
  name: string;
  email: string;
  phone: string;
  password: string;
  token: string;
}

let customerSeq = 0;

/**
 * A new customer of a shop, registered through the API (tests that change a cart, a wishlist or
 * data each get their own, so they run in parallel). Each comes from another address, as real
 * shoppers do, so the API's per-address limits count them apart.
 */
export async function registerCustomer(
  request: APIRequestContext,
  baseURL: string | undefined,
  code: ShopCode = 'S001',
): Promise<TestCustomer> {
  customerSeq += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${customerSeq}${Math.floor(Math.random() * 1e6)}`;
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const customer = {
    name: `Test ${unique.slice(-6)}`,
    email: `e2e-${unique}@example.com`,
    phone: `09${digits}`,
    password: 'e2e-pass-12345',
  };
  const address = `10.${customerSeq % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const response = await request.post(`${apiBase(baseURL)}/api/auth/register`, {
    headers: { 'x-store-code': code, 'x-forwarded-for': address, 'x-forwarded-secret': E2E_FORWARDED_SECRET },
    data: customer,
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { token: string } };
  return { ...customer, token: body.data.token };
}

/** Logs the browser in as `customer`: the httpOnly session cookie, as the login page sets it. */
export async function useSession(
  context: BrowserContext,
  customer: TestCustomer,
  baseURL: string | undefined,
  code: ShopCode = 'S001',
) {
  await context.addCookies([
    {
      name: 'session',
      value: customer.token,
      url: shopUrl(code, '/', 'en', baseURL),
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

/** Ids of products of a shop that can go in a cart. */
export async function productIds(
  request: APIRequestContext,
  baseURL: string | undefined,
  count: number,
  code: ShopCode = 'S001',
): Promise<number[]> {
  const response = await request.get(
    `${apiBase(baseURL)}/api/products?store_code=${code}&page=1&row_per_page=${count}&sort=newest`,
  );
  const body = (await response.json()) as { data: { id: number }[] };
  return body.data.map((p) => p.id);
}

/** The API headers of a customer in S001. */
export const customerHeaders = (customer: TestCustomer) => ({
  authorization: `Bearer ${customer.token}`,
  'x-store-code': 'S001',
});

/** Saves an address of the customer in S001, through the API; answers its id. */
export async function saveAddress(
  request: APIRequestContext,
  customer: TestCustomer,
  baseURL: string | undefined,
): Promise<number> {
  const address = await request.post(`${apiBase(baseURL)}/api/profile/location/add`, {
    headers: customerHeaders(customer),
    data: { name: 'Home', description: 'No. 5, Street 51, Phnom Penh', lat: 11.5564, long: 104.9282 },
  });
  expect(address.status(), await address.text()).toBe(200);
  return ((await address.json()) as { data: { id: number } }).data.id;
}

/** Adds one of a product (its default variant) to the customer's S001 server cart, through the API. */
export async function addToCart(
  request: APIRequestContext,
  customer: TestCustomer,
  baseURL: string | undefined,
  productId: number,
) {
  const added = await request.post(`${apiBase(baseURL)}/api/cart/add`, {
    headers: customerHeaders(customer),
    data: { product_id: productId, quantity: 1, variant_option_id: 0 },
  });
  expect(added.status(), await added.text()).toBe(200);
}

/** Puts two products in the customer's server cart and saves an address; answers its id. */
export async function fillCart(
  request: APIRequestContext,
  customer: TestCustomer,
  baseURL: string | undefined,
) {
  for (const productId of await productIds(request, baseURL, 2))
    await addToCart(request, customer, baseURL, productId);
  return saveAddress(request, customer, baseURL);
}
