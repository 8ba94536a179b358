import { ApiError } from '@shop/contracts/client';
import { IDEMPOTENCY_KEY_FIELD, parseId } from '@shop/contracts/constants';
import { translate } from '@shop/i18n';
import { Form, redirect } from 'react-router';
import { Link } from '../../components/link';
import { Text } from '../../components/ui/text';
import { customerScope, shopPageTitle } from '../../data/account-pages.server';
import { placeOrder } from '../../data/place-order.server';
import { requireSessionMiddleware } from '../../data/session-guard.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/paypal-success';

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData);
}

export const middleware: Route.MiddlewareFunction[] = [requireSessionMiddleware];

const CARRIED = [
  'address',
  'address_name',
  'address_description',
  'note',
  // Buy now: the one product paid for.
  'checkout_type',
  'product_id',
  'quantity',
  'variant_option_id',
] as const;

/**
 * PayPal's return address: the payment is checked (the customer's latest KHQR or PayPal payment:
 * its id is made after this address was given to PayPal), and once paid the order is placed with
 * the address and note the checkout page carried in this URL; the payment's id is the
 * idempotency key, so a reload orders once.
 */
export async function loader(args: Route.LoaderArgs) {
  const { shop, account, ctx, messages, run } = customerScope(args);
  const title = shopPageTitle(shop, 'checkout.metaTitle');
  const url = new URL(args.request.url);
  const retry = url.pathname + url.search;
  let check: Awaited<ReturnType<typeof account.checkPayment>>;
  try {
    check = await run((caller) => account.checkPayment(ctx, caller));
  } catch (error) {
    if (error instanceof Response) throw error;
    const message =
      error instanceof ApiError && error.status < 500
        ? error.message
        : translate(messages, 'notify.somethingWrong');
    return {
      messages: pageMessages(shop.locale, ['checkout']),
      title,
      retry,
      paid: false,
      message,
      paymentId: null,
      sandbox: false,
    };
  }
  if (check.payment_status === 'paid') {
    const form = new FormData();
    for (const name of CARRIED) form.set(name, url.searchParams.get(name) ?? '');
    form.set('payment_method', 'paypal');
    form.set('payment_id', String(check.payment_id));
    form.set(IDEMPOTENCY_KEY_FIELD, `paypal-${check.payment_id}`);
    const outcome = await placeOrder(args, form);
    if ('orderId' in outcome) throw redirect(outcome.location);
    return {
      messages: pageMessages(shop.locale, ['checkout']),
      title,
      retry,
      paid: true,
      message: outcome.message,
      paymentId: check.payment_id,
      sandbox: false,
    };
  }
  const sandbox = await account.vendorInfo(ctx).then(
    (info) => info.payments_sandbox,
    () => false,
  );
  return {
    messages: pageMessages(shop.locale, ['checkout']),
    title,
    retry,
    paid: false,
    message: null,
    paymentId: check.payment_id,
    sandbox,
  };
}

/** Sandbox only: pays the payment by hand (a form, so it works without JavaScript), then back here. */
export async function action(args: Route.ActionArgs) {
  const { account, ctx, run } = customerScope(args);
  const id = parseId((await args.request.formData()).get('payment_id'));
  if (id !== null)
    await run((caller) => account.simulatePayment(ctx, caller, id)).catch((error: unknown) => {
      if (error instanceof Response) throw error;
    });
  throw redirect(new URL(args.request.url).pathname + new URL(args.request.url).search);
}

export default function PaypalSuccess({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8 text-center">
      <h1 className="text-xl font-bold text-slate-900">
        <Text>{t('checkout.paypalSuccessTitle')}</Text>
      </h1>
      <p role={loaderData.message ? 'alert' : undefined} className="text-slate-700">
        {loaderData.message ?? t('checkout.paypalPending')}
      </p>
      {loaderData.sandbox && loaderData.paymentId ? (
        <Form
          method="post"
          className="flex flex-col gap-1 rounded-xl border border-dashed border-amber-400 bg-amber-50 p-3"
        >
          <input type="hidden" name="payment_id" value={loaderData.paymentId} />
          <p className="text-xs text-amber-900">
            <Text>{t('checkout.sandbox')}</Text>
          </p>
          <button
            type="submit"
            className="min-h-11 rounded-xl bg-amber-500 px-4 py-2.5 font-bold text-slate-900"
          >
            <Text>{t('checkout.simulate')}</Text>
          </button>
        </Form>
      ) : null}
      {loaderData.paid ? null : (
        <a href={loaderData.retry} className="min-h-11 rounded-xl bg-accent px-4 py-2.5 font-bold text-white">
          <Text>{t('checkout.tryAgain')}</Text>
        </a>
      )}
      <Link to="/checkout" className="font-semibold text-accent underline">
        <Text>{t('checkout.backToCheckout')}</Text>
      </Link>
    </div>
  );
}
