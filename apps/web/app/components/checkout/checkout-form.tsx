import { IDEMPOTENCY_KEY_FIELD } from '@shop/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { useLocalizedPath, useT } from '../../i18n/i18n';
import { useFeedback } from '../../state/feedback';
import { LineItem } from '../orders/line-item';
import { Text } from '../ui/text';
import { KhqrPanel, type StartedPayment } from './khqr-panel';
import { METHOD_LABELS, PaymentOptions } from './payment-options';
import type { CheckoutView } from './types';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 md:p-5';
const heading = 'text-base font-bold text-slate-900';
const textInput =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 outline-none focus:border-accent focus:ring-2 focus:ring-accent/30';

/**
 * The totals a method with a discount shows instead of the plain ones, when it is chosen: CSS
 * alone (`:has(:checked)`), so it works without JavaScript. Literal class names, one per method
 * (Tailwind finds only whole class names in the source).
 */
const WHEN_CHOSEN = {
  khqr: {
    show: 'group-has-[#pay-khqr:checked]/checkout:flex',
    hide: 'group-has-[#pay-khqr:checked]/checkout:hidden',
  },
  cod: {
    show: 'group-has-[#pay-cod:checked]/checkout:flex',
    hide: 'group-has-[#pay-cod:checked]/checkout:hidden',
  },
  bankTransfer: {
    show: 'group-has-[#pay-bankTransfer:checked]/checkout:flex',
    hide: 'group-has-[#pay-bankTransfer:checked]/checkout:hidden',
  },
  anakut: {
    show: 'group-has-[#pay-anakut:checked]/checkout:flex',
    hide: 'group-has-[#pay-anakut:checked]/checkout:hidden',
  },
  paypal: {
    show: 'group-has-[#pay-paypal:checked]/checkout:flex',
    hide: 'group-has-[#pay-paypal:checked]/checkout:hidden',
  },
} as const;

/**
 * The checkout form of the cart (`/checkout`) and of one product (`/buynow/{id}`): the address,
 * the lines, a note, the payment methods and the totals the API computed for each method. Cash on
 * delivery and bank transfer are plain form posts (they work without JavaScript); KHQR and PayPal
 * pay first (a QR in a dialog polled until paid, or PayPal's page), then the order is submitted
 * with the paid payment's id.
 */
