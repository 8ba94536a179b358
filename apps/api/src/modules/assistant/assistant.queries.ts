import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { cachePerDatabase } from '../../lib/cache';
import { rows } from '../../lib/sql';

// What the assistant reads besides the catalogue's, help's and orders' own calls: the words the
// shop's categories, feature groups, subcategories and brands are named with (in every language,
// to recognise them in a question whatever its language), with the words of each one's kind of
// product (the platform's `kinds`, migration 0022: the same words search reads), the kinds the
// shop has no place for, and the key facts of products (for highlights, ranking and ordering).

/** A brand of the shop, or the naming part of a category, group or subcategory. */
export interface Term {
  id: number;
  slug: string;
  /** Lower case, every language's name and the slug with blanks for hyphens. */
  names: string[];
  /** Its name as written, per language. */
  labels: Record<string, string>;
}

export type Level = 'category' | 'group' | 'subcategory';

/** A category, feature group or subcategory of the shop: a place products of a kind are in. */
export interface Node extends Term {
  level: Level;
  /** The code of its kind of product, if the shop set one. */
  kind: string | null;
  /** Lower case: its kind's words and names, and the shop's own words for it. */
  words: string[];
  category_id: number;
  /** A subcategory's group; a group's own id; null for a category. */
  group_id: number | null;
  /** The subcategories it holds: a group's, a subcategory itself; empty for a category. */
  subcategory_ids: number[];
}

/** A kind of product of the platform (printers, TVs…) that has no place in this shop. */
export interface Kind {
  code: string;
  labels: Record<string, string>;
  /** Lower case: its words and names. */
  words: string[];
}

export interface Vocabulary {
  nodes: Node[];
  brands: Term[];
  /** The platform's kinds the shop has no category, group or subcategory for. */
  missing: Kind[];
  /**
   * Words of a kind that also start another kind's word ('phone' of 'phone case', 'wireless' of
   * 'wireless mouse', '手机' of '手机壳'): said beside another kind, they describe it.
   */
  modifiers: Set<string>;
}

const VOCABULARY_TTL_MS = 60_000;
const vocabularies = cachePerDatabase<Vocabulary>({ max: 1000, ttlMs: VOCABULARY_TTL_MS });
/** What a shop's vocabulary is kept on: the app's lifetime object (see `forgetAssistantVocabulary`). */
const keptOn = (ctx: RequestContext): object => ctx.deps.scope ?? ctx.db;

/** Forgets the shop's vocabulary in this process (a back-office change of its places or brands). */
export function forgetAssistantVocabulary(ctx: RequestContext) {
  vocabularies(keptOn(ctx)).delete(String(ctx.store.id));
}

interface NodeRow {
  level: Level | 'brand';
  id: number;
  slug: string;
  kind: string | null;
  category_id: number | null;
  group_id: number | null;
  subcategory_ids: number[] | null;
  names: string[];
  labels: Record<string, string>;
  words: string[];
}

interface KindRow {
  code: string;
  labels: Record<string, string>;
  words: string[];
  present: boolean;
}

/** A node's words, as SQL: its kind's words and names, and the shop's own words for it. */
const kindWords = (alias: string) =>
  sql`coalesce((select k.words || array[lower(k.name_en), lower(k.name_kh), lower(k.name_zh)]
      from kinds k where k.code = ${sql.raw(alias)}.kind), '{}') || ${sql.raw(alias)}.search_words`;

const KHMER = /^[\u1780-\u17FF]/;

/**
 * Whether `word` describes `other` when written with it: English and Chinese put the describing
 * word first ('phone case', '手机壳'), Khmer after ('ស្រោមទូរស័ព្ទ', a case of a phone).
 */
function describes(word: string, other: string): boolean {
  if (other.length <= word.length) return false;
  if (/^[a-z0-9]/.test(word)) return other.startsWith(`${word} `);
  return KHMER.test(word) ? other.endsWith(word) : other.startsWith(word);
}

/** The words of a kind that describe another kind's word (`Vocabulary.modifiers`). */
function modifiersOf(kinds: KindRow[]): Set<string> {
  const modifiers = new Set<string>();
  for (const kind of kinds)
    for (const word of kind.words)
      if (kinds.some((other) => other.code !== kind.code && other.words.some((w) => describes(word, w))))
        modifiers.add(word);
  return modifiers;
}

