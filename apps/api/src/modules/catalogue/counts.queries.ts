import type { Database } from '@shop/db';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { rows } from './sql';

// How many active products each brand or category has. Counting means reading every product of
// the shop (100,000 in the large one), and the figures only change with the catalogue: each count is
// kept for a short while per shop.
const TTL_MS = 30_000;
const caches = new WeakMap<Database, Map<string, { at: number; value: Promise<Map<number, number>> }>>();

export function productCounts(
  ctx: RequestContext,
  by: 'brand_id' | 'category_id',
  categoryId?: number,
): Promise<Map<number, number>> {
  let cache = caches.get(ctx.deps.db);
  if (!cache) {
    cache = new Map();
    caches.set(ctx.deps.db, cache);
  }
  const key = `${ctx.store.id}/${by}/${categoryId ?? ''}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const column = sql.raw(by);
  const value = rows<{ id: number; n: number }>(
    ctx.deps.db,
    sql`select ${column} as id, count(*)::int as n from products
        where store_id = ${ctx.store.id} and active ${categoryId === undefined ? sql`` : sql`and category_id = ${categoryId}`}
        and ${column} is not null group by ${column}`,
  ).then((list) => new Map(list.map((r) => [r.id, r.n])));
  value.catch(() => cache.delete(key));
  if (cache.size > 2000) cache.clear();
  cache.set(key, { at: Date.now(), value });
  return value;
}
