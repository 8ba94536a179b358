// A demo shop's own content beyond the catalogue: help center, policy and news (help.ts), demo
// orders with warranty units, tracking and repair tickets (aftersales.ts), and its services and
// technicians (services.ts). Run by seedStore after the catalogue and the demo customer, and by
// seedMissingContent for a demo shop created before this content existed.
import { sql } from 'drizzle-orm';
import { helpCategories, newsPosts, policySections, serviceCategories } from '../../schema/index';
import { seedAftersales } from './aftersales';
import { seedHelp } from './help';
import { seedServices } from './services';
import type { ContentSeed } from './types';

export type { ContentSeed } from './types';

export async function seedShopContent(seed: ContentSeed): Promise<void> {
  await seedHelp(seed);
  await seedServices(seed);
  await seedAftersales(seed);
}

/**
 * Each part a demo shop lacks, for a shop created before the part existed: help, policy and news
 * when it has none of them, services when it has no service category; the after-sales demo when
 * its tickets are missing (its own check). A part already there is left alone, so a second run
 * changes nothing.
 */
export async function seedMissingShopContent(seed: ContentSeed): Promise<void> {
  const has = async (
    table: typeof helpCategories | typeof policySections | typeof newsPosts | typeof serviceCategories,
  ) =>
    (
      await seed.db
        .select({ one: sql`1` })
        .from(table)
        .where(sql`${table.storeId} = ${seed.storeId}`)
        .limit(1)
    ).length > 0;
  if (!(await has(helpCategories)) && !(await has(policySections)) && !(await has(newsPosts)))
    await seedHelp(seed);
  if (!(await has(serviceCategories))) await seedServices(seed);
  await seedAftersales(seed);
}
