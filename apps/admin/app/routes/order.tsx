import type { AdminOrder, AdminPayment, TimelineEntry } from '@shop/contracts';
import { may, ORDER_TRANSITIONS, type OrderTransition } from '@shop/contracts/admin-rules';
import { parseId } from '@shop/contracts/constants';
import { data, Form, Link, useNavigation } from 'react-router';
import { adminApi, callerOf, guarded, refusedForm, shopOf } from '../api.server';
import { OrderStatusBadge, PaymentStatusBadge, useMethodName } from '../components/status';
import { Button, Card, Field, Money, Notice, Time } from '../components/ui';
import { visitContext } from '../context.server';
import { useT } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import { ACTION_KEY, type FormRefusal } from '../utils/forms';
import { actionKey, field, newActionKey } from '../utils/forms.server';
import { useShop } from '../utils/use-shop';
import type { Route } from './+types/order';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `#${params.id} – Shop back office` }];
}

/** At most this many serial fields per line (a line of 200 cables has no serials to type). */
const MAX_SERIAL_FIELDS = 20;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const visit = context.get(visitContext);
  const id = parseId(params.id);
  if (!id) throw data({ reason: 'not-found' }, { status: 404 });
  const order = await guarded(visit, request, () =>
    adminApi().order(shopOf(visit, params.store), callerOf(visit), id),
  );
  // One key per form drawn: a form sent twice (a double tap, a resend after a dropped line) is done once.
  return { order, keys: { move: newActionKey(), note: newActionKey(), payment: newActionKey() } };
}

type ActionResult = { done: MessageKey } | { refusal: FormRefusal };

export async function action({ request, params, context }: Route.ActionArgs): Promise<ActionResult> {
  const visit = context.get(visitContext);
  const id = parseId(params.id);
  if (!id) throw data({ reason: 'not-found' }, { status: 404 });
  const form = await request.formData();
  const shop = shopOf(visit, params.store);
  const caller = callerOf(visit);
  const write = { idempotencyKey: actionKey(form) };
  const api = adminApi();
  const paymentId = parseId(field(form, 'payment_id'));
  try {
    switch (field(form, 'intent')) {
      case 'move': {
        const to = field(form, 'to') as OrderTransition;
        if (!ORDER_TRANSITIONS.includes(to)) throw data('Unknown move', { status: 400 });
        const serials = [...form.keys()]
          .filter((key) => key.startsWith('serial_'))
          .map((key) => Number(key.slice(7)))
          .filter((line, i, all) => Number.isInteger(line) && all.indexOf(line) === i)
          .map((line) => ({
            line_id: line,
            serials: form
              .getAll(`serial_${line}`)
              .map((v) => String(v).trim())
              .filter(Boolean),
          }))
          .filter((entry) => entry.serials.length > 0);
        await api.transition(
          shop,
          caller,
          id,
          {
            to,
            ...(field(form, 'reason') ? { reason: field(form, 'reason') } : {}),
            ...(field(form, 'courier') ? { courier: field(form, 'courier') } : {}),
            ...(field(form, 'tracking_number') ? { tracking_number: field(form, 'tracking_number') } : {}),
            ...(field(form, 'refund_reference') ? { refund_reference: field(form, 'refund_reference') } : {}),
            ...(serials.length ? { serials } : {}),
          },
          write,
        );
        return { done: 'order.done' };
      }
      case 'note':
        await api.addNote(shop, caller, id, field(form, 'text'), write);
        return { done: 'order.done' };
      case 'approve':
      case 'reject':
        if (!paymentId) throw data('No payment', { status: 400 });
        await api.review(
          shop,
          caller,
          paymentId,
          {
            decision: field(form, 'intent') as 'approve' | 'reject',
            reason: field(form, 'reason') || undefined,
          },
          write,
        );
        return { done: 'order.done' };
      case 'collect': {
        if (!paymentId) throw data('No payment', { status: 400 });
        const amount = Number(field(form, 'amount'));
        await api.collect(
          shop,
          caller,
          paymentId,
          Number.isFinite(amount) && amount > 0 ? { amount } : {},
          write,
        );
        return { done: 'order.done' };
      }
      case 'refund':
        if (!paymentId) throw data('No payment', { status: 400 });
        await api.refund(
          shop,
          caller,
          paymentId,
          { reason: field(form, 'reason'), reference: field(form, 'reference') || undefined },
          write,
        );
        return { done: 'order.done' };
      default:
        throw data('Unknown intent', { status: 400 });
    }
  } catch (error) {
    return refusedForm(visit, request, error);
  }
}

