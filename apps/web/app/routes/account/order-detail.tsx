import { ApiError } from '@shop/contracts/client';
import { IDEMPOTENCY_KEY_FIELD } from '@shop/contracts/constants';
import { localizePath, translate } from '@shop/i18n';
import { data, Form, redirect, useNavigation } from 'react-router';
import { NO_FLOATING_ACTIONS } from '../../components/layout/app-shell';
import { Link } from '../../components/link';
import { StatusBadge } from '../../components/orders/badges';
import { LineItem } from '../../components/orders/line-item';
import { OrderTotals } from '../../components/orders/order-totals';
import { Text } from '../../components/ui/text';
import { customerScope } from '../../data/account-pages.server';
import { loadOrder, orderIdParam } from '../../data/orders.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/order-detail';

/** The lines' prices sit at the right edge, where the floating chat buttons would cover them. */
export const handle = NO_FLOATING_ACTIONS;

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData);
}

/**
 * One order of the customer (checkout lands here with `?placed=1`: the thank-you banner). Another
 * customer's order, or none, is the 404 page.
 */
export async function loader(args: Route.LoaderArgs) {
  const { shop, account, ctx, messages, run } = customerScope(args);
  const id = orderIdParam(args.params.id);
  if (id === null) throw data(null, { status: 404 });
  const order = await run((caller) => loadOrder(account, ctx, caller, id, shop.locale));
  return {
    messages: pageMessages(shop.locale, ['checkout', 'orders']),
    title: translate(messages, 'orders.detailMetaTitle', { id, shop: shop.store.name }),
    placed: new URL(args.request.url).searchParams.has('placed'),
    cancelled: new URL(args.request.url).searchParams.has('cancelled'),
    receiptSent: new URL(args.request.url).searchParams.has('receipt'),
    order,
    // A cancel posted twice (a double tap, a retry) is one cancel.
    cancelKey: crypto.randomUUID(),
  };
}

/**
 * Cancel, or a new receipt for a rejected transfer (plain form posts; the receipt a multipart
 * upload): the API decides whether it may and says why not; back to the order, which shows it.
 */
