import { count, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { customers, stores } from '../schema/index';
import { catalogueFor, demoStores } from './catalogue/index';
import type { SeedStore } from './catalogue/types';
import { seedMissingShopContent } from './content/index';
import { seedMissingPcParts } from './pc-parts';
import { DEMO_STAFF_PASSWORD, seedDemoStaff } from './staff';
import {
  DEMO_CUSTOMER,
  type SeedDeps,
  seedMissingDeviceFits,
  seedMissingSpecTranslations,
  seedStore,
} from './store';

export { catalogueFor, demoStores } from './catalogue/index';
export type * from './catalogue/types';
export { DEMO_AFTERSALES } from './content/aftersales';
export { mediaPaths } from './media-paths';
export { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedDemoStaffOnce } from './staff';
export { DEMO_CUSTOMER, type SeedDeps, seedMissingSpecTranslations, seedStore } from './store';

/** True when no shop exists yet: the first start of a new database. */
/**
 * The demo's orders are history, not news: what the triggers of migration 0021 queued for the
 * shops' Telegram groups in this transaction (its rows are made at its own now()) is not sent.
 */
async function forgetSeededNews(db: Database) {
  await db.execute(sql`delete from telegram_outbox where created_at = now()`);
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(stores);
  return (row?.n ?? 0) === 0;
}

/**
 * Creates the demo shops with their catalogues and the demo customer, in one transaction, unless
 * shops already exist. Safe to call from several processes: the advisory lock makes the second wait
 * and then find the data there.
 */
export async function seedDemo(
  db: Database,
  deps: SeedDeps,
  only: SeedStore[] = demoStores,
): Promise<boolean> {
  const passwordHash = await deps.hashPassword(DEMO_CUSTOMER.password);
  const staffHash = await deps.hashPassword(DEMO_STAFF_PASSWORD);
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7301002)`);
    if (!(await isEmpty(tx as unknown as Database))) return false;
    for (const store of only) {
      await seedStore(tx as unknown as Database, store, catalogueFor(store.code), passwordHash);
    }
    await seedDemoStaff(tx as unknown as Database, staffHash);
    await forgetSeededNews(tx as unknown as Database);
    return true;
  });
  if (!created) await seedMissingContent(db, only, staffHash);
  // Search chooses its reads from the planner's statistics, and PGlite has no autovacuum to
  // gather them: a new catalogue gets them at once.
  if (created) await db.execute(sql`analyze`);
  return created;
}

/**
 * The content of issue 12 (help, policy, news, services, demo orders) and the PC parts' facts of
 * issue 13 for a demo shop created before they existed: a database kept from an older version gets
 * each missing part on its next start (`seedMissingShopContent`, `seedMissingPcParts`); a part
 * already there is left alone.
 */
async function seedMissingContent(db: Database, only: SeedStore[], staffHash: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7301002)`);
    // The back office's demo staff (issue 29) for demo shops made before it.
    await seedDemoStaff(tx as unknown as Database, staffHash);
    for (const store of only) {
      const [row] = await tx
        .select({
          id: stores.id,
          customerId: sql<
            number | null
          >`(select min(${customers.id}) from ${customers} where ${customers.storeId} = ${stores.id} and ${customers.email} = ${DEMO_CUSTOMER.email})`,
        })
        .from(stores)
        .where(sql`${stores.code} = ${store.code}`);
      if (!row) continue;
      await seedMissingDeviceFits(tx as unknown as Database, row.id, catalogueFor(store.code).products);
      // Specification values in Khmer and Chinese (issue 14) for specs seeded in English only.
      await seedMissingSpecTranslations(tx as unknown as Database, row.id);
      // The PC builder's facts (issue 13) for parts seeded before products.pc_part existed.
      await seedMissingPcParts(tx as unknown as Database, row.id, store.code);
      if (!row.customerId) continue;
      await seedMissingShopContent({
        db: tx as unknown as Database,
        storeId: row.id,
        code: store.code,
        customerId: row.customerId,
      });
    }
    await forgetSeededNews(tx as unknown as Database);
  });
}

export { IMAGE_MOTIFS } from './catalogue/types';
export { largeCatalogue, seedLargeStore } from './large';
export { seedMissingPcParts } from './pc-parts';
