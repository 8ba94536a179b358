import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '../../lib/sql';
import type { TestApi } from '../../test/harness';

export const KHMER = /[\u1780-\u17FF]/;
export const CHINESE = /[\u4E00-\u9FFF]/;

/** The one row a query must answer. */
export async function one<T>(api: TestApi, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await rows<T>(api.db, query);
  if (!row) throw new Error('no row');
  return row;
}

/**
 * What the cart and wishlist tests shop with, in S001: the demo customer's token and a second
 * customer's; a product without variants priced as asked; a product with variants at $100.00,
 * promo $80.00, whose default variant (`first`) costs $100.00 and another (`option`) $105.50; and a
 * product of S002. Their stock (5,000) is above a line's cap.
 */
export async function shoppingFixture(
  api: TestApi,
  plainPrice: { cents: number; promoCents: number | null },
) {
  const token = await api.tokenFor('S001');
  const s001 = (await one<{ id: number }>(api, sql`select id from stores where code = 'S001'`)).id;
  await api.db.execute(
    sql`insert into customers (store_id, name, email, phone, password_hash)
        values (${s001}, 'Dara Other', 'other@example.com', '+85587654321', 'x')`,
  );
  const otherToken = await api.tokenFor('S001', 'other@example.com');
  const plain = (
    await one<{ id: number }>(
      api,
      sql`select p.id from products p where p.store_id = ${s001} and p.active
          and not exists (select 1 from product_variants v where v.store_id = p.store_id and v.product_id = p.id)
          order by p.id limit 1`,
    )
  ).id;
  await api.db.execute(
    sql`update products set price_cents = ${plainPrice.cents}, promo_price_cents = ${plainPrice.promoCents},
          stock = 5000
        where id = ${plain}`,
  );
  const withVariants = await one<{ id: number }>(
    api,
    sql`select product_id as id from product_variants where store_id = ${s001}
        group by product_id having count(*) >= 2 order by product_id limit 1`,
  );
  const variants = await rows<{ id: number }>(
    api.db,
    sql`select id from product_variants where store_id = ${s001} and product_id = ${withVariants.id}
        order by sequence, id`,
  );
  const varied = { id: withVariants.id, first: variants[0]!.id, option: variants[1]!.id };
  await api.db.execute(
    sql`update products set price_cents = 10000, promo_price_cents = 8000, active = true where id = ${varied.id}`,
  );
  await api.db.execute(sql`update product_variants set stock = 5000 where product_id = ${varied.id}`);
  await api.db.execute(sql`update product_variants set price_cents = 10000 where id = ${varied.first}`);
  await api.db.execute(sql`update product_variants set price_cents = 10550 where id = ${varied.option}`);
  const foreign = (
    await one<{ id: number }>(
      api,
      sql`select p.id from products p join stores s on s.id = p.store_id where s.code = 'S002' order by p.id limit 1`,
    )
  ).id;
  return { token, otherToken, s001, plain, varied, foreign };
}

/** Empties a customer's S001 cart, then adds `lines` ([product id, quantity]), each checked. */
export async function refillCart(api: TestApi, token: string, lines: [number, number][]) {
  const headers = { 'x-store-code': 'S001' };
  for (const line of (await api.send('GET', '/api/cart', { token, headers })).body.data)
    await api.send('DELETE', `/api/cart/remove/${line.cart_id}`, { token, headers });
  for (const [product_id, quantity] of lines) {
    const added = await api.send('POST', '/api/cart/add', { token, headers, body: { product_id, quantity } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
}

/** Saves an address of a customer in S001 ('Home', St. 271), checked; answers its id. */
export async function saveAddress(api: TestApi, token: string): Promise<number> {
  const made = await api.send('POST', '/api/profile/location/add', {
    token,
    headers: { 'x-store-code': 'S001' },
    body: { name: 'Home', lat: 11.55, long: 104.92, description: 'St. 271' },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data.id as number;
}
