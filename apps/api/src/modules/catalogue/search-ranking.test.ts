import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { createTestApi, type TestApi } from '../../test/harness';
import { namingStrength, scriptLocale } from './search.term';
import { holdsWord } from './search.testing';

// The search's ranking checked against the same rules computed here from the shop's rows
// (decision 004): a name or model is the query; a model starts with it; a model starts with it
// when its last word is still being typed; the query names the category, group or subcategory,
// wholly or in part, by its name or the words of its kind; a name starts with it; every word is in a name; every word is somewhere. An
// accessory of the device the query names drops to the words it holds. Newest first within each.

let api: TestApi;
// The same shop searched as if it were a shop of 100 products: the read budgets (`walkBudget`) are
// then a few rows, so that the tiers read in listing order here, where `api`'s read off their
// indexes: both must give the one ranking.
let small: TestApi;
beforeAll(async () => {
  [api, small] = await Promise.all([createTestApi(), createTestApi({ searchShopSize: 100 })]);
});
afterAll(() => Promise.all([api?.close(), small?.close()]));

interface Row {
  id: number;
  created_at: string;
  names: string[];
  models: string[];
  search_all: string;
  category_id: number;
  subcategory_id: number | null;
  group_id: number | null;
}

interface TaxonomyRow {
  level: 'c' | 'g' | 's';
  id: number;
  category: number;
  group: number | null;
  locale: string;
  name: string;
}

interface Catalogue {
  products: Row[];
  taxonomy: TaxonomyRow[];
  /** The shop's English words (names of its taxonomy, brands and newest products), as search reads them. */
  words: Set<string>;
}

async function catalogue(store: string, on = api): Promise<Catalogue> {
  const products = await rows<Row>(
    on.db,
    sql`select p.id, p.created_at::text, p.search_all, p.category_id, p.subcategory_id, s.group_id,
          (select array_agg(lower(t.name)) from product_translations t
           where t.store_id = p.store_id and t.product_id = p.id) as names,
          coalesce((select array_agg(m.model) from product_search_models m
           where m.store_id = p.store_id and m.product_id = p.id), '{}') as models
        from products p join stores st on st.id = p.store_id
        left join subcategories s on s.store_id = p.store_id and s.id = p.subcategory_id
        where st.code = ${store} and p.active`,
  );
  const taxonomy = await rows<TaxonomyRow>(
    on.db,
    sql`select 'c' as level, t.category_id as id, t.category_id as category, null::int as "group", t.locale, lower(t.name) as name
        from category_translations t join stores st on st.id = t.store_id where st.code = ${store}
        union all
        select 'g', t.group_id, g.category_id, t.group_id, t.locale, lower(t.name)
        from category_group_translations t join stores st on st.id = t.store_id
        join category_groups g on g.store_id = t.store_id and g.id = t.group_id where st.code = ${store}
        union all
        select 's', t.subcategory_id, g.category_id, s.group_id, t.locale, lower(t.name)
        from subcategory_translations t join stores st on st.id = t.store_id
        join subcategories s on s.store_id = t.store_id and s.id = t.subcategory_id
        join category_groups g on g.store_id = s.store_id and g.id = s.group_id where st.code = ${store}
        union all
        select n.level, n.id, n.category, n."group", '', lower(w) from (
          select 'c' as level, c.id, c.id as category, null::int as "group", c.kind, c.search_words, c.store_id
          from categories c
          union all select 'g', g.id, g.category_id, g.id, g.kind, g.search_words, g.store_id from category_groups g
          union all select 's', s.id, g.category_id, s.group_id, s.kind, s.search_words, s.store_id
          from subcategories s join category_groups g on g.store_id = s.store_id and g.id = s.group_id
        ) n join stores st on st.id = n.store_id left join kinds k on k.code = n.kind
        cross join lateral unnest(coalesce(k.words, '{}') || n.search_words) w
        where st.code = ${store}`,
  );
  // A kind's words are in no language of their own: each is read as the script it is written in.
  for (const node of taxonomy) if (!node.locale) node.locale = scriptLocale(node.name);
  const names = await rows<{ name: string }>(
    on.db,
    sql`select t.name from category_translations t join stores st on st.id = t.store_id
        where st.code = ${store} and t.locale = 'en'
        union all select t.name from category_group_translations t join stores st on st.id = t.store_id
        where st.code = ${store} and t.locale = 'en'
        union all select t.name from subcategory_translations t join stores st on st.id = t.store_id
        where st.code = ${store} and t.locale = 'en'
        union all select t.name from brand_translations t join stores st on st.id = t.store_id
        where st.code = ${store} and t.locale = 'en'
        union all select unnest(coalesce(k.words, '{}') || n.search_words) from (
          select kind, search_words, store_id from categories
          union all select kind, search_words, store_id from category_groups
          union all select kind, search_words, store_id from subcategories
        ) n join stores st on st.id = n.store_id left join kinds k on k.code = n.kind where st.code = ${store}
        union all select t.name from product_translations t join products p on p.store_id = t.store_id and p.id = t.product_id
        join stores st on st.id = t.store_id where st.code = ${store} and t.locale = 'en' and p.active`,
  );
  const words = new Set(
    names
      .flatMap((n) => n.name.toLowerCase().split(/[^a-z0-9]+/))
      .filter((w) => w.length >= 3 && !/^[0-9]+$/.test(w)),
  );
  return { products, taxonomy, words };
}

