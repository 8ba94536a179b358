import type { PaymentOption } from '@shop/contracts';
import { payments } from '@shop/db';
import { and, eq } from 'drizzle-orm';
import type { CustomerContext } from '../../../context';
import { AppError, conflict, Refusal } from '../../../lib/errors';
import type { OrderPaying } from './types';

/**
 * The payment an order paid before (KHQR, PayPal) is placed with: the shopper's own, of this
 * method, paid, unused, for this very quote; locked in the order's transaction until it is the
 * order's.
 */
export async function consumePaid(ctx: CustomerContext, method: PaymentOption, { quote, body }: OrderPaying) {
  const paymentId = body.payment_id as number;
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.storeId, ctx.store.id),
        eq(payments.customerId, ctx.customerId),
        eq(payments.id, paymentId),
      ),
    )
    .for('update');
  if (!payment) throw new AppError(404, `Payment ${paymentId} not found`);
  if (payment.provider !== method) throw conflict(`Payment ${paymentId} is not a ${method} payment`);
  if (payment.orderId !== null) throw new Refusal(409, 'orderRefusal.paymentUsed');
  if (payment.status !== 'paid') throw new Refusal(409, 'orderRefusal.paymentNotPaid');
  if (payment.amountCents !== quote.totalCents || payment.subject !== quote.subject)
    throw new Refusal(409, 'orderRefusal.cartChanged');
  return payment;
}
