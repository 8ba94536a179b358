import type { StoreInfo } from '@shop/contracts';
import type { ShopContext } from '@shop/contracts/client';
import type { Locale } from '@shop/i18n';
import { createContext } from 'react-router';

/** The locale of the request, decided by the root middleware. */
export const localeContext = createContext<Locale>('en');

/** Who the request is for: resolved once per request by the root middleware. */
export interface ShopRequest {
  store: StoreInfo;
  locale: Locale;
  /** The origin the shopper used, e.g. 'https://shop.example.com'. */
  origin: string;
}

export const shopContext = createContext<ShopRequest>();

/** The shop and language of catalogue calls to the API. */
export function apiContext(shop: ShopRequest): ShopContext {
  return { storeCode: shop.store.store_code, lang: shop.locale };
}
