import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { createTestApi, type TestApi } from '../../test/harness';
import { holdsWord } from './search.testing';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

type Item = {
  id: number;
  name: string;
  image: string;
  price: number;
  promo_price: number | null;
  variant_name: string | null;
};

async function search(term: string, lang = 'en', store = 'S002', rows = 100): Promise<Item[]> {
  const res = await api.get(
    `/api/products?name=${encodeURIComponent(term)}&page=1&row_per_page=${rows}&store_code=${store}&lang=${lang}`,
  );
  expect(res.status, term).toBe(200);
  return res.body.data;
}

/** Every product name of a shop in a language, to check the search against. */
async function allNames(lang: string, store = 'S002'): Promise<Item[]> {
  const out: Item[] = [];
  for (let page = 1; ; page++) {
    const res = await api.get(`/api/products?store_code=${store}&lang=${lang}&row_per_page=100&page=${page}`);
    out.push(...res.body.data);
    if (page >= res.body.last_page) return out;
  }
}

/**
 * The active products of a shop and what a search matches in each (`search_all`: names, brand,
 * categories and specifications in every language, lower case).
 */
async function searchable(store = 'S002'): Promise<Map<number, string>> {
  const found = await rows<{ id: number; search_all: string }>(
    api.db,
    sql`select p.id, p.search_all from products p join stores s on s.id = p.store_id
        where s.code = ${store} and p.active`,
  );
  return new Map(found.map((r) => [r.id, r.search_all]));
}

