import { createHash, randomBytes } from 'node:crypto';
import {
  type Me,
  STAFF_BAD_CREDENTIALS,
  type StaffRole,
  type StaffSessionAnswer,
  TOTP_NEEDED,
  TOTP_WRONG,
} from '@shop/contracts';
import { staff, staffCodes, staffRoles, staffSessions, stores } from '@shop/db';
import type { Locale } from '@shop/i18n';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { openStaffSession, revokeAllStaffSessions, STAFF_IDLE_MS } from '../../access/staff-sessions';
import { type AppContext, inTransaction, type StaffRef } from '../../context';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { consume, type Limit } from '../../lib/rate-limit';
import { hashPassword, verifyPassword } from '../accounts/password';
import { writeAudit } from './audit';
import { checkTotp, newTotpSecret } from './totp';

const MINUTE = 60_000;

/**
 * The back office's sign-in limits, the customers' rules on keys of their own: wrong passwords of
 * one account (counted before each check, cleared by the right one) and tries from one address.
 * Counters live in the limiter (Redis with REDIS_URL): no client can reset them.
 */
export const STAFF_LIMITS = {
  loginFailures: (email: string): Limit => ({
    key: `staff-login:fail:${email}`,
    limit: 5,
    windowMs: 15 * MINUTE,
  }),
  loginClient: (client: string): Limit => ({
    key: `staff-login:ip:${client}`,
    limit: 30,
    windowMs: 15 * MINUTE,
  }),
  codeClient: (client: string): Limit => ({
    key: `staff-code:ip:${client}`,
    limit: 20,
    windowMs: 15 * MINUTE,
  }),
};

/** How long an invitation's code is good. */
export const INVITE_TTL_MS = 7 * 24 * 60 * MINUTE;

/** Where a sign-in comes from: the audit's address, the session's device. */
export interface Device {
  client: string;
  userAgent: string;
}

type StaffRow = typeof staff.$inferSelect;

export const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

/** A new one-time code of `purpose` for a staff member; the code is returned once (for the mail). */
export async function issueStaffCode(
  ctx: AppContext,
  staffId: number,
  purpose: 'invite' | 'reset' | 'telegram',
  ttlMs = INVITE_TTL_MS,
) {
  const code = randomBytes(24).toString('base64url');
  await ctx.db.insert(staffCodes).values({
    staffId,
    purpose,
    codeHash: hashCode(code),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return code;
}

/** The staff member and the shops they work for, as `/admin/api/me` answers. */
export async function meOf(ctx: AppContext, staffId: number): Promise<Me> {
  const [person] = await ctx.db.select().from(staff).where(eq(staff.id, staffId));
  if (!person) throw new AppError(401, 'Sign in first: no valid staff token');
  const shops = await ctx.db
    .select({
      code: stores.code,
      name: stores.name,
      role: staffRoles.role,
      totpRequired: stores.staffTotpRequired,
    })
    .from(staffRoles)
    .innerJoin(stores, eq(stores.id, staffRoles.storeId))
    .where(eq(staffRoles.staffId, staffId))
    .orderBy(asc(stores.code));
  return {
    staff: {
      id: person.id,
      email: person.email,
      name: person.name,
      locale: person.locale,
      operator: person.operator,
      totp_enabled: person.totpSecret !== null,
      telegram_linked: person.telegramUserId !== null,
    },
    shops: shops.map((shop) => ({
      store_code: shop.code,
      name: shop.name.en,
      names: { en: shop.name.en, kh: shop.name.kh || shop.name.en, zh: shop.name.zh || shop.name.en },
      role: shop.role as StaffRole,
      totp_required: shop.totpRequired,
    })),
  };
}

/** Opens a session for `person` and records the sign-in in each of their shops. */
async function startSession(ctx: AppContext, person: StaffRow, device: Device, how: string) {
  return inTransaction(ctx, async (tx) => {
    const opened = await openStaffSession(tx, person.id, {
      userAgent: device.userAgent,
      address: device.client,
    });
    const shops = await tx.db
      .select({ storeId: staffRoles.storeId })
      .from(staffRoles)
      .where(eq(staffRoles.staffId, person.id));
    await writeAudit(
      tx.db,
      ...shops.map(({ storeId }) => ({
        storeId,
        staffId: person.id,
        action: how,
        entity: 'session' as const,
        entityId: opened.sessionId,
        after: { user_agent: device.userAgent.slice(0, 120) },
        channel: 'web' as const,
        address: device.client,
        requestId: ctx.requestId,
      })),
    );
    const me = await meOf(tx, person.id);
    return { token: opened.token, ...me } satisfies StaffSessionAnswer;
  });
}

// Checked against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/**
 * Signs a staff member in: e-mail and password, and the authenticator's code when they have turned
 * two-factor sign-in on (401 TOTP_NEEDED without it, TOTP_WRONG for a wrong or reused one).
 */
export async function staffLogin(
  ctx: AppContext,
  device: Device,
  input: { email: string; password: string; totp?: string },
): Promise<StaffSessionAnswer> {
  const { limiter } = ctx.deps;
  const failures = STAFF_LIMITS.loginFailures(input.email);
  await consume(limiter, [STAFF_LIMITS.loginClient(device.client)]);
  await consume(limiter, [failures]);
  const [person] = await ctx.db.select().from(staff).where(eq(staff.email, input.email));
  dummyHash ??= hashPassword('not-a-password-of-anyone');
  const ok = await verifyPassword(person?.passwordHash ?? (await dummyHash), input.password);
  if (!person?.passwordHash || !ok) throw new AppError(401, STAFF_BAD_CREDENTIALS);
  if (person.totpSecret) {
    if (!input.totp) throw new AppError(401, TOTP_NEEDED);
    await useTotp(ctx, person, person.totpSecret, input.totp, 401);
  }
  await limiter.reset(failures.key);
  return startSession(ctx, person, device, 'staff.signed_in');
}

/** Checks a code of `secret` and keeps its step, so it is not good again; refused with `status`. */
async function useTotp(ctx: AppContext, person: StaffRow, secret: string, code: string, status: 400 | 401) {
  const step = await checkTotp(secret, code, person.totpLastStep);
  if (step === null) throw new AppError(status, TOTP_WRONG);
  // Of two sign-ins with one code at once, one moves the step and the other finds it moved.
  const kept = await ctx.db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, person.id), sql`coalesce(${staff.totpLastStep}, -1) < ${step}`))
    .returning({ id: staff.id });
  if (!kept.length) throw new AppError(status, TOTP_WRONG);
}

