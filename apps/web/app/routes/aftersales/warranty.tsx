import { Facts, Field, LookupForm, LookupHeader, StatusPill } from '../../components/aftersales/lookup';
import { Link } from '../../components/link';
import { Img } from '../../components/ui/img';
import { Text } from '../../components/ui/text';
import { lookupWarranty } from '../../data/aftersales.server';
import { lookupScope } from '../../data/aftersales-page.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/warranty';

// The warranty check: a serial number or IMEI (and optionally the order number) in a GET form; the
// result card says the product, when the warranty started, how long it runs, when it ends, and
// whether it is active, expired or being claimed.

/** The empty form may be indexed; a page with a lookup's result (or refusal) is not. */
export function meta({ loaderData, location }: Route.MetaArgs) {
  return location.search ? privatePageMeta(loaderData) : loaderData ? [{ title: loaderData.title }] : [];
}

export async function loader(args: Route.LoaderArgs) {
  const { shop, api, ctx, caller, url, title } = lookupScope(args);
  const lookup = await lookupWarranty(api, ctx, caller, url, shop.locale);
  return {
    messages: pageMessages(shop.locale, ['warranty', 'tracking']),
    title: title('warranty.metaTitle'),
    ...lookup,
  };
}

export default function Warranty({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { serial, order, result, error } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 md:py-10">
      <LookupHeader title={t('warranty.title')} intro={t('warranty.intro')} />
      <LookupForm label={t('warranty.title')} error={error} submit={t('warranty.submit')}>
        <Field
          name="serial"
          label={t('warranty.serial')}
          hint={t('warranty.serialHint')}
          defaultValue={serial}
          autoComplete="off"
        />
        <Field name="order" label={t('warranty.order')} inputMode="numeric" defaultValue={order} />
      </LookupForm>
      {result ? (
        <article
          data-testid="warranty-result"
          className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 md:p-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-bold break-all text-slate-900">
              <Text>{t('warranty.resultTitle', { serial: result.serial })}</Text>
            </h2>
            <StatusPill status={result.status} text={result.statusText} />
          </div>
          <Link to={`/product/${result.productId}`} className="flex items-center gap-3 hover:underline">
            <Img
              src={result.image}
              alt=""
              width={64}
              height={64}
              className="size-16 rounded-xl object-contain"
            />
            <span className="min-w-0 flex-1 font-semibold break-words text-slate-900">{result.name}</span>
          </Link>
          <Facts
            rows={[
              [t('warranty.orderNumber'), `#${result.orderId}`],
              [t('warranty.purchased'), result.purchasedText],
              [t('warranty.length'), result.lengthText],
              [t('warranty.ends'), result.endsText],
            ]}
          />
        </article>
      ) : null}
    </div>
  );
}
