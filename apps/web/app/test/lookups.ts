import type { ProductDetail, StoreInfo } from '@shop/contracts';
import type { Locale } from '@shop/i18n';
import { expect } from 'vitest';
import type { TestApi } from '../../../api/src/test/harness';

// What the seeded test API says, asked directly (not through the storefront): a test reads the
// facts it expects a page to show here instead of writing them down twice.

const shopHeaders = (shop: string, lang: Locale) => ({ 'x-store-code': shop, 'accept-language': lang });

/** A successful GET of the API's envelope: its `data`. */
export async function apiData<T = any>(
  api: TestApi,
  path: string,
  { shop = 'S001', lang = 'en' }: { shop?: string; lang?: Locale } = {},
): Promise<T> {
  const { status, body } = await api.get<{ data: T }>(path, shopHeaders(shop, lang));
  expect(status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body.data;
}

/** The store info of a host, in a language. */
export const storeInfo = (api: TestApi, domain = 'localhost', lang: Locale = 'en') =>
  apiData<StoreInfo>(api, `/api/store/info?domain=${domain}`, { lang });

/** A product of a shop (S001 by default), in a language. */
export const productOf = (api: TestApi, id: number, options: { shop?: string; lang?: Locale } = {}) =>
  apiData<ProductDetail>(api, `/api/product/${id}`, options);

/** `$1,234.50`: a dollar amount as the storefront writes it in English. */
export const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
