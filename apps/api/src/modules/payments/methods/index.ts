import { PAYMENT_OPTIONS, type PaymentOption, type PaymentOptionRules } from '@shop/contracts';
import { notFound } from '../../../lib/errors';
import { anakutMethod } from './anakut';
import { bankTransferMethod } from './bank-transfer';
import { codMethod } from './cod';
import { khqrMethod } from './khqr';
import { paypalMethod } from './paypal';
import type { PaymentMethodHandler } from './types';

export type { OrderPaying, PaymentMethodHandler, Prepared, ProviderSteps, StartRequest } from './types';

/** Every payment method, by its id (the specification's). */
export const PAYMENT_METHODS: Readonly<Record<PaymentOption, PaymentMethodHandler>> = {
  khqr: khqrMethod,
  cod: codMethod,
  bankTransfer: bankTransferMethod,
  anakut: anakutMethod,
  paypal: paypalMethod,
};

/** The method of an id (an order's payment_method, a payment's method). */
export function paymentMethod(code: string): PaymentMethodHandler {
  const method = PAYMENT_METHODS[code as PaymentOption];
  if (!method) throw notFound(`No payment method ${code}`);
  return method;
}

/** The methods a shop takes, in the checkout's order, with what a checkout of each must send. */
export function paymentOptions(methods: readonly string[]): PaymentOptionRules[] {
  return PAYMENT_OPTIONS.filter((code) => methods.includes(code)).map((code) => {
    const method = PAYMENT_METHODS[code];
    return {
      payment_method: code,
      payment_type: method.paymentType,
      settles: method.settles,
      needs: [...method.needs],
    };
  });
}
