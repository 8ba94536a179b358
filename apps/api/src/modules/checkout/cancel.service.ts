import { orderEvents, orderLines, orders, payments, products, productVariants } from '@shop/db';
import { and, eq, sql } from 'drizzle-orm';
import { type CustomerContext, inTransaction, type RequestContext } from '../../context';
import { notFound, Refusal } from '../../lib/errors';
import { nextOrderStatus } from '../orders/states';
import { cancelOrderPayment } from '../payments/payment-steps.service';

/** Whether a shopper may cancel an order themselves: the shop has not confirmed it, nothing is paid. */
export const shopperMayCancel = (status: string, paymentStatus: string | null) =>
  status === 'placed' && (paymentStatus === null || paymentStatus === 'pending');

/**
 * A shopper cancels their own order while the shop has not confirmed it and nothing was paid
 * (cash on delivery, Anakut Cash not yet collected): in one transaction, the order becomes
 * cancelled, its stock goes back, its payment is cancelled, and both changes are recorded with
 * their time. A paid order (KHQR, PayPal, a transfer with its receipt) is the shop's to cancel,
 * since the money must be returned; any other order that moved on is a 409 from the state machine.
 */
export async function cancelOrder(outer: CustomerContext, orderId: number): Promise<void> {
  await inTransaction(outer, async (ctx) => {
    const { db } = ctx;
    const storeId = outer.store.id;
    const [order] = await db
      .select({ status: orders.status, paymentId: orders.paymentId })
      .from(orders)
      .where(
        and(eq(orders.storeId, storeId), eq(orders.customerId, outer.customerId), eq(orders.id, orderId)),
      )
      .for('update');
    if (!order) throw notFound(`Order ${orderId} not found`);
    const [payment] = order.paymentId
      ? await db
          .select()
          .from(payments)
          .where(and(eq(payments.storeId, storeId), eq(payments.id, order.paymentId)))
          .for('update')
      : [];
    if (order.status === 'cancelled') throw new Refusal(409, 'orderRefusal.alreadyCancelled');
    if (order.status !== 'placed') throw new Refusal(409, 'orderRefusal.shopConfirmed');
    // A paid order's money must come back through the shop.
    if (!shopperMayCancel(order.status, payment?.status ?? null))
      throw new Refusal(409, 'orderRefusal.paidOrder');
    const cancelled = nextOrderStatus(order.status, 'cancelled');
    const now = new Date();
    await db
      .update(orders)
      .set({ status: cancelled })
      .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)));
    await db
      .insert(orderEvents)
      .values({ storeId, orderId, status: cancelled, at: now, fromStatus: order.status, channel: 'shopper' });
    if (payment) await cancelOrderPayment(ctx, payment, { channel: 'shopper' });
    await returnStock(ctx, orderId);
  });
}

/**
 * The stock of a cancelled order goes back: each line's quantity to the product's own stock, or to
 * its variant's. Run once per order, in the transaction that cancels it (the state machine lets an
 * order be cancelled once).
 */
export async function returnStock(ctx: RequestContext, orderId: number) {
  const { db } = ctx;
  const storeId = ctx.store.id;
  const lines = await db
    .select({
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(and(eq(orderLines.storeId, storeId), eq(orderLines.orderId, orderId)));
  for (const line of lines) {
    if (line.variantId === 0)
      await db
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}` })
        .where(and(eq(products.storeId, storeId), eq(products.id, line.productId)));
    else
      await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
        .where(and(eq(productVariants.storeId, storeId), eq(productVariants.id, line.variantId)));
  }
}
