import type { BuyNowBody, CheckoutBody, PaymentOption, PaymentStatus } from '@shop/contracts';
import {
  addresses,
  cartItems,
  customers,
  orderEvents,
  orderLines,
  orders,
  paymentEvents,
  payments,
  products,
  productVariants,
} from '@shop/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type CustomerContext, inTransaction } from '../../context';
import { AppError, badRequest, conflict, Refusal } from '../../lib/errors';
import { rows } from '../../lib/sql';
import { readReceipt, receiptName } from '../media/receipts';
import { findStoreRow } from '../stores';
import { lineSnapshots, type Quote, quoteBuyNow, quoteCart } from './quote';

// An order is written in one transaction: the customer's checkouts are taken one at a time (a row
// lock on the customer), the cart is priced, the payment is consumed (a paid KHQR or PayPal payment
// of this very quote, once) or made (cash on delivery, a transfer's receipt waiting for review),
// the order is written with snapshots of the prices, names, variants and address, the cart is
// emptied, and last the stock of every line is taken (never below zero). A failure anywhere leaves
// nothing.

/** The spec's required-field message. */
const required = (field: string) => badRequest(`${field} is required`);

/** The specification's messages for a bank transfer ('Please select bank transfer payment type'…). */
const selectTransferType = () => new Refusal(400, 'notify.selectBankTransfer');
const uploadReceipt = () => new Refusal(400, 'notify.uploadReceipt');

/** Methods paid before the order, through a payment made by /payment/generate_khqr. */
const PAID_ONLINE: readonly PaymentOption[] = ['khqr', 'paypal'];

/** The specification's required fields (section 5), in its order; the first missing is named. */
function checkFields(body: CheckoutBody) {
  if (body.address === undefined) throw required('address');
  if (body.payment_type === undefined) throw required('payment_type');
  if (body.payment_method === undefined) throw required('payment_method');
  const method = body.payment_method;
  if (PAID_ONLINE.includes(method)) {
    if (body.payment_type !== 'transfer') throw badRequest(`payment_type must be transfer for ${method}`);
    if (body.payment_id === undefined) throw required('payment_id');
  }
  if (method === 'bankTransfer') {
    if (body.payment_type !== 'transfer') throw badRequest('payment_type must be transfer for bankTransfer');
    if (!body.transfer_type) throw selectTransferType();
    if (!body.image_url) throw uploadReceipt();
  }
  if (method === 'cod' && body.payment_type !== 'cash') throw badRequest('payment_type must be cash for cod');
}

/**
 * Takes the stock of every line, or refuses the checkout naming the first line short of it. One
 * statement per table (products, then variants), each locking its rows in id order before
 * changing them, so two orders of the same products never wait on each other in a circle. It runs
 * last in the order's transaction: the rows every checkout of a popular product needs are then
 * held only from here to the commit.
 */
async function takeStock(ctx: CustomerContext, lines: Quote['lines']) {
  const short = [
    ...(await takeFrom(
      ctx,
      products,
      lines.filter((l) => l.variantId === 0).map((l) => ({ id: l.productId, line: l })),
    )),
    ...(await takeFrom(
      ctx,
      productVariants,
      lines.filter((l) => l.variantId !== 0).map((l) => ({ id: l.variantId, line: l })),
    )),
  ];
  const line = lines.find((l) => short.includes(l));
  if (!line) return;
  const label = line.variantName ? `${line.name} (${line.variantName})` : line.name;
  throw new Refusal(409, 'orderRefusal.stockShort', { name: label });
}

