import {
  type AdminOrder,
  may,
  type OrderStatus,
  TRANSITION_PERMISSION,
  type TransitionBody,
} from '@shop/contracts';
import {
  orderEvents,
  orderLines,
  orderNotes,
  orderSerials,
  orders,
  payments,
  productSpecs,
  warrantyUnits,
} from '@shop/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { inTransaction, type StaffContext } from '../../context';
import { AppError, badRequest, conflict, notFound, required } from '../../lib/errors';
import { returnStock } from '../checkout/cancel.service';
import { orderMovesFrom } from '../orders/states';
import { cancelOrderPayment, lockedPayment, refundLocked } from '../payments/payment-steps.service';
import { audit } from './audit';
import { adminOrder, forgetQueueCounts, paidBeforeConfirming, SHOP_TIME_ZONE } from './orders.queries';

// The staff's moves of an order: confirm, pack (with each unit's serial number), ship (courier and
// tracking number), out for delivery, delivered (the serials become warranty units), cancel (the
// stock back once, the payment cancelled or its money given back). Each runs in one transaction:
// the order locked, the move checked by the state machine and the role, the row changed, its
// event and its audit row written. Two staff pressing the same button at once: one moves it, the
// other gets 409 with the order as it now is.

type OrderRow = typeof orders.$inferSelect;

/** A refusal of a move that carries the order as it now is (the desk shows it instead). */
async function refusedWith(ctx: StaffContext, orderId: number, message: string): Promise<never> {
  throw new AppError(409, message, {}, await adminOrder(ctx, orderId, ctx.role));
}

/** Serial numbers as the warranty lookup reads them: upper case, no spaces. */
const normalSerial = (serial: string) => serial.replace(/\s+/g, '').toUpperCase();

/** Records each packed unit's serial number; a serial recorded before in the shop is a 409. */
async function recordSerials(
  ctx: StaffContext,
  order: OrderRow,
  given: NonNullable<TransitionBody['serials']>,
) {
  const storeId = ctx.store.id;
  const lines = await ctx.db
    .select({ id: orderLines.id, quantity: orderLines.quantity, isService: orderLines.isService })
    .from(orderLines)
    .where(and(eq(orderLines.storeId, storeId), eq(orderLines.orderId, order.id)));
  const values: { storeId: number; orderId: number; orderLineId: number; serial: string }[] = [];
  const seen = new Set<string>();
  for (const entry of given) {
    const line = lines.find((l) => l.id === entry.line_id);
    if (!line) throw badRequest(`serials: line ${entry.line_id} is not a line of order ${order.id}`);
    if (entry.serials.length > line.quantity)
      throw badRequest(
        `serials: line ${entry.line_id} has ${line.quantity} unit(s), not ${entry.serials.length}`,
      );
    for (const raw of entry.serials) {
      const serial = normalSerial(raw);
      if (!serial) continue;
      if (seen.has(serial)) throw badRequest(`serials: ${serial} is given twice`);
      seen.add(serial);
      values.push({ storeId, orderId: order.id, orderLineId: line.id, serial });
    }
  }
  if (!values.length) return [];
  // The packing of this order replaces what an earlier try recorded.
  await ctx.db
    .delete(orderSerials)
    .where(and(eq(orderSerials.storeId, storeId), eq(orderSerials.orderId, order.id)));
  const taken = await ctx.db
    .select({ serial: orderSerials.serial })
    .from(orderSerials)
    .where(
      and(
        eq(orderSerials.storeId, storeId),
        inArray(
          orderSerials.serial,
          values.map((v) => v.serial),
        ),
      ),
    );
  const [first] = taken;
  if (first) throw conflict(`serials: ${first.serial} is already recorded for another order`);
  await ctx.db.insert(orderSerials).values(values);
  return values.map((v) => v.serial);
}

/** A delivered order's serials become warranty units, from the delivery day, for the product's months. */
async function startWarranties(ctx: StaffContext, orderId: number) {
  const storeId = ctx.store.id;
  await ctx.db.execute(sql`
    insert into ${warrantyUnits} (store_id, order_id, order_line_id, product_id, serial, months, starts_on)
    select s.store_id, s.order_id, s.order_line_id, l.product_id, s.serial,
      coalesce((
        select least(greatest(nullif(regexp_replace(ps.value, '\\D', '', 'g'), '')::int, 0), 120)
        from ${productSpecs} ps
        where ps.store_id = l.store_id and ps.product_id = l.product_id and ps.key = 'warranty'
        limit 1), 12),
      (now() at time zone ${SHOP_TIME_ZONE})::date
    from ${orderSerials} s
    join ${orderLines} l on l.store_id = s.store_id and l.id = s.order_line_id
    where s.store_id = ${storeId} and s.order_id = ${orderId}
    on conflict (store_id, serial) do nothing`);
}

