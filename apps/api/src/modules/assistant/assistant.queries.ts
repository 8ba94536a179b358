import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { cachePerDatabase } from '../../lib/cache';
import { rows } from '../../lib/sql';

// What the assistant reads besides the catalogue's, help's and orders' own calls: the words the
// shop names its categories and brands with (in every language, to recognise them in a question
// whatever its language), and the key facts of products (for highlights and for ranking by need).

/** A category, subcategory or brand of the shop with its names in every language and its slug. */
export interface Term {
  id: number;
  slug: string;
  /** Lower case, every language's name and the slug with blanks for hyphens. */
  names: string[];
  /** Its name as written, per language. */
  labels: Record<string, string>;
  /** For a subcategory: its category. */
  category_id?: number;
}

export interface Vocabulary {
  categories: Term[];
  subcategories: Term[];
  brands: Term[];
}

const VOCABULARY_TTL_MS = 60_000;
const vocabularies = cachePerDatabase<Vocabulary>({ max: 1000, ttlMs: VOCABULARY_TTL_MS });

interface TermRow {
  kind: 'category' | 'subcategory' | 'brand';
  id: number;
  slug: string;
  category_id: number | null;
  names: string[];
  labels: Record<string, string>;
}

/** The shop's category, subcategory and brand names in every language (kept a minute). */
export function vocabulary(ctx: RequestContext): Promise<Vocabulary> {
  return vocabularies(ctx.db).get(String(ctx.store.id), async () => {
    const store = ctx.store.id;
    const list = await rows<TermRow>(
      ctx.db,
      sql`select 'category' as kind, c.id, c.slug, null::int as category_id,
            coalesce((select array_agg(lower(t.name)) from category_translations t
                      where t.store_id = c.store_id and t.category_id = c.id), '{}') as names,
            coalesce((select json_object_agg(t.locale, t.name) from category_translations t
                      where t.store_id = c.store_id and t.category_id = c.id), '{}') as labels
          from categories c where c.store_id = ${store}
          union all
          select 'subcategory', s.id, s.slug, g.category_id,
            coalesce((select array_agg(lower(t.name)) from subcategory_translations t
                      where t.store_id = s.store_id and t.subcategory_id = s.id), '{}'),
            coalesce((select json_object_agg(t.locale, t.name) from subcategory_translations t
                      where t.store_id = s.store_id and t.subcategory_id = s.id), '{}')
          from subcategories s join category_groups g on g.store_id = s.store_id and g.id = s.group_id
          where s.store_id = ${store}
          union all
          select 'brand', b.id, b.slug, null,
            coalesce((select array_agg(lower(t.name)) from brand_translations t
                      where t.store_id = b.store_id and t.brand_id = b.id), '{}'),
            coalesce((select json_object_agg(t.locale, t.name) from brand_translations t
                      where t.store_id = b.store_id and t.brand_id = b.id), '{}')
          from brands b where b.store_id = ${store}`,
    );
    const term = (r: TermRow): Term => ({
      id: r.id,
      slug: r.slug,
      names: [...new Set([...r.names, r.slug.replace(/-/g, ' ')])],
      labels: r.labels,
      ...(r.category_id === null ? {} : { category_id: r.category_id }),
    });
    return {
      categories: list.filter((r) => r.kind === 'category').map(term),
      subcategories: list.filter((r) => r.kind === 'subcategory').map(term),
      brands: list.filter((r) => r.kind === 'brand').map(term),
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
