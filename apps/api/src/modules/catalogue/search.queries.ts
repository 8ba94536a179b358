import type { Database } from '@shop/db';
import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { PAID, preparedRows, rows } from './sql';

/** `%`, `_` and `\` in a search term are literal characters, not patterns. */
export const likeEscape = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Terms of Latin letters this long may also match with a light typo (ranked below real matches). */
const TYPO_MIN_LENGTH = 4;

/**
 * A search pages through at most this many products and counts no further: `total` is
 * `min(matches, 500)`, pages past it are empty. Counting every one of the 8,000 products "sams"
 * matches in the 100,000-product shop is what made a search slow. See docs/decisions/004-search.md.
 */
export const SEARCH_CAP = 500;
/**
 * Products read for light typos, the last resort of a search that found too few real matches: each
 * costs a similarity computation, so a typo search ranks the first 100 similar products it finds.
 */
const TYPO_READ = 100;

export interface SearchTerm {
  /** Lower case, blanks collapsed. */
  text: string;
  length: number;
}

export function searchTerm(raw: string): SearchTerm | null {
  const text = raw.trim().replace(/\s+/g, ' ').toLowerCase();
  const length = [...text].length;
  return length ? { text, length } : null;
}

/** English-looking terms long enough to be matched with a light typo. */
export const allowsTypos = (term: SearchTerm) =>
  term.length >= TYPO_MIN_LENGTH && /^[a-z0-9 .+-]+$/.test(term.text);

export type SearchSort = 'relevance' | 'newest' | 'price_asc' | 'price_desc';

export interface SearchQuery {
  term: SearchTerm;
  /** The shop's listing filter on `p` (active products, brand, category, price…). */
  where: SQL;
  /** The listing order of the filter on `p` for each sort but relevance (newest for relevance). */
  order: SQL;
  sort: SearchSort;
  offset: number;
  perPage: number;
  /** On a first page the real matches do not fill, add products whose names are a light typo away. */
  typos: boolean;
}

/**
 * How many products in listing order a tier reads before it turns to its index: about √(0.7·n·M)
 * for n wanted rows of a shop of M = 100,000 products, which balances the read that finds nothing
 * against the index lookup that follows it. 1,040 rows for a page of 12.
 */
const walkBudget = (wanted: number) => Math.ceil(300 * Math.sqrt(wanted));

/**
 * One page of a search's product ids in rank order and the number of matches (at most
 * `SEARCH_CAP`), in one query.
 *
 * The matches are read in tiers, each the first `n = offset + perPage` products of its kind in
 * listing order (newest first, or by price), and ranked tier by tier: 0 a whole name, 1 the start
 * of a name, 2 a part of a name, in any language, 3 the brand name, 4 (only when asked, and only
 * when the others found less than a page) a light English typo. A product counts in its best
 * tier. Because every tier lists its first `n`, the first `n` of the ranking are exact, and so is
 * every page, whatever the number of matches.
 *
 * How a tier finds its first `n` decides the cost. A term many products match ("sams": 8,000 of
 * 100,000) is found by reading products in listing order off the listing index until `n` match,
 * a few hundred rows; a rare one ("b0012": 11) off the trigram or character index, which lists
 * every match. Which one a term is, is found out rather than guessed from statistics: the tier
 * reads at most `walkBudget(n)` products in listing order, and only when fewer than `n` of them
 * match does it ask the index (the term then matches about one product in 90 or fewer, so the
 * index has few rows to give). Whole names and brands have precise indexes of their own.
 *
 * The total is counted only when a tier was cut at `n`; otherwise every match is in the tiers.
 * The statement is prepared once per connection with a generic plan (see `preparedRows`): its
 * reads are fixed by its shape, not by the term.
 */
