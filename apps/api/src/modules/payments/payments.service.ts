import type { PaymentStatus, PollStatus } from '@shop/contracts';
import { paymentEvents, payments } from '@shop/db';
import { formatMoney } from '@shop/i18n';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CustomerContext } from '../../context';
import { AppError, conflict, notFound, Refusal } from '../../lib/errors';
import { toDollars, toRiel } from '../../lib/money';
import type { Quote } from '../checkout/quote';
import { isSettled, nextPaymentStatus } from '../orders/states';
import { findPaymentSettings, type PaymentSettings } from '../stores';
import {
  type BakongAccount,
  type KhqrAttempt,
  type NextAction,
  type PaymentAttempt,
  type PaymentState,
  PaymentUpstreamError,
  type PaypalAttempt,
} from './providers';

// Payments the way the core sees them: one row per try, for one shop, one customer and one amount
// the server computed (a Quote); the provider moves the money, this module keeps the state. The
// shopper's device only ever learns "paid" or "pending" from here, never tells us.

/** How long a KHQR can be paid; then the checkout offers a new one. */
export const KHQR_LIFETIME_MS = 10 * 60_000;
/** How long a PayPal approval may take. */
export const PAYPAL_LIFETIME_MS = 60 * 60_000;
/** Upstream is asked at most this often per payment, however often the storefront polls. */
export const REFRESH_INTERVAL_MS = 2000;

export type OnlineProvider = 'khqr' | 'paypal';

type PaymentRow = typeof payments.$inferSelect;

/** The attempt the providers see, from a stored row (its id is the row's, made unique per shop). */
function attemptOf(row: PaymentRow): PaymentAttempt {
  return {
    id: `S${row.storeId}P${row.id}`,
    storeId: row.storeId,
    amountMinor: row.amountMinor,
    currency: row.currency,
    reference: row.reference ?? undefined,
    data: (row.data ?? {}) as PaymentAttempt['data'],
    createdAt: row.createdAt,
    expiresAt: row.expiresAt ?? row.createdAt,
  };
}

/** The shop's Bakong account, from its payment settings. */
function bakongAccountOf(settings: PaymentSettings | null): BakongAccount {
  if (!settings?.khqrAccount) throw new Refusal(409, 'orderRefusal.noKhqr');
  return {
    accountId: settings.khqrAccount,
    accountType: 'individual',
    // KHQR allows 25 characters of Latin text for the name.
    merchantName: settings.merchantName.slice(0, 25),
    merchantCity: (settings.merchantCity || 'Phnom Penh').slice(0, 15),
  };
}

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
  const { quote, provider } = request;
  if (request.amountSeen !== undefined && Math.round(request.amountSeen * 100) !== quote.totalCents)
    throw new Refusal(409, 'orderRefusal.totalChanged', { total: formatMoney(toDollars(quote.totalCents)) });
  if (provider === 'paypal' && (!request.returnUrl || !request.cancelUrl))
    throw new AppError(400, 'success_url and cancel_url are required for PayPal');
  const currency = request.currency ?? 'USD';
  if (provider === 'paypal' && currency !== 'USD') throw new AppError(400, 'PayPal takes USD only');
  const settings = await findPaymentSettings(ctx);
  const bakong = provider === 'khqr' ? bakongAccountOf(settings) : undefined;
  const khrPerUsd = currency === 'KHR' ? (settings as PaymentSettings).khrPerUsd : null;
  const amountMinor = khrPerUsd ? toRiel(quote.totalCents, khrPerUsd) : quote.totalCents;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + (provider === 'khqr' ? KHQR_LIFETIME_MS : PAYPAL_LIFETIME_MS));
  const { db } = ctx;
  const [row] = await db
    .insert(payments)
    .values({
      storeId: ctx.store.id,
      customerId: ctx.customerId,
      provider,
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
  const attempt = attemptOf(row);
  try {
    const initiated =
      provider === 'khqr'
        ? await ctx.deps.payments.khqr.initiate({
            ...attempt,
            bakong: bakong as BakongAccount,
          } as KhqrAttempt)
        : await ctx.deps.payments.paypal.initiate({
            ...attempt,
            returnUrl: request.returnUrl as string,
            cancelUrl: request.cancelUrl as string,
          } as PaypalAttempt);
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
    await settle(ctx, row, 'failed', { reason: 'initiate', message: String(error) });
    if (error instanceof PaymentUpstreamError)
      throw new Refusal(503, 'orderRefusal.paymentService', undefined, { 'Retry-After': '5' });
    throw error;
  }
}

/** Moves a payment to `to` (through the state machine) and records the change with its time. */
async function settle(
  ctx: CustomerContext,
  row: PaymentRow,
  to: PaymentStatus,
  detail: Record<string, unknown>,
) {
  const status = nextPaymentStatus(row.status, to);
  const { db } = ctx;
  // Only from the status read: a concurrent poll that already moved it changes nothing.
  const moved = await db
    .update(payments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(payments.storeId, row.storeId), eq(payments.id, row.id), eq(payments.status, row.status)))
    .returning({ id: payments.id });
  if (moved.length)
    await db.insert(paymentEvents).values({ storeId: row.storeId, paymentId: row.id, status, detail });
}

/** One of the customer's payments: by id, or their latest one still waiting. */
async function ownPayment(ctx: CustomerContext, paymentId?: number): Promise<PaymentRow> {
  const mine = and(eq(payments.storeId, ctx.store.id), eq(payments.customerId, ctx.customerId));
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(
      paymentId === undefined
        ? and(mine, inArray(payments.provider, ['khqr', 'paypal']))
        : and(mine, eq(payments.id, paymentId)),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (!row)
    throw notFound(paymentId === undefined ? 'No payment to check' : `Payment ${paymentId} not found`);
  return row;
}

/**
 * What the provider says of a payment now. A PayPal payment is asked with `complete` (its capture):
 * once the shopper approved it, the first check takes the money; before, it stays pending. The
 * capture is keyed by the attempt, so asking again never captures twice.
 */
async function providerState(ctx: CustomerContext, row: PaymentRow): Promise<PaymentState> {
  const attempt = attemptOf(row);
  // The money must have gone to the shop's account: the provider checks it against this.
  if (row.provider === 'khqr')
    return ctx.deps.payments.khqr.refresh({
      ...attempt,
      bakong: bakongAccountOf(await findPaymentSettings(ctx)),
    });
  return ctx.deps.payments.paypal.complete({ ...attempt, returnUrl: '', cancelUrl: '' });
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
  const state = await providerState(ctx, row).catch(
    (): PaymentState => ({ status: 'pending', reason: 'upstream_error' }),
  );
  if (state.status === 'pending') return answer('pending');
  const to: PaymentStatus =
    state.status === 'failed' && state.reason === 'cancelled' ? 'cancelled' : state.status;
  await settle(ctx, row, to, { reason: state.reason ?? null, facts: state.facts ?? null });
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
