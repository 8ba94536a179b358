import type { CartConvertBody } from '@shop/contracts';
import type { CustomerContext } from '../../context';
import { notFound } from '../../lib/errors';
import { checkChoice } from '../catalogue';
import { addToLine, cartLines, claimMergeKey, findOwnAddress } from './cart.queries';
import { cartTotals } from './pricing';

/** The cart as `GET /api/cart` answers it: the lines and, beside them, the sums. */
export async function getCart(ctx: CustomerContext, addressId?: number) {
  const address = addressId === undefined ? null : await findOwnAddress(ctx, addressId);
  if (addressId !== undefined && !address) throw notFound(`Address ${addressId} not found`);
  const lines = await cartLines(ctx);
  return { data: lines.map((l) => l.line), ...cartTotals(lines, address) };
}

/** One line as the cart shows it. */
export async function getLine(ctx: CustomerContext, lineId: number) {
  const [found] = await cartLines(ctx, { lineId });
  if (!found) throw notFound(`Cart item ${lineId} not found`);
  return found.line;
}

/**
 * Merges a guest cart into the customer's cart, once per merge key: the key is claimed and the
 * items added in one transaction, so a reload mid-way or two tabs signing in at once add each item
 * once. Items whose product is gone or whose variant is not valid are skipped and reported.
 */
export async function convertGuestCart(ctx: CustomerContext, body: CartConvertBody) {
  const skipped: number[] = [];
  await ctx.deps.db.transaction(async (tx) => {
    if (!(await claimMergeKey(tx, ctx, body.merge_key))) return;
    for (const item of body.items) {
      const result = await checkChoice(tx, ctx, {
        productId: item.product_id,
        variantOptionId: item.variant_option_id,
      });
      if (!result.ok) {
        skipped.push(item.product_id);
        continue;
      }
      await addToLine(tx, ctx, result.choice, item.quantity);
    }
  });
  return { ...(await getCart(ctx)), skipped };
}
