import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { verificationCodes } from '@shop/db';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { inTransaction, type StoreContext, type StoreRef } from '../../context';
import { badRequest } from '../../lib/errors';

export type CodePurpose = 'otp' | 'password_reset';

/** Wrong guesses a code takes before it is burnt. */
export const MAX_CODE_ATTEMPTS = 5;

// A 6-digit code has a million values: the hash is keyed by shop, purpose and target so one
// precomputed table does not fit every row. The codes live minutes, which is what protects them.
const hashCode = (store: StoreRef, purpose: CodePurpose, target: string, code: string) =>
  createHash('sha256').update(`${store.id}:${purpose}:${target}:${code}`).digest('hex');

/** The unused codes of a purpose and target in a shop. */
const unused = (store: StoreRef, purpose: CodePurpose, target: string) =>
  and(
    eq(verificationCodes.storeId, store.id),
    eq(verificationCodes.purpose, purpose),
    eq(verificationCodes.target, target),
    isNull(verificationCodes.usedAt),
  );

/** Makes a new 6-digit code for a target; older unused codes of the same purpose stop working. */
export async function issueCode(
  ctx: StoreContext,
  input: { purpose: CodePurpose; target: string; customerId: number; ttlMs: number },
) {
  const { store } = ctx;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await inTransaction(ctx, async ({ db: tx }) => {
    await tx
      .update(verificationCodes)
      .set({ usedAt: sql`now()` })
      .where(unused(store, input.purpose, input.target));
    await tx.insert(verificationCodes).values({
      storeId: store.id,
      purpose: input.purpose,
      target: input.target,
      customerId: input.customerId,
      codeHash: hashCode(store, input.purpose, input.target, code),
      expiresAt: new Date(Date.now() + input.ttlMs),
    });
  });
  return code;
}

/**
 * Uses the live code of a target: right, it is spent and its customer returned; wrong, the try
 * stays counted and the fifth burns it. Unknown, expired, used, exhausted and wrong codes all get
 * the same 400, so the answer tells nothing more than "not this code".
 */
export async function useCode(
  { db, store }: StoreContext,
  input: { purpose: CodePurpose; target: string; code: string; field: string },
) {
  const invalid = badRequest(`${input.field}: the code is invalid or expired; ask for a new one`);
  const [live] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(unused(store, input.purpose, input.target), gt(verificationCodes.expiresAt, sql`now()`)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!live) throw invalid;
  const key = and(
    eq(verificationCodes.storeId, store.id),
    eq(verificationCodes.id, live.id),
    isNull(verificationCodes.usedAt),
  );
  // The try is counted before the comparison, by one statement that succeeds only while tries
  // remain: however many guesses come at once, at most MAX_CODE_ATTEMPTS are compared.
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(key, lt(verificationCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ attempts: verificationCodes.attempts, codeHash: verificationCodes.codeHash });
  if (!row) throw invalid;
  const given = Buffer.from(hashCode(store, input.purpose, input.target, input.code));
  if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
    if (row.attempts >= MAX_CODE_ATTEMPTS)
      await db.update(verificationCodes).set({ usedAt: sql`now()` }).where(key);
    throw invalid;
  }
  // Spent only if nobody spent it in between: two calls with the same code, one wins.
  const [spent] = await db
    .update(verificationCodes)
    .set({ usedAt: sql`now()` })
    .where(key)
    .returning({ customerId: verificationCodes.customerId });
  if (!spent?.customerId) throw invalid;
  return spent.customerId;
}
