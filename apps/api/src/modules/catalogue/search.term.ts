import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { cachePerDatabase } from '../../lib/cache';
import { rows } from '../../lib/sql';

// A search term: its words, the categories, feature groups and subcategories it names, whether its
// last word is still being typed, and its misspelt words and their correction.

/** `%`, `_` and `\` in a search term are literal characters, not patterns. */
export const likeEscape = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** A query of more words than this matches on its first ones. */
const MAX_WORDS = 8;

export interface SearchTerm {
  /** Lower case, blanks collapsed. */
  text: string;
  length: number;
  /** Its different words (at most `MAX_WORDS`): each must match somewhere in a product. */
  words: string[];
}

export function searchTerm(raw: string): SearchTerm | null {
  const text = raw.trim().replace(/\s+/g, ' ').toLowerCase();
  const length = [...text].length;
  const words = [...new Set(text.split(' '))].slice(0, MAX_WORDS);
  return length ? { text, length, words } : null;
}

/** Categories, feature groups and subcategories a query names, whose products a search ranks high. */
export interface NamedNodes {
  categories: number[];
  groups: number[];
  subcategories: number[];
}

/** Named whole ('laptop': "Laptops") and named in part ('ទូរស័ព្ទ': "ទូរស័ព្ទកម្រិតខ្ពស់"). */
export interface NamedTaxonomy {
  whole: NamedNodes;
  part: NamedNodes;
}

interface Node {
  level: 'c' | 'g' | 's';
  id: number;
  /** The category of a group or subcategory; the group of a subcategory. */
  category: number;
  group: number | null;
  locale: string;
  name: string;
}

/** 'Computer' in Chinese, the end of the names of its kinds ("笔记本电脑", a laptop). */
const COMPUTER = '电脑';

/**
 * How well `name`, a category's, group's or subcategory's name in `locale`, names `term`: 2 it is
 * the term (an English plural too: 'laptop' names "Laptops"), 1 the term is its head word, 0 not.
 * The head of an English or Chinese name is its end ("Gaming laptops", "智能手机": a laptop, a
 * phone; "Laptop chargers", "手机壳": a charger, a case), of a Khmer one its start
 * ("ទូរស័ព្ទកម្រិតខ្ពស់" is a phone, "ស្រោមទូរស័ព្ទ" a case). A Chinese name of a kind of computer
 * ("笔记本电脑", "平板电脑", "台式电脑") is also the word before 电脑, as Chinese shoppers write it
 * alone (2: '笔记本' names "笔记本电脑"). English names of two kinds ("Desktops &
 * Monitors") name each. With `unfinished` (the term's last word is still being typed,
 * `typedPart`), an English name also counts when the term with its last word finished is the name
 * (2: 'lap' names "Laptops") or its end (1: 'rou' names "Wi-Fi routers"; not "Laptop chargers").
 */
export function namingStrength(name: string, locale: string, term: string, unfinished = false): 0 | 1 | 2 {
  if (name === term) return 2;
  if (locale === 'kh') return name.startsWith(term) ? 1 : 0;
  if (locale === 'zh')
    return name === `${term}${COMPUTER}` && [...term].length >= 2 ? 2 : name.endsWith(term) ? 1 : 0;
  let best: 0 | 1 | 2 = 0;
  const finished = unfinished
    ? new RegExp(`(?:^|\\s)${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S*$`)
    : null;
  for (const part of name.split(/\s*(?:&|,|\/|\band\b)\s*/)) {
    const typed = finished?.exec(part);
    if (typed) {
      if (typed.index === 0) return 2;
      best = 1;
    }
    for (const form of [
      term,
      `${term}s`,
      `${term}es`,
      term.replace(/s$/, ''),
      term.replace(/ouse$/, 'ice'),
    ]) {
      if (part === form) return 2;
      if (part.endsWith(` ${form}`)) best = 1;
    }
  }
  return best;
}

/** A shop's category, group and subcategory names, kept this long: every search asks for them. */
const TAXONOMY_TTL_MS = 10_000;
const taxonomies = cachePerDatabase<Node[]>({ max: 1000, ttlMs: TAXONOMY_TTL_MS });

/**
 * What a shop's names and words are kept on: the app's lifetime object, so that a back-office
 * write, which runs on its own transaction, forgets the same entries the storefront reads.
 */
