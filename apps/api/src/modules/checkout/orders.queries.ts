import type { OrderDetail, OrderSummary } from '@shop/contracts';
import { orderEvents, orderLines, orders, payments } from '@shop/db';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { CustomerContext } from '../../context';
import { notFound } from '../../lib/errors';
import { DEFAULT_KHR_PER_USD, toDollars, toRiel } from '../../lib/money';
import { findPaymentSettings } from '../stores';
import { shopperMayCancel } from './cancel.service';
import { shopperMaySendReceipt } from './receipt.service';

// A customer's orders, as the order list and detail show them: only their own, in their shop.

const summaryColumns = {
  id: orders.id,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: payments.status,
  totalCents: orders.totalCents,
  createdAt: orders.createdAt,
};

type SummaryRow = {
  id: number;
  status: OrderSummary['status'];
  paymentMethod: string;
  paymentStatus: OrderSummary['payment_status'] | null;
  totalCents: number;
  createdAt: Date;
};

const summary = (row: SummaryRow): OrderSummary => ({
  id: row.id,
  status: row.status,
  payment_method: row.paymentMethod,
  payment_status: row.paymentStatus ?? 'pending',
  total: toDollars(row.totalCents),
  created_at: row.createdAt.toISOString(),
});

const own = (ctx: CustomerContext) =>
  and(eq(orders.storeId, ctx.store.id), eq(orders.customerId, ctx.customerId));

const withPayment = and(eq(payments.storeId, orders.storeId), eq(payments.id, orders.paymentId));

/** A page of the customer's orders, newest first. */
export async function orderPage(ctx: CustomerContext, page: number, perPage: number) {
  const { db } = ctx;
  const [list, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(orders)
      .leftJoin(payments, withPayment)
      .where(own(ctx))
      .orderBy(desc(orders.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(orders).where(own(ctx)),
  ]);
  const n = total?.n ?? 0;
  return {
    data: list.map(summary),
    current_page: page,
    last_page: Math.max(1, Math.ceil(n / perPage)),
    per_page: perPage,
    total: n,
  };
}

/** One order of the customer with its lines and its history; another's is a 404. */
export async function orderDetail(ctx: CustomerContext, orderId: number): Promise<OrderDetail> {
  const { db } = ctx;
  const [order] = await db
    .select({
      ...summaryColumns,
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      deliveryFeeCents: orders.deliveryFeeCents,
      addressName: orders.addressName,
      addressDescription: orders.addressDescription,
      addressLat: orders.addressLat,
      addressLong: orders.addressLong,
      transferType: orders.transferType,
      note: orders.note,
      courier: orders.courier,
      trackingNumber: orders.trackingNumber,
      paymentReason: payments.reason,
    })
    .from(orders)
    .leftJoin(payments, withPayment)
    .where(and(own(ctx), eq(orders.id, orderId)));
  if (!order) throw notFound(`Order ${orderId} not found`);
  const of = and(eq(orderLines.storeId, ctx.store.id), eq(orderLines.orderId, orderId));
  const [lines, events, settings] = await Promise.all([
    db.select().from(orderLines).where(of).orderBy(asc(orderLines.id)),
    db
      .select({ status: orderEvents.status, at: orderEvents.at })
      .from(orderEvents)
      .where(and(eq(orderEvents.storeId, ctx.store.id), eq(orderEvents.orderId, orderId)))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    findPaymentSettings(ctx),
  ]);
  return {
    ...summary(order),
    lines: lines.map((l) => ({
      id: l.id,
      product_id: l.productId,
      variant_option_id: l.variantId,
      // In the reader's language when the order kept every language; else as it was ordered.
      name: l.names?.name[ctx.locale] || l.name,
      variant_name: l.names?.variant?.[ctx.locale] || l.variantName,
      image: l.image,
      is_service: l.isService === 1,
      price: toDollars(l.unitPriceCents),
      quantity: l.quantity,
      grand_total: toDollars(l.lineTotalCents),
    })),
    subtotal: toDollars(order.subtotalCents),
    discount: toDollars(order.discountCents),
    delivery_fee: toDollars(order.deliveryFeeCents),
    address: {
      name: order.addressName,
      description: order.addressDescription,
      lat: order.addressLat,
      long: order.addressLong,
    },
    transfer_type: order.transferType,
    note: order.note,
    can_cancel: shopperMayCancel(order.status, order.paymentStatus),
    courier: order.courier,
    tracking_number: order.trackingNumber,
    payment_reason: order.paymentStatus === 'failed' ? order.paymentReason : null,
    can_send_receipt: shopperMaySendReceipt(order.status, order.paymentMethod, order.paymentStatus),
    total_khr: toRiel(order.totalCents, settings?.khrPerUsd ?? DEFAULT_KHR_PER_USD),
    history: events.map((e) => ({ status: e.status, at: e.at.toISOString() })),
  };
}
