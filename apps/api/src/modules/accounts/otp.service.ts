import { customers } from '@shop/db';
import { and, eq, sql } from 'drizzle-orm';
import { openSession } from '../../access/sessions';
import type { RequestContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { consume } from '../../lib/rate-limit';
import { sessionJson } from './accounts.mapper';
import { type CustomerRow, findCustomerByPhone } from './accounts.queries';
import { issueCode, useCode } from './codes';
import { LIMITS, OTP_RESEND_SECONDS, OTP_TTL_MS } from './limits';
import { normalizePhone } from './phone';

export type OtpType = 'verify' | 'login';

/** Makes a new SMS code for the customer's phone (older ones stop working) and sends it. */
export async function sendOtp(ctx: RequestContext, customer: CustomerRow, type: OtpType) {
  const code = await issueCode(ctx, {
    purpose: 'otp',
    target: customer.phone,
    customerId: customer.id,
    ttlMs: OTP_TTL_MS,
  });
  const what = type === 'login' ? 'sign-in' : 'verification';
  await ctx.deps.sender.send({
    store: ctx.store,
    channel: 'sms',
    recipient: customer.phone,
    subject: '',
    body: `Your ${what} code is ${code}. It expires in ${OTP_TTL_MS / 60_000} minutes.`,
  });
}

/**
 * Sends a code to a phone of this shop. An unknown phone gets the same answer and no SMS, so the
 * call cannot tell who has an account.
 */
export async function resendOtp(
  ctx: RequestContext,
  input: { phone: string; type: OtpType; secret?: string },
) {
  const phone = normalizePhone(input.phone);
  await consume(ctx.deps.limiter, [
    LIMITS.resendPhoneMinute(ctx.store.id, phone),
    LIMITS.resendPhoneHour(ctx.store.id, phone),
    LIMITS.resendClient(ctx.client),
    ...(input.secret ? [LIMITS.resendSecret(input.secret)] : []),
  ]);
  const customer = await findCustomerByPhone(ctx, phone);
  if (customer) await sendOtp(ctx, customer, input.type);
  return { retry_after: OTP_RESEND_SECONDS, expires_in: OTP_TTL_MS / 1000 };
}

/** Proves the phone with its SMS code: the phone is marked verified and the customer signed in. */
export async function verifyOtp(ctx: RequestContext, input: { phone: string; otp: string }) {
  const { db } = ctx;
  const phone = normalizePhone(input.phone);
  await consume(ctx.deps.limiter, [LIMITS.verifyPhone(ctx.store.id, phone), LIMITS.verifyClient(ctx.client)]);
  const customerId = await useCode(ctx, {
    purpose: 'otp',
    target: phone,
    code: input.otp,
    field: 'otp',
  });
  // The phone may have changed since the code was sent: the code proves the old number only.
  const [customer] = await db
    .update(customers)
    .set({ phoneVerifiedAt: sql`coalesce(${customers.phoneVerifiedAt}, now())` })
    .where(and(eq(customers.storeId, ctx.store.id), eq(customers.id, customerId), eq(customers.phone, phone)))
    .returning();
  if (!customer) throw badRequest('otp: the code is invalid or expired; ask for a new one');
  return sessionJson(customer, await openSession(ctx, customer.id));
}
