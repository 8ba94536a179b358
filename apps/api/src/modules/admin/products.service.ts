import type { AdminProduct, AdminProductBody, ProductsBulkBody } from '@shop/contracts';
import { toCents as cents } from '@shop/contracts/money';
import { LOCALES } from '@shop/i18n';
import { type SQL, sql } from 'drizzle-orm';
import { inTransaction, type StaffContext } from '../../context';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { assetUrl } from '../../lib/images';
import { toDollars } from '../../lib/money';
import { rows } from '../../lib/sql';
import { audit } from './audit';

// The back office's products (issue 30, decision 034): a product with its names and descriptions
// in the three languages and the units it sells: itself (a product without options: one unit with
// `id: null`), or its variants, each with SKU, price, own promotion price and stock. Every write
// is one transaction with its audit row; a save made on an older version is refused (409) with the
// product as it is now. The storefront reads the same rows: a change shows within its cache time,
// and search follows the names at once (triggers on the translations, migration 0007).

/** A variant's name (`v`) as the back office shows it: its options' English names, "Black / 256GB". */
export const variantNameEn = sql`coalesce((
  select string_agg(coalesce(ot.name, o.slug), ' / ' order by ty.sequence, ty.id)
  from product_variant_options vo
  join variant_options o on o.store_id = vo.store_id and o.id = vo.option_id
  join variant_option_types ty on ty.store_id = vo.store_id and ty.id = vo.type_id
  left join variant_option_translations ot on ot.store_id = o.store_id and ot.option_id = o.id and ot.locale = 'en'
  where vo.store_id = v.store_id and vo.variant_id = v.id), '')`;
const SLUG_MAX = 80;

/** The names in en, kh and zh of a row of `table` (a translations table keyed by `key` = `id`). */
const namesOf = (table: SQL, key: SQL, id: SQL) =>
  sql`(select json_build_object('en', coalesce(max(n.name) filter (where n.locale = 'en'), ''),
        'kh', coalesce(max(n.name) filter (where n.locale = 'kh'), ''),
        'zh', coalesce(max(n.name) filter (where n.locale = 'zh'), ''))
      from ${table} n where n.store_id = p.store_id and n.${key} = ${id})`;

interface ProductRow {
  id: number;
  sku: string;
  category_id: number;
  subcategory_id: number | null;
  brand_id: number | null;
  active: boolean;
  price_cents: number;
  promo_price_cents: number | null;
  stock: number;
  version: number;
  image: string | null;
  images: { id: number; url: string }[];
  texts: { locale: string; name: string; description: string }[];
  option_types: AdminProduct['option_types'];
  variants: {
    id: number;
    sku: string;
    name: string;
    price_cents: number;
    promo_price_cents: number | null;
    stock: number;
  }[];
}

