import { IDEMPOTENCY_KEY_FIELD, PAYMENT_OPTIONS, type PaymentOption } from '@shop/contracts';
import { ApiError, IdempotencyKeySchema } from '@shop/contracts/client';
import { localizePath, MESSAGES, type MessageKey, translate } from '@shop/i18n';
import type { RouterContextProvider } from 'react-router';
import { log, reason } from '../log.server';
import { customerScope } from './account-pages.server';
import { isTransferType, orderAddress, paymentTypeOf } from './checkout.server';

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

/** The one product of a buy-now form (product, quantity, variant). */
export const buyNowOf = (form: Fields) => ({
  product_id: whole(form, 'product_id'),
  quantity: whole(form, 'quantity'),
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
  const method = text(form, 'payment_method') as PaymentOption;
  if (!PAYMENT_OPTIONS.includes(method) || !shop.store.payment_methods.includes(method))
    return refuse('notify.formInvalid');
  const transferType = text(form, 'transfer_type');
  const receipt = form.get('receipt');
  const hasReceipt = receipt instanceof Blob && receipt.size > 0;
  if (method === 'bankTransfer') {
    if (!isTransferType(transferType)) return refuse('notify.selectBankTransfer');
    if (!hasReceipt && !text(form, 'image_url')) return refuse('notify.uploadReceipt');
  }
  const paymentId = Number(text(form, 'payment_id')) || undefined;
  if ((method === 'khqr' || method === 'paypal') && !paymentId)
    return refuse('notify.fieldRequired', { field: 'payment_id' });
  const key = IdempotencyKeySchema.safeParse(form.get(IDEMPOTENCY_KEY_FIELD));
  const buyNow = text(form, 'checkout_type') === 'buynow' ? buyNowOf(form) : null;
  if (buyNow && !buyNow.product_id) return refuse('notify.fieldRequired', { field: 'product_id' });
  if (buyNow && !buyNow.quantity) return refuse('notify.fieldRequired', { field: 'quantity' });
  try {
    return await run(async (caller) => {
      const address = await orderAddress(account, ctx, caller, Number(text(form, 'address')) || null, {
        name: text(form, 'address_name'),
        description: text(form, 'address_description'),
      });
      if (!address) return refuse('notify.fieldRequired', { field: 'address' });
      let imageUrl = text(form, 'image_url') || undefined;
      if (method === 'bankTransfer' && hasReceipt) {
        const name = receipt instanceof File ? receipt.name : 'receipt';
        imageUrl = (await account.uploadReceipt(ctx, caller, receipt, name)).image_url;
      }
      const body = {
        address,
        payment_type: paymentTypeOf(method),
        payment_method: method,
        payment_id: method === 'khqr' || method === 'paypal' ? paymentId : undefined,
        transfer_type: method === 'bankTransfer' && isTransferType(transferType) ? transferType : undefined,
        image_url: method === 'bankTransfer' ? imageUrl : undefined,
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