const keptOn = (ctx: RequestContext): object => ctx.deps.scope ?? ctx.db;

/**
 * Forgets the shop's category, group and subcategory names and words, and its vocabulary, in this
 * process: a search after a change of the catalogue's places reads them again (another process's
 * follow within `TAXONOMY_TTL_MS`, its vocabulary within `VOCABULARY_TTL_MS`).
 */
export function forgetShopNames(ctx: RequestContext) {
  taxonomies(keptOn(ctx)).delete(String(ctx.store.id));
  vocabularies(keptOn(ctx)).delete(String(ctx.store.id));
}

/** The language a kind's word is written in, as `namingStrength` reads it: by its script. */
export const scriptLocale = (word: string) =>
  /[\u1780-\u17ff]/.test(word) ? 'kh' : /[\u3400-\u9fff]/.test(word) ? 'zh' : 'en';

/**
 * Every name (lower case, every language) of the shop's categories, feature groups and
 * subcategories, and the words of their kinds and their own words (`kinds.words`, `search_words`,
 * migration 0022: 'earphones' and '耳机' name "Wireless earbuds" as its name does), read at most
 * every `TAXONOMY_TTL_MS` (a renamed category ranks its products by its new name that much
 * later): a few thousand rows, ~1 ms a search to read at 100,000 products.
 */
async function taxonomyNames(ctx: RequestContext): Promise<Node[]> {
  const store = ctx.store.id;
  return taxonomies(keptOn(ctx)).get(String(store), async () => {
    const found = await rows<Node>(
      ctx.db,
      sql`select 'c' as level, t.category_id as id, t.category_id as category, null::int as "group", t.locale, lower(t.name) as name
          from category_translations t where t.store_id = ${store}
          union all
          select 'g', t.group_id, g.category_id, t.group_id, t.locale, lower(t.name)
          from category_group_translations t
          join category_groups g on g.store_id = t.store_id and g.id = t.group_id
          where t.store_id = ${store}
          union all
          select 's', t.subcategory_id, g.category_id, s.group_id, t.locale, lower(t.name)
          from subcategory_translations t
          join subcategories s on s.store_id = t.store_id and s.id = t.subcategory_id
          join category_groups g on g.store_id = s.store_id and g.id = s.group_id
          where t.store_id = ${store}
          union all
          select n.level, n.id, n.category, n."group", '' as locale, lower(w) from (
            select 'c' as level, c.id, c.id as category, null::int as "group", c.kind, c.search_words
            from categories c where c.store_id = ${store}
            union all
            select 'g', g.id, g.category_id, g.id, g.kind, g.search_words
            from category_groups g where g.store_id = ${store}
            union all
            select 's', s.id, g.category_id, s.group_id, s.kind, s.search_words
            from subcategories s join category_groups g on g.store_id = s.store_id and g.id = s.group_id
            where s.store_id = ${store}
          ) n
          left join kinds k on k.code = n.kind
          cross join lateral unnest(coalesce(k.words, '{}') || n.search_words) w`,
    );
    return found.map((node) => (node.locale ? node : { ...node, locale: scriptLocale(node.name) }));
  });
}

/**
 * The categories, feature groups and subcategories the query names, in any language: by the whole
 * query, or, when that names none, by any of its words (then a product must still hold every
 * word). A node counts when none inside it is named as well or better: "Desktops & Monitors" is
 * named by 'monitor', but its group "Monitors" better, so only the monitors count.
 */
export async function namedTaxonomy(
  ctx: RequestContext,
  term: SearchTerm,
  unfinished = false,
): Promise<NamedTaxonomy> {
  const words = [term.text, ...term.words];
  const nodes = (await taxonomyNames(ctx)).filter((node) => words.some((w) => node.name.includes(w)));
  const strengths = (word: string) => {
    const of = new Map<string, { node: Node; strength: number }>();
    for (const node of nodes) {
      // Only the whole term ends with the word being typed.
      const strength = namingStrength(node.name, node.locale, word, unfinished && word === term.text);
      const key = `${node.level}${node.id}`;
      if (strength > (of.get(key)?.strength ?? 0)) of.set(key, { node, strength });
    }
    return [...of.values()];
  };
  let named = strengths(term.text);
  if (!named.length && term.words.length > 1) named = term.words.flatMap(strengths);
  const inside = (outer: Node, inner: Node) =>
    (outer.level === 'c' && inner.level !== 'c' && inner.category === outer.id) ||
    (outer.level === 'g' && inner.level === 's' && inner.group === outer.id);
  const result: NamedTaxonomy = {
    whole: { categories: [], groups: [], subcategories: [] },
    part: { categories: [], groups: [], subcategories: [] },
  };
  for (const { node, strength } of named) {
    if (named.some((o) => o.strength >= strength && inside(node, o.node))) continue;
    const into = strength === 2 ? result.whole : result.part;
    const list = node.level === 'c' ? into.categories : node.level === 'g' ? into.groups : into.subcategories;
    if (!list.includes(node.id)) list.push(node.id);
  }
  return result;
}

