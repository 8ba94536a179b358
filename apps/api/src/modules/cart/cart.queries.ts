import { MAX_LINE_QUANTITY } from '@shop/contracts';
import { cartItems, cartMerges } from '@shop/db';
import { type SQL, sql } from 'drizzle-orm';
import type { CustomerContext } from '../../context';
import { assetUrl } from '../../lib/images';
import { toDollars } from '../../lib/money';
import { deleteCustomerRow, localized, rows, translationJoin } from '../../lib/sql';
import { type Choice, linePrices, type PricedLineRow, pricedLine, unitPrice } from '../catalogue';
import type { DeliveryAddress } from './pricing';

interface LineRow extends PricedLineRow {
  id: number;
  product_id: number;
  variant_option_id: number;
  quantity: number;
  note: string;
  unit_id: number;
  unit_name: string;
}

/**
 * The customer's cart lines with names in the request's language and prices read from the
 * catalogue now, the variant's name and price included. Lines of a product no longer sold, or of a
 * variant that no longer exists, are left out.
 */
export async function cartLines(ctx: CustomerContext, only?: { lineId: number }) {
  const filter: SQL = only ? sql` and ci.id = ${only.lineId}` : sql``;
  const priced = pricedLine(ctx, sql`ci.product_id`, sql`ci.variant_option_id`);
  const list = await rows<LineRow>(
    ctx.db,
    sql`select ci.id, ci.product_id, ci.variant_option_id, ci.quantity, ci.note, ${priced.columns},
          p.unit_id, ${localized('ut')} as unit_name
        from cart_items ci
        ${priced.joins}
        ${translationJoin('unit_translations', 'unit_id', 'ut', 'p.unit_id', ctx.locale)}
        where ci.store_id = ${ctx.store.id} and ci.customer_id = ${ctx.customerId}
          and ${priced.exists}${filter}
        order by ci.id`,
  );
  return list.map((row) => {
    const { paidCents, regularCents } = unitPrice(linePrices(row));
    const lineCents = paidCents * row.quantity;
    return {
      lineCents,
      quantity: row.quantity,
      line: {
        cart_id: row.id,
        id: row.id,
        product_id: row.product_id,
        name: row.name,
        product_name: row.name,
        image: assetUrl(ctx.deps.assetHost, row.image),
        quantity: row.quantity,
        price: toDollars(paidCents),
        regular_price: regularCents === null ? null : toDollars(regularCents),
        grand_total: toDollars(lineCents),
        unit: { id: row.unit_id, name: row.unit_name },
        variant_name: row.variant_name,
        variant_option_id: row.variant_option_id,
        note: row.note,
      },
    };
  });
}

/**
 * The customer's lines the shop no longer sells, named in the request's language where the
 * product is still there: the product is no longer sold (or gone), or the variant was removed.
 */
export async function unavailableLines(ctx: CustomerContext) {
  return rows<{ cart_id: number; product_id: number; name: string; reason: 'product' | 'variant' }>(
    ctx.db,
    sql`select ci.id as cart_id, ci.product_id, coalesce(${localized('t')}, '') as name,
          case when p.id is null or not p.active then 'product' else 'variant' end as reason
        from cart_items ci
        left join products p on p.store_id = ci.store_id and p.id = ci.product_id
        ${translationJoin('product_translations', 'product_id', 't', 'p.id', ctx.locale)}
        left join product_variants v
          on v.store_id = ci.store_id and v.id = ci.variant_option_id and v.product_id = ci.product_id
        where ci.store_id = ${ctx.store.id} and ci.customer_id = ${ctx.customerId}
          and (p.id is null or not p.active or (ci.variant_option_id <> 0 and v.id is null))
        order by ci.id`,
  );
}

/** The quantity of the customer's line of this product and variant (0 without one). */
export async function lineQuantity(ctx: CustomerContext, choice: Choice): Promise<number> {
  const [row] = await rows<{ quantity: number }>(
    ctx.db,
    sql`select quantity from cart_items
        where store_id = ${ctx.store.id} and customer_id = ${ctx.customerId}
          and product_id = ${choice.productId} and variant_option_id = ${choice.variantOptionId}`,
  );
  return row?.quantity ?? 0;
}