/**
 * An invited person joins (or anyone with a reset code sets a new password): the code is used once,
 * the password set, every older session ended, and a session opened.
 */
export async function redeemCode(
  ctx: AppContext,
  device: Device,
  input: { code: string; password: string; name?: string },
): Promise<StaffSessionAnswer> {
  await consume(ctx.deps.limiter, [STAFF_LIMITS.codeClient(device.client)]);
  const passwordHash = await hashPassword(input.password);
  return inTransaction(ctx, async (tx) => {
    const [code] = await tx.db
      .update(staffCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(staffCodes.codeHash, hashCode(input.code)),
          isNull(staffCodes.usedAt),
          gt(staffCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ staffId: staffCodes.staffId, purpose: staffCodes.purpose });
    if (!code) throw badRequest('code: this invitation or reset code is unknown, used or expired');
    const [person] = await tx.db
      .update(staff)
      .set({ passwordHash, ...(input.name && code.purpose === 'invite' ? { name: input.name } : {}) })
      .where(eq(staff.id, code.staffId))
      .returning();
    if (!person) throw badRequest('code: this invitation or reset code is unknown, used or expired');
    await revokeAllStaffSessions(tx, person.id);
    return startSession(
      tx,
      person,
      device,
      code.purpose === 'invite' ? 'staff.joined' : 'staff.password_reset',
    );
  });
}

/**
 * The staff member's own sessions (signed-in devices), newest first; `current` is this call's.
 * Only those a token still opens: not ended, expired or idle too long (as `staffForToken`).
 */
export async function sessionsOf(ctx: AppContext, me: StaffRef) {
  const rows = await ctx.db
    .select()
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, me.id),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        gt(staffSessions.lastSeenAt, sql`now() - make_interval(secs => ${STAFF_IDLE_MS / 1000})`),
      ),
    )
    .orderBy(desc(staffSessions.lastSeenAt))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    user_agent: row.userAgent,
    address: row.address,
    current: row.id === me.sessionId,
  }));
}

/** A new password, the current one given; every other session ends. */
export async function changePassword(ctx: AppContext, me: StaffRef, current: string, next: string) {
  const [person] = await ctx.db.select().from(staff).where(eq(staff.id, me.id));
  if (!person?.passwordHash || !(await verifyPassword(person.passwordHash, current)))
    throw badRequest('current_password: not your current password');
  const passwordHash = await hashPassword(next);
  await inTransaction(ctx, async (tx) => {
    await tx.db.update(staff).set({ passwordHash }).where(eq(staff.id, me.id));
    await revokeAllStaffSessions(tx, me.id, me.sessionId);
  });
}

/** Starts setting up two-factor sign-in: a new secret, kept aside until a first code confirms it. */
export async function beginTotp(ctx: AppContext, me: StaffRef) {
  const { secret, uri, qrSvg } = await newTotpSecret(me.email);
  await ctx.db.update(staff).set({ totpPending: secret }).where(eq(staff.id, me.id));
  return { secret, uri, qr_svg: qrSvg };
}

/** A first code of the app confirms the secret: two-factor sign-in is on from now. */
export async function confirmTotp(ctx: AppContext, me: StaffRef, code: string) {
  const [person] = await ctx.db.select().from(staff).where(eq(staff.id, me.id));
  if (!person?.totpPending) throw conflict('Start setting up two-factor sign-in first');
  await useTotp(ctx, person, person.totpPending, code, 400);
  await ctx.db
    .update(staff)
    .set({ totpSecret: person.totpPending, totpPending: null })
    .where(eq(staff.id, me.id));
}

/** Turns two-factor sign-in off (with a current code), unless a shop of theirs asks for it. */
export async function disableTotp(ctx: AppContext, me: StaffRef, code: string) {
  const [person] = await ctx.db.select().from(staff).where(eq(staff.id, me.id));
  if (!person?.totpSecret) throw conflict('Two-factor sign-in is not on');
  const [required] = await ctx.db
    .select({ code: stores.code })
    .from(staffRoles)
    .innerJoin(stores, eq(stores.id, staffRoles.storeId))
    .where(and(eq(staffRoles.staffId, me.id), eq(stores.staffTotpRequired, true)))
    .limit(1);
  if (required) throw conflict(`Shop ${required.code} asks for two-factor sign-in: it stays on`);
  await useTotp(ctx, person, person.totpSecret, code, 400);
  await ctx.db.update(staff).set({ totpSecret: null, totpLastStep: null }).where(eq(staff.id, me.id));
}

/** The admin's language for this person. */
export async function setLocale(ctx: AppContext, me: StaffRef, locale: Locale) {
  await ctx.db.update(staff).set({ locale }).where(eq(staff.id, me.id));
}
