import { LOCALES, type Locale } from '@shop/i18n/locales';
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  foreignKey,
  integer,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

// Every translated text has one row per locale of the interface, en always present.
export { LOCALES, type Locale };

export type Localized = Record<Locale, string>;

/**
 * A `<entity>_translations` table: (store_id, <entity>_id, locale) is the key, the parent row is
 * referenced with its shop, so a translation can never point into another shop.
 */
export function translations<TColumns extends Record<string, PgColumnBuilderBase>>(
  name: string,
  parent: { storeId: AnyPgColumn; id: AnyPgColumn },
  parentColumn: string,
  columns: TColumns,
  /** More indexes, on the table's own columns and its store_id. */
  extra: (
    t: BuildExtraConfigColumns<string, TColumns, 'pg'> & { storeId: ExtraConfigColumn },
  ) => PgTableExtraConfigValue[] = () => [],
) {
  return pgTable(
    name,
    {
      storeId: integer('store_id').notNull(),
      entityId: integer(parentColumn).notNull(),
      locale: text('locale', { enum: LOCALES }).notNull(),
      ...columns,
    },
    (t) => [
      primaryKey({ columns: [t.storeId, t.entityId, t.locale] }),
      foreignKey({ columns: [t.storeId, t.entityId], foreignColumns: [parent.storeId, parent.id] }).onDelete(
        'cascade',
      ),
      ...extra(
        t as unknown as BuildExtraConfigColumns<string, TColumns, 'pg'> & { storeId: ExtraConfigColumn },
      ),
    ],
  );
}
