import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { createTestApi, type TestApi } from '../../test/harness';
import { atWordStart, wordStartPattern } from './search.queries';
import { namingStrength, scriptLocale } from './search.term';

// What kind of thing a product is (issue 32, migration 0022): the platform's kinds and their words
// in three scripts, the kinds of a shop's categories, search by a kind's words, and the whole-word
// rule for short English words.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

interface Found {
  id: number;
  name: string;
}

async function search(term: string, store = 'S001', lang = 'en', perPage = 12): Promise<Found[]> {
  const res = await api.get(
    `/api/products?name=${encodeURIComponent(term)}&page=1&row_per_page=${perPage}&store_code=${store}&lang=${lang}`,
  );
  expect(res.status, term).toBe(200);
  return res.body.data;
}

/** The subcategory slug of each product of a shop. */
async function subcategoryOf(store: string): Promise<Map<number, string>> {
  const found = await rows<{ id: number; slug: string }>(
    api.db,
    sql`select p.id, s.slug from products p join stores st on st.id = p.store_id
        join subcategories s on s.store_id = p.store_id and s.id = p.subcategory_id where st.code = ${store}`,
  );
  return new Map(found.map((r) => [r.id, r.slug]));
}

const EARBUDS = ['earbuds'];
const AUDIO = ['earbuds', 'headphones', 'gaming-headsets'];

describe('the kinds and their words', () => {
  it('names every kind in en, kh and zh, and gives words in each script, lower case', async () => {
    const kinds = await rows<{
      code: string;
      name_en: string;
      name_kh: string;
      name_zh: string;
      words: string[];
    }>(api.db, sql`select code, name_en, name_kh, name_zh, words from kinds`);
    expect(kinds.length).toBeGreaterThan(80);
    for (const kind of kinds) {
      expect(scriptLocale(kind.name_kh), kind.code).toBe('kh');
      expect(scriptLocale(kind.name_zh), kind.code).toBe('zh');
      expect(kind.name_en, kind.code).toMatch(/^[A-Z0-9]/);
      for (const locale of ['en', 'kh', 'zh'])
        expect(
          kind.words.some((w) => scriptLocale(w) === locale),
          `${kind.code} ${locale}`,
        ).toBe(true);
      for (const word of kind.words) expect(word, kind.code).toBe(word.trim().toLowerCase());
    }
  });

  it('reads a word as its script, and a kind word names a node as a name does', () => {
    expect([scriptLocale('earphones'), scriptLocale('កាស'), scriptLocale('耳机')]).toEqual([
      'en',
      'kh',
      'zh',
    ]);
    expect(namingStrength('earphones', 'en', 'earphone')).toBe(2);
    expect(namingStrength('កាសឥតខ្សែ', 'kh', 'កាស')).toBe(1);
    expect(namingStrength('蓝牙耳机', 'zh', '耳机')).toBe(1);
    // A case is not a phone: the head of "phone case" is its end.
    expect(namingStrength('phone case', 'en', 'phone')).toBe(0);
  });

  it('matches a short English word at the start of a word only, and Khmer and Chinese anywhere', () => {
    expect(['tv', 'pc', 'ram', 'usb', 'm.2', 'c++', '16'].every(atWordStart)).toBe(true);
    expect(['phone', 'laptop', 'កាស', '耳机', '手', '-in', '.5'].some(atWordStart)).toBe(false);
    const holds = (text: string, word: string) => new RegExp(wordStartPattern(word)).test(text);
    expect(holds('cctv camera installation', 'tv')).toBe(false);
    expect(holds('smart tv box', 'tv')).toBe(true);
    expect(holds('\npcs, tvs, consoles', 'tv')).toBe(true);
    expect(holds('epcot', 'pc')).toBe(false);
    expect(holds('program', 'ram')).toBe(false);
    expect(holds('ddr5 ram', 'ram')).toBe(true);
    expect(holds('usb-c to c++ cable', 'c++')).toBe(true);
    expect(holds('abc++', 'c++')).toBe(false);
  });

  it('gives a new subcategory the kind its name says, and none when its name could be two kinds', async () => {
    const [store] = await rows<{ id: number }>(api.db, sql`select id from stores where code = 'S007'`);
    const [group] = await rows<{ id: number }>(
      api.db,
      sql`select id from category_groups where store_id = ${store!.id} order by id limit 1`,
    );
    const made: Record<string, string | null> = {};
    for (const [slug, name] of [
      ['kind-test-buds', 'Earbuds'],
      ['kind-test-tv', 'ទូរទស្សន៍'],
      ['kind-test-cases', 'Cases'],
      ['kind-test-headsets', 'Headsets'],
      ['kind-test-deals', 'Weekly deals'],
    ] as const) {
      const [sub] = await rows<{ id: number }>(
        api.db,
        sql`insert into subcategories (store_id, group_id, slug) values (${store!.id}, ${group!.id}, ${slug}) returning id`,
      );
      await api.db.execute(
        sql`insert into subcategory_translations (store_id, subcategory_id, locale, name)
            values (${store!.id}, ${sub!.id}, 'en', ${name})`,
      );
      const [row] = await rows<{ kind: string | null }>(
        api.db,
        sql`select kind from subcategories where store_id = ${store!.id} and id = ${sub!.id}`,
      );
      made[name] = row!.kind;
    }
    // "Cases" is a word of phone cases only (a computer's is a "PC case"); "Headsets" of two kinds.
    expect(made).toEqual({
      Earbuds: 'earbuds',
      ទូរទស្សន៍: 'tv',
      Cases: 'phone-case',
      Headsets: null,
      'Weekly deals': null,
    });
    await api.db.execute(sql`delete from subcategories where slug like 'kind-test-%'`);
  });

  it("keeps a product's search words when its subcategory's kind, own words or kind's words change", async () => {
    const [product] = await rows<{ id: number; store_id: number; subcategory_id: number }>(
      api.db,
      sql`select p.id, p.store_id, p.subcategory_id from products p join stores st on st.id = p.store_id
          join subcategories s on s.store_id = p.store_id and s.id = p.subcategory_id
          where st.code = 'S002' and s.slug = 'power-banks' order by p.id limit 1`,
    );
    const searchAll = async () =>
      (
        await rows<{ search_all: string }>(
          api.db,
          sql`select search_all from products where store_id = ${product!.store_id} and id = ${product!.id}`,
        )
      )[0]!.search_all;
    expect(await searchAll()).toContain('\nportable charger\n');
    await api.db.execute(
      sql`update subcategories set search_words = '{Batterie externe}' where store_id = ${product!.store_id} and id = ${product!.subcategory_id}`,
    );
    expect(await searchAll()).toContain('\nbatterie externe\n');
    await api.db.execute(sql`update kinds set words = words || '{juice pack}' where code = 'power-bank'`);
    expect(await searchAll()).toContain('\njuice pack\n');
    await api.db.execute(
      sql`update subcategories set kind = null where store_id = ${product!.store_id} and id = ${product!.subcategory_id}`,
    );
    const after = await searchAll();
    expect(after).not.toContain('\nportable charger\n');
    expect(after).toContain('\nbatterie externe\n');
    // Put back as the other tests of this file find it.
    await api.db.execute(
      sql`update kinds set words = array_remove(words, 'juice pack') where code = 'power-bank'`,
    );
    await api.db.execute(
      sql`update subcategories set kind = 'power-bank', search_words = '{}' where store_id = ${product!.store_id} and id = ${product!.subcategory_id}`,
    );
  });
});

