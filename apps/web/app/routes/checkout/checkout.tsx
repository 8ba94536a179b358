import { localizePath } from '@shop/i18n';
import { data, redirect } from 'react-router';
import { CheckoutForm } from '../../components/checkout/checkout-form';
import { NO_FLOATING_ACTIONS } from '../../components/layout/app-shell';
import { customerScope, shopPageTitle } from '../../data/account-pages.server';
import { loadCheckout } from '../../data/checkout.server';
import { placeOrder } from '../../data/place-order.server';
import { requireSessionMiddleware } from '../../data/session-guard.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/checkout';

export const handle = NO_FLOATING_ACTIONS;

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData);
}

/** The auth guard: checkout needs a session (else /login?redirect=/checkout). */
export const middleware: Route.MiddlewareFunction[] = [requireSessionMiddleware];

export async function loader(args: Route.LoaderArgs) {
  const { shop, account, ctx, run } = customerScope(args);
  const checkout = await run((caller) =>
    loadCheckout(account, ctx, caller, shop.store.payment_methods, shop.locale),
  );
  // The specification's checkout guard: nothing to order, back to the home page.
  if (!checkout || checkout.lines.length === 0) throw redirect(localizePath('/', shop.locale));
  return {
    messages: pageMessages(shop.locale, ['checkout', 'orders']),
    title: shopPageTitle(shop, 'checkout.metaTitle'),
    ...checkout,
    // Made with the page (so it works without JavaScript): a retried submit orders once.
    formKey: crypto.randomUUID(),
  };
}

export async function action(args: Route.ActionArgs) {
  const outcome = await placeOrder(args, await args.request.formData());
  if ('orderId' in outcome) throw redirect(outcome.location);
  return data({ message: outcome.message }, { status: outcome.status });
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return <CheckoutForm view={loaderData} message={actionData?.message} title={t('checkout.title')} />;
}
