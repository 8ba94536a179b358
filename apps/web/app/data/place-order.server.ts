import {
  CHECKOUT_NEED_MESSAGE,
  type CheckoutNeed,
  IDEMPOTENCY_KEY_FIELD,
  missingNeed,
} from '@shop/contracts';
import { ApiError, IdempotencyKeySchema } from '@shop/contracts/client';
import { localizePath, MESSAGES, type MessageKey, translate } from '@shop/i18n';
import type { RouterContextProvider } from 'react-router';
import { log, reason } from '../log.server';
import { customerScope } from './account-pages.server';
import { isTransferType, orderAddress } from './checkout.server';

type RequestArgs = { request: Request; context: Readonly<RouterContextProvider> };

export type PlaceOrderOutcome = { orderId: number; location: string } | { message: string; status: number };

/** Where the shopper sees an order. */
export const orderPath = (id: number) => `/account/myaccount/myorders/checkout-detail/${id}`;

type Fields = { get(name: string): FormDataEntryValue | null };

const text = (form: Fields, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const whole = (form: Fields, name: string) => {
  const n = Number(text(form, name));
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
};

/** The one product of a buy-now form (product, quantity, variant); a missing one is the API's to name. */
export const buyNowOf = (form: Fields) => ({
  product_id: whole(form, 'product_id') || undefined,
  quantity: whole(form, 'quantity') || undefined,
  variant_option_id: whole(form, 'variant_option_id'),
});

/**
 * Orders the server cart (or, with `checkout_type` buynow, the form's one product) from the checkout form (a JavaScript submit, a plain multipart post, or
 * PayPal's return): the address (chosen, or made), the method, a bank transfer's type and receipt
 * (uploaded here, to the API's private receipts), a paid payment's id; then `POST /api/checkout`
 * with the page's idempotency key. Refusals are the specification's texts (translated) or the
 * API's own message (said in the shop's language: the API's `Refusal`); anything else 'Something
 * went wrong'. A 401 sends the shopper to log in.
 */
export async function placeOrder(args: RequestArgs, form: FormData): Promise<PlaceOrderOutcome> {
  const { shop, account, ctx, run } = customerScope(args);
  const messages = MESSAGES[shop.locale];
  const refuse = (key: MessageKey, values?: Record<string, string>) => ({
    message: translate(messages, key, values),
    status: 400,
  });
  // What the method needs and the payment_type it is sent with are the API's (its store info);
  // a missing need is refused here only to spare an upload, with the API's own words.
  const method = text(form, 'payment_method');
  const option = shop.store.payment_options.find((o) => o.payment_method === method);
  if (!option) return refuse('notify.formInvalid');
  const needs = (need: CheckoutNeed) => option.needs.includes(need);
  const transferType = text(form, 'transfer_type');
  const receipt = form.get('receipt');
  const hasReceipt = receipt instanceof Blob && receipt.size > 0;
  const paymentId = Number(text(form, 'payment_id')) || undefined;
  const missing = missingNeed(option.needs, {
    payment_id: paymentId,
    transfer_type: isTransferType(transferType) ? transferType : undefined,
    image_url: hasReceipt ? 'receipt' : text(form, 'image_url'),
  });
  if (missing) return refuse(CHECKOUT_NEED_MESSAGE[missing], { field: missing });
  const key = IdempotencyKeySchema.safeParse(form.get(IDEMPOTENCY_KEY_FIELD));
  const buyNow = text(form, 'checkout_type') === 'buynow' ? buyNowOf(form) : null;
  try {
    return await run(async (caller) => {
      const address = await orderAddress(account, ctx, caller, Number(text(form, 'address')) || null, {
        name: text(form, 'address_name'),
        description: text(form, 'address_description'),
      });
      if (!address) return refuse('notify.fieldRequired', { field: 'address' });
      let imageUrl = text(form, 'image_url') || undefined;
      if (needs('image_url') && hasReceipt) {
        const name = receipt instanceof File ? receipt.name : 'receipt';
        imageUrl = (await account.uploadReceipt(ctx, caller, receipt, name)).image_url;
      }
      const body = {
        address,
        payment_type: option.payment_type,
        payment_method: option.payment_method,
        payment_id: needs('payment_id') ? paymentId : undefined,
        transfer_type: needs('transfer_type') && isTransferType(transferType) ? transferType : undefined,
        image_url: needs('image_url') ? imageUrl : undefined,
        note: text(form, 'note').slice(0, 500),
      };
      const write = { idempotencyKey: key.success ? key.data : undefined };
      const answer = buyNow
        ? await account.buyNow(ctx, caller, { ...body, checkout_type: 'buynow', ...buyNow }, write)
        : await account.checkout(ctx, caller, body, write);
      const orderId = answer.order_id;
      // `placed`: the order page thanks the shopper (this once; the list links to it without).
      return { orderId, location: `${localizePath(orderPath(orderId), shop.locale)}?placed=1` };
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
      return { message: error.message, status: error.status };
    log.warn({ reason: reason(error) }, 'checkout failed');
    return { message: translate(messages, 'notify.somethingWrong'), status: 502 };
  }
}