export async function action(args: Route.ActionArgs) {
  const { shop, account, ctx, messages, run } = customerScope(args);
  const id = orderIdParam(args.params.id);
  if (id === null) throw data(null, { status: 404 });
  const form = await args.request.formData();
  const key = form.get(IDEMPOTENCY_KEY_FIELD);
  const write = { idempotencyKey: typeof key === 'string' ? key : undefined };
  const receipt = form.get('receipt');
  const sending = form.get('intent') === 'receipt';
  if (sending && !(receipt instanceof Blob && receipt.size > 0))
    return data({ message: translate(messages, 'notify.uploadReceipt') }, { status: 400 });
  try {
    await run(async (caller) => {
      if (!sending) return account.cancelOrder(ctx, caller, id, write);
      const name = receipt instanceof File ? receipt.name : 'receipt';
      const { image_url } = await account.uploadReceipt(ctx, caller, receipt as Blob, name);
      return account.sendReceipt(ctx, caller, id, image_url, write);
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    const message =
      error instanceof ApiError && (error.status === 409 || error.status === 400 || error.status === 413)
        ? error.message
        : translate(messages, 'notify.somethingWrong');
    return data({ message }, { status: error instanceof ApiError ? error.status : 502 });
  }
  throw redirect(
    `${localizePath(`/account/myaccount/myorders/checkout-detail/${id}`, shop.locale)}?${sending ? 'receipt' : 'cancelled'}=1`,
  );
}

const card = 'rounded-2xl border border-slate-200 bg-white p-4 md:p-5';
const heading = 'mb-3 text-base font-bold text-slate-900';

export default function OrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { order, placed, cancelled, receiptSent } = loaderData;
  const cancelling = useNavigation().state === 'submitting';
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Link
          to="/account/myaccount/myorders"
          className="text-sm font-semibold text-accent-ink hover:underline"
        >
          ← {t('orders.backToOrders')}
        </Link>
      </div>
      {placed ? (
        <div
          role="status"
          className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
        >
          <p className="font-semibold">
            <Text>{t('checkout.orderPlaced', { id: order.id })}</Text>
          </p>
          <Link to="/" className="mt-1 inline-block text-sm font-semibold underline">
            <Text>{t('checkout.continueShopping')}</Text>
          </Link>
        </div>
      ) : null}
      {cancelled && order.status === 'cancelled' ? (
        <p
          role="status"
          className="rounded-2xl border border-slate-200 bg-slate-50 p-4 font-semibold text-slate-800"
        >
          <Text>{t('orders.cancelledNotice', { id: order.id })}</Text>
        </p>
      ) : null}
      {receiptSent && order.paymentStatus === 'awaiting_review' ? (
        <p
          role="status"
          className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 font-semibold text-emerald-900"
        >
          <Text>{t('orders.receiptSent')}</Text>
        </p>
      ) : null}
      {actionData?.message ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-800">
          {actionData.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">
            <Text>{t('orders.orderNumber', { id: order.id })}</Text>
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Text>{t('orders.placedOn', { date: order.dateTimeText })}</Text>
            <StatusBadge status={order.status} text={order.statusText} />
          </p>
        </div>
        <Link
          to={`/print/order?id=${order.id}`}
          className="inline-flex min-h-10 items-center rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-accent hover:text-accent-ink"
          aria-label={t('orders.printOrder')}
        >
          <Text>{t('orders.print')}</Text>
        </Link>
      </div>

      <div className="grid gap-4 md:grid-cols-[1fr_18rem] md:items-start">
        <div className="flex min-w-0 flex-col gap-4">
          <section className={card} aria-labelledby="order-items">
            <h2 id="order-items" className={heading}>
              <Text>{t('orders.items')}</Text>
            </h2>
            <ul className="flex flex-col divide-y divide-slate-100">
              {order.lines.map((line) => (
                <LineItem key={line.id} id={line.id} line={line} />
              ))}
            </ul>
          </section>
        </div>

        <div className="flex min-w-0 flex-col gap-4">
          <section className={card} aria-label={t('checkout.total')}>
            <OrderTotals order={order} />
          </section>
          <section className={card} aria-labelledby="order-payment">
            <h2 id="order-payment" className={heading}>
              <Text>{t('orders.payment')}</Text>
            </h2>
            <p className="font-medium text-slate-900">
              {order.methodText}
              {order.transferText ? (
                <span className="font-normal text-slate-600"> · {order.transferText}</span>
              ) : null}
            </p>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <Text>{t('orders.paymentStatus')}</Text>:
              <StatusBadge status={order.paymentStatus} text={order.paymentStatusText} />
            </p>
            {order.paymentReason ? (
              <p role="note" className="mt-2 rounded-xl bg-rose-50 p-3 text-sm break-words text-rose-900">
                {t('orders.paymentRejected', { reason: order.paymentReason })}
              </p>
            ) : null}
            {order.canSendReceipt ? (
              <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-col gap-2">
                <input type="hidden" name="intent" value="receipt" />
                <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={loaderData.cancelKey} />
                <label htmlFor="new-receipt" className="text-sm font-semibold text-slate-900">
                  <Text>{t('orders.sendReceipt')}</Text>
                </label>
                <input
                  id="new-receipt"
                  name="receipt"
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  required
                  aria-describedby="new-receipt-hint"
                  className="text-sm"
                />
                <p id="new-receipt-hint" className="text-xs text-slate-600">
                  <Text>{t('orders.sendReceiptHint')}</Text>
                </p>
                <button
                  type="submit"
                  disabled={cancelling}
                  className="min-h-11 rounded-xl bg-accent px-4 py-2.5 font-bold text-on-accent disabled:opacity-60"
                >
                  <Text>{t('orders.sendReceiptButton')}</Text>
                </button>
              </Form>
            ) : null}
          </section>
          {order.courier ? (
            <section className={card} aria-labelledby="order-shipping">
              <h2 id="order-shipping" className={heading}>
                <Text>{t('orders.shipping')}</Text>
              </h2>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600">
                  <Text>{t('orders.courier')}</Text>
                </dt>
                <dd className="font-medium break-words text-slate-900">{order.courier}</dd>
                {order.trackingNumber ? (
                  <>
                    <dt className="text-slate-600">
                      <Text>{t('orders.tracking')}</Text>
                    </dt>
                    <dd className="font-mono font-medium break-all text-slate-900">{order.trackingNumber}</dd>
                  </>
                ) : null}
              </dl>
            </section>
          ) : null}
          <section className={card} aria-labelledby="order-address">
            <h2 id="order-address" className={heading}>
              <Text>{t('orders.address')}</Text>
            </h2>
            <p className="font-medium break-words text-slate-900">{order.address.name}</p>
            {order.address.description ? (
              <p className="text-sm break-words text-slate-600">{order.address.description}</p>
            ) : null}
          </section>
          {order.note ? (
            <section className={card} aria-labelledby="order-note">
              <h2 id="order-note" className={heading}>
                <Text>{t('orders.note')}</Text>
              </h2>
              <p className="text-sm break-words whitespace-pre-line text-slate-700">{order.note}</p>
            </section>
          ) : null}
          {order.canCancel ? (
            // Two steps without JavaScript: open, then confirm.
            <details className={`${card} group/cancel`}>
              <summary className="cursor-pointer font-semibold text-rose-700">
                <Text>{t('orders.cancel')}</Text>
              </summary>
              <Form method="post" className="mt-3 flex flex-col gap-2">
                <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={loaderData.cancelKey} />
                <p className="text-sm text-slate-700">
                  <Text>{t('orders.cancelConfirm')}</Text>
                </p>
                <button
                  type="submit"
                  disabled={cancelling}
                  className="min-h-11 rounded-xl bg-rose-600 px-4 py-2.5 font-bold text-white disabled:opacity-60"
                >
                  <Text>{t('orders.cancelYes')}</Text>
                </button>
              </Form>
            </details>
          ) : null}
          <section className={card} aria-labelledby="order-timeline">
            <h2 id="order-timeline" className={heading}>
              <Text>{t('orders.timeline')}</Text>
            </h2>
            <ol className="flex flex-col gap-3 border-l-2 border-slate-200 pl-4" data-testid="order-timeline">
              {order.history.map((change, i) => (
                <li key={`${change.status}-${change.at}`} className="relative">
                  <span
                    aria-hidden="true"
                    className={`absolute top-1.5 -left-[1.4rem] size-3 rounded-full ring-2 ring-white ${
                      i === order.history.length - 1 ? 'bg-accent' : 'bg-slate-300'
                    }`}
                  />
                  <p className="font-semibold text-slate-900">{change.statusText}</p>
                  <time dateTime={change.at} className="text-sm text-slate-600">
                    {change.atText}
                  </time>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </div>
  );
}
