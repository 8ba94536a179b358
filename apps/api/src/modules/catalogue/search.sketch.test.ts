import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RequestContext, shopContext } from '../../context';
import { rows } from '../../lib/sql';
import { createTestApi, type TestApi } from '../../test/harness';
import { makeSketch, SKETCH_PRODUCTS, type Sketch, sketchBound, tooFewAmongNewest } from './search.sketch';
import { searchTerm } from './search.term';

describe('a sketch of the newest products', () => {
  const texts = [
    '\nsamsung galaxy s25 ultra\nsmartphones\n\u0003galaxy s25 ultra\n12 gb\n',
    '\nsamsung galaxy a55 5g\nស្មាតហ្វូន សាំសុង\n三星手机\n',
    '\napple iphone 16 pro\nsmartphones\n256 gb\n',
    '\nscreen for iphone 12 (oled)\n\u0004iphone 12\n屏幕总成\n',
    '\nasus vivobook 15\nlaptops\nintel core i5-1335u\n',
  ];
  let sketch: Sketch;
  beforeAll(async () => {
    sketch = await makeSketch(texts);
  });
  const holding = (words: string[]) => texts.filter((t) => words.every((w) => t.includes(w))).length;

  it('bounds from above how many products hold every word, in every script', () => {
    const terms = [
      ['samsung'],
      ['galaxy', 's25'],
      ['iphone'],
      ['phone'],
      ['gb'],
      ['i5-1335u'],
      ['ស្មាតហ្វូន'],
      ['三星手机'],
      ['屏幕'],
      ['vivobook', '15'],
      ['galaxy', 'pro'],
      ['iphone 12'],
    ];
    for (const words of terms) {
      const bound = sketchBound(sketch, words);
      if (words.some((w) => w.length >= 3))
        expect(bound, words.join(' ')).toBeGreaterThanOrEqual(holding(words));
    }
    // Nearly exact on so few texts: a word in two products, in one, in none.
    expect(sketchBound(sketch, ['samsung'])).toBe(2);
    expect(sketchBound(sketch, ['vivobook'])).toBe(1);
    expect(sketchBound(sketch, ['zzqx'])).toBe(0);
    expect(sketchBound(sketch, ['galaxy', 'vivobook'])).toBe(1);
  });

  it('counts a product once however often it holds a piece, and pieces within a line only', async () => {
    expect(sketchBound(await makeSketch(['\nabc abc abc\nabc\n']), ['abc'])).toBe(1);
    // 'c\nd' spans two lines: no product holds 'bcde' as a search matches it.
    expect(sketchBound(await makeSketch(['\nabc\ndef\n']), ['bcde'])).toBe(0);
  });

  it('cannot tell for words of one or two characters', () => {
    expect(sketchBound(sketch, ['手机'])).toBeNull();
    expect(sketchBound(sketch, ['5g', 'a'])).toBeNull();
    // A longer word beside them still bounds the term.
    expect(sketchBound(sketch, ['5g', 'samsung'])).toBe(2);
  });

  it('counts up to 255 products a bucket', async () => {
    // 300 products: counted in several turns of the event loop, as a shop's are.
    expect(sketchBound(await makeSketch(Array.from({ length: 300 }, () => '\nxyz\n')), ['xyz'])).toBe(255);
  });
});

describe('tooFewAmongNewest', () => {
  let api: TestApi;
  let ctx: RequestContext;
  beforeAll(async () => {
    api = await createTestApi();
    const [store] = await rows<{ id: number }>(api.db, sql`select id from stores where code = 'S002'`);
    ctx = shopContext({ db: api.db }, { id: store!.id, code: 'S002' });
  });
  afterAll(() => api?.close());

  const term = (text: string) => searchTerm(text)!;

  it("tells a term the shop's newest products cannot fill a page with from one they may", async () => {
    const [{ n }] = (await rows<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from products p join stores s on s.id = p.store_id
          where s.code = 'S002' and p.active and strpos(p.search_all, 'galaxy') > 0`,
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(12);
    expect(await tooFewAmongNewest(ctx, term('galaxy'), 775, 12)).toBe(false);
    expect(await tooFewAmongNewest(ctx, term('zzqx'), 775, 12)).toBe(true);
    expect(await tooFewAmongNewest(ctx, term('galaxy zzqx'), 775, 12)).toBe(true);
    // More to read than the sketch counts, or no word it can count: it cannot tell.
    expect(await tooFewAmongNewest(ctx, term('zzqx'), SKETCH_PRODUCTS + 1, 12)).toBe(false);
    expect(await tooFewAmongNewest(ctx, term('zq'), 775, 12)).toBe(false);
  });

  it('finds a product added after the sketch was made, off the index', async () => {
    const before = await api.get('/api/products?name=qqwwee&page=1&row_per_page=12&store_code=S002');
    expect(before.body.data).toEqual([]);
    expect(await tooFewAmongNewest(ctx, term('qqwwee'), 775, 12)).toBe(true);
    // The shop's newest product is renamed: the sketch, made before, does not know the word yet.
    const [newest] = await rows<{ id: number }>(
      api.db,
      sql`select p.id from products p join stores s on s.id = p.store_id where s.code = 'S002' and p.active
          order by p.created_at desc nulls last, p.id desc nulls last limit 1`,
    );
    await rows(
      api.db,
      sql`update product_translations set name = 'Qqwwee Phone X' where product_id = ${newest!.id} and locale = 'en'`,
    );
    expect(await tooFewAmongNewest(ctx, term('qqwwee'), 775, 12)).toBe(true);
    const after = await api.get(
      '/api/products?name=qqwwee&page=1&row_per_page=12&store_code=S002&count=none',
    );
    expect(after.body.data.map((p: { id: number }) => p.id)).toEqual([newest!.id]);
  });
});