/** Takes the quantities of `wanted` from one table's rows; answers the lines it could not. */
async function takeFrom(
  ctx: CustomerContext,
  table: typeof products | typeof productVariants,
  wanted: { id: number; line: Quote['lines'][number] }[],
): Promise<Quote['lines']> {
  if (!wanted.length) return [];
  const quantities = new Map<number, number>();
  for (const { id, line } of wanted) quantities.set(id, (quantities.get(id) ?? 0) + line.quantity);
  const values = sql.join(
    [...quantities].map(([id, quantity]) => sql`(${id}::integer, ${quantity}::integer)`),
    sql`, `,
  );
  const taken = await rows<{ id: number }>(
    ctx.db,
    sql`with wanted (id, quantity) as (values ${values}),
        locked as materialized (
          select s.id from ${table} s join wanted w on w.id = s.id
          where s.store_id = ${ctx.store.id} order by s.id for update of s)
        update ${table} s set stock = s.stock - w.quantity
        from locked l join wanted w on w.id = l.id
        where s.store_id = ${ctx.store.id} and s.id = l.id and s.stock >= w.quantity
        returning s.id`,
  );
  const done = new Set(taken.map((r) => r.id));
  return wanted.filter(({ id }) => !done.has(id)).map(({ line }) => line);
}

