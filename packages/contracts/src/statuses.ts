// The statuses and payment methods of orders, without Zod: safe to import from browser code (the
// back office's pages draw them; checkout.ts builds its schemas on them).

/**
 * The payment methods, by the specification's ids: the checkout's options (khqr chosen first), the
 * `payment_method` of an order and the method of each of its payments, under this one name each.
 * What each one needs and how its money comes is the API's (modules/payments/methods/), which
 * every shop's store info carries as `payment_options`.
 */
export const PAYMENT_OPTIONS = ['khqr', 'cod', 'bankTransfer', 'anakut', 'paypal'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

/**
 * An order's life: placed, then confirmed by the shop, packed, shipped (handed to the courier),
 * out for delivery, delivered; cancelled before it ships. Each change is recorded with its time
 * (the tracking timeline).
 */
export const ORDER_STATUSES = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A payment's life: pending until the money is seen (paid) or not (failed, expired, cancelled);
 * a bank transfer waits for the shop to look at its receipt (awaiting_review), then paid or failed.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'awaiting_review',
  'paid',
  'failed',
  'expired',
  'cancelled',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
