import type { PaymentAttempt, PaymentCurrency, PaymentFacts, PaymentState } from './types';

/** Decimal places of each currency at the protocol edge (riel has none). */
const DECIMALS: Record<PaymentCurrency, number> = { USD: 2, KHR: 0 };

/** Minor units to the decimal string protocols take: 1230 USD cents → "12.30". */
export function formatAmount(amountMinor: number, currency: PaymentCurrency): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new Error(`Bad amount ${amountMinor}`);
  const places = DECIMALS[currency];
  if (places === 0) return String(amountMinor);
  const unit = 10 ** places;
  return `${Math.floor(amountMinor / unit)}.${String(amountMinor % unit).padStart(places, '0')}`;
}

/**
 * A decimal amount from an upstream (string "12.30" or number 12.3) to minor units; undefined when
 * it is not an exact amount of that currency (12.345 USD), so it can never equal an attempt's.
 */
export function parseAmount(value: unknown, currency: PaymentCurrency): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const places = DECIMALS[currency];
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > places) return undefined;
  const minor = Number(match[1]) * 10 ** places + Number(fraction.padEnd(places, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : undefined;
}

export function isCurrency(value: unknown): value is PaymentCurrency {
  return value === 'USD' || value === 'KHR';
}

/** What an upstream says was paid, before it is believed. */
export interface SeenPayment {
  amount: unknown;
  currency: unknown;
  transactionId: string;
  /** Where the money went, when the upstream says (Bakong `toAccountId`). */
  toAccount?: unknown;
  payerAccount?: string;
  paidAt?: Date;
}

/**
 * `paid` only when the money seen is exactly the attempt's, to the expected account; otherwise
 * `failed` with the first difference, and the facts kept for a refund.
 */
export function judgePayment(
  attempt: PaymentAttempt,
  seen: SeenPayment,
  expectedAccount?: string,
): PaymentState {
  const named = typeof seen.currency === 'string' ? seen.currency.trim().toUpperCase() : seen.currency;
  const currency = isCurrency(named) ? named : undefined;
  const amountMinor = currency ? parseAmount(seen.amount, currency) : undefined;
  const facts: PaymentFacts | undefined =
    currency && amountMinor !== undefined
      ? {
          amountMinor,
          currency,
          transactionId: seen.transactionId,
          ...(seen.payerAccount ? { payerAccount: seen.payerAccount } : {}),
          ...(seen.paidAt ? { paidAt: seen.paidAt } : {}),
        }
      : undefined;
  const detail = `seen ${String(seen.amount)} ${String(seen.currency)}${
    seen.toAccount === undefined ? '' : ` to ${String(seen.toAccount)}`
  }`;
  const failed = (reason: PaymentState['reason']): PaymentState => ({
    status: 'failed',
    reason,
    detail,
    ...(facts ? { facts } : {}),
  });
  if (expectedAccount !== undefined && !sameAccount(seen.toAccount, expectedAccount)) {
    return failed('account_mismatch');
  }
  if (currency !== attempt.currency) return failed('currency_mismatch');
  if (amountMinor !== attempt.amountMinor || !facts) return failed('amount_mismatch');
  return { status: 'paid', facts };
}

function sameAccount(seen: unknown, expected: string): boolean {
  return typeof seen === 'string' && seen.trim().toLowerCase() === expected.trim().toLowerCase();
}

/** Pending until the attempt's expiry, expired after. */
export function pendingOrExpired(
  attempt: PaymentAttempt,
  now: Date,
  reason: PaymentState['reason'],
): PaymentState {
  return now.getTime() >= attempt.expiresAt.getTime()
    ? { status: 'expired', reason: 'expired' }
    : { status: 'pending', ...(reason ? { reason } : {}) };
}

export function requireReference(attempt: PaymentAttempt): string {
  if (!attempt.reference)
    throw new Error(`Payment attempt ${attempt.id} has no reference: initiate it first`);
  return attempt.reference;
}
