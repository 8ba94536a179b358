import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { createTestApi, type TestApi } from '../../test/harness';
import { shop } from './admin.fixtures';

// The back office's categories, groups, subcategories and brands (issue 30): the role matrix,
// names in three languages seen by the storefront, order, kinds and search words seen by search at
// once, slugs, deletes refused while products use a row, and another shop's rows not found.

let api: TestApi;
const tokens: Record<string, string> = {};
let s001: number;

beforeAll(async () => {
  api = await createTestApi();
  for (const who of ['owner', 'editor', 'cashier', 'packer'] as const)
    tokens[who] = await api.staffTokenFor(`${who}@example.com`);
  [{ id: s001 }] = (await rows<{ id: number }>(api.db, sql`select id from stores where code = 'S001'`)) as [
    { id: number },
  ];
});
afterAll(() => api?.close());

const call = (method: string, path: string, options: { as?: string; body?: unknown; shop?: string } = {}) =>
  api.send(method, path, {
    token: tokens[options.as ?? 'editor'],
    headers: shop(options.shop ?? 'S001'),
    ...(options.body === undefined ? {} : { body: options.body }),
  });

interface StoreCategory {
  id: number;
  name: string;
  groups?: { id: number; name: string; subcategories: { id: number; name: string }[] }[];
}

const storefrontCategories = async (lang: string) =>
  (await api.get(`/api/categories?store_code=S001&lang=${lang}&include=groups`)).body.data as StoreCategory[];

/** Every brand the storefront lists, page by page, in its order. */
async function storefrontBrands(lang: string) {
  const all: { id: number; name: string }[] = [];
  for (let page = 1; ; page++) {
    const answer = (await api.get(`/api/brands?store_code=S001&lang=${lang}&page=${page}&row_per_page=50`))
      .body.data;
    all.push(...answer.data);
    if (page >= answer.last_page) return all;
  }
}

/** A new category of S001 made through the API, with a unique English name. */
async function newCategory(en: string, extra: object = {}) {
  const made = await call('POST', '/admin/api/categories', { body: { name: { en }, ...extra } });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data as { id: number; slug: string; name: { en: string; kh: string; zh: string } };
}

describe('who may', () => {
  it('lets editors and owners read and write, refuses cashiers and packers (403) and nobody (401)', async () => {
    for (const as of ['editor', 'owner']) {
      expect((await call('GET', '/admin/api/categories', { as })).status, as).toBe(200);
      expect((await call('GET', '/admin/api/brands', { as })).status, as).toBe(200);
    }
    for (const as of ['cashier', 'packer']) {
      for (const path of ['/admin/api/categories', '/admin/api/brands']) {
        const read = await call('GET', path, { as });
        expect(read.status, `${as} ${path}`).toBe(403);
        const write = await call('POST', path, { as, body: { name: { en: 'Not allowed' } } });
        expect(write.status, `${as} ${path}`).toBe(403);
      }
    }
    const [made] = await rows(
      api.db,
      sql`select 1 from category_translations where store_id = ${s001} and name = 'Not allowed'`,
    );
    expect(made).toBeUndefined();
    expect((await api.send('GET', '/admin/api/categories', { headers: shop('S001') })).status).toBe(401);
  });

  it('never shows, saves or deletes another shop’s category, group, subcategory or brand (404)', async () => {
    const other = async (table: string) =>
      (
        await rows<{ id: number }>(
          api.db,
          sql`select x.id from ${sql.raw(table)} x join stores s on s.id = x.store_id and s.code = 'S002' order by x.id limit 1`,
        )
      )[0]!.id;
    const body = { name: { en: 'Taken over' } };
    for (const [table, path] of [
      ['categories', '/admin/api/categories'],
      ['category_groups', '/admin/api/category-groups'],
      ['subcategories', '/admin/api/subcategories'],
      ['brands', '/admin/api/brands'],
    ] as const) {
      const id = await other(table);
      expect((await call('PUT', `${path}/${id}`, { body })).status, `${table} PUT`).toBe(404);
      expect((await call('DELETE', `${path}/${id}`)).status, `${table} DELETE`).toBe(404);
    }
    const category = await other('categories');
    expect((await call('POST', `/admin/api/categories/${category}/groups`, { body })).status).toBe(404);
    const group = await other('category_groups');
    expect((await call('POST', `/admin/api/category-groups/${group}/subcategories`, { body })).status).toBe(
      404,
    );
    const tree = (await call('GET', '/admin/api/categories')).body.data;
    expect(tree.categories.map((c: { id: number }) => c.id)).not.toContain(category);
  });
});

