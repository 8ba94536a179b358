import type {
  AdminBrand,
  AdminBrandBody,
  AdminCategory,
  AdminCategoryGroup,
  AdminCategoryTree,
  AdminPlaceBody,
  AdminSubcategory,
} from '@shop/contracts';
import { SLUG_MAX } from '@shop/contracts';
import { LOCALES } from '@shop/i18n';
import { type SQL, sql } from 'drizzle-orm';
import { inTransaction, type StaffContext } from '../../context';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { rows } from '../../lib/sql';
import { forgetAssistantVocabulary } from '../assistant/assistant.queries';
import { forgetShopNames } from '../catalogue/search.term';
import { audit } from './audit';

// The back office's categories, feature groups, subcategories and brands (issue 30): names in the
// three languages, slugs, order, and (places only) the kind and the shop's own search words
// (decision 033). Every write is one transaction with its audit row. Search follows at once: the
// triggers of migrations 0014 and 0022 rewrite the products' `search_all` when a name, kind or
// word changes, and this process forgets the shop's cached names (`forgetShopNames`) after the
// write; the storefront's menus follow within their cache time (a minute in the web app).

export type Level = 'category' | 'group' | 'subcategory' | 'brand';
export type PlaceLevel = Exclude<Level, 'brand'>;
/** What the back office reads of each level of the tree. */
interface PlaceOf {
  category: AdminCategory;
  group: AdminCategoryGroup;
  subcategory: AdminSubcategory;
}

interface LevelInfo {
  table: string;
  texts: string;
  key: string;
  /** The column naming the parent, for groups and subcategories. */
  parent: string | null;
  noun: string;
  parentNoun: string;
  /** How the products of one row are found (`x` the row). */
  products: string;
  /** The service categories that name a subcategory of it (they block a delete too). */
  services: string | null;
}

const LEVELS: Record<Level, LevelInfo> = {
  category: {
    table: 'categories',
    texts: 'category_translations',
    key: 'category_id',
    parent: null,
    noun: 'category',
    parentNoun: 'shop',
    products: 'p.category_id = x.id',
    services: `sc.subcategory_id in (select s.id from subcategories s join category_groups g
                 on g.store_id = s.store_id and g.id = s.group_id where s.store_id = x.store_id and g.category_id = x.id)`,
  },
  group: {
    table: 'category_groups',
    texts: 'category_group_translations',
    key: 'group_id',
    parent: 'category_id',
    noun: 'group',
    parentNoun: 'category',
    products:
      'p.subcategory_id in (select s.id from subcategories s where s.store_id = x.store_id and s.group_id = x.id)',
    services:
      'sc.subcategory_id in (select s.id from subcategories s where s.store_id = x.store_id and s.group_id = x.id)',
  },
  subcategory: {
    table: 'subcategories',
    texts: 'subcategory_translations',
    key: 'subcategory_id',
    parent: 'group_id',
    noun: 'subcategory',
    parentNoun: 'group',
    products: 'p.subcategory_id = x.id',
    services: 'sc.subcategory_id = x.id',
  },
  brand: {
    table: 'brands',
    texts: 'brand_translations',
    key: 'brand_id',
    parent: null,
    noun: 'brand',
    parentNoun: 'shop',
    products: 'p.brand_id = x.id',
    services: null,
  },
};

/** How a row is named in the audit log: categories and brands by id, groups and subcategories marked. */
const auditOf = (level: Level, id: number | string) => ({
  entity: level === 'brand' ? ('brand' as const) : ('category' as const),
  entityId: level === 'group' ? `g${id}` : level === 'subcategory' ? `s${id}` : String(id),
});

/** The columns every read of a level's rows gives (`x` the row). */
const fieldsOf = (info: LevelInfo) =>
  sql.raw(`x.id, x.slug, x.sequence,
    (select json_build_object('en', coalesce(max(n.name) filter (where n.locale = 'en'), ''),
        'kh', coalesce(max(n.name) filter (where n.locale = 'kh'), ''),
        'zh', coalesce(max(n.name) filter (where n.locale = 'zh'), ''))
     from ${info.texts} n where n.store_id = x.store_id and n.${info.key} = x.id) as name,
    (select count(*) from products p where p.store_id = x.store_id and ${info.products})::int as products`);

