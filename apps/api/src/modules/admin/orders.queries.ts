import {
  type AdminOrder,
  type AdminOrderRow,
  type AdminOrdersQuery,
  type AdminPayment,
  MAX_INT32,
  may,
  ORDER_QUEUES,
  type OrderQueue,
  type OrderStatus,
  type PaymentStatus,
  type StaffRole,
  type TimelineEntry,
  TRANSITION_PERMISSION,
} from '@shop/contracts';
import { customers, type orderLines, orders, payments } from '@shop/db';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { cachePerDatabase } from '../../lib/cache';
import { notFound } from '../../lib/errors';
import { assetUrl } from '../../lib/images';
import { toDollars, toRiel } from '../../lib/money';
import { preparedRows, rows } from '../../lib/sql';
import { orderMovesFrom } from '../orders/states';
import { PAYMENT_METHODS } from '../payments/methods';
import { mayCollect, mayRefund, mayReview } from '../payments/payment-steps.service';
import { findPaymentSettings, type PaymentSettings } from '../stores';

// The order desk's reads: a page of a shop's orders by queue and filters with the count of every
// queue, and one order whole (lines, customer, address, payments with their receipts, timeline,
// notes, the moves the caller may make). Every read is of the context's shop.

/** The shop's days end at midnight in Phnom Penh (UTC+7, no daylight saving). */
export const SHOP_TIME_ZONE = 'Asia/Phnom_Penh';

/**
 * Whether a YYYY-MM-DD is a day of the calendar the database takes: 2026-02-30 and year 0 are
 * not, though their shape is right and Date.parse takes the first (a cast of it would fail).
 */
export function isRealDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(time) && day >= '0001-01-01' && new Date(time).toISOString().slice(0, 10) === day;
}

/** Where a staff member reads a payment's receipt (with their token). */
export const receiptPath = (paymentId: number) => `/admin/api/payments/${paymentId}/receipt`;

type ParsedQuery = {
  queue?: OrderQueue;
  status?: OrderStatus;
  payment_status?: PaymentStatus;
  payment_method?: string;
  q?: string;
  from?: string;
  to?: string;
  page: number;
  row_per_page: number;
};

/**
 * The search of `q`: an order number, a phone number, or part of a customer's name. One reading is
 * a condition the planner walks the page's index with (it stops at a page of matches). A number
 * that may be an order's or a phone's is the union of two sets of order ids, each found by its own
 * index: an OR of the two made the planner walk the shop's orders in page order to find one order
 * (45 ms at 100,000 orders; 5–8 ms as a union).
 */