export default function Order({ loaderData, actionData, params }: Route.ComponentProps) {
  const { order, keys } = loaderData;
  const { shop } = useShop();
  const t = useT();
  const methodName = useMethodName();
  const base = `/s/${params.store}`;
  return (
    <div className="flex flex-col gap-3">
      <p className="no-print">
        <Link
          to={`${base}/orders`}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-strong"
        >
          ← {t('order.back')}
        </Link>
      </p>
      <header className="flex flex-wrap items-center gap-2">
        <h1 className="text-xl font-bold">{t('orders.number', { id: order.id })}</h1>
        <OrderStatusBadge status={order.status} />
        <PaymentStatusBadge status={order.payment_status} />
        <span className="text-sm text-slate-600">
          {t('order.placedAt', { at: '' })}
          <Time at={order.created_at} />
        </span>
      </header>
      {actionData && 'done' in actionData ? <Notice tone="success">{t(actionData.done)}</Notice> : null}
      {actionData && 'refusal' in actionData ? (
        <Notice tone="error">
          {actionData.refusal.status === 409 ? `${t('order.changedMeanwhile')} ` : ''}
          {actionData.refusal.key
            ? t(actionData.refusal.key, actionData.refusal.values)
            : actionData.refusal.message}
        </Notice>
      ) : null}
      <div className="grid gap-3 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-3">
          <Moves order={order} actionKey={keys.move} />
          {order.payments.map((payment) => (
            <PaymentCard
              key={payment.id}
              order={order}
              payment={payment}
              actionKey={keys.payment}
              base={base}
              role={shop.role}
            />
          ))}
          <Card title={t('order.lines')}>
            <ul className="divide-y divide-slate-100">
              {order.lines.map((line) => (
                <li key={line.id} className="flex gap-3 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{line.name}</p>
                    {line.variant_name ? <p className="text-sm text-slate-600">{line.variant_name}</p> : null}
                    {line.serials.length ? (
                      <p className="text-xs text-slate-600">
                        {t('order.serials')}: {line.serials.join(', ')}
                      </p>
                    ) : null}
                  </div>
                  <div className="text-end text-sm">
                    <p>× {line.quantity}</p>
                    <Money usd={line.total} />
                  </div>
                </li>
              ))}
            </ul>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-slate-200 pt-2 text-sm">
              <dt>{t('order.subtotal')}</dt>
              <dd className="text-end">
                <Money usd={order.subtotal} />
              </dd>
              {order.discount ? (
                <>
                  <dt>{t('order.discount')}</dt>
                  <dd className="text-end">
                    −<Money usd={order.discount} />
                  </dd>
                </>
              ) : null}
              <dt>{t('order.delivery')}</dt>
              <dd className="text-end">
                <Money usd={order.delivery_fee} />
              </dd>
              <dt className="font-semibold">{t('order.total')}</dt>
              <dd className="text-end">
                <Money usd={order.total} khr={order.total_khr} strong />
              </dd>
            </dl>
          </Card>
          <Timeline entries={order.timeline} />
        </div>
        <div className="flex flex-col gap-3">
          <Card title={t('order.customer')}>
            <p className="font-medium">{order.customer.name}</p>
            <p>
              <a
                href={`tel:${order.customer.phone}`}
                className="inline-flex min-h-11 items-center font-medium text-brand-strong underline"
              >
                {t('order.call')} {order.customer.phone}
              </a>
            </p>
            {order.customer.email ? (
              <p className="break-all text-sm text-slate-600">{order.customer.email}</p>
            ) : null}
            <p className="mt-1 text-sm text-slate-600">{methodName(order.payment_method)}</p>
          </Card>
          <Card title={t('order.address')}>
            <p className="font-medium">{order.address.name}</p>
            {order.address.description ? (
              <p className="text-sm text-slate-700">{order.address.description}</p>
            ) : null}
            <a
              href={order.address.map_url}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex min-h-11 items-center text-sm font-medium text-brand-strong underline"
            >
              {t('order.map')}
            </a>
            {order.courier ? (
              <p className="text-sm">
                {t('order.courier')}: {order.courier}
                {order.tracking_number ? ` · ${t('order.tracking')}: ${order.tracking_number}` : ''}
              </p>
            ) : null}
            {order.note ? (
              <p className="mt-2 rounded-md bg-amber-50 p-2 text-sm">
                <span className="font-medium">{t('order.shopperNote')}: </span>
                {order.note}
              </p>
            ) : null}
            {/* A line of its own: after the map's link (no courier or note between) the two read as one. */}
            <a
              href={`${base}/orders/${order.id}/slip`}
              className="mt-2 flex min-h-11 w-fit items-center text-sm font-semibold text-brand-strong underline"
            >
              {t('order.slip')}
            </a>
          </Card>
          <Notes order={order} actionKey={keys.note} role={shop.role} />
        </div>
      </div>
    </div>
  );
}