/** The paid payment an online order consumes: the customer's, of this quote, unused. */
async function consumePayment(ctx: CustomerContext, paymentId: number, quote: Quote, method: PaymentOption) {
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

/** A payment made with the order: cash on delivery (pending) or a transfer waiting for review. */
async function newPayment(ctx: CustomerContext, quote: Quote, method: 'cod' | 'bankTransfer' | 'anakut') {
  const provider = method === 'bankTransfer' ? 'bank_transfer' : method;
  const status: PaymentStatus = method === 'bankTransfer' ? 'awaiting_review' : 'pending';
  const { db } = ctx;
  const payment = db
    .insert(payments)
    .values({
      storeId: ctx.store.id,
      customerId: ctx.customerId,
      provider,
      status,
      checkoutType: quote.checkoutType,
      subject: quote.subject,
      amountCents: quote.totalCents,
      amountMinor: quote.totalCents,
    })
    .returning({ id: payments.id });
  const paymentId = sql`(select id from payment)`;
  const events = db
    .insert(paymentEvents)
    .values([
      { storeId: ctx.store.id, paymentId, status: 'pending' },
      ...(status === 'pending' ? [] : [{ storeId: ctx.store.id, paymentId, status }]),
    ]);
  // The payment and its events in one statement (one round trip).
  const [row] = await rows<{ id: number }>(
    db,
    sql`with payment as (${payment.getSQL()}), events as (${events.getSQL()}) select id from payment`,
  );
  if (!row) throw new Error('payment not written');
  return row;
}

async function anakutDiscountPercent(ctx: CustomerContext): Promise<number> {
  const shop = await findStoreRow(ctx);
  return shop?.payment.anakut_discount_percent ?? 0;
}

/** Places an order of the customer's server cart; answers its id. */
export const checkoutCart = (ctx: CustomerContext, body: CheckoutBody) => placeOrder(ctx, body, null);

/** Places an order of one product bought now (the cart untouched); answers its id. */
export function checkoutBuyNow(ctx: CustomerContext, body: BuyNowBody) {
  if (body.quantity === undefined) throw required('quantity');
  if (body.product_id === undefined) throw required('product_id');
  return placeOrder(ctx, body, {
    productId: body.product_id,
    quantity: body.quantity,
    variantOptionId: body.variant_option_id,
    unitId: body.unit_id,
  });
}

async function placeOrder(
  outer: CustomerContext,
  body: CheckoutBody,
  buyNow: Parameters<typeof quoteBuyNow>[1] | null,
): Promise<number> {
  checkFields(body);
  const method = body.payment_method as PaymentOption;
  return inTransaction(outer, async (ctx) => {
    const { db } = ctx;
    // One checkout of a customer at a time: a second one waits here, then finds the cart empty.
    // The same statement reads the address.
    const [{ address } = { address: null }] = await db
      .select({ address: addresses })
      .from(customers)
      .leftJoin(
        addresses,
        and(
          eq(addresses.storeId, customers.storeId),
          eq(addresses.customerId, customers.id),
          eq(addresses.id, body.address as number),
        ),
      )
      .where(and(eq(customers.storeId, ctx.store.id), eq(customers.id, ctx.customerId)))
      .for('update', { of: customers });
    if (!address) throw new AppError(404, `Address ${body.address} not found`);
    let receipt: string | null = null;
    if (method === 'bankTransfer') {
      receipt = receiptName(body.image_url as string);
      if (!receipt || !(await readReceipt(ctx, receipt))) throw uploadReceipt();
    }
    // Anakut Cash takes the shop's discount off the subtotal; nothing else does.
    const discount = method === 'anakut' ? await anakutDiscountPercent(ctx) : 0;
    const quote = buyNow ? await quoteBuyNow(ctx, buyNow, discount) : await quoteCart(ctx, discount);
    const payment = PAID_ONLINE.includes(method)
      ? await consumePayment(ctx, body.payment_id as number, quote, method)
      : await newPayment(ctx, quote, method as 'cod' | 'bankTransfer' | 'anakut');
    const order = db
      .insert(orders)
      .values({
        storeId: ctx.store.id,
        customerId: ctx.customerId,
        checkoutType: quote.checkoutType,
        paymentMethod: method,
        paymentType: body.payment_type as 'cash' | 'transfer',
        transferType: method === 'bankTransfer' ? (body.transfer_type ?? null) : null,
        paymentId: payment.id,
        receiptKey: receipt,
        subtotalCents: quote.subtotalCents,
        discountCents: quote.discountCents,
        deliveryFeeCents: quote.deliveryFeeCents,
        totalCents: quote.totalCents,
        addressName: address.name,
        addressDescription: address.description,
        addressLat: address.lat,
        addressLong: address.long,
        note: body.note,
      })
      .returning({ id: orders.id });
    const orderId = sql`(select id from placed)`;
    // Each line keeps its names in every language and whether it is a service.
    const snapshots = await lineSnapshots(ctx, quote.lines);
    const lines = db.insert(orderLines).values(
      quote.lines.map((line, i) => ({
        storeId: ctx.store.id,
        orderId,
        productId: line.productId,
        variantId: line.variantId,
        name: line.name,
        variantName: line.variantName,
        names: snapshots[i]?.names ?? null,
        isService: snapshots[i]?.isService ? 1 : 0,
        image: line.image,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        lineTotalCents: line.lineTotalCents,
        note: line.note,
      })),
    );
    const event = db.insert(orderEvents).values({ storeId: ctx.store.id, orderId, status: 'placed' });
    // The payment is this order's now (a unique index keeps it to one order).
    const used = db
      .update(payments)
      .set({ orderId, updatedAt: new Date() })
      .where(and(eq(payments.storeId, ctx.store.id), eq(payments.id, payment.id), isNull(payments.orderId)))
      .returning({ id: payments.id });
    const emptied = buyNow
      ? sql``
      : sql`, emptied as (${db
          .delete(cartItems)
          .where(and(eq(cartItems.storeId, ctx.store.id), eq(cartItems.customerId, ctx.customerId)))
          .getSQL()})`;
    // The order, its lines and event, the payment's link to it and the emptied cart: one statement,
    // one round trip (its parts see one snapshot; the lines' key to the order is checked at its end).
    const [written] = await rows<{ id: number; used: number }>(
      db,
      sql`with placed as (${order.getSQL()}), lines as (${lines.getSQL()}), event as (${event.getSQL()}), used as (${used.getSQL()})${emptied}
          select (select id from placed) as id, (select count(*) from used)::integer as used`,
    );
    if (!written) throw new Error('order not written');
    if (!written.used) throw new Refusal(409, 'orderRefusal.paymentUsed');
    await takeStock(ctx, quote.lines);
    return written.id;
  });
}
