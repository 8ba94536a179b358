import { toDollars } from '../../lib/money';

/** A delivery address as the fee rule sees it. */
export interface DeliveryAddress {
  id: number;
  lat: number;
  long: number;
}

/** A shop's delivery fee rule, kept in its money settings (PaymentSettings has these two). */
export interface DeliveryRule {
  /** What delivery costs an order (0: free, the specification's default). */
  deliveryFeeCents: number;
  /** From this subtotal on delivery is free (null: never). */
  freeDeliveryFromCents: number | null;
}

/**
 * The delivery fee of a cart or an order: the shop's flat fee, none from its free-delivery
 * subtotal on, none for nothing bought. The address is for a rule by distance, not made yet.
 */
export function deliveryFeeCents(input: {
  subtotalCents: number;
  address: DeliveryAddress | null;
  rule: DeliveryRule;
}): number {
  const { subtotalCents, rule } = input;
  if (subtotalCents <= 0) return 0;
  if (rule.freeDeliveryFromCents !== null && subtotalCents >= rule.freeDeliveryFromCents) return 0;
  return rule.deliveryFeeCents;
}

/** The sums beside the lines, in dollars computed from integer cents. */
export function cartTotals(
  lines: { lineCents: number; quantity: number }[],
  address: DeliveryAddress | null,
  rule: DeliveryRule,
) {
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineCents, 0);
  const feeCents = deliveryFeeCents({ subtotalCents, address, rule });
  return {
    total: toDollars(subtotalCents),
    delivery_fee: toDollars(feeCents),
    grand_total: toDollars(subtotalCents + feeCents),
    total_quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
  };
}