const MOVE_TONE: Record<OrderTransition, 'primary' | 'danger'> = {
  confirmed: 'primary',
  packed: 'primary',
  shipped: 'primary',
  out_for_delivery: 'primary',
  delivered: 'primary',
  cancelled: 'danger',
};

/** The next steps the staff member may take now, each its own form. */
function Moves({ order, actionKey: key }: { order: AdminOrder; actionKey: string }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const forward = order.can.filter((to) => to !== 'cancelled');
  const cancel = order.can.includes('cancelled');
  return (
    <Card title={t('order.actions')}>
      {order.can.length === 0 ? <p className="text-sm text-slate-600">{t('order.noActions')}</p> : null}
      <div className="flex flex-col gap-3">
        {forward.map((to) => (
          <Form key={to} method="post" className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="to" value={to} />
            <input type="hidden" name={ACTION_KEY} value={`${key}:${to}`} />
            {to === 'packed' ? <SerialFields order={order} /> : null}
            {to === 'shipped' ? (
              <div className="grid gap-3 sm:grid-cols-2">
                <Field
                  label={t('order.courier')}
                  name="courier"
                  placeholder={t('move.courierPlaceholder')}
                  required
                />
                <Field label={t('order.tracking')} name="tracking_number" autoCapitalize="characters" />
              </div>
            ) : null}
            <Button
              type="submit"
              tone={MOVE_TONE[to]}
              disabled={busy}
              className="w-full sm:w-auto sm:self-start"
            >
              {t(`move.${to}`)}
            </Button>
          </Form>
        ))}
        {cancel ? (
          <details className="rounded-lg ring-1 ring-red-200">
            <summary className="min-h-11 cursor-pointer content-center px-3 text-sm font-semibold text-red-800">
              {t('move.cancelled')}
            </summary>
            <Form method="post" className="flex flex-col gap-3 p-3">
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="to" value="cancelled" />
              <input type="hidden" name={ACTION_KEY} value={`${key}:cancelled`} />
              <p className="text-sm text-slate-700">{t('move.cancelWarning')}</p>
              <Field label={t('move.reason')} name="reason" required />
              {order.payment_status === 'paid' ? (
                <Field label={t('move.refundReference')} name="refund_reference" />
              ) : null}
              <Button type="submit" tone="danger" disabled={busy} className="self-start">
                {t('move.cancelled')}
              </Button>
            </Form>
          </details>
        ) : null}
      </div>
    </Card>
  );
}