describe('search by kind, in three scripts', () => {
  it('finds the earbuds by earphones, កាស and 耳机, though no name says so', async () => {
    for (const store of ['S001', 'S002']) {
      const kinds = await subcategoryOf(store);
      const earbuds = [...kinds.values()].filter((slug) => slug === 'earbuds').length;
      expect(earbuds, store).toBeGreaterThan(4);
      const found = await search('earphones', store);
      expect(
        found.slice(0, earbuds).map((p) => kinds.get(p.id)),
        store,
      ).toEqual(Array(earbuds).fill('earbuds'));
      for (const [term, lang] of [
        ['កាស', 'kh'],
        ['耳机', 'zh'],
      ] as const)
        for (const p of await search(term, store, lang))
          expect(AUDIO, `${store} ${term} ${p.name}`).toContain(kinds.get(p.id));
      expect(EARBUDS).toContain(kinds.get((await search('earbud', store))[0]!.id));
    }
  });

  it('lists a brand’s phones before its watches and cases: xiaomi phone, apple phone, 华为手机', async () => {
    const kinds = await subcategoryOf('S002');
    const PHONES = ['flagship-phones', 'midrange-phones', 'budget-phones', 'foldable-phones'];
    for (const [term, lang] of [
      ['xiaomi phone', 'en'],
      ['apple phone', 'en'],
      ['ទូរស័ព្ទ samsung', 'kh'],
      ['华为手机', 'zh'],
      ['小米手机', 'zh'],
    ] as const) {
      // S002 sells three Huawei phones, more of the others.
      const found = await search(term, 'S002', lang, 3);
      expect(found, term).toHaveLength(3);
      for (const p of found) expect(PHONES, `${term}: ${p.name}`).toContain(kinds.get(p.id));
    }
  });

  it('finds no TV where the shop sells none: tv, ទូរទស្សន៍ and 电视 are not CCTV, cables or consoles', async () => {
    for (const [term, lang] of [
      ['tv', 'en'],
      ['ទូរទស្សន៍', 'kh'],
      ['电视', 'zh'],
    ] as const)
      expect(await search(term, 'S001', lang), term).toEqual([]);
    // A product whose name says TV is one.
    const [cable] = await rows<{ id: number; store_id: number }>(
      api.db,
      sql`select p.id, p.store_id from products p join stores st on st.id = p.store_id
          where st.code = 'S001' and p.active order by p.id limit 1`,
    );
    await api.db.execute(
      sql`update product_translations set name = 'Xiaomi TV Box S (3rd Gen)' where store_id = ${cable!.store_id} and product_id = ${cable!.id} and locale = 'en'`,
    );
    // (In capitals: the API keeps the answer to 'tv' a few seconds.)
    expect((await search('TV', 'S001')).map((p) => p.id)).toEqual([cable!.id]);
  });

  it('asks for the part when the query names it: galaxy s25 case, iphone 13 camera module', async () => {
    const kinds = await subcategoryOf('S001');
    expect(kinds.get((await search('galaxy s25 case'))[0]!.id)).toBe('phone-cases');
    expect(kinds.get((await search('iphone 13 camera module'))[0]!.id)).toBe('phone-small-parts');
    // And the thing itself when it does not.
    expect((await search('galaxy s25'))[0]!.name).toBe('Samsung Galaxy S25');
  });
});
