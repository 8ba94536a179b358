import { translate } from '@shop/i18n';
import { useEffect, useState } from 'react';
import { data } from 'react-router';
import { BARE_LAYOUT } from '../../components/layout/bare-shell';
import { Link } from '../../components/link';
import { ServiceBadge } from '../../components/orders/badges';
import { OrderTotals } from '../../components/orders/order-totals';
import { Text } from '../../components/ui/text';
import { customerScope } from '../../data/account-pages.server';
import { loadOrder, orderIdParam } from '../../data/orders.server';
import { requireSessionMiddleware } from '../../data/session-guard.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/print-order';

/** Drawn without the shop's header, menus, footer, drawers, bars and chat buttons (root.tsx). */
export const handle = BARE_LAYOUT;

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData);
}

/** The auth guard of the account pages: a customer's order needs their session. */
export const middleware: Route.MiddlewareFunction[] = [requireSessionMiddleware];

/** `/print/order?id=` : one order of the customer on an A4 sheet; a missing or another's is a 404. */
export async function loader(args: Route.LoaderArgs) {
  const { shop, account, ctx, messages, run } = customerScope(args);
  const id = orderIdParam(new URL(args.request.url).searchParams.get('id'));
  if (id === null) throw data(null, { status: 404 });
  const order = await run((caller) => loadOrder(account, ctx, caller, id, shop.locale));
  return {
    messages: pageMessages(shop.locale, ['checkout', 'orders']),
    title: translate(messages, 'orders.printMetaTitle', { id, shop: shop.store.name }),
    shop: { name: shop.store.name, logo: shop.store.logo },
    order,
  };
}

/** Prints the page; shown once the page's script runs (without it, the browser's own print). */
function PrintButton() {
  const t = useT();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <button
      type="button"
      hidden={!ready}
      onClick={() => window.print()}
      className="min-h-10 rounded-xl bg-slate-900 px-5 text-sm font-semibold text-white hover:bg-slate-700"
    >
      <Text>{t('orders.print')}</Text>
    </button>
  );
}

const label = 'text-xs font-semibold tracking-wide text-slate-500 uppercase';

export default function PrintOrder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { order, shop } = loaderData;
  return (
    <div className="print-sheet mx-auto w-full max-w-[210mm] px-4 py-6 text-slate-900 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={`/account/myaccount/myorders/checkout-detail/${order.id}`}
          className="text-sm font-semibold text-accent-ink hover:underline"
        >
          ← {t('orders.orderNumber', { id: order.id })}
        </Link>
        <PrintButton />
      </div>

      <div className="flex items-start justify-between gap-4 border-b-2 border-slate-900 pb-4">
        <div className="flex min-w-0 items-center gap-3">
          {shop.logo ? (
            <img src={shop.logo} alt="" width={48} height={48} className="size-12 shrink-0 object-contain" />
          ) : null}
          <p className="text-xl font-extrabold break-words">{shop.name}</p>
        </div>
        <div className="shrink-0 text-right">
          <h1 className="text-xl font-bold">
            <Text>{t('orders.orderNumber', { id: order.id })}</Text>
          </h1>
          <p className="text-sm text-slate-600">
            <time>{order.dateTimeText}</time>
          </p>
          <p className="text-sm">
            <Text>{t('orders.status')}</Text>: <span className="font-semibold">{order.statusText}</span>
          </p>
        </div>
      </div>

      <table className="mt-5 w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th scope="col" className="py-2 pr-2 font-semibold">
              <Text>{t('orders.product')}</Text>
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold whitespace-nowrap">
              <Text>{t('orders.quantity')}</Text>
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold whitespace-nowrap">
              <Text>{t('orders.unitPrice')}</Text>
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              <Text>{t('orders.lineTotal')}</Text>
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr
              key={line.id}
              data-line={line.id}
              className="break-inside-avoid border-b border-slate-200 align-top"
            >
              <td className="py-2 pr-2">
                <span className="font-medium break-words">{line.name}</span>{' '}
                {line.isService ? <ServiceBadge /> : null}
                {line.variantName ? (
                  <span className="block text-xs text-slate-600">
                    <Text>{t('checkout.variant', { name: line.variantName })}</Text>
                  </span>
                ) : null}
              </td>
              <td className="px-2 py-2 text-right tabular-nums">{line.quantity}</td>
              <td className="px-2 py-2 text-right tabular-nums whitespace-nowrap">{line.priceText}</td>
              <td className="py-2 pl-2 text-right font-semibold tabular-nums whitespace-nowrap">
                {line.totalText}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="mt-4 ml-auto w-full max-w-72 break-inside-avoid">
        <OrderTotals order={order} />
      </div>

      <div className="mt-6 grid break-inside-avoid grid-cols-2 gap-6 border-t border-slate-300 pt-4 text-sm">
        <section>
          <h2 className={label}>
            <Text>{t('orders.address')}</Text>
          </h2>
          <p className="mt-1 font-medium break-words">{order.address.name}</p>
          {order.address.description ? <p className="break-words">{order.address.description}</p> : null}
        </section>
        <section>
          <h2 className={label}>
            <Text>{t('orders.payment')}</Text>
          </h2>
          <p className="mt-1 font-medium">
            {order.methodText}
            {order.transferText ? ` · ${order.transferText}` : null}
          </p>
          <p>
            <Text>{t('orders.paymentStatus')}</Text>: {order.paymentStatusText}
          </p>
        </section>
        {order.note ? (
          <section className="col-span-2">
            <h2 className={label}>
              <Text>{t('orders.note')}</Text>
            </h2>
            <p className="mt-1 break-words whitespace-pre-line">{order.note}</p>
          </section>
        ) : null}
      </div>
    </div>
  );
}
