import { toDollars } from '../../lib/money';

// The price a shopper pays, in one place: every answer that carries a price (lists, a product and
// its variants, cart lines, the wishlist) is computed here, and the storefront shows what it is
// sent. A database check keeps a promo price below the regular price.

/** The catalogue prices of a product in one variant, in cents, as read now. */
export interface PriceCents {
  priceCents: number;
  promoPriceCents: number | null;
  /** The chosen variant's difference to the product's price (0 without a variant). */
  deltaCents: number;
}

/**
 * The unit price paid: the promo price when there is one, else the price, plus the variant's
 * difference; `regularCents` is the price without the promotion, or null without one.
 */
export function unitPrice(p: PriceCents) {
  const paid = (p.promoPriceCents ?? p.priceCents) + p.deltaCents;
  const regular = p.promoPriceCents === null ? null : p.priceCents + p.deltaCents;
  return { paidCents: paid, regularCents: regular };
}

/** `price`, `promo_price` and `paid_price` as the API answers them (dollars). */
export function priceFields(p: PriceCents) {
  const { paidCents } = unitPrice(p);
  return {
    price: toDollars(p.priceCents + p.deltaCents),
    promo_price: p.promoPriceCents === null ? null : toDollars(p.promoPriceCents + p.deltaCents),
    paid_price: toDollars(paidCents),
  };
}
