import type { DeviceBrand } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { rows } from '../../lib/sql';

interface FitRow {
  brand: string;
  model: string;
  count: number;
}

/**
 * The devices the shop's active parts fit (optionally of one category), by maker and model, each
 * with how many parts fit it: makers with most parts first, models by name (numbers in order, so
 * 'iPhone 9' comes before 'iPhone 11').
 */
export async function listDevices(ctx: RequestContext, categoryId?: number): Promise<DeviceBrand[]> {
  const category = categoryId === undefined ? sql`` : sql` and p.category_id = ${categoryId}`;
  const list = await rows<FitRow>(
    ctx.deps.db,
    sql`select f.device_brand as brand, f.device_model as model, count(*)::int as count
        from product_device_fits f
        join products p on p.store_id = f.store_id and p.id = f.product_id
        where f.store_id = ${ctx.store.id} and p.active${category}
        group by f.device_brand, f.device_model`,
  );
  const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const brands = new Map<string, DeviceBrand>();
  for (const row of list) {
    const brand = brands.get(row.brand) ?? { brand: row.brand, count: 0, models: [] };
    brand.models.push({ model: row.model, count: row.count });
    brands.set(row.brand, brand);
  }
  // A maker's count is of its distinct parts, not the sum over models (one part may fit several).
  const partCounts = await rows<{ brand: string; count: number }>(
    ctx.deps.db,
    sql`select f.device_brand as brand, count(distinct f.product_id)::int as count
        from product_device_fits f
        join products p on p.store_id = f.store_id and p.id = f.product_id
        where f.store_id = ${ctx.store.id} and p.active${category}
        group by f.device_brand`,
  );
  for (const row of partCounts) {
    const brand = brands.get(row.brand);
    if (brand) brand.count = row.count;
  }
  return [...brands.values()]
    .map((b) => ({ ...b, models: b.models.sort((x, y) => byName.compare(x.model, y.model)) }))
    .sort((a, b) => b.count - a.count || byName.compare(a.brand, b.brand));
}
