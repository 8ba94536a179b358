import { MESSAGES, translate } from '@shop/i18n';
import {
  Facts,
  Field,
  LookupForm,
  LookupHeader,
  StatusPill,
  Timeline,
} from '../../components/aftersales/lookup';
import { Text } from '../../components/ui/text';
import { lookupTicket } from '../../data/aftersales.server';
import { lookupScope } from '../../data/aftersales-page.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/check-result';

// A repair ticket's result: an unknown code is the 404 page; a known one asks for the phone it was
// left with (GET form), and with the right phone shows the status, the technician's note, the
// quote and the timeline. A wrong phone is a form message.

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData);
}

export async function loader(args: Route.LoaderArgs) {
  const { shop, api, ctx, caller, url } = lookupScope(args);
  const lookup = await lookupTicket(api, ctx, caller, args.params.id, url, shop.locale);
  const title = translate(MESSAGES[shop.locale], 'ticket.metaTitle', {
    code: lookup.code,
    shop: shop.store.name,
  });
  return { title, ...lookup, messages: pageMessages(shop.locale, ['ticket', 'tracking']) };
}

export default function CheckResult({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { code, phone, result, error } = loaderData;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-6 md:py-10">
      <LookupHeader title={t('ticket.title')} intro={t('ticket.intro', { code })} />
      <LookupForm label={t('ticket.title')} error={error} submit={t('ticket.submit')}>
        <Field
          name="phone"
          label={t('ticket.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t('tracking.phoneHint')}
          defaultValue={phone}
        />
      </LookupForm>
      {result ? (
        <article
          data-testid="ticket-result"
          className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 md:p-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-bold text-slate-900">{result.code}</h2>
            <StatusPill status={result.status} text={result.statusText} />
          </div>
          <Facts
            rows={[
              [t('ticket.device'), result.device],
              [t('ticket.problem'), result.problem],
              [t('ticket.quote'), result.quote ?? t('ticket.noQuote')],
              ...(result.technicianName
                ? [[t('ticket.technician'), result.technicianName] as [string, string]]
                : []),
              [t('ticket.received'), result.createdText],
              [t('ticket.updated'), result.updatedText],
            ]}
          />
          {result.technicianNote ? (
            <section className="rounded-xl bg-slate-50 p-4">
              <h3 className="text-sm font-bold text-slate-900">
                <Text>{t('ticket.note')}</Text>
              </h3>
              <p className="mt-1 text-sm text-slate-800">{result.technicianNote}</p>
            </section>
          ) : null}
          <Timeline
            label={t('ticket.timeline')}
            steps={result.timeline.map((step) => ({ ...step, detail: step.note || null }))}
          />
        </article>
      ) : null}
    </div>
  );
}