/** One field per unit of each product line, for the serial or IMEI printed on it. */
function SerialFields({ order }: { order: AdminOrder }) {
  const t = useT();
  const lines = order.lines.filter((line) => !line.is_service);
  if (!lines.length) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold">{t('order.serials')}</legend>
      {lines.map((line) => (
        <div key={line.id} className="flex flex-col gap-1">
          <p className="text-sm text-slate-700">
            {line.name}
            {line.variant_name ? ` · ${line.variant_name}` : ''}
          </p>
          {Array.from({ length: Math.min(line.quantity, MAX_SERIAL_FIELDS) }, (_, unit) => (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: one field per unit, never reordered
              key={unit}
              name={`serial_${line.id}`}
              defaultValue={line.serials[unit] ?? ''}
              aria-label={`${line.name}: ${t('order.serialFor', { n: unit + 1 })}`}
              placeholder={t('order.serialFor', { n: unit + 1 })}
              autoCapitalize="characters"
              className="min-h-11 rounded-lg border border-slate-300 px-3 text-base"
            />
          ))}
        </div>
      ))}
    </fieldset>
  );
}

/** A payment: what is due, where it should arrive, the receipt beside it, and the staff's steps. */
function PaymentCard({
  order,
  payment,
  actionKey: key,
  base,
  role,
}: {
  order: AdminOrder;
  payment: AdminPayment;
  actionKey: string;
  base: string;
  role: Parameters<typeof may>[0];
}) {
  const t = useT();
  const methodName = useMethodName();
  const busy = useNavigation().state === 'submitting';
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="payment_id" value={payment.id} />
      <input type="hidden" name={ACTION_KEY} value={`${key}:${intent}_${payment.id}`} />
    </>
  );
  return (
    <Card title={t('order.payments')}>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">{t('pay.amountDue')}</dt>
          <dd>
            <Money usd={payment.amount} khr={payment.amount_khr} strong />
          </dd>
          <dt className="text-slate-600">{t('pay.method')}</dt>
          <dd>{methodName(payment.provider)}</dd>
          <dt className="text-slate-600">{t('pay.status')}</dt>
          <dd>
            <PaymentStatusBadge status={payment.status} />
          </dd>
          {payment.reference ? (
            <>
              <dt className="text-slate-600">{t('pay.reference')}</dt>
              <dd className="break-all font-mono text-xs">{payment.reference}</dd>
            </>
          ) : null}
          {payment.to_account ? (
            <>
              <dt className="text-slate-600">{t('pay.toAccount')}</dt>
              <dd>
                {payment.to_account.bank} · {payment.to_account.account_name} ·{' '}
                <span className="font-mono">{payment.to_account.account_number}</span>
              </dd>
            </>
          ) : null}
        </dl>
        {payment.receipt_url ? (
          <a
            href={`${base}/payments/${payment.id}/receipt`}
            target="_blank"
            rel="noreferrer"
            className="block w-full sm:w-48"
            aria-label={t('pay.openReceipt')}
          >
            <img
              src={`${base}/payments/${payment.id}/receipt`}
              alt={t('pay.receipt')}
              className="max-h-96 w-full rounded-lg object-contain ring-1 ring-slate-200"
            />
          </a>
        ) : null}
      </div>
      {payment.receipt_used_before.length ? (
        <div className="mt-3">
          <Notice tone="error">
            {t('pay.usedBefore', {
              orders: payment.receipt_used_before
                .map((p) => (p.order_id ? `#${p.order_id}` : `P${p.payment_id}`))
                .join(', '),
            })}
          </Notice>
        </div>
      ) : null}
      {payment.reason ? (
        <p className="mt-2 text-sm text-slate-700">{t('pay.reason', { reason: payment.reason })}</p>
      ) : null}
      {payment.refund_reference ? (
        <p className="text-sm text-slate-700">
          {t('pay.refundReference')}: <span className="font-mono">{payment.refund_reference}</span>
        </p>
      ) : null}
      {(payment.provider === 'khqr' || payment.provider === 'paypal') && payment.status === 'paid' ? (
        <p className="mt-2 text-sm text-emerald-800">
          {t('pay.providerPaid', { method: methodName(payment.provider) })}
        </p>
      ) : null}
      <div className="mt-3 flex flex-col gap-3">
        {payment.can.review && may(role, 'payments.review') ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <Form method="post">
              {hidden('approve')}
              <Button type="submit" disabled={busy} className="w-full">
                {t('pay.approve')}
              </Button>
            </Form>
            <Form method="post" className="flex flex-col gap-2">
              {hidden('reject')}
              <Field label={t('pay.rejectReason')} name="reason" required />
              <Button type="submit" tone="danger" disabled={busy}>
                {t('pay.reject')}
              </Button>
            </Form>
          </div>
        ) : null}
        {payment.can.collect && may(role, 'payments.collect') && order.status !== 'cancelled' ? (
          <Form method="post" className="flex flex-wrap items-end gap-2">
            {hidden('collect')}
            <Field
              label={t('pay.collectAmount')}
              name="amount"
              inputMode="decimal"
              defaultValue={payment.amount.toFixed(2)}
              className="w-40"
            />
            <Button type="submit" disabled={busy}>
              {t('pay.collect')}
            </Button>
          </Form>
        ) : null}
        {payment.can.refund && may(role, 'payments.refund') && order.status === 'delivered' ? (
          <details className="rounded-lg ring-1 ring-slate-200">
            <summary className="min-h-11 cursor-pointer content-center px-3 text-sm font-semibold">
              {t('pay.refund')}
            </summary>
            <Form method="post" className="flex flex-col gap-2 p-3">
              {hidden('refund')}
              <Field label={t('pay.refundReason')} name="reason" required />
              <Field label={t('pay.refundReference')} name="reference" />
              <Button type="submit" tone="danger" disabled={busy} className="self-start">
                {t('pay.refund')}
              </Button>
            </Form>
          </details>
        ) : null}
      </div>
    </Card>
  );
}

