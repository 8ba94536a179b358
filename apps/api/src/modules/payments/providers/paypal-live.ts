import { z } from 'zod';
import { formatAmount, judgePayment, pendingOrExpired, requireReference } from './checks';
import { callUpstream, DEFAULT_TIMEOUT_MS, type Upstream } from './http';
import {
  type Initiated,
  type PaymentProvider,
  type PaymentState,
  PaymentUpstreamError,
  type PaypalAttempt,
} from './types';

export interface PaypalLiveConfig {
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs?: number;
  now?: () => Date;
}

// What we read of PayPal's answers; everything else passes untouched (the API adds fields).
const TokenSchema = z.looseObject({ access_token: z.string().min(1), expires_in: z.coerce.number() });
const MoneySchema = z.looseObject({ currency_code: z.string(), value: z.string() });
const CaptureSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  amount: MoneySchema.optional(),
  create_time: z.string().optional(),
});
const OrderSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.looseObject({
        reference_id: z.string().optional(),
        custom_id: z.string().optional(),
        amount: MoneySchema.optional(),
        payments: z.looseObject({ captures: z.array(CaptureSchema).optional() }).optional(),
      }),
    )
    .optional(),
  links: z.array(z.looseObject({ href: z.string(), rel: z.string() })).optional(),
  payer: z.looseObject({ payer_id: z.string().optional(), email_address: z.string().optional() }).optional(),
});
type Order = z.infer<typeof OrderSchema>;
const ErrorSchema = z.looseObject({
  name: z.string().optional(),
  details: z.array(z.looseObject({ issue: z.string().optional() })).optional(),
});

/** Seconds before PayPal's expiry when we stop using a token, so none expires in flight. */
const TOKEN_MARGIN_MS = 60_000;

