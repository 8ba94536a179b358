import { stores } from '@shop/db';
import { eq } from 'drizzle-orm';
import type { AppContext, StoreRef } from '../context';
import { cachePerDatabase } from '../lib/cache';

// Shops change rarely and every call resolves one: lookups are kept for a short while.
const storesByCode = cachePerDatabase<StoreRef | null>({ max: 1000, ttlMs: 30_000 });

/** The shop of a store code (any case), or null. */
export function findStoreByCode({ db }: AppContext, code: string): Promise<StoreRef | null> {
  const key = code.toUpperCase();
  return storesByCode(db).get(key, async () => {
    const [row] = await db
      .select({ id: stores.id, code: stores.code })
      .from(stores)
      .where(eq(stores.code, key));
    return row ?? null;
  });
}
