import { payments } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { paymentOnOrderCancel } from '../orders/states';
import { PAYMENT_METHODS } from './methods';
import { movePayment, type PaymentRow } from './payment-moves';

// The staff's steps of a payment, one function for each, whatever its method: the back office
// (and a Telegram button) calls these; the method says whether it has the step. Each runs in a
// transaction with the payment's row locked, moves it through the state machine and records who
// did it and why; a step the method does not have, or the payment's status no longer allows, is a
// 409 that names it (another staff member got there first).

/** Who took a step, as its event records it (the back office's staff member and channel). */
export interface StepBy {
  staffId?: number;
  channel?: 'web' | 'telegram';
}

/** The payment `paymentId` of the context's shop, locked for the step. */
async function lockedPayment(ctx: RequestContext, paymentId: number): Promise<PaymentRow> {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.storeId, ctx.store.id), eq(payments.id, paymentId)))
    .for('update');
  if (!row) throw notFound(`Payment ${paymentId} not found`);
  return row;
}

/** Runs a step on a locked payment; answers the payment as it is after it. */
function step(
  outer: RequestContext,
  paymentId: number,
  work: (ctx: RequestContext, row: PaymentRow) => Promise<void>,
): Promise<PaymentRow> {
  return inTransaction(outer, async (ctx) => {
    await work(ctx, await lockedPayment(ctx, paymentId));
    return lockedPayment(ctx, paymentId);
  });
}

/** The money is in: cash on delivery collected, a wallet's credit seen (pending → paid). */
export function collectPayment(ctx: RequestContext, paymentId: number, by: StepBy = {}) {
  return step(ctx, paymentId, async (tx, row) => {
    if (!PAYMENT_METHODS[row.provider].staff.collect)
      throw conflict(`A ${row.provider} payment is not collected by the shop`);
    await movePayment(tx, row, 'paid', { step: 'collect', ...by });
  });
}

/** A transfer's receipt looked at: approved (paid) or rejected (failed) with a reason the shopper reads. */
export function reviewPayment(
  ctx: RequestContext,
  paymentId: number,
  decision: 'approve' | 'reject',
  reason: string,
  by: StepBy = {},
) {
  return step(ctx, paymentId, async (tx, row) => {
    if (!PAYMENT_METHODS[row.provider].staff.review)
      throw conflict(`A ${row.provider} payment has no receipt to review`);
    const to = decision === 'approve' ? 'paid' : 'failed';
    await movePayment(tx, row, to, { step: 'review', decision, reason, ...by });
  });
}

/**
 * The payment of an order being cancelled (the caller's transaction holds the order): one not yet
 * paid is cancelled or, a receipt not yet looked at, failed; a paid one stays paid, for a refund.
 * Answers whether money must go back.
 */
export async function cancelOrderPayment(ctx: RequestContext, row: PaymentRow, by: StepBy = {}) {
  const to = paymentOnOrderCancel(row.status);
  if (to) await movePayment(ctx, row, to, { step: 'cancel', ...by });
  return { refundDue: row.status === 'paid' };
}

/**
 * Paid money given back (paid → refunded): returned by the shop itself (cash, a transfer from its
 * account: only recorded here) or, a method that refunds through its provider, by that call.
 */
export function refundPayment(ctx: RequestContext, paymentId: number, reason: string, by: StepBy = {}) {
  return step(ctx, paymentId, async (tx, row) => {
    const method = PAYMENT_METHODS[row.provider];
    if (method.refundBy === 'provider')
      throw conflict(`A refund through ${row.provider} is not built yet: refund there, then record it`);
    await movePayment(tx, row, 'refunded', { step: 'refund', reason, returnedBy: method.refundBy, ...by });
  });
}
