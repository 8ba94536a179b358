import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { indexedRows, PAID, preparedRows, rows, usesPreparedPlans } from '../../lib/sql';
import { tooFewAmongNewest } from './search.sketch';
import {
  correctedTerm,
  kindSplit,
  likeEscape,
  looksMisspelt,
  namedTaxonomy,
  namesLackingKind,
  type SearchTerm,
  typedPart,
} from './search.term';

export { type SearchTerm, searchTerm } from './search.term';

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

/** English-looking terms long enough to be matched with a light typo. */
const allowsTypos = (term: SearchTerm) => term.length >= TYPO_MIN_LENGTH && /^[a-z0-9 .+-]+$/.test(term.text);

export type SearchSort = 'relevance' | 'newest' | 'price_asc' | 'price_desc';

/**
 * How far a search counts its matches: `pages`, up to `PAGES_AHEAD` pages past the page asked
 * (a results page's pagination); `none`, not past the page (a suggestion box, which shows no
 * count: `total` is then what the pages up to this one hold, and `capped` says the page is full,
 * so more may match).
 */
export type SearchCount = 'pages' | 'none';

export interface SearchQuery {
  term: SearchTerm;
  /** The shop's listing filter on `p` (active products, brand, category, price…). */
  where: SQL;
  /** The listing order of the filter on `p` for each sort but relevance (newest for relevance). */
  order: SQL;
  sort: SearchSort;
  offset: number;
  perPage: number;
  /** `pages` when not given. */
  count?: SearchCount;
  /** `where` is the shop's active products and nothing more (no category, brand, price…). */
  shopWide?: boolean;
  /**
   * The rows to read of the products found, as a select from a `(id, ord)` relation: read by the
   * statements that find them, so a search is one round trip (the rows come back in `items`).
   */
  items?: (page: SQL) => SQL;
}

/**
 * A page of a search: its ids in rank order, the matches counted (more when `capped`), and the
 * `items` rows of (at least) those ids when the query asked for them.
 */
export interface SearchPage {
  ids: number[];
  total: number;
  capped: boolean;
  items: { id: number }[];
}

/**
 * How many products a tier reads in listing order before it turns to its index. Reading costs
 * about 1 µs a product; the index about `perMatch` µs for each match it gives: 0.5 for the
 * trigram and character indexes, 5 for the btree of names, whose products are then looked up one
 * by one. √(perMatch·n·M) makes the worst cases of the two equal for n wanted rows of a shop of
 * M = 100,000 products (`SHOP_SIZE`; `Deps.searchShopSize` in tests): for a page of 12, 775
 * products before the trigram index, 2,450 before the names.
 */
const walkBudget = (wanted: number, perMatch: number, shopSize: number) =>
  Math.ceil(Math.sqrt(perMatch * wanted * shopSize));
const SHOP_SIZE = 100_000;
const TRIGRAM_COST_PER_MATCH = 0.5;
const NAMES_COST_PER_MATCH = 5;

/** The first character of a model's line in `products.search_all`, and of a device it fits. */
const MODEL_LINE = '\u0003';
const FITS_LINE = '\u0004';
/** Past every character: `x < term || MAX_CHAR` holds for every x starting with term (C collation). */
const MAX_CHAR = '\u{10FFFF}';

/** The ranks of a relevance search, best first (see docs/decisions/004-search.md). */
const RANK = {
  /** A name or a model is the query ('galaxy s25' for Samsung Galaxy S25). */
  exact: 0,
  /** A model starts with the query's words ('galaxy s25 ultra'). */
  model: 1,
  /** A model starts with the query, whose last word is still being typed ('iph', 'galaxy s2'). */
  modelTyped: 2,
  /** The query names the product's category, feature group or subcategory ('laptop'). */
  named: 3,
  /** The query names it less exactly ('ឆ្នាំងសាក' of 'ឆ្នាំងសាកកុំព្យូទ័រយួរដៃ'). */
  namedPart: 4,
  /** A name starts with the query. */
  prefix: 5,
  /** Every word is in a name. */
  part: 6,
  /** Every word is somewhere: names, brand, categories, specifications. */
  all: 7,
} as const;