/** Whether the term's last word is still being typed: English letters and digits, not a word of the shop. */
function unfinished(term: string, words: Set<string>) {
  const last = term.slice(term.lastIndexOf(' ') + 1);
  return [...term].length >= 3 && /^[a-z0-9]+$/.test(last) && !words.has(last);
}

/** Which products the nodes the term names hold, by strength (2 whole, 1 in part). */
function namedBy(taxonomy: TaxonomyRow[], text: string, words: string[], typing: boolean) {
  // The nodes holding the term or one of its words, as the search reads them.
  const candidates = taxonomy.filter((node) => [text, ...words].some((w) => node.name.includes(w)));
  const best = (word: string) => {
    const of = new Map<string, { node: TaxonomyRow; strength: number }>();
    for (const node of candidates) {
      const strength = namingStrength(node.name, node.locale, word, typing && word === text);
      const key = `${node.level}${node.id}`;
      if (strength > (of.get(key)?.strength ?? 0)) of.set(key, { node, strength });
    }
    return [...of.values()];
  };
  let named = best(text);
  if (!named.length && words.length > 1) named = words.flatMap(best);
  const inside = (outer: TaxonomyRow, inner: TaxonomyRow) =>
    (outer.level === 'c' && inner.level !== 'c' && inner.category === outer.id) ||
    (outer.level === 'g' && inner.level === 's' && inner.group === outer.id);
  const counted = named.filter(
    ({ node, strength }) => !named.some((o) => o.strength >= strength && inside(node, o.node)),
  );
  return (r: Row) => {
    let strength = 0;
    for (const { node, strength: s } of counted) {
      const holds =
        (node.level === 'c' && r.category_id === node.id) ||
        (node.level === 'g' && r.group_id === node.id) ||
        (node.level === 's' && r.subcategory_id === node.id);
      if (holds) strength = Math.max(strength, s);
    }
    return strength;
  };
}

/** The ids matching `term`, best first, by the rules of decision 004. */
function expectedRanking({ products, taxonomy, words: shopWords }: Catalogue, term: string): number[] {
  const words = [...new Set(term.split(' '))];
  const typing = unfinished(term, shopWords);
  const named = namedBy(taxonomy, term, words, typing);
  const rank = (r: Row) => {
    if (!words.every((w) => holdsWord(r.search_all, w))) return null;
    const fits = r.search_all.includes(`\u0004${term}`);
    if (!fits && (r.names.includes(term) || r.models.includes(term))) return 0;
    if (!fits && r.models.some((m) => m.startsWith(`${term} `) || m.startsWith(`${term}+`))) return 1;
    if (!fits && typing && r.models.some((m) => m.startsWith(term))) return 2;
    const strength = fits ? 0 : named(r);
    if (strength === 2) return 3;
    if (strength === 1) return 4;
    if (!fits && r.names.some((n) => n.startsWith(term))) return 5;
    if (words.every((w) => holdsWord(r.names.join('\n'), w))) return 6;
    return 7;
  };
  return products
    .map((r) => ({ r, rank: rank(r) }))
    .filter((x): x is { r: Row; rank: number } => x.rank !== null)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        b.r.created_at.localeCompare(a.r.created_at) || // same format and zone: text order is time order
        b.r.id - a.r.id,
    )
    .map((x) => x.r.id);
}

async function page(store: string, term: string, n: number, perPage: number, on = api) {
  const res = await on.get(
    `/api/products?name=${encodeURIComponent(term)}&page=${n}&row_per_page=${perPage}&store_code=${store}`,
  );
  expect(res.status).toBe(200);
  return res.body as { data: { id: number }[]; total: number; total_capped: boolean; last_page: number };
}

