import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { catalogueFor } from './catalogue/index';
import type { StoreCode } from './catalogue/types';

/**
 * The PC builder's facts (products.pc_part, migration 0013) for a demo shop seeded before they
 * existed: each of its products that the catalogue gives facts and that has none yet gets them,
 * matched by slug, in one statement. A product that already has facts (or that the shop renamed)
 * is left alone, so a second run changes nothing. Answers how many products got facts.
 */
export async function seedMissingPcParts(db: Database, storeId: number, code: StoreCode): Promise<number> {
  const facts = Object.fromEntries(
    catalogueFor(code).products.flatMap((p) => (p.pcPart ? [[p.key, p.pcPart]] : [])),
  );
  if (!Object.keys(facts).length) return 0;
  const result = await db.execute(
    sql`update products p set pc_part = f.value
        from jsonb_each(${JSON.stringify(facts)}::jsonb) f
        where p.store_id = ${storeId} and p.slug = f.key and p.pc_part is null
        returning p.id`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length;
}
