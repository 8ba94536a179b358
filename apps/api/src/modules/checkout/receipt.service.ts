import { orders, payments } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import { type CustomerContext, inTransaction } from '../../context';
import { notFound, Refusal } from '../../lib/errors';
import { readReceipt, receiptName } from '../media/receipts';
import { openPayment } from '../payments/payment-moves';

/**
 * Whether the shopper may send a new receipt for an order: a bank transfer whose receipt the shop
 * rejected, on an order the shop has not moved on.
 */
export const shopperMaySendReceipt = (status: string, method: string, paymentStatus: string | null) =>
  status === 'placed' && method === 'bankTransfer' && paymentStatus === 'failed';

/**
 * A new receipt for an order whose transfer the shop rejected: a new payment of the same amount,
 * waiting for review with it, becomes the order's payment (the rejected one stays in its history),
 * in one transaction with the order locked, so two sends at once make one payment.
 */
export async function sendReceipt(outer: CustomerContext, orderId: number, imageUrl: string): Promise<void> {
  const receiptKey = receiptName(imageUrl);
  if (!receiptKey || !(await readReceipt(outer, receiptKey))) throw new Refusal(400, 'notify.uploadReceipt');
  await inTransaction(outer, async (ctx) => {
    const storeId = ctx.store.id;
    const [order] = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.customerId, ctx.customerId), eq(orders.id, orderId)))
      .for('update');
    if (!order) throw notFound(`Order ${orderId} not found`);
    const [old] = order.paymentId
      ? await ctx.db
          .select()
          .from(payments)
          .where(and(eq(payments.storeId, storeId), eq(payments.id, order.paymentId)))
      : [];
    if (!old || !shopperMaySendReceipt(order.status, order.paymentMethod, old.status))
      throw new Refusal(409, 'orderRefusal.receiptNotRejected');
    const made = await openPayment(ctx, {
      method: 'bankTransfer',
      quote: { checkoutType: order.checkoutType, subject: old.subject, totalCents: old.amountCents },
      status: 'awaiting_review',
      receiptKey,
    });
    await ctx.db
      .update(payments)
      .set({ orderId })
      .where(and(eq(payments.storeId, storeId), eq(payments.id, made.id)));
    await ctx.db
      .update(orders)
      .set({ paymentId: made.id, receiptKey })
      .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)));
  });
}
