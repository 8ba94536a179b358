import type { CartAddBody, CartConvertBody } from '@shop/contracts';
import { type CustomerContext, inTransaction } from '../../context';
import { AppError, conflict, notFound } from '../../lib/errors';
import { type Choice, checkChoice } from '../catalogue';
import { findPaymentSettings } from '../stores';
import {
  addToLine,
  cartLines,
  claimMergeKey,
  findOwnAddress,
  lineQuantity,
  stepLine,
  unavailableLines,
} from './cart.queries';
import { cartTotals } from './pricing';

/** The cart as `GET /api/cart` answers it: the lines and, beside them, the sums. */
export async function getCart(ctx: CustomerContext, addressId?: number) {
  const address = addressId === undefined ? null : await findOwnAddress(ctx, addressId);
  if (addressId !== undefined && !address) throw notFound(`Address ${addressId} not found`);
  const [lines, unavailable, settings] = await Promise.all([
    cartLines(ctx),
    unavailableLines(ctx),
    findPaymentSettings(ctx),
  ]);
  if (!settings) throw notFound('Store not found');
  return { data: lines.map((l) => l.line), ...cartTotals(lines, address, settings), unavailable };
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
  const already = await lineQuantity(ctx, choice);
  if (already + quantity > choice.stock) throw notInStock(choice.stock);
  return addToLine(ctx, choice, quantity, note);
}

/**
 * Adds several lines at once (`POST /api/cart/add-many`, a PC build), all or nothing: every item is
 * checked first, as `/cart/add` checks one (an active product of this shop, a valid variant and
 * unit, within the stock together with what the cart and the earlier items already hold), then all
 * are added with `/cart/add`'s upsert, in one transaction. A bad item refuses the whole call with
 * `/cart/add`'s status and a message naming it (`items.2: …`); the cart is left as it was.
 */
export async function addManyToCart(outer: CustomerContext, items: readonly CartAddBody[]) {
  await inTransaction(outer, async (ctx) => {
    const refuse = (i: number, error: AppError) =>
      new AppError(error.status, `items.${i}: ${error.message} (product ${items[i]!.product_id})`);
    const choices: Choice[] = [];
    for (const [i, item] of items.entries()) {
      const result = await checkChoice(ctx, {
        productId: item.product_id,
        variantOptionId: item.variant_option_id,
        unitId: item.unit_id,
      });
      if (!result.ok) throw refuse(i, result.error);
      choices.push(result.choice);
    }
    const held = new Map<string, number>();
    for (const [i, choice] of choices.entries()) {
      const key = `${choice.productId}/${choice.variantOptionId}`;
      const total = (held.get(key) ?? (await lineQuantity(ctx, choice))) + items[i]!.quantity;
      if (total > choice.stock) throw refuse(i, notInStock(choice.stock));
      held.set(key, total);
    }
    for (const [i, choice] of choices.entries()) {
      await addToLine(ctx, choice, items[i]!.quantity, items[i]!.note);
    }
  });
  return getCart(outer);
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
export async function convertGuestCart(outer: CustomerContext, body: CartConvertBody) {
  const skipped: number[] = [];
  await inTransaction(outer, async (ctx) => {
    if (!(await claimMergeKey(ctx, body.merge_key))) return;
    for (const item of body.items) {
      const result = await checkChoice(ctx, {
        productId: item.product_id,
        variantOptionId: item.variant_option_id,
      });
      if (!result.ok || result.choice.stock < 1) {
        skipped.push(item.product_id);
        continue;
      }
      await addToLine(ctx, result.choice, item.quantity);
    }
  });
  return { ...(await getCart(outer)), skipped };
}
