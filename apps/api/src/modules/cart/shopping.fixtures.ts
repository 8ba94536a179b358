import { sql } from 'drizzle-orm';
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
 * promo $80.00, whose first option (in page order) costs nothing more and `option` $5.50 more; and
 * a product of S002.
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
          and not exists (select 1 from variant_options o where o.store_id = p.store_id and o.product_id = p.id)
          order by p.id limit 1`,
    )
  ).id;
  await api.db.execute(
    sql`update products set price_cents = ${plainPrice.cents}, promo_price_cents = ${plainPrice.promoCents}
        where id = ${plain}`,
  );
  const withVariants = await one<{ id: number }>(
    api,
    sql`select product_id as id from variant_options where store_id = ${s001}
        group by product_id having count(*) >= 2 order by product_id limit 1`,
  );
  const options = await rows<{ id: number }>(
    api.db,
    sql`select o.id from variant_options o join variant_option_types vt on vt.store_id = o.store_id and vt.id = o.type_id
        where o.store_id = ${s001} and o.product_id = ${withVariants.id}
        order by vt.sequence, vt.id, o.sequence, o.id`,
  );
  const varied = { id: withVariants.id, first: options[0]!.id, option: options[1]!.id };
  await api.db.execute(
    sql`update products set price_cents = 10000, promo_price_cents = 8000, active = true where id = ${varied.id}`,
  );
  await api.db.execute(sql`update variant_options set price_delta_cents = 0 where id = ${varied.first}`);
  await api.db.execute(sql`update variant_options set price_delta_cents = 550 where id = ${varied.option}`);
  const foreign = (
    await one<{ id: number }>(
      api,
      sql`select p.id from products p join stores s on s.id = p.store_id where s.code = 'S002' order by p.id limit 1`,
    )
  ).id;
  return { token, otherToken, s001, plain, varied, foreign };
}