/** One product of the shop as the back office edits it, or 404. */
export async function adminProduct(ctx: StaffContext, id: number): Promise<AdminProduct> {
  const store = ctx.store.id;
  const [row] = await rows<ProductRow>(
    ctx.db,
    sql`select p.id, p.sku, p.category_id, p.subcategory_id, p.brand_id, p.active, p.price_cents,
          p.promo_price_cents, p.stock, p.version, p.image,
          coalesce((select json_agg(json_build_object('id', i.id, 'url', i.url) order by i.sequence, i.id)
                    from product_images i where i.store_id = p.store_id and i.product_id = p.id), '[]') as images,
          coalesce((select json_agg(json_build_object('locale', t.locale, 'name', t.name,
                      'description', t.description))
                    from product_translations t where t.store_id = p.store_id and t.product_id = p.id), '[]') as texts,
          coalesce((select json_agg(json_build_object('id', v.id, 'sku', v.sku, 'price_cents', v.price_cents,
                      'promo_price_cents', v.promo_price_cents, 'stock', v.stock,
                      'name', ${variantNameEn})
                      order by v.sequence, v.id)
                    from product_variants v where v.store_id = p.store_id and v.product_id = p.id), '[]') as variants,
          coalesce((select json_agg(json_build_object('id', ty.id, 'name', ${namesOf(sql`variant_option_type_translations`, sql`type_id`, sql`ty.id`)},
                      'options', coalesce((select json_agg(json_build_object('id', o.id,
                          'name', ${namesOf(sql`variant_option_translations`, sql`option_id`, sql`o.id`)}) order by o.sequence, o.id)
                        from variant_options o where o.store_id = ty.store_id and o.type_id = ty.id), '[]'))
                      order by ty.sequence, ty.id)
                    from variant_option_types ty where ty.store_id = p.store_id and ty.product_id = p.id), '[]') as option_types
        from products p where p.store_id = ${store} and p.id = ${id}`,
  );
  if (!row) throw notFound(`Product ${id} not found in this shop`);
  const text = (locale: string, field: 'name' | 'description') =>
    row.texts.find((t) => t.locale === locale)?.[field] ?? '';
  const localized = (field: 'name' | 'description') =>
    ({ en: text('en', field), kh: text('kh', field), zh: text('zh', field) }) as const;
  const name = localized('name');
  const description = localized('description');
  const missing = [
    ...LOCALES.filter((l) => l !== 'en' && !name[l]).map((l) => `name.${l}`),
    ...(description.en
      ? LOCALES.filter((l) => l !== 'en' && !description[l]).map((l) => `description.${l}`)
      : []),
  ];
  const units = row.variants.length
    ? row.variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        name: v.name,
        price: toDollars(v.price_cents),
        promo_price: v.promo_price_cents === null ? null : toDollars(v.promo_price_cents),
        stock: v.stock,
      }))
    : [
        {
          id: null,
          sku: row.sku,
          name: '',
          price: toDollars(row.price_cents),
          promo_price: row.promo_price_cents === null ? null : toDollars(row.promo_price_cents),
          stock: row.stock,
        },
      ];
  return {
    id: row.id,
    name,
    description,
    category_id: row.category_id,
    subcategory_id: row.subcategory_id,
    brand_id: row.brand_id,
    published: row.active,
    variants: units,
    version: row.version,
    missing,
    image: row.image,
    images: row.images.map((i, n) => ({
      id: i.id,
      url: assetUrl(ctx.deps.assetHost, i.url),
      main: n === 0,
      sequence: n,
    })),
    option_types: row.option_types,
  };
}

/** The category, subcategory and brand of a body, checked to be the shop's (400 otherwise). */
async function checkPlaces(ctx: StaffContext, body: AdminProductBody) {
  const store = ctx.store.id;
  const [found] = await rows<{ category: boolean; subcategory: boolean; brand: boolean }>(
    ctx.db,
    sql`select exists (select 1 from categories where store_id = ${store} and id = ${body.category_id}) as category,
          ${body.subcategory_id ?? null}::int is null or exists (
            select 1 from subcategories s join category_groups g on g.store_id = s.store_id and g.id = s.group_id
            where s.store_id = ${store} and s.id = ${body.subcategory_id ?? null}::int
              and g.category_id = ${body.category_id}) as subcategory,
          ${body.brand_id ?? null}::int is null or exists (
            select 1 from brands where store_id = ${store} and id = ${body.brand_id ?? null}::int) as brand`,
  );
  if (!found?.category) throw badRequest(`category_id: no category ${body.category_id} in this shop`);
  if (!found.subcategory)
    throw badRequest(`subcategory_id: no subcategory ${body.subcategory_id} in category ${body.category_id}`);
  if (!found.brand) throw badRequest(`brand_id: no brand ${body.brand_id} in this shop`);
}

/**
 * Locks the product for the rest of the transaction, if it is the shop's (404) and still at
 * `version` when one is given (else 409, with the product as it is now in `data`).
 */