function searchOf(storeId: number, q: string): SQL {
  const digits = q.replace(/[\s()+-]/g, '').replace(/^#/, '');
  const customersWhere = (match: SQL) =>
    sql`o.customer_id in (select c.id from customers c where c.store_id = ${storeId} and ${match})`;
  if (/\p{L}/u.test(q)) {
    const pattern = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    // The customer's name only (the trigram index of customers_name_trgm): an OR on the order's own
    // address name made every search walk the shop's every order (100 ms at 100,000).
    return customersWhere(sql`c.name ilike ${pattern}`);
  }
  const id = /^\d{1,10}$/.test(digits) && Number(digits) <= MAX_INT32 ? Number(digits) : null;
  // 012 345 678, 85512345678 and +85512345678 are one number; a part of five digits or more is found too.
  const phone = /^\d{5,15}$/.test(digits)
    ? sql`c.phone like ${`%${digits.replace(/^855/, '').replace(/^0/, '')}%`}`
    : null;
  if (id !== null && phone)
    return sql`o.id in (select ${id}::int union all
      select x.id from orders x where x.store_id = ${storeId}
        and x.customer_id in (select c.id from customers c where c.store_id = ${storeId} and ${phone}))`;
  if (id !== null) return sql`o.id = ${id}`;
  if (phone) return customersWhere(phone);
  return sql`false`;
}

/** The filters of a desk query as SQL over `orders o` of the shop. */
function filtersOf(storeId: number, query: ParsedQuery): SQL {
  const where: SQL[] = [sql`o.store_id = ${storeId}`];
  if (query.queue) where.push(sql`o.queue = ${query.queue}`);
  if (query.status) where.push(sql`o.status = ${query.status}`);
  if (query.payment_status) where.push(sql`o.payment_status = ${query.payment_status}`);
  if (query.payment_method) where.push(sql`o.payment_method = ${query.payment_method}`);
  if (query.from)
    where.push(sql`o.created_at >= (${query.from}::date::timestamp at time zone ${SHOP_TIME_ZONE})`);
  if (query.to)
    where.push(sql`o.created_at < ((${query.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`);
  if (query.q) where.push(searchOf(storeId, query.q));
  return sql.join(where, sql` and `);
}

interface ListRow {
  id: number;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: string;
  queue: OrderQueue;
  total_cents: number;
  created_at: Date | string;
  customer_id: number;
  customer_name: string;
  customer_phone: string;
  items: number | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The count of each queue, kept 2 s per shop: counting a shop's every order costs ~30 ms at 100,000
 * (a scan), and the desk asks on every page. This process's own moves forget the shop's counts
 * (`forgetQueueCounts`), so the staff member who acted sees them at once; another process's, and
 * new orders, show within the 2 s.
 */
const QUEUE_COUNTS_MS = 2000;
const countsByShop = cachePerDatabase<Record<OrderQueue, number>>({ max: 10_000, ttlMs: QUEUE_COUNTS_MS });
const countsOf = (ctx: RequestContext) => countsByShop(ctx.deps.scope ?? ctx.deps.db);

/** How many orders of the shop wait in each queue. */
export function queueCounts(ctx: RequestContext): Promise<Record<OrderQueue, number>> {
  return countsOf(ctx).get(String(ctx.store.id), async () => {
    const counted = await rows<{ queue: OrderQueue; n: number | string }>(
      ctx.db,
      sql`select queue, count(*) as n from orders where store_id = ${ctx.store.id} group by queue`,
    );
    const counts = Object.fromEntries(ORDER_QUEUES.map((queue) => [queue, 0])) as Record<OrderQueue, number>;
    for (const row of counted) counts[row.queue] = Number(row.n);
    return counts;
  });
}

/** After a move of an order or a payment of the shop: its counts are counted again on the next ask. */
export function forgetQueueCounts(ctx: RequestContext) {
  countsOf(ctx).delete(String(ctx.store.id));
}

/** A page of the shop's orders, newest first, and the count of every queue. */
export async function orderDesk(ctx: RequestContext, query: ParsedQuery) {
  const storeId = ctx.store.id;
  const where = filtersOf(storeId, query);
  const settings = await findPaymentSettings(ctx);
  const onlyQueue = Object.keys(query).every(
    (key) => ['queue', 'page', 'row_per_page'].includes(key) || !query[key as keyof ParsedQuery],
  );
  const queues = await queueCounts(ctx);
  const total = onlyQueue
    ? query.queue
      ? queues[query.queue]
      : Object.values(queues).reduce((a, b) => a + b, 0)
    : Number(
        (
          await rows<{ n: number | string }>(ctx.db, sql`select count(*) as n from orders o where ${where}`)
        )[0]?.n ?? 0,
      );
  // The page's orders first (a walk of an index, newest first: the order is the indexes' own, nulls
  // last, or the planner sorts the shop's every order), then their customers and items: joined
  // before the limit, the planner would join every order of the shop to sort them.
  const list = await rows<ListRow>(
    ctx.db,
    sql`select o.id, o.status, o.payment_status, o.payment_method, o.queue, o.total_cents, o.created_at,
          o.customer_id, c.name as customer_name, c.phone as customer_phone,
          (select coalesce(sum(l.quantity), 0) from order_lines l where l.store_id = o.store_id and l.order_id = o.id) as items
        from (
          select * from orders o where ${where}
          order by o.created_at desc nulls last, o.id desc nulls last
          limit ${query.row_per_page} offset ${(query.page - 1) * query.row_per_page}
        ) o
        join customers c on c.store_id = o.store_id and c.id = o.customer_id
        order by o.created_at desc nulls last, o.id desc nulls last`,
  );
  const rate = settings?.khrPerUsd ?? 4100;
  const data: AdminOrderRow[] = list.map((row) => ({
    id: row.id,
    status: row.status,
    payment_status: row.payment_status,
    payment_method: row.payment_method,
    queue: row.queue,
    total: toDollars(row.total_cents),
    total_khr: toRiel(row.total_cents, rate),
    created_at: iso(row.created_at),
    customer: { id: row.customer_id, name: row.customer_name, phone: row.customer_phone },
    items: Number(row.items),
  }));
  return {
    data,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.row_per_page)),
    per_page: query.row_per_page,
    total,
    queues,
  };
}