interface Row {
  id: number;
  slug: string;
  sequence: number;
  name: { en: string; kh: string; zh: string };
  products: number;
}
interface PlaceRow extends Row {
  kind: string | null;
  search_words: string[];
  parent: number | null;
}

const missingOf = (name: Row['name']) =>
  LOCALES.filter((l) => l !== 'en' && !name[l]).map((l) => `name.${l}`);

async function placeRows(ctx: StaffContext, level: PlaceLevel, where: SQL = sql``) {
  const info = LEVELS[level];
  return rows<PlaceRow>(
    ctx.db,
    sql`select ${fieldsOf(info)}, x.kind, x.search_words, ${sql.raw(info.parent ? `x.${info.parent}` : 'null::int')} as parent
        from ${sql.raw(info.table)} x where x.store_id = ${ctx.store.id} ${where}
        order by x.sequence, x.id`,
  );
}

const place = (r: PlaceRow) => ({
  id: r.id,
  slug: r.slug,
  sequence: r.sequence,
  name: r.name,
  kind: r.kind,
  search_words: r.search_words,
  products: r.products,
  missing: missingOf(r.name),
});

/** The shop's categories with their groups and subcategories, in order, and the kinds to choose from. */
export async function categoryTree(ctx: StaffContext): Promise<AdminCategoryTree> {
  const [categories, groups, subcategories, kinds] = await Promise.all([
    placeRows(ctx, 'category'),
    placeRows(ctx, 'group'),
    placeRows(ctx, 'subcategory'),
    rows<{ code: string; name_en: string; name_kh: string; name_zh: string }>(
      ctx.db,
      sql`select code, name_en, name_kh, name_zh from kinds order by name_en`,
    ),
  ]);
  const subsOf = (group: number): AdminSubcategory[] =>
    subcategories.filter((s) => s.parent === group).map((s) => ({ ...place(s), group_id: group }));
  const groupsOf = (category: number): AdminCategoryGroup[] =>
    groups
      .filter((g) => g.parent === category)
      .map((g) => ({ ...place(g), category_id: category, subcategories: subsOf(g.id) }));
  return {
    categories: categories.map((c) => ({ ...place(c), groups: groupsOf(c.id) })),
    kinds: kinds.map((k) => ({ code: k.code, name: { en: k.name_en, kh: k.name_kh, zh: k.name_zh } })),
  };
}

/** One category, group or subcategory as the tree shows it. */
async function onePlace<L extends PlaceLevel>(ctx: StaffContext, level: L, id: number): Promise<PlaceOf[L]> {
  const { categories } = await categoryTree(ctx);
  const found =
    level === 'category'
      ? categories.find((c) => c.id === id)
      : level === 'group'
        ? categories.flatMap((c) => c.groups).find((g) => g.id === id)
        : categories.flatMap((c) => c.groups.flatMap((g) => g.subcategories)).find((s) => s.id === id);
  if (!found) throw notFound(`No ${LEVELS[level].noun} ${id} in this shop`);
  return found as PlaceOf[L];
}

/** The shop's brands in order, with their products counted. */
export async function adminBrands(ctx: StaffContext): Promise<AdminBrand[]> {
  const list = await rows<Row & { image: string | null }>(
    ctx.db,
    sql`select ${fieldsOf(LEVELS.brand)}, x.image from brands x where x.store_id = ${ctx.store.id}
        order by x.sequence, x.id`,
  );
  return list.map((b) => ({ ...b, missing: missingOf(b.name) }));
}

async function oneBrand(ctx: StaffContext, id: number): Promise<AdminBrand> {
  const found = (await adminBrands(ctx)).find((b) => b.id === id);
  if (!found) throw notFound(`No brand ${id} in this shop`);
  return found;
}