export function CheckoutForm({
  view,
  message,
  title,
  itemsFooter,
}: {
  view: CheckoutView;
  /** The last submit's refusal (the action's message). */
  message?: string;
  title: string;
  /** Under the lines (buy now: its quantity control, whose inputs belong to a form of their own). */
  itemsFooter?: React.ReactNode;
}) {
  const t = useT();
  const localize = useLocalizedPath();
  const { notify } = useFeedback();
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [payment, setPayment] = useState<StartedPayment | null>(null);
  const [starting, setStarting] = useState(false);
  const submitting = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const busy = submitting || starting;
  const { addresses, options, totals, buyNow } = view;
  const defaultAddress = addresses.find((a) => a.isDefault) ?? addresses[0];
  const discounted = options.filter((option) => totals[option]?.discountText);

  useEffect(() => {
    if (message) notify(message, 'error');
  }, [message, notify]);

  /** Submits the order (with a paid payment's id for KHQR and PayPal). */
  function placeOrder(paymentId?: number) {
    const form = formRef.current;
    if (!form) return;
    const body = new FormData(form);
    if (paymentId) body.set('payment_id', String(paymentId));
    submit(body, { method: 'post', encType: 'multipart/form-data' });
  }

  /** KHQR and PayPal pay first: the storefront server asks the API for a QR or a link. */
  async function startPayment(method: 'khqr' | 'paypal') {
    const form = formRef.current;
    if (!form) return;
    const fields = new FormData(form);
    const field = (name: string) => String(fields.get(name) ?? '');
    const body = new URLSearchParams({
      intent: 'generate',
      payment_method: method,
      amount: String(totals[method]?.amount ?? ''),
      currency: method === 'khqr' ? field('currency') || 'USD' : 'USD',
      address: field('address'),
      address_name: field('address_name'),
      address_description: field('address_description'),
      note: field('note'),
      ...(buyNow
        ? {
            checkout_type: 'buynow',
            product_id: String(buyNow.product_id),
            quantity: String(buyNow.quantity),
            variant_option_id: String(buyNow.variant_option_id),
          }
        : {}),
    });
    setStarting(true);
    try {
      const res = await fetch(localize('/api/payment'), { method: 'POST', body });
      const answer = (await res.json().catch(() => null)) as {
        ok?: boolean;
        message?: string;
        payment?: StartedPayment;
      } | null;
      if (!answer?.ok || !answer.payment) {
        notify(answer?.message || t('notify.somethingWrong'), 'error');
        return;
      }
      if (method === 'paypal' && answer.payment.link_url) {
        notify(t('checkout.redirecting'));
        window.location.assign(answer.payment.link_url);
        return;
      }
      setPayment(answer.payment);
    } catch {
      notify(t('notify.somethingWrong'), 'error');
    } finally {
      setStarting(false);
    }
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const method = new FormData(event.currentTarget).get('payment_method');
    if (method === 'khqr' || method === 'paypal') {
      event.preventDefault();
      void startPayment(method);
    }
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-5 md:px-6 md:py-8">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{title}</h1>
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        onSubmit={onSubmit}
        className="group/checkout grid gap-4 md:grid-cols-[1fr_22rem] md:items-start"
      >
        <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={view.formKey} />
        {buyNow ? (
          <>
            <input type="hidden" name="checkout_type" value="buynow" />
            <input type="hidden" name="product_id" value={buyNow.product_id} />
            <input type="hidden" name="quantity" value={buyNow.quantity} />
            <input type="hidden" name="variant_option_id" value={buyNow.variant_option_id} />
          </>
        ) : null}
        <div className="flex min-w-0 flex-col gap-4">
          <fieldset className={card}>
            <legend className={`${heading} float-left mb-3 w-full`}>
              <Text>{t('checkout.address')}</Text>
            </legend>
            <div className="clear-both flex flex-col gap-2">
              {addresses.map((address) => (
                <label
                  key={address.id}
                  className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-accent has-[:checked]:bg-accent/5"
                >
                  <input
                    type="radio"
                    name="address"
                    value={address.id}
                    defaultChecked={address === defaultAddress}
                    className="mt-1 accent-[var(--color-accent)]"
                  />
                  <span className="min-w-0 break-words">
                    <span className="block font-semibold text-slate-900">{address.name}</span>
                    <span className="block text-sm text-slate-600">{address.description}</span>
                  </span>
                </label>
              ))}
              <details
                className="group/new rounded-xl border border-dashed border-slate-300 p-3"
                open={addresses.length === 0}
              >
                <summary className="cursor-pointer font-semibold text-accent">
                  <Text>{t('checkout.newAddress')}</Text>
                </summary>
                <div className="mt-3 flex flex-col gap-3">
                  {addresses.length > 0 ? (
                    <label className="flex items-center gap-2 text-sm">
                      <input type="radio" name="address" value="" className="accent-[var(--color-accent)]" />
                      <Text>{t('checkout.newAddress')}</Text>
                    </label>
                  ) : null}
                  <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-800">
                    <Text>{t('checkout.addressName')}</Text>
                    <input name="address_name" autoComplete="address-level2" className={textInput} />
                  </label>
                  <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-800">
                    <Text>{t('checkout.addressDescription')}</Text>
                    <input name="address_description" autoComplete="street-address" className={textInput} />
                  </label>
                  <p className="text-xs text-slate-500">
                    <Text>{t('checkout.placeholderPoint')}</Text>
                  </p>
                </div>
              </details>
            </div>
          </fieldset>

          <section className={card} aria-labelledby="checkout-items">
            <h2 id="checkout-items" className={`${heading} mb-3`}>
              <Text>{t('checkout.items')}</Text>
            </h2>
            <ul className="flex flex-col divide-y divide-slate-100">
              {view.lines.map((line) => (
                <LineItem key={line.key} line={line} />
              ))}
            </ul>
            {itemsFooter}
          </section>

          <section className={card}>
            <label htmlFor="checkout-note" className={`${heading} mb-2 block`}>
              <Text>{t('checkout.note')}</Text>
            </label>
            <textarea
              id="checkout-note"
              name="note"
              rows={2}
              maxLength={500}
              placeholder={t('checkout.notePlaceholder')}
              className={textInput}
            />
          </section>

          <PaymentOptions
            options={options}
            initial={view.initialOption}
            transfers={view.transfers}
            anakutLabel={view.anakutLabel}
            rateText={view.rateText}
          />
        </div>

        <aside className={`${card} flex flex-col gap-3 md:sticky md:top-4`} aria-label={t('checkout.total')}>
          <dl className="flex flex-col gap-2 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">
                <Text>{t('checkout.subtotal')}</Text>
              </dt>
              <dd>{view.subtotalText}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">
                <Text>{t('checkout.deliveryFee')}</Text>
              </dt>
              <dd>{view.deliveryFeeText}</dd>
            </div>
            {discounted.map((option) => (
              <div key={option} className={`hidden justify-between gap-3 ${WHEN_CHOSEN[option].show}`}>
                <dt className="text-slate-600">
                  <Text>{t('checkout.discount', { method: t(METHOD_LABELS[option].name) })}</Text>
                </dt>
                <dd className="font-semibold text-emerald-700" data-testid={`discount-${option}`}>
                  {totals[option]?.discountText}
                </dd>
              </div>
            ))}
            <Total
              className={`flex ${discounted.map((option) => WHEN_CHOSEN[option].hide).join(' ')}`}
              label={t('checkout.total')}
              rielLabel={t('checkout.riel')}
              total={view.grandTotalText}
              riel={view.grandTotalRiel}
              testId="checkout-total"
            />
            {discounted.map((option) => (
              <Total
                key={option}
                className={`hidden ${WHEN_CHOSEN[option].show}`}
                label={t('checkout.total')}
                rielLabel={t('checkout.riel')}
                total={totals[option]?.totalText ?? ''}
                riel={totals[option]?.rielText ?? ''}
                testId={`checkout-total-${option}`}
              />
            ))}
          </dl>
          <p className="text-xs text-slate-500">
            <Text>{t('checkout.rate', { rate: view.rateText })}</Text>
          </p>
          {message ? (
            <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
              <Text>{message}</Text>
            </p>
          ) : null}
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy}
            className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-accent px-4 py-3 text-base font-bold text-white disabled:opacity-60"
          >
            {busy ? (
              <span
                aria-hidden
                className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            ) : null}
            {submitting ? (
              t('checkout.submitting')
            ) : (
              <>
                <span className="hidden group-has-[#pay-khqr:checked]/checkout:inline">
                  <Text>{t('checkout.payKhqr')}</Text>
                </span>
                <span className="hidden group-has-[#pay-paypal:checked]/checkout:inline">
                  <Text>{t('checkout.payPaypal')}</Text>
                </span>
                <span className="group-has-[#pay-khqr:checked]/checkout:hidden group-has-[#pay-paypal:checked]/checkout:hidden">
                  <Text>{t('checkout.placeOrder')}</Text>
                </span>
              </>
            )}
          </button>
          <noscript>
            <p className="text-xs text-slate-600">
              <Text>{t('checkout.jsNeeded')}</Text>
            </p>
          </noscript>
        </aside>
      </Form>
      {payment ? (
        <KhqrPanel
          payment={payment}
          sandbox={view.sandbox}
          submitting={submitting}
          pollMs={view.pollMs}
          onPaid={(id) => placeOrder(id)}
          onRenew={() => {
            setPayment(null);
            void startPayment('khqr');
          }}
          onClose={() => setPayment(null)}
        />
      ) : null}
    </div>
  );
}

function Total({
  className,
  label,
  rielLabel,
  total,
  riel,
  testId,
}: {
  className: string;
  label: string;
  rielLabel: string;
  total: string;
  riel: string;
  testId: string;
}) {
  return (
    <div className={`items-baseline justify-between gap-3 border-t border-slate-200 pt-2 ${className}`}>
      <dt className="text-base font-bold text-slate-900">
        <Text>{label}</Text>
      </dt>
      <dd className="text-right">
        <span className="block text-xl font-bold text-slate-900" data-testid={testId}>
          {total}
        </span>
        <span className="block text-sm text-slate-600">
          <span className="sr-only">{rielLabel}: </span>
          {riel}
        </span>
      </dd>
    </div>
  );
}
