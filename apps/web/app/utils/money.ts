import type { ProductSummary } from '@shop/contracts';
import { formatMoney, type Locale } from '@shop/i18n';
import { khmerWords } from '@shop/i18n/khmer-words';

/** A product as a card shows it, prices written out in the page's language. */
export type PricedProduct = Pick<
  ProductSummary,
  'id' | 'name' | 'image' | 'price' | 'promo_price' | 'variant_name'
> & {
  price_text: string;
  promo_price_text: string | null;
  /** The name's runs a line may end between, on Khmer pages (see `Words`). */
  name_words?: string[] | null;
};

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
    variant_name: product.variant_name,
    name_words: locale === 'kh' ? khmerWords(product.name) : null,
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