/** Every kind's words, the platform's (`kinds`), kept as long as a shop's names. */
const kindWords = cachePerDatabase<Set<string>>({ max: 10, ttlMs: TAXONOMY_TTL_MS });

const platformKindWords = (ctx: RequestContext) =>
  kindWords(ctx.db).get('kinds', async () => {
    const found = await rows<{ word: string }>(
      ctx.db,
      sql`select distinct lower(unnest(words)) as word from kinds`,
    );
    return new Set(found.map((r) => r.word));
  });

/**
 * Whether the query is a word of a kind the shop sells nothing of: a kind's word ('tv', '打印机')
 * that names none of the shop's categories, groups and subcategories, by their names or their
 * kinds' words, not even in part (a shop whose "Office PCs" have no kind still sells PCs).
 */
export async function namesLackingKind(ctx: RequestContext, term: SearchTerm): Promise<boolean> {
  if (!(await platformKindWords(ctx)).has(term.text)) return false;
  const { whole, part } = await namedTaxonomy(ctx, term);
  return [whole, part].every((n) => !n.categories.length && !n.groups.length && !n.subcategories.length);
}

/**
 * A Chinese or Khmer query of one word as two: the longest name or kind word of the shop's
 * categories, groups and subcategories it ends or starts with (two characters or more), and the
 * rest ('华为手机': 华为 手机, Huawei phone; '华硕笔记本': 华硕 笔记本). Null when none.
 */
export async function kindSplit(ctx: RequestContext, term: SearchTerm): Promise<SearchTerm | null> {
  const text = term.text;
  let best: { kind: string; rest: string; first: boolean } | null = null;
  for (const { name } of await taxonomyNames(ctx)) {
    if (name.length < 2 || name.length >= text.length || (best && best.kind.length >= name.length)) continue;
    if (text.endsWith(name)) best = { kind: name, rest: text.slice(0, -name.length), first: false };
    else if (text.startsWith(name)) best = { kind: name, rest: text.slice(name.length), first: true };
  }
  if (!best || /\s/.test(best.rest)) return null;
  const words = best.first ? [best.kind, best.rest] : [best.rest, best.kind];
  return { text: words.join(' '), length: term.length + 1, words };
}

/** A shop's words are read again after this long, in the background (the old ones answer meanwhile). */
const VOCABULARY_TTL_MS = 5 * 60_000;
const vocabularies = cachePerDatabase<string[]>({
  max: 200,
  ttlMs: VOCABULARY_TTL_MS,
  staleWhileRefresh: true,
});
/** Words of the names of this many of the newest products join the catalogue's own words. */
const VOCABULARY_PRODUCTS = 2_000;

/**
 * The English words a shop's shoppers search for: its categories', feature groups', subcategories'
 * and brands' names, the words of their kinds and the names of its newest products; read at most every few minutes (a word
 * of a product added meanwhile is corrected to a few minutes later).
 */
function vocabulary(ctx: RequestContext): Promise<string[]> {
  const store = ctx.store.id;
  return vocabularies(keptOn(ctx)).get(String(store), async () => {
    const found = await rows<{ word: string }>(
      ctx.db,
      sql`select distinct word from (
            select regexp_split_to_table(lower(name), '[^a-z0-9]+') as word from (
              select name from category_translations where store_id = ${store} and locale = 'en'
              union all select name from category_group_translations where store_id = ${store} and locale = 'en'
              union all select name from subcategory_translations where store_id = ${store} and locale = 'en'
              union all select name from brand_translations where store_id = ${store} and locale = 'en'
              union all select unnest(coalesce(k.words, '{}') || n.search_words) from (
                select kind, search_words from categories where store_id = ${store}
                union all select kind, search_words from category_groups where store_id = ${store}
                union all select kind, search_words from subcategories where store_id = ${store}
              ) n left join kinds k on k.code = n.kind
              union all select t.name from (
                select p.id from products p where p.store_id = ${store} and p.active
                order by p.created_at desc nulls last, p.id desc nulls last limit ${VOCABULARY_PRODUCTS}
              ) p join product_translations t on t.store_id = ${store} and t.product_id = p.id and t.locale = 'en'
            ) n
          ) w where length(word) >= 3 and word !~ '^[0-9]+$'`,
    );
    return found.map((r) => r.word);
  });
}