/** What a move needs beyond the state machine; what it changes on the order row. */
async function applyMove(ctx: StaffContext, order: OrderRow, body: TransitionBody) {
  const set: Partial<typeof orders.$inferInsert> = { status: body.to };
  const after: Record<string, unknown> = { status: body.to };
  switch (body.to) {
    case 'confirmed': {
      if (paidBeforeConfirming(order.paymentMethod) && order.paymentStatus !== 'paid')
        await refusedWith(
          ctx,
          order.id,
          `Order ${order.id} is paid by ${order.paymentMethod}: its payment must be paid before it is confirmed (it is ${order.paymentStatus})`,
        );
      break;
    }
    case 'packed': {
      if (body.serials?.length) after.serials = await recordSerials(ctx, order, body.serials);
      break;
    }
    case 'shipped': {
      if (!body.courier) throw required('courier');
      set.courier = body.courier;
      set.trackingNumber = body.tracking_number || null;
      Object.assign(after, { courier: set.courier, tracking_number: set.trackingNumber });
      break;
    }
    case 'delivered': {
      await startWarranties(ctx, order.id);
      break;
    }
    case 'cancelled': {
      if (!body.reason) throw required('reason');
      after.reason = body.reason;
      await returnStock(ctx, order.id);
      if (order.paymentId) {
        const payment = await lockedPayment(ctx, order.paymentId);
        const by = { staffId: ctx.staff.id, channel: ctx.channel };
        const { refundDue } = await cancelOrderPayment(ctx, payment, by);
        if (refundDue) {
          await refundLocked(ctx, payment, body.reason, by, body.refund_reference);
          after.refunded = { payment_id: payment.id, reference: body.refund_reference ?? null };
          await audit(ctx, {
            action: 'payment.refunded',
            entity: 'payment',
            entityId: payment.id,
            before: { status: 'paid' },
            after: { status: 'refunded', reason: body.reason, reference: body.refund_reference ?? null },
          });
        }
      }
      break;
    }
  }
  return { set, after };
}

/** Moves an order of the shop to `body.to`, as the context's staff member; answers the order after. */
export async function transitionOrder(
  outer: StaffContext,
  orderId: number,
  body: TransitionBody,
): Promise<AdminOrder> {
  const permission = TRANSITION_PERMISSION[body.to];
  if (!may(outer.role, permission))
    throw new AppError(403, `A ${outer.role} may not do this (${permission})`);
  await inTransaction(outer, async (ctx) => {
    const storeId = ctx.store.id;
    const [order] = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)))
      .for('update');
    if (!order) throw notFound(`Order ${orderId} not found`);
    if (!orderMovesFrom(order.status).includes(body.to))
      await refusedWith(ctx, orderId, `An order that is ${order.status} cannot become ${body.to}`);
    const { set, after } = await applyMove(ctx, order, body);
    await ctx.db
      .update(orders)
      .set(set)
      .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)));
    await ctx.db.insert(orderEvents).values({
      storeId,
      orderId,
      status: body.to,
      fromStatus: order.status,
      staffId: ctx.staff.id,
      channel: ctx.channel,
      note: body.reason ?? '',
    });
    forgetQueueCounts(ctx);
    await audit(ctx, {
      action: `order.${body.to}`,
      entity: 'order',
      entityId: orderId,
      before: { status: order.status as OrderStatus },
      after,
    });
  });
  // Read after the commit (the order's lock held no longer than the move).
  return adminOrder(outer, orderId, outer.role);
}

/** An internal note on an order (the customer never sees it). */
export async function addNote(outer: StaffContext, orderId: number, text: string): Promise<AdminOrder> {
  await inTransaction(outer, async (ctx) => {
    const [order] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.storeId, ctx.store.id), eq(orders.id, orderId)));
    if (!order) throw notFound(`Order ${orderId} not found`);
    const [note] = await ctx.db
      .insert(orderNotes)
      .values({ storeId: ctx.store.id, orderId, staffId: ctx.staff.id, text })
      .returning({ id: orderNotes.id });
    await audit(ctx, {
      action: 'order.noted',
      entity: 'order',
      entityId: orderId,
      after: { note_id: note?.id, text },
    });
  });
  return adminOrder(outer, orderId, outer.role);
}

/** The order a payment of the shop pays (for answers after a payment's step). */
export async function orderOfPayment(ctx: StaffContext, paymentId: number): Promise<number | null> {
  const [row] = await ctx.db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.storeId, ctx.store.id), eq(payments.id, paymentId)));
  if (!row) throw notFound(`Payment ${paymentId} not found`);
  return row.orderId;
}
