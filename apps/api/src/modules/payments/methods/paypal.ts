import { AppError } from '../../../lib/errors';
import { consumePaid } from './paid-before';
import type { PaymentMethodHandler } from './types';

/** How long a PayPal approval may take. */
export const PAYPAL_LIFETIME_MS = 60 * 60_000;

/**
 * PayPal (and cards through it): the shopper approves on PayPal's page and comes back; the first
 * check then captures the money (idempotent by the attempt), and the order is placed with that
 * paid payment. Dollars only.
 */
export const paypalMethod: PaymentMethodHandler = {
  code: 'paypal',
  paymentType: 'transfer',
  settles: 'provider',
  needs: ['payment_id'],
  discountPercent: () => 0,
  orderPayment: (ctx, order) => consumePaid(ctx, 'paypal', order),
  provider: {
    lifetimeMs: PAYPAL_LIFETIME_MS,
    checkStart(request) {
      if (!request.returnUrl || !request.cancelUrl)
        throw new AppError(400, 'success_url and cancel_url are required for PayPal');
      if (request.currency !== 'USD') throw new AppError(400, 'PayPal takes USD only');
    },
    start(ctx, attempt, request) {
      return ctx.deps.payments.paypal.initiate({
        ...attempt,
        returnUrl: request.returnUrl as string,
        cancelUrl: request.cancelUrl as string,
      });
    },
    // Asked with its capture: once the shopper approved, the first check takes the money; before,
    // it stays pending. Keyed by the attempt, so asking again never captures twice.
    check(ctx, attempt) {
      return ctx.deps.payments.paypal.complete({ ...attempt, returnUrl: '', cancelUrl: '' });
    },
  },
  staff: { collect: false, review: false },
  // A refund through PayPal's API (captures/{id}/refund) is not built yet: the shop refunds in
  // PayPal's own dashboard and records it here.
  refundBy: 'shop',
};
