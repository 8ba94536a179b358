import type { PaymentOption, PaymentStatus, PollStatus } from '@shop/contracts';
import { paymentEvents, payments } from '@shop/db';
import { formatMoney } from '@shop/i18n';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CustomerContext } from '../../context';
import { conflict, notFound, Refusal } from '../../lib/errors';
import { toDollars, toRiel } from '../../lib/money';
import type { Quote } from '../checkout/quote';
import { isSettled } from '../orders/states';
import { findPaymentSettings, type PaymentSettings } from '../stores';
import { PAYMENT_METHODS, type ProviderSteps, type StartRequest } from './methods';
import { attemptOf, movePayment, type PaymentRow } from './payment-moves';
import { type NextAction, type PaymentState, PaymentUpstreamError } from './providers';

// Payments the way the core sees them: one row per try, for one shop, one customer and one amount
// the server computed (a Quote); the provider moves the money, this module keeps the state. The
// shopper's device only ever learns "paid" or "pending" from here, never tells us.

/** Upstream is asked at most this often per payment, however often the storefront polls. */
export const REFRESH_INTERVAL_MS = 2000;

/** The methods paid before the order, through a provider (KHQR, PayPal). */
export type OnlineProvider = Extract<PaymentOption, 'khqr' | 'paypal'>;

export interface PaymentRequest {
  provider: OnlineProvider;
  quote: Quote;
  /** The amount the shopper's page showed, in dollars: refused if it is not the server's. */
  amountSeen?: number;
  /** PayPal's return addresses (the shop's /paypal/success and /paypal/error). */
  returnUrl?: string;
  cancelUrl?: string;
  /** A KHQR in riel, at the shop's rate (PayPal takes dollars only). */
  currency?: 'USD' | 'KHR';
}

export interface StartedPayment {
  paymentId: number;
  amountCents: number;
  currency: 'USD' | 'KHR';
  /** Riel asked for, and the rate, when the currency is KHR. */
  amountKhr?: number;
  khrPerUsd?: number;
  nextAction: NextAction;
  expiresAt: Date;
}

/**
 * Starts a payment of a quote: the row first (pending), then the provider. An amount the page
 * showed that differs from the server's is refused (409), and nothing is made.
 */
export async function startPayment(ctx: CustomerContext, request: PaymentRequest): Promise<StartedPayment> {
  const { quote } = request;
  const method = PAYMENT_METHODS[request.provider];
  const steps = method.provider as ProviderSteps;
  if (request.amountSeen !== undefined && Math.round(request.amountSeen * 100) !== quote.totalCents)
    throw new Refusal(409, 'orderRefusal.totalChanged', { total: formatMoney(toDollars(quote.totalCents)) });
  const currency = request.currency ?? 'USD';
  const start: StartRequest = { returnUrl: request.returnUrl, cancelUrl: request.cancelUrl, currency };
  steps.checkStart(start);
  const settings = await findPaymentSettings(ctx);
  const khrPerUsd = currency === 'KHR' ? (settings as PaymentSettings).khrPerUsd : null;
  const amountMinor = khrPerUsd ? toRiel(quote.totalCents, khrPerUsd) : quote.totalCents;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + steps.lifetimeMs);
  const { db } = ctx;
  const [row] = await db
    .insert(payments)
    .values({
      storeId: ctx.store.id,
      customerId: ctx.customerId,
      provider: method.code,
      checkoutType: quote.checkoutType,
      subject: quote.subject,
      amountCents: quote.totalCents,
      currency,
      amountMinor,
      khrPerUsd,
      expiresAt,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('payment row not written');
  await db.insert(paymentEvents).values({ storeId: ctx.store.id, paymentId: row.id, status: 'pending' });
  ctx.deps.metrics.payment(method.code, 'pending');
  try {
    const initiated = await steps.start(ctx, attemptOf(row), start);
    await db
      .update(payments)
      .set({ reference: initiated.reference, data: initiated.data, updatedAt: new Date() })
      .where(and(eq(payments.storeId, ctx.store.id), eq(payments.id, row.id)));
    return {
      paymentId: row.id,
      amountCents: row.amountCents,
      currency,
      ...(khrPerUsd ? { amountKhr: amountMinor, khrPerUsd } : {}),
      nextAction: initiated.nextAction,
      expiresAt,
    };
  } catch (error) {
    await movePayment(ctx, row, 'failed', { reason: 'initiate', message: String(error) });
    if (error instanceof PaymentUpstreamError)
      throw new Refusal(503, 'orderRefusal.paymentService', undefined, { 'Retry-After': '5' });
    throw error;
  }
}

/** One of the customer's payments: by id, or their latest one still waiting. */
/** The methods whose payments a shopper polls: those paid through a provider. */
const PROVIDER_METHODS = Object.values(PAYMENT_METHODS)
  .filter((method) => method.provider)
  .map((method) => method.code);

async function ownPayment(ctx: CustomerContext, paymentId?: number): Promise<PaymentRow> {
  const mine = and(eq(payments.storeId, ctx.store.id), eq(payments.customerId, ctx.customerId));
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(
      paymentId === undefined
        ? and(mine, inArray(payments.provider, PROVIDER_METHODS))
        : and(mine, eq(payments.id, paymentId)),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (!row)
    throw notFound(paymentId === undefined ? 'No payment to check' : `Payment ${paymentId} not found`);
  return row;
}

export interface CheckedPayment {
  paymentId: number;
  /** What the specification's poll reads: paid, or pending (anything else, checks that failed too). */
  pollStatus: PollStatus;
  status: PaymentStatus;
}

/**
 * Asks the provider (at most every REFRESH_INTERVAL_MS per payment) whether the money arrived and
 * records what it says. A failed check counts as pending; `fresh` asks even within the interval
 * (the PayPal return page, the sandbox's simulate).
 */
export async function checkPayment(
  ctx: CustomerContext,
  paymentId?: number,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<CheckedPayment> {
  const row = await ownPayment(ctx, paymentId);
  const answer = (status: PaymentStatus): CheckedPayment => ({
    paymentId: row.id,
    status,
    pollStatus: status === 'paid' ? 'paid' : 'pending',
  });
  if (isSettled(row.status)) return answer(row.status);
  if (!fresh && Date.now() - row.updatedAt.getTime() < REFRESH_INTERVAL_MS) return answer(row.status);
  await ctx.db
    .update(payments)
    .set({ updatedAt: new Date() })
    .where(and(eq(payments.storeId, row.storeId), eq(payments.id, row.id)));
  const steps = PAYMENT_METHODS[row.provider].provider;
  if (!steps) return answer(row.status);
  const state = await steps
    .check(ctx, attemptOf(row))
    .catch((): PaymentState => ({ status: 'pending', reason: 'upstream_error' }));
  if (state.status === 'pending') return answer('pending');
  const to: PaymentStatus =
    state.status === 'failed' && state.reason === 'cancelled' ? 'cancelled' : state.status;
  await movePayment(ctx, row, to, { reason: state.reason ?? null, facts: state.facts ?? null });
  return answer(to);
}

/** Sandbox only: the shopper's "simulate payment" control. A live process has no such thing. */
export async function simulatePayment(ctx: CustomerContext, paymentId: number) {
  const controls = 'sandbox' in ctx.deps.payments ? ctx.deps.payments.sandbox : null;
  if (!controls) throw notFound('No such call in a live shop');
  const row = await ownPayment(ctx, paymentId);
  if (isSettled(row.status)) throw conflict(`This payment is already ${row.status}`);
  controls.simulatePaid(attemptOf(row).id);
  return checkPayment(ctx, row.id, { fresh: true });
}
