import type { Locale } from '@shop/contracts';
import {
  customers,
  orderEvents,
  orderLines,
  orders,
  products,
  productTranslations,
  serviceTicketEvents,
  serviceTickets,
  warrantyUnits,
} from '@shop/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';

// The after-sale lookups' SQL: every query is scoped by the shop (ctx.store.id).

/** A unit sold with a warranty, by its (normalised) serial, with its product's name in the locale. */
export async function findWarrantyUnit(ctx: RequestContext, serial: string) {
  const { db } = ctx;
  const tr = (locale: Locale, alias: string) =>
    sql<
      string | null
    >`(select ${productTranslations.name} from ${productTranslations} where ${productTranslations.storeId} = ${warrantyUnits.storeId} and ${productTranslations.entityId} = ${warrantyUnits.productId} and ${productTranslations.locale} = ${locale})`.as(
      alias,
    );
  const [row] = await db
    .select({
      serial: warrantyUnits.serial,
      productId: warrantyUnits.productId,
      orderId: warrantyUnits.orderId,
      months: warrantyUnits.months,
      startsOn: warrantyUnits.startsOn,
      claimedAt: warrantyUnits.claimedAt,
      name: tr(ctx.locale, 'name_locale'),
      nameEn: tr('en', 'name_en'),
      lineName: orderLines.name,
      image: products.image,
      lineImage: orderLines.image,
    })
    .from(warrantyUnits)
    .innerJoin(
      orderLines,
      and(eq(orderLines.storeId, warrantyUnits.storeId), eq(orderLines.id, warrantyUnits.orderLineId)),
    )
    .leftJoin(
      products,
      and(eq(products.storeId, warrantyUnits.storeId), eq(products.id, warrantyUnits.productId)),
    )
    .where(and(eq(warrantyUnits.storeId, ctx.store.id), eq(warrantyUnits.serial, serial)))
    .limit(1);
  return row;
}

type LineNames = { name?: Partial<Record<Locale, string>> } | null;

/** Orders of the shop with their events and lines: one by id (with the customer's phone), or a customer's latest. */
export async function findOrders(
  ctx: RequestContext,
  where: { orderId: number } | { customerId: number; limit: number },
) {
  const { db } = ctx;
  const base = db
    .select({
      id: orders.id,
      status: orders.status,
      courier: orders.courier,
      trackingNumber: orders.trackingNumber,
      createdAt: orders.createdAt,
      phone: customers.phone,
    })
    .from(orders)
    .innerJoin(customers, and(eq(customers.storeId, orders.storeId), eq(customers.id, orders.customerId)));
  const list =
    'orderId' in where
      ? await base.where(and(eq(orders.storeId, ctx.store.id), eq(orders.id, where.orderId))).limit(1)
      : await base
          .where(and(eq(orders.storeId, ctx.store.id), eq(orders.customerId, where.customerId)))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(where.limit);
  if (!list.length) return [];
  const ids = list.map((o) => o.id);
  const [events, lines] = await Promise.all([
    db
      .select({ orderId: orderEvents.orderId, status: orderEvents.status, at: orderEvents.at })
      .from(orderEvents)
      .where(and(eq(orderEvents.storeId, ctx.store.id), inArray(orderEvents.orderId, ids)))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    db
      .select({
        orderId: orderLines.orderId,
        name: orderLines.name,
        names: orderLines.names,
        quantity: orderLines.quantity,
        image: orderLines.image,
      })
      .from(orderLines)
      .where(and(eq(orderLines.storeId, ctx.store.id), inArray(orderLines.orderId, ids)))
      .orderBy(asc(orderLines.id)),
  ]);
  return list.map((o) => ({
    ...o,
    events: events.filter((e) => e.orderId === o.id),
    lines: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => {
        const names = (l.names as LineNames)?.name;
        return { name: names?.[ctx.locale] || names?.en || l.name, quantity: l.quantity, image: l.image };
      }),
  }));
}

export async function ticketExists(ctx: RequestContext, code: string) {
  const [row] = await ctx.db
    .select({ code: serviceTickets.code })
    .from(serviceTickets)
    .where(and(eq(serviceTickets.storeId, ctx.store.id), eq(serviceTickets.code, code)))
    .limit(1);
  return row;
}

/** A ticket with its events, when the phone is the one it was left with. */
export async function findTicket(ctx: RequestContext, code: string, phone: string) {
  const { db } = ctx;
  const [ticket] = await db
    .select()
    .from(serviceTickets)
    .where(
      and(
        eq(serviceTickets.storeId, ctx.store.id),
        eq(serviceTickets.code, code),
        eq(serviceTickets.phone, phone),
      ),
    )
    .limit(1);
  if (!ticket) return undefined;
  const events = await db
    .select({
      status: serviceTicketEvents.status,
      note: serviceTicketEvents.note,
      at: serviceTicketEvents.at,
    })
    .from(serviceTicketEvents)
    .where(and(eq(serviceTicketEvents.storeId, ctx.store.id), eq(serviceTicketEvents.ticketId, ticket.id)))
    .orderBy(asc(serviceTicketEvents.at), asc(serviceTicketEvents.id));
  return { ...ticket, events };
}
