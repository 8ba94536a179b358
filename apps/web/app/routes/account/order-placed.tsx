import { data } from 'react-router';
import { Link } from '../../components/link';
import { shopContext } from '../../context.server';
import { shopPageTitle } from '../../data/account-pages.server';
import { useT } from '../../i18n/i18n';
import { privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/order-placed';

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData);
}

/** A placeholder of the order detail page (next issue): the order's number, where checkout lands. */
export function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return { title: shopPageTitle(context.get(shopContext), 'checkout.metaTitle'), id };
}

export default function OrderPlaced({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="flex flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-5 md:p-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('checkout.orderTitle', { id: loaderData.id })}</h1>
      <p role="status" className="text-slate-800">
        {t('checkout.orderPlaced', { id: loaderData.id })}
      </p>
      <p className="text-sm text-slate-600">{t('checkout.orderSoon')}</p>
      <Link to="/" className="self-start font-semibold text-accent underline">
        {t('checkout.continueShopping')}
      </Link>
    </section>
  );
}