/**
 * Adds a quantity to the line of this product and variant, creating it if needed, in one
 * statement: two adds at the same moment give one line with both quantities. A line never goes
 * above MAX_LINE_QUANTITY nor above the stock the choice was checked with; more is capped. A
 * non-empty note replaces the line's note.
 */
export async function addToLine(
  ctx: CustomerContext,
  choice: Choice,
  quantity: number,
  note = '',
): Promise<number> {
  const cap = Math.max(1, Math.min(MAX_LINE_QUANTITY, choice.stock));
  const [row] = await ctx.db
    .insert(cartItems)
    .values({
      storeId: ctx.store.id,
      customerId: ctx.customerId,
      productId: choice.productId,
      variantOptionId: choice.variantOptionId,
      unitId: choice.unitId,
      quantity: Math.min(quantity, cap),
      note,
    })
    .onConflictDoUpdate({
      target: [cartItems.storeId, cartItems.customerId, cartItems.productId, cartItems.variantOptionId],
      set: {
        quantity: sql`least(cart_items.quantity + excluded.quantity, ${sql.raw(String(cap))})`,
        note: sql`case when excluded.note <> '' then excluded.note else cart_items.note end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: cartItems.id });
  return row!.id;
}

/** The stock of a cart line `ci`'s variant, or of its product without variants. */
const LINE_STOCK = sql`coalesce(
  (select v.stock from product_variants v
   where v.store_id = ci.store_id and v.id = ci.variant_option_id and v.product_id = ci.product_id),
  (select p.stock from products p where p.store_id = ci.store_id and p.id = ci.product_id and ci.variant_option_id = 0),
  0)`;

/**
 * Raises or lowers a line by one, kept between 1 and MAX_LINE_QUANTITY. Raising it above the
 * stock changes nothing and answers the stock. Null when no such line.
 */
export async function stepLine(
  ctx: CustomerContext,
  lineId: number,
  delta: 1 | -1,
): Promise<{ stepped: boolean; stock: number } | null> {
  const [found] = await rows<{ quantity: number; stock: number }>(
    ctx.db,
    sql`select ci.quantity, ${LINE_STOCK} as stock from cart_items ci
        where ci.store_id = ${ctx.store.id} and ci.customer_id = ${ctx.customerId} and ci.id = ${lineId}`,
  );
  if (!found) return null;
  if (delta > 0 && found.quantity + 1 > found.stock) return { stepped: false, stock: found.stock };
  const stepped = await rows<{ id: number }>(
    ctx.db,
    sql`update cart_items ci
        set quantity = least(greatest(quantity + ${delta}, 1), ${MAX_LINE_QUANTITY}),
            updated_at = now()
        where ci.store_id = ${ctx.store.id} and ci.customer_id = ${ctx.customerId} and ci.id = ${lineId}
        returning ci.id`,
  );
  return stepped.length ? { stepped: true, stock: found.stock } : null;
}

/** Removes a line of the customer's cart; false when no such line. */
export const removeLine = (ctx: CustomerContext, lineId: number) =>
  deleteCustomerRow(ctx, 'cart_items', lineId);

/**
 * Records that the guest cart `mergeKey` is merged into the customer's cart; false when it already
 * was. Inside the merge's transaction, a second merge with the same key waits for the first and
 * then finds the key taken.
 */
export async function claimMergeKey(ctx: CustomerContext, mergeKey: string): Promise<boolean> {
  const inserted = await ctx.db
    .insert(cartMerges)
    .values({ storeId: ctx.store.id, customerId: ctx.customerId, mergeKey })
    .onConflictDoNothing()
    .returning({ mergeKey: cartMerges.mergeKey });
  return inserted.length > 0;
}

/** One of the customer's own addresses, or null. */
export async function findOwnAddress(
  ctx: CustomerContext,
  addressId: number,
): Promise<DeliveryAddress | null> {
  const [row] = await rows<DeliveryAddress>(
    ctx.db,
    sql`select id, lat, long from addresses
        where store_id = ${ctx.store.id} and customer_id = ${ctx.customerId} and id = ${addressId}`,
  );
  return row ?? null;
}
