import type { DeviceBrand } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { rows } from '../../lib/sql';

interface FitRow {
  brand: string;
  /** Null on a maker's own row (the grouping set of the brand alone). */
  model: string | null;
  count: number;
}

/**
 * The devices the shop's active parts fit (optionally of one category), by maker and model, each
 * with how many parts fit it: makers with most parts first, models by name (numbers in order, so
 * 'iPhone 9' comes before 'iPhone 11'). One read: the grouping sets give each model's count and
 * each maker's count of distinct parts (not the sum over its models: one part may fit several).
 */
export async function listDevices(ctx: RequestContext, categoryId?: number): Promise<DeviceBrand[]> {
  const category = categoryId === undefined ? sql`` : sql` and p.category_id = ${categoryId}`;
  const list = await rows<FitRow>(
    ctx.db,
    sql`select f.device_brand as brand, f.device_model as model, count(distinct f.product_id)::int as count
        from product_device_fits f
        join products p on p.store_id = f.store_id and p.id = f.product_id
        where f.store_id = ${ctx.store.id} and p.active${category}
        group by grouping sets ((f.device_brand, f.device_model), (f.device_brand))`,
  );
  const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const brands = new Map<string, DeviceBrand>();
  for (const row of list) {
    const brand = brands.get(row.brand) ?? { brand: row.brand, count: 0, models: [] };
    if (row.model === null) brand.count = row.count;
    else brand.models.push({ model: row.model, count: row.count });
    brands.set(row.brand, brand);
  }
  return [...brands.values()]
    .map((b) => ({ ...b, models: b.models.sort((x, y) => byName.compare(x.model, y.model)) }))
    .sort((a, b) => b.count - a.count || byName.compare(a.brand, b.brand));
}
