import type { RegisterBody, Session } from '@shop/contracts';
import { customers, sessions } from '@shop/db';
import { and, eq, sql } from 'drizzle-orm';
import { openSession } from '../../access/sessions';
import { inTransaction, type RequestContext } from '../../context';
import { AppError, conflict } from '../../lib/errors';
import { consume } from '../../lib/rate-limit';
import { sessionJson } from './accounts.mapper';
import {
  type CustomerRow,
  findCustomerByEmail,
  findCustomerById,
  findCustomerByPhone,
  isUniqueViolation,
} from './accounts.queries';
import { issueCode, useCode } from './codes';
import { LIMITS, RESET_CODE_TTL_MS } from './limits';
import { sendOtp } from './otp.service';
import { hashPassword, verifyPassword } from './password';
import { normalizePhone } from './phone';

export const EMAIL_TAKEN = 'email: an account with this e-mail already exists in this shop';
export const PHONE_TAKEN = 'phone: this phone number is already used by another account in this shop';
export const BAD_CREDENTIALS = 'Email or password is incorrect';

async function signIn(ctx: RequestContext, customer: CustomerRow): Promise<Session> {
  return sessionJson(customer, await openSession(ctx, customer.id));
}

/** Creates the account, signs it in and sends the SMS code that verifies the phone. */
export async function register(ctx: RequestContext, input: RegisterBody): Promise<Session> {
  const { db } = ctx;
  // Each account sends an SMS: one client address may not open accounts without end.
  await consume(ctx.deps.limiter, [LIMITS.registerClient(ctx.client)]);
  const phone = normalizePhone(input.phone);
  if (await findCustomerByEmail(ctx, input.email)) throw conflict(EMAIL_TAKEN);
  if (await findCustomerByPhone(ctx, phone)) throw conflict(PHONE_TAKEN);
  const passwordHash = await hashPassword(input.password);
  let customer: CustomerRow | undefined;
  try {
    [customer] = await db
      .insert(customers)
      .values({ storeId: ctx.store.id, name: input.name, email: input.email, phone, passwordHash })
      .returning();
  } catch (error) {
    // Two registrations at once: the unique indexes decide, with the same answers.
    if (isUniqueViolation(error, 'email')) throw conflict(EMAIL_TAKEN);
    if (isUniqueViolation(error, 'phone')) throw conflict(PHONE_TAKEN);
    throw error;
  }
  if (!customer) throw new Error('insert returned no customer');
  await sendOtp(ctx, customer, 'verify');
  return signIn(ctx, customer);
}

// Verified against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function login(
  ctx: RequestContext,
  input: { email: string; password: string },
): Promise<Session> {
  const { limiter } = ctx.deps;
  const failures = LIMITS.loginFailures(ctx.store.id, input.email);
  await consume(limiter, [LIMITS.loginClient(ctx.client)]);
  // The try is counted before its password is checked, in one atomic step (a counter in memory or
  // Redis): however many guesses come at once, at most `limit` passwords of an account are checked.
  await consume(limiter, [failures]);
  const customer = await findCustomerByEmail(ctx, input.email);
  dummyHash ??= hashPassword('not-a-password-of-anyone');
  const ok = await verifyPassword(customer?.passwordHash ?? (await dummyHash), input.password);
  if (!customer || !ok) throw new AppError(401, BAD_CREDENTIALS);
  // The right password gives the account its tries back.
  await limiter.reset(failures.key);
  return signIn(ctx, customer);
}

/** E-mails a reset code when the account exists; the caller's answer is the same either way. */
export async function forgotPassword(ctx: RequestContext, email: string) {
  await consume(ctx.deps.limiter, [LIMITS.forgotEmail(ctx.store.id, email)]);
  const customer = await findCustomerByEmail(ctx, email);
  if (!customer) return;
  const code = await issueCode(ctx, {
    purpose: 'password_reset',
    target: email,
    customerId: customer.id,
    ttlMs: RESET_CODE_TTL_MS,
  });
  await ctx.deps.sender.send({
    store: ctx.store,
    channel: 'email',
    recipient: customer.email,
    subject: 'Your password reset code',
    body: `Your password reset code is ${code}. It expires in ${RESET_CODE_TTL_MS / 60_000} minutes. If you did not ask for it, ignore this e-mail.`,
  });
}

/** Sets a new password with an e-mailed code; every other session of the account ends. */
export async function resetPassword(
  ctx: RequestContext,
  input: { email: string; code: string; password: string },
): Promise<Session> {
  await consume(ctx.deps.limiter, [LIMITS.verifyClient(ctx.client)]);
  const customerId = await useCode(ctx, {
    purpose: 'password_reset',
    target: input.email,
    code: input.code,
    field: 'code',
  });
  const passwordHash = await hashPassword(input.password);
  await inTransaction(ctx, async ({ db: tx }) => {
    await tx
      .update(customers)
      .set({ passwordHash })
      .where(and(eq(customers.storeId, ctx.store.id), eq(customers.id, customerId)));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.storeId, ctx.store.id),
          eq(sessions.customerId, customerId),
          sql`${sessions.revokedAt} is null`,
        ),
      );
  });
  await ctx.deps.limiter.reset(LIMITS.loginFailures(ctx.store.id, input.email).key);
  const customer = await findCustomerById(ctx, customerId);
  if (!customer) throw new AppError(400, 'code: the account no longer exists');
  return signIn(ctx, customer);
}
