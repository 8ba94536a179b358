import { TICKET_STATUSES } from '@shop/contracts/aftersales';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, storeId } from './keys';
import { orderLines, orders } from './orders';

// After the sale: the warranty of each unit sold, and service (repair) tickets. A shopper looks
// both up without signing in (a serial, or a ticket code and a phone): the API rate-limits those
// lookups and never answers across shops.

/**
 * One unit sold with a warranty: its serial number or IMEI, from a delivered order line. The
 * warranty runs `months` from `starts_on` (the delivery day); `claimed_at` is set when the shop
 * takes the unit in for a claim. Expiry is not stored: it follows from the dates.
 */
export const warrantyUnits = pgTable(
  'warranty_units',
  {
    storeId: storeId(),
    id: id(),
    orderId: integer('order_id').notNull(),
    orderLineId: integer('order_line_id').notNull(),
    productId: integer('product_id').notNull(),
    /** As printed on the unit, upper-cased without spaces (the lookup normalises the same way). */
    serial: text('serial').notNull(),
    months: integer('months').notNull(),
    /** The first day of the warranty (the delivery day, Phnom Penh time). */
    startsOn: date('starts_on').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({ columns: [t.storeId, t.orderId], foreignColumns: [orders.storeId, orders.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.storeId, t.orderLineId],
      foreignColumns: [orderLines.storeId, orderLines.id],
    }).onDelete('cascade'),
    unique('warranty_units_serial_uq').on(t.storeId, t.serial),
    index('warranty_units_order_idx').on(t.storeId, t.orderId),
    check('warranty_units_months_ck', sql`${t.months} between 0 and 120`),
  ],
);

/**
 * A device left with the shop for a repair or a service. `code` is what the customer's slip
 * shows and `/check-result/{code}` takes: random, so codes cannot be walked. Read with the
 * customer's phone only.
 */
export const serviceTickets = pgTable(
  'service_tickets',
  {
    storeId: storeId(),
    id: id(),
    code: text('code').notNull(),
    customerName: text('customer_name').notNull(),
    /** +855… (normalised as accounts do). */
    phone: text('phone').notNull(),
    device: text('device').notNull(),
    problem: text('problem').notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('received'),
    /** What the technician says to the customer (in the language they spoke at the counter). */
    technicianNote: text('technician_note').notNull().default(''),
    technicianName: text('technician_name').notNull().default(''),
    /** The repair's quote, once diagnosed (null: not yet). */
    quoteCents: integer('quote_cents'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('service_tickets_code_uq').on(t.storeId, t.code),
    oneOf('service_tickets_status_ck', t.status, TICKET_STATUSES),
    check('service_tickets_quote_ck', sql`${t.quoteCents} is null or ${t.quoteCents} >= 0`),
  ],
);

export const serviceTicketEvents = pgTable(
  'service_ticket_events',
  {
    storeId: storeId(),
    id: id(),
    ticketId: integer('ticket_id').notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      columns: [t.storeId, t.ticketId],
      foreignColumns: [serviceTickets.storeId, serviceTickets.id],
    }).onDelete('cascade'),
    index('service_ticket_events_ticket_idx').on(t.storeId, t.ticketId, t.at),
    oneOf('service_ticket_events_status_ck', t.status, TICKET_STATUSES),
  ],
);
