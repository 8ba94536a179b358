import type { Dashboard as DashboardData } from '@shop/contracts';
import { may, ORDER_QUEUES } from '@shop/contracts/admin-rules';
import { shopDate } from '@shop/i18n/format';
import { Link, redirect } from 'react-router';
import { adminApi, callerOf, guarded, shopOf } from '../api.server';
import { useMethodName } from '../components/status';
import { Button, Card, formatRiel, Money } from '../components/ui';
import { meContext, visitContext } from '../context.server';
import { useI18n, useT } from '../i18n/i18n';
import { landingOf } from '../utils/landing';
import type { Route } from './+types/dashboard';

export function meta() {
  return [{ title: 'Today – Shop back office' }];
}

/** Owners and managers see the figures; a cashier or packer goes straight to the orders. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const visit = context.get(visitContext);
  const shop = context.get(meContext).shops.find((s) => s.store_code === params.store);
  if (shop && !may(shop.role, 'reports.read')) {
    if (may(shop.role, 'orders.read') || may(shop.role, 'catalogue.write'))
      throw redirect(landingOf(shop.store_code, shop.role));
    return { dashboard: null, today: shopDate() };
  }
  const dashboard = await guarded(visit, request, () =>
    adminApi().dashboard(shopOf(visit, params.store), callerOf(visit)),
  );
  return { dashboard, today: shopDate() };
}

export default function Dashboard({ loaderData, params }: Route.ComponentProps) {
  const { dashboard, today } = loaderData;
  const t = useT();
  if (!dashboard) return <Card>{t('order.noActions')}</Card>;
  const base = `/s/${params.store}`;
  const monthAgo = shopDate(Date.parse(`${today}T12:00:00+07:00`) - 29 * 86_400_000);
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('dash.title')}</h1>
      <div className="grid gap-3 sm:grid-cols-3">
        {dashboard.periods.map((period) => (
          <Card key={period.days}>
            <p className="text-sm text-slate-600">
              {period.days === 1 ? t('dash.today') : t('dash.days', { days: period.days })}
            </p>
            <p className="mt-1 text-2xl font-bold">
              <Money usd={period.sales} />
            </p>
            <p className="text-sm text-slate-600">{formatRiel(period.sales_khr)}</p>
            <p className="mt-1 text-sm">
              {t('dash.orders', { count: period.orders })}
              {period.cancelled ? (
                <span className="text-slate-500"> · {t('dash.cancelled', { count: period.cancelled })}</span>
              ) : null}
            </p>
          </Card>
        ))}
      </div>
      <Card title={t('dash.waiting')}>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {ORDER_QUEUES.filter((q) => q !== 'done' && q !== 'cancelled').map((queue) => (
            <li key={queue}>
              <Link
                to={`${base}/orders?queue=${queue}`}
                className="flex min-h-14 items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 ring-1 ring-slate-200 hover:ring-brand"
              >
                <span className="text-sm">{t(`queue.${queue}`)}</span>
                <span
                  className={`text-lg font-bold ${dashboard.queues[queue] ? 'text-amber-700' : 'text-slate-400'}`}
                >
                  {dashboard.queues[queue]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('dash.sales30')}>
        <SalesChart daily={dashboard.daily} />
      </Card>
      <div className="grid gap-3 lg:grid-cols-2">
        <Card title={t('dash.top')}>
          {dashboard.top_products.length === 0 ? (
            <p className="text-sm text-slate-600">{t('dash.noSales')}</p>
          ) : null}
          <ol className="flex flex-col gap-2">
            {dashboard.top_products.map((product) => (
              <li key={product.product_id} className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 flex-1">{product.name}</span>
                <span className="text-slate-600">{t('dash.sold', { count: product.quantity })}</span>
                <Money usd={product.sales} />
              </li>
            ))}
          </ol>
        </Card>
        <Card title={t('dash.methods')}>
          <MethodBars methods={dashboard.by_method} />
        </Card>
      </div>
      <Card title={t('dash.export')}>
        <form method="get" action={`${base}/orders.csv`} className="flex flex-wrap items-end gap-3">
          <DateInput label={t('orders.from')} name="from" value={monthAgo} />
          <DateInput label={t('orders.to')} name="to" value={today} />
          <Button type="submit" tone="secondary">
            {t('dash.exportButton')}
          </Button>
        </form>
      </Card>
    </div>
  );
}

function DateInput({ label, name, value }: { label: string; name: string; value: string }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`d-${name}`} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`d-${name}`}
        type="date"
        name={name}
        defaultValue={value}
        required
        className="min-h-11 rounded-lg border border-slate-300 px-3"
      />
    </div>
  );
}

/**
 * Thirty days of sales as bars, drawn on the server as SVG (no chart library in the page): a bar per
 * day, the highest one full height, each with its day and amount for a screen reader.
 */
function SalesChart({ daily }: { daily: DashboardData['daily'] }) {
  const t = useT();
  const { locale } = useI18n();
  const max = Math.max(...daily.map((d) => d.sales), 0);
  if (max === 0) return <p className="text-sm text-slate-600">{t('dash.noSales')}</p>;
  const width = 300;
  const height = 100;
  const slot = width / daily.length;
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height + 14}`}
        className="h-40 w-full"
        role="img"
        aria-label={t('dash.sales30')}
      >
        {daily.map((day, i) => {
          const h = Math.max((day.sales / max) * height, day.sales > 0 ? 1 : 0);
          return (
            <rect
              key={day.day}
              x={i * slot + 1}
              y={height - h}
              width={Math.max(slot - 2, 1)}
              height={h}
              rx={1}
              className={i === daily.length - 1 ? 'fill-brand' : 'fill-teal-300'}
            >
              <title>{`${day.day}: $${day.sales.toFixed(2)} · ${t('dash.orders', { count: day.orders })}`}</title>
            </rect>
          );
        })}
        <text x={0} y={height + 12} className="fill-slate-500 text-[8px]">
          {daily[0]?.day.slice(5)}
        </text>
        <text x={width} y={height + 12} textAnchor="end" className="fill-slate-500 text-[8px]">
          {daily.at(-1)?.day.slice(5)}
        </text>
      </svg>
      <figcaption className="sr-only" lang={locale}>
        {daily.map((d) => `${d.day}: $${d.sales.toFixed(2)}`).join('; ')}
      </figcaption>
    </figure>
  );
}

function MethodBars({ methods }: { methods: DashboardData['by_method'] }) {
  const t = useT();
  const methodName = useMethodName();
  const total = methods.reduce((sum, m) => sum + m.sales, 0);
  if (!total) return <p className="text-sm text-slate-600">{t('dash.noSales')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {methods.map((m) => {
        const share = Math.round((m.sales / total) * 100);
        return (
          <li key={m.method} className="text-sm">
            <div className="flex justify-between gap-2">
              <span>{methodName(m.method)}</span>
              <span className="text-slate-600">
                {share}% · {t('dash.orders', { count: m.orders })}
              </span>
            </div>
            <svg
              viewBox="0 0 100 6"
              className="mt-1 h-2 w-full"
              aria-hidden="true"
              preserveAspectRatio="none"
            >
              <rect x={0} y={0} width={100} height={6} rx={3} className="fill-slate-100" />
              <rect x={0} y={0} width={Math.max(share, 1)} height={6} rx={3} className="fill-brand" />
            </svg>
          </li>
        );
      })}
    </ul>
  );
}
