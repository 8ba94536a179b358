import { bagIcon } from '../../components/layout/drawer-icons';
import { Link } from '../../components/link';
import { Pagination } from '../../components/listing/pagination';
import { StatusBadge } from '../../components/orders/badges';
import { EmptyPage } from '../../components/ui/empty-state';
import { chevronRightIcon, Icon } from '../../components/ui/icons';
import { Text } from '../../components/ui/text';
import { customerScope, shopPageTitle } from '../../data/account-pages.server';
import { loadOrderPage } from '../../data/orders.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { pageParam, privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/my-orders';

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData);
}

/** The customer's orders, newest first, a page at a time (`?page=`, plain links). */
export async function loader(args: Route.LoaderArgs) {
  const { shop, account, ctx, run } = customerScope(args);
  const page = pageParam(new URL(args.request.url));
  const orders = await run((caller) => loadOrderPage(account, ctx, caller, page, shop.locale));
  return {
    messages: pageMessages(shop.locale, ['account', 'orders']),
    title: shopPageTitle(shop, 'orders.metaTitle'),
    ...orders,
  };
}

const LIST_PATH = '/account/myaccount/myorders';

export default function MyOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { orders, page, lastPage } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link to="/account/myaccount" className="text-sm font-semibold text-accent-ink hover:underline">
          ← {t('account.backToAccount')}
        </Link>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
          <Text>{t('orders.title')}</Text>
        </h1>
      </div>
      {orders.length === 0 ? (
        <EmptyPage
          testId="orders-empty"
          icon={bagIcon}
          title={t('orders.empty')}
          hint={t('orders.emptyHint')}
          link={{ to: '/', text: t('orders.startShopping') }}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('orders.listLabel')}>
          {orders.map((order) => (
            <li key={order.id} data-order={order.id}>
              <Link
                to={`${LIST_PATH}/checkout-detail/${order.id}`}
                className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 hover:border-accent hover:shadow-sm md:p-5"
              >
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-bold text-slate-900">
                      <Text>{t('orders.orderNumber', { id: order.id })}</Text>
                    </span>
                    <StatusBadge status={order.status} text={order.statusText} />
                  </div>
                  <p className="text-sm text-slate-600">
                    <time>{order.dateText}</time>
                  </p>
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
                    <span>{order.methodText}</span>
                    <span aria-hidden="true" className="text-slate-300">
                      ·
                    </span>
                    <span>
                      <span className="sr-only">
                        <Text>{t('orders.paymentStatus')}</Text>:{' '}
                      </span>
                      {order.paymentStatusText}
                    </span>
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-2">
                  <span className="text-right font-bold text-slate-900">
                    <span className="sr-only">
                      <Text>{t('orders.total')}</Text>:{' '}
                    </span>
                    {order.totalText}
                  </span>
                  <Icon shape={chevronRightIcon} className="size-5 text-slate-400" />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} last={lastPage} href={(p) => (p > 1 ? `${LIST_PATH}?page=${p}` : LIST_PATH)} />
    </div>
  );
}