export async function lockedAt(ctx: StaffContext, id: number, version: number | undefined) {
  const [current] = await rows<{ version: number }>(
    ctx.db,
    sql`select version from products where store_id = ${ctx.store.id} and id = ${id} for update`,
  );
  if (!current) throw notFound(`Product ${id} not found in this shop`);
  if (version !== undefined && version !== current.version)
    throw new AppError(
      409,
      `version: the product was changed by someone else (now version ${current.version})`,
      {},
      await adminProduct(ctx, id),
    );
}

/**
 * A product with variants shows its default variant's price in lists (the product's own price):
 * moved to it, its promotion by the same amount so the discount stays (dropped if it no longer fits).
 */
export async function syncDefaultPrice(ctx: StaffContext, ids: number[]) {
  if (!ids.length) return;
  await ctx.db.execute(
    sql`update products p set price_cents = d.price_cents,
          promo_price_cents = case when p.promo_price_cents is null then null
            when p.promo_price_cents + d.price_cents - p.price_cents between 0 and d.price_cents - 1
              then p.promo_price_cents + d.price_cents - p.price_cents end
        from (select distinct on (v.product_id) v.product_id, v.price_cents from product_variants v
              where v.store_id = ${ctx.store.id} and v.product_id = any(${`{${ids.join(',')}}`}::int[])
              order by v.product_id, v.sequence, v.id) d
        where p.store_id = ${ctx.store.id} and p.id = d.product_id and p.price_cents <> d.price_cents`,
  );
}

/** A SKU clash (the `skus` key) as the 409 it is; any other failure as it was. */
export async function skusChecked<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const cause = ((error as { cause?: unknown }).cause ?? error) as {
      code?: string;
      constraint?: string;
      detail?: string;
    };
    if (cause.code === '23505' && cause.constraint === 'skus_store_id_sku_pk') {
      const sku = /\(store_id, sku\)=\(\d+, (.*)\)/.exec(cause.detail ?? '')?.[1];
      throw conflict(
        `sku ${sku ?? ''} is already used by another product or variant of this shop`.replace('  ', ' '),
      );
    }
    throw error;
  }
}

/** Writes the three languages' texts: a row where there is a name, none where it is empty. */
async function writeTexts(
  ctx: StaffContext,
  id: number,
  body: Pick<AdminProductBody, 'name' | 'description'>,
) {
  const store = ctx.store.id;
  for (const locale of LOCALES) {
    const name = body.name[locale];
    if (!name) {
      await ctx.db.execute(
        sql`delete from product_translations where store_id = ${store} and product_id = ${id} and locale = ${locale}`,
      );
      continue;
    }
    const description = body.description[locale] ?? '';
    await ctx.db.execute(
      sql`insert into product_translations (store_id, product_id, locale, name, description)
          values (${store}, ${id}, ${locale}, ${name}, ${description})
          on conflict (store_id, product_id, locale) do update set name = excluded.name, description = excluded.description
          where product_translations.name is distinct from excluded.name
             or product_translations.description is distinct from excluded.description`,
    );
  }
}

