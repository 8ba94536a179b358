import type { Channel, PaymentOption, PaymentStatus } from '@shop/contracts';
import { paymentEvents, payments } from '@shop/db';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { rows } from '../../lib/sql';
import type { Quote } from '../checkout/quote';
import { nextPaymentStatus } from '../orders/states';
import type { PaymentAttempt } from './providers';

// The payments core: a payment's row, its events and its state machine, the same for every method.
// Every change of a payment's status goes through `movePayment` (one row updated from the status
// read, one event, one metric), whichever method, whoever asks: a shopper's poll, a checkout, a
// cancel, the staff.

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Who moved a payment, as its event records it: a staff member from the admin or Telegram, the
 * shopper, or (nothing given) the system; `reason` is kept on the payment (a rejection's, which
 * the shopper reads).
 */
export interface MovedBy {
  staffId?: number;
  channel?: Channel;
  reason?: string;
}

/** The attempt the providers see, from a stored row (its id is the row's, made unique per shop). */
export function attemptOf(row: PaymentRow): PaymentAttempt {
  return {
    id: `S${row.storeId}P${row.id}`,
    storeId: row.storeId,
    amountMinor: row.amountMinor,
    currency: row.currency,
    reference: row.reference ?? undefined,
    data: (row.data ?? {}) as PaymentAttempt['data'],
    createdAt: row.createdAt,
    expiresAt: row.expiresAt ?? row.createdAt,
  };
}

/**
 * Moves a payment to `to` through the state machine (a move it forbids is a 409) and records it:
 * only from the status read, so of two moves at once one changes the row and the other nothing
 * (false). The event keeps `detail` (what the provider said, who decided and why).
 */
export async function movePayment(
  ctx: RequestContext,
  row: Pick<PaymentRow, 'storeId' | 'id' | 'status' | 'provider'>,
  to: PaymentStatus,
  detail: Record<string, unknown> = {},
  by: MovedBy = {},
): Promise<boolean> {
  const status = nextPaymentStatus(row.status, to);
  const moved = await ctx.db
    .update(payments)
    .set({ status, updatedAt: new Date(), ...(by.reason === undefined ? {} : { reason: by.reason }) })
    .where(and(eq(payments.storeId, row.storeId), eq(payments.id, row.id), eq(payments.status, row.status)))
    .returning({ id: payments.id });
  if (!moved.length) return false;
  await ctx.db.insert(paymentEvents).values({
    storeId: row.storeId,
    paymentId: row.id,
    status,
    detail,
    fromStatus: row.status,
    staffId: by.staffId ?? null,
    channel: by.channel ?? 'system',
  });
  ctx.deps.metrics.payment(row.provider, status);
  return true;
}

/**
 * Opens the payment of an order whose money comes later (cash on delivery, a transfer's receipt,
 * Anakut Cash), inside the order's transaction: the row and its events (pending, then `status`
 * when it starts elsewhere) in one statement.
 */
export async function openPayment(
  ctx: RequestContext & { customerId: number },
  {
    method,
    quote,
    status,
    receiptKey,
  }: {
    method: PaymentOption;
    quote: Pick<Quote, 'checkoutType' | 'subject' | 'totalCents'>;
    status: PaymentStatus;
    receiptKey?: string;
  },
): Promise<{ id: number }> {
  const { db } = ctx;
  const payment = db
    .insert(payments)
    .values({
      storeId: ctx.store.id,
      customerId: ctx.customerId,
      provider: method,
      status,
      checkoutType: quote.checkoutType,
      subject: quote.subject,
      amountCents: quote.totalCents,
      amountMinor: quote.totalCents,
      receiptKey: receiptKey ?? null,
    })
    .returning({ id: payments.id });
  const paymentId = sql`(select id from payment)`;
  const events = db
    .insert(paymentEvents)
    .values([
      { storeId: ctx.store.id, paymentId, status: 'pending' },
      ...(status === 'pending' ? [] : [{ storeId: ctx.store.id, paymentId, status }]),
    ]);
  const [row] = await rows<{ id: number }>(
    db,
    sql`with payment as (${payment.getSQL()}), events as (${events.getSQL()}) select id from payment`,
  );
  if (!row) throw new Error('payment not written');
  ctx.deps.metrics.payment(method, status);
  return row;
}
