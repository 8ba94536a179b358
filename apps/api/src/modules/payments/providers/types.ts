/**
 * The seam between the payments core and the payment providers (design note, section 6).
 *
 * The core owns the attempt (its id, amount, expiry and state) and stores what `initiate` answers;
 * a provider only speaks its protocol and judges what the upstream says against the attempt it is
 * given. Providers never compute prices and never keep an attempt's state of record.
 */

import type { PaymentStatus } from '@shop/contracts';

export type ProviderId = 'khqr' | 'paypal';
export type PaymentCurrency = 'USD' | 'KHR';

/** One try at paying, as the core stores it. Money in minor units: cents for USD, riel for KHR. */
export interface PaymentAttempt {
  id: string;
  storeId: number;
  amountMinor: number;
  currency: PaymentCurrency;
  /** What `initiate` answered as `reference` (KHQR md5, PayPal order id); absent before. */
  reference?: string;
  /** What `initiate` answered as `data`, stored by the core as opaque JSON. */
  data?: ProviderData;
  createdAt: Date;
  expiresAt: Date;
}

/** The shop's Bakong account that a KHQR pays into (the shop's settings, not the request). */
export interface BakongAccount {
  /** `name@bank`: the account Bakong reports as `toAccountId`. */
  accountId: string;
  accountType: 'individual' | 'merchant';
  merchantId?: string;
  acquiringBank?: string;
  merchantName: string;
  merchantCity?: string;
  mobileNumber?: string;
  storeLabel?: string;
}

export interface KhqrAttempt extends PaymentAttempt {
  bakong: BakongAccount;
}

export interface PaypalAttempt extends PaymentAttempt {
  /** Where the buyer comes back after approving; carries our attempt id (PayPal's query is not trusted). */
  returnUrl: string;
  cancelUrl: string;
  /** Shown on PayPal's pages; the shop's name. */
  brandName?: string;
}

/** JSON the core keeps for the provider between calls. */
export type ProviderData = Record<string, string | number | boolean | null>;

export type NextAction =
  | { kind: 'displayQr'; payload: string; md5: string; imageSvg?: string; expiresAt: Date }
  | { kind: 'redirect'; url: string };

export interface Initiated {
  /** Unique per provider: the core's unique key (provider, reference). */
  reference: string;
  data: ProviderData;
  nextAction: NextAction;
}

/** What a provider can say of an attempt: the part of a payment's statuses that is the upstream's to tell. */
export type ProviderStatus = Extract<PaymentStatus, 'pending' | 'paid' | 'failed' | 'expired'>;

/**
 * Why a status is what it is. `pending` reasons starting with `upstream_` are retryable trouble on
 * the provider's side: keep polling, never fail the shopper for them.
 */
export type PaymentReason =
  | 'not_found'
  | 'awaiting_approval'
  | 'awaiting_capture'
  | 'capture_pending'
  | 'amount_mismatch'
  | 'currency_mismatch'
  | 'account_mismatch'
  | 'reference_mismatch'
  | 'declined'
  | 'cancelled'
  | 'expired'
  | 'upstream_error'
  | 'upstream_timeout'
  | 'upstream_unauthorized';

/** What the provider verified about money received, for the core's records and reconciliation. */
export interface PaymentFacts {
  amountMinor: number;
  currency: PaymentCurrency;
  /** Bakong transaction hash, PayPal capture id. */
  transactionId: string;
  payerAccount?: string;
  paidAt?: Date;
}

export interface PaymentState {
  status: ProviderStatus;
  reason?: PaymentReason;
  /** Upstream words for a log line (never shown to a shopper). */
  detail?: string;
  /** Set when money was seen: always with `paid`, also with a mismatch (for the refund). */
  facts?: PaymentFacts;
}

export interface PaymentProvider<A extends PaymentAttempt = PaymentAttempt> {
  readonly id: ProviderId;
  /** Creates the upstream side of the attempt. Throws `PaymentUpstreamError` when it cannot. */
  initiate(attempt: A): Promise<Initiated>;
  /** Asks the upstream; `paid` only when amount, currency and reference equal the attempt's. */
  refresh(attempt: A): Promise<PaymentState>;
  /** The finishing step (PayPal: capture), idempotent by attempt id; KHQR: the same as `refresh`. */
  complete(attempt: A): Promise<PaymentState>;
  /** Gives up on the attempt; answers `paid` if the money had already come (the core refunds). */
  cancel(attempt: A): Promise<PaymentState>;
}

export interface Providers {
  mode: 'sandbox' | 'live';
  khqr: PaymentProvider<KhqrAttempt>;
  paypal: PaymentProvider<PaypalAttempt>;
}

/** The upstream could not be reached or refused for now: retry later (the core answers 503). */
export class PaymentUpstreamError extends Error {
  constructor(
    message: string,
    readonly reason: 'upstream_error' | 'upstream_timeout' | 'upstream_unauthorized',
  ) {
    super(message);
    this.name = 'PaymentUpstreamError';
  }
}
