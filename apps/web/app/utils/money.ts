import type { ProductSummary } from '@shop/contracts';
import { formatMoney, type Locale } from '@shop/i18n';
import { khmerWords } from '@shop/i18n/khmer-words';

/** A product as a card shows it, prices written out in the page's language. */
export type PricedProduct = Pick<
  ProductSummary,
  'id' | 'name' | 'image' | 'price' | 'promo_price' | 'discount_percent' | 'variant_name'
> & {
  price_text: string;
  promo_price_text: string | null;
};

/** A product as a card draws it: priced, with its name's word runs on Khmer pages (`<Words>`). */
export type CardProduct = PricedProduct & { name_words: string[] | null };

/**
 * The runs of a name a line may end between, on Khmer pages (`khmerWords`, `<Words>`); null
 * elsewhere. The one place the rule lives: it costs ~0.1 ms a name, so only the loaders of what
 * draws names as cards or tiles (listings, search, home, related) ask for it, never suggestions,
 * compare or the PC builder.
 */
export function nameWords(name: string, locale: Locale): string[] | null {
  return locale === 'kh' ? khmerWords(name) : null;
}

/** `withPriceText`, and the name's word runs: a product for a `ProductCard`. */
export function cardProduct(product: ProductSummary, locale: Locale): CardProduct {
  return { ...withPriceText(product, locale), name_words: nameWords(product.name, locale) };
}

/**
 * Prices of server-rendered pages are formatted by the loader, on the server: Node and browsers
 * ship different ICU data (e.g. km: "1,099.00$" in Node, "$1,099.00" in Chromium), and text that
 * differs between the server HTML and the first browser render breaks hydration.
 */
export function withPriceText(product: ProductSummary, locale: Locale): PricedProduct {
  return {
    id: product.id,
    name: product.name,
    image: product.image,
    price: product.price,
    promo_price: product.promo_price,
    discount_percent: product.discount_percent,
    variant_name: product.variant_name,
    ...priceTexts(product, locale),
  };
}

/** A price and its promo price written out in the page's language (on the server, see above). */
export function priceTexts(
  prices: { price: number; promo_price: number | null },
  locale: Locale,
): { price_text: string; promo_price_text: string | null } {
  return {
    price_text: formatMoney(prices.price, locale),
    promo_price_text: prices.promo_price === null ? null : formatMoney(prices.promo_price, locale),
  };
}