describe('search ranking', () => {
  // Dense and sparse terms, in three scripts, so that the tiers read both in listing order and
  // off their indexes; small pages, so that a term spans several.
  const cases: [string, string, number][] = [
    ['S001', 'a', 5],
    ['S001', 'sam', 4],
    ['S001', 'samsung galaxy', 3],
    ['S001', 'galaxy s25', 3],
    ['S001', 'laptop', 5],
    ['S001', 'gaming laptop', 4],
    ['S001', 'iphone', 4],
    ['S002', 'ស្មាតហ្វូន', 5],
    ['S002', 'ទូរស័ព្ទ', 6],
    ['S002', '笔记本电脑', 5],
    ['S001', '笔记本', 5],
    ['S001', 'pro', 7],
    ['S002', 'usb', 5],
    ['S002', 'apple', 6],
    ['S002', '手机', 5],
    ['S007', 'ក', 6],
    ['S007', 'ssd', 8],
    ['S007', 'b', 3],
    // Words still being typed: models and categories they may become.
    ['S001', 'iph', 4],
    ['S001', 'lap', 5],
    ['S001', 'galaxy s2', 3],
    ['S002', 'gal', 4],
    ['S001', 'rou', 4],
    // Kinds named by their words, not by any name ('earphones': "Wireless earbuds"), in three
    // scripts; short words only at the start of a word ('ram' is not "program").
    ['S001', 'earphones', 4],
    ['S002', 'xiaomi phone', 4],
    ['S002', '耳机', 5],
    ['S001', 'កាស', 4],
    ['S002', 'case', 5],
    ['S007', 'pc', 6],
    ['S001', 'ram', 3],
    ['S007', 'earp', 3],
  ];

  it.each(
    cases.flatMap(([store, term, perPage]) => [
      [store, term, perPage, 'off the indexes'],
      [store, term, perPage, 'read in listing order'],
    ]),
  )(
    '%s "%s": pages of %i follow the one ranking, and the count is right (%s)',
    async (store, term, perPage, how) => {
      const on = how === 'off the indexes' ? api : small;
      const expected = expectedRanking(await catalogue(store, on), term);
      expect(expected.length, term).toBeGreaterThan(0);
      const seen: number[] = [];
      for (let n = 1; n <= 6; n++) {
        const answer = await page(store, term, n, perPage, on);
        const limit = Math.min(500, n * perPage + 4 * perPage);
        expect(answer.total, `${term} page ${n}`).toBe(Math.min(expected.length, limit));
        expect(answer.total_capped, `${term} page ${n}`).toBe(expected.length > limit);
        seen.push(...answer.data.map((p) => p.id));
        if (answer.data.length < perPage) break;
      }
      expect(seen, term).toEqual(expected.slice(0, seen.length));
    },
  );

  it('reads the models a query starts in listing order when the newest products are theirs', async () => {
    // The products a model of 'samsung galaxy …' names become the shop's newest: the small shop's
    // model tier then finds its first pages in listing order, and must rank as off its btree.
    const term = 'samsung galaxy';
    await small.db.execute(
      sql`update products p set created_at = p.created_at + interval '10 years' from stores st
          where st.id = p.store_id and st.code = 'S001' and exists (
            select 1 from product_search_models m
            where m.store_id = p.store_id and m.product_id = p.id and m.model like ${`${term} %`})`,
    );
    const expected = expectedRanking(await catalogue('S001', small), term);
    expect(expected.length).toBeGreaterThan(8);
    const seen: number[] = [];
    for (let n = 1; n <= 3; n++) seen.push(...(await page('S001', term, n, 4, small)).data.map((p) => p.id));
    expect(seen).toEqual(expected.slice(0, 12));
  });

  it('ranks a whole name first, even among many newer products that start with it', async () => {
    // The oldest product whose en name is also the start of other names.
    const [row] = await rows<{ id: number; name: string }>(
      api.db,
      sql`select t.product_id as id, lower(t.name) as name from product_translations t
          join stores s on s.id = t.store_id
          where s.code = 'S001' and t.locale = 'en'
          order by t.product_id limit 1`,
    );
    const prefix = row!.name.split(' ').slice(0, 2).join(' ');
    await api.db.execute(
      sql`update product_translations set name = ${prefix} where product_id = ${row!.id} and locale = 'en'`,
    );
    const first = await page('S001', prefix, 1, 5);
    expect(first.data[0]?.id).toBe(row!.id);
    expect(first.data.map((p) => p.id)).toEqual(
      expectedRanking(await catalogue('S001'), prefix).slice(0, first.data.length),
    );
  });
});

