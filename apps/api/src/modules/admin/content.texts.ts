import { SLUG_MAX, type Texts } from '@shop/contracts';
import { LOCALES } from '@shop/i18n';
import { type SQL, sql } from 'drizzle-orm';
import type { StaffContext } from '../../context';
import { conflict, notFound } from '../../lib/errors';
import { rows } from '../../lib/sql';

// What the back office's content services share (issue 30, part 6): each kind of page, its table
// and its texts' table, and how its texts are read and written, one row per language.
//
// Shown or hidden (decision 036, migration 0026): help articles, policy sections and news posts
// have a `published` column; `sequence` is only the place in the order (0, 1, 2…), whether shown
// or hidden. Help categories are always shown.

export interface Kind {
  table: string;
  texts: string;
  key: string;
  /** The columns of its texts; the first is required in a language for that language's row. */
  fields: readonly string[];
  /** How it is named in messages and in the audit log. */
  noun: string;
}

export const KINDS = {
  category: {
    table: 'help_categories',
    texts: 'help_category_translations',
    key: 'category_id',
    fields: ['name', 'description'],
    noun: 'help category',
  },
  article: {
    table: 'help_articles',
    texts: 'help_article_translations',
    key: 'article_id',
    fields: ['title', 'summary', 'body'],
    noun: 'help article',
  },
  policy: {
    table: 'policy_sections',
    texts: 'policy_section_translations',
    key: 'section_id',
    fields: ['title', 'body'],
    noun: 'policy section',
  },
  news: {
    table: 'news_posts',
    texts: 'news_post_translations',
    key: 'post_id',
    fields: ['title', 'summary', 'body'],
    noun: 'news post',
  },
} as const satisfies Record<string, Kind>;
export type KindName = keyof typeof KINDS;

/** The audit row's entity and id of one item: `help_article:12`. */
export const auditOf = (kind: KindName, id: number) => ({
  entity: 'content' as const,
  entityId: `${KINDS[kind].noun.replace(' ', '_')}:${id}`,
});

/** The select list of an item's texts, each `{ en, kh, zh }` (`x` the item's row). */
export function textColumns(kind: Kind): SQL {
  return sql.raw(
    kind.fields
      .map(
        (f) => `(select json_build_object(${LOCALES.map(
          (l) => `'${l}', coalesce(max(n.${f}) filter (where n.locale = '${l}'), '')`,
        ).join(', ')})
         from ${kind.texts} n where n.store_id = x.store_id and n.${kind.key} = x.id) as ${f}`,
      )
      .join(', '),
  );
}

/** The texts a shopper reads in English for want of Khmer or Chinese: `title.kh`, `body.zh`… */
export function missingOf(item: object, fields: readonly string[]): string[] {
  const texts = item as Partial<Record<string, Texts>>;
  return LOCALES.filter((l) => l !== 'en').flatMap((l) =>
    fields.filter((f) => texts[f]?.en && !texts[f]?.[l]).map((f) => `${f}.${l}`),
  );
}

/**
 * Writes an item's texts: a row per language whose first text (its title or name) is given, none
 * where it is empty, so the storefront shows the English one.
 */
export async function writeTexts(ctx: StaffContext, kind: Kind, id: number, item: object) {
  const body = item as Partial<Record<string, Texts>>;
  const [main] = kind.fields;
  const table = sql.raw(kind.texts);
  const key = sql.raw(kind.key);
  for (const locale of LOCALES) {
    if (!body[main as string]?.[locale]) {
      await ctx.db.execute(
        sql`delete from ${table} where store_id = ${ctx.store.id} and ${key} = ${id} and locale = ${locale}`,
      );
      continue;
    }
    const values = kind.fields.map((f) => sql`${body[f]?.[locale] ?? ''}`);
    await ctx.db.execute(
      sql`insert into ${table} (store_id, ${key}, locale, ${sql.raw(kind.fields.join(', '))})
          values (${ctx.store.id}, ${id}, ${locale}, ${sql.join(values, sql`, `)})
          on conflict (store_id, ${key}, locale) do update set
            ${sql.raw(kind.fields.map((f) => `${f} = excluded.${f}`).join(', '))}`,
    );
  }
}

/** The item's row, locked for the rest of the transaction, if it is the shop's (404 otherwise). */
export async function lockedRow<R>(ctx: StaffContext, kind: Kind, id: number, columns = 'id'): Promise<R> {
  const [row] = await rows<R>(
    ctx.db,
    sql`select ${sql.raw(columns)} from ${sql.raw(kind.table)}
        where store_id = ${ctx.store.id} and id = ${id} for update`,
  );
  if (!row) throw notFound(`No ${kind.noun} ${id} in this shop`);
  return row;
}

/** A slug from the English title, free among the kind's rows of the shop (a number added when taken). */
export async function freeSlug(ctx: StaffContext, kind: Kind, title: string): Promise<string> {
  const base =
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, SLUG_MAX - 4)
      .replace(/-+$/, '') || kind.noun.replace(' ', '-');
  const taken = await rows<{ slug: string }>(
    ctx.db,
    sql`select slug from ${sql.raw(kind.table)} where store_id = ${ctx.store.id}
          and (slug = ${base} or slug like ${`${base}-%`})`,
  );
  const used = new Set(taken.map((t) => t.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The slug to keep: the one given (409 when another item of the kind has it) or one made. */
export async function slugFor(
  ctx: StaffContext,
  kind: Kind,
  given: string | undefined,
  title: string,
  self: number | null,
): Promise<string> {
  if (!given) return freeSlug(ctx, kind, title);
  const [other] = await rows<{ id: number }>(
    ctx.db,
    sql`select id from ${sql.raw(kind.table)} where store_id = ${ctx.store.id} and slug = ${given}
          and id is distinct from ${self}::int`,
  );
  if (other) throw conflict(`slug: "${given}" is already used by another ${kind.noun} of this shop`);
  return given;
}

/** The next place at the end of an order (`scope` the siblings' filter). */
export const nextPlace = (kind: Kind, store: number, scope: SQL = sql``) =>
  sql`(select coalesce(max(sequence) + 1, 0) from ${sql.raw(kind.table)} where store_id = ${store} ${scope})`;

/**
 * Puts the siblings of `scope` in the order of `ids` (every one of them, each once), at places
 * 0, 1, 2…, each staying shown or hidden; false when `ids` are not exactly the siblings.
 */
export async function reorder(ctx: StaffContext, kind: Kind, ids: number[], scope: SQL = sql``) {
  const siblings = await rows<{ id: number }>(
    ctx.db,
    sql`select id from ${sql.raw(kind.table)} where store_id = ${ctx.store.id} ${scope} for update`,
  );
  const known = new Set(siblings.map((s) => s.id));
  if (known.size !== ids.length || ids.some((id) => !known.has(id))) return false;
  for (const [i, id] of ids.entries())
    await ctx.db.execute(
      sql`update ${sql.raw(kind.table)} set sequence = ${i}::int where store_id = ${ctx.store.id} and id = ${id}`,
    );
  return true;
}

/** Shows or hides an article, policy section or news post, keeping its place and its date. */
export const setShown = (ctx: StaffContext, kind: Kind, id: number, shown: boolean) =>
  ctx.db.execute(
    sql`update ${sql.raw(kind.table)} set published = ${shown}
        where store_id = ${ctx.store.id} and id = ${id}`,
  );

/** The ISO text of a timestamp read from the database. */
export const iso = (value: Date | string) => new Date(value).toISOString();
