import { wishlistItems } from '@shop/db';
import { type SQL, sql } from 'drizzle-orm';
import type { CustomerContext } from '../../context';
import { assetUrl } from '../../lib/images';
import { deleteCustomerRow, rows } from '../../lib/sql';
import { type Choice, linePrices, type PricedLineRow, pricedLine, priceFields } from '../catalogue';

interface EntryRow extends PricedLineRow {
  id: number;
  product_id: number;
  quantity: number;
  variant_option_id: number;
}

/**
 * The customer's wishlist, newest first, with the product's name in the request's language and
 * its prices now (the chosen variant's). Entries of products no longer sold, or of variants that no
 * longer exist, are left out.
 */
export async function wishlistEntries(ctx: CustomerContext, only?: { entryId: number }) {
  const filter: SQL = only ? sql` and w.id = ${only.entryId}` : sql``;
  const priced = pricedLine(ctx, sql`w.product_id`, sql`w.variant_option_id`);
  const list = await rows<EntryRow>(
    ctx.db,
    sql`select w.id, w.product_id, w.quantity, w.variant_option_id, ${priced.columns}
        from wishlist_items w
        ${priced.joins}
        where w.store_id = ${ctx.store.id} and w.customer_id = ${ctx.customerId}
          and ${priced.exists}${filter}
        order by w.id desc`,
  );
  return list.map((row) => ({
    wishlist_id: row.id,
    product_id: row.product_id,
    quantity: row.quantity,
    variant_option_id: row.variant_option_id,
    variant_name: row.variant_name,
    id: row.product_id,
    name: row.name,
    image: assetUrl(ctx.deps.assetHost, row.image),
    ...priceFields(linePrices(row)),
  }));
}

/** Wishes a product and variant once: wishing it again keeps the one entry, with the new quantity. */
export async function addWish(ctx: CustomerContext, choice: Choice, quantity: number) {
  const [row] = await ctx.db
    .insert(wishlistItems)
    .values({
      storeId: ctx.store.id,
      customerId: ctx.customerId,
      productId: choice.productId,
      variantOptionId: choice.variantOptionId,
      quantity,
    })
    .onConflictDoUpdate({
      target: [
        wishlistItems.storeId,
        wishlistItems.customerId,
        wishlistItems.productId,
        wishlistItems.variantOptionId,
      ],
      set: { quantity: sql`excluded.quantity` },
    })
    .returning({ id: wishlistItems.id });
  return row!.id;
}

/** Removes an entry of the customer's wishlist; false when no such entry. */
export const removeWish = (ctx: CustomerContext, entryId: number) =>
  deleteCustomerRow(ctx, 'wishlist_items', entryId);
