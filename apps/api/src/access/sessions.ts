import { createHash, randomBytes } from 'node:crypto';
import { customers, sessions } from '@shop/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StoreContext } from '../context';

/** How long a session lasts without signing in again. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Opens a session for a customer: the token is returned once and only its hash is kept. */
export async function openSession({ db, store }: StoreContext, customerId: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ storeId: store.id, customerId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The customer a bearer token signs in, in this shop only; null when unknown, expired or revoked. */
export async function customerForToken({ db, store }: StoreContext, token: string) {
  const [row] = await db
    .select({ sessionId: sessions.id, customerId: customers.id })
    .from(sessions)
    .innerJoin(customers, and(eq(customers.storeId, sessions.storeId), eq(customers.id, sessions.customerId)))
    .where(
      and(
        eq(sessions.storeId, store.id),
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession({ db, store }: StoreContext, sessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.storeId, store.id), eq(sessions.id, sessionId)));
}