describe('product search in three scripts', () => {
  it('finds a Khmer word inside a Khmer name written without spaces', async () => {
    const names = await allNames('kh');
    // A piece from the middle of a real name: no word boundary helps here.
    const sample = names.map((p) => p.name).find((n) => /[\u1780-\u17FF]{8,}/.test(n))!;
    const word = /[\u1780-\u17FF]{8,}/.exec(sample)![0];
    const inner = [...word].slice(2, 6).join('');
    const expected = names
      .filter((p) => p.name.includes(inner))
      .map((p) => p.id)
      .sort();
    const found = await search(inner, 'kh');
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((p) => p.id).sort()).toEqual(expect.arrayContaining(expected.slice(0, 100)));
  });

  it('finds Chinese words of two characters and of one, in names and in category names', async () => {
    const words = await searchable();
    const names = await allNames('zh');
    for (const term of ['手机', '耳', '路由器']) {
      const expected = [...words].filter(([, text]) => text.includes(term)).map(([id]) => id);
      expect(expected.length, term).toBeGreaterThan(0);
      const found = await search(term, 'zh');
      expect(found.length, term).toBe(Math.min(expected.length, 100));
      for (const p of found) expect(words.get(p.id), term).toContain(term);
      // Every product named with the term is among them when they all fit on the page.
      const named = names.filter((p) => p.name.includes(term)).map((p) => p.id);
      if (expected.length <= 100) expect(found.map((p) => p.id)).toEqual(expect.arrayContaining(named));
    }
  });

  it('finds a short Khmer term through the character-pair index', async () => {
    const words = await searchable();
    const term = 'កា';
    const expected = [...words].filter(([, text]) => text.includes(term));
    const found = await search(term, 'kh');
    expect(found.length).toBe(Math.min(expected.length, 100));
    for (const p of found) expect(words.get(p.id)).toContain(term);
  });

  it('matches a name in any of the three languages, whatever the page language', async () => {
    const zhNames = await allNames('zh');
    const target = zhNames.find((p) => p.name.includes('手机'))!;
    const found = await search('手机', 'en');
    expect(found.map((p) => p.id)).toContain(target.id);
    expect(found.find((p) => p.id === target.id)!.name).not.toMatch(/[\u4E00-\u9FFF]/);
  });

  it('finds English words in any case, and by brand name', async () => {
    const lower = await search('galaxy');
    const upper = await search('GALAXY');
    expect(lower.length).toBeGreaterThan(0);
    expect(upper.map((p) => p.id)).toEqual(lower.map((p) => p.id));
    const byBrand = await search('xiaomi');
    expect(byBrand.length).toBeGreaterThan(0);
  });

  it('ranks whole and prefix matches before matches inside a name, and typos last', async () => {
    const found = await search('samsung', 'en', 'S002');
    const firstInner = found.findIndex((p) => !p.name.toLowerCase().startsWith('samsung'));
    const lastPrefix = found.map((p) => p.name.toLowerCase().startsWith('samsung')).lastIndexOf(true);
    expect(lastPrefix).toBeGreaterThanOrEqual(0);
    if (firstInner >= 0) expect(lastPrefix).toBeLessThan(firstInner);

    const typo = await search('samsnug', 'en', 'S002');
    expect(typo.length).toBeGreaterThan(0);
    expect(typo.some((p) => /samsung/i.test(p.name))).toBe(true);
    // A real substring match of another product outranks a typo match.
    const mixed = await search('galxy', 'en', 'S002');
    expect(mixed.some((p) => /galaxy/i.test(p.name))).toBe(true);
  });

  it('answers every result with image, name, first variant name, price and promo price', async () => {
    const [first] = await search('iphone', 'en', 'S002', 12);
    expect(first).toMatchObject({
      image: expect.stringMatching(/^http/),
      name: expect.any(String),
      price: expect.any(Number),
    });
    expect(first).toHaveProperty('variant_name');
    expect(first).toHaveProperty('promo_price');
  });

  it('searches SQL and LIKE wildcards literally', async () => {
    const words = await searchable();
    for (const term of ['%', '_', "'", '\\', '%%', "' or 1=1 --", 'a_b', '100%']) {
      const found = await search(term);
      // Each word of the term is in the product (a name, category, specification…) as written.
      for (const p of found)
        for (const word of term.split(' ')) expect(words.get(p.id), term).toContain(word.toLowerCase());
    }
  });

  it('answers odd queries with results or none, never an error: signs, emoji, mixed scripts, patterns', async () => {
    const words = await searchable('S001');
    const terms = [
      'a',
      '៛',
      '手',
      '?!',
      '...',
      '😀',
      'iphone 😀',
      'usb-c 数据线',
      'ស្មាតហ្វូន samsung',
      // Regular-expression and SQL signs in short words, which match at the start of a word.
      'c++',
      'a.b',
      'a|b',
      'a$',
      'a^',
      'a(',
      'a)',
      'a[',
      'a]',
      'a{2',
      'a}',
      'a*',
      'a+',
      'a?',
      'a\\',
      '1/2',
      "a'",
      'a%',
      'a_',
      '(1)',
      '.*',
      '^a',
      'x))',
      "1' or '1'='1",
      'select * from products;',
    ];
    for (const term of terms) {
      for (const lang of ['en', 'kh', 'zh']) {
        const res = await api.get(
          `/api/products?name=${encodeURIComponent(term)}&page=1&row_per_page=12&store_code=S001&lang=${lang}&count=none`,
        );
        expect(res.status, term).toBe(200);
        // Every word is in what it found, as search matches it (or a light typo of a page it
        // does not fill, which only an English word of four characters or more has).
        if (term.length < 4)
          for (const p of res.body.data as Item[])
            for (const word of term.split(' '))
              expect(holdsWord(words.get(p.id)!, word), `${term} ${p.id}`).toBe(true);
      }
    }
    // Longer than a name can be: a 400 that says which field, not a 5xx.
    const long = await api.get(
      `/api/products?name=${encodeURIComponent('手机'.repeat(500))}&store_code=S001`,
    );
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('name');
  });

  it('finds words of signs and short runs of letters and digits, exactly, off their character pairs', async () => {
    // Words pg_trgm has no trigrams of their own for ('m.2', '+12', 'i5-1', '1.5'): a page of 100
    // the shop's first reads do not fill is read off the index, here the pairs of the words.
    for (const store of ['S001', 'S007']) {
      const words = await searchable(store);
      let matched = 0;
      for (const term of ['m.2', 'i5-1', '+12', '1.5', 'wi-f', '5-c', '3.0 m.2', '-in-1', 'x.5', '"+"']) {
        const expected = [...words].filter(([, text]) => term.split(' ').every((w) => holdsWord(text, w)));
        const found = (await search(term, 'en', store)).map((p) => p.id);
        expect(expected.length, `${store} ${term}`).toBeLessThan(100);
        if (expected.length) matched++;
        // Every product that holds the term, and before any light typo of a page they do not fill.
        expect(found.slice(0, expected.length).sort(), `${store} ${term}`).toEqual(
          expected.map(([id]) => id).sort(),
        );
      }
      expect(matched, store).toBeGreaterThanOrEqual(5);
    }
  });

  it('pages through results and caps the page size', async () => {
    const page1 = await api.get('/api/products?name=usb&page=1&row_per_page=5&store_code=S001');
    const page2 = await api.get('/api/products?name=usb&page=2&row_per_page=5&store_code=S001');
    expect(page1.body.total).toBeGreaterThan(5);
    const ids = new Set(page1.body.data.map((p: Item) => p.id));
    expect(page2.body.data.some((p: Item) => ids.has(p.id))).toBe(false);
    const big = await api.get('/api/products?name=usb&row_per_page=100000&store_code=S001');
    expect(big.status).toBe(400);
    const long = await api.get(`/api/products?name=${'a'.repeat(101)}&store_code=S001`);
    expect(long.status).toBe(400);
  });
});

