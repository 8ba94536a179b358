import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';

/** `%`, `_` and `\` in a search term are literal characters, not patterns. */
export const likeEscape = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Terms of Latin letters this long may also match with a light typo (ranked below real matches). */
const TYPO_MIN_LENGTH = 4;

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

/**
 * The products matching a term, as `(product_id, rank, sim)` rows: 0 the whole name, 1 a prefix of
 * a name, 2 a part of a name in any language, 3 a part of the brand name, 4 a light typo (English).
 * A term of three or more characters is found through the names' trigram index; a shorter one
 * (most Chinese words) through the index of their characters and character pairs.
 */
/** English-looking terms long enough to be matched with a light typo. */
export const allowsTypos = (term: SearchTerm) =>
  term.length >= TYPO_MIN_LENGTH && /^[a-z0-9 .+-]+$/.test(term.text);

export function searchHits(ctx: RequestContext, term: SearchTerm, typos: boolean): SQL {
  const contains = `%${likeEscape(term.text)}%`;
  const prefix = `${likeEscape(term.text)}%`;
  const typo = typos && allowsTypos(term);
  const nameMatch =
    term.length >= 3
      ? typo
        ? sql`(t.name ilike ${contains} or ${term.text} <% t.name)`
        : sql`t.name ilike ${contains}`
      : sql`t.search_grams @> array[${term.text}]::text[]`;
  return sql`
    select product_id, min(rank) as rank, max(sim) as sim from (
      select t.product_id,
        case when lower(t.name) = ${term.text} then 0
             when lower(t.name) like ${prefix} then 1
             when t.name ilike ${contains} then 2
             else 4 end as rank,
        ${typo ? sql`word_similarity(${term.text}, t.name)` : sql`1.0`}::real as sim
      from product_translations t
      where t.store_id = ${ctx.store.id} and ${nameMatch}
      union all
      select p.id, 3, 0
      from brand_translations b
      join products p on p.store_id = b.store_id and p.brand_id = b.brand_id
      where b.store_id = ${ctx.store.id} and b.name ilike ${contains}
    ) hits group by product_id`;
}
