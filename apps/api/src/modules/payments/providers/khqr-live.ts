import { z } from 'zod';
import { encodeKhqr, khqrSvg } from '../khqr';
import { judgePayment, pendingOrExpired, requireReference } from './checks';
import { callUpstream, DEFAULT_TIMEOUT_MS } from './http';
import type { Initiated, KhqrAttempt, PaymentProvider, PaymentState } from './types';

export interface KhqrLiveConfig {
  /** https://api-bakong.nbc.gov.kh (SIT: https://sit-api-bakong.nbc.gov.kh) */
  apiUrl: string;
  /** The Bakong Open API token (a JWT renewed every 90 days). */
  token: string;
  timeoutMs?: number;
  now?: () => Date;
}

/** KHQR bill numbers hold 25 characters; the attempt id without its dashes fits a UUID's first 25. */
const BILL_NUMBER_LENGTH = 25;

/** A dynamic KHQR for the attempt: its amount, currency, bill number and expiry are in the code. */
export async function khqrInitiate(attempt: KhqrAttempt): Promise<Initiated> {
  const { bakong } = attempt;
  const { payload, md5 } = encodeKhqr({
    accountId: bakong.accountId,
    accountType: bakong.accountType,
    ...(bakong.merchantId ? { merchantId: bakong.merchantId } : {}),
    ...(bakong.acquiringBank ? { acquiringBank: bakong.acquiringBank } : {}),
    merchantName: bakong.merchantName,
    ...(bakong.merchantCity ? { merchantCity: bakong.merchantCity } : {}),
    ...(bakong.mobileNumber ? { mobileNumber: bakong.mobileNumber } : {}),
    ...(bakong.storeLabel ? { storeLabel: bakong.storeLabel } : {}),
    currency: attempt.currency,
    amountMinor: attempt.amountMinor,
    billNumber: attempt.id.replace(/[^A-Za-z0-9]/g, '').slice(0, BILL_NUMBER_LENGTH),
    createdAtMs: attempt.createdAt.getTime(),
    expiresAtMs: attempt.expiresAt.getTime(),
  });
  return {
    reference: md5,
    data: { payload, md5 },
    nextAction: {
      kind: 'displayQr',
      payload,
      md5,
      imageSvg: await khqrSvg(payload),
      expiresAt: attempt.expiresAt,
    },
  };
}

// Bakong's envelope; sources spell some fields differently, so everything but the codes is optional.
const BakongAnswerSchema = z.looseObject({
  responseCode: z.coerce.number(),
  responseMessage: z.string().nullish(),
  errorCode: z.coerce.number().nullish(),
  data: z.unknown().nullish(),
});
const TransactionSchema = z.looseObject({
  hash: z.string().nullish(),
  fromAccountId: z.string().nullish(),
  toAccountId: z.unknown(),
  currency: z.unknown(),
  amount: z.unknown(),
  createdDateMs: z.number().nullish(),
  acknowledgedDateMs: z.number().nullish(),
  createDateMs: z.number().nullish(),
  acknowledgeDateMs: z.number().nullish(),
});

/** Bakong error codes we act on (Bakong Open API v1.0.2). */
const NOT_FOUND = 1;
const TRANSACTION_FAILED = 3;
const UNAUTHORIZED = 6;

/** KHQR paid into the shop's Bakong account, checked with the Bakong Open API by the QR's md5. */
export function createKhqrLive(config: KhqrLiveConfig): PaymentProvider<KhqrAttempt> {
  const apiUrl = config.apiUrl.replace(/\/$/, '');
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = config.now ?? (() => new Date());

  async function refresh(attempt: KhqrAttempt): Promise<PaymentState> {
    const md5 = requireReference(attempt);
    const answer = await callUpstream(
      `${apiUrl}/v1/check_transaction_by_md5`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${config.token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({ md5 }),
      },
      timeoutMs,
    );
    // Trouble on our side of Bakong (down, slow, our token expired) never fails the shopper, who
    // may well have paid: keep polling; the core alerts on `upstream_unauthorized`.
    if (!answer.ok) return { status: 'pending', reason: answer.reason, detail: answer.detail };
    const parsed = BakongAnswerSchema.safeParse(answer.body);
    const envelope = parsed.success ? parsed.data : undefined;
    if (answer.status === 401 || answer.status === 403 || envelope?.errorCode === UNAUTHORIZED) {
      return { status: 'pending', reason: 'upstream_unauthorized', detail: `HTTP ${answer.status}` };
    }
    // Bakong's codes are believed whatever the HTTP status around them, except a server error's.
    if (answer.status >= 500 || !envelope) {
      return { status: 'pending', reason: 'upstream_error', detail: `HTTP ${answer.status}` };
    }
    if (envelope.responseCode === 0 && envelope.data) {
      const transaction = TransactionSchema.safeParse(envelope.data);
      if (!transaction.success)
        return { status: 'pending', reason: 'upstream_error', detail: 'unreadable data' };
      const t = transaction.data;
      const paidAtMs = t.acknowledgedDateMs ?? t.acknowledgeDateMs ?? t.createdDateMs ?? t.createDateMs;
      return judgePayment(
        attempt,
        {
          amount: t.amount,
          currency: t.currency,
          toAccount: t.toAccountId,
          transactionId: t.hash ?? md5,
          ...(t.fromAccountId ? { payerAccount: t.fromAccountId } : {}),
          ...(paidAtMs ? { paidAt: new Date(paidAtMs) } : {}),
        },
        attempt.bakong.accountId,
      );
    }
    if (envelope.errorCode === NOT_FOUND) return pendingOrExpired(attempt, now(), 'not_found');
    if (envelope.errorCode === TRANSACTION_FAILED) {
      return {
        status: 'failed',
        reason: 'declined',
        detail: envelope.responseMessage ?? 'transaction failed',
      };
    }
    return {
      status: 'pending',
      reason: 'upstream_error',
      detail: `responseCode ${envelope.responseCode}, errorCode ${envelope.errorCode ?? 'none'}: ${envelope.responseMessage ?? ''}`,
    };
  }

  return {
    id: 'khqr',
    initiate: khqrInitiate,
    refresh,
    complete: refresh,
    async cancel(attempt: KhqrAttempt): Promise<PaymentState> {
      // A QR cannot be withdrawn from Bakong; make sure it was not paid before letting it go.
      if (!attempt.reference) return { status: 'failed', reason: 'cancelled' };
      const state = await refresh(attempt);
      if (state.status === 'paid' || state.reason?.startsWith('upstream_')) return state;
      return { status: 'failed', reason: 'cancelled' };
    },
  };
}