/**
 * One page of a search's product ids in rank order and its matches counted, in one query.
 *
 * A product matches when every word of the query is in it: in a name, the brand's, category's,
 * feature group's or subcategory's names (any language) or a specification value
 * (`products.search_all`). The matches are read in tiers, each the first `n = offset + perPage`
 * products of its kind in listing order (newest first, or by price), and ranked tier by tier
 * (`RANK`); a product counts in its best tier. An accessory or spare part of the device the query
 * names (the device is in its compatibility) is ranked only by the words it holds, below the
 * device. On a first page the others do not fill, corrected and light typos come last
 * (`typoFill`). Because every tier lists its first `n`, the first `n` of the ranking are exact,
 * and so is every page, whatever the number of matches.
 *
 * How a tier finds its first `n` decides the cost. A term many products match ("sams": 8,000 of
 * 100,000) is found by reading products in listing order off the listing index until `n` match,
 * a few hundred rows; a rare one ("b0012": 11) off the trigram or character index, which lists
 * every match. Which one a term is, is found out rather than guessed from statistics: the tier
 * reads at most `walkBudget` products in listing order, and only when fewer than `n` of them
 * match does it ask the index (the term is then rare, and the index has few rows to give). Whole
 * names and models, starts of names and models, and the categories named have precise indexes of
 * their own.
 *
 * The count goes to `limit`, `PAGES_AHEAD` pages past this one: for a term whose read found its
 * `n`, by reading on in listing order; for one too rare for that, off the index.
 *
 * The statement is prepared once per connection with a generic plan (see `preparedRows`): its
 * reads are fixed by its shape (the number of words, the script of the query), not by the term.
 */
