import { MESSAGES, translate } from '@shop/i18n';
import { data } from 'react-router';
import { PickList } from '../../components/pcbuilder/pick-list';
import { ShareButton } from '../../components/pcbuilder/share-button';
import { SlotRow } from '../../components/pcbuilder/slot-row';
import { BuildFacts, SummaryBar } from '../../components/pcbuilder/summary-bar';
import { Text } from '../../components/ui/text';
import { shopContext } from '../../context.server';
import { shopPageTitle } from '../../data/account-pages.server';
import { addBuildToCart, loadBuilder } from '../../data/pcbuilder.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { localeLinks, openGraph } from '../../utils/seo';
import type { Route } from './+types/pcbuilder';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description, origin, locale, url, filtered } = loaderData.seo;
  return [
    { title },
    { name: 'description', content: description },
    // A build or a pick list is one shopper's page: the empty builder is the one to index.
    ...(filtered ? [{ name: 'robots', content: 'noindex' }] : []),
    ...localeLinks(origin, '/pcbuilder', locale),
    ...openGraph({ title, description, url }),
  ];
}

/** The build of the URL, checked by the API, and with `?pick=<slot>` that slot's pick list. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const url = new URL(request.url);
  const view = await loadBuilder(context, url);
  return {
    ...view,
    messages: pageMessages(shop.locale, ['pcbuilder']),
    seo: {
      title: shopPageTitle(shop, 'pcbuilder.metaTitle'),
      description: translate(MESSAGES[shop.locale], 'pcbuilder.metaDescription'),
      origin: shop.origin,
      locale: shop.locale,
      url: `${shop.origin}${url.pathname}${url.search}`,
      filtered: url.search.length > 1,
    },
  };
}

/** "Add the build to cart" (the customer's server cart, all or nothing; a guest goes to log in). */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await addBuildToCart(context, await request.formData());
  return data(outcome, { status: outcome.ok ? 200 : 400 });
}

export default function PcBuilder({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { slots, items, pick, parts, sharePath } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-3 pt-5 md:px-6 md:pt-8">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
            <Text>{t('pcbuilder.title')}</Text>
          </h1>
          {!pick && (
            <p className="mt-1 text-slate-600">
              <Text>{t('pcbuilder.intro')}</Text>
            </p>
          )}
        </div>
        {items.length > 0 && !pick && <ShareButton path={sharePath} />}
      </header>
      {pick && parts ? (
        <PickList parts={parts} items={items} />
      ) : (
        <>
          {items.length > 0 && loaderData.summary.compatible && (
            <p
              role="status"
              className="rounded-xl bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800"
            >
              ✓ {t('pcbuilder.compatible')}
            </p>
          )}
          <ol className="flex flex-col gap-3" aria-label={t('pcbuilder.title')}>
            {slots.map((view) => (
              <SlotRow key={view.slot} view={view} items={items} />
            ))}
          </ol>
          <BuildFacts view={loaderData} />
        </>
      )}
      <SummaryBar view={loaderData} outcome={actionData} showAdd={!pick} />
    </div>
  );
}
