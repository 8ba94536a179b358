import { AdminOrdersQuerySchema } from '@shop/contracts';
import { ORDER_QUEUES, type OrderQueue } from '@shop/contracts/admin-rules';
import { ORDER_STATUSES, PAYMENT_OPTIONS, PAYMENT_STATUSES } from '@shop/contracts/statuses';
import { Form, Link, useSearchParams } from 'react-router';
import { adminApi, callerOf, guarded, shopOf } from '../api.server';
import { Pager } from '../components/pager';
import { OrderStatusBadge, PaymentStatusBadge, useMethodName } from '../components/status';
import { Button, Money, Select, Time } from '../components/ui';
import { visitContext } from '../context.server';
import { useT } from '../i18n/i18n';
import type { Route } from './+types/orders';

export function meta() {
  return [{ title: 'Orders – Shop back office' }];
}

/** The desk's filters as the address gives them: what the API does not take is dropped, not refused. */
function filtersOf(url: URL) {
  const wanted = Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ''));
  const parsed = AdminOrdersQuerySchema.safeParse(wanted);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return AdminOrdersQuerySchema.parse(
    Object.fromEntries(Object.entries(wanted).filter(([k]) => !bad.has(k))),
  );
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const visit = context.get(visitContext);
  const filters = filtersOf(new URL(request.url));
  const list = await guarded(visit, request, () =>
    adminApi().orders(shopOf(visit, params.store), callerOf(visit), filters),
  );
  return { list, filters };
}

/** The queues first, busiest work first; done and cancelled last. */
const QUEUE_ORDER: OrderQueue[] = [...ORDER_QUEUES];

export default function Orders({ loaderData, params }: Route.ComponentProps) {
  const { list, filters } = loaderData;
  const t = useT();
  const methodName = useMethodName();
  const [search] = useSearchParams();
  const base = `/s/${params.store}/orders`;
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    next.delete('page');
    const q = next.toString();
    return q ? `${base}?${q}` : base;
  };
  const filtered = Boolean(
    filters.status || filters.payment_status || filters.payment_method || filters.from || filters.to,
  );
  return (
    <div className="flex flex-col gap-3">
      <h1 className="sr-only">{t('orders.title')}</h1>
      <nav
        aria-label={t('orders.title')}
        className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        <QueueChip to={withParams({ queue: null })} active={!filters.queue} label={t('queue.all')} />
        {QUEUE_ORDER.map((queue) => (
          <QueueChip
            key={queue}
            to={withParams({ queue })}
            active={filters.queue === queue}
            label={t(`queue.${queue}`)}
            count={list.queues[queue]}
            urgent={queue !== 'done' && queue !== 'cancelled'}
          />
        ))}
      </nav>
      <Form method="get" action={base} className="flex gap-2" role="search">
        {filters.queue ? <input type="hidden" name="queue" value={filters.queue} /> : null}
        <label htmlFor="q" className="sr-only">
          {t('orders.search')}
        </label>
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          placeholder={t('orders.search')}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base"
        />
        <Button type="submit">{t('orders.searchButton')}</Button>
      </Form>
      <details open={filtered} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
        <summary className="min-h-9 cursor-pointer content-center text-sm font-semibold">
          {t('orders.filters')}
        </summary>
        <Form method="get" action={base} className="mt-3 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {filters.queue ? <input type="hidden" name="queue" value={filters.queue} /> : null}
          {filters.q ? <input type="hidden" name="q" value={filters.q} /> : null}
          <Select label={t('orders.status')} name="status" defaultValue={filters.status ?? ''}>
            <option value="">{t('orders.any')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </Select>
          <Select
            label={t('orders.paymentStatus')}
            name="payment_status"
            defaultValue={filters.payment_status ?? ''}
          >
            <option value="">{t('orders.any')}</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`payment.${s}`)}
              </option>
            ))}
          </Select>
          <Select
            label={t('orders.paymentMethod')}
            name="payment_method"
            defaultValue={filters.payment_method ?? ''}
          >
            <option value="">{t('orders.any')}</option>
            {PAYMENT_OPTIONS.map((m) => (
              <option key={m} value={m}>
                {methodName(m)}
              </option>
            ))}
          </Select>
          <DateField label={t('orders.from')} name="from" value={filters.from} />
          <DateField label={t('orders.to')} name="to" value={filters.to} />
          <div className="flex items-end gap-2">
            <Button type="submit">{t('orders.apply')}</Button>
            <Link
              to={withParams({
                status: null,
                payment_status: null,
                payment_method: null,
                from: null,
                to: null,
              })}
              className="min-h-11 content-center px-2 text-sm text-brand-strong underline"
            >
              {t('orders.clear')}
            </Link>
          </div>
        </Form>
      </details>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('orders.found', { count: list.total })}
      </p>
      {list.data.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          {t('orders.none')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.data.map((order) => (
            <li key={order.id}>
              <Link
                to={`${base}/${order.id}`}
                className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 hover:ring-brand"
              >
                <span className="font-semibold">
                  {t('orders.number', { id: order.id })}
                  <span className="ms-2 font-normal text-slate-700">{order.customer.name}</span>
                </span>
                <span className="text-end">
                  <Money usd={order.total} khr={order.total_khr} strong />
                </span>
                <span className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
                  <OrderStatusBadge status={order.status} />
                  <PaymentStatusBadge status={order.payment_status} />
                  <span>{methodName(order.payment_method)}</span>
                  <span aria-hidden="true">·</span>
                  <span>{t('orders.items', { count: order.items })}</span>
                </span>
                <span className="text-end text-xs text-slate-500">
                  <Time at={order.created_at} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager base={base} page={list.current_page} pages={list.last_page} />
    </div>
  );
}

function QueueChip({
  to,
  active,
  label,
  count,
  urgent,
}: {
  to: string;
  active: boolean;
  label: string;
  count?: number;
  urgent?: boolean;
}) {
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={`flex min-h-11 shrink-0 items-center gap-2 rounded-full px-3 text-sm font-medium ring-1 ${
        active ? 'bg-brand text-white ring-brand' : 'bg-white text-slate-800 ring-slate-300'
      }`}
    >
      <span>{label}</span>
      {count !== undefined ? (
        <span
          className={`rounded-full px-2 text-xs font-bold ${
            active
              ? 'bg-white/25'
              : urgent && count > 0
                ? 'bg-amber-200 text-amber-950'
                : 'bg-slate-100 text-slate-700'
          }`}
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}

function DateField({ label, name, value }: { label: string; name: string; value?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`f-${name}`} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={`f-${name}`}
        type="date"
        name={name}
        defaultValue={value ?? ''}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base"
      />
    </div>
  );
}