/** PayPal Orders v2 redirect checkout: create → buyer approves at PayPal → capture on return. */
export function createPaypalLive(config: PaypalLiveConfig): PaymentProvider<PaypalAttempt> {
  const apiUrl = config.apiUrl.replace(/\/$/, '');
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = config.now ?? (() => new Date());
  let token: { value: string; until: number } | undefined;
  let tokenCall: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const answer = await callUpstream(
      `${apiUrl}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: {
          Authorization: `Basic ${basic}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
      },
      timeoutMs,
    );
    if (!answer.ok) throw new PaymentUpstreamError(`PayPal token: ${answer.detail}`, answer.reason);
    const parsed = TokenSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) {
      const reason = answer.status === 401 ? 'upstream_unauthorized' : 'upstream_error';
      throw new PaymentUpstreamError(`PayPal token: HTTP ${answer.status}`, reason);
    }
    token = {
      value: parsed.data.access_token,
      until: now().getTime() + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS,
    };
    return token.value;
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > now().getTime()) return token.value;
    // One token request at a time; callers waiting meanwhile share it.
    tokenCall ??= fetchToken().finally(() => {
      tokenCall = undefined;
    });
    return tokenCall;
  }

  /** An authorized call; a 401 (token revoked early) gets one more try with a new token. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<Upstream> {
    for (let tries = 0; ; tries++) {
      let bearer: string;
      try {
        bearer = await accessToken();
      } catch (error) {
        if (error instanceof PaymentUpstreamError) {
          return { ok: false, reason: error.reason, detail: error.message };
        }
        throw error;
      }
      const answer = await callUpstream(
        `${apiUrl}${path}`,
        {
          method,
          headers: {
            Authorization: `Bearer ${bearer}`,
            Accept: 'application/json',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...(requestId ? { 'PayPal-Request-Id': requestId, Prefer: 'return=representation' } : {}),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        timeoutMs,
      );
      if (answer.ok && answer.status === 401 && tries === 0) {
        token = undefined;
        continue;
      }
      return answer;
    }
  }

  function orderOf(answer: Upstream): Order | PaymentState {
    if (!answer.ok) return { status: 'pending', reason: answer.reason, detail: answer.detail };
    if (answer.status === 401) return { status: 'pending', reason: 'upstream_unauthorized' };
    if (answer.status >= 500 || answer.status === 429) {
      return { status: 'pending', reason: 'upstream_error', detail: `HTTP ${answer.status}` };
    }
    const parsed = OrderSchema.safeParse(answer.body);
    if (answer.status >= 300 || !parsed.success) {
      return {
        status: 'pending',
        reason: 'upstream_error',
        detail: `HTTP ${answer.status}: ${issueOf(answer.body)}`,
      };
    }
    return parsed.data;
  }

  /** An order as PayPal describes it, judged against the attempt. */
  function judge(attempt: PaypalAttempt, order: Order): PaymentState {
    if (order.id !== attempt.reference)
      return { status: 'failed', reason: 'reference_mismatch', detail: order.id };
    const unit = order.purchase_units?.[0];
    if (unit?.custom_id !== undefined && unit.custom_id !== attempt.id) {
      return { status: 'failed', reason: 'reference_mismatch', detail: `custom_id ${unit.custom_id}` };
    }
    const capture = unit?.payments?.captures?.[0];
    switch (order.status) {
      case 'COMPLETED':
        break;
      case 'APPROVED':
        return { status: 'pending', reason: 'awaiting_capture' };
      case 'VOIDED':
        return { status: 'failed', reason: 'cancelled', detail: 'order voided' };
      default:
        // CREATED, SAVED, PAYER_ACTION_REQUIRED: the buyer has not approved (yet).
        return pendingOrExpired(attempt, now(), 'awaiting_approval');
    }
    if (!capture) return { status: 'pending', reason: 'capture_pending', detail: 'no capture listed' };
    const seen = {
      amount: capture.amount?.value,
      currency: capture.amount?.currency_code,
      transactionId: capture.id,
      ...(order.payer?.email_address ? { payerAccount: order.payer.email_address } : {}),
      ...(capture.create_time ? { paidAt: new Date(capture.create_time) } : {}),
    };
    const verdict = judgePayment(attempt, seen);
    if (verdict.status !== 'paid') return verdict;
    if (capture.status === 'COMPLETED') return verdict;
    if (capture.status === 'PENDING')
      return { status: 'pending', reason: 'capture_pending', facts: verdict.facts };
    return { status: 'failed', reason: 'declined', detail: `capture ${capture.status}` };
  }

  async function refresh(attempt: PaypalAttempt): Promise<PaymentState> {
    const reference = requireReference(attempt);
    const order = orderOf(await call('GET', `/v2/checkout/orders/${encodeURIComponent(reference)}`));
    return 'id' in order ? judge(attempt, order) : order;
  }

  return {
    id: 'paypal',

    async initiate(attempt: PaypalAttempt): Promise<Initiated> {
      if (attempt.currency !== 'USD') {
        throw new Error('PayPal takes USD only: convert a riel cart before the attempt is made');
      }
      const body = {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: attempt.id,
            custom_id: attempt.id,
            invoice_id: attempt.id,
            amount: { currency_code: 'USD', value: formatAmount(attempt.amountMinor, 'USD') },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: attempt.returnUrl,
              cancel_url: attempt.cancelUrl,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              ...(attempt.brandName ? { brand_name: attempt.brandName.slice(0, 127) } : {}),
            },
          },
        },
      };
      const answer = await call('POST', '/v2/checkout/orders', body, `create-${attempt.id}`);
      const order = orderOf(answer);
      if (!('id' in order)) {
        const reason =
          order.reason === 'upstream_timeout' || order.reason === 'upstream_unauthorized'
            ? order.reason
            : 'upstream_error';
        throw new PaymentUpstreamError(`PayPal create order: ${order.detail ?? order.reason}`, reason);
      }
      const link =
        order.links?.find((l) => l.rel === 'payer-action') ?? order.links?.find((l) => l.rel === 'approve');
      if (!link) throw new PaymentUpstreamError('PayPal create order: no approval link', 'upstream_error');
      return {
        reference: order.id,
        data: { orderId: order.id, approveUrl: link.href },
        nextAction: { kind: 'redirect', url: link.href },
      };
    },

    refresh,

    async complete(attempt: PaypalAttempt): Promise<PaymentState> {
      const reference = requireReference(attempt);
      const answer = await call(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(reference)}/capture`,
        {},
        `capture-${attempt.id}`,
      );
      if (answer.ok && answer.status === 422) {
        const issue = issueOf(answer.body);
        // Captured before (another key, or the key expired after 6 h): the order tells what happened.
        if (issue === 'ORDER_ALREADY_CAPTURED') return refresh(attempt);
        if (issue === 'ORDER_NOT_APPROVED') return pendingOrExpired(attempt, now(), 'awaiting_approval');
        if (issue === 'INSTRUMENT_DECLINED' || issue === 'TRANSACTION_REFUSED') {
          return { status: 'failed', reason: 'declined', detail: issue };
        }
        return { status: 'pending', reason: 'upstream_error', detail: `HTTP 422: ${issue}` };
      }
      const order = orderOf(answer);
      return 'id' in order ? judge(attempt, order) : order;
    },

    async cancel(attempt: PaypalAttempt): Promise<PaymentState> {
      // PayPal has no call to void an uncaptured CAPTURE order: it lapses. Check no money came.
      if (!attempt.reference) return { status: 'failed', reason: 'cancelled' };
      const state = await refresh(attempt);
      // Paid, or PayPal unreachable (a capture may have gone through): the core must not cancel yet.
      if (state.status === 'paid' || state.reason?.startsWith('upstream_')) return state;
      return { status: 'failed', reason: 'cancelled' };
    },
  };
}

function issueOf(body: unknown): string {
  const parsed = ErrorSchema.safeParse(body);
  if (!parsed.success) return 'unreadable answer';
  return parsed.data.details?.[0]?.issue ?? parsed.data.name ?? 'unknown';
}
