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

/**
 * The shopper's session in this request: the bearer token read from the httpOnly `session` cookie
 * (the browser's scripts never see it) and the shopper's address for the API's rate limits.
 * `start` and `end` change the cookie on the response (the session middleware writes it).
 */
export interface SessionRequest {
  token: string | null;
  /** The shopper's IP address, forwarded to the API as X-Forwarded-For. */
  address: string | null;
  /** A one-time message left by the previous response (e.g. after logout), or null. */
  flash: 'logout' | null;
  start(token: string): void;
  end(): void;
  setFlash(message: 'logout'): void;
}

export const sessionContext = createContext<SessionRequest>();

/** The bearer token and address an account call to the API is made with. */
export function apiCaller(session: SessionRequest) {
  return { token: session.token, forwardedFor: session.address };
}