/** A slug of the English name, free in the shop (a number added when taken). */
async function freeSlug(ctx: StaffContext, name: string): Promise<string> {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, SLUG_MAX) || 'product';
  const taken = await rows<{ slug: string }>(
    ctx.db,
    sql`select slug from products where store_id = ${ctx.store.id} and (slug = ${base} or slug like ${`${base}-%`})`,
  );
  const used = new Set(taken.map((t) => t.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The one unit of a product without options: a single variant with no name and no id. */
const singleUnit = (body: AdminProductBody) =>
  body.variants.length === 1 && !body.variants[0]!.name && !body.variants[0]!.id ? body.variants[0]! : null;

/** Creates a product: its texts, and itself as one unit (named variants come with option types, later). */
export async function createProduct(outer: StaffContext, body: AdminProductBody): Promise<AdminProduct> {
  const unit = singleUnit(body);
  if (!unit)
    throw badRequest(
      'variants: a new product is created with one unit (no id, no name); add its variants once it exists',
    );
  const id = await skusChecked(() =>
    inTransaction(outer, async (ctx) => {
      await checkPlaces(ctx, body);
      const store = ctx.store.id;
      const [u] = await rows<{ id: number }>(
        ctx.db,
        sql`select id from units where store_id = ${store} order by id limit 1`,
      );
      if (!u) throw new AppError(409, 'The shop has no unit of sale yet');
      const slug = await freeSlug(ctx, body.name.en);
      const [created] = await rows<{ id: number }>(
        ctx.db,
        sql`insert into products (store_id, slug, category_id, subcategory_id, brand_id, unit_id, price_cents,
              promo_price_cents, stock, active, sku)
            values (${store}, ${slug}, ${body.category_id}, ${body.subcategory_id ?? null}, ${body.brand_id ?? null},
              ${u.id}, ${cents(unit.price)}, ${unit.promo_price === null ? null : cents(unit.promo_price)},
              ${unit.stock ?? 0}, ${body.published}, ${unit.sku})
            returning id`,
      );
      await writeTexts(ctx, created!.id, body);
      await audit(ctx, { action: 'product.created', entity: 'product', entityId: created!.id, after: body });
      return created!.id;
    }),
  );
  return adminProduct(outer, id);
}

/**
 * Saves a product as the body gives it, if `version` is still the product's (409 with the product
 * as it is now otherwise): its texts, places, publication, and its units by id (a product without
 * options: the one unit without id). A variant is added or removed with option types (later), not
 * here: a body naming a unit the product does not have, or leaving one out, is refused.
 */
export async function updateProduct(
  outer: StaffContext,
  id: number,
  body: AdminProductBody,
): Promise<AdminProduct> {
  await skusChecked(() =>
    inTransaction(outer, async (ctx) => {
      const store = ctx.store.id;
      await lockedAt(ctx, id, body.version);
      const before = await adminProduct(ctx, id);
      await checkPlaces(ctx, body);
      const hasVariants = before.variants[0]?.id !== null;
      const ids = new Set(before.variants.map((v) => v.id));
      for (const v of body.variants)
        if (!ids.has(v.id ?? null))
          throw badRequest(
            v.id
              ? `variants: ${v.id} is not a variant of product ${id}`
              : 'variants: this product has variants; each needs its id',
          );
      if (body.variants.length !== before.variants.length)
        throw badRequest(
          'variants: every unit of the product, each once (adding or removing variants is not done here)',
        );
      const unit = hasVariants ? null : body.variants[0]!;
      await ctx.db.execute(
        sql`update products set category_id = ${body.category_id}, subcategory_id = ${body.subcategory_id ?? null},
              brand_id = ${body.brand_id ?? null}, active = ${body.published}, version = version + 1
              ${
                unit
                  ? sql`, sku = ${unit.sku}, price_cents = ${cents(unit.price)},
                        promo_price_cents = ${unit.promo_price === null ? null : cents(unit.promo_price)},
                        stock = ${unit.stock ?? sql`stock`}`
                  : sql``
              }
            where store_id = ${store} and id = ${id}`,
      );
      if (hasVariants)
        for (const v of body.variants)
          await ctx.db.execute(
            sql`update product_variants set sku = ${v.sku}, price_cents = ${cents(v.price)},
                  promo_price_cents = ${v.promo_price === null ? null : cents(v.promo_price)},
                  stock = ${v.stock ?? sql`stock`}
                where store_id = ${store} and product_id = ${id} and id = ${v.id!}`,
          );
      if (hasVariants) await syncDefaultPrice(ctx, [id]);
      await writeTexts(ctx, id, body);
      await recordStock(ctx, id, before, body);
      const after = await adminProduct(ctx, id);
      await audit(ctx, {
        action: 'product.updated',
        entity: 'product',
        entityId: id,
        before: { ...before, missing: undefined },
        after: { ...after, missing: undefined },
      });
    }),
  );
  return adminProduct(outer, id);
}

/** A unit's stock counted by a save (from `before` to `after`): a `counted` stock movement. */
export async function countedStock(
  ctx: StaffContext,
  productId: number,
  variantId: number | null,
  before: number,
  after: number,
) {
  await ctx.db.execute(
    sql`insert into stock_movements (store_id, product_id, variant_id, delta, stock_after, reason, staff_id)
        values (${ctx.store.id}, ${productId}, ${variantId}, ${after - before}, ${after}, 'counted', ${ctx.staff.id})`,
  );
}

/** A stock movement (`counted`) for each unit whose stock a save changed. */
async function recordStock(ctx: StaffContext, id: number, before: AdminProduct, body: AdminProductBody) {
  for (const v of body.variants) {
    const old = before.variants.find((b) => b.id === (v.id ?? null));
    if (!old || v.stock === undefined || old.stock === v.stock) continue;
    await countedStock(ctx, id, v.id ?? null, old.stock, v.stock);
  }
}

interface ListQuery {
  q?: string | undefined;
  category_id?: number | undefined;
  brand_id?: number | undefined;
  published?: 'true' | 'false' | undefined;
  low_stock?: number | undefined;
  page: number;
  row_per_page: number;
}

/**
 * The shop's products for the back office, newest first (the listing's index): by words of their names in any language
 * or their SKU (a variant's too), category, brand, publication, and stock at or below a level.
 */
export async function adminProducts(ctx: StaffContext, query: ListQuery) {
  const store = ctx.store.id;
  const words = query.q?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  const parts = [sql`p.store_id = ${store}`];
  if (query.q)
    parts.push(
      sql`(${sql.join(
        words.map((w) => sql`p.search_text like ${`%${w.replace(/[\\%_]/g, '\\$&')}%`}`),
        sql` and `,
      )} or exists (select 1 from skus k where k.store_id = p.store_id and k.product_id = p.id
                    and lower(k.sku) = ${query.q.toLowerCase()}))`,
    );
  if (query.category_id) parts.push(sql`p.category_id = ${query.category_id}`);
  if (query.brand_id) parts.push(sql`p.brand_id = ${query.brand_id}`);
  if (query.published) parts.push(sql`p.active = ${query.published === 'true'}`);
  if (query.low_stock !== undefined)
    // A product without variants by its own stock, one with variants by theirs.
    parts.push(
      sql`((p.stock <= ${query.low_stock}
             and not exists (select 1 from product_variants v where v.store_id = p.store_id and v.product_id = p.id))
           or p.id in (select v.product_id from product_variants v
                       where v.store_id = ${store} and v.stock <= ${query.low_stock}))`,
    );
  const where = sql.join(parts, sql` and `);
  const offset = (query.page - 1) * query.row_per_page;
  const [list, [count]] = await Promise.all([
    rows<{
      id: number;
      sku: string;
      name: string;
      category_id: number;
      brand_id: number | null;
      active: boolean;
      price_cents: number;
      promo_price_cents: number | null;
      stock: number;
      variants: number;
      image: string | null;
      missing: number;
      version: number;
    }>(
      ctx.db,
      sql`select p.id, p.sku, coalesce(tl.name, te.name, p.slug) as name, p.category_id, p.brand_id, p.active,
            p.price_cents, p.promo_price_cents, p.image, p.version,
            coalesce(vs.stock, p.stock)::int as stock, coalesce(vs.n, 0)::int as variants,
            (select (2 - count(*) filter (where t.locale <> 'en'))
                    + case when coalesce(te.description, '') = '' then 0
                           else 2 - count(*) filter (where t.locale <> 'en' and t.description <> '') end
             from product_translations t where t.store_id = p.store_id and t.product_id = p.id)::int as missing
          from products p
          left join product_translations te on te.store_id = p.store_id and te.product_id = p.id and te.locale = 'en'
          left join product_translations tl on tl.store_id = p.store_id and tl.product_id = p.id and tl.locale = ${ctx.locale}
          left join lateral (select sum(v.stock) as stock, count(*) as n from product_variants v
                             where v.store_id = p.store_id and v.product_id = p.id) vs on vs.n > 0
          where ${where}
          order by p.created_at desc nulls last, p.id desc nulls last
          limit ${query.row_per_page} offset ${offset}`,
    ),
    rows<{ total: number }>(ctx.db, sql`select count(*)::int as total from products p where ${where}`),
  ]);
  const total = count?.total ?? 0;
  return {
    data: list.map((p) => ({
      id: p.id,
      sku: p.sku,
      name: p.name,
      category_id: p.category_id,
      brand_id: p.brand_id,
      published: p.active,
      price: toDollars(p.price_cents),
      promo_price: p.promo_price_cents === null ? null : toDollars(p.promo_price_cents),
      stock: p.stock,
      variants: p.variants,
      image: p.image,
      missing: p.missing,
      version: p.version,
    })),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.row_per_page)),
    per_page: query.row_per_page,
    total,
  };
}

