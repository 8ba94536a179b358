import { type Database, storeDomains, stores } from '@shop/db';
import { eq } from 'drizzle-orm';
import type { StoreRef } from '../../context';

// Shops change rarely and every call resolves one: keep lookups for a short while.
const TTL_MS = 30_000;
const byCode = new WeakMap<Database, Map<string, { value: StoreRef | null; expires: number }>>();

export async function findStoreByCode(db: Database, code: string): Promise<StoreRef | null> {
  let cache = byCode.get(db);
  if (!cache) {
    cache = new Map();
    byCode.set(db, cache);
  }
  const key = code.toUpperCase();
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.value;
  const [row] = await db
    .select({ id: stores.id, code: stores.code })
    .from(stores)
    .where(eq(stores.code, key));
  const value = row ?? null;
  if (cache.size > 1000) cache.clear();
  cache.set(key, { value, expires: Date.now() + TTL_MS });
  return value;
}

export async function findStoreByDomain(db: Database, domain: string) {
  const [row] = await db
    .select({ store: stores })
    .from(storeDomains)
    .innerJoin(stores, eq(stores.id, storeDomains.storeId))
    .where(eq(storeDomains.domain, domain));
  if (!row) return null;
  const domains = await db
    .select({ domain: storeDomains.domain })
    .from(storeDomains)
    .where(eq(storeDomains.storeId, row.store.id));
  return { ...row.store, domains: domains.map((d) => d.domain).sort() };
}

export async function findStoreRow(db: Database, id: number) {
  const [row] = await db.select().from(stores).where(eq(stores.id, id));
  return row ?? null;
}
