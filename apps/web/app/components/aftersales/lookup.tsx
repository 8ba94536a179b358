import type { ReactNode } from 'react';
import { Form } from 'react-router';
import type { TrackingView } from '../../data/aftersales.server';
import { useT } from '../../i18n/i18n';
import { Field, FormError, primaryButton } from '../account/account-form';
import { Breadcrumbs } from '../listing/breadcrumbs';
import { StatusBadge } from '../orders/badges';
import { Img } from '../ui/img';
import { Text } from '../ui/text';

// The after-sale lookups (warranty, repair, delivery): their header, forms (plain GET forms: they
// work without JavaScript), status pills, facts and timelines, and the delivery's form and result.
// Texts come formatted from the loaders.

/** A status as a pill, as large as a result's headline. */
export function StatusPill({ status, text }: { status: string; text: string }) {
  return <StatusBadge status={status} text={text} large />;
}

/** A page's title, breadcrumb and intro (left out of the embeddable variant). */
export function LookupHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <div className="flex flex-col gap-3">
      <Breadcrumbs crumbs={[{ name: title }]} />
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
        <Text>{title}</Text>
      </h1>
      <p className="max-w-prose text-slate-700">
        <Text>{intro}</Text>
      </p>
    </div>
  );
}

/** A GET lookup form: its fields, the refusal above them, one submit button. */
export function LookupForm({
  label,
  error,
  submit,
  children,
  action,
}: {
  label: string;
  error: string | null;
  submit: string;
  children: ReactNode;
  action?: string;
}) {
  return (
    <Form
      method="get"
      action={action}
      aria-label={label}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 md:p-6"
    >
      <FormError message={error ?? undefined} />
      {children}
      <button type="submit" className={`${primaryButton} w-full sm:w-auto sm:self-start`}>
        <Text>{submit}</Text>
      </button>
    </Form>
  );
}

export { Field };

/** Label and value rows of a result card. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="flex flex-col gap-0.5">
          <dt className="text-slate-500">
            <Text>{term}</Text>
          </dt>
          <dd className="font-semibold break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Steps in order, the last one the current. */
export function Timeline({
  label,
  steps,
}: {
  label: string;
  steps: { status: string; text: string; at: string; atText: string; detail?: ReactNode }[];
}) {
  return (
    <section aria-label={label} className="flex flex-col gap-3">
      <h2 className="text-base font-bold text-slate-900">
        <Text>{label}</Text>
      </h2>
      <ol className="relative flex flex-col gap-4 border-l-2 border-slate-200 pl-5">
        {steps.map((step, i) => {
          const current = i === steps.length - 1;
          return (
            <li key={`${step.status}-${step.at}`} data-step={step.status} className="relative">
              <span
                aria-hidden="true"
                className={`absolute top-1.5 -left-[27px] size-3 rounded-full ring-4 ring-white ${
                  current ? 'bg-accent' : 'bg-slate-400'
                }`}
              />
              <p className={`font-semibold ${current ? 'text-slate-900' : 'text-slate-700'}`}>
                <Text>{step.text}</Text>
              </p>
              <p className="text-sm text-slate-500">
                <time dateTime={step.at}>{step.atText}</time>
              </p>
              {step.detail ? <div className="mt-1 text-sm text-slate-700">{step.detail}</div> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** A delivery: its status, courier and tracking number, its timeline and its items. */
export function TrackingResult({ result }: { result: TrackingView }) {
  const t = useT();
  const courier =
    result.courier && result.trackingNumber ? (
      <span>
        {result.courier} · <span className="font-mono">{result.trackingNumber}</span>
      </span>
    ) : null;
  return (
    <article
      data-testid="tracking-result"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 md:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">
          <Text>{t('tracking.resultTitle', { id: result.orderId })}</Text>
        </h2>
        <StatusPill status={result.status} text={result.statusText} />
      </div>
      {result.courier ? (
        <Facts
          rows={[
            [t('tracking.courier'), result.courier],
            [
              t('tracking.trackingNumber'),
              <span key="tracking" className="font-mono">
                {result.trackingNumber ?? '—'}
              </span>,
            ],
          ]}
        />
      ) : null}
      <Timeline
        label={t('tracking.timeline')}
        steps={result.timeline.map((step) => ({
          ...step,
          detail: step.status === 'shipped' ? courier : null,
        }))}
      />
      <section aria-label={t('tracking.items')} className="flex flex-col gap-2">
        <h2 className="text-base font-bold text-slate-900">
          <Text>{t('tracking.items')}</Text>
        </h2>
        <ul className="flex flex-col gap-2">
          {result.lines.map((line) => (
            <li key={`${line.name}-${line.image}`} className="flex items-center gap-3">
              <Img
                src={line.image}
                alt=""
                width={48}
                height={48}
                className="size-12 rounded-lg object-contain"
              />
              <span className="min-w-0 flex-1 break-words text-sm text-slate-800">{line.name}</span>
              <span className="text-sm font-semibold text-slate-700">
                <Text>{t('tracking.quantity', { n: line.quantity })}</Text>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

/** The tracking form (order number and phone), on the page and in its embeddable variant. */
export function TrackingForm({
  order,
  phone,
  error,
}: {
  order: string;
  phone: string;
  error: string | null;
}) {
  const t = useT();
  return (
    <LookupForm label={t('tracking.title')} error={error} submit={t('tracking.submit')}>
      <Field name="order" label={t('tracking.order')} inputMode="numeric" defaultValue={order} />
      <Field
        name="phone"
        label={t('tracking.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t('tracking.phoneHint')}
        defaultValue={phone}
      />
    </LookupForm>
  );
}