export type { AdminOrdersQuery };

/** A payment as the desk shows it: its receipt (and whether that picture paid another payment), the account it should reach, the moves it has. */
async function paymentsOf(
  ctx: RequestContext,
  orderId: number,
  transferType: string | null,
  settings: PaymentSettings | null,
): Promise<AdminPayment[]> {
  const list = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.storeId, ctx.store.id), eq(payments.orderId, orderId)))
    .orderBy(asc(payments.id));
  const keys = list.map((p) => p.receiptKey).filter((key): key is string => key !== null);
  const twins = keys.length
    ? await ctx.db
        .select({ id: payments.id, orderId: payments.orderId, key: payments.receiptKey })
        .from(payments)
        .where(and(eq(payments.storeId, ctx.store.id), inArray(payments.receiptKey, keys)))
    : [];
  const refunds = list.some((p) => p.status === 'refunded')
    ? await rows<{ payment_id: number; reference: string | null }>(
        ctx.db,
        sql`select payment_id, detail->>'reference' as reference from payment_events
            where store_id = ${ctx.store.id} and status = 'refunded'
              and payment_id in (${sql.join(
                list.map((p) => sql`${p.id}`),
                sql`, `,
              )})`,
      )
    : [];
  const rate = settings?.khrPerUsd ?? 4100;
  const account = settings?.bankAccounts.find((a) => a.id === transferType);
  return list.map((p) => ({
    id: p.id,
    status: p.status,
    provider: p.provider,
    amount: toDollars(p.amountCents),
    amount_khr: p.currency === 'KHR' ? p.amountMinor : toRiel(p.amountCents, rate),
    currency: p.currency,
    reference: p.reference,
    created_at: p.createdAt.toISOString(),
    receipt_url: p.receiptKey ? assetUrl(ctx.deps.assetHost, receiptPath(p.id)) : null,
    receipt_used_before: twins
      .filter((t) => t.key === p.receiptKey && t.id !== p.id)
      .map((t) => ({ payment_id: t.id, order_id: t.orderId })),
    to_account:
      p.provider === 'bankTransfer' && account
        ? { bank: account.id, account_name: account.account_name, account_number: account.account_number }
        : null,
    can: { review: mayReview(p), collect: mayCollect(p), refund: mayRefund(p) },
    reason: p.reason,
    refund_reference: refunds.find((r) => r.payment_id === p.id)?.reference ?? null,
  }));
}

interface EventRow {
  kind: 'order' | 'payment' | 'note';
  id: number;
  at: Date | string;
  status: string;
  from_status: string | null;
  staff_id: number | null;
  staff_email: string | null;
  staff_name: string | null;
  channel: TimelineEntry['channel'];
  note: string | null;
}

/**
 * Every change of the order and of its payments, and its notes, oldest first, each with who made
 * it (the staff member's name and e-mail) and from where: one statement.
 */
async function historyOf(ctx: RequestContext, orderId: number) {
  const storeId = ctx.store.id;
  // Prepared (a generic plan per connection): planning this union cost more than running it.
  return preparedRows<EventRow>(
    ctx.db,
    sql`select h.*, s.email as staff_email, s.name as staff_name from (
          select 'order' as kind, e.id, e.at, e.status, e.from_status, e.staff_id, e.channel, e.note
          from order_events e where e.store_id = ${storeId} and e.order_id = ${orderId}
          union all
          select 'payment' as kind, e.id, e.at, e.status, e.from_status, e.staff_id, e.channel,
            case when e.status in ('failed', 'refunded') then p.reason end as note
          from payment_events e
          join payments p on p.store_id = e.store_id and p.id = e.payment_id
          where e.store_id = ${storeId} and p.order_id = ${orderId}
          union all
          select 'note' as kind, n.id, n.created_at as at, '' as status, null as from_status, n.staff_id,
            'web' as channel, n.text as note
          from order_notes n where n.store_id = ${storeId} and n.order_id = ${orderId}
        ) h
        left join staff s on s.id = h.staff_id
        order by h.at, h.kind, h.id`,
  );
}

