import { type Dashboard, DashboardSchema, envelope } from '@shop/contracts';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { type StaffContext, staffContext } from '../../context';
import { ok } from '../../lib/answer';
import { BOM, cell } from '../../lib/csv';
import { badRequest } from '../../lib/errors';
import { toDollars, toRiel } from '../../lib/money';
import { rows } from '../../lib/sql';
import { type Router, router, staffRoute, z } from '../../routing';
import { findPaymentSettings } from '../stores';
import { isRealDay, queueCounts, SHOP_TIME_ZONE } from './orders.queries';

// The first dashboard (today, 7 and 30 days: orders and sales in USD and KHR, the queues, top
// products, the split by payment method) and the orders export, for owners and managers. Days are
// the shop's (Phnom Penh). Cancelled orders are counted apart, never in the sales.

/** Midnight of the shop's day `daysAgo` days before today, as SQL. */
const dayStart = (daysAgo: number) =>
  sql`((now() at time zone ${SHOP_TIME_ZONE})::date - ${daysAgo}::int)::timestamp at time zone ${SHOP_TIME_ZONE}`;

export async function dashboard(ctx: StaffContext): Promise<Dashboard> {
  const storeId = ctx.store.id;
  const rate = (await findPaymentSettings(ctx))?.khrPerUsd ?? 4100;
  const periods: Dashboard['periods'] = [];
  for (const days of [1, 7, 30]) {
    const [row] = await rows<{
      orders: string | number;
      sales: string | number | null;
      cancelled: string | number;
    }>(
      ctx.db,
      sql`select count(*) filter (where status <> 'cancelled') as orders,
            sum(total_cents) filter (where status <> 'cancelled') as sales,
            count(*) filter (where status = 'cancelled') as cancelled
          from orders where store_id = ${storeId} and created_at >= ${dayStart(days - 1)}`,
    );
    const cents = Number(row?.sales ?? 0);
    periods.push({
      days,
      orders: Number(row?.orders ?? 0),
      sales: toDollars(cents),
      sales_khr: toRiel(cents, rate),
      cancelled: Number(row?.cancelled ?? 0),
    });
  }
  // The orders of the 30 days summed per day first (an index range of the shop's newest orders),
  // then set on every day of the range, a day without orders as zero.
  const daily = await rows<{ day: string; orders: string | number; sales: string | number }>(
    ctx.db,
    sql`with sums as (
          select (created_at at time zone ${SHOP_TIME_ZONE})::date as day, count(*) as orders, sum(total_cents) as sales
          from orders
          where store_id = ${storeId} and status <> 'cancelled' and created_at >= ${dayStart(29)}
          group by 1
        )
        select to_char(d, 'YYYY-MM-DD') as day, coalesce(sums.orders, 0) as orders, coalesce(sums.sales, 0) as sales
        from generate_series((now() at time zone ${SHOP_TIME_ZONE})::date - 29, (now() at time zone ${SHOP_TIME_ZONE})::date, interval '1 day') d
        left join sums on sums.day = d::date
        order by d`,
  );
  const top = await rows<{
    product_id: number;
    name: string;
    quantity: string | number;
    sales: string | number;
  }>(
    ctx.db,
    sql`select l.product_id,
          coalesce(max(l.names->'name'->>${ctx.locale}), max(l.name)) as name,
          sum(l.quantity) as quantity, sum(l.line_total_cents) as sales
        from order_lines l join orders o on o.store_id = l.store_id and o.id = l.order_id
        where l.store_id = ${storeId} and o.status <> 'cancelled' and o.created_at >= ${dayStart(29)}
        group by l.product_id order by sum(l.quantity) desc, sum(l.line_total_cents) desc limit 5`,
  );
  const byMethod = await rows<{ method: string; orders: string | number; sales: string | number }>(
    ctx.db,
    sql`select payment_method as method, count(*) as orders, sum(total_cents) as sales
        from orders where store_id = ${storeId} and status <> 'cancelled' and created_at >= ${dayStart(29)}
        group by payment_method order by count(*) desc`,
  );
  return {
    periods,
    daily: daily.map((d) => ({ day: d.day, orders: Number(d.orders), sales: toDollars(Number(d.sales)) })),
    queues: await queueCounts(ctx),
    top_products: top.map((t) => ({
      product_id: t.product_id,
      name: t.name,
      quantity: Number(t.quantity),
      sales: toDollars(Number(t.sales)),
    })),
    by_method: byMethod.map((m) => ({
      method: m.method,
      orders: Number(m.orders),
      sales: toDollars(Number(m.sales)),
    })),
  };
}

