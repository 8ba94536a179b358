import { LOCALES, type Localized } from '../schema/common';

/** The rows of a `*_translations` table for one entity: one per locale, each field in it. */
export function translated<T extends Record<string, unknown>>(
  storeId: number,
  entityId: number,
  fields: { [K in keyof T]: Localized },
) {
  return LOCALES.map((locale) => {
    const row: Record<string, unknown> = { storeId, entityId, locale };
    for (const [key, text] of Object.entries(fields)) row[key] = (text as Localized)[locale];
    return row;
  });
}
