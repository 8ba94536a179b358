import { AdminTicketsQuerySchema } from '@shop/contracts';
import { TICKET_STATUSES } from '@shop/contracts/aftersales';
import { Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { guarded, refusedForm } from '../api.server';
import { Pager } from '../components/pager';
import { TextArea } from '../components/text-area';
import { TicketStatusBadge } from '../components/ticket-status';
import { Button, Card, Field, Notice, Time } from '../components/ui';
import { visitContext } from '../context.server';
import { useT } from '../i18n/i18n';
import { ticketsApi } from '../tickets.server';
import { ACTION_KEY, type FormRefusal } from '../utils/forms';
import { actionKey, field, newActionKey } from '../utils/forms.server';
import type { Route } from './+types/tickets';

// Repair tickets at the counter (issue 30, part 6): the shop's tickets by status and a search, and
// the take-in form (name, phone, device, problem). A device taken in opens its ticket, its code
// big enough to read out. A plain form: it works without JavaScript; a refusal keeps what was typed.

export function meta() {
  return [{ title: 'Repairs – Shop back office' }];
}

/** The list's filters as the address gives them: what the API does not take is dropped, not refused. */
function filtersOf(url: URL) {
  const wanted = Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ''));
  const parsed = AdminTicketsQuerySchema.safeParse(wanted);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return AdminTicketsQuerySchema.parse(
    Object.fromEntries(Object.entries(wanted).filter(([k]) => !bad.has(k))),
  );
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const visit = context.get(visitContext);
  const filters = filtersOf(new URL(request.url));
  const list = await guarded(visit, request, () => ticketsApi(visit, params.store).list(filters));
  return { list, filters, key: newActionKey() };
}

const TAKE_IN_FIELDS = ['customer_name', 'phone', 'device', 'problem', 'note'] as const;
type TakeInValues = Record<(typeof TAKE_IN_FIELDS)[number], string>;

interface Refused {
  values: TakeInValues;
  refusal: FormRefusal;
  /** The field the API named, if it is one of the form's. */
  field: string | null;
  attempt: string;
}

export async function action({ request, params, context }: Route.ActionArgs): Promise<Refused> {
  const visit = context.get(visitContext);
  const form = await request.formData();
  const values = Object.fromEntries(TAKE_IN_FIELDS.map((name) => [name, field(form, name)])) as TakeInValues;
  let id: number;
  try {
    id = (await ticketsApi(visit, params.store).takeIn(values, actionKey(form))).id;
  } catch (error) {
    const { refusal } = refusedForm(visit, request, error);
    const named = /^(\w+):/.exec(refusal.message ?? '')?.[1] ?? null;
    return {
      values,
      refusal,
      field: named && (TAKE_IN_FIELDS as readonly string[]).includes(named) ? named : null,
      attempt: newActionKey(),
    };
  }
  throw redirect(`/s/${params.store}/tickets/${id}?taken=1`);
}

