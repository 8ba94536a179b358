import type { Database } from '@shop/db';
import { products } from '@shop/db';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { plainRendering, preparedRows } from './sql';

const drizzle = new PgDialect();

describe('plainRendering', () => {
  it("renders templates, raw text, joins and plain values as Drizzle's sqlToQuery does", () => {
    const words = ['ga', 'laptop'];
    const inner = sql`p.search_all like ${'%laptop%'} and ${sql.raw('p.active')}`;
    const queries = [
      sql`select 1`,
      sql`select ${1}, ${'a'}, ${null}, ${true}, ${10n}, ${undefined}`,
      sql`with a as (${inner}), b as (select * from (${sql.join(
        words.map((w) => sql`strpos(x, ${w}) > 0`),
        sql` and `,
      )}) q where ${inner}) select ${sql.raw(String(3))} as rank, ${sql``}${'end'}`,
      sql.join([sql`a = ${1}`, sql`b = ${2}`], sql.raw(', ')),
    ];
    for (const query of queries) {
      const reference = drizzle.sqlToQuery(query);
      expect(plainRendering(query)).toEqual({ sql: reference.sql, params: reference.params });
    }
  });

  it('leaves to Drizzle a query with a column, a table, a name, a placeholder, a list or inlined values', () => {
    for (const query of [
      sql`select ${products.id} from products`,
      sql`select * from ${products}`,
      sql`select ${sql.identifier('id')} from products`,
      sql`select ${sql.placeholder('id')}`,
      sql`select 1 where id in ${[1, 2]}`,
      sql`select ${1}`.inlineParams(),
      sql`select * from (${sql`select ${2}`.inlineParams()}) x`,
    ])
      expect(plainRendering(query)).toBeNull();
  });
});

describe('preparedRows on PostgreSQL', () => {
  it("sends Drizzle's text and values, under one statement name per text", async () => {
    const sent: { name: string; text: string; values: unknown[] }[] = [];
    const pool = {
      totalCount: 1,
      query: async (config: { name: string; text: string; values: unknown[] }) => {
        sent.push(config);
        return { rows: [{ ok: true }] };
      },
    };
    const db = { $client: pool, dialect: drizzle } as unknown as Database;
    const read = (term: string, n: number) =>
      sql`select id from products p where p.store_id = ${1} and strpos(p.search_all, ${term}) > 0 limit ${n}`;
    expect(await preparedRows(db, read('sams', 12))).toEqual([{ ok: true }]);
    await preparedRows(db, read('galaxy', 24));
    await preparedRows(db, sql`select ${products.id} from products where id = ${5}`);
    const reference = drizzle.sqlToQuery(read('sams', 12));
    expect(sent[0]).toMatchObject({ text: reference.sql, values: [1, 'sams', 12] });
    expect(sent[1]?.values).toEqual([1, 'galaxy', 24]);
    expect(sent[1]?.name).toBe(sent[0]?.name);
    expect(sent[0]?.name).toMatch(/^shop_[0-9a-f]{20}$/);
    // Drizzle's own rendering for what the fast one leaves to it.
    expect(sent[2]).toMatchObject({
      text: 'select "products"."id" from products where id = $1',
      values: [5],
    });
    expect(sent[2]?.name).not.toBe(sent[0]?.name);
  });
});