/** One order of the shop, whole, with the moves a staff member of `role` may make now. */
export async function adminOrder(ctx: RequestContext, orderId: number, role: StaffRole): Promise<AdminOrder> {
  const storeId = ctx.store.id;
  const [order] = await ctx.db
    .select({ order: orders, customer: customers })
    .from(orders)
    .innerJoin(customers, and(eq(customers.storeId, orders.storeId), eq(customers.id, orders.customerId)))
    .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)));
  if (!order) throw notFound(`Order ${orderId} not found`);
  const o = order.order;
  const settings = await findPaymentSettings(ctx);
  const lines = await preparedRows<typeof orderLines.$inferSelect & { serials: string[] }>(
    ctx.db,
    sql`select l.id, l.product_id as "productId", l.variant_id as "variantId", l.name, l.variant_name as "variantName",
          l.names, l.image, l.is_service as "isService", l.unit_price_cents as "unitPriceCents", l.quantity,
          l.line_total_cents as "lineTotalCents",
          coalesce((select array_agg(s.serial order by s.id) from order_serials s
                    where s.store_id = l.store_id and s.order_line_id = l.id), '{}') as serials
        from order_lines l where l.store_id = ${storeId} and l.order_id = ${orderId} order by l.id`,
  );
  const paid = await paymentsOf(ctx, orderId, o.transferType, settings);
  const history = await historyOf(ctx, orderId);
  const who = (row: EventRow) =>
    row.staff_id === null || row.staff_email === null
      ? null
      : { id: row.staff_id, email: row.staff_email, name: row.staff_name ?? '' };
  const events = history.filter((row) => row.kind !== 'note');
  const notes = history.filter((row) => row.kind === 'note');
  const rate = settings?.khrPerUsd ?? 4100;
  const can = orderMovesFrom(o.status).filter(
    (to): to is AdminOrder['can'][number] =>
      to in TRANSITION_PERMISSION &&
      may(role, TRANSITION_PERMISSION[to as keyof typeof TRANSITION_PERMISSION]),
  );
  return {
    id: o.id,
    status: o.status,
    payment_status: o.paymentStatus,
    payment_method: o.paymentMethod,
    queue: o.queue,
    total: toDollars(o.totalCents),
    total_khr: toRiel(o.totalCents, rate),
    created_at: o.createdAt.toISOString(),
    items: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: toDollars(o.subtotalCents),
    discount: toDollars(o.discountCents),
    delivery_fee: toDollars(o.deliveryFeeCents),
    customer: {
      id: order.customer.id,
      name: order.customer.name,
      phone: order.customer.phone,
      email: order.customer.email,
    },
    address: {
      name: o.addressName,
      description: o.addressDescription,
      lat: o.addressLat,
      long: o.addressLong,
      map_url: `https://www.google.com/maps/search/?api=1&query=${o.addressLat},${o.addressLong}`,
    },
    note: o.note,
    transfer_type: o.transferType,
    courier: o.courier,
    tracking_number: o.trackingNumber,
    lines: lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      variant_id: line.variantId,
      // In the reader's language when the order kept every language; else as it was ordered.
      name: line.names?.name[ctx.locale] || line.name,
      variant_name: line.names?.variant?.[ctx.locale] || line.variantName,
      image: assetUrl(ctx.deps.assetHost, line.image),
      is_service: line.isService === 1,
      price: toDollars(line.unitPriceCents),
      quantity: line.quantity,
      total: toDollars(line.lineTotalCents),
      serials: line.serials,
    })),
    payments: paid,
    timeline: events.map((event) => ({
      at: iso(event.at),
      action: `${event.kind}.${event.status}`,
      from: event.from_status,
      to: event.status,
      staff: who(event),
      channel: event.channel,
      note: event.note ?? '',
    })),
    notes: notes.map((note) => ({ id: note.id, at: iso(note.at), staff: who(note), text: note.note ?? '' })),
    can,
  };
}

/** Whether a payment method is paid before the order may be confirmed (a provider's, a receipt's). */
export const paidBeforeConfirming = (method: string) => {
  const handler = PAYMENT_METHODS[method as keyof typeof PAYMENT_METHODS];
  return handler ? handler.settles === 'provider' || handler.settles === 'review' : false;
};