export default function Tickets({ loaderData, actionData, params }: Route.ComponentProps) {
  const { list, filters, key } = loaderData;
  const t = useT();
  const [search] = useSearchParams();
  const base = `/s/${params.store}/tickets`;
  const withStatus = (status: string | null) => {
    const next = new URLSearchParams(search);
    if (status) next.set('status', status);
    else next.delete('status');
    next.delete('page');
    const q = next.toString();
    return q ? `${base}?${q}` : base;
  };
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold">{t('tickets.title')}</h1>
      <TakeInForm
        key={actionData?.attempt ?? 'take-in'}
        actionKey={actionData?.attempt ?? key}
        refused={actionData ?? null}
      />
      <nav
        aria-label={t('tickets.title')}
        className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        <StatusChip to={withStatus(null)} active={!filters.status} label={t('tickets.all')} />
        {TICKET_STATUSES.map((status) => (
          <StatusChip
            key={status}
            to={withStatus(status)}
            active={filters.status === status}
            label={t(`ticketStatus.${status}`)}
          />
        ))}
      </nav>
      <Form method="get" action={base} className="flex gap-2" role="search">
        {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
        <label htmlFor="q" className="sr-only">
          {t('tickets.search')}
        </label>
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          placeholder={t('tickets.search')}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base"
        />
        <Button type="submit">{t('tickets.searchButton')}</Button>
      </Form>
      <p className="text-sm text-slate-600" aria-live="polite">
        {t('tickets.found', { count: list.total })}
      </p>
      {list.data.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          {t('tickets.none')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.data.map((ticket) => (
            <li key={ticket.id}>
              <Link
                to={`${base}/${ticket.id}`}
                className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 hover:ring-brand"
              >
                <span className="min-w-0 font-semibold">
                  <span className="font-mono tracking-wide">{ticket.code}</span>
                  <span className="ms-2 font-normal text-slate-700">{ticket.customer_name}</span>
                </span>
                <span className="text-end">
                  <TicketStatusBadge status={ticket.status} />
                </span>
                <span className="min-w-0 truncate text-sm text-slate-600">{ticket.device}</span>
                <span className="text-end text-xs text-slate-500">
                  <Time at={ticket.created_at} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager base={base} page={list.current_page} pages={list.last_page} />
    </div>
  );
}

function TakeInForm({ actionKey: key, refused }: { actionKey: string; refused: Refused | null }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const values = refused?.values;
  const errorOf = (name: string, label: string) =>
    refused?.field === name ? t('form.invalid', { field: label }) : undefined;
  const labels = {
    customer_name: t('tickets.customerName'),
    phone: t('tickets.phone'),
    device: t('tickets.device'),
    problem: t('tickets.problem'),
    note: t('tickets.firstNote'),
  };
  return (
    <Card title={t('tickets.takeIn')}>
      <p className="mb-3 text-sm text-slate-600">{t('tickets.takeInIntro')}</p>
      {refused ? (
        <div className="mb-3">
          <Notice tone="error">
            {refused.refusal.key ? t(refused.refusal.key, refused.refusal.values) : refused.refusal.message}
          </Notice>
        </div>
      ) : null}
      <Form method="post" className="grid gap-3 sm:grid-cols-2" aria-label={t('tickets.takeIn')}>
        <input type="hidden" name={ACTION_KEY} value={`${key}:take_in`} />
        <Field
          label={labels.customer_name}
          name="customer_name"
          required
          maxLength={100}
          autoComplete="off"
          defaultValue={values?.customer_name}
          error={errorOf('customer_name', labels.customer_name)}
        />
        <Field
          label={labels.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          required
          maxLength={30}
          autoComplete="off"
          hint={t('tickets.phoneHint')}
          defaultValue={values?.phone}
          error={errorOf('phone', labels.phone)}
        />
        <Field
          label={labels.device}
          name="device"
          required
          maxLength={200}
          placeholder={t('tickets.devicePlaceholder')}
          defaultValue={values?.device}
          error={errorOf('device', labels.device)}
          className="sm:col-span-2"
        />
        <TextArea
          label={labels.problem}
          name="problem"
          required
          maxLength={1000}
          defaultValue={values?.problem}
          error={errorOf('problem', labels.problem)}
          className="sm:col-span-2"
        />
        <TextArea
          label={labels.note}
          name="note"
          maxLength={500}
          defaultValue={values?.note}
          error={errorOf('note', labels.note)}
          className="sm:col-span-2"
        />
        <Button
          type="submit"
          disabled={busy}
          className="w-full sm:col-span-2 sm:w-auto sm:justify-self-start"
        >
          {t('tickets.takeInButton')}
        </Button>
      </Form>
    </Card>
  );
}

function StatusChip({ to, active, label }: { to: string; active: boolean; label: string }) {
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={`flex min-h-11 shrink-0 items-center rounded-full px-3 text-sm font-medium ring-1 ${
        active ? 'bg-brand text-white ring-brand' : 'bg-white text-slate-800 ring-slate-300'
      }`}
    >
      {label}
    </Link>
  );
}
