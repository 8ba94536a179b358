import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdminPayment } from '@shop/contracts';
import { toCents } from '@shop/contracts/money';
import { payments } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { inTransaction, type StaffContext } from '../../context';
import { notFound, required } from '../../lib/errors';
import { toDollars, toRiel } from '../../lib/money';
import { isUploadName } from '../media/variants';
import type { PaymentRow } from '../payments/payment-moves';
import { collectPayment, refundPayment, reviewPayment, type StepBy } from '../payments/payment-steps.service';
import { findPaymentSettings } from '../stores';
import { audit } from './audit';
import { adminOrder, forgetQueueCounts } from './orders.queries';

// The staff's steps of a payment through the back office: each is the payments core's step (one
// function per step, whatever the method) and its audit row, in one transaction; the answer is
// the payment as the desk shows it.

const byOf = (ctx: StaffContext): StepBy => ({ staffId: ctx.staff.id, channel: ctx.channel });

/** The payment as the desk shows it (from its order's view: the receipt, the account, the moves). */
async function shown(ctx: StaffContext, row: PaymentRow): Promise<AdminPayment> {
  if (row.orderId !== null) {
    const order = await adminOrder(ctx, row.orderId, ctx.role);
    const found = order.payments.find((p) => p.id === row.id);
    if (found) return found;
  }
  const settings = await findPaymentSettings(ctx);
  return {
    id: row.id,
    status: row.status,
    provider: row.provider,
    amount: toDollars(row.amountCents),
    amount_khr:
      row.currency === 'KHR' ? row.amountMinor : toRiel(row.amountCents, settings?.khrPerUsd ?? 4100),
    currency: row.currency,
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
    receipt_url: null,
    receipt_used_before: [],
    to_account: null,
    can: { review: false, collect: false, refund: false },
    reason: row.reason,
    refund_reference: null,
  };
}

/** Approves (paid) or rejects (failed, with the reason the shopper reads) a transfer's receipt. */
export function reviewAsStaff(
  outer: StaffContext,
  paymentId: number,
  decision: 'approve' | 'reject',
  reason: string | undefined,
) {
  if (decision === 'reject' && !reason) throw required('reason');
  return inTransaction(outer, async (ctx) => {
    const row = await reviewPayment(ctx, paymentId, decision, reason ?? '', byOf(ctx));
    await audit(ctx, {
      action: decision === 'approve' ? 'payment.approved' : 'payment.rejected',
      entity: 'payment',
      entityId: paymentId,
      before: { status: 'awaiting_review' },
      after: { status: row.status, reason: reason ?? null, order_id: row.orderId },
    });
    forgetQueueCounts(ctx);
    return shown(ctx, row);
  });
}

/** Records the money in (cash on delivery collected, a wallet's credit seen), its amount checked. */
export function collectAsStaff(outer: StaffContext, paymentId: number, amount?: number) {
  return inTransaction(outer, async (ctx) => {
    const row = await collectPayment(
      ctx,
      paymentId,
      byOf(ctx),
      amount === undefined ? undefined : toCents(amount),
    );
    await audit(ctx, {
      action: 'payment.collected',
      entity: 'payment',
      entityId: paymentId,
      before: { status: 'pending' },
      after: { status: row.status, amount: row.amountCents / 100, order_id: row.orderId },
    });
    forgetQueueCounts(ctx);
    return shown(ctx, row);
  });
}

/** Paid money given back and recorded (how, in `reference`). */
export function refundAsStaff(outer: StaffContext, paymentId: number, reason: string, reference?: string) {
  return inTransaction(outer, async (ctx) => {
    const row = await refundPayment(ctx, paymentId, reason, byOf(ctx), reference);
    await audit(ctx, {
      action: 'payment.refunded',
      entity: 'payment',
      entityId: paymentId,
      before: { status: 'paid' },
      after: { status: row.status, reason, reference: reference ?? null, order_id: row.orderId },
    });
    forgetQueueCounts(ctx);
    return shown(ctx, row);
  });
}

/**
 * The receipt picture of a payment of the shop, for its staff: read from its customer's private
 * folder (modules/media/receipts.ts); null when there is none.
 */
export async function receiptOf(ctx: StaffContext, paymentId: number) {
  const [row] = await ctx.db
    .select({ key: payments.receiptKey, customerId: payments.customerId })
    .from(payments)
    .where(and(eq(payments.storeId, ctx.store.id), eq(payments.id, paymentId)));
  if (!row) throw notFound(`Payment ${paymentId} not found`);
  if (!row.key || !isUploadName(row.key)) throw notFound(`Payment ${paymentId} has no receipt`);
  const bytes = await readFile(
    join(ctx.deps.receiptsDir, String(ctx.store.id), String(row.customerId), row.key),
  ).catch(() => null);
  if (!bytes) throw notFound(`The receipt of payment ${paymentId} is missing`);
  return { bytes, name: row.key };
}
