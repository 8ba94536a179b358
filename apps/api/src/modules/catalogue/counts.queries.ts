import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { cachePerDatabase } from '../../lib/cache';
import { rows } from '../../lib/sql';

// Counting means reading every matching product (100,000 in the large shop), and the figures only
// change with the catalogue, which changes rarely: each count is kept for a short while per shop.
const COUNT_TTL_MS = 30_000;
// Search suggestions are asked for on every keystroke, the same few terms by many shoppers: an
// answer is kept a few seconds (Deps.searchCacheMs), so a changed product shows in search that
// much later.
const SEARCH_TTL_MS = 5_000;
const MAX_ENTRIES = 2000;

const counts = cachePerDatabase<unknown>({ max: MAX_ENTRIES, ttlMs: COUNT_TTL_MS });
const searches = cachePerDatabase<unknown>({ max: MAX_ENTRIES, ttlMs: SEARCH_TTL_MS });

/** The number of products of a listing filter (its JSON as the key), kept 30 s. */
export function cachedCount(ctx: RequestContext, key: string, count: () => Promise<number>) {
  return keptCount(ctx, `count/${key}`, count);
}

function keptCount<T>(ctx: RequestContext, key: string, load: () => Promise<T>): Promise<T> {
  return counts(ctx.db).get(`${ctx.store.id}/${key}`, load) as Promise<T>;
}

/** A search's page in the request's language (its parameters as the key), kept 5 s. */
export function cachedSearch<T>(ctx: RequestContext, key: string, search: () => Promise<T>): Promise<T> {
  const ttl = ctx.deps.searchCacheMs ?? SEARCH_TTL_MS;
  if (ttl <= 0) return search();
  return searches(ctx.db).get(`${ctx.store.id}/${ctx.locale}/${key}`, search, ttl) as Promise<T>;
}

/**
 * How many active products each brand or category has (in one category, or on promotion, when
 * asked), kept 30 s.
 */
export function productCounts(
  ctx: RequestContext,
  by: 'brand_id' | 'category_id',
  scope: { categoryId?: number; promotions?: boolean } = {},
): Promise<Map<number, number>> {
  const column = sql.raw(by);
  const { categoryId, promotions = false } = scope;
  return keptCount(ctx, `${by}/${categoryId ?? ''}/${promotions}`, () =>
    rows<{ id: number; n: number }>(
      ctx.db,
      sql`select ${column} as id, count(*)::int as n from products
          where store_id = ${ctx.store.id} and active ${categoryId === undefined ? sql`` : sql`and category_id = ${categoryId}`}
          ${promotions ? sql`and promo_price_cents is not null` : sql``}
          and ${column} is not null group by ${column}`,
    ).then((list) => new Map(list.map((r) => [r.id, r.n]))),
  );
}
