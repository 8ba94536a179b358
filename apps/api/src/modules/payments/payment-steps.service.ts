import type { Channel } from '@shop/contracts';
import { orders, payments } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { paymentOnOrderCancel } from '../orders/states';
import { PAYMENT_METHODS } from './methods';
import { movePayment, type PaymentRow } from './payment-moves';

// The staff's steps of a payment, one function for each, whatever its method: the back office
// (and a Telegram button) calls these; the method says whether it has the step. Each runs in a
// transaction with the payment's order and then the payment locked (always in that order, as a
// transition of the order locks them, so two steps never wait on each other in a cycle), moves it
// through the state machine and records who did it and why; a step the method does not have, or
// the payment's status no longer allows, is a 409 that names it (another staff member got there
// first).

/** Who took a step, as its event records it (the back office's staff member and channel). */
export interface StepBy {
  staffId?: number;
  channel?: Channel;
}

/** The payment `paymentId` of the context's shop, locked for the step (its order locked first). */
export async function lockedPayment(ctx: RequestContext, paymentId: number): Promise<PaymentRow> {
  const where = and(eq(payments.storeId, ctx.store.id), eq(payments.id, paymentId));
  const [seen] = await ctx.db.select({ orderId: payments.orderId }).from(payments).where(where);
  if (!seen) throw notFound(`Payment ${paymentId} not found`);
  if (seen.orderId !== null)
    await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.storeId, ctx.store.id), eq(orders.id, seen.orderId)))
      .for('update');
  const [row] = await ctx.db.select().from(payments).where(where).for('update');
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
    const [row] = await ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.storeId, ctx.store.id), eq(payments.id, paymentId)));
    if (!row) throw notFound(`Payment ${paymentId} not found`);
    return row;
  });
}

/** Whether the staff may collect this payment now: its method is collected by the shop, and it waits. */
export const mayCollect = (row: Pick<PaymentRow, 'provider' | 'status'>) =>
  PAYMENT_METHODS[row.provider].staff.collect && row.status === 'pending';
/** Whether the staff may review this payment now: a receipt waits to be looked at. */
export const mayReview = (row: Pick<PaymentRow, 'provider' | 'status'>) =>
  PAYMENT_METHODS[row.provider].staff.review && row.status === 'awaiting_review';
/** Whether the money of this payment can be given back (and recorded) now. */
export const mayRefund = (row: Pick<PaymentRow, 'status'>) => row.status === 'paid';

/**
 * The money is in: cash on delivery collected, a wallet's credit seen (pending → paid). With
 * `amountCents`, the money taken must be the amount due (cash short or over is a 409 to settle).
 */
export function collectPayment(
  ctx: RequestContext,
  paymentId: number,
  by: StepBy = {},
  amountCents?: number,
) {
  return step(ctx, paymentId, async (tx, row) => {
    if (!PAYMENT_METHODS[row.provider].staff.collect)
      throw conflict(`A ${row.provider} payment is not collected by the shop`);
    if (amountCents !== undefined && amountCents !== row.amountCents)
      throw conflict(
        `The amount due is ${(row.amountCents / 100).toFixed(2)} USD, not ${(amountCents / 100).toFixed(2)}`,
      );
    await movePayment(tx, row, 'paid', { step: 'collect', amount_cents: row.amountCents }, by);
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
    await movePayment(tx, row, to, { step: 'review', decision }, { ...by, reason: reason || undefined });
  });
}

/**
 * The payment of an order being cancelled (the caller's transaction holds the order): one not yet
 * paid is cancelled or, a receipt not yet looked at, failed; a paid one stays paid, for a refund.
 * Answers whether money must go back.
 */
export async function cancelOrderPayment(ctx: RequestContext, row: PaymentRow, by: StepBy = {}) {
  const to = paymentOnOrderCancel(row.status);
  if (to) await movePayment(ctx, row, to, { step: 'cancel' }, by);
  return { refundDue: row.status === 'paid' };
}

/**
 * Paid money given back (paid → refunded): returned by the shop itself (cash, a transfer from its
 * account: only recorded here, with its reference) or, a method that refunds through its
 * provider, by that call.
 */
export function refundPayment(
  ctx: RequestContext,
  paymentId: number,
  reason: string,
  by: StepBy = {},
  reference?: string,
) {
  return step(ctx, paymentId, (tx, row) => refundLocked(tx, row, reason, by, reference));
}

/** `refundPayment` on a payment the caller's transaction has locked. */
export async function refundLocked(
  ctx: RequestContext,
  row: PaymentRow,
  reason: string,
  by: StepBy = {},
  reference?: string,
) {
  const method = PAYMENT_METHODS[row.provider];
  if (method.refundBy === 'provider')
    throw conflict(`A refund through ${row.provider} is not built yet: refund there, then record it`);
  await movePayment(
    ctx,
    row,
    'refunded',
    { step: 'refund', returned_by: method.refundBy, reference: reference ?? null },
    { ...by, reason },
  );
}
