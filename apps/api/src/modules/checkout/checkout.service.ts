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
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { CustomerContext } from '../../context';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { readReceipt, receiptName } from '../media/receipts';
import { findStoreRow } from '../stores';
import { type Quote, quoteBuyNow, quoteCart } from './quote';

// An order is written in one transaction: the customer's checkouts are taken one at a time (a row
// lock on the customer), the cart is priced, the stock of every line is taken (never below zero),
// the payment is consumed (a paid KHQR or PayPal payment of this very quote, once) or made (cash on
// delivery, a transfer's receipt waiting for review), the order is written with snapshots of the
// prices, names, variants and address, and the cart is emptied. A failure anywhere leaves nothing.

/** The spec's required-field message. */
const required = (field: string) => badRequest(`${field} is required`);

/** The messages the specification gives for a bank transfer. */
export const SELECT_TRANSFER_TYPE = 'Please select bank transfer payment type';
export const UPLOAD_RECEIPT = 'Please upload image receipt';

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
    if (!body.transfer_type) throw badRequest(SELECT_TRANSFER_TYPE);
    if (!body.image_url) throw badRequest(UPLOAD_RECEIPT);
  }
  if (method === 'cod' && body.payment_type !== 'cash') throw badRequest('payment_type must be cash for cod');
}

type Tx = CustomerContext['deps']['db'];

/** Takes `quantity` of a line's stock, or refuses the checkout naming the line. */
async function takeStock(db: Tx, ctx: CustomerContext, line: Quote['lines'][number]) {
  const label = line.variantName ? `${line.name} (${line.variantName})` : line.name;
  const taken =
    line.variantId === 0
      ? await db
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.quantity}` })
          .where(
            and(
              eq(products.storeId, ctx.store.id),
              eq(products.id, line.productId),
              gte(products.stock, line.quantity),
            ),
          )
          .returning({ stock: products.stock })
      : await db
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
          .where(
            and(
              eq(productVariants.storeId, ctx.store.id),
              eq(productVariants.id, line.variantId),
              gte(productVariants.stock, line.quantity),
            ),
          )
          .returning({ stock: productVariants.stock });
  if (!taken.length) throw conflict(`Not enough stock of ${label}; please lower the quantity`);
}

/** The paid payment an online order consumes: the customer's, of this quote, unused. */
async function consumePayment(
  db: Tx,
  ctx: CustomerContext,
  paymentId: number,
  quote: Quote,
  method: PaymentOption,
) {
  const [payment] = await db
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
  if (payment.orderId !== null) throw conflict(`Payment ${paymentId} was already used for an order`);
  if (payment.status !== 'paid') throw conflict(`Payment ${paymentId} is not paid (it is ${payment.status})`);
  if (payment.amountCents !== quote.totalCents || payment.subject !== quote.subject)
    throw conflict('The cart changed after this payment was made; please pay the new total');
  return payment;
}

/** A payment made with the order: cash on delivery (pending) or a transfer waiting for review. */
async function newPayment(
  db: Tx,
  ctx: CustomerContext,
  quote: Quote,
  method: 'cod' | 'bankTransfer' | 'anakut',
) {
  const provider = method === 'bankTransfer' ? 'bank_transfer' : method;
  const status: PaymentStatus = method === 'bankTransfer' ? 'awaiting_review' : 'pending';
  const [row] = await db
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
    .returning();
  if (!row) throw new Error('payment not written');
  await db
    .insert(paymentEvents)
    .values([
      { storeId: ctx.store.id, paymentId: row.id, status: 'pending' },
      ...(status === 'pending' ? [] : [{ storeId: ctx.store.id, paymentId: row.id, status }]),
    ]);
  return row;
}

async function anakutDiscountPercent(ctx: CustomerContext): Promise<number> {
  const shop = await findStoreRow(ctx.deps.db, ctx.store.id);
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
  return outer.deps.db.transaction(async (db) => {
    const ctx: CustomerContext = {
      deps: { ...outer.deps, db },
      store: outer.store,
      locale: outer.locale,
      client: outer.client,
      customerId: outer.customerId,
      sessionId: outer.sessionId,
    };
    // One checkout of a customer at a time: a second one waits here, then finds the cart empty.
    await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.storeId, ctx.store.id), eq(customers.id, ctx.customerId)))
      .for('update');
    const [address] = await db
      .select()
      .from(addresses)
      .where(
        and(
          eq(addresses.storeId, ctx.store.id),
          eq(addresses.customerId, ctx.customerId),
          eq(addresses.id, body.address as number),
        ),
      );
    if (!address) throw new AppError(404, `Address ${body.address} not found`);
    let receipt: string | null = null;
    if (method === 'bankTransfer') {
      receipt = receiptName(body.image_url as string);
      if (!receipt || !(await readReceipt(ctx, receipt))) throw badRequest(UPLOAD_RECEIPT);
    }
    // Anakut Cash takes the shop's discount off the subtotal; nothing else does.
    const discount = method === 'anakut' ? await anakutDiscountPercent(ctx) : 0;
    const quote = buyNow ? await quoteBuyNow(ctx, buyNow, discount) : await quoteCart(ctx, discount);
    for (const line of quote.lines) await takeStock(db, ctx, line);
    const payment = PAID_ONLINE.includes(method)
      ? await consumePayment(db, ctx, body.payment_id as number, quote, method)
      : await newPayment(db, ctx, quote, method as 'cod' | 'bankTransfer' | 'anakut');
    const [order] = await db
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
    if (!order) throw new Error('order not written');
    await db.insert(orderLines).values(
      quote.lines.map((line) => ({
        storeId: ctx.store.id,
        orderId: order.id,
        productId: line.productId,
        variantId: line.variantId,
        name: line.name,
        variantName: line.variantName,
        image: line.image,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        lineTotalCents: line.lineTotalCents,
        note: line.note,
      })),
    );
    await db.insert(orderEvents).values({ storeId: ctx.store.id, orderId: order.id, status: 'placed' });
    // The payment is this order's now (a unique index keeps it to one order).
    const used = await db
      .update(payments)
      .set({ orderId: order.id, updatedAt: new Date() })
      .where(and(eq(payments.storeId, ctx.store.id), eq(payments.id, payment.id), isNull(payments.orderId)))
      .returning({ id: payments.id });
    if (!used.length) throw conflict(`Payment ${payment.id} was already used for an order`);
    if (!buyNow)
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.storeId, ctx.store.id), eq(cartItems.customerId, ctx.customerId)));
    return order.id;
  });
}