describe('categories', () => {
  it('creates a category in English, names it in Khmer: the storefront shows it in kh, English in zh', async () => {
    const made = await newCategory('Test Gadgets');
    expect(made).toMatchObject({ slug: 'test-gadgets', name: { en: 'Test Gadgets', kh: '', zh: '' } });
    const saved = await call('PUT', `/admin/api/categories/${made.id}`, {
      body: { name: { en: 'Test Gadgets', kh: 'ឧបករណ៍តេស្ត' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      id: made.id,
      slug: 'test-gadgets',
      name: { en: 'Test Gadgets', kh: 'ឧបករណ៍តេស្ត', zh: '' },
      products: 0,
      missing: ['name.zh'],
    });
    expect((await storefrontCategories('kh')).find((c) => c.id === made.id)?.name).toBe('ឧបករណ៍តេស្ត');
    expect((await storefrontCategories('zh')).find((c) => c.id === made.id)?.name).toBe('Test Gadgets');

    // Renamed again in Khmer: the storefront follows.
    await call('PUT', `/admin/api/categories/${made.id}`, {
      body: { name: { en: 'Test Gadgets', kh: 'គ្រឿងតេស្ត', zh: '测试配件' } },
    });
    expect((await storefrontCategories('kh')).find((c) => c.id === made.id)?.name).toBe('គ្រឿងតេស្ត');
    const tree = (await call('GET', '/admin/api/categories')).body.data;
    expect(tree.categories.find((c: { id: number }) => c.id === made.id)).toMatchObject({ missing: [] });
    expect(tree.kinds.length).toBeGreaterThan(50);

    const audit = await rows<{ action: string }>(
      api.db,
      sql`select action from audit_log where store_id = ${s001} and entity = 'category'
          and entity_id = ${String(made.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['category.created', 'category.updated', 'category.updated']);
  });

  it('moves categories up and down: the storefront lists them in the new order', async () => {
    await newCategory('Test Order A');
    const before = (await call('GET', '/admin/api/categories')).body.data.categories.map(
      (c: { id: number }) => c.id,
    ) as number[];
    // The last one first.
    const order = [before.at(-1)!, ...before.slice(0, -1)];
    const moved = await call('PUT', '/admin/api/categories/order', { body: { ids: order } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.categories.map((c: { id: number }) => c.id)).toEqual(order);
    expect((await storefrontCategories('en')).map((c) => c.id)).toEqual(order);

    // A list that is not every category (one left out) is refused with the tree as it is.
    const partial = await call('PUT', '/admin/api/categories/order', { body: { ids: order.slice(1) } });
    expect(partial.status).toBe(409);
    expect(partial.body.message).toMatch(/^ids: /);
    expect(partial.body.data.categories.map((c: { id: number }) => c.id)).toEqual(order);
    const twice = await call('PUT', '/admin/api/categories/order', { body: { ids: [order[0], order[0]] } });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toMatch(/ids/);
  });

  it('refuses a slug another category has (409 naming slug), and bad input (400 naming the field)', async () => {
    const first = await newCategory('Test Slugs');
    const clash = await call('POST', '/admin/api/categories', {
      body: { name: { en: 'Other' }, slug: first.slug },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/^slug: "test-slugs" is already used/);
    const second = await newCategory('Test Slugs');
    expect(second.slug).toBe('test-slugs-2');
    const renamed = await call('PUT', `/admin/api/categories/${second.id}`, {
      body: { name: { en: 'Test Slugs' }, slug: 'test-slugs' },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toMatch(/^slug: /);

    const cases: [unknown, RegExp][] = [
      [{ name: { kh: 'គ្មានអង់គ្លេស' } }, /name\.en/],
      [{ name: { en: '   ' } }, /name\.en/],
      [{}, /name/],
      [{ name: { en: 'Bad slug' }, slug: 'Bad Slug!' }, /slug/],
      [{ name: { en: 'Bad words' }, search_words: 'earbuds' }, /search_words/],
      [{ name: { en: 'Bad kind' }, kind: 'no-such-kind' }, /^kind: /],
    ];
    for (const [body, message] of cases) {
      const refused = await call('POST', '/admin/api/categories', { body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.message, JSON.stringify(body)).toMatch(message);
    }
    const [kept] = await rows(
      api.db,
      sql`select 1 from category_translations where store_id = ${s001} and name in ('Bad kind', 'Bad slug')`,
    );
    expect(kept).toBeUndefined();
  });
});

describe('groups and subcategories', () => {
  it('adds a group and a subcategory with its own words: the storefront shows them, search finds its products by the words at once', async () => {
    const category = await newCategory('Test Audio');
    const group = await call('POST', `/admin/api/categories/${category.id}/groups`, {
      body: { name: { en: 'Test Listening', zh: '测试聆听' } },
    });
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    expect(group.body.data).toMatchObject({
      category_id: category.id,
      subcategories: [],
      missing: ['name.kh'],
    });
    const sub = await call('POST', `/admin/api/category-groups/${group.body.data.id}/subcategories`, {
      body: {
        name: { en: 'Test Buds', kh: 'កាសតេស្ត' },
        kind: 'earbuds',
        search_words: ['Zqxbuds', 'zqxbuds', ' 耳塞测试 '],
      },
    });
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    expect(sub.body.data).toMatchObject({
      group_id: group.body.data.id,
      slug: 'test-buds',
      kind: 'earbuds',
      search_words: ['zqxbuds', '耳塞测试'],
    });
    const kh = (await storefrontCategories('kh')).find((c) => c.id === category.id);
    expect(kh?.groups?.[0]?.subcategories.map((s) => s.name)).toEqual(['កាសតេស្ត']);

    // A product placed in it is found by the subcategory's words, then by its new ones at once.
    const product = await call('POST', '/admin/api/products', {
      body: {
        name: { en: 'Test Sound Pods' },
        category_id: category.id,
        subcategory_id: sub.body.data.id,
        variants: [{ sku: 'TEST-SOUND-PODS', price: 10, stock: 3 }],
      },
    });
    expect(product.status, JSON.stringify(product.body)).toBe(200);
    const found = async (word: string) =>
      (await api.get(`/api/products?store_code=S001&name=${encodeURIComponent(word)}`)).body.data.map(
        (p: { id: number }) => p.id,
      );
    expect(await found('zqxbuds')).toContain(product.body.data.id);
    const saved = await call('PUT', `/admin/api/subcategories/${sub.body.data.id}`, {
      body: { name: { en: 'Test Buds', kh: 'កាសតេស្ត' }, search_words: ['wqxpods'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ kind: 'earbuds', search_words: ['wqxpods'], products: 1 });
    expect(await found('wqxpods')).toContain(product.body.data.id);
    // The old word is gone from what search reads (a search asked before is kept a few seconds).
    const [text] = await rows<{ search_all: string }>(
      api.db,
      sql`select search_all from products where store_id = ${s001} and id = ${product.body.data.id as number}`,
    );
    expect(text!.search_all).toContain('\nwqxpods\n');
    expect(text!.search_all).not.toContain('zqxbuds');

    // Used by the product: none of the three can be deleted, each saying how many products use it.
    for (const path of [
      `/admin/api/subcategories/${sub.body.data.id}`,
      `/admin/api/category-groups/${group.body.data.id}`,
      `/admin/api/categories/${category.id}`,
    ]) {
      const refused = await call('DELETE', path);
      expect(refused.status, path).toBe(409);
      expect(refused.body.message, path).toMatch(/^1 product uses this /);
    }
    // The product moved out, the category goes with its group and subcategory.
    await api.db.execute(
      sql`delete from products where store_id = ${s001} and id = ${product.body.data.id as number}`,
    );
    const deleted = await call('DELETE', `/admin/api/categories/${category.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const [left] = await rows(
      api.db,
      sql`select 1 from subcategories where store_id = ${s001} and id = ${sub.body.data.id as number}`,
    );
    expect(left).toBeUndefined();
    expect((await storefrontCategories('en')).map((c) => c.id)).not.toContain(category.id);
  });

  it('moves a category’s groups and a group’s subcategories', async () => {
    const category = await newCategory('Test Shelves');
    const groups: number[] = [];
    for (const en of ['Test Top', 'Test Middle', 'Test Bottom'])
      groups.push(
        (await call('POST', `/admin/api/categories/${category.id}/groups`, { body: { name: { en } } })).body
          .data.id,
      );
    const reversed = [...groups].reverse();
    const moved = await call('PUT', `/admin/api/categories/${category.id}/groups/order`, {
      body: { ids: reversed },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const node = moved.body.data.categories.find((c: { id: number }) => c.id === category.id);
    expect(node.groups.map((g: { id: number }) => g.id)).toEqual(reversed);

    const subs: number[] = [];
    for (const en of ['Test One', 'Test Two'])
      subs.push(
        (
          await call('POST', `/admin/api/category-groups/${groups[0]}/subcategories`, {
            body: { name: { en } },
          })
        ).body.data.id,
      );
    const swapped = await call('PUT', `/admin/api/category-groups/${groups[0]}/subcategories/order`, {
      body: { ids: [subs[1], subs[0]] },
    });
    expect(swapped.status).toBe(200);
    const kh = (await storefrontCategories('kh')).find((c) => c.id === category.id);
    expect(kh?.groups?.map((g) => g.id)).toEqual(reversed);
    expect(kh?.groups?.find((g) => g.id === groups[0])?.subcategories.map((s) => s.id)).toEqual([
      subs[1],
      subs[0],
    ]);
    // A group's subcategories are not another group's.
    const wrong = await call('PUT', `/admin/api/category-groups/${groups[1]}/subcategories/order`, {
      body: { ids: subs },
    });
    expect(wrong.status).toBe(409);
  });
});

describe('brands', () => {
  it('adds a brand named in Khmer, renames it, moves it first: the storefront follows', async () => {
    const made = await call('POST', '/admin/api/brands', {
      body: { name: { en: 'Testbrand', kh: 'តេស្តប្រេន' } },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ slug: 'testbrand', products: 0, missing: ['name.zh'] });
    const id = made.body.data.id as number;
    const renamed = await call('PUT', `/admin/api/brands/${id}`, {
      body: { name: { en: 'Testbrand', kh: 'ប្រេនតេស្ត', zh: '测试牌' } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ slug: 'testbrand', missing: [] });
    expect((await storefrontBrands('kh')).find((b) => b.id === id)?.name).toBe('ប្រេនតេស្ត');

    const all = (await call('GET', '/admin/api/brands')).body.data.map(
      (b: { id: number }) => b.id,
    ) as number[];
    expect(all.at(-1)).toBe(id);
    const order = [id, ...all.filter((b) => b !== id)];
    const moved = await call('PUT', '/admin/api/brands/order', { body: { ids: order } });
    expect(moved.status).toBe(200);
    expect((await storefrontBrands('en')).map((b) => b.id)).toEqual(order);
    await call('PUT', '/admin/api/brands/order', { body: { ids: all } });

    const clash = await call('POST', '/admin/api/brands', {
      body: { name: { en: 'Apple again' }, slug: 'testbrand' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/^slug: /);
    const bad = await call('POST', '/admin/api/brands', { body: { name: { en: '' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/name\.en/);

    expect((await call('DELETE', `/admin/api/brands/${id}`)).status).toBe(200);
    expect((await storefrontBrands('en')).map((b) => b.id)).not.toContain(id);
  });

  it('refuses to delete a brand products use, saying how many', async () => {
    const [used] = await rows<{ id: number; n: number }>(
      api.db,
      sql`select brand_id as id, count(*)::int as n from products where store_id = ${s001} and brand_id is not null
          group by brand_id order by count(*) desc limit 1`,
    );
    const refused = await call('DELETE', `/admin/api/brands/${used!.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${used!.n} products use this brand: move them elsewhere first`);
    const [still] = await rows(
      api.db,
      sql`select 1 from brands where store_id = ${s001} and id = ${used!.id}`,
    );
    expect(still).toBeDefined();
  });
});
