import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { ADMIN_PORT, E2E_FORWARDED_SECRET } from '../../../../playwright.config';
import {
  addToCart,
  apiBase,
  customerHeaders,
  registerCustomer,
  saveAddress,
  type TestCustomer,
} from '../../../web/tests/e2e/fixtures';
import { en, type MessageKey, type Messages } from '../../app/i18n/en';
import { kh } from '../../app/i18n/kh';
import { zh } from '../../app/i18n/zh';

// The back office's browser tests: the admin (ADMIN_PORT of playwright.config) as its staff use
// it, against the real API and the demo shops, orders made through the storefront's real API by
// fresh customers. Nothing is mocked and nothing is read from the database.

export { apiBase, expect, registerCustomer, type TestCustomer };

export type Lang = 'en' | 'kh' | 'zh';

/** The demo staff's password (packages/db/src/seed/staff.ts). */
export const STAFF_PASSWORD = 'staff-pass-123';

/** The back office's address of a page: adminUrl('/login'). */
export const adminUrl = (path = '/') => `http://localhost:${ADMIN_PORT}${path}`;

/** The `lang` of <html> in each language (@shop/i18n's HTML_LANG). */
export const HTML_LANG: Record<Lang, string> = { en: 'en', kh: 'km', zh: 'zh-Hans' };

const CATALOGUES: Record<Lang, Messages> = { en, kh, zh };

/**
 * A text of the admin's own catalogues (apps/admin/app/i18n), values filled in: as written, without
 * the line-break marks a Khmer page carries (compare with `clean` text, or match with `tx`).
 */
export function t(lang: Lang, key: MessageKey, values: Record<string, string | number> = {}): string {
  const text = CATALOGUES[lang][key];
  if (text === undefined) throw new Error(`no message ${key} in ${lang}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The invisible line-break marks of a Khmer page: U+200B between words, U+2060 inside them. */
const MARKS = /[\u200B\u2060]/g;

/** A page's text without the Khmer line-break marks (and with its white space collapsed). */
export const clean = (text: string) => text.replace(MARKS, '').replace(/\s+/g, ' ').trim();

const escapeRegExp = (c: string) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * `text` as a pattern that finds it in the page whatever marks the page put between its letters;
 * the whole text (`exact`) or a part of one.
 */
export function marked(text: string, exact = true): RegExp {
  const parts: string[] = [];
  for (const c of Array.from(text)) {
    if (/\s/.test(c)) {
      if (parts.at(-1) !== '\\s+') parts.push('\\s+');
    } else parts.push(escapeRegExp(c));
  }
  const body = parts.join('[\\u200B\\u2060]*');
  return new RegExp(exact ? `^[\\s\\u200B\\u2060]*${body}[\\s\\u200B\\u2060]*$` : body);
}

/** A catalogue's text as a pattern for the page: `getByRole('button', { name: tx('kh', 'login.submit') })`. */
export const tx = (lang: Lang, key: MessageKey, values?: Record<string, string | number>, exact = true) =>
  marked(t(lang, key, values), exact);

/** A locator's text, the marks removed. */
export async function textOf(locator: Locator): Promise<string> {
  return clean((await locator.textContent()) ?? '');
}

/**
 * Fails the test on a console error or an uncaught error of any page of the test's browser
 * contexts (each context made with `newContext` below is watched too). A 403 or 404 page logs the
 * status of its own document: expected where a test opens one.
 */
export const test = base.extend<{
  consoleErrors: string[];
  newContext: (options?: Parameters<Browser['newContext']>[0]) => Promise<BrowserContext>;
}>({
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      watch(context, errors);
      await use(errors);
      const unexpected = errors.filter(
        (e) => !/Failed to load resource: the server responded with a status of 40[34]/.test(e),
      );
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  newContext: async ({ browser, consoleErrors }, use) => {
    const made: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      watch(context, consoleErrors);
      made.push(context);
      return context;
    });
    for (const context of made) await context.close();
  },
});

function watch(context: BrowserContext, errors: string[]) {
  context.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.page()?.url() ?? ''}: ${m.text()}`);
  });
  context.on('weberror', (e) => errors.push(String(e.error())));
}