/**
 * A vocabulary's words, and their starts (each word's own included), as sets: made once per
 * vocabulary read.
 */
const lookups = new WeakMap<string[], { words: Set<string>; starts: Set<string> }>();
const lookupOf = (words: string[]) => {
  let found = lookups.get(words);
  if (!found) {
    const starts = new Set<string>();
    for (const word of words) for (let i = 1; i <= word.length; i++) starts.add(word.slice(0, i));
    found = { words: new Set(words), starts };
    lookups.set(words, found);
  }
  return found;
};

/**
 * Whether the term's last word may still be being typed (a suggestion box asks on every keystroke
 * from 3 characters): English letters and digits that are not a word of the shop ('iph', 'lapt',
 * the 's2' of 'galaxy s2'; not 'pro' or 'laptop'), in a term of 3 characters or more. Search then
 * also ranks what the word may become: models that start with the term, and categories whose name
 * ends with it ('lap': "Laptops").
 */
export async function typedPart(ctx: RequestContext, term: SearchTerm): Promise<boolean> {
  const last = term.text.slice(term.text.lastIndexOf(' ') + 1);
  if (term.length < 3 || !/^[a-z0-9]+$/.test(last)) return false;
  return !lookupOf(await vocabulary(ctx)).words.has(last);
}

/**
 * Whether a word of the term looks misspelt: four letters or more, and neither a shop's word nor
 * the start of one ('sams' is Samsung being typed, 'samsnug' a typo). Cheap: a set lookup per word,
 * where `correctedTerm` compares a word with every word of the shop.
 */
export async function looksMisspelt(ctx: RequestContext, term: SearchTerm): Promise<boolean> {
  const known = lookupOf(await vocabulary(ctx)).starts;
  return term.words.some((word) => word.length >= 4 && /^[a-z]+$/.test(word) && !known.has(word));
}

/**
 * Optimal string alignment distance of two words (insertions, deletions, substitutions and swaps
 * of neighbours cost 1), or `max + 1` once it must exceed `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows of the table, reused (this runs for every word of a shop, for every misspelt word).
  const width = b.length + 1;
  if (table.length < 3 * width) table = new Int32Array(3 * width * 2);
  let before = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j < width; j++) table[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    table[current] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(
        (table[previous + j] as number) + 1,
        (table[current + j - 1] as number) + 1,
        (table[previous + j - 1] as number) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        d = Math.min(d, (table[before + j - 2] as number) + 1);
      table[current + j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return table[previous + b.length] as number;
}
let table = new Int32Array(3 * 64);

/**
 * The term with each English word of four letters or more that is not a word of the shop replaced by
 * the closest word of the shop (one typo in a word of up to five letters, two in a longer one:
 * 'labtop' → 'laptop', 'iphnoe' → 'iphone'), or null when no word changes.
 */
export async function correctedTerm(ctx: RequestContext, term: SearchTerm): Promise<SearchTerm | null> {
  const words = await vocabulary(ctx);
  const known = lookupOf(words).words;
  let changed = false;
  const fixed = term.words.map((word) => {
    if (word.length < 4 || !/^[a-z]+$/.test(word) || known.has(word)) return word;
    const max = word.length <= 5 ? 1 : 2;
    let best: string | null = null;
    let bestDistance = max + 1;
    for (const candidate of words) {
      const d = typoDistance(word, candidate, max);
      if (d < bestDistance || (d === bestDistance && best !== null && candidate.length < best.length)) {
        best = candidate;
        bestDistance = d;
      }
    }
    if (best === null) return word;
    changed = true;
    return best;
  });
  if (!changed) return null;
  const text = fixed.join(' ');
  return { text, length: [...text].length, words: [...new Set(fixed)] };
}
