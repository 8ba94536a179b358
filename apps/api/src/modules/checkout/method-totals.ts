import { type MethodTotal, PAYMENT_OPTIONS } from '@shop/contracts';
import { toDollars, toRiel } from '../../lib/money';
import { PAYMENT_METHODS } from '../payments/methods';
import type { PaymentSettings } from '../stores';
import { discountOf, type Quote, quoteOf } from './quote';

/**
 * What a quote costs under each payment method the shop takes, in dollars and in riel at the
 * shop's rate: the same sums an order of that method is written with (quoteOf with its discount).
 */
export function methodTotals(quote: Quote, settings: PaymentSettings): MethodTotal[] {
  return PAYMENT_OPTIONS.filter((method) => settings.methods.includes(method)).map((method) => {
    const priced = quoteOf(
      quote.checkoutType,
      quote.lines,
      settings,
      discountOf(quote.subtotalCents, PAYMENT_METHODS[method].discountPercent(settings)),
    );
    return {
      payment_method: method,
      discount: toDollars(priced.discountCents),
      grand_total: toDollars(priced.totalCents),
      grand_total_khr: toRiel(priced.totalCents, settings.khrPerUsd),
    };
  });
}
