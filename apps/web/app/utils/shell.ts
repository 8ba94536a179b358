import type { Brand, Category, StoreInfo } from '@shop/contracts';
import type { Locale } from '@shop/i18n';
import { DEFAULT_ACCENT } from '../constants';
import type { ServerCart, WishlistItem } from '../state/cart-types';
import type { AccentColours } from './color';

/** A category as the menus show it: only what they draw travels to the browser. */
export interface NavCategory {
  id: number;
  name: string;
  image: string;
  groups: { id: number; name: string; subcategories: { id: number; name: string }[] }[];
}

/** A brand as the menus and strips show it. */
export type NavBrand = Pick<Brand, 'id' | 'name' | 'image'>;

export function toNavCategory(category: Category): NavCategory {
  return {
    id: category.id,
    name: category.name,
    image: category.image,
    groups: (category.groups ?? []).map((group) => ({
      id: group.id,
      name: group.name,
      subcategories: group.subcategories.map((sub) => ({ id: sub.id, name: sub.name })),
    })),
  };
}

export function toNavBrand(brand: Brand): NavBrand {
  return { id: brand.id, name: brand.name, image: brand.image };
}

/** What the root loader sends for the main layout of every page. */
export interface ShellData {
  locale: Locale;
  /** The error pages' titles (`meta.notFoundTitle`, `meta.errorTitle`: '{shop}' to fill), for `meta`. */
  titles: { notFound: string; error: string };
  store: StoreInfo;
  /**
   * On a Khmer page, the shop's texts the footer shows, with their word marks (storeWords,
   * i18n/shop-texts.server.ts): `<Text>` draws them as unbreakable runs. Empty elsewhere.
   */
  words: string[];
  colours: AccentColours;
  categories: NavCategory[];
  brands: NavBrand[];
  /** SVG markup of the QR code of the shop's /download address (made on the server). */
  qrSvg: string;
  /** 0 means logged in (My Account); any other value shows Login. */
  loginStatusCode: number;
  /** The server cart of a logged-in customer; null for a guest (whose cart is in localStorage). */
  serverCart: ServerCart | null;
  wishlist: WishlistItem[];
  /** A one-time message of the previous response ('logout'), shown in the notification bar. */
  flash: { id: number; message: 'logout' } | null;
}

/** The colours of a page without a shop (error pages of an unknown host). */
export const DEFAULT_COLOURS: AccentColours = {
  accent: DEFAULT_ACCENT,
  onAccent: '#ffffff',
  ink: DEFAULT_ACCENT,
};

/** Login status code of a visitor without a session… */
export const LOGGED_OUT = 1;
/** …and of a logged-in customer (the specification's 0). */
export const LOGGED_IN = 0;

/** International form of a Cambodian carrier number for tel: links ('010 234 567' → '+85510234567'). */
export function telHref(number: string): string {
  const digits = number.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.startsWith('855')) return `tel:+${digits}`;
  if (digits.startsWith('0')) return `tel:+855${digits.slice(1)}`;
  return `tel:${digits}`;
}

/** True for an absolute http(s) address: only those become external links. */
export function isHttpUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^https?:\/\/\S+$/i.test(value.trim());
}