export async function searchPage(ctx: RequestContext, q: SearchQuery) {
  const { term, where, order, offset, perPage } = q;
  const n = offset + perPage;
  if (offset >= SEARCH_CAP) return { ids: [], total: await countMatches(ctx, q) };
  const store = ctx.store.id;
  const contains = `%${likeEscape(term.text)}%`;
  const listed = LIST_ORDER[q.sort];
  // At most `walkBudget(n)` products in listing order, the first `n` that match; with `gate`,
  // only when it holds.
  const walk = (pred: SQL, gate: SQL = sql`true`) =>
    sql`select w.id, w.created_at, w.paid from (
          select p.id, p.created_at, ${PAID} as paid, p.search_text, p.brand_id from products p
          where ${where} order by ${order} limit ${walkBudget(n)}
        ) w where ${gate} and ${pred} limit ${n}`;
  // Every match off the predicate's own index (the subquery keeps the planner from reading in
  // listing order instead), the first `n` of them in listing order.
  const indexed = (pred: SQL, gate: SQL) =>
    sql`select * from (
          select p.id, p.created_at, ${PAID} as paid from products p where ${where} and ${gate} and ${pred}
          offset 0
        ) f order by ${listed} limit ${n}`;
  const brands = sql`(select ids from brands)::int[]`;
  const partOfName = containsTerm(term, contains);

  // The tiers: CTEs of `(id, created_at, paid)` rows named after them, with their rank.
  const ctes: SQL[] = [sql`brands as (${matchingBrands(ctx, contains)})`];
  const tiers: { name: string; rank: number }[] = [];
  const tier = (name: string, rank: number, query: SQL) => {
    ctes.push(sql`${sql.raw(name)} as (${query})`);
    tiers.push({ name, rank });
  };
  const full = (read: string) => sql`(select count(*) from ${sql.raw(read)}) = ${n}`;
  // The walk's rows when it found `n`, else the index's.
  const walked = (name: string, rank: number, walkPred: SQL, indexPred: SQL, gate?: SQL) => {
    const read = `${name}_read`;
    ctes.push(sql`${sql.raw(read)} as materialized (${walk(walkPred, gate)})`);
    tier(
      name,
      rank,
      sql`select * from ${sql.raw(read)} where ${full(read)}
          union all
          (${indexed(indexPred, sql`not ${full(read)}`)})`,
    );
  };
  if (q.sort === 'relevance') {
    tier(
      'whole',
      0,
      sql`select p.id, p.created_at, ${PAID} as paid from products p
          where ${where} and p.id in (select t.product_id from product_translations t
                                      where t.store_id = ${store} and lower(t.name) collate "C" = ${term.text})
          order by ${order} limit ${n}`,
    );
    walked('part', 2, sql`w.search_text like ${contains}`, partOfName);
    // The starts of names are a part of the parts: when parts are rare, so are they, and the
    // walk is skipped. Their index is the btree of names in byte order, read as a range.
    walked(
      'prefix',
      1,
      sql`w.search_text like ${`%\n${likeEscape(term.text)}%`}`,
      sql`p.id in (select t.product_id from product_translations t
                   where t.store_id = ${store} and lower(t.name) collate "C" >= ${term.text}
                     and lower(t.name) collate "C" < ${`${term.text}\u{10FFFF}`})`,
      full('part_read'),
    );
    // Each matching brand's first products off (store, brand, created_at): brands are few.
    tier(
      'brand',
      3,
      sql`select x.* from unnest(${brands}) b(id)
          cross join lateral (
            select p.id, p.created_at, ${PAID} as paid from products p
            where ${where} and p.brand_id = b.id order by ${order} limit ${n}
          ) x
          order by ${listed} limit ${n}`,
    );
  } else {
    walked(
      'matched',
      2,
      sql`(w.search_text like ${contains} or w.brand_id = any(${brands}))`,
      sql`(${partOfName} or p.brand_id = any(${brands}))`,
    );
  }
  ctes.push(sql`hits as (
    select id, min(rank) as rank, created_at, paid from (${sql.join(
      tiers.map(({ name, rank }) => sql`select *, ${sql.raw(String(rank))} as rank from ${sql.raw(name)}`),
      sql` union all `,
    )}) tiers group by id, created_at, paid)`);
  // Every tier shorter than `n` holds all its matches: then the hits are all there is.
  const complete = sql.join(
    tiers.map(({ name }) => sql`(select count(*) from ${sql.raw(name)}) < ${n}`),
    sql` and `,
  );
  const [found] = await preparedRows<{ ids: number[]; total: number }>(
    ctx.deps.db,
    sql`with ${sql.join(ctes, sql`, `)}
        select coalesce((select json_agg(id order by ${HIT_ORDER[q.sort]}) from (
                  select * from hits order by ${HIT_ORDER[q.sort]} offset ${offset} limit ${perPage}) page), '[]') as ids,
          case when ${complete} then least((select count(*) from hits), ${SEARCH_CAP})::int
               else (${capped(q, contains)}) end as total`,
  );
  const ids = found?.ids ?? [];
  const total = found?.total ?? 0;
  // Light typos are the last resort of a first page the real matches do not fill.
  if (q.typos && q.sort === 'relevance' && offset === 0 && ids.length < perPage && allowsTypos(term)) {
    const similar = await lightTypos(ctx, q, ids);
    const page = [...ids, ...similar].slice(0, perPage);
    return { ids: page, total: page.length };
  }
  return { ids, total };
}

