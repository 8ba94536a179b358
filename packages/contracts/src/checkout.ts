import { z } from 'zod';

/**
 * Checkout, payments and orders: the words both apps share. The rules (which fields a checkout
 * needs, which state may follow which, what an amount is) live in the API; the storefront shows
 * what it is sent.
 */

/** How often the storefront asks whether a KHQR or PayPal payment has arrived (the spec's 2000 ms). */
export const PAYMENT_POLL_MS = 2000;

/** The payment options of the checkout page, by the specification's ids; khqr is chosen first. */
export const PAYMENT_OPTIONS = ['khqr', 'cod', 'bankTransfer', 'anakut', 'paypal'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];
export const DEFAULT_PAYMENT_OPTION: PaymentOption = 'khqr';

/** `payment_type` of a checkout: paid on delivery, or paid before (KHQR, PayPal, transfer, wallet). */
export const PAYMENT_TYPES = ['cash', 'transfer'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Whether a checkout is of the server cart or of one product (buy now). */
export const CHECKOUT_TYPES = ['cart', 'buynow'] as const;
export type CheckoutType = (typeof CHECKOUT_TYPES)[number];

/**
 * An order's life: placed, then confirmed by the shop, packed, shipped, delivered; cancelled
 * before it ships. Each change is recorded with its time (the tracking timeline).
 */
export const ORDER_STATUSES = ['placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatusSchema = z.enum(ORDER_STATUSES);

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
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

/**
 * What `POST /payment/check_payment_status` answers: the specification knows only these two (a
 * failed check counts as pending).
 */
export const PollStatusSchema = z.enum(['paid', 'pending']);
export type PollStatus = z.infer<typeof PollStatusSchema>;

/** One change of an order or a payment, for the timeline. */
export const StatusChangeSchema = z.object({
  status: z.string(),
  at: z.iso.datetime(),
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;