/**
 * Adds `delta` to a unit's stock (received, damaged, counted, correction) in one statement that
 * never takes it below zero (409 with the stock as it is), with its stock movement and audit row;
 * the product's version moves on, so an editor's save read before it does not undo it.
 */
export async function adjustStock(
  outer: StaffContext,
  id: number,
  input: { variant_id?: number | null | undefined; delta: number; reason: string; note: string },
) {
  return inTransaction(outer, async (ctx) => {
    const store = ctx.store.id;
    const [product] = await rows<{ variants: number }>(
      ctx.db,
      sql`select (select count(*) from product_variants v where v.store_id = p.store_id and v.product_id = p.id)::int as variants
          from products p where p.store_id = ${store} and p.id = ${id} for update`,
    );
    if (!product) throw notFound(`Product ${id} not found in this shop`);
    const variant = input.variant_id ?? null;
    if ((variant === null) !== (product.variants === 0))
      throw badRequest(
        variant === null
          ? 'variant_id: this product has variants; name one'
          : 'variant_id: this product has no variants',
      );
    const [changed] = await rows<{ stock: number }>(
      ctx.db,
      variant === null
        ? sql`update products set stock = stock + ${input.delta}
              where store_id = ${store} and id = ${id} and stock + ${input.delta} >= 0 returning stock`
        : sql`update product_variants set stock = stock + ${input.delta}
              where store_id = ${store} and product_id = ${id} and id = ${variant} and stock + ${input.delta} >= 0
              returning stock`,
    );
    if (!changed) {
      const [now] = await rows<{ stock: number }>(
        ctx.db,
        variant === null
          ? sql`select stock from products where store_id = ${store} and id = ${id}`
          : sql`select stock from product_variants where store_id = ${store} and product_id = ${id} and id = ${variant}`,
      );
      if (!now) throw badRequest(`variant_id: ${variant} is not a variant of product ${id}`);
      throw conflict(`delta: the stock would fall below 0 (it is ${now.stock})`);
    }
    await ctx.db.execute(
      sql`update products set version = version + 1 where store_id = ${store} and id = ${id}`,
    );
    const [movement] = await rows<{ id: number }>(
      ctx.db,
      sql`insert into stock_movements (store_id, product_id, variant_id, delta, stock_after, reason, note, staff_id)
          values (${store}, ${id}, ${variant}, ${input.delta}, ${changed.stock}, ${input.reason}, ${input.note}, ${ctx.staff.id})
          returning id`,
    );
    await audit(ctx, {
      action: 'product.stock_adjusted',
      entity: 'product',
      entityId: id,
      before: { variant_id: variant, stock: changed.stock - input.delta },
      after: { variant_id: variant, stock: changed.stock, reason: input.reason, note: input.note },
    });
    return { movement: movement!.id, stock: changed.stock };
  });
}