/**
 * Products whose names hold a word like the term (`<%`, pg_trgm word similarity at least 0.45),
 * not among `found`, most similar first: of the first `TYPO_READ` the trigram index gives. The
 * planner would rather read products in listing order and compute the similarity of each (20 µs
 * on a product's three names) until it has them, thousands of times for a term like "samsnug":
 * its scans are turned off for this one statement, leaving the index.
 */
async function lightTypos(ctx: RequestContext, q: SearchQuery, found: number[]) {
  const { term } = q;
  return ctx.deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    const similar = await rows<{ id: number }>(
      tx as unknown as Database,
      sql`select id from (
            select p.id, word_similarity(${term.text}, p.search_text) as sim, p.created_at from products p
            where ${q.where} and ${term.text} <% p.search_text and p.search_text not like ${`%${likeEscape(term.text)}%`}
            limit ${TYPO_READ}
          ) f where id <> all(${`{${found.join(',')}}`}::int[])
          order by sim desc, created_at desc nulls last, id desc nulls last limit ${q.perPage}`,
    );
    return similar.map((r) => r.id);
  });
}

// The listing orders over the columns `(id, created_at, paid)` of a tier.
const LIST_ORDER: Record<SearchSort, SQL> = {
  relevance: sql`created_at desc nulls last, id desc nulls last`,
  newest: sql`created_at desc nulls last, id desc nulls last`,
  price_asc: sql`paid asc, id asc`,
  price_desc: sql`paid desc, id desc`,
};

// The ranking of `hits`.
const HIT_ORDER: Record<SearchSort, SQL> = {
  ...LIST_ORDER,
  relevance: sql`rank, ${LIST_ORDER.relevance}`,
};

/** The ids of the shop's brands whose name, in any language, contains the term (`brands.ids`). */
const matchingBrands = (ctx: RequestContext, contains: string) =>
  sql`select coalesce(array_agg(distinct b.brand_id), '{}') as ids from brand_translations b
      where b.store_id = ${ctx.store.id} and lower(b.name) like ${contains}`;

/**
 * `p.search_text` contains the term, as an index can serve it: trigrams for three characters or
 * more; for one or two, the characters and pairs of `shop_search_grams`, which is then exact
 * (a pair of the name is two characters side by side, neither a blank), so the costly function
 * never runs on a row (a trigram condition beside it would make the scan recheck every row).
 */
const containsTerm = (term: SearchTerm, contains: string) =>
  term.length < 3
    ? sql`shop_search_grams(p.search_text) @> array[${term.text}]::text[]`
    : sql`p.search_text like ${contains}`;

/** The number of matches of a name or brand, counted up to `SEARCH_CAP`, over `brands`. */
function capped(q: SearchQuery, contains: string) {
  return sql`select count(*)::int from (
      select 1 from products p
      where ${q.where} and (${containsTerm(q.term, contains)} or p.brand_id = any((select ids from brands)::int[]))
      limit ${SEARCH_CAP}) c`;
}

/** `capped` alone, for pages past the cap. */
async function countMatches(ctx: RequestContext, q: SearchQuery) {
  const contains = `%${likeEscape(q.term.text)}%`;
  const [row] = await rows<{ total: number }>(
    ctx.deps.db,
    sql`with brands as (${matchingBrands(ctx, contains)}) select (${capped(q, contains)}) as total`,
  );
  return row?.total ?? 0;
}
