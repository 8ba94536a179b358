import { type PcPart, PcPartSchema } from '@shop/contracts';
import {
  customers,
  freelancers,
  helpArticles,
  helpCategories,
  newsPosts,
  orders,
  policySections,
  products,
  serviceTickets,
  stores,
} from '@shop/db';
import { DEMO_CUSTOMER, seedDemo } from '@shop/db/seed';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../modules/accounts/password';
import { createTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

describe('demo data', () => {
  it('has the three demo shops, each with 300+ products', async () => {
    const shops = await api.db.select({ id: stores.id, code: stores.code }).from(stores).orderBy(stores.code);
    expect(shops.map((s) => s.code)).toEqual(['S001', 'S002', 'S007']);
    for (const shop of shops) {
      const [row] = await api.db.select({ n: count() }).from(products).where(eq(products.storeId, shop.id));
      expect(row!.n, shop.code).toBeGreaterThanOrEqual(300);
    }
  });

  it('has the demo customer in every shop, the password stored only as an Argon2id hash', async () => {
    const rows = await api.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.phone).toBe(DEMO_CUSTOMER.phone);
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.passwordHash).not.toContain(DEMO_CUSTOMER.password);
      expect(await verifyPassword(row.passwordHash, DEMO_CUSTOMER.password)).toBe(true);
      expect(await verifyPassword(row.passwordHash, 'wrong-password')).toBe(false);
    }
  });

  it('is created only once: a second run on a filled database changes nothing', async () => {
    const before = await api.db.select({ n: count() }).from(products);
    expect(await seedDemo(api.db, { hashPassword })).toBe(false);
    const after = await api.db.select({ n: count() }).from(products);
    expect(after).toEqual(before);
  });

  it('gives a demo shop kept from before the content existed its missing parts, and leaves the rest', async () => {
    const [s002] = await api.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'S002'));
    const of = async (
      table: typeof helpArticles | typeof freelancers | typeof serviceTickets | typeof orders,
    ) => (await api.db.select({ n: count() }).from(table).where(eq(table.storeId, s002!.id)))[0]!.n;
    const before = {
      articles: await of(helpArticles),
      technicians: await of(freelancers),
      tickets: await of(serviceTickets),
      orders: await of(orders),
    };
    expect(before.articles).toBeGreaterThan(0);
    // As a database of the previous version: no help, policy or news in S002.
    await api.db.delete(helpCategories).where(eq(helpCategories.storeId, s002!.id));
    await api.db.delete(policySections).where(eq(policySections.storeId, s002!.id));
    await api.db.delete(newsPosts).where(eq(newsPosts.storeId, s002!.id));
    expect(await of(helpArticles)).toBe(0);

    expect(await seedDemo(api.db, { hashPassword })).toBe(false);
    expect({
      articles: await of(helpArticles),
      technicians: await of(freelancers),
      tickets: await of(serviceTickets),
      orders: await of(orders),
    }).toEqual(before);
  });
});

describe('GET /openapi.json', () => {
  it('describes the catalogue calls with their answer schemas', async () => {
    const res = await api.get('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const path of [
      '/api/store/info',
      '/api/categories',
      '/api/brands',
      '/api/products',
      '/api/vendor/info',
    ]) {
      expect(res.body.paths[path], path).toBeDefined();
    }
    const brands = res.body.paths['/api/brands'].get.responses[200].content['application/json'].schema;
    expect(brands.properties.data.properties.last_page).toBeDefined();
  });

  it('describes the account calls, their bodies and which need the bearer token', async () => {
    const { body } = await api.get('/openapi.json');
    expect(Object.keys(body.paths['/api/profile']).sort()).toEqual(['get', 'put']);
    expect(Object.keys(body.paths['/api/profile/location/{id}']).sort()).toEqual(['delete', 'put']);
    const login = body.paths['/api/auth/login'].post;
    expect(login.security).toBeUndefined();
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(login.responses[429]).toBeDefined();
    expect(body.paths['/api/profile'].get.security).toEqual([{ bearer: [] }]);
    expect(body.components.securitySchemes.bearer.scheme).toBe('bearer');
  });

  it('describes the cart and wishlist calls, with the sums beside the cart lines', async () => {
    const { body } = await api.get('/openapi.json');
    const cart = body.paths['/api/cart'].get;
    expect(cart.security).toEqual([{ bearer: [] }]);
    const answer = cart.responses[200].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual(
      expect.arrayContaining(['data', 'total', 'delivery_fee', 'grand_total']),
    );
    expect(cart.parameters.map((p: { name: string }) => p.name)).toContain('address_id');
    const convert = body.paths['/api/cart/convert'].post.responses[200].content['application/json'].schema;
    expect(convert.properties.skipped).toBeDefined();
    for (const path of [
      '/api/cart/add',
      '/api/cart/update/{id}',
      '/api/cart/remove/{id}',
      '/api/wishlist/add',
    ]) {
      expect(body.paths[path], path).toBeDefined();
    }
    expect(body.paths['/api/wishlist/remove/{id}'].delete.responses[404]).toBeDefined();
  });
});

describe('the PC builder facts', () => {
  it('stores the PC builder facts of every part in a builder slot, valid by the contract', async () => {
    const parts = await api.db
      .select({ slug: products.slug, pcPart: products.pcPart })
      .from(products)
      .where(isNotNull(products.pcPart));
    expect(parts.length).toBeGreaterThan(100);
    for (const p of parts) expect(PcPartSchema.safeParse(p.pcPart).success, p.slug).toBe(true);
    // Every product of a slot subcategory has facts, except the case fans (not a builder slot).
    const missing = await api.db.execute(sql`
      select p.slug from products p join subcategories s on s.id = p.subcategory_id
      where s.slug in ('cpus', 'motherboards', 'ram', 'ssd', 'hdd', 'power-supplies', 'pc-cases', 'cooling',
        'geforce-cards', 'radeon-cards')
        and p.pc_part is null and p.unit_id not in (select id from units where slug = 'pack')`);
    expect((missing as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('gives the parts of a shop kept from before the PC builder their facts on the next start', async () => {
    const [s007] = await api.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'S007'));
    const withFacts = async () =>
      (
        await api.db
          .select({ n: count() })
          .from(products)
          .where(and(eq(products.storeId, s007!.id), isNotNull(products.pcPart)))
      )[0]!.n;
    const before = await withFacts();
    const [kept] = await api.db
      .select({ id: products.id, pcPart: products.pcPart })
      .from(products)
      .where(and(eq(products.storeId, s007!.id), sql`${products.pcPart} ->> 'slot' = 'gpu'`))
      .limit(1);
    // As a database of the previous version: no facts at all, but for one part an owner edited.
    await api.db.update(products).set({ pcPart: null }).where(eq(products.storeId, s007!.id));
    const edited = { ...kept!.pcPart!, length_mm: 123 } as PcPart;
    await api.db.update(products).set({ pcPart: edited }).where(eq(products.id, kept!.id));
    expect(await withFacts()).toBe(1);

    expect(await seedDemo(api.db, { hashPassword })).toBe(false);
    expect(await withFacts()).toBe(before);
    const [after] = await api.db
      .select({ pcPart: products.pcPart })
      .from(products)
      .where(eq(products.id, kept!.id));
    expect(after!.pcPart).toEqual(edited);
  });
});