describe('search follows the catalogue', () => {
  it('finds a renamed product by its new name and not by its old one', async () => {
    const [row] = await rows<{ id: number; name: string }>(
      api.db,
      sql`select t.product_id as id, t.name from product_translations t join stores s on s.id = t.store_id
          where s.code = 'S002' and t.locale = 'kh' order by t.product_id desc limit 1`,
    );
    const word = 'ឧបករណ៍សាកល្បងថ្មី';
    expect((await page('S002', word, 1, 12)).data).toEqual([]);
    await api.db.execute(
      sql`update product_translations set name = ${`${word} 42`} where product_id = ${row!.id} and locale = 'kh'`,
    );
    expect((await page('S002', 'សាកល្បងថ្ម', 1, 12)).data.map((p) => p.id)).toEqual([row!.id]);
    // The old Khmer name is gone from search: only its other languages can still match.
    const [search] = await rows<{ search_text: string }>(
      api.db,
      sql`select search_text from products where id = ${row!.id}`,
    );
    expect(search!.search_text).toContain(`\n${word} 42\n`);
    expect(search!.search_text).not.toContain(row!.name.toLowerCase());
  });

  it("keeps each name's shield: the longest start it shares with a device the product fits", async () => {
    // The devices are search_all's U+0004 lines; the shield is computed here from them.
    const shared = (a: string, b: string) => {
      const [x, y] = [[...a], [...b]];
      let i = 0;
      while (i < x.length && i < y.length && x[i] === y[i]) i++;
      return i;
    };
    const expected = async () => {
      const found = await rows<{ id: number; names: string[]; search_all: string }>(
        api.db,
        sql`select p.id, p.search_all, array(select distinct lower(t.name) from product_translations t
              where t.store_id = p.store_id and t.product_id = p.id) as names
            from products p join stores s on s.id = p.store_id where s.code = 'S002'`,
      );
      return found.flatMap((p) => {
        const fits = p.search_all
          .split('\n')
          .filter((l) => l.startsWith('\u0004'))
          .map((l) => l.slice(1));
        return p.names.map((name) => `${p.id} ${name} ${Math.max(0, ...fits.map((f) => shared(name, f)))}`);
      });
    };
    const kept = () =>
      rows<{ row: string }>(
        api.db,
        sql`select n.product_id || ' ' || n.name || ' ' || n.shield as row from product_search_names n
            join stores s on s.id = n.store_id where s.code = 'S002'`,
      ).then((r) => r.map((x) => x.row));
    const before = await expected();
    expect(before.filter((r) => !r.endsWith(' 0')).length).toBeGreaterThan(10);
    expect((await kept()).sort()).toEqual(before.sort());
    // A part no longer fits its devices: its names are not shielded any more.
    const [part] = await rows<{ id: number }>(
      api.db,
      sql`select f.product_id as id from product_device_fits f join stores s on s.id = f.store_id
          where s.code = 'S002' order by f.product_id limit 1`,
    );
    await api.db.execute(sql`delete from product_device_fits where product_id = ${part!.id}`);
    await api.db.execute(
      sql`delete from product_specs where product_id = ${part!.id} and key = 'compatibility'`,
    );
    const after = await kept();
    expect(after.filter((r) => r.startsWith(`${part!.id} `)).every((r) => r.endsWith(' 0'))).toBe(true);
    expect(after.sort()).toEqual((await expected()).sort());
  });

  it('leaves out inactive products and products of other shops', async () => {
    const [row] = await rows<{ id: number; name: string }>(
      api.db,
      sql`select t.product_id as id, lower(t.name) as name from product_translations t
          join stores s on s.id = t.store_id where s.code = 'S007' and t.locale = 'en'
          order by t.product_id limit 1`,
    );
    const term = row!.name.slice(0, 20);
    expect((await page('S007', term, 1, 50)).data.map((p) => p.id)).toContain(row!.id);
    expect((await page('S001', term, 1, 50)).data.map((p) => p.id)).not.toContain(row!.id);
    await api.db.execute(sql`update products set active = false where id = ${row!.id}`);
    // Another spelling of the term: the answer of the first is kept a few seconds.
    const upper = term.toUpperCase();
    expect((await page('S007', upper, 1, 50)).data.map((p) => p.id)).not.toContain(row!.id);
  });
});
