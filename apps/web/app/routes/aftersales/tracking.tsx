import { LookupHeader, StatusPill, TrackingForm, TrackingResult } from '../../components/aftersales/lookup';
import { Link } from '../../components/link';
import { Text } from '../../components/ui/text';
import { lookupTracking, myTracking } from '../../data/aftersales.server';
import { lookupScope } from '../../data/aftersales-page.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/tracking';

// Delivery tracking: an order number and the phone it was ordered with (GET form), or, signed in,
// the customer's latest orders, each linking to its timeline (`?mine=<id>`).

/** The empty form may be indexed; a page with a lookup's result (or refusal) is not. */
export function meta({ loaderData, location }: Route.MetaArgs) {
  return location.search ? privatePageMeta(loaderData) : loaderData ? [{ title: loaderData.title }] : [];
}

export async function loader(args: Route.LoaderArgs) {
  const { shop, api, ctx, caller, url, title } = lookupScope(args);
  const [lookup, mine] = await Promise.all([
    lookupTracking(api, ctx, caller, url, shop.locale),
    myTracking(api, ctx, caller, shop.locale),
  ]);
  const chosen = Number(url.searchParams.get('mine'));
  const mineResult = mine?.find((o) => o.orderId === chosen) ?? null;
  return {
    messages: pageMessages(shop.locale, ['tracking']),
    title: title('tracking.metaTitle'),
    ...lookup,
    mine,
    mineResult,
  };
}

export default function Tracking({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { order, phone, result, error, mine, mineResult } = loaderData;
  const shown = result ?? mineResult;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 md:py-10">
      <LookupHeader title={t('tracking.title')} intro={t('tracking.intro')} />
      <TrackingForm order={order} phone={phone} error={error} />
      {shown ? <TrackingResult result={shown} /> : null}
      {mine ? (
        <section aria-label={t('tracking.mine')} className="flex flex-col gap-3">
          <h2 className="text-lg font-bold text-slate-900">
            <Text>{t('tracking.mine')}</Text>
          </h2>
          {mine.length === 0 ? (
            <p className="text-slate-600">
              <Text>{t('tracking.mineEmpty')}</Text>
            </p>
          ) : (
            <ul className="flex flex-col gap-2">
              {mine.map((o) => (
                <li key={o.orderId} data-order={o.orderId}>
                  <Link
                    to={`/tracking-delivery?mine=${o.orderId}`}
                    className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-slate-200 bg-white p-4 hover:border-accent"
                  >
                    <span className="font-bold text-slate-900">
                      <Text>{t('tracking.resultTitle', { id: o.orderId })}</Text>
                    </span>
                    <StatusPill status={o.status} text={o.statusText} />
                    <span className="text-sm text-slate-600">{o.dateText}</span>
                    <span className="ml-auto text-sm font-semibold text-accent-ink">
                      <Text>{t('tracking.view')}</Text>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        <p className="text-sm text-slate-600">
          <Text>{t('tracking.signInHint')}</Text>{' '}
          <Link
            to="/login?redirect=/tracking-delivery"
            className="font-semibold text-accent-ink hover:underline"
          >
            <Text>{t('tracking.signIn')}</Text>
          </Link>
        </p>
      )}
    </div>
  );
}