/** The row, locked for the rest of the transaction, if it is the shop's (404 otherwise). */
async function locked(ctx: StaffContext, level: Level, id: number) {
  const info = LEVELS[level];
  const [row] = await rows<{ slug: string; parent: number | null }>(
    ctx.db,
    sql`select slug, ${sql.raw(info.parent ?? 'null::int')} as parent from ${sql.raw(info.table)}
        where store_id = ${ctx.store.id} and id = ${id} for update`,
  );
  if (!row) throw notFound(`No ${info.noun} ${id} in this shop`);
  return row;
}

/** The parent of a new group (a category) or subcategory (a group), if it is the shop's (404). */
async function requireParent(ctx: StaffContext, level: 'group' | 'subcategory', parent: number) {
  const parentLevel = level === 'group' ? 'category' : 'group';
  await locked(ctx, parentLevel, parent);
}

/** A slug from the English name, free among the level's rows of the shop (a number added when taken). */
async function freeSlug(ctx: StaffContext, info: LevelInfo, name: string): Promise<string> {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, SLUG_MAX - 4)
      .replace(/-+$/, '') || info.noun;
  const taken = await rows<{ slug: string }>(
    ctx.db,
    sql`select slug from ${sql.raw(info.table)} where store_id = ${ctx.store.id}
          and (slug = ${base} or slug like ${`${base}-%`})`,
  );
  const used = new Set(taken.map((t) => t.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A slug given by the staff, refused (409) when another row of the level has it. */
async function requireFreeSlug(ctx: StaffContext, info: LevelInfo, slug: string, self: number | null) {
  const [other] = await rows<{ id: number }>(
    ctx.db,
    sql`select id from ${sql.raw(info.table)} where store_id = ${ctx.store.id} and slug = ${slug}
          and id is distinct from ${self}::int`,
  );
  if (other) throw conflict(`slug: "${slug}" is already used by another ${info.noun} of this shop`);
}

/** A clash of slugs met by the database (two saves at once) as the 409 it is. */
async function slugsChecked<T>(info: LevelInfo, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
    if (cause.code === '23505' && cause.constraint?.endsWith('_slug_uq'))
      throw conflict(`slug: already used by another ${info.noun} of this shop`);
    throw error;
  }
}

/** Writes the names: a row per language with a name, none where it is empty (English shows). */
async function writeNames(ctx: StaffContext, info: LevelInfo, id: number, name: AdminBrandBody['name']) {
  const store = ctx.store.id;
  const texts = sql.raw(info.texts);
  const key = sql.raw(info.key);
  for (const locale of LOCALES) {
    const text = name[locale];
    if (!text) {
      await ctx.db.execute(
        sql`delete from ${texts} where store_id = ${store} and ${key} = ${id} and locale = ${locale}`,
      );
      continue;
    }
    await ctx.db.execute(
      sql`insert into ${texts} (store_id, ${key}, locale, name) values (${store}, ${id}, ${locale}, ${text})
          on conflict (store_id, ${key}, locale) do update set name = excluded.name
          where ${texts}.name is distinct from excluded.name`,
    );
  }
}

/** Writes a place's kind (checked to be one of the platform's) and words, where the body gives them. */
async function writeKind(ctx: StaffContext, info: LevelInfo, id: number, body: AdminPlaceBody) {
  if (body.kind) {
    const [kind] = await rows(ctx.db, sql`select 1 from kinds where code = ${body.kind}`);
    if (!kind) throw badRequest(`kind: no kind "${body.kind}"`);
  }
  const sets: SQL[] = [];
  if (body.kind !== undefined) sets.push(sql`kind = ${body.kind || null}`);
  if (body.search_words !== undefined)
    sets.push(
      sql`search_words = ${
        body.search_words.length
          ? sql`array[${sql.join(
              body.search_words.map((w) => sql`${w}`),
              sql`, `,
            )}]::text[]`
          : sql`'{}'::text[]`
      }`,
    );
  if (!sets.length) return;
  await ctx.db.execute(
    sql`update ${sql.raw(info.table)} set ${sql.join(sets, sql`, `)} where store_id = ${ctx.store.id} and id = ${id}`,
  );
}

/** After a write: this process reads the shop's names and words again at the next search. */
function forget(ctx: StaffContext) {
  forgetShopNames(ctx);
  forgetAssistantVocabulary(ctx);
}

/** Creates a category (`parent` null), a group of category `parent` or a subcategory of group `parent`. */
export async function createPlace<L extends PlaceLevel>(
  outer: StaffContext,
  level: L,
  parent: number | null,
  body: AdminPlaceBody,
): Promise<PlaceOf[L]> {
  const id = await createRow(outer, level, parent, body);
  return onePlace(outer, level, id);
}

export async function createBrand(outer: StaffContext, body: AdminBrandBody): Promise<AdminBrand> {
  return oneBrand(outer, await createRow(outer, 'brand', null, body));
}

async function createRow(
  outer: StaffContext,
  level: Level,
  parent: number | null,
  body: AdminBrandBody & Partial<AdminPlaceBody>,
): Promise<number> {
  const info = LEVELS[level];
  const id = await slugsChecked(info, () =>
    inTransaction(outer, async (ctx) => {
      const store = ctx.store.id;
      if (info.parent && parent !== null) await requireParent(ctx, level as 'group' | 'subcategory', parent);
      if (body.slug) await requireFreeSlug(ctx, info, body.slug, null);
      const slug = body.slug || (await freeSlug(ctx, info, body.name.en));
      const siblings = info.parent ? sql.raw(`and ${info.parent} = ${Number(parent)}`) : sql``;
      const [created] = await rows<{ id: number }>(
        ctx.db,
        sql`insert into ${sql.raw(info.table)} (store_id, slug, sequence${info.parent ? sql.raw(`, ${info.parent}`) : sql``})
            values (${store}, ${slug},
              (select coalesce(max(sequence), 0) + 1 from ${sql.raw(info.table)} where store_id = ${store} ${siblings})
              ${info.parent ? sql`, ${parent}` : sql``})
            returning id`,
      );
      const id = created!.id;
      await writeNames(ctx, info, id, body.name);
      if (level !== 'brand') await writeKind(ctx, info, id, body as AdminPlaceBody);
      await audit(ctx, {
        action: `${level}.created`,
        ...auditOf(level, id),
        after: { ...body, slug, ...(info.parent ? { [info.parent]: parent } : {}) },
      });
      return id;
    }),
  );
  forget(outer);
  return id;
}

/** Saves a category, group or subcategory: names, slug (kept when left out), kind and words. */
export async function updatePlace<L extends PlaceLevel>(
  outer: StaffContext,
  level: L,
  id: number,
  body: AdminPlaceBody,
): Promise<PlaceOf[L]> {
  await updateRow(outer, level, id, body);
  return onePlace(outer, level, id);
}

export async function updateBrand(
  outer: StaffContext,
  id: number,
  body: AdminBrandBody,
): Promise<AdminBrand> {
  await updateRow(outer, 'brand', id, body);
  return oneBrand(outer, id);
}

async function updateRow(outer: StaffContext, level: Level, id: number, body: AdminBrandBody) {
  const info = LEVELS[level];
  await slugsChecked(info, () =>
    inTransaction(outer, async (ctx) => {
      const row = await locked(ctx, level, id);
      const before = level === 'brand' ? await oneBrand(ctx, id) : await onePlace(ctx, level, id);
      if (body.slug && body.slug !== row.slug) {
        await requireFreeSlug(ctx, info, body.slug, id);
        await ctx.db.execute(
          sql`update ${sql.raw(info.table)} set slug = ${body.slug} where store_id = ${ctx.store.id} and id = ${id}`,
        );
      }
      await writeNames(ctx, info, id, body.name);
      if (level !== 'brand') await writeKind(ctx, info, id, body as AdminPlaceBody);
      const after = level === 'brand' ? await oneBrand(ctx, id) : await onePlace(ctx, level, id);
      await audit(ctx, {
        action: `${level}.updated`,
        ...auditOf(level, id),
        before: trimmed(before),
        after: trimmed(after),
      });
    }),
  );
  forget(outer);
}

/** A row as the audit log keeps it: without its counts and what it lacks, nor a category's groups. */
const trimmed = (row: object) => ({ ...row, products: undefined, missing: undefined, groups: undefined });

/**
 * Deletes a row the shop's products do not use (409 saying how many do: a product is never left
 * without its place or brand); a category's groups and subcategories go with it.
 */
export async function deleteRow(outer: StaffContext, level: Level, id: number): Promise<{ id: number }> {
  const info = LEVELS[level];
  await inTransaction(outer, async (ctx) => {
    await locked(ctx, level, id);
    const before = level === 'brand' ? await oneBrand(ctx, id) : await onePlace(ctx, level, id);
    const [used] = await rows<{ products: number; services: number }>(
      ctx.db,
      sql.raw(`select (select count(*) from products p where p.store_id = x.store_id and ${info.products})::int as products,
          ${info.services ? `(select count(*) from service_categories sc where sc.store_id = x.store_id and ${info.services})::int` : '0'} as services
        from ${info.table} x where x.store_id = ${ctx.store.id} and x.id = ${id}`),
    );
    if (used!.products > 0)
      throw conflict(
        `${used!.products} product${used!.products === 1 ? ' uses' : 's use'} this ${info.noun}: move ${used!.products === 1 ? 'it' : 'them'} elsewhere first`,
      );
    if (used!.services > 0)
      throw conflict(
        `${used!.services} service categor${used!.services === 1 ? 'y uses' : 'ies use'} this ${info.noun}: change ${used!.services === 1 ? 'it' : 'them'} first`,
      );
    await ctx.db.execute(
      sql`delete from ${sql.raw(info.table)} where store_id = ${ctx.store.id} and id = ${id}`,
    );
    await audit(ctx, { action: `${level}.deleted`, ...auditOf(level, id), before: trimmed(before) });
  });
  forget(outer);
  return { id };
}

/**
 * Puts the rows of one parent (the shop's categories or brands, a category's groups, a group's
 * subcategories) in the order given: every one of them, each once (409 with the tree as it is when
 * the list is not that, e.g. one was added or deleted meanwhile).
 */
export async function orderPlaces(
  outer: StaffContext,
  level: PlaceLevel,
  parent: number | null,
  ids: number[],
): Promise<AdminCategoryTree> {
  await orderRows(outer, level, parent, ids);
  return categoryTree(outer);
}

export async function orderBrands(outer: StaffContext, ids: number[]): Promise<AdminBrand[]> {
  await orderRows(outer, 'brand', null, ids);
  return adminBrands(outer);
}

async function orderRows(outer: StaffContext, level: Level, parent: number | null, ids: number[]) {
  const info = LEVELS[level];
  await inTransaction(outer, async (ctx) => {
    const store = ctx.store.id;
    if (info.parent && parent !== null) await requireParent(ctx, level as 'group' | 'subcategory', parent);
    const siblings = await rows<{ id: number }>(
      ctx.db,
      sql`select id from ${sql.raw(info.table)} where store_id = ${store}
            ${info.parent ? sql`and ${sql.raw(info.parent)} = ${parent}` : sql``}
          order by sequence, id for update`,
    );
    const now = siblings.map((s) => s.id);
    if (now.length !== ids.length || ids.some((i) => !now.includes(i)))
      throw new AppError(
        409,
        `ids: give every ${info.noun} of the ${info.parentNoun} once, in their new order (they are now ${now.join(', ') || 'none'})`,
        {},
        level === 'brand' ? await adminBrands(ctx) : await categoryTree(ctx),
      );
    await ctx.db.execute(
      sql`update ${sql.raw(info.table)} t set sequence = o.n
          from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality o(id, n)
          where t.store_id = ${store} and t.id = o.id and t.sequence is distinct from o.n`,
    );
    await audit(ctx, {
      action: `${level}.reordered`,
      ...auditOf(level === 'subcategory' ? 'group' : level === 'group' ? 'category' : level, parent ?? 'all'),
      before: { ids: now },
      after: { ids },
    });
  });
  forget(outer);
}
