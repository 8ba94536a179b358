import type { z } from 'zod';
import {
  type BuyNowBodySchema,
  CheckoutAnswerSchema,
  type CheckoutBodySchema,
  CheckoutQuoteSchema,
  GeneratedPaymentSchema,
  type GeneratePaymentBodySchema,
  PaymentCheckSchema,
  type QuoteQuery,
} from '../checkout';
import { envelope } from '../common';
import { UploadAnswerSchema } from '../media';
import { type Call, type Caller, query, type ShopContext, type WriteOptions } from './core';

/**
 * Paying and ordering the server cart: a KHQR or PayPal payment of the server's total, its status,
 * the sandbox's simulate control, the receipt of a bank transfer, and the checkout itself.
 */
export function checkoutCalls(call: Call) {
  return {
    /** What the cart (or, type buynow, one product) costs now, and its total under each method. */
    async quote(shop: ShopContext, caller: Caller, params: QuoteQuery = {}) {
      const q = query({ ...params });
      return (
        await call('GET', `/api/checkout/quote${q ? `?${q}` : ''}`, envelope(CheckoutQuoteSchema), {
          shop,
          caller,
        })
      ).data;
    },
    /** A KHQR (or a PayPal link) for the cart; an `amount` that is not the server's total is a 409. */
    async generatePayment(
      shop: ShopContext,
      caller: Caller,
      body: z.input<typeof GeneratePaymentBodySchema>,
    ) {
      return (
        await call('POST', '/payment/generate_khqr', envelope(GeneratedPaymentSchema), { shop, caller, body })
      ).data;
    },
    /** Paid or pending (a failed check upstream is pending); without an id, the latest payment. */
    async checkPayment(shop: ShopContext, caller: Caller, paymentId?: number) {
      const body = paymentId === undefined ? {} : { payment_id: paymentId };
      return (
        await call('POST', '/payment/check_payment_status', envelope(PaymentCheckSchema), {
          shop,
          caller,
          body,
        })
      ).data;
    },
    /** Sandbox only (a live API answers 404): pays a payment by hand. */
    async simulatePayment(shop: ShopContext, caller: Caller, paymentId: number) {
      const body = { payment_id: paymentId };
      return (await call('POST', '/payment/simulate', envelope(PaymentCheckSchema), { shop, caller, body }))
        .data;
    },
    /** A bank-transfer receipt (multipart `file`): its private image_url. */
    async uploadReceipt(shop: ShopContext, caller: Caller, file: Blob, fileName = 'receipt') {
      const form = new FormData();
      form.set('file', file, fileName);
      return (await call('POST', '/api/upload', UploadAnswerSchema, { shop, caller, form })).data;
    },
    /** Orders the server cart; answers the new order's id. */
    async checkout(
      shop: ShopContext,
      caller: Caller,
      body: z.input<typeof CheckoutBodySchema>,
      write: WriteOptions = {},
    ) {
      return (await call('POST', '/api/checkout', CheckoutAnswerSchema, { shop, caller, body, ...write }))
        .data;
    },
    /** Orders one product now (the payment base's `POST /checkout`), the cart untouched. */
    async buyNow(
      shop: ShopContext,
      caller: Caller,
      body: z.input<typeof BuyNowBodySchema>,
      write: WriteOptions = {},
    ) {
      return (await call('POST', '/checkout', CheckoutAnswerSchema, { shop, caller, body, ...write })).data;
    },
  };
}
