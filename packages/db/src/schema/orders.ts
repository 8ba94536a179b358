import { CHANNELS, ORDER_QUEUES } from '@shop/contracts/admin-rules';
import { ORDER_STATUSES, PAYMENT_OPTIONS, PAYMENT_STATUSES } from '@shop/contracts/checkout';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Localized } from './common';
import { customers } from './customers';
import { createdAt, id, oneOf, storeId } from './keys';

// Orders and the payments that pay for them. Money is integer cents of US dollars (`*_cents`);
// a KHQR in riel also records the riel amount and the rate it was made with. Every status change
// is a row of the `*_events` table beside it, so tracking can show a timeline.

// Unlike a cart line's, an order's or payment's customer cannot be deleted while it has them.
const ofCustomer = (t: { storeId: AnyPgColumn; customerId: AnyPgColumn }) =>
  foreignKey({ columns: [t.storeId, t.customerId], foreignColumns: [customers.storeId, customers.id] });

/**
 * The methods a payment can be of: the checkout's options, under the same names as an order's
 * `payment_method` (the column is still called `provider`, from when only KHQR and PayPal had one).
 */
export const PAYMENT_PROVIDERS = PAYMENT_OPTIONS;

/**
 * One try to pay: made for one shop, one customer and one amount (computed by the server from the
 * cart or the buy-now line, never taken from the client), consumed by at most one order.
 */
export const payments = pgTable(
  'payments',
  {
    storeId: storeId(),
    id: id(),
    customerId: integer('customer_id').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** What is paid for: 'cart', or 'buynow' with the line in `subject`. */
    checkoutType: text('checkout_type', { enum: ['cart', 'buynow'] }).notNull(),
    /** A digest of the lines and prices the amount was computed from: the order must match it. */
    subject: text('subject').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The currency the shopper pays in, and that amount in its minor units (riel has none). */
    currency: text('currency', { enum: ['USD', 'KHR'] })
      .notNull()
      .default('USD'),
    amountMinor: integer('amount_minor').notNull(),
    /** Riel per dollar when the currency is KHR (from the shop's settings at that time). */
    khrPerUsd: integer('khr_per_usd'),
    /** The provider's id of it: the KHQR's md5, the PayPal order id. */
    reference: text('reference'),
    /** What the provider needs again (the KHQR string, the approve link, a capture id). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The order that consumed it; set in the order's transaction, once. */
    orderId: integer('order_id'),
    /** A bank transfer's receipt: a private file key (its content's hash), served to its customer and the shop's staff. */
    receiptKey: text('receipt_key'),
    /** Why the staff rejected, failed or refunded it (the shopper reads a rejection's). */
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    ofCustomer(t),
    index('payments_customer_idx').on(t.storeId, t.customerId, t.createdAt),
    uniqueIndex('payments_reference_uq').on(t.provider, t.reference).where(sql`${t.reference} is not null`),
    // An order may be paid by a later payment when one fails (a new receipt after a rejected one).
    index('payments_order_idx').on(t.storeId, t.orderId),
    index('payments_receipt_idx').on(t.storeId, t.receiptKey).where(sql`${t.receiptKey} is not null`),
    check('payments_amount_ck', sql`${t.amountCents} > 0 and ${t.amountMinor} > 0`),
    oneOf('payments_status_ck', t.status, PAYMENT_STATUSES),
    oneOf('payments_provider_ck', t.provider, PAYMENT_PROVIDERS),
  ],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    storeId: storeId(),
    id: id(),
    paymentId: integer('payment_id').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    /** What the provider said (facts checked, a reason for a failure). */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The status it moved from (null: the first). */
    fromStatus: text('from_status'),
    /** The staff member who moved it (null: the shopper, the provider or the system). */
    staffId: integer('staff_id'),
    channel: text('channel', { enum: CHANNELS }).notNull().default('system'),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      columns: [t.storeId, t.paymentId],
      foreignColumns: [payments.storeId, payments.id],
    }).onDelete('cascade'),
    index('payment_events_payment_idx').on(t.storeId, t.paymentId, t.at),
    oneOf('payment_events_status_ck', t.status, PAYMENT_STATUSES),
  ],
);

