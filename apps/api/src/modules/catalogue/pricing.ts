import { discountPercent } from '@shop/contracts/money';
import { toDollars } from '../../lib/money';

// The price a shopper pays, in one place: every answer that carries a price (lists, a product and
// its variants, cart lines, the wishlist) is computed here, and the storefront shows what it is
// sent. A database check keeps a promo price below the regular price.

/** The catalogue prices of a product in one variant, in cents, as read now. */
export interface PriceCents {
  /** The product's regular price. */
  priceCents: number;
  /** The product's promotion price, or null without one. */
  promoPriceCents: number | null;
  /** The chosen variant's own regular price; null for a product without variants. */
  variantPriceCents: number | null;
  /** The chosen variant's own promotion price (decision 034); null: the product's promotion applies. */
  variantPromoPriceCents: number | null;
}

/**
 * The unit price paid, and the regular price beside it (null without a promotion). A variant has
 * its own regular price, and may have its own promotion price; else the product's promotion takes
 * the same amount off every variant (the product's price minus its promo price), never below 0.
 */
export function unitPrice(p: PriceCents) {
  const regular = p.variantPriceCents ?? p.priceCents;
  if (p.variantPriceCents !== null && p.variantPromoPriceCents !== null)
    return { paidCents: p.variantPromoPriceCents, regularCents: regular };
  if (p.promoPriceCents === null) return { paidCents: regular, regularCents: null };
  const paid = Math.max(0, regular - (p.priceCents - p.promoPriceCents));
  return { paidCents: paid, regularCents: regular };
}

/** `price`, `promo_price`, `paid_price` and `discount_percent` as the API answers them (dollars). */
export function priceFields(p: PriceCents) {
  const { paidCents, regularCents } = unitPrice(p);
  return {
    price: toDollars(regularCents ?? paidCents),
    promo_price: regularCents === null ? null : toDollars(paidCents),
    paid_price: toDollars(paidCents),
    discount_percent: regularCents === null ? null : discountPercent(regularCents, paidCents),
  };
}
