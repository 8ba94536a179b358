import {
  type BuyNowBody,
  CHECKOUT_NEED_MESSAGE,
  type CheckoutBody,
  missingNeed,
  type PaymentOption,
} from '@shop/contracts';
import {
  addresses,
  cartItems,
  customers,
  orderEvents,
  orderLines,
  orders,
  payments,
  products,
  productVariants,
} from '@shop/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type CustomerContext, inTransaction } from '../../context';
import { AppError, badRequest, Refusal, required, type ShopperText } from '../../lib/errors';
import { rows } from '../../lib/sql';
import { PAYMENT_METHODS, type PaymentMethodHandler } from '../payments/methods';
import { findPaymentSettings } from '../stores';
import { lineSnapshots, type Quote, quoteBuyNow, quoteCart } from './quote';

// An order is written in one transaction: the customer's checkouts are taken one at a time (a row
// lock on the customer), the cart is priced, the payment is consumed (a paid KHQR or PayPal payment
// of this very quote, once) or made (cash on delivery, a transfer's receipt waiting for review),
// the order is written with snapshots of the prices, names, variants and address, the cart is
// emptied, and last the stock of every line is taken (never below zero). A failure anywhere leaves
// nothing.

/**
 * The specification's required fields (section 5), in its order, then what the method needs: the
 * first missing is named ('{field} is required', or the specification's own words for a bank
 * transfer's type and receipt), in the shopper's language.
 */
function checkFields(body: CheckoutBody): PaymentMethodHandler {
  for (const field of ['address', 'payment_type', 'payment_method'] as const)
    if (body[field] === undefined) throw required(field);
  const method = PAYMENT_METHODS[body.payment_method as PaymentOption];
  if (body.payment_type !== method.paymentType)
    throw badRequest(`payment_type must be ${method.paymentType} for ${method.code}`);
  const missing = missingNeed(method.needs, body);
  if (missing) throw new Refusal(400, CHECKOUT_NEED_MESSAGE[missing] as ShopperText, { field: missing });
  return method;
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
  const method = checkFields(body);
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
    const prepared = (await method.prepare?.(ctx, body)) ?? {};
    const settings = await findPaymentSettings(ctx);
    const discount = settings ? method.discountPercent(settings) : 0;
    const quote = buyNow ? await quoteBuyNow(ctx, buyNow, discount) : await quoteCart(ctx, discount);
    const payment = await method.orderPayment(ctx, { quote, body, prepared });
    const order = db
      .insert(orders)
      .values({
        storeId: ctx.store.id,
        customerId: ctx.customerId,
        checkoutType: quote.checkoutType,
        paymentMethod: method.code,
        paymentType: method.paymentType,
        transferType: method.needs.includes('transfer_type') ? (body.transfer_type ?? null) : null,
        paymentId: payment.id,
        receiptKey: prepared.receiptKey ?? null,
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
