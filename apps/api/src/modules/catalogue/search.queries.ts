import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { indexedRows, PAID, preparedRows, rows } from '../../lib/sql';

/** `%`, `_` and `\` in a search term are literal characters, not patterns. */
const likeEscape = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Terms of Latin letters this long may also match with a light typo (ranked below real matches). */
const TYPO_MIN_LENGTH = 4;

/**
 * A search pages through at most this many products: pages past it are empty. See
 * docs/decisions/004-search.md.
 */
export const SEARCH_CAP = 500;
/**
 * A search counts its matches up to this many pages past the page asked, and no further: `total`
 * is exact below that, and `total_capped` says when more match. Counting the 8,000 products
 * "sams" matches in the 100,000-product shop cost more than finding the page.
 */
const PAGES_AHEAD = 4;
/**
 * Products read for light typos, the last resort of a search that found too few real matches: each
 * costs a similarity computation, so a typo search ranks the first 24 similar products it finds.
 */
const TYPO_READ = 24;

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
const allowsTypos = (term: SearchTerm) => term.length >= TYPO_MIN_LENGTH && /^[a-z0-9 .+-]+$/.test(term.text);

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
}

/** A page of a search: its ids in rank order, and the matches counted (more when `capped`). */
export interface SearchPage {
  ids: number[];
  total: number;
  capped: boolean;
}

/**
 * How many products a tier reads in listing order before it turns to its index. Reading costs
 * about 1 µs a product; the index about `perMatch` µs for each match it gives: 0.5 for the
 * trigram and character indexes, 5 for the btree of names, whose products are then looked up one
 * by one. √(perMatch·n·M) makes the worst cases of the two equal for n wanted rows of a shop of
 * M = 100,000 products: for a page of 12, 775 products before the trigram index, 2,450 before
 * the names.
 */
const walkBudget = (wanted: number, perMatch: number) => Math.ceil(Math.sqrt(perMatch * wanted * 100_000));
const TRIGRAM_COST_PER_MATCH = 0.5;
const NAMES_COST_PER_MATCH = 5;

/**
 * One page of a search's product ids in rank order and its matches counted, in one query.
 *
 * The matches are read in tiers, each the first `n = offset + perPage` products of its kind in
 * listing order (newest first, or by price), and ranked tier by tier: 0 a whole name, 1 the start
 * of a name, 2 a part of a name, in any language, 3 the brand name; on a first page the others do
 * not fill, light English typos come last (`lightTypos`). A product counts in its best tier.
 * Because every tier lists its first `n`, the first `n` of the ranking are exact, and so is every
 * page, whatever the number of matches.
 *
 * How a tier finds its first `n` decides the cost. A term many products match ("sams": 8,000 of
 * 100,000) is found by reading products in listing order off the listing index until `n` match,
 * a few hundred rows; a rare one ("b0012": 11) off the trigram or character index, which lists
 * every match. Which one a term is, is found out rather than guessed from statistics: the tier
 * reads at most `walkBudget` products in listing order, and only when fewer than `n` of them
 * match does it ask the index (the term is then rare, and the index has few rows to give). Whole
 * names and brands have precise indexes of their own.
 *
 * The count goes to `limit`, `PAGES_AHEAD` pages past this one: for a term whose read of parts of
 * names found its `n`, by reading on in listing order; for one too rare for that, off the index.
 *
 * The statement is prepared once per connection with a generic plan (see `preparedRows`): its
 * reads are fixed by its shape, not by the term.
 */
