import type { OrderStatus, PaymentStatus } from '@shop/contracts';
import { conflict } from '../../lib/errors';

/**
 * The state machines of orders and payments: which status may follow which. Every change of an
 * order or a payment goes through `nextOrderStatus` / `nextPaymentStatus` (and is recorded with its
 * time by the caller), so no code path can, say, ship a cancelled order or pay an expired payment.
 */

const ORDER_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['confirmed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['out_for_delivery', 'delivered'],
  out_for_delivery: ['delivered'],
  delivered: [],
  cancelled: [],
};

const PAYMENT_MOVES: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  // Waiting for the money (KHQR, PayPal) or for a receipt to be looked at (bank transfer).
  pending: ['paid', 'failed', 'expired', 'cancelled', 'awaiting_review'],
  awaiting_review: ['paid', 'failed'],
  paid: ['refunded'],
  failed: [],
  expired: [],
  cancelled: [],
  refunded: [],
};

/** The statuses an order may move to from `from`. */
export const orderMovesFrom = (from: OrderStatus): readonly OrderStatus[] => ORDER_MOVES[from];

/** The statuses a payment may move to from `from`. */
export const paymentMovesFrom = (from: PaymentStatus): readonly PaymentStatus[] => PAYMENT_MOVES[from];

/** `to`, if an order may move there from `from`; else a 409 naming both. */
export function nextOrderStatus(from: OrderStatus, to: OrderStatus): OrderStatus {
  if (!ORDER_MOVES[from].includes(to)) throw conflict(`An order that is ${from} cannot become ${to}`);
  return to;
}

/** `to`, if a payment may move there from `from`; else a 409 naming both. */
export function nextPaymentStatus(from: PaymentStatus, to: PaymentStatus): PaymentStatus {
  if (!PAYMENT_MOVES[from].includes(to)) throw conflict(`A payment that is ${from} cannot become ${to}`);
  return to;
}

/**
 * What a payment not yet paid becomes when its order is cancelled: a pending one cancelled, a
 * receipt not yet looked at failed (not accepted); a paid one stays paid until it is refunded.
 */
export function paymentOnOrderCancel(status: PaymentStatus): PaymentStatus | null {
  if (status === 'pending') return 'cancelled';
  if (status === 'awaiting_review') return 'failed';
  return null;
}

/** Whether a payment will not change any more (a poller stops asking). */
export const isSettled = (status: PaymentStatus): boolean =>
  status !== 'pending' && status !== 'awaiting_review';
