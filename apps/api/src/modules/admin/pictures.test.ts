import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../lib/sql';
import { createTestApi, type TestApi } from '../../test/harness';
import { shop } from './admin.fixtures';

// The catalogue's pictures (issue 30, part 3): a product's pictures added (checked, re-encoded,
// served with their resized variants), put in order with the main one first, removed; a category's,
// a brand's picture and the shop's logo replaced; the storefront showing each. Bad input (not a
// picture, too large) is a 4xx that writes nothing; another shop's ids are 404 and stay untouched.

let api: TestApi;
let mediaDir: string;
const tokens: Record<string, string> = {};
let s001: number;
let s002: number;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'pictures-test-'));
  api = await createTestApi({ mediaDir });
  for (const who of ['owner', 'manager', 'editor', 'cashier', 'packer'] as const)
    tokens[who] = await api.staffTokenFor(`${who}@example.com`);
  const shops = await rows<{ id: number; code: string }>(
    api.db,
    sql`select id, code from stores where code in ('S001', 'S002')`,
  );
  s001 = shops.find((s) => s.code === 'S001')!.id;
  s002 = shops.find((s) => s.code === 'S002')!.id;
});
afterAll(async () => {
  await api?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const png = (colour: string, width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
const jpeg = (colour: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** A multipart upload of `file` to `path`, as `as` of `store`. */
async function upload(
  path: string,
  file: Blob | null,
  options: { as?: string; store?: string; name?: string; key?: string } = {},
) {
  const form = new FormData();
  if (file) form.set('file', file, options.name ?? 'picture.png');
  const headers: Record<string, string> = {
    authorization: `Bearer ${tokens[options.as ?? 'editor']}`,
    ...shop(options.store ?? 'S001'),
  };
  if (options.key) headers['idempotency-key'] = options.key;
  const res = await api.app.request(path, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

const call = (method: string, path: string, options: { as?: string; body?: unknown; store?: string } = {}) =>
  api.send(method, path, {
    token: tokens[options.as ?? 'editor'],
    headers: shop(options.store ?? 'S001'),
    ...(options.body === undefined ? {} : { body: options.body }),
  });

/** A product of the shop with at least `count` pictures, newest first, not `except`. */
async function productWith(storeId: number, count: number, except: number[] = []) {
  const [row] = await rows<{ id: number }>(
    api.db,
    sql`select p.id from products p where p.store_id = ${storeId} and p.active
          and (select count(*) from product_images i where i.store_id = p.store_id and i.product_id = p.id) >= ${count}
          and not (p.id = any(${`{${[0, ...except].join(',')}}`}::int[]))
        order by p.id desc limit 1`,
  );
  return row!.id;
}

/** What a product's pictures and image are in the database, to compare before and after. */
async function stateOf(storeId: number, productId: number) {
  const images = await rows<{ id: number; url: string; sequence: number }>(
    api.db,
    sql`select id, url, sequence from product_images where store_id = ${storeId} and product_id = ${productId}
        order by sequence, id`,
  );
  const [product] = await rows<{ image: string | null }>(
    api.db,
    sql`select image from products where store_id = ${storeId} and id = ${productId}`,
  );
  return { images, image: product?.image ?? null };
}

const auditCount = async () =>
  (await rows<{ n: number }>(api.db, sql`select count(*)::int as n from audit_log`))[0]!.n;

/** The storefront's product answer, as the storefront asks for it. */
const storefront = async (id: number, store = 'S001') =>
  (await api.get(`/api/product/${id}?store_code=${store}&lang=en`)).body.data;

const pathOf = (url: string) => new URL(url).pathname;

describe('a product’s pictures', () => {
  it('adds a real picture at the end, re-encoded, shown by the storefront with its resized variants', async () => {
    const id = await productWith(s001, 1);
    const before = (await call('GET', `/admin/api/products/${id}`)).body.data.images;
    const bytes = await jpeg('#c2410c');
    const key = randomUUID();
    const added = await upload(
      `/admin/api/products/${id}/images`,
      new Blob([bytes], { type: 'image/jpeg' }),
      {
        name: 'phone.jpg',
        key,
      },
    );
    expect(added.status).toBe(200);
    const list = added.body.data as { id: number; url: string; main: boolean; sequence: number }[];
    expect(list.map((i) => i.id).slice(0, -1)).toEqual(before.map((i: { id: number }) => i.id));
    const last = list.at(-1)!;
    expect(last).toMatchObject({ main: false, sequence: list.length - 1 });
    expect(last.url).toMatch(/^http:\/\/assets\.test\/media\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect(list.filter((i) => i.main).map((i) => i.id)).toEqual([list[0]!.id]);
    // Kept among the public media, served as it was stored and resized to WebP.
    const original = await api.app.request(pathOf(last.url));
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 600]);
    const small = await api.app.request(`${pathOf(last.url)}?w=320`);
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);
    // The storefront's gallery, in the same order.
    expect((await storefront(id)).images).toEqual(list.map((i) => i.url));
    // The admin's product answers the same list.
    expect((await call('GET', `/admin/api/products/${id}`)).body.data.images).toEqual(list);
    // The same key again: the first answer, not a second picture.
    const again = await upload(
      `/admin/api/products/${id}/images`,
      new Blob([bytes], { type: 'image/jpeg' }),
      {
        name: 'phone.jpg',
        key,
      },
    );
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await stateOf(s001, id)).images).toHaveLength(list.length);
    // …but another picture with that key is another request.
    const other = await upload(`/admin/api/products/${id}/images`, new Blob([await jpeg('#0f766e')]), {
      key,
    });
    expect(other.status).toBe(422);
    // One audit row, with what was added.
    const [row] = await rows<{ action: string; after: { images: string[] } }>(
      api.db,
      sql`select action, after from audit_log where store_id = ${s001} and entity = 'product'
            and entity_id = ${String(id)} order by id desc limit 1`,
    );
    expect(row?.action).toBe('product.image_added');
    expect(row?.after.images.at(-1)).toBe(pathOf(last.url));
  });

  it('puts them in order and picks the main one: the first, as the storefront shows it', async () => {
    const id = await productWith(s001, 1);
    // Three pictures at least.
    for (const colour of ['#111111', '#222222'])
      expect((await upload(`/admin/api/products/${id}/images`, new Blob([await png(colour)]))).status).toBe(
        200,
      );
    const list = (await call('GET', `/admin/api/products/${id}`)).body.data.images as { id: number }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    const ids = list.map((i) => i.id);
    const reversed = [...ids].reverse();
    const chosen = ids[1]!;
    const res = await call('PUT', `/admin/api/products/${id}/images`, {
      body: { order: reversed, main: chosen },
    });
    expect(res.status).toBe(200);
    const expected = [chosen, ...reversed.filter((i) => i !== chosen)];
    expect(res.body.data.map((i: { id: number }) => i.id)).toEqual(expected);
    expect(res.body.data.map((i: { main: boolean }) => i.main)).toEqual(expected.map((_, n) => n === 0));
    expect(res.body.data.map((i: { sequence: number }) => i.sequence)).toEqual(expected.map((_, n) => n));
    const shown = await storefront(id);
    expect(shown.images).toEqual(res.body.data.map((i: { url: string }) => i.url));
    // The product's picture in lists is the main one.
    expect(shown.image).toBe(res.body.data[0].url);
    expect((await stateOf(s001, id)).image).toBe(pathOf(res.body.data[0].url));
    // Without `main`: the order as given, its first the main one.
    const plain = await call('PUT', `/admin/api/products/${id}/images`, { body: { order: ids } });
    expect(plain.body.data.map((i: { id: number }) => i.id)).toEqual(ids);
    expect((await storefront(id)).image).toBe(plain.body.data[0].url);
  });

  it('refuses an order that is not every picture once, naming the problem, and writes nothing', async () => {
    const id = await productWith(s001, 2);
    const other = await productWith(s001, 1, [id]);
    const ids = (await stateOf(s001, id)).images.map((i) => i.id);
    const foreign = (await stateOf(s001, other)).images[0]!.id;
    const before = await stateOf(s001, id);
    const audits = await auditCount();
    const cases: [unknown, RegExp][] = [
      [{ order: ids.slice(1) }, new RegExp(`^order: picture ${ids[0]} missing`)],
      [{ order: [...ids, ids[0]] }, new RegExp(`^order: picture ${ids[0]} is given twice`)],
      [{ order: [...ids, foreign] }, new RegExp(`^order: ${foreign} is not a picture of product ${id}`)],
      [{ order: ids, main: foreign }, new RegExp(`^main: ${foreign} is not a picture of product ${id}`)],
      [{ order: [] }, /order: at least one/],
      [{ order: 'first' }, /order/],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', `/admin/api/products/${id}/images`, { body });
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([
        400,
        expect.stringMatching(message),
      ]);
    }
    expect(await stateOf(s001, id)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('removes a picture: the next becomes main; the last gone, the storefront shows the placeholder', async () => {
    const id = await productWith(s001, 2);
    let list = (await call('GET', `/admin/api/products/${id}`)).body.data.images as {
      id: number;
      url: string;
    }[];
    const main = list[0]!;
    const res = await call('DELETE', `/admin/api/products/${id}/images/${main.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((i: { id: number }) => i.id)).toEqual(list.slice(1).map((i) => i.id));
    expect(res.body.data[0].main).toBe(true);
    expect((await storefront(id)).image).toBe(res.body.data[0].url);
    // Gone is gone: a second delete is a 404.
    expect((await call('DELETE', `/admin/api/products/${id}/images/${main.id}`)).status).toBe(404);
    list = res.body.data;
    for (const picture of list)
      expect((await call('DELETE', `/admin/api/products/${id}/images/${picture.id}`)).status).toBe(200);
    expect(await stateOf(s001, id)).toEqual({ images: [], image: null });
    const shown = await storefront(id);
    expect(shown.images).toEqual(['http://assets.test/media/placeholder.svg']);
    // A first picture again is the main one.
    const first = await upload(`/admin/api/products/${id}/images`, new Blob([await png('#16a34a')]));
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual([expect.objectContaining({ main: true, sequence: 0 })]);
    expect((await storefront(id)).image).toBe(first.body.data[0].url);
  });

  it('refuses what is not a picture (400) and a body over 8 MB (413), whatever its size, writing nothing', async () => {
    const id = await productWith(s001, 1);
    const before = await stateOf(s001, id);
    const audits = await auditCount();
    const files = async () => (await readdir(mediaDir, { recursive: true })).sort();
    const stored = await files();
    const path = `/admin/api/products/${id}/images`;
    const text = await upload(path, new Blob(['this is not a picture'], { type: 'image/png' }), {
      name: 'x.png',
    });
    expect([text.status, text.body.message]).toEqual([400, 'file must be a JPEG, PNG or WebP picture']);
    const svg = await upload(
      path,
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'], { type: 'image/svg+xml' }),
      { name: 'x.svg' },
    );
    expect(svg.status).toBe(400);
    const cut = (await png('#abcdef', 400, 400)).subarray(0, 200);
    expect((await upload(path, new Blob([cut]), { name: 'cut.png' })).status).toBe(400);
    expect((await upload(path, null)).body.message).toBe('file is required');
    const json = await call('POST', path, { body: { file: 'x' } });
    expect([json.status, json.body.message]).toEqual([400, expect.stringMatching(/multipart\/form-data/)]);
    // Too large, sent as a stream (no length given): counted as it comes.
    for (const mb of [9, 40]) {
      const big = await upload(path, new Blob([new Uint8Array(mb * 1024 * 1024)], { type: 'image/jpeg' }), {
        key: randomUUID(),
      });
      expect([big.status, big.body.message], `${mb} MB`).toEqual([413, 'file must be at most 8 MB']);
    }
    // …and with its length declared: refused before it is read.
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(40 * 1024 * 1024)]), 'big.jpg');
    const body = new Response(form);
    const bytes = new Uint8Array(await body.arrayBuffer());
    const declared = await api.app.request(path, {
      method: 'POST',
      body: bytes,
      headers: {
        authorization: `Bearer ${tokens.editor}`,
        ...shop('S001'),
        'content-type': body.headers.get('content-type') ?? '',
        'content-length': String(bytes.byteLength),
      },
    });
    expect(declared.status).toBe(413);
    expect(declared.headers.get('connection')).toBe('close');
    // A category's picture and the logo have the same limit.
    const [category] = await rows<{ id: number }>(
      api.db,
      sql`select id from categories where store_id = ${s001} order by id limit 1`,
    );
    for (const to of [`/admin/api/categories/${category!.id}/image`, '/admin/api/shop/logo']) {
      const big = await upload(to, new Blob([new Uint8Array(9 * 1024 * 1024)]), { as: 'owner' });
      expect(big.status, to).toBe(413);
    }
    expect(await stateOf(s001, id)).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect(await files()).toEqual(stored);
  });
});

describe('who may, and which shop', () => {
  it('never shows, changes or adds to another shop’s product, category or brand (404), even for its owner', async () => {
    const theirs = await productWith(s002, 1);
    const before = await stateOf(s002, theirs);
    const theirImage = before.images[0]!.id;
    const picture = new Blob([await png('#dc2626')]);
    for (const as of ['editor', 'owner']) {
      expect((await upload(`/admin/api/products/${theirs}/images`, picture, { as })).status, as).toBe(404);
      expect(
        (await call('PUT', `/admin/api/products/${theirs}/images`, { as, body: { order: [theirImage] } }))
          .status,
      ).toBe(404);
      expect(
        (await call('DELETE', `/admin/api/products/${theirs}/images/${theirImage}`, { as })).status,
      ).toBe(404);
    }
    // An image of S002 named under a product of S001 is not one of its pictures either.
    const mine = await productWith(s001, 1);
    expect((await call('DELETE', `/admin/api/products/${mine}/images/${theirImage}`)).status).toBe(404);
    const [places] = await rows<{
      category: number;
      brand: number;
      category_image: string;
      brand_image: string;
    }>(
      api.db,
      sql`select c.id as category, b.id as brand, c.image as category_image, b.image as brand_image
          from categories c, brands b where c.store_id = ${s002} and b.store_id = ${s002}
          order by c.id, b.id limit 1`,
    );
    expect((await upload(`/admin/api/categories/${places!.category}/image`, picture)).status).toBe(404);
    expect((await upload(`/admin/api/brands/${places!.brand}/image`, picture)).status).toBe(404);
    expect(await stateOf(s002, theirs)).toEqual(before);
    const [after] = await rows<{ category_image: string; brand_image: string }>(
      api.db,
      sql`select (select image from categories where store_id = ${s002} and id = ${places!.category}) as category_image,
                 (select image from brands where store_id = ${s002} and id = ${places!.brand}) as brand_image`,
    );
    expect(after).toEqual({ category_image: places!.category_image, brand_image: places!.brand_image });
  });

  it('lets owners, managers and editors change pictures; cashiers and packers get 403', async () => {
    const id = await productWith(s001, 1);
    const picture = new Blob([await png('#7c3aed')]);
    for (const as of ['cashier', 'packer']) {
      expect((await upload(`/admin/api/products/${id}/images`, picture, { as })).status, as).toBe(403);
      expect(
        (await call('PUT', `/admin/api/products/${id}/images`, { as, body: { order: [1] } })).status,
      ).toBe(403);
      expect((await call('DELETE', `/admin/api/products/${id}/images/1`, { as })).status).toBe(403);
      expect((await upload('/admin/api/shop/logo', picture, { as })).status, as).toBe(403);
    }
    for (const as of ['owner', 'manager', 'editor'])
      expect((await upload(`/admin/api/products/${id}/images`, picture, { as })).status, as).toBe(200);
    // The logo is the shop's profile: owners and managers, not editors.
    expect((await upload('/admin/api/shop/logo', picture, { as: 'editor' })).status).toBe(403);
    expect((await upload('/admin/api/shop/logo', picture, { as: 'manager' })).status).toBe(200);
  });
});

describe('a category’s and a brand’s picture, the shop’s logo', () => {
  it('replaces each, shown by the storefront, with an audit row', async () => {
    const [place] = await rows<{ category: number; brand: number }>(
      api.db,
      sql`select (select id from categories where store_id = ${s001} order by sequence, id limit 1) as category,
                 (select id from brands where store_id = ${s001} order by sequence, id limit 1) as brand`,
    );
    const category = await upload(
      `/admin/api/categories/${place!.category}/image`,
      new Blob([await png('#0891b2')]),
      { key: randomUUID() },
    );
    expect(category.status).toBe(200);
    expect(category.body.data.image).toMatch(/^http:\/\/assets\.test\/media\/uploads\/[0-9a-f]{32}\.png$/);
    const categories = (await api.get('/api/categories?store_code=S001')).body.data as {
      id: number;
      image: string;
    }[];
    expect(categories.find((c) => c.id === place!.category)?.image).toBe(category.body.data.image);
    expect((await api.app.request(pathOf(category.body.data.image))).status).toBe(200);

    const brand = await upload(`/admin/api/brands/${place!.brand}/image`, new Blob([await png('#65a30d')]));
    expect(brand.status).toBe(200);
    const brands = (await api.get('/api/brands?store_code=S001&page=1&row_per_page=100')).body.data.data as {
      id: number;
      image: string;
    }[];
    expect(brands.find((b) => b.id === place!.brand)?.image).toBe(brand.body.data.image);

    const logo = await upload('/admin/api/shop/logo', new Blob([await png('#1d4ed8', 240, 80)]), {
      as: 'owner',
    });
    expect(logo.status).toBe(200);
    const info = (await api.get('/api/store/info?domain=localhost')).body.data;
    expect([info.store_code, info.logo]).toEqual(['S001', logo.body.data.image]);

    const audits = await rows<{
      action: string;
      entity: string;
      entity_id: string;
      after: { image?: string; logo?: string };
    }>(
      api.db,
      sql`select action, entity, entity_id, after from audit_log where store_id = ${s001}
            and action in ('category.image_changed', 'brand.image_changed', 'shop.logo_changed') order by id`,
    );
    expect(audits.map((a) => [a.action, a.entity, a.entity_id])).toEqual(
      expect.arrayContaining([
        ['category.image_changed', 'category', String(place!.category)],
        ['brand.image_changed', 'brand', String(place!.brand)],
        ['shop.logo_changed', 'shop', 'S001'],
      ]),
    );
    // Not a picture: 400, the category's picture as it was.
    const refused = await upload(`/admin/api/categories/${place!.category}/image`, new Blob(['nope']));
    expect(refused.status).toBe(400);
    const [kept] = await rows<{ image: string }>(
      api.db,
      sql`select image from categories where store_id = ${s001} and id = ${place!.category}`,
    );
    expect(kept?.image).toBe(pathOf(category.body.data.image));
  });
});