/** A product's stock movements, newest first (the latest 100). */
export async function stockMovements(ctx: StaffContext, id: number) {
  const store = ctx.store.id;
  const [exists] = await rows(ctx.db, sql`select 1 from products where store_id = ${store} and id = ${id}`);
  if (!exists) throw notFound(`Product ${id} not found in this shop`);
  const list = await rows<{
    id: number;
    variant_id: number | null;
    delta: number;
    stock_after: number;
    reason: 'received' | 'damaged' | 'counted' | 'correction';
    note: string;
    at: string;
    staff: { id: number; email: string; name: string } | null;
  }>(
    ctx.db,
    sql`select m.id, m.variant_id, m.delta, m.stock_after, m.reason, m.note,
          to_char(m.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at,
          case when s.id is null then null else json_build_object('id', s.id, 'email', s.email, 'name', s.name) end as staff
        from stock_movements m left join staff s on s.id = m.staff_id
        where m.store_id = ${store} and m.product_id = ${id}
        order by m.at desc, m.id desc limit 100`,
  );
  return list;
}

/**
 * One change to many products of the shop, in one transaction (all or none): publish, unpublish,
 * move to a category, or change every price (regular and promotion, products and variants) by an
 * amount or a percentage, rounded to the cent, refused (400) where a price would fall below zero.
 * Each product's version moves on and gets its audit row.
 */