const ExportQuery = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'from: a date as YYYY-MM-DD'),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'to: a date as YYYY-MM-DD'),
});

/** The most rows one export gives (a year of a busy shop); a longer range is refused. */
const MAX_EXPORT_DAYS = 366;

export async function ordersCsv(ctx: StaffContext, from: string, to: string): Promise<string> {
  if (!isRealDay(from)) throw badRequest(`from: ${from} is not a day of the calendar`);
  if (!isRealDay(to)) throw badRequest(`to: ${to} is not a day of the calendar`);
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (!Number.isFinite(days) || days < 0) throw badRequest('from: must be a real date on or before to');
  if (days > MAX_EXPORT_DAYS) throw badRequest(`to: at most ${MAX_EXPORT_DAYS} days after from`);
  const rate = (await findPaymentSettings(ctx))?.khrPerUsd ?? 4100;
  const list = await rows<Record<string, string | number | null>>(
    ctx.db,
    sql`select o.id, to_char(o.created_at at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI') as placed,
          o.status, o.payment_method, o.payment_status, c.name, c.phone,
          (select sum(quantity) from order_lines l where l.store_id = o.store_id and l.order_id = o.id) as items,
          o.subtotal_cents, o.discount_cents, o.delivery_fee_cents, o.total_cents, o.courier, o.tracking_number
        from orders o join customers c on c.store_id = o.store_id and c.id = o.customer_id
        where o.store_id = ${ctx.store.id}
          and o.created_at >= (${from}::date::timestamp at time zone ${SHOP_TIME_ZONE})
          and o.created_at < ((${to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})
        order by o.created_at, o.id`,
  );
  return stringify(
    list.map((o) => [
      o.id,
      o.placed,
      o.status,
      o.payment_method,
      o.payment_status,
      cell(o.name),
      cell(o.phone),
      Number(o.items ?? 0),
      toDollars(Number(o.subtotal_cents)).toFixed(2),
      toDollars(Number(o.discount_cents)).toFixed(2),
      toDollars(Number(o.delivery_fee_cents)).toFixed(2),
      toDollars(Number(o.total_cents)).toFixed(2),
      toRiel(Number(o.total_cents), rate),
      cell(o.courier),
      cell(o.tracking_number),
    ]),
    {
      header: true,
      columns: [
        'order',
        'placed',
        'status',
        'payment_method',
        'payment_status',
        'customer',
        'phone',
        'items',
        'subtotal_usd',
        'discount_usd',
        'delivery_usd',
        'total_usd',
        'total_khr',
        'courier',
        'tracking_number',
      ],
    },
  );
}

const summary = staffRoute(
  {
    method: 'get',
    path: '/admin/api/dashboard',
    summary: 'Today, 7 and 30 days: orders and sales (USD and KHR), queues, top products, payment methods',
  },
  'reports.read',
  envelope(DashboardSchema),
);

const exportCsv = staffRoute(
  {
    method: 'get',
    path: '/admin/api/orders/export',
    summary: 'The shop’s orders placed from–to (its days) as CSV, one row per order',
    request: { query: ExportQuery },
  },
  'reports.read',
  z.string().describe('text/csv'),
);

export const adminReportRoutes: Router = router()
  .openapi(summary, async (c) => c.json(ok(await dashboard(staffContext(c))), 200))
  .openapi(exportCsv, async (c) => {
    const { from, to } = c.req.valid('query');
    const csv = await ordersCsv(staffContext(c), from, to);
    return c.body(`${BOM}${csv}`, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${c.get('store').code}-${from}-${to}.csv"`,
      'Cache-Control': 'private, no-store',
    }) as never;
  });
