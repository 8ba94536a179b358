import type { Database } from '@shop/db';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { rows } from './sql';

// Counting means reading every matching product (100,000 in the large shop), and the figures only
// change with the catalogue, which changes rarely: each count is kept for a short while per shop.
const COUNT_TTL_MS = 30_000;
// Search suggestions are asked for on every keystroke, the same few terms by many shoppers: an
// answer is kept a few seconds (Deps.searchCacheMs), so a changed product shows in search that
// much later.
const SEARCH_TTL_MS = 5_000;
const MAX_ENTRIES = 2000;

type Cache = Map<string, { at: number; value: Promise<unknown> }>;
const caches = new WeakMap<Database, { counts: Cache; searches: Cache }>();

/** `load()`'s answer kept for `ttl` per database and shop; a failed load is not kept. */
function remember<T>(
  ctx: RequestContext,
  kind: 'counts' | 'searches',
  key: string,
  ttl: number,
  load: () => Promise<T>,
): Promise<T> {
  let both = caches.get(ctx.deps.db);
  if (!both) {
    both = { counts: new Map(), searches: new Map() };
    caches.set(ctx.deps.db, both);
  }
  const cache = both[kind];
  const fullKey = `${ctx.store.id}/${key}`;
  const hit = cache.get(fullKey);
  if (hit && Date.now() - hit.at < ttl) return hit.value as Promise<T>;
  const value = load();
  value.catch(() => cache.delete(fullKey));
  // Oldest first: a Map iterates in insertion order, so dropping the first entries evicts the oldest.
  if (cache.size >= MAX_ENTRIES) {
    for (const old of cache.keys()) {
      cache.delete(old);
      if (cache.size < MAX_ENTRIES / 2) break;
    }
  }
  cache.delete(fullKey);
  cache.set(fullKey, { at: Date.now(), value });
  return value;
}

/** The number of products of a listing filter (its JSON as the key), kept 30 s. */
export function cachedCount(ctx: RequestContext, key: string, count: () => Promise<number>) {
  return remember(ctx, 'counts', `count/${key}`, COUNT_TTL_MS, count);
}

/** A search's page in the request's language (its parameters as the key), kept 5 s. */
export function cachedSearch<T>(ctx: RequestContext, key: string, search: () => Promise<T>) {
  const ttl = ctx.deps.searchCacheMs ?? SEARCH_TTL_MS;
  if (ttl <= 0) return search();
  return remember(ctx, 'searches', `${ctx.locale}/${key}`, ttl, search);
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
  return remember(ctx, 'counts', `${by}/${categoryId ?? ''}/${promotions}`, COUNT_TTL_MS, () =>
    rows<{ id: number; n: number }>(
      ctx.deps.db,
      sql`select ${column} as id, count(*)::int as n from products
          where store_id = ${ctx.store.id} and active ${categoryId === undefined ? sql`` : sql`and category_id = ${categoryId}`}
          ${promotions ? sql`and promo_price_cents is not null` : sql``}
          and ${column} is not null group by ${column}`,
    ).then((list) => new Map(list.map((r) => [r.id, r.n]))),
  );
}
