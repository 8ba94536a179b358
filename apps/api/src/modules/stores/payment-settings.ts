import type { Localized, StoreBankAccount, StorePayment } from '@shop/db';
import type { RequestContext } from '../../context';
import { DEFAULT_KHR_PER_USD } from '../../lib/money';
import { findStoreRow } from './stores.queries';

/** A shop's payment settings with every default filled in: what checkout and payments read. */
export interface PaymentSettings {
  methods: string[];
  anakutDiscountPercent: number;
  khrPerUsd: number;
  bankAccounts: StoreBankAccount[];
  khqrAccount: string;
  /** The shop's name in Latin letters (a KHQR carries its merchant name in Latin text). */
  merchantName: string;
  merchantCity: string;
  /** What delivery costs an order, in cents. */
  deliveryFeeCents: number;
  /** From this subtotal on delivery is free (null: never). */
  freeDeliveryFromCents: number | null;
}

const wholeCents = (value: number | undefined) =>
  Number.isInteger(value) && (value as number) >= 0 ? (value as number) : null;

export function paymentSettings(payment: StorePayment, name: Localized): PaymentSettings {
  const rate = payment.khr_per_usd;
  return {
    methods: payment.methods,
    anakutDiscountPercent: payment.anakut_discount_percent ?? 0,
    khrPerUsd: Number.isInteger(rate) && (rate as number) > 0 ? (rate as number) : DEFAULT_KHR_PER_USD,
    bankAccounts: payment.bank_transfer ?? [],
    khqrAccount: payment.khqr_account,
    merchantName: name.en,
    merchantCity: payment.merchant_city,
    deliveryFeeCents: wholeCents(payment.delivery_fee_cents) ?? 0,
    freeDeliveryFromCents: wholeCents(payment.free_delivery_from_cents),
  };
}

/** The payment settings of the request's shop (null: no such shop). */
export async function findPaymentSettings(ctx: RequestContext): Promise<PaymentSettings | null> {
  const row = await findStoreRow(ctx);
  return row ? paymentSettings(row.payment, row.name) : null;
}