export async function searchPage(ctx: RequestContext, q: SearchQuery): Promise<SearchPage> {
  const { term, where, order, offset, perPage } = q;
  const n = offset + perPage;
  // Counted up to one past `limit`, which tells whether more match.
  const limit = Math.min(SEARCH_CAP, n + PAGES_AHEAD * perPage);
  const store = ctx.store.id;
  const contains = `%${likeEscape(term.text)}%`;
  if (offset >= SEARCH_CAP) return countOnly(ctx, q, contains, SEARCH_CAP);
  const listed = LIST_ORDER[q.sort];
  // At most `budget` products in listing order, the first `take` that match; only when `gate` holds.
  const walk = (pred: SQL, budget: number, take: number, gate: SQL) =>
    sql`select w.id, w.created_at, w.paid from (
          select p.id, p.created_at, ${PAID} as paid, p.search_text, p.brand_id from products p
          where ${where} order by ${order} limit ${budget}
        ) w where ${gate} and ${pred} limit ${take}`;
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
  const found = (read: string) => sql`(select count(*) from ${sql.raw(read)})`;
  // The first `n` the walk found, if it found them; else the index's.
  const walked = (
    name: string,
    rank: number,
    read: { pred: SQL; budget: number; take: number; gate?: SQL },
    index: { pred: SQL; gate?: SQL },
  ) => {
    const readName = `${name}_read`;
    ctes.push(
      sql`${sql.raw(readName)} as materialized (${walk(read.pred, read.budget, read.take, read.gate ?? sql`true`)})`,
    );
    tier(
      name,
      rank,
      sql`(select * from ${sql.raw(readName)} where ${found(readName)} >= ${n} order by ${listed} limit ${n})
          union all
          (${indexed(index.pred, sql`${index.gate ?? sql`true`} and ${found(readName)} < ${n}`)})`,
    );
  };
  const partRead = { budget: walkBudget(n, TRIGRAM_COST_PER_MATCH), take: n };
  // Parts of names (or, in another order than relevance, of names and brands): `counted` reads
  // on to `limit` when the tier's own read found its `n`, the sign of a common term.
  const counted = (pred: SQL, read: string) =>
    ctes.push(
      sql`counted as materialized (${walk(
        pred,
        walkBudget(limit + 1, TRIGRAM_COST_PER_MATCH),
        limit + 1,
        sql`${found(read)} >= ${n}`,
      )})`,
    );
  if (q.sort === 'relevance') {
    tier(
      'whole',
      0,
      sql`select p.id, p.created_at, ${PAID} as paid from products p
          where ${where} and p.id in (select t.product_id from product_translations t
                                      where t.store_id = ${store} and lower(t.name) collate "C" = ${term.text})
          order by ${order} limit ${n}`,
    );
    const inName = sql`w.search_text like ${contains}`;
    walked('part', 2, { pred: inName, ...partRead }, { pred: partOfName });
    counted(inName, 'part_read');
    // The starts of names: the btree of names in byte order holds them as a range. Counted first,
    // up to as many as cost what the read in listing order may cost: no more, and the btree gives
    // them at once (none: the tier is empty); more, and the tier reads in listing order first.
    const prefixBudget = walkBudget(n, NAMES_COST_PER_MATCH);
    const fewPrefixes = Math.ceil(prefixBudget / NAMES_COST_PER_MATCH);
    const startsName = sql`t.store_id = ${store} and lower(t.name) collate "C" >= ${term.text}
      and lower(t.name) collate "C" < ${`${term.text}\u{10FFFF}`}`;
    ctes.push(sql`prefix_names as (
      select count(*) as n from (select 1 from product_translations t where ${startsName} limit ${fewPrefixes}) x)`);
    const prefixNames = sql`(select n from prefix_names)`;
    walked(
      'prefix',
      1,
      {
        pred: sql`w.search_text like ${`%\n${likeEscape(term.text)}%`}`,
        budget: prefixBudget,
        take: n,
        gate: sql`${prefixNames} = ${fewPrefixes}`,
      },
      {
        pred: sql`p.id in (select t.product_id from product_translations t where ${startsName})`,
        gate: sql`${prefixNames} > 0`,
      },
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
    const matched = sql`(w.search_text like ${contains} or w.brand_id = any(${brands}))`;
    walked(
      'matched',
      2,
      { pred: matched, ...partRead },
      { pred: sql`(${partOfName} or p.brand_id = any(${brands}))` },
    );
    counted(matched, 'matched_read');
  }
  ctes.push(sql`hits as (
    select id, min(rank) as rank, created_at, paid from (${sql.join(
      tiers.map(({ name, rank }) => sql`select *, ${sql.raw(String(rank))} as rank from ${sql.raw(name)}`),
      sql` union all `,
    )}) tiers group by id, created_at, paid)`);
  // Every tier shorter than `n` holds all its matches: then the hits are all there is.
  const complete = sql.join(
    tiers.map(({ name }) => sql`${found(name)} < ${n}`),
    sql` and `,
  );
  ctes.push(namedCount(q, contains, limit));
  const [row] = await preparedRows<{ ids: number[]; total: number }>(
    ctx.deps.db,
    sql`with ${sql.join(ctes, sql`, `)}
        select coalesce((select json_agg(id order by ${HIT_ORDER[q.sort]}) from (
                  select * from hits order by ${HIT_ORDER[q.sort]} offset ${offset} limit ${perPage}) page), '[]') as ids,
          case when ${found('counted')} > ${limit} then ${limit + 1}
               when ${complete} then (select count(*) from hits)::int
               else ${countedOffIndex(q, contains, limit)} end as total`,
  );
  const ids = row?.ids ?? [];
  const total = row?.total ?? 0;
  // Light typos are the last resort of a first page the real matches do not fill.
  if (q.sort === 'relevance' && offset === 0 && ids.length < perPage && allowsTypos(term)) {
    const similar = await lightTypos(ctx, q, ids);
    const page = [...ids, ...similar].slice(0, perPage);
    return { ids: page, total: page.length, capped: false };
  }
  return { ids, total: Math.min(total, limit), capped: total > limit };
}

/**
 * Products whose names hold a word like the term (`<%`, pg_trgm word similarity at least 0.45),
 * not among `found`, most similar first: of the first `TYPO_READ` the trigram index gives. A plan
 * made for the term would rather read products in listing order and compute the similarity of
 * each (20 µs on a product's three names) until it has them: thousands of times, 300 ms for a term
 * like "b9642" at 100,000 products (see `indexedRows`).
 */
async function lightTypos(ctx: RequestContext, q: SearchQuery, found: number[]) {
  const { term } = q;
  const similar = await indexedRows<{ id: number }>(
    ctx.deps.db,
    sql`select id from (
          select p.id, word_similarity(${term.text}, p.search_text) as sim, p.created_at from products p
          where ${q.where} and ${term.text} <% p.search_text and p.search_text not like ${`%${likeEscape(term.text)}%`}
          limit ${TYPO_READ}
        ) f where id <> all(${`{${found.join(',')}}`}::int[])
        order by sim desc, created_at desc nulls last, id desc nulls last limit ${q.perPage}`,
  );
  return similar.map((r) => r.id);
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

/**
 * The number of matches of a name or brand, counted up to one past `limit`, over the CTEs
 * `brands` and `named` (`namedCount`): names first, and only when they are no more than `limit`
 * and a brand matches, names or brands.
 */
function countedOffIndex(q: SearchQuery, contains: string, limit: number) {
  const brands = sql`(select ids from brands)::int[]`;
  const named = sql`(select n from named)`;
  return sql`case when ${named} > ${limit} or cardinality(${brands}) = 0 then ${named}
    else ${countOf(q, sql`(${containsTerm(q.term, contains)} or p.brand_id = any(${brands}))`, limit)} end`;
}

/** The CTE `named`: products whose names contain the term, counted up to one past `limit`. */
const namedCount = (q: SearchQuery, contains: string, limit: number) =>
  sql`named as (select ${countOf(q, containsTerm(q.term, contains), limit)} as n)`;

const countOf = (q: SearchQuery, match: SQL, limit: number) =>
  sql`(select count(*)::int from (select 1 from products p where ${q.where} and ${match} limit ${limit + 1}) c)`;

/** The count alone, for pages past the cap. */
async function countOnly(ctx: RequestContext, q: SearchQuery, contains: string, limit: number) {
  const [row] = await rows<{ total: number }>(
    ctx.deps.db,
    sql`with brands as (${matchingBrands(ctx, contains)}), ${namedCount(q, contains, limit)}
        select ${countedOffIndex(q, contains, limit)} as total`,
  );
  const total = row?.total ?? 0;
  return { ids: [], total: Math.min(total, limit), capped: total > limit };
}
