import { randomBytes } from 'node:crypto';
import { staffSessions } from '@shop/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext, StaffRef } from '../context';
import { preparedRows } from '../lib/sql';
import { hashToken } from './sessions';

// Staff sessions: a table of their own, never customers'. A token is random, returned once; only
// its SHA-256 is kept. It names no shop: the staff member's roles decide which shops it reaches.

/** How long a staff session lasts without being used: a shared shop phone should not stay signed in. */
export const STAFF_IDLE_MS = 12 * 60 * 60 * 1000;
/** How long it lasts at most, however much it is used. */
export const STAFF_SESSION_MS = 7 * 24 * 60 * 60 * 1000;
/** Staff tokens start so, which tells them apart from a customer's in logs and support. */
const PREFIX = 'st_';
/** `last_seen_at` is written at most this often per session (each call would be a write). */
const SEEN_EVERY_MS = 60_000;

export interface OpenedSession {
  token: string;
  sessionId: number;
  expiresAt: Date;
}

/** Opens a session for a staff member on the context's database; the token is returned once. */
export async function openStaffSession(
  { db }: AppContext,
  staffId: number,
  device: { userAgent: string; address: string },
): Promise<OpenedSession> {
  const token = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + STAFF_SESSION_MS);
  const [row] = await db
    .insert(staffSessions)
    .values({
      staffId,
      tokenHash: hashToken(token),
      expiresAt,
      userAgent: device.userAgent.slice(0, 300),
      address: device.address.slice(0, 64),
    })
    .returning({ id: staffSessions.id });
  if (!row) throw new Error('staff session not written');
  return { token, sessionId: row.id, expiresAt };
}

/**
 * The staff member a bearer token signs in: null when it is not a staff token, unknown, revoked,
 * past its end or idle too long. A use moves its idle clock (written once a minute at most).
 */
export async function staffForToken({ db }: AppContext, token: string): Promise<StaffRef | null> {
  if (!token.startsWith(PREFIX)) return null;
  // Every staff call asks this: prepared, planned once per connection.
  const [row] = await preparedRows<{
    sessionId: number;
    lastSeenAt: Date | string;
    id: number;
    email: string;
    name: string;
    operator: boolean;
    totp: boolean;
  }>(
    db,
    sql`select ss.id as "sessionId", ss.last_seen_at as "lastSeenAt", s.id, s.email, s.name, s.operator,
          s.totp_secret is not null as totp
        from staff_sessions ss join staff s on s.id = ss.staff_id
        where ss.token_hash = ${hashToken(token)} and ss.revoked_at is null and ss.expires_at > now()
          and ss.last_seen_at > now() - make_interval(secs => ${STAFF_IDLE_MS / 1000})
        limit 1`,
  );
  if (!row) return null;
  if (Date.now() - new Date(row.lastSeenAt).getTime() > SEEN_EVERY_MS)
    await db.update(staffSessions).set({ lastSeenAt: sql`now()` }).where(eq(staffSessions.id, row.sessionId));
  const { lastSeenAt: _, ...found } = row;
  return found;
}

/** Ends one session of a staff member (another's id changes nothing). */
export async function revokeStaffSession({ db }: AppContext, staffId: number, sessionId: number) {
  const ended = await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        eq(staffSessions.id, sessionId),
        isNull(staffSessions.revokedAt),
      ),
    )
    .returning({ id: staffSessions.id });
  return ended.length > 0;
}

/** Ends every session of a staff member, but `keep` (their current one, after a password change). */
export async function revokeAllStaffSessions({ db }: AppContext, staffId: number, keep?: number) {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        keep === undefined ? undefined : sql`${staffSessions.id} <> ${keep}`,
      ),
    );
}
