import { stores } from '@shop/db';
import { eq, sql } from 'drizzle-orm';
import type { AppContext, StoreRef } from '../context';
import { cachePerDatabase } from '../lib/cache';

/** A shop as a call finds it: whether the platform's operator suspended it, too. */
export interface FoundStore extends StoreRef {
  suspended: boolean;
}

// Shops change rarely and every call resolves one: lookups are kept for a short while.
const storesByCode = cachePerDatabase<FoundStore | null>({ max: 1000, ttlMs: 30_000 });

/** The shop of a store code (any case), or null. */
export function findStoreByCode({ db }: AppContext, code: string): Promise<FoundStore | null> {
  const key = code.toUpperCase();
  return storesByCode(db).get(key, async () => {
    const [row] = await db
      .select({
        id: stores.id,
        code: stores.code,
        suspended: sql<boolean>`${stores.suspendedAt} is not null`,
      })
      .from(stores)
      .where(eq(stores.code, key));
    return row ?? null;
  });
}

/** Forgets this process's lookup of a shop (suspended or resumed): its next call reads it again. */
export function forgetStore({ db }: AppContext, code: string): void {
  storesByCode(db).delete(code.toUpperCase());
}