export async function bulkProducts(outer: StaffContext, body: ProductsBulkBody) {
  return inTransaction(outer, async (ctx) => {
    const store = ctx.store.id;
    const ids = [...new Set(body.ids)];
    const list = `{${ids.join(',')}}`;
    const found = await rows<{ id: number }>(
      ctx.db,
      sql`select id from products where store_id = ${store} and id = any(${list}::int[]) order by id for update`,
    );
    const missing = ids.filter((id) => !found.some((f) => f.id === id));
    if (missing.length) throw badRequest(`ids: ${missing.slice(0, 10).join(', ')} not products of this shop`);
    let change = sql``;
    if (body.action === 'publish' || body.action === 'unpublish')
      change = sql`active = ${body.action === 'publish'}`;
    if (body.action === 'move') {
      await checkPlaces(ctx, {
        category_id: body.category_id!,
        subcategory_id: body.subcategory_id ?? null,
      } as AdminProductBody);
      change = sql`category_id = ${body.category_id!}, subcategory_id = ${body.subcategory_id ?? null}`;
    }
    if (body.action === 'price') {
      const priced = (column: string) =>
        body.percent !== undefined
          ? sql`round(${sql.raw(column)} * (100 + ${body.percent}::numeric) / 100)::int`
          : sql`(${sql.raw(column)} + ${cents(body.amount!)})`;
      const [below] = await rows<{ n: number }>(
        ctx.db,
        sql`select (select count(*) from products where store_id = ${store} and id = any(${list}::int[])
                      and ${priced('price_cents')} < 0)
                 + (select count(*) from product_variants where store_id = ${store} and product_id = any(${list}::int[])
                      and ${priced('price_cents')} < 0) as n`,
      );
      if (Number(below?.n ?? 0) > 0) throw badRequest('amount: a price would fall below 0');
      // A promotion that would reach the new price, or fall below zero, ends.
      const promo = (column: string) => sql`case when ${sql.raw(`promo_${column}`)} is null then null
        when ${priced(`promo_${column}`)} < 0 or ${priced(`promo_${column}`)} >= ${priced(column)} then null
        else ${priced(`promo_${column}`)} end`;
      await ctx.db.execute(
        sql`update product_variants set price_cents = ${priced('price_cents')}, promo_price_cents = ${promo('price_cents')}
            where store_id = ${store} and product_id = any(${list}::int[])`,
      );
      change = sql`price_cents = ${priced('price_cents')}, promo_price_cents = ${promo('price_cents')}`;
    }
    await ctx.db.execute(
      sql`update products set ${change}, version = version + 1 where store_id = ${store} and id = any(${list}::int[])`,
    );
    for (const id of ids)
      await audit(ctx, {
        action: `product.bulk_${body.action}`,
        entity: 'product',
        entityId: id,
        after: { ...body, ids: undefined },
      });
    return { updated: ids.length };
  });
}
