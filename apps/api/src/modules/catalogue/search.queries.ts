import { LOCALES } from '@shop/db';
import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';

/** `%`, `_` and `\` in a search term are literal characters, not patterns. */
export const likeEscape = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Terms of Latin letters this long may also match with a light typo (ranked below real matches). */
const TYPO_MIN_LENGTH = 4;

/**
 * A search ranks at most this many matching products, and says so in its total: a term like
 * "sams" matches 16,000 names of the 100,000-product shop, and ranking them all took a second.
 * Pages past the cap are empty. See docs/decisions/004-search.md.
 */
export const SEARCH_CAP = 500;
/** Names read per search: one product has a name in each language, so this many hold `SEARCH_CAP` products. */
const NAMES_READ = SEARCH_CAP * (LOCALES.length + 1);
/**
 * Names read for light typos, the last resort of a search that found too few real matches: each
 * costs a similarity computation, so a typo search ranks the first 200 similar names it finds.
 */
const TYPO_NAMES_READ = 200;

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

/**
 * The products matching a term and the shop's filter `where` (on `p`), as
 * `(product_id, rank, sim, created_at, paid)` rows: rank 0 the whole name, 1 a prefix of a name,
 * 2 a part of a name in any language, 3 a part of the brand name, 4 a light typo (English).
 *
 * The matches are read tier by tier, each from an index, and reading stops after `NAMES_READ`
 * names, so the cost does not grow with the number of matches: exact and prefix matches in name
 * order (btree on lower(name), migration 0006), then parts of names (trigram index for three or
 * more characters, the character and pair index of `search_grams` for one or two, most Chinese
 * words), then brand names, then — only when asked — typos. With `narrow` (a filter beyond the
 * shop: brand, category, price…) each name is checked against the filter as it is read; without,
 * the filter (active products) is applied to the products read.
 */
export function searchHits(
  ctx: RequestContext,
  term: SearchTerm,
  where: SQL,
  options: { narrow: boolean; typos: boolean },
): SQL {
  const contains = `%${likeEscape(term.text)}%`;
  const prefix = `${likeEscape(term.text)}%`;
  const typo = options.typos && allowsTypos(term);
  const lowerName = sql`lower(t.name) collate "C"`;
  const inner =
    term.length >= 3 ? sql`t.name ilike ${contains}` : sql`t.search_grams @> array[${term.text}]::text[]`;
  const filtered = options.narrow
    ? sql`and exists (select from products p where p.store_id = t.store_id and p.id = t.product_id and ${where})`
    : sql``;
  const fromNames = sql`from product_translations t where t.store_id = ${ctx.store.id} ${filtered}`;
  const tiers = [
    sql`(select t.product_id, case when lower(t.name) = ${term.text} then 0 else 1 end as rank, 1::real as sim
        ${fromNames} and ${lowerName} like ${prefix}
        order by ${lowerName} limit ${NAMES_READ})`,
    sql`(select t.product_id, 2, 1::real ${fromNames} and ${inner} and not ${lowerName} like ${prefix}
        limit ${NAMES_READ})`,
    sql`(select p.id, 3, 0::real
        from brand_translations b
        join products p on p.store_id = b.store_id and p.brand_id = b.brand_id
        where b.store_id = ${ctx.store.id} and b.name ilike ${contains} and ${where}
        limit ${NAMES_READ})`,
  ];
  if (typo) {
    tiers.push(sql`(select t.product_id, 4, word_similarity(${term.text}, t.name)
        ${fromNames} and ${term.text} <% t.name and not t.name ilike ${contains}
        limit ${TYPO_NAMES_READ})`);
  }
  return sql`
    select p.id as product_id, hits.rank, hits.sim, p.created_at, coalesce(p.promo_price_cents, p.price_cents) as paid
    from (
      select product_id, min(rank) as rank, max(sim) as sim
      from (select * from (${sql.join(tiers, sql` union all `)}) tiers limit ${NAMES_READ}) tiers
      group by product_id
    ) hits
    join products p on p.store_id = ${ctx.store.id} and p.id = hits.product_id
    where ${where}`;
}
