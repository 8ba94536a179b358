import { parseId } from '@shop/contracts/constants';
import { HTML_LANG, isLocale, LOCALES } from '@shop/i18n/locales';
import { data } from 'react-router';
import { adminApi, callerOf, guarded } from '../api.server';
import { useNonce } from '../components/nonce';
import { Time } from '../components/ui';
import { meContext, visitContext } from '../context.server';
import { I18nProvider, useI18n, useT } from '../i18n/i18n';
import { messagesFor } from '../i18n/messages.server';
import type { Route } from './+types/packing-slip';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Packing slip #${params.id}` }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const visit = context.get(visitContext);
  const id = parseId(params.id);
  const shop = context.get(meContext).shops.find((s) => s.store_code === params.store);
  if (!id || !shop) throw data({ reason: 'not-found' }, { status: 404 });
  // The slip goes in the box: printed in the language the staff member picks for it (?lang=).
  const asked = new URL(request.url).searchParams.get('lang');
  const lang = isLocale(asked) ? asked : visit.locale;
  const order = await guarded(visit, request, () =>
    adminApi().order({ storeCode: params.store, lang }, callerOf(visit), id),
  );
  return { order, shop, lang, messages: messagesFor(lang) };
}

/**
 * The packing slip on an A4 or receipt printer, in the language picked for it: the shop, the
 * order, who it goes to, what goes in the box, and lines to sign. No prices: the box may be opened
 * by the courier.
 */
export default function PackingSlip({ loaderData }: Route.ComponentProps) {
  const { lang, messages } = loaderData;
  return (
    <I18nProvider value={{ locale: lang, messages }}>
      <Slip {...loaderData} />
    </I18nProvider>
  );
}

function Slip({ order, shop, lang }: Pick<Route.ComponentProps['loaderData'], 'order' | 'shop' | 'lang'>) {
  const t = useT();
  const { locale } = useI18n();
  const nonce = useNonce();
  return (
    <main lang={HTML_LANG[lang]} className="mx-auto max-w-2xl bg-white p-6 text-black print:p-0">
      <div className="no-print mb-4 flex items-center justify-end gap-3">
        {LOCALES.map((option) => (
          <a
            key={option}
            href={`?lang=${option}`}
            aria-current={option === lang ? 'true' : undefined}
            className={`min-h-11 content-center px-1 text-sm ${option === lang ? 'font-bold' : 'text-brand-strong underline'}`}
          >
            {t(`lang.${option}`)}
          </a>
        ))}
        <button
          type="button"
          id="print"
          className="min-h-11 rounded-lg bg-brand px-4 text-sm font-semibold text-white"
        >
          {t('slip.print')}
        </button>
        <script
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, with the page's nonce
          dangerouslySetInnerHTML={{ __html: "document.getElementById('print').onclick=()=>print()" }}
        />
      </div>
      <header className="flex items-start justify-between border-b-2 border-black pb-3">
        <div>
          <p className="text-xl font-bold">{shop.names[locale]}</p>
          <p className="text-sm">{t('slip.title')}</p>
        </div>
        <div className="text-end">
          <p className="text-2xl font-bold">#{order.id}</p>
          <p className="text-sm">
            <Time at={order.created_at} />
          </p>
        </div>
      </header>
      <section className="mt-4">
        <h2 className="text-sm font-semibold uppercase">{t('slip.shipTo')}</h2>
        <p className="text-lg font-semibold">{order.customer.name}</p>
        <p>
          {t('slip.phone')}: {order.customer.phone}
        </p>
        <p>{order.address.name}</p>
        {order.address.description ? <p>{order.address.description}</p> : null}
        {order.courier ? (
          <p>
            {t('order.courier')}: {order.courier} {order.tracking_number ? `· ${order.tracking_number}` : ''}
          </p>
        ) : null}
        {order.note ? <p className="mt-1 border border-black p-2">{order.note}</p> : null}
      </section>
      <table className="mt-4 w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-black text-start">
            <th className="py-1 text-start">{t('slip.product')}</th>
            <th className="py-1 text-end">{t('slip.qty')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} className="border-b border-slate-400 align-top">
              <td className="py-2">
                <p className="font-medium">{line.name}</p>
                {line.variant_name ? <p>{line.variant_name}</p> : null}
                {line.serials.length ? <p className="font-mono text-xs">{line.serials.join(', ')}</p> : null}
              </td>
              <td className="py-2 text-end text-lg font-bold">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <footer className="mt-10 grid grid-cols-2 gap-8 text-sm">
        <p className="border-t border-black pt-1">{t('slip.packedBy')}</p>
        <p className="border-t border-black pt-1">{t('slip.checkedBy')}</p>
      </footer>
    </main>
  );
}