/** The shop's places and brands by their names and words in every language (kept a minute). */
export function vocabulary(ctx: RequestContext): Promise<Vocabulary> {
  return vocabularies(keptOn(ctx)).get(String(ctx.store.id), async () => {
    const store = ctx.store.id;
    const [list, kinds] = await Promise.all([
      rows<NodeRow>(
        ctx.db,
        sql`select 'category' as level, c.id, c.slug, c.kind, c.id as category_id, null::int as group_id,
              null::int[] as subcategory_ids,
              coalesce((select array_agg(lower(t.name)) from category_translations t
                        where t.store_id = c.store_id and t.category_id = c.id), '{}') as names,
              coalesce((select json_object_agg(t.locale, t.name) from category_translations t
                        where t.store_id = c.store_id and t.category_id = c.id), '{}') as labels,
              ${kindWords('c')} as words
            from categories c where c.store_id = ${store}
            union all
            select 'group', g.id, g.slug, g.kind, g.category_id, g.id,
              coalesce((select array_agg(s.id order by s.sequence, s.id) from subcategories s
                        where s.store_id = g.store_id and s.group_id = g.id), '{}'),
              coalesce((select array_agg(lower(t.name)) from category_group_translations t
                        where t.store_id = g.store_id and t.group_id = g.id), '{}'),
              coalesce((select json_object_agg(t.locale, t.name) from category_group_translations t
                        where t.store_id = g.store_id and t.group_id = g.id), '{}'),
              ${kindWords('g')}
            from category_groups g where g.store_id = ${store}
            union all
            select 'subcategory', s.id, s.slug, s.kind, g.category_id, s.group_id, array[s.id],
              coalesce((select array_agg(lower(t.name)) from subcategory_translations t
                        where t.store_id = s.store_id and t.subcategory_id = s.id), '{}'),
              coalesce((select json_object_agg(t.locale, t.name) from subcategory_translations t
                        where t.store_id = s.store_id and t.subcategory_id = s.id), '{}'),
              ${kindWords('s')}
            from subcategories s join category_groups g on g.store_id = s.store_id and g.id = s.group_id
            where s.store_id = ${store}
            union all
            select 'brand', b.id, b.slug, null, null, null, null,
              coalesce((select array_agg(lower(t.name)) from brand_translations t
                        where t.store_id = b.store_id and t.brand_id = b.id), '{}'),
              coalesce((select json_object_agg(t.locale, t.name) from brand_translations t
                        where t.store_id = b.store_id and t.brand_id = b.id), '{}'),
              '{}'::text[]
            from brands b where b.store_id = ${store}`,
      ),
      rows<KindRow>(
        ctx.db,
        sql`select k.code, json_build_object('en', k.name_en, 'kh', k.name_kh, 'zh', k.name_zh) as labels,
              k.words || array[lower(k.name_en), lower(k.name_kh), lower(k.name_zh)] as words,
              exists (select 1 from categories c where c.store_id = ${store} and c.kind = k.code)
                or exists (select 1 from category_groups g where g.store_id = ${store} and g.kind = k.code)
                or exists (select 1 from subcategories s where s.store_id = ${store} and s.kind = k.code)
                as present
            from kinds k order by k.code`,
      ),
    ]);
    const term = (r: NodeRow): Term => ({
      id: r.id,
      slug: r.slug,
      names: [...new Set([...r.names, r.slug.replace(/-/g, ' ')])],
      labels: r.labels,
    });
    const nodes = list
      .filter((r) => r.level !== 'brand')
      .map(
        (r): Node => ({
          ...term(r),
          level: r.level as Level,
          kind: r.kind,
          words: [...new Set(r.words.map((w) => w.toLowerCase()))],
          category_id: r.category_id ?? r.id,
          group_id: r.group_id,
          subcategory_ids: r.subcategory_ids ?? [],
        }),
      );
    return {
      nodes,
      brands: list.filter((r) => r.level === 'brand').map(term),
      missing: kinds
        .filter((k) => !k.present)
        .map(({ code, labels, words }) => ({
          code,
          labels,
          words: [...new Set(words.map((w) => w.toLowerCase()))],
        })),
      modifiers: modifiersOf(kinds),
    };
  });
}

/**
 * The facts of these products of the shop: their specifications as key → value, in English (`facts`,
 * which the needs are judged on) and as the shopper reads them (`shown`: the value in the call's
 * language, as the product page shows it).
 */
export async function productFacts(ctx: RequestContext, ids: number[]) {
  const facts = new Map<number, Record<string, string>>();
  const shown = new Map<number, Record<string, string>>();
  if (!ids.length) return { facts, shown };
  const list = await rows<{ product_id: number; key: string; value: string; shown: string }>(
    ctx.db,
    sql`select s.product_id, s.key, s.value, coalesce(s.translations ->> ${ctx.locale}::text, s.value) as shown
        from product_specs s
        where s.store_id = ${ctx.store.id}
          and s.product_id = any(string_to_array(${ids.join(',')}, ',')::int[])
        order by s.product_id, s.sequence, s.key`,
  );
  for (const r of list) {
    for (const [map, value] of [
      [facts, r.value],
      [shown, r.shown],
    ] as const) {
      const own = map.get(r.product_id) ?? {};
      own[r.key] = value;
      map.set(r.product_id, own);
    }
  }
  return { facts, shown };
}

/** The names of these products of the shop in every language, lower case. */
export async function productNames(ctx: RequestContext, ids: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  if (!ids.length) return names;
  const list = await rows<{ product_id: number; name: string }>(
    ctx.db,
    sql`select t.product_id, lower(t.name) as name from product_translations t
        where t.store_id = ${ctx.store.id}
          and t.product_id = any(string_to_array(${ids.join(',')}, ',')::int[])`,
  );
  for (const r of list) names.set(r.product_id, [...(names.get(r.product_id) ?? []), r.name]);
  return names;
}

/**
 * Where these products of the shop are, and their kind: the subcategory's, else its group's, else
 * the category's (null when none has one).
 */
export async function productKinds(ctx: RequestContext, ids: number[]) {
  if (!ids.length)
    return new Map<number, { category_id: number; subcategory_id: number | null; kind: string | null }>();
  const list = await rows<{
    id: number;
    category_id: number;
    subcategory_id: number | null;
    kind: string | null;
  }>(
    ctx.db,
    sql`select p.id, p.category_id, p.subcategory_id, coalesce(s.kind, g.kind, c.kind) as kind
        from products p
        join categories c on c.store_id = p.store_id and c.id = p.category_id
        left join subcategories s on s.store_id = p.store_id and s.id = p.subcategory_id
        left join category_groups g on g.store_id = s.store_id and g.id = s.group_id
        where p.store_id = ${ctx.store.id}
          and p.id = any(string_to_array(${ids.join(',')}, ',')::int[])`,
  );
  return new Map(list.map(({ id, ...place }) => [id, place]));
}
