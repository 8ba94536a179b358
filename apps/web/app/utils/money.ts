import type { ProductSummary } from '@shop/contracts';
import { formatMoney, type Locale } from '@shop/i18n';

/** A product as a card shows it, prices written out in the page's language. */
export type PricedProduct = Pick<
  ProductSummary,
  'id' | 'name' | 'image' | 'price' | 'promo_price' | 'variant_name'
> & {
  price_text: string;
  promo_price_text: string | null;
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
    price_text: formatMoney(product.price, locale),
    promo_price_text: product.promo_price === null ? null : formatMoney(product.promo_price, locale),
  };
}
