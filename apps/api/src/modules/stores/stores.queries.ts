import { storeDomains, stores } from '@shop/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext, RequestContext } from '../../context';

/** The shop a host name serves, with all its domains (null: none, or suspended); a call made before any shop is known. */
export async function findStoreByDomain({ db }: AppContext, domain: string) {
  const [row] = await db
    .select({ store: stores })
    .from(storeDomains)
    .innerJoin(stores, eq(stores.id, storeDomains.storeId))
    .where(and(eq(storeDomains.domain, domain), isNull(stores.suspendedAt)));
  if (!row) return null;
  const domains = await db
    .select({ domain: storeDomains.domain })
    .from(storeDomains)
    .where(eq(storeDomains.storeId, row.store.id));
  return { ...row.store, domains: domains.map((d) => d.domain).sort() };
}

/** The request's shop, as stored. */
export async function findStoreRow(ctx: RequestContext) {
  const [row] = await ctx.db.select().from(stores).where(eq(stores.id, ctx.store.id));
  return row ?? null;
}
