import { type Database, storeDomains, stores } from '@shop/db';
import { eq } from 'drizzle-orm';

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
