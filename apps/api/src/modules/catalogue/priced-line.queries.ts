import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { localized, translationJoin } from '../../lib/sql';
import type { PriceCents } from './pricing';
import { variantName } from './variants.queries';

// A line of something a shopper chose (a cart line, a wishlist entry, a buy-now line): its product
// and variant as the catalogue prices and names them now, in the request's language. The cart, the
// wishlist and the checkout's quote read lines through these three pieces of SQL, so they agree
// on what a line costs and which lines still exist.

/** The columns a priced line adds to its row. */
export interface PricedLineRow {
  name: string;
  image: string | null;
  price_cents: number;
  promo_price_cents: number | null;
  variant_price_cents: number | null;
  variant_promo_price_cents: number | null;
  variant_name: string | null;
}

/**
 * The SQL of a line of `productId` in `variantId` (expressions of the query it goes in; 0: a
 * product without variants): `columns` to select (PricedLineRow's, from `p`, `t` and `v`), `joins`
 * to put after the line's table (an active product of the shop, its name, the variant), and
 * `exists`, the condition that the variant still exists.
 */
export function pricedLine(ctx: RequestContext, productId: SQL, variantId: SQL) {
  return {
    columns: sql`${localized('t')} as name, p.image, p.price_cents, p.promo_price_cents,
      v.price_cents as variant_price_cents, v.promo_price_cents as variant_promo_price_cents,
      ${variantName(ctx, sql`v.id`)} as variant_name`,
    joins: sql`join products p on p.store_id = ${ctx.store.id} and p.id = ${productId} and p.active
      ${translationJoin('product_translations', 'product_id', 't', 'p.id', ctx.locale)}
      left join product_variants v
        on v.store_id = p.store_id and v.id = ${variantId} and v.product_id = p.id`,
    exists: sql`(${variantId} = 0 or v.id is not null)`,
  };
}

/** The prices of a priced line's row, for `unitPrice` and `priceFields`. */
export const linePrices = (row: PricedLineRow): PriceCents => ({
  priceCents: row.price_cents,
  promoPriceCents: row.promo_price_cents,
  variantPriceCents: row.variant_price_cents,
  variantPromoPriceCents: row.variant_promo_price_cents,
});
