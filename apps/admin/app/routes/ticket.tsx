import type { AdminTicket } from '@shop/contracts';
import { TICKET_STATUSES, type TicketStatus } from '@shop/contracts/aftersales';
import { parseId } from '@shop/contracts/constants';
import type { ReactNode } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { guarded, refusedForm } from '../api.server';
import { TextArea } from '../components/text-area';
import { TicketStatusBadge } from '../components/ticket-status';
import { Button, Card, Field, Money, Notice, Time } from '../components/ui';
import { visitContext } from '../context.server';
import { useT } from '../i18n/i18n';
import { ticketsApi } from '../tickets.server';
import { ACTION_KEY, type FormRefusal } from '../utils/forms';
import { actionKey, field, newActionKey } from '../utils/forms.server';
import type { Route } from './+types/ticket';

// One repair ticket (issue 30, part 6): its code big enough to read out, the customer, the device,
// its steps, and the next step: one form with the note the customer reads, the technician and the
// quote, and a button per move the ticket has now (the API's state machine says which). A move
// someone else made first shows the ticket as it now is; a refusal keeps what was typed.

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Repair ${params.id} – Shop back office` }];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const visit = context.get(visitContext);
  const id = parseId(params.id);
  if (!id) throw data({ reason: 'not-found' }, { status: 404 });
  const ticket = await guarded(visit, request, () => ticketsApi(visit, params.store).read(id));
  const taken = new URL(request.url).searchParams.get('taken') === '1';
  return { ticket, taken, key: newActionKey() };
}

const MOVE_FIELDS = ['note', 'technician_name', 'quote'] as const;
type MoveValues = Record<(typeof MOVE_FIELDS)[number], string>;

type ActionResult =
  | { done: TicketStatus }
  | { values: MoveValues; refusal: FormRefusal; field: string | null; attempt: string };

export async function action({ request, params, context }: Route.ActionArgs): Promise<ActionResult> {
  const visit = context.get(visitContext);
  const id = parseId(params.id);
  if (!id) throw data({ reason: 'not-found' }, { status: 404 });
  const form = await request.formData();
  const values = Object.fromEntries(MOVE_FIELDS.map((name) => [name, field(form, name)])) as MoveValues;
  const to = field(form, 'to') as TicketStatus;
  const from = field(form, 'from') as TicketStatus;
  if (!TICKET_STATUSES.includes(to) || !TICKET_STATUSES.includes(from))
    throw data('Unknown move', { status: 400 });
  // An amount as typed: a number goes as one; anything else goes as typed, for the API to name.
  const quote =
    values.quote === ''
      ? undefined
      : Number.isFinite(Number(values.quote))
        ? Number(values.quote)
        : values.quote;
  try {
    await ticketsApi(visit, params.store).move(
      id,
      { to, from, note: values.note, technician_name: values.technician_name, quote },
      actionKey(form),
    );
    return { done: to };
  } catch (error) {
    const { refusal } = refusedForm(visit, request, error);
    const named = /^(\w+):/.exec(refusal.message ?? '')?.[1] ?? null;
    // A 409 (someone moved it first) needs nothing more: the loader reads the ticket as it now is.
    return {
      values,
      refusal,
      field: named && (MOVE_FIELDS as readonly string[]).includes(named) ? named : null,
      attempt: newActionKey(),
    };
  }
}

export default function Ticket({ loaderData, actionData, params }: Route.ComponentProps) {
  const { ticket, taken, key } = loaderData;
  const t = useT();
  const base = `/s/${params.store}`;
  const refused = actionData && 'refusal' in actionData ? actionData : null;
  return (
    <div className="flex flex-col gap-3">
      <p>
        <Link
          to={`${base}/tickets`}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-strong"
        >
          ← {t('tickets.back')}
        </Link>
      </p>
      {taken && !actionData ? <Notice tone="success">{t('tickets.takenIn')}</Notice> : null}
      {actionData && 'done' in actionData ? (
        <Notice tone="success">{t('tickets.moved', { status: t(`ticketStatus.${actionData.done}`) })}</Notice>
      ) : null}
      {refused ? (
        <Notice tone="error">
          {refused.refusal.status === 409 ? `${t('tickets.changedMeanwhile')} ` : ''}
          {refused.refusal.key ? t(refused.refusal.key, refused.refusal.values) : refused.refusal.message}
        </Notice>
      ) : null}
      <section
        aria-label={t('tickets.codeForCustomer')}
        className="flex flex-col items-center gap-1 rounded-xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200"
      >
        <p className="text-sm font-medium text-slate-600">{t('tickets.codeForCustomer')}</p>
        <h1
          className="font-mono text-4xl font-bold tracking-widest text-slate-900 sm:text-5xl"
          data-testid="ticket-code"
        >
          {ticket.code}
        </h1>
        <TicketStatusBadge status={ticket.status} />
        <p className="text-xs text-slate-500">
          {t('tickets.checkAt', { path: `/check-result/${ticket.code}` })}
        </p>
      </section>
      <div className="grid gap-3 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-3">
          <NextStep
            key={refused?.attempt ?? `${ticket.status}-${ticket.updated_at}`}
            ticket={ticket}
            actionKey={refused?.attempt ?? key}
            values={refused?.values ?? null}
            invalid={refused?.field ?? null}
          />
          <Card title={t('tickets.steps')}>
            <ol className="flex flex-col gap-3">
              {[...ticket.events].reverse().map((event) => (
                <li key={event.id} className="flex flex-col gap-1 border-s-2 border-slate-200 ps-3">
                  <span className="flex flex-wrap items-center gap-2 text-sm">
                    <TicketStatusBadge status={event.status} />
                    <span className="text-slate-500">
                      <Time at={event.at} />
                    </span>
                  </span>
                  {event.note ? <p className="text-sm text-slate-800">{event.note}</p> : null}
                </li>
              ))}
            </ol>
          </Card>
        </div>
        <Card title={t('tickets.customer')}>
          <p className="font-medium">{ticket.customer_name}</p>
          <p>
            <a
              href={`tel:${ticket.phone}`}
              className="inline-flex min-h-11 items-center font-medium text-brand-strong underline"
            >
              {t('tickets.call')} {ticket.phone}
            </a>
          </p>
          <dl className="mt-2 grid gap-2 text-sm">
            <Fact label={t('tickets.device')}>{ticket.device}</Fact>
            <Fact label={t('tickets.problem')}>{ticket.problem}</Fact>
            <Fact label={t('tickets.quote')}>
              {ticket.quote === null ? t('tickets.noQuote') : <Money usd={ticket.quote} />}
            </Fact>
            {ticket.technician_name ? (
              <Fact label={t('tickets.technician')}>{ticket.technician_name}</Fact>
            ) : null}
            {ticket.technician_note ? (
              <Fact label={t('tickets.technicianNote')}>{ticket.technician_note}</Fact>
            ) : null}
            <Fact label={t('tickets.takenAt')}>
              <Time at={ticket.created_at} />
            </Fact>
          </dl>
        </Card>
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

/** The note, the technician and the quote, and a button per move the ticket has now. */
function NextStep({
  ticket,
  actionKey: key,
  values,
  invalid,
}: {
  ticket: AdminTicket;
  actionKey: string;
  values: MoveValues | null;
  invalid: string | null;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  if (ticket.moves.length === 0)
    return (
      <Card title={t('tickets.nextStep')}>
        <p className="text-sm text-slate-600">{t('tickets.closed')}</p>
      </Card>
    );
  const labels = {
    note: t('tickets.technicianNote'),
    technician_name: t('tickets.technician'),
    quote: t('tickets.quote'),
  };
  const errorOf = (name: keyof typeof labels) =>
    invalid === name ? t('form.invalid', { field: labels[name] }) : undefined;
  return (
    <Card title={t('tickets.nextStep')}>
      <Form method="post" className="flex flex-col gap-3" aria-label={t('tickets.nextStep')}>
        <input type="hidden" name={ACTION_KEY} value={`${key}:move`} />
        <input type="hidden" name="from" value={ticket.status} />
        <TextArea
          label={labels.note}
          name="note"
          maxLength={1000}
          hint={t('tickets.noteHint')}
          defaultValue={values?.note ?? ''}
          error={errorOf('note')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={labels.technician_name}
            name="technician_name"
            maxLength={100}
            defaultValue={values?.technician_name ?? ticket.technician_name}
            error={errorOf('technician_name')}
          />
          <Field
            label={labels.quote}
            name="quote"
            inputMode="decimal"
            hint={t('tickets.quoteHint')}
            defaultValue={values?.quote ?? (ticket.quote === null ? '' : ticket.quote.toFixed(2))}
            error={errorOf('quote')}
          />
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {ticket.moves.map((to) => (
            <Button
              key={to}
              type="submit"
              name="to"
              value={to}
              tone={to === 'cancelled' ? 'danger' : 'primary'}
              disabled={busy}
              className="w-full sm:w-auto"
            >
              {t('tickets.moveTo', { status: t(`ticketStatus.${to}`) })}
            </Button>
          ))}
        </div>
      </Form>
    </Card>
  );
}