/** An order: what was bought, at which prices, to where, paid how. Snapshots, never references to change. */
export const orders = pgTable(
  'orders',
  {
    storeId: storeId(),
    id: id(),
    customerId: integer('customer_id').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('placed'),
    checkoutType: text('checkout_type', { enum: ['cart', 'buynow'] }).notNull(),
    /** The checkout's option: khqr, cod, bankTransfer, anakut, paypal. */
    paymentMethod: text('payment_method').notNull(),
    paymentType: text('payment_type', { enum: ['cash', 'transfer'] }).notNull(),
    /** For a bank transfer: ABA, ACLEDA or phone. */
    transferType: text('transfer_type'),
    paymentId: integer('payment_id'),
    /**
     * The status of its payment (`payment_id`'s), kept by triggers of migration 0019 whenever that
     * payment moves or another one takes its place: the order desk filters and counts by it.
     */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /**
     * The desk's queue (ORDER_QUEUES): `order_queue(status, payment_status)`, set by the same
     * triggers on every insert and update (the SQL function is made from `orderQueue` of
     * @shop/contracts).
     */
    queue: text('queue', { enum: ORDER_QUEUES }).notNull().default('to_confirm'),
    /** A bank transfer's receipt: a private file key, served to its customer only. */
    receiptKey: text('receipt_key'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    addressName: text('address_name').notNull(),
    addressDescription: text('address_description').notNull().default(''),
    addressLat: doublePrecision('address_lat').notNull(),
    addressLong: doublePrecision('address_long').notNull(),
    note: text('note').notNull().default(''),
    /** Once shipped: the courier it was handed to (a name shown as is) and its tracking number. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    ofCustomer(t),
    index('orders_customer_idx').on(t.storeId, t.customerId, t.createdAt),
    // The order desk: newest first, within a queue or over all.
    index('orders_queue_idx').on(t.storeId, t.queue, t.createdAt.desc(), t.id.desc()),
    index('orders_created_idx').on(t.storeId, t.createdAt.desc(), t.id.desc()),
    unique('orders_payment_uq').on(t.storeId, t.paymentId),
    oneOf('orders_status_ck', t.status, ORDER_STATUSES),
    check(
      'orders_total_ck',
      sql`${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.deliveryFeeCents} and ${t.totalCents} >= 0`,
    ),
  ],
);

/** An order line's name and variant name in each language, as they were when it was ordered. */
export interface OrderLineNames {
  name: Localized;
  variant: Localized | null;
}

export const orderLines = pgTable(
  'order_lines',
  {
    storeId: storeId(),
    id: id(),
    orderId: integer('order_id').notNull(),
    productId: integer('product_id').notNull(),
    /** The variant bought (0: the product has none). */
    variantId: integer('variant_id').notNull().default(0),
    /** The name and variant in the shopper's language when ordered (what they saw). */
    name: text('name').notNull(),
    variantName: text('variant_name'),
    /** The name and variant in every language, when ordered: the order reads in any of them. */
    names: jsonb('names').$type<OrderLineNames>(),
    image: text('image').notNull().default(''),
    isService: integer('is_service').notNull().default(0),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({ columns: [t.storeId, t.orderId], foreignColumns: [orders.storeId, orders.id] }).onDelete(
      'cascade',
    ),
    index('order_lines_order_idx').on(t.storeId, t.orderId),
    check('order_lines_quantity_ck', sql`${t.quantity} between 1 and 999`),
    check('order_lines_total_ck', sql`${t.lineTotalCents} = ${t.unitPriceCents} * ${t.quantity}`),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    storeId: storeId(),
    id: id(),
    orderId: integer('order_id').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The status it moved from (null: placed). */
    fromStatus: text('from_status'),
    /** The staff member who moved it (null: the shopper or the system). */
    staffId: integer('staff_id'),
    channel: text('channel', { enum: CHANNELS }).notNull().default('shopper'),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({ columns: [t.storeId, t.orderId], foreignColumns: [orders.storeId, orders.id] }).onDelete(
      'cascade',
    ),
    index('order_events_order_idx').on(t.storeId, t.orderId, t.at),
    oneOf('order_events_status_ck', t.status, ORDER_STATUSES),
  ],
);