describe('search pagination edges', () => {
  it('answers pages past the matches and past the 500 a search reaches with no products', async () => {
    const first = await api.get('/api/products?name=usb&page=1&row_per_page=5&store_code=S001');
    const past = await api.get(
      `/api/products?name=usb&page=${first.body.last_page + 1}&row_per_page=5&store_code=S001`,
    );
    expect(past.status).toBe(200);
    // Counted to four pages past the first; the pages beyond are not known to be empty.
    if (!first.body.total_capped) expect(past.body.data).toEqual([]);
    const far = await api.get('/api/products?name=a&page=60&row_per_page=10&store_code=S001');
    expect(far.status).toBe(200);
    expect(far.body.data).toEqual([]);
    expect(far.body.current_page).toBe(60);
    expect(far.body.total).toBeGreaterThan(0);
    expect(far.body.total).toBeLessThanOrEqual(500);
  });

  it('counts four pages ahead, and says when more match', async () => {
    const page1 = await api.get('/api/products?name=a&page=1&row_per_page=10&store_code=S001');
    expect(page1.body.total).toBe(50);
    expect(page1.body.total_capped).toBe(true);
    expect(page1.body.last_page).toBe(5);
    const page5 = await api.get('/api/products?name=a&page=5&row_per_page=10&store_code=S001');
    expect(page5.body.data).toHaveLength(10);
    expect(page5.body.total).toBeGreaterThan(50);
    const rare = await api.get('/api/products?name=vivobook&page=1&row_per_page=10&store_code=S001');
    expect(rare.body.total_capped).toBe(false);
    expect(rare.body.total).toBe(5);
    expect(rare.body.data).toHaveLength(5);
  });

  it('counts no further than the page with count=none (a suggestion box), with the same page', async () => {
    const counted = await api.get('/api/products?name=a&page=1&row_per_page=10&store_code=S001');
    const box = await api.get('/api/products?name=a&page=1&row_per_page=10&count=none&store_code=S001');
    expect(box.status).toBe(200);
    expect(box.body.data.map((p: Item) => p.id)).toEqual(counted.body.data.map((p: Item) => p.id));
    // A full page: more may match.
    expect(box.body.total).toBe(10);
    expect(box.body.total_capped).toBe(true);
    const page2 = await api.get('/api/products?name=a&page=2&row_per_page=10&count=none&store_code=S001');
    const counted2 = await api.get('/api/products?name=a&page=2&row_per_page=10&store_code=S001');
    expect(page2.body.data.map((p: Item) => p.id)).toEqual(counted2.body.data.map((p: Item) => p.id));
    expect(page2.body.total).toBe(20);
    // A page that is not full holds every match.
    const rare = await api.get(
      '/api/products?name=vivobook&page=1&row_per_page=10&count=none&store_code=S001',
    );
    expect(rare.body.total).toBe(5);
    expect(rare.body.total_capped).toBe(false);
    const bad = await api.get('/api/products?name=a&count=all&store_code=S001');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('count');
  });

  it('answers bad paging with 400 and the field it is about', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['row_per_page=0', 'row_per_page'],
      ['row_per_page=101', 'row_per_page'],
      ['sort=best', 'sort'],
    ]) {
      const res = await api.get(`/api/products?name=usb&${query}&store_code=S001`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toContain(field);
    }
  });
});

describe('GET /products/page=1&row_per_page=15&name={text} (the header bar)', () => {
  it('answers data.data with up to 15 matches, the shop from X-Store-Code', async () => {
    const res = await api.get('/products/page=1&row_per_page=15&name=galaxy', { 'x-store-code': 'S002' });
    expect(res.status).toBe(200);
    expect(res.body.data.per_page).toBe(15);
    expect(res.body.data.data.length).toBeGreaterThan(0);
    expect(res.body.data.data.length).toBeLessThanOrEqual(15);
    for (const p of res.body.data.data) expect(p.name.toLowerCase()).toContain('galaxy');
  });

  it('takes count=none as GET /api/products does', async () => {
    const counted = await api.get('/products/page=1&row_per_page=2&name=galaxy', { 'x-store-code': 'S002' });
    const box = await api.get('/products/page=1&row_per_page=2&name=galaxy&count=none', {
      'x-store-code': 'S002',
    });
    expect(box.status).toBe(200);
    expect(box.body.data.data).toEqual(counted.body.data.data);
    expect(counted.body.data.total).toBeGreaterThan(2);
    expect(box.body.data.total).toBe(2);
    expect(box.body.data.total_capped).toBe(true);
    const bad = await api.get('/products/page=1&row_per_page=2&name=galaxy&count=some', {
      'x-store-code': 'S002',
    });
    expect(bad.status).toBe(400);
  });

  it('takes encoded Khmer and Chinese text, and store_code in the query', async () => {
    const res = await api.get(
      `/products/page=1&row_per_page=15&name=${encodeURIComponent('手机')}?store_code=S002&lang=zh`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.data.length).toBeGreaterThan(0);
  });

  it('answers bad input with 400', async () => {
    for (const path of [
      '/products/page=1&row_per_page=15&name=',
      '/products/page=0&row_per_page=15&name=usb',
      '/products/page=1&row_per_page=1000&name=usb',
      '/products/page=1&garbage&name=usb',
      '/products/page=1&row_per_page=15&name=%E0%A4%A',
    ]) {
      const res = await api.get(path, { 'x-store-code': 'S001' });
      expect(res.status, path).toBe(400);
    }
    const noShop = await api.get('/products/page=1&row_per_page=15&name=usb');
    expect(noShop.status).toBe(400);
  });
});