/** Waits until React has hydrated the page (its nodes carry React's keys): clicks then go to its handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__react')));
}

/** The admin's language, chosen with the switcher of the page (English, ខ្មែរ, 中文). */
export async function chooseLanguage(page: Page, lang: Lang) {
  await hydrated(page);
  const button = page.getByRole('button', { name: tx(lang, `lang.${lang}`) }).filter({ visible: true });
  await button.click();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
  await expect(button).toHaveAttribute('aria-current', 'true');
  await expect
    .poll(async () => (await page.context().cookies(adminUrl())).find((c) => c.name === 'admin_lang')?.value)
    .toBe(lang);
}

/** Types an e-mail and a password (and a code) in the sign-in form and sends it. */
export async function submitSignIn(
  page: Page,
  lang: Lang,
  email: string,
  password = STAFF_PASSWORD,
  totp?: string,
) {
  await page.getByLabel(tx(lang, 'login.email')).fill(email);
  await page.getByLabel(tx(lang, 'login.password')).fill(password);
  if (totp !== undefined) await page.getByLabel(tx(lang, 'login.totp')).fill(totp);
  await page.getByRole('button', { name: tx(lang, 'login.submit') }).click();
}

/**
 * Signs `email` in with the real sign-in form, in `lang` chosen on the sign-in page first (the
 * whole admin then stays in it); resolves on the first page after it.
 */