export async function searchPage(ctx: RequestContext, q: SearchQuery, typos = true): Promise<SearchPage> {
  const { term, where, order, offset, perPage } = q;
  const n = offset + perPage;
  const counts = q.count !== 'none';
  // Counted up to one past `limit`, which tells whether more match.
  const limit = counts ? Math.min(SEARCH_CAP, n + PAGES_AHEAD * perPage) : n;
  const store = ctx.store.id;
  // A query naming a kind the shop does not sell ('tv', 'printer') matches names only: an Ethernet
  // cable "for PCs, TVs and consoles" is no TV, and a page of such things is no answer.
  const lacking = await namesLackingKind(ctx, term);
  const matched = sql.raw(lacking ? 'search_text' : 'search_all');
  if (offset >= SEARCH_CAP) return countOnly(ctx, q, SEARCH_CAP, matched);
  const listed = LIST_ORDER[q.sort];
  const readBudget = (wanted: number, perMatch: number) =>
    walkBudget(wanted, perMatch, ctx.deps.searchShopSize ?? SHOP_SIZE);
  // At most `budget` products in listing order, the first `take` that match; only when `gate` holds.
  const walk = (pred: SQL, budget: number, take: number, gate: SQL) =>
    sql`select w.id, w.created_at, w.paid from (
          select p.id, p.created_at, ${PAID} as paid, p.search_text, p.search_all from products p
          where ${where} order by ${order} limit ${budget}
        ) w where ${gate} and ${pred} limit ${take}`;
  // Every match off the predicate's own index (the subquery keeps the planner from reading in
  // listing order instead), the first `n` of them in listing order.
  const indexed = (pred: SQL, gate: SQL) =>
    sql`select * from (
          select p.id, p.created_at, ${PAID} as paid from products p where ${where} and ${gate} and ${pred}
          offset 0
        ) f order by ${listed} limit ${n}`;
  // Off an index, or on rows read in listing order (LIKE: the same, and cheap on one row).
  const everyWord = (alias: 'p' | 'w', read: 'index' | 'rows' = alias === 'w' ? 'rows' : 'index') =>
    allWords(term, sql`${sql.raw(alias)}.${matched}`, read);

  // The tiers: CTEs of `(id, created_at, paid)` rows named after them, with their rank.
  const ctes: SQL[] = [];
  const tiers: { name: string; rank: number }[] = [];
  // A tier runs only while the better ones before it hold fewer than `n` products: once they hold
  // `n`, the first `n` of the ranking are theirs (a product of a worse tier comes after them all),
  // and the count does not need it (`hits` then holds `n`, so `total` is `named_count`).
  const tier = (name: string, rank: number, query: SQL) => {
    const better = tiers.map((t) => sql`select id from ${sql.raw(t.name)}`);
    const gate = better.length
      ? sql`(select count(*) from (${sql.join(better, sql` union `)}) b) < ${n}`
      : sql`true`;
    ctes.push(sql`${sql.raw(name)} as (select * from (${query}) q where ${gate})`);
    tiers.push({ name, rank });
  };
  const found = (read: string) => sql`(select count(*) from ${sql.raw(read)})`;
  // The first `n` the walk found, if it found them; else the index's.
  const walked = (
    name: string,
    rank: number,
    read: { pred: SQL; budget: number; take: number; gate?: SQL } | 'read already',
    index: { pred: SQL; gate?: SQL },
  ) => {
    const readName = `${name}_read`;
    if (read !== 'read already')
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
  const partRead = { budget: readBudget(n, TRIGRAM_COST_PER_MATCH), take: n };
  // The broadest read first (every word anywhere): `counted` always asks what it found, and where it
  // found fewer than `n`, so would the name-only read of the same rows (`part`), which then goes to
  // its index at once ('zzqx', 'b0012': one read of 775 products in place of two).
  // Where the shop's sketch tells that the newest products cannot hold `n` matches ('zzqx'; 'loq',
  // in 2 of the newest 775), the read is not made (a budget of none): it would find fewer than `n`,
  // and every tier would then ask its index, as it does here at once.
  const newestFirst = q.sort === 'relevance' || q.sort === 'newest';
  const hopeless =
    q.shopWide === true && newestFirst && (await tooFewAmongNewest(ctx, term, partRead.budget, n));
  const commonTerm = sql`${found('everywhere_read')} >= ${n}`;
  ctes.push(
    sql`everywhere_read as materialized (${walk(everyWord('w'), hopeless ? 0 : partRead.budget, partRead.take, sql`true`)})`,
  );
  if (q.sort === 'relevance') {
    const text = term.text;
    // Not an accessory or spare part of what the query names (its compatibility starts with it).
    // A filter of rows read some other way (strpos: no index serves it, so none is tried).
    const notFitting = (alias: 'p' | 'w') =>
      sql`strpos(${sql.raw(`${alias}.search_all`)}, ${`${FITS_LINE}${text}`}) = 0`;
    tier(
      'exact',
      RANK.exact,
      sql`select p.id, p.created_at, ${PAID} as paid from products p
          where ${where} and ${notFitting('p')}
            and p.id in (select t.product_id from product_translations t
                         where t.store_id = ${store} and lower(t.name) collate "C" = ${text}
                         union all
                         select m.product_id from product_search_models m
                         where m.store_id = ${store} and m.model collate "C" = ${text})
          order by ${order} limit ${n}`,
    );
    // Models and names starting with the query: counted first in their btree, up to as many as
    // cost what the read in listing order may cost: no more, and the btree gives them at once
    // (none: the tier is empty); more, and the tier reads in listing order first.
    const prefixBudget = readBudget(n, NAMES_COST_PER_MATCH);
    // `perProduct`: the btree's rows of one product that start with the same words (a model is
    // written twice, from the English and the Chinese name: 'loq' starts 592 models of 296
    // products), so that `few` counts products, as the cost does.
    const starts = (
      name: string,
      rank: number,
      btree: { id: SQL; from: SQL; ranges: SQL[]; perProduct: number },
      read: SQL,
    ) => {
      const few = Math.ceil(prefixBudget / NAMES_COST_PER_MATCH) * btree.perProduct;
      const counted = `${name}_starts`;
      // Each range counted on its own, so that the btree is read as a range up to `few` (a bitmap
      // of an OR of ranges reads them whole first: 10,952 rows for 'galaxy').
      ctes.push(sql`${sql.raw(counted)} as (
        select count(*) as n from (select 1 from (${sql.join(
          btree.ranges.map((range) => sql`(select 1 from ${btree.from} where ${range} limit ${few})`),
          sql` union all `,
        )}) r limit ${few}) x)`);
      const where = sql.join(btree.ranges, sql` or `);
      const count = sql`(select n from ${sql.raw(counted)})`;
      walked(
        name,
        rank,
        {
          pred: sql`${read} and ${notFitting('w')}`,
          budget: prefixBudget,
          take: n,
          gate: sql`${count} = ${few}`,
        },
        {
          pred: sql`p.id in (select ${btree.id} from ${btree.from} where ${where}) and ${notFitting('p')}`,
          gate: sql`${count} > 0`,
        },
      );
    };
    // Models that start with one of `heads`: counted and read off the models' btree, or in listing
    // order. A model is a name, or a name without its brand: the names (`search_text`, a fifth of
    // `search_all`'s length) hold the query wherever a model starts with it, and rule out most rows
    // at a fifth of the cost ('loq': 2,450 rows read in 7.0 ms without this test).
    const modelsStarting = (name: string, rank: number, heads: string[]) =>
      starts(
        name,
        rank,
        {
          id: sql`m.product_id`,
          from: sql`product_search_models m`,
          perProduct: 2,
          ranges: heads.map(
            (head) =>
              sql`(m.store_id = ${store} and m.model collate "C" >= ${head} and m.model collate "C" < ${`${head}${MAX_CHAR}`})`,
          ),
        },
        sql`strpos(w.search_text, ${text}) > 0 and (${sql.join(
          heads.map((head) => sql`strpos(w.search_all, ${`${MODEL_LINE}${head}`}) > 0`),
          sql` or `,
        )})`,
      );
    modelsStarting('model', RANK.model, [`${text} `, `${text}+`]);
    // A last word still being typed ('iph', the 's2' of 'galaxy s2') may become a model's: the
    // models it starts come next ('iPhone 16' for 'iph', before the iPhone parts that only hold
    // it), and the categories whose names it may finish ('lap': "Laptops").
    const unfinished = await typedPart(ctx, term);
    if (unfinished) modelsStarting('model_typed', RANK.modelTyped, [text]);
    const named = await namedTaxonomy(ctx, term, unfinished);
    for (const [name, rank, nodes] of [
      ['named', RANK.named, named.whole],
      ['named_part', RANK.namedPart, named.part],
    ] as const) {
      // Each category's and subcategory's first products that hold every word, off the listing
      // indexes of categories and subcategories: few categories, and most of their products match.
      const ids = (list: number[]) => `{${list.join(',')}}`;
      const firstOf = (column: 'category_id' | 'subcategory_id') =>
        sql`select p.id, p.created_at, ${PAID} as paid from products p
            where ${where} and ${sql.raw(`p.${column}`)} = x.id and ${everyWord('p', 'rows')} and ${notFitting('p')}
            order by ${order} limit ${n}`;
      tier(
        name,
        rank,
        sql`select id, created_at, paid from (
              select f.* from unnest(${ids(nodes.categories)}::int[]) x(id) cross join lateral (${firstOf('category_id')}) f
              union all
              select f.* from (select s.id from subcategories s where s.store_id = ${store}
                               and (s.id = any(${ids(nodes.subcategories)}::int[]) or s.group_id = any(${ids(nodes.groups)}::int[]))) x
              cross join lateral (${firstOf('subcategory_id')}) f
            ) u group by id, created_at, paid order by ${listed} limit ${n}`,
      );
    }
    starts(
      'prefix',
      RANK.prefix,
      {
        id: sql`t.product_id`,
        // Names of accessories and spare parts of what the query names are not counted or read:
        // their shield (the start they share with a device they fit) is as long as the query
        // ('iph': 1,475 Chinese names of iPhone parts at 100,000 products, read for nothing).
        from: sql`product_search_names t`,
        perProduct: 1,
        ranges: [
          sql`(t.store_id = ${store} and t.name collate "C" >= ${text}
               and t.name collate "C" < ${`${text}${MAX_CHAR}`} and t.shield < ${term.length})`,
        ],
      },
      sql`strpos(w.search_text, ${`\n${text}`}) > 0`,
    );
    walked(
      'part',
      RANK.part,
      { pred: allWords(term, sql`w.search_text`, 'rows'), ...partRead, gate: commonTerm },
      { pred: allWords(term, sql`p.search_text`) },
    );
  }
  // The broadest tier (every word anywhere), last, and `counted`, which reads on to `limit` when the
  // tier's own read found its `n`, the sign of a common term.
  walked('everywhere', RANK.all, 'read already', { pred: everyWord('p') });
  if (counts)
    ctes.push(
      sql`counted as materialized (${walk(
        everyWord('w'),
        readBudget(limit + 1, TRIGRAM_COST_PER_MATCH),
        limit + 1,
        commonTerm,
      )})`,
    );
  ctes.push(sql`hits as (
    select id, min(rank) as rank, created_at, paid from (${sql.join(
      tiers.map(({ name, rank }) => sql`select *, ${sql.raw(String(rank))} as rank from ${sql.raw(name)}`),
      sql` union all `,
    )}) tiers group by id, created_at, paid)`);
  // Every tier is a part of `everywhere`: fewer than `n` hits (the tiers all ran, `everywhere`
  // among them, and it found fewer than `n`) are all there is.
  if (counts) ctes.push(sql`named_count as (select ${countOf(q, limit, matched)} as n)`);
  ctes.push(sql`page as (
    select id, row_number() over (order by ${HIT_ORDER[q.sort]}) as ord from (
      select * from hits order by ${HIT_ORDER[q.sort]} offset ${offset} limit ${perPage}) h)`);
  // Typos are the last resort of a first page the real matches do not fill.
  const typoPage = typos && !lacking && q.sort === 'relevance' && offset === 0;
  // A term that looks misspelt ('samsnug', not 'sams': the start of a word) is corrected first, in
  // memory ('samsung'): the corrected term's matches come next on such a page (`typoFill`). Any
  // other is corrected only if its page is not full (undefined: not yet).
  const correction =
    typoPage && allowsTypos(term) && (await looksMisspelt(ctx, term))
      ? await correctedTerm(ctx, term)
      : undefined;
  // On PostgreSQL the light typos of such a page are read by this statement too, only when the
  // page is not full (the `<%` read stays on the trigram index in the statement's generic plan);
  // all `TYPO_READ` of them, as the corrected term's matches may come before them. Not for a
  // term with a correction: its matches usually fill the page, and `typoFill` reads the light
  // typos afterwards when they do not.
  const inlineTypos = typoPage && allowsTypos(term) && !correction && usesPreparedPlans(ctx.db);
  if (inlineTypos)
    ctes.push(
      sql`alike as (${alikeRows(q, sql`(select count(*) from page) < ${perPage} and id not in (select id from page)`, TYPO_READ)})`,
    );
  const [row] = await preparedRows<{
    ids: number[];
    total: number;
    items: { id: number }[];
    alike: number[] | null;
    alike_items: { id: number }[] | null;
  }>(
    ctx.db,
    sql`with ${sql.join(ctes, sql`, `)}
        select coalesce((select json_agg(id order by ord) from page), '[]') as ids,
          ${itemsOf(q, sql`select id, ord from page`)} as items,
          ${
            counts
              ? sql`case when ${found('counted')} > ${limit} then ${limit + 1}
                         when ${found('hits')} < ${n} then (select count(*) from hits)::int
                         else (select n from named_count) end`
              : sql`(select count(*) from hits)::int`
          } as total
          ${
            inlineTypos
              ? sql`, coalesce((select json_agg(id order by ord) from alike), '[]') as alike,
                    ${itemsOf(q, sql`select id, ord from alike`)} as alike_items`
              : sql``
          }`,
  );
  const ids = row?.ids ?? [];
  const total = row?.total ?? 0;
  const items = row?.items ?? [];
  if (typoPage && ids.length < perPage && (allowsTypos(term) || writtenTogether(term))) {
    const alike = inlineTypos ? { ids: row?.alike ?? [], items: row?.alike_items ?? [] } : null;
    const page = await typoFill(ctx, q, { ids, items, alike }, correction);
    return { ...page, total: page.ids.length, capped: false };
  }
  // Not counted (`limit` is then `n`): `hits` holds at least `n` when the page is full.
  return { ids, total: Math.min(total, limit), capped: counts ? total > limit : total >= n, items };
}

/** The column of `q.items` of the `(id, ord)` rows of `page`, a JSON array (empty when not asked). */
const itemsOf = (q: SearchQuery, page: SQL) =>
  q.items ? sql`coalesce((select json_agg(i) from (${q.items(page)}) i), '[]')` : sql`'[]'::json`;

/** A query of one Chinese or Khmer word, which may be several written together. */
const writtenTogether = (term: SearchTerm) =>
  term.words.length === 1 && /[\u1780-\u17ff\u3400-\u9fff]/.test(term.text);

/**
 * A Chinese or Khmer query of several words written together (`苹果手机`, "Apple phone"), as those
 * words: a kind or category it starts or ends with and the rest (`kindSplit`: `华为手机`, which
 * `Intl.Segmenter` cuts 华 / 为 / 手机), else the words of `Intl.Segmenter` when each has two
 * characters or more. A match of every word comes after the matches of the whole. Null for a
 * query of one word, or of Latin letters.
 */
async function segmented(ctx: RequestContext, term: SearchTerm): Promise<SearchTerm | null> {
  if (!writtenTogether(term)) return null;
  const split = await kindSplit(ctx, term);
  if (split) return split;
  const locale = /[\u1780-\u17ff]/.test(term.text) ? 'km' : 'zh';
  const words = [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(term.text)]
    .filter((s) => s.isWordLike)
    .map((s) => s.segment);
  if (words.length < 2 || words.some((w) => [...w].length < 2)) return null;
  return { text: words.join(' '), length: term.length + words.length - 1, words };
}

/**
 * A first page the real matches do not fill, filled: first with the matches of the query with its
 * misspelt words corrected (`correction`, or `correctedTerm` when not made yet: 'labtop' is
 * 'laptop'), or of its
 * words when written together (`segmented`), then with light typos.
 */
async function typoFill(
  ctx: RequestContext,
  q: SearchQuery,
  found: { ids: number[]; items: { id: number }[]; alike: Found | null },
  correction: SearchTerm | null | undefined,
): Promise<Found> {
  const page = [...found.ids];
  const items = [...found.items];
  const fixed = allowsTypos(q.term)
    ? correction === undefined
      ? await correctedTerm(ctx, q.term)
      : correction
    : await segmented(ctx, q.term);
  if (fixed) {
    const again = await searchPage(ctx, { ...q, term: fixed }, false);
    for (const id of again.ids) if (!page.includes(id)) page.push(id);
    items.push(...again.items);
  }
  if (page.length < q.perPage && allowsTypos(q.term)) {
    // Read by the search's statement already (`inlineTypos`): the most similar not on the page.
    const similar = found.alike ?? (await lightTypos(ctx, q, page));
    page.push(...similar.ids.filter((id) => !page.includes(id)));
    items.push(...similar.items);
  }
  return { ids: page.slice(0, q.perPage), items };
}

/** Ids found in order, and the `items` rows of them. */
interface Found {
  ids: number[];
  items: { id: number }[];
}

/**
 * Products whose names hold a word like the term (`<%`, pg_trgm word similarity at least 0.45),
 * not among `found`, most similar first: of the first `TYPO_READ` the trigram index gives. A plan
 * made for the term would rather read products in listing order and compute the similarity of
 * each (20 µs on a product's three names) until it has them: thousands of times, 300 ms for a term
 * like "b9642" at 100,000 products (see `indexedRows`).
 */
async function lightTypos(ctx: RequestContext, q: SearchQuery, found: number[]) {
  const [row] = await indexedRows<{ ids: number[]; items: { id: number }[] }>(
    ctx.db,
    sql`with alike as (${alikeRows(q, sql`id <> all(${`{${found.join(',')}}`}::int[])`, q.perPage)})
        select coalesce((select json_agg(id order by ord) from alike), '[]') as ids,
          ${itemsOf(q, sql`select id, ord from alike`)} as items`,
  );
  return { ids: row?.ids ?? [], items: row?.items ?? [] };
}

/** `lightTypos` as `(id, ord)` rows, most similar first: the first `take` that pass `keep`. */
function alikeRows(q: SearchQuery, keep: SQL, take: number) {
  const { term } = q;
  const order = sql`sim desc, created_at desc nulls last, id desc nulls last`;
  return sql`select id, row_number() over (order by ${order}) as ord from (
      select p.id, word_similarity(${term.text}, p.search_text) as sim, p.created_at from products p
      where ${q.where} and ${term.text} <% p.search_text and p.search_text not like ${`%${likeEscape(term.text)}%`}
      limit ${TYPO_READ}
    ) f where ${keep} order by ${order} limit ${take}`;
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

/**
 * `column` contains every word of the term. On rows read in listing order, `strpos` (cheap on a
 * row, and no index is tried for it). Off an index, as the index can serve it: trigrams, unless
 * every word is one they cannot find well (`byPairs`); those are found by the characters and
 * pairs of `shop_search_grams`, which are exact for a word of one or two characters (a pair of the
 * text is two characters side by side, neither a blank), so the costly function never runs on a
 * row (a trigram condition beside it would make the scan recheck every row); a longer word is then
 * checked by `strpos` on the rows its pairs give. A short English word must also start a word of
 * the text (`atWordStart`), checked on the rows that hold it.
 */
const allWords = (term: SearchTerm, column: SQL, read: 'index' | 'rows' = 'index') => {
  // Beside a word with trigrams (which find the rows), the words are not found by pairs: the
  // character-pair condition in a bitmap scan's recheck would compute `shop_search_grams` of every
  // row (milliseconds each), as in 'iphone 16'. A word of one or two characters is then a filter of
  // the rows found; a longer one keeps what trigrams it has ('usb 3.0': 2.9 ms, 6.5 as a filter).
  const pairsFind = read === 'index' && term.words.every(byPairs);
  return sql.join(
    term.words.map((word) => {
      const chars = [...word];
      const holds = (() => {
        if (read === 'rows' || (!pairsFind && chars.length < 3)) return sql`strpos(${column}, ${word}) > 0`;
        if (!pairsFind) return sql`${column} like ${`%${likeEscape(word)}%`}`;
        if (chars.length < 3) return sql`shop_search_grams(${column}) @> array[${word}]::text[]`;
        const pairs = new Set(chars.slice(1).map((c, i) => `${chars[i]}${c}`));
        const literal = `{${[...pairs].map((p) => `"${p.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
        return sql`shop_search_grams(${column}) @> ${literal}::text[] and strpos(${column}, ${word}) > 0`;
      })();
      // The function, not the `~` operator: an operator beside the trigram index could be made a
      // condition of its scan, and a pattern of two letters would read the whole index.
      return atWordStart(word) ? sql`${holds} and textregexeq(${column}, ${wordStartPattern(word)})` : holds;
    }),
    sql` and `,
  );
};

/** English words this long or shorter match only at the start of a word of the text. */
const WORD_START_MAX = 3;

/**
 * Whether a word of a query matches only where a word of the text starts: a short one of English
 * letters, digits and signs ('tv' is not in "CCTV", 'pc' not in "Epcot", 'ram' not in
 * "program"), where a longer one matches anywhere ('phone' in "iPhone" and "smartphone"). Khmer
 * and Chinese, written without blanks between words, match anywhere.
 */
export const atWordStart = (word: string) =>
  /^[\x21-\x7e]+$/.test(word) && /^[a-z0-9]/.test(word) && word.length <= WORD_START_MAX;

/** A regular expression (PostgreSQL's) for `word` at the start of a word: after no letter or digit. */
export const wordStartPattern = (word: string) =>
  `(^|[^a-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;

/**
 * A word the trigram index cannot find well: one of one or two characters, and one of English
 * letters, digits and signs with no three letters or digits in a row and at most one pair ('+12',
 * 'm.2', 'i5-1', '5-c'). pg_trgm makes trigrams of the runs of letters and digits only, padded
 * with blanks: such a word gives it one or two trigrams that most products hold. At 100,000
 * products, off trigrams and off pairs: '+12' 6.9 and 1.6 ms, 'm.2' 19 and 2.7, '5-c' 129 and 2.8.
 * Two runs of two ('i5-12') make two padded trigrams that do narrow it: 3.5 ms, 7.6 off pairs.
 */
const byPairs = (word: string) =>
  [...word].length < 3 ||
  (/^[\x21-\x7e]+$/.test(word) && !/[a-z0-9]{3}/.test(word) && (word.match(/[a-z0-9]{2}/g) ?? []).length < 2);

/** Products that hold every word, counted up to one past `limit`. */
const countOf = (q: SearchQuery, limit: number, matched: SQL) =>
  sql`(select count(*)::int from (
        select 1 from products p where ${q.where} and ${allWords(q.term, sql`p.${matched}`)} limit ${limit + 1}) c)`;

/** The count alone, for pages past the cap. */
async function countOnly(ctx: RequestContext, q: SearchQuery, limit: number, matched: SQL) {
  const [row] = await rows<{ total: number }>(ctx.db, sql`select ${countOf(q, limit, matched)} as total`);
  const total = row?.total ?? 0;
  return { ids: [], total: Math.min(total, limit), capped: total > limit, items: [] };
}