function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const t = useT();
  const label = (entry: TimelineEntry) => {
    const [kind, status] = entry.action.split('.');
    if (kind === 'order') return t(`status.${status}` as 'status.placed');
    return `${t('order.payments')}: ${t(`payment.${status}` as 'payment.paid')}`;
  };
  const who = (entry: TimelineEntry) => {
    if (entry.staff)
      return `${t('order.by', { name: entry.staff.name })}${entry.channel === 'telegram' ? ` (${t('order.viaTelegram')})` : ''}`;
    if (entry.channel === 'shopper') return t('order.viaShopper');
    return t('order.system');
  };
  return (
    <Card title={t('order.timeline')}>
      <ol className="flex flex-col gap-2">
        {entries.map((entry, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history of one order, in its order
          <li key={i} className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <span className="mt-1.5 size-2 rounded-full bg-brand" aria-hidden="true" />
            <div>
              <p className="font-medium">{label(entry)}</p>
              <p className="text-xs text-slate-600">
                <Time at={entry.at} /> · {who(entry)}
              </p>
              {entry.note ? <p className="text-slate-700">{entry.note}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

function Notes({
  order,
  actionKey: key,
  role,
}: {
  order: AdminOrder;
  actionKey: string;
  role: Parameters<typeof may>[0];
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <Card title={t('order.notes')}>
      <p className="mb-2 text-xs text-slate-500">{t('order.notesHint')}</p>
      <ul className="flex flex-col gap-2">
        {order.notes.map((note) => (
          <li key={note.id} className="rounded-lg bg-slate-50 p-2 text-sm">
            <p className="whitespace-pre-line">{note.text}</p>
            <p className="text-xs text-slate-500">
              {note.staff?.name ?? ''} · <Time at={note.at} />
            </p>
          </li>
        ))}
      </ul>
      {may(role, 'orders.note') ? (
        <Form method="post" className="mt-2 flex flex-col gap-2">
          <input type="hidden" name="intent" value="note" />
          <input type="hidden" name={ACTION_KEY} value={key} />
          <label htmlFor="note-text" className="sr-only">
            {t('order.addNote')}
          </label>
          <textarea
            id="note-text"
            name="text"
            required
            maxLength={2000}
            rows={2}
            placeholder={t('order.notePlaceholder')}
            className="rounded-lg border border-slate-300 p-2 text-base"
          />
          <Button type="submit" tone="secondary" disabled={busy} className="self-start">
            {t('order.addNote')}
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}