export async function signIn(page: Page, email: string, lang: Lang = 'en') {
  await page.goto(adminUrl('/login'));
  await chooseLanguage(page, lang);
  await submitSignIn(page, lang, email);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

let addressSeq = 0;
/** A made-up address of a staff member's device: the API's per-address limits count each apart. */
function staffAddress() {
  addressSeq += 1;
  return `10.250.${(process.pid + addressSeq) % 250}.${Math.floor(Math.random() * 250) + 1}`;
}

/** A staff token, signed in through the API (for reading what the pages should show). */
export async function staffToken(request: APIRequestContext, baseURL: string | undefined, email: string) {
  const response = await request.post(`${apiBase(baseURL)}/admin/api/auth/login`, {
    headers: { 'x-forwarded-for': staffAddress(), 'x-forwarded-secret': E2E_FORWARDED_SECRET },
    data: { email, password: STAFF_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/**
 * A staff member signed in for a browser context without the form (as the storefront's tests'
 * useSession): the session the form would set, from an address of its own, and the language.
 * For tests about something else than signing in: the API allows 30 sign-ins per address per 15
 * minutes, and every form sign-in comes from the browser's one address.
 */
export async function staffSession(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string | undefined,
  email: string,
  lang: Lang = 'en',
) {
  const token = await staffToken(request, baseURL, email);
  await context.addCookies([
    { name: 'admin_session', value: token, url: adminUrl(), httpOnly: true, sameSite: 'Strict' },
    { name: 'admin_lang', value: lang, url: adminUrl(), sameSite: 'Strict' },
  ]);
  return token;
}

/** A GET of the back office's API as a staff member of a shop; answers `data`. */
export async function adminGet<T>(
  request: APIRequestContext,
  baseURL: string | undefined,
  token: string,
  path: string,
  store = 'S001',
): Promise<T> {
  const response = await request.get(`${apiBase(baseURL)}/admin/api${path}`, {
    headers: { authorization: `Bearer ${token}`, 'x-store-code': store },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** A write of the back office's API as a staff member of a shop (with its Idempotency-Key); answers `data`. */
export async function adminPost<T>(
  request: APIRequestContext,
  baseURL: string | undefined,
  token: string,
  path: string,
  body: Record<string, unknown>,
  store = 'S001',
): Promise<T> {
  const response = await request.post(`${apiBase(baseURL)}/admin/api${path}`, {
    headers: { authorization: `Bearer ${token}`, 'x-store-code': store, 'idempotency-key': randomUUID() },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/**
 * A product of S001's accessories that can be bought and packed (not a service). Each test takes
 * its own `slot`, so that no two tests running at once change the stock of the same product.
 */
export async function productFor(
  request: APIRequestContext,
  baseURL: string | undefined,
  slot: number,
): Promise<{ id: number; name: string }> {
  const response = await request.get(
    `${apiBase(baseURL)}/api/products?store_code=S001&category_id=9&page=1&row_per_page=40&lang=en`,
  );
  expect(response.status()).toBe(200);
  const products = (
    (await response.json()) as { data: { id: number; name: string; variant_option_id: number }[] }
  ).data;
  const simple = products.filter((p) => p.variant_option_id === 0);
  const chosen = simple[slot];
  if (!chosen) throw new Error(`no accessory in slot ${slot}`);
  return { id: chosen.id, name: chosen.name };
}

/** The stock of a product (its default variant), as the storefront's API tells shoppers. */
export async function stockOf(request: APIRequestContext, baseURL: string | undefined, productId: number) {
  const response = await request.get(`${apiBase(baseURL)}/api/product/${productId}?store_code=S001&lang=en`);
  expect(response.status()).toBe(200);
  const product = (await response.json()) as { data: { variants: { stock: number }[] } };
  return product.data.variants[0]?.stock ?? Number.NaN;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/**
 * A picture of a transfer receipt (a PNG of 180×320, stripes of colours of its own): each is
 * another picture, so that none is flagged as a receipt sent before.
 */
export function receiptPicture(): Buffer {
  const width = 180;
  const height = 320;
  const colours = Array.from({ length: 8 }, () => [0, 0, 0].map(() => Math.floor(Math.random() * 256)));
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const colour = colours[Math.floor((y / height) * colours.length)] as number[];
    for (let x = 0; x < width; x++) row.set(colour, 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export type PaymentChoice = 'bankTransfer' | 'khqr' | 'cod';

export interface PlacedOrder {
  id: number;
  customer: TestCustomer;
  product: { id: number; name: string };
}

/**
 * An order of one unit of `product` by a new customer of S001, through the storefront's API as
 * its checkout page makes it: an address, the cart, then the payment: a bank transfer (ABA) with
 * a receipt picture uploaded, a KHQR paid in the payments' sandbox, or cash on delivery.
 */
export async function placeOrder(
  request: APIRequestContext,
  baseURL: string | undefined,
  method: PaymentChoice,
  product: { id: number; name: string },
): Promise<PlacedOrder> {
  const customer = await registerCustomer(request, baseURL);
  const headers = customerHeaders(customer);
  const api = apiBase(baseURL);
  const address = await saveAddress(request, customer, baseURL);
  await addToCart(request, customer, baseURL, product.id);
  let payment: Record<string, unknown>;
  if (method === 'bankTransfer') {
    const upload = await request.post(`${api}/api/upload`, {
      headers,
      multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: receiptPicture() } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    const { image_url } = ((await upload.json()) as { data: { image_url: string } }).data;
    payment = { payment_type: 'transfer', payment_method: 'bankTransfer', transfer_type: 'ABA', image_url };
  } else if (method === 'khqr') {
    const made = await request.post(`${api}/payment/generate_khqr`, {
      headers,
      data: { payment_method: 'khqr' },
    });
    expect(made.status(), await made.text()).toBe(200);
    const paymentId = ((await made.json()) as { data: { payment_id: number } }).data.payment_id;
    const paid = await request.post(`${api}/payment/simulate`, { headers, data: { payment_id: paymentId } });
    expect(paid.status(), await paid.text()).toBe(200);
    expect(((await paid.json()) as { data: { status: string } }).data.status).toBe('paid');
    payment = { payment_type: 'transfer', payment_method: 'khqr', payment_id: paymentId };
  } else payment = { payment_type: 'cash', payment_method: 'cod' };
  const placed = await request.post(`${api}/api/checkout`, { headers, data: { address, ...payment } });
  expect(placed.status(), await placed.text()).toBe(200);
  const id = ((await placed.json()) as { data: { order_id: number } }).data.order_id;
  return { id, customer, product };
}

/** The order as its customer's storefront API sends it. */
export async function customerOrder<T = Record<string, unknown>>(
  request: APIRequestContext,
  baseURL: string | undefined,
  order: PlacedOrder,
): Promise<T> {
  const response = await request.get(`${apiBase(baseURL)}/api/checkout/history/detail/${order.id}`, {
    headers: customerHeaders(order.customer),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Where the screenshots of the pages go (outside the repository). */
export const SHOTS_DIR = '/tmp/admin-shots';

/** A full-page screenshot of what the page shows now, for a person to look at. */
export async function shot(page: Page, name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}
