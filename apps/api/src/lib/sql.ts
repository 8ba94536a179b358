import { createHash } from 'node:crypto';
import type { Database } from '@shop/db';
import { SQL, StringChunk, sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { CustomerContext } from '../context';

/**
 * `left join <table> <alias> … locale = lang` and the `en` row beside it, for the name of an
 * entity in the asked language with the en fallback. Identifiers are constants of this module.
 */
export function translationJoin(
  table: string,
  fk: string,
  alias: string,
  entityId: string,
  lang: string,
): SQL {
  // `entityId` is 'c.id' or 'p.unit_id': the row's shop is the same alias's store_id.
  const store = `${entityId.split('.')[0]}.store_id`;
  const asked = `left join ${table} ${alias} on ${alias}.store_id = ${store} and ${alias}.${fk} = ${entityId} and ${alias}.locale = '${lang}'`;
  // In en the fallback is the same row: an alias of it (the planner folds it away) instead of a
  // second join, which halves the joins a query plans.
  if (lang === 'en') return sql.raw(`${asked} cross join lateral (select ${alias}.*) ${alias}_en`);
  return sql.raw(
    `${asked}
     left join ${table} ${alias}_en on ${alias}_en.store_id = ${store} and ${alias}_en.${fk} = ${entityId} and ${alias}_en.locale = 'en'`,
  );
}

/** `coalesce(alias.column, alias_en.column)`. */
export const localized = (alias: string, column = 'name') =>
  sql.raw(`coalesce(${alias}.${column}, ${alias}_en.${column}, '')`);

/** The price a shopper pays on a product row `p`: the promo price when there is one. */
export const PAID = sql`coalesce(p.promo_price_cents, p.price_cents)`;

/**
 * Deletes a row a customer owns (a cart line, a wishlist entry) by its id, in the customer's shop
 * only; false when the customer has no such row.
 */
export async function deleteCustomerRow(
  ctx: CustomerContext,
  table: 'cart_items' | 'wishlist_items',
  id: number,
): Promise<boolean> {
  const found = await rows<{ id: number }>(
    ctx.db,
    sql`delete from ${sql.identifier(table)}
        where store_id = ${ctx.store.id} and customer_id = ${ctx.customerId} and id = ${id}
        returning id`,
  );
  return found.length > 0;
}

export async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

const isPgPool = (client: unknown): client is PgPool =>
  typeof client === 'object' && client !== null && 'totalCount' in client && 'query' in client;

/** The node-postgres pool behind `db`, or null on PGlite. */
function pgPoolOf(db: Database): PgPool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return isPgPool(client) ? client : null;
}

/** The connections of `db`'s node-postgres pool (for the metrics), or null on PGlite. */
export function poolState(db: Database) {
  const pool = pgPoolOf(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

/** Whether `preparedRows` prepares its statements with generic plans (PostgreSQL, not PGlite). */
export const usesPreparedPlans = (db: Database) => pgPoolOf(db) !== null;

/**
 * `rows` for the hot reads (a product, a page of products, a search): on PostgreSQL a named
 * prepared statement per query text, planned once per connection with a generic plan (planning
 * these joins took longer than running them; `plan_cache_mode` is set in `openDatabase`). So a
 * query given here must read the same way whatever its parameters: a search fixes its reads by
 * its shape (search.queries.ts). PGlite runs it as `rows` does.
 */
export async function preparedRows<T>(db: Database, query: SQL): Promise<T[]> {
  const client = pgPoolOf(db);
  if (!client) return rows(db, query);
  const { sql: text, params } = rendered(db, query);
  const name = `shop_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  const result = await client.query({ name, text, values: params });
  return result.rows as T[];
}

/** Whether each rendering is checked against Drizzle's own: on in the tests (test/setup.ts). */
let checkRendering = false;
export const checkRenderings = (on: boolean) => {
  checkRendering = on;
};

/**
 * The text and parameters of `query`, as Drizzle's `sqlToQuery` makes them: by `plainRendering`
 * when the query is made of SQL templates, raw text and plain values only (the hot reads are), else
 * by Drizzle. In the tests both are made and must agree.
 */
function rendered(db: Database, query: SQL): { sql: string; params: unknown[] } {
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  const plain = plainRendering(query);
  if (!plain) return dialect.sqlToQuery(query);
  if (checkRendering) {
    const drizzle = dialect.sqlToQuery(query);
    const same =
      drizzle.params.length === plain.params.length &&
      drizzle.params.every((p, i) => Object.is(p, plain.params[i]));
    if (drizzle.sql !== plain.sql || !same)
      throw new Error(`plainRendering differs from Drizzle's for: ${drizzle.sql.slice(0, 200)}`);
  }
  return plain;
}

/**
 * Drizzle's rendering of a query made only of `sql` templates, `sql.raw`/`sql.join` text and
 * plain values (a string, number, boolean, bigint or null: a `$n` parameter each), in one pass;
 * null when it holds anything else (a column, a table, a placeholder, an array, inlined
 * parameters), which Drizzle renders. Drizzle asks every chunk which of a dozen kinds it is and
 * merges an array per chunk: for a search's statement (thousands of chunks) that was about a
 * fifth of the API's time per search.
 */
export function plainRendering(query: SQL): { sql: string; params: unknown[] } | null {
  // Set by `.inlineParams()`: its values are written into the text, as Drizzle does.
  const inlines = (q: SQL) => (q as unknown as { shouldInlineParams: boolean }).shouldInlineParams;
  let text = '';
  const params: unknown[] = [];
  const walk = (chunks: readonly unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) text += chunk.value.join('');
      else if (chunk instanceof SQL) {
        if (inlines(chunk) || !walk(chunk.queryChunks)) return false;
      } else if (chunk === undefined) continue;
      else if (
        chunk === null ||
        typeof chunk === 'string' ||
        typeof chunk === 'number' ||
        typeof chunk === 'boolean' ||
        typeof chunk === 'bigint'
      ) {
        params.push(chunk);
        text += `$${params.length}`;
      } else return false;
    }
    return true;
  };
  return !inlines(query) && walk(query.queryChunks) ? { sql: text, params } : null;
}

/**
 * Rows of a query that should be read off a GIN index, the only good plan whatever its
 * parameters, though a plan made for the values may prefer another: on PostgreSQL a prepared
 * statement (its generic plan keeps to the index); on PGlite, which plans every statement for
 * its values, in a transaction with the other scans turned off.
 */
export async function indexedRows<T>(db: Database, query: SQL): Promise<T[]> {
  if (pgPoolOf(db)) return preparedRows(db, query);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    return rows<T>(tx as unknown as Database, query);
  });
}
