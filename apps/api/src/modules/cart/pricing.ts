import { toDollars } from '../../lib/money';

/** A delivery address as the fee rule sees it. */
export interface DeliveryAddress {
  id: number;
  lat: number;
  long: number;
}

/**
 * The delivery fee of a cart. The shop has no fee rule yet, so delivery is free; a rule (flat,
 * by distance from the shop, free above a subtotal) replaces this function and nothing else.
 */
export function deliveryFeeCents(_input: { subtotalCents: number; address: DeliveryAddress | null }): number {
  return 0;
}

/** The sums beside the lines, in dollars computed from integer cents. */
export function cartTotals(
  lines: { lineCents: number; quantity: number }[],
  address: DeliveryAddress | null,
) {
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineCents, 0);
  const feeCents = deliveryFeeCents({ subtotalCents, address });
  return {
    total: toDollars(subtotalCents),
    delivery_fee: toDollars(feeCents),
    grand_total: toDollars(subtotalCents + feeCents),
    total_quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
  };
}
