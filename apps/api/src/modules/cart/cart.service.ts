import type { CartConvertBody } from '@shop/contracts';
import type { CustomerContext } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { type Choice, checkChoice } from '../catalogue';
import { addToLine, cartLines, claimMergeKey, findOwnAddress, lineQuantity, stepLine } from './cart.queries';
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

/** The refusal of a cart quantity above the stock. */
const notInStock = (stock: number) => conflict(stock > 0 ? `Only ${stock} left` : 'Out of stock');

/**
 * Adds a checked choice to the cart and answers the line's id. The line may not hold more than
 * the variant's stock: more is a 409 'Only N left' ('Out of stock' at 0), and nothing is added.
 * (Stock is reserved at checkout, not here.)
 */
export async function addToCart(ctx: CustomerContext, choice: Choice, quantity: number, note?: string) {
  const already = await lineQuantity(ctx.deps.db, ctx, choice);
  if (already + quantity > choice.stock) throw notInStock(choice.stock);
  return addToLine(ctx.deps.db, ctx, choice, quantity, note);
}

/** Steps a line by 1 or -1; a step above the stock is a 409, another customer's line a 404. */
export async function stepCartLine(ctx: CustomerContext, lineId: number, delta: 1 | -1) {
  const result = await stepLine(ctx, lineId, delta);
  if (!result) throw notFound(`Cart item ${lineId} not found`);
  if (!result.stepped) throw notInStock(result.stock);
  return getLine(ctx, lineId);
}

/**
 * Merges a guest cart into the customer's cart, once per merge key: the key is claimed and the
 * items added in one transaction, so a reload mid-way or two tabs signing in at once add each item
 * once. Items whose product is gone, whose variant is not valid or is out of stock are skipped and
 * reported; a quantity above the stock is lowered to it (a merge never fails).
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
      if (!result.ok || result.choice.stock < 1) {
        skipped.push(item.product_id);
        continue;
      }
      await addToLine(tx, ctx, result.choice, item.quantity);
    }
  });
  return { ...(await getCart(ctx)), skipped };
}
