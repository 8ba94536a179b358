import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, timestamp } from 'drizzle-orm/pg-core';
import { stores } from './stores';

// Every table a shop owns is keyed (store_id, id) and references its parents with the shop, so
// that a row can only point at rows of its own shop (and tables can be distributed by store_id).

/** The owning shop; its rows go with it. */
export const storeId = () =>
  integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });

/** The row's id within its shop's table. */
export const id = () => integer('id').notNull().generatedByDefaultAsIdentity();

/** When the row was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A check that a text column holds one of `values` (the enum is TypeScript's only otherwise). */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`);
