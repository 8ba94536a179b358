import { TrackingForm, TrackingResult } from '../../components/aftersales/lookup';
import { BARE_LAYOUT } from '../../components/layout/bare-shell';
import { lookupTracking } from '../../data/aftersales.server';
import { lookupScope } from '../../data/aftersales-page.server';
import { pageMessages } from '../../i18n/messages.server';
import { privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/tracking-embed';

// `/tracking-delivery/index copy`: the tracking form and its result alone (the bare layout, no
// header, menus or footer), to embed in another page. The same parts as /tracking-delivery.

export const handle = BARE_LAYOUT;

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData);
}

export async function loader(args: Route.LoaderArgs) {
  const { shop, api, ctx, caller, url, title } = lookupScope(args);
  return {
    messages: pageMessages(shop.locale, ['tracking']),
    title: title('tracking.metaTitle'),
    ...(await lookupTracking(api, ctx, caller, url, shop.locale)),
  };
}

export default function TrackingEmbed({ loaderData }: Route.ComponentProps) {
  const { order, phone, result, error } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 p-3">
      <TrackingForm order={order} phone={phone} error={error} />
      {result ? <TrackingResult result={result} /> : null}
    </div>
  );
}
