import { ApiError } from '@shop/contracts/client';
import { useEffect, useRef } from 'react';
import { data, Form, redirect, useSubmit } from 'react-router';
import { CheckoutForm } from '../../components/checkout/checkout-form';
import { NO_FLOATING_ACTIONS } from '../../components/layout/app-shell';
import { Text } from '../../components/ui/text';
import { customerScope, shopPageTitle } from '../../data/account-pages.server';
import { loadCheckout } from '../../data/checkout.server';
import { pathId } from '../../data/errors.server';
import { buyNowOf, placeOrder } from '../../data/place-order.server';
import { requireSessionMiddleware } from '../../data/session-guard.server';
import { useT } from '../../i18n/i18n';
import { pageMessages } from '../../i18n/messages.server';
import { privatePageMeta } from '../../utils/seo';
import type { Route } from './+types/buynow';

export const handle = NO_FLOATING_ACTIONS;

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData);
}

/** The auth guard: buying needs a session (else /login and back here, with the choice). */
export const middleware: Route.MiddlewareFunction[] = [requireSessionMiddleware];

/** The most of one product a line may have (the cart's cap). */
const MAX_QUANTITY = 999;

/**
 * `/buynow/{id}?quantity=&variant_option_id=`: checkout of one product, the cart untouched. The
 * API prices it (GET /api/checkout/quote type buynow); a product that is not sold here is the 404
 * page. The order goes to the payment base's `POST /checkout`.
 */
export async function loader(args: Route.LoaderArgs) {
  const { shop, account, ctx, run } = customerScope(args);
  const id = pathId(args.params.id);
  const search = new URL(args.request.url).searchParams;
  const choice = buyNowOf(search);
  const buyNow = {
    product_id: id,
    quantity: Math.min(MAX_QUANTITY, Math.max(1, choice.quantity || 1)),
    variant_option_id: choice.variant_option_id,
  };
  const checkout = await run((caller) =>
    loadCheckout(account, ctx, caller, shop.store.payment_methods, shop.locale, buyNow),
  ).catch((error: unknown) => {
    // Not a product of this shop (or not that variant): the 404 page.
    if (error instanceof ApiError && (error.status === 404 || error.status === 409))
      throw data(null, { status: 404 });
    throw error;
  });
  if (!checkout) throw data(null, { status: 404 });
  return {
    title: shopPageTitle(shop, 'buynow.metaTitle'),
    ...checkout,
    formKey: crypto.randomUUID(),
    messages: pageMessages(shop.locale, ['buynow', 'checkout', 'orders']),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  // The order is always of this page's product.
  form.set('checkout_type', 'buynow');
  form.set('product_id', String(args.params.id ?? ''));
  const outcome = await placeOrder(args, form);
  if ('orderId' in outcome) throw redirect(outcome.location);
  return data({ message: outcome.message }, { status: outcome.status });
}

const QUANTITY_FORM = 'buynow-quantity';
/** How long typing a quantity may pause before it is priced. */
const QUANTITY_PAUSE_MS = 400;

export default function BuyNow({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const submit = useSubmit();
  const buyNow = loaderData.buyNow;
  // A typed quantity is priced once the shopper pauses ("12" is one request, not "1" then "12").
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pending.current), []);
  return (
    <>
      <CheckoutForm
        view={loaderData}
        message={actionData?.message}
        title={t('buynow.title')}
        itemsFooter={
          buyNow ? (
            // Its own GET form (the checkout form cannot hold another): another quantity is
            // priced again by the API. Without JavaScript, Update sends it; with, a change does.
            <div className="mt-3 flex flex-wrap items-end gap-2 border-t border-slate-100 pt-3">
              <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
                <Text>{t('buynow.quantity')}</Text>
                <input
                  form={QUANTITY_FORM}
                  type="number"
                  name="quantity"
                  min={1}
                  max={MAX_QUANTITY}
                  defaultValue={buyNow.quantity}
                  inputMode="numeric"
                  onChange={(event) => {
                    const value = Number(event.currentTarget.value);
                    const form = event.currentTarget.form;
                    window.clearTimeout(pending.current);
                    if (Number.isInteger(value) && value >= 1 && value <= MAX_QUANTITY && form)
                      pending.current = window.setTimeout(() => {
                        // A form the page has since replaced (its quantity priced by Update)
                        // would send no quantity: priced at one.
                        if (form.isConnected) submit(form, { replace: true, preventScrollReset: true });
                      }, QUANTITY_PAUSE_MS);
                  }}
                  className="w-24 rounded-xl border border-slate-300 px-3 py-2 text-base"
                />
              </label>
              <button
                form={QUANTITY_FORM}
                type="submit"
                className="min-h-11 rounded-xl border border-slate-300 px-4 py-2 font-semibold text-slate-800"
              >
                <Text>{t('buynow.update')}</Text>
              </button>
            </div>
          ) : null
        }
      />
      {buyNow ? (
        <Form
          id={QUANTITY_FORM}
          method="get"
          replace
          preventScrollReset
          // Update priced it now: the pause's pricing is not needed any more.
          onSubmit={() => window.clearTimeout(pending.current)}
        >
          <input type="hidden" name="variant_option_id" value={buyNow.variant_option_id} />
        </Form>
      ) : null}
    </>
  );
}
