import type { ImportAnswer, ImportRefusal, ImportRefusalCode } from '@shop/contracts';
import { LOCALES, type Locale } from '@shop/i18n';
import { sql } from 'drizzle-orm';
import { inTransaction, type StaffContext } from '../../context';
import { AppError } from '../../lib/errors';
import { rows } from '../../lib/sql';
import { writeAudit } from './audit';
import { type ImportRow, readCatalogueCsv } from './products.import';
import { syncDefaultPrice } from './products.service';

// The catalogue import (issue 30, part 4; decision 034). The file is read (products.import.ts),
// its rows grouped by product (the `product` slug), checked against the shop (categories, brands
// and SKUs by name), compared with what the shop has, and then, unless it is a dry run, written a
// batch of products per transaction: never part of a product, and nothing for a product the file
// does not change, so the same file imported twice changes nothing the second time, and a run cut
// short is finished by sending the file again. A unit is found by its SKU; a product by its slug.

/** Products written per transaction (each of its statements takes the whole batch at once). */
const BATCH = 500;
/** Slugs and SKUs looked up per query. */
const LOOKUP = 2_000;

interface Existing {
  id: number;
  slug: string;
  sku: string;
  category_id: number;
  subcategory_id: number | null;
  brand_id: number | null;
  active: boolean;
  price_cents: number;
  promo_price_cents: number | null;
  stock: number;
  texts: Partial<Record<Locale, { name: string; description: string }>>;
  variants: {
    id: number;
    sku: string;
    price_cents: number;
    promo_price_cents: number | null;
    stock: number;
  }[];
}

/** A unit of a product as the file wants it. */
interface UnitPlan {
  row: ImportRow;
  /** The variant it is (null: the product itself, a product without options). */
  variantId: number | null;
  changes: string[];
}

/** A product as the file wants it: created (`id` null) or changed, with its units. */
interface ProductPlan {
  id: number | null;
  slug: string;
  first: ImportRow;
  categoryId: number;
  subcategoryId: number | null;
  brandId: number | null;
  /** The product's own changes (texts, places, publication). */
  changes: string[];
  units: UnitPlan[];
}

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** The shop's categories, subcategories (with their category) and brands, by slug. */
async function places(ctx: StaffContext) {
  const store = ctx.store.id;
  const [categories, subcategories, brands] = await Promise.all([
    rows<{ id: number; slug: string }>(
      ctx.db,
      sql`select id, slug from categories where store_id = ${store}`,
    ),
    rows<{ id: number; slug: string; category_id: number }>(
      ctx.db,
      sql`select s.id, s.slug, g.category_id from subcategories s
          join category_groups g on g.store_id = s.store_id and g.id = s.group_id where s.store_id = ${store}`,
    ),
    rows<{ id: number; slug: string }>(ctx.db, sql`select id, slug from brands where store_id = ${store}`),
  ]);
  return {
    category: new Map(categories.map((c) => [c.slug, c.id])),
    subcategory: new Map(subcategories.map((s) => [s.slug, s])),
    brand: new Map(brands.map((b) => [b.slug, b.id])),
  };
}

/** The shop's products the file names (by slug), as they are now. */
async function existingProducts(ctx: StaffContext, slugs: string[]): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  for (const part of chunks(slugs, LOOKUP)) {
    const list = await rows<Existing>(
      ctx.db,
      sql`select p.id, p.slug, p.sku, p.category_id, p.subcategory_id, p.brand_id, p.active, p.price_cents,
            p.promo_price_cents, p.stock,
            coalesce((select json_object_agg(t.locale, json_build_object('name', t.name, 'description', t.description))
                      from product_translations t where t.store_id = p.store_id and t.product_id = p.id), '{}') as texts,
            coalesce((select json_agg(json_build_object('id', v.id, 'sku', v.sku, 'price_cents', v.price_cents,
                        'promo_price_cents', v.promo_price_cents, 'stock', v.stock) order by v.sequence, v.id)
                      from product_variants v where v.store_id = p.store_id and v.product_id = p.id), '[]') as variants
          from products p
          where p.store_id = ${ctx.store.id}
            and p.slug in (select jsonb_array_elements_text(${JSON.stringify(part)}::jsonb))`,
    );
    for (const p of list) found.set(p.slug, p);
  }
  return found;
}

/** Who holds each SKU of the file now: the product, and the variant (null for the product itself). */
async function skuOwners(ctx: StaffContext, skus: string[]) {
  const owners = new Map<string, { product_id: number; variant_id: number | null }>();
  for (const part of chunks(skus, LOOKUP)) {
    const list = await rows<{ sku: string; product_id: number; variant_id: number | null }>(
      ctx.db,
      sql`select sku, product_id, variant_id from skus
          where store_id = ${ctx.store.id} and sku in (select jsonb_array_elements_text(${JSON.stringify(part)}::jsonb))`,
    );
    for (const o of list) owners.set(o.sku, o);
  }
  return owners;
}

/** The columns a product's rows must agree on, with the row's value of each. */
const SHARED = {
  name_en: (r: ImportRow) => r.name.en,
  name_kh: (r: ImportRow) => r.name.kh,
  name_zh: (r: ImportRow) => r.name.zh,
  description_en: (r: ImportRow) => r.description.en,
  description_kh: (r: ImportRow) => r.description.kh,
  description_zh: (r: ImportRow) => r.description.zh,
  category: (r: ImportRow) => r.category,
  subcategory: (r: ImportRow) => r.subcategory,
  brand: (r: ImportRow) => r.brand,
  published: (r: ImportRow) => String(r.published),
} as const;

/** What the file changes of a product's own fields (texts, places, publication). */
function productChanges(plan: Omit<ProductPlan, 'changes' | 'units'>, now: Existing): string[] {
  const changes: string[] = [];
  for (const locale of LOCALES) {
    const text = now.texts[locale];
    // A name the file leaves empty is a text the product does not have (as the export writes it).
    if ((text?.name ?? '') !== plan.first.name[locale]) changes.push(`name.${locale}`);
    if (plan.first.name[locale] && (text?.description ?? '') !== plan.first.description[locale])
      changes.push(`description.${locale}`);
  }
  if (now.category_id !== plan.categoryId) changes.push('category');
  if (now.subcategory_id !== plan.subcategoryId) changes.push('subcategory');
  if (now.brand_id !== plan.brandId) changes.push('brand');
  if (now.active !== plan.first.published) changes.push('published');
  return changes;
}

/** What the file changes of a unit (its SKU, price, promotion price, stock). */
function unitChanges(
  row: ImportRow,
  now: { sku: string; price_cents: number; promo_price_cents: number | null; stock: number },
) {
  const changes: string[] = [];
  if (now.sku !== row.sku) changes.push('sku');
  if (now.price_cents !== row.priceCents) changes.push('price');
  if (now.promo_price_cents !== row.promoPriceCents) changes.push('promo_price');
  if (now.stock !== row.stock) changes.push('stock');
  return changes;
}

/** Reads and checks the file against the shop: what each row would do, and what is refused. */
async function plan(ctx: StaffContext, bytes: Uint8Array) {
  const read = readCatalogueCsv(bytes);
  const refusals: ImportRefusal[] = [...read.refused];
  const refuse = (row: ImportRow, column: string, code: ImportRefusalCode, reason: string) =>
    refusals.push({ line: row.line, column, code, reason });

  // A SKU twice in the file: its later rows refused.
  const seen = new Map<string, number>();
  const rowsOnce: ImportRow[] = [];
  for (const row of read.rows) {
    const earlier = seen.get(row.sku);
    if (earlier === undefined) {
      seen.set(row.sku, row.line);
      rowsOnce.push(row);
    } else refuse(row, 'sku', 'sku_twice', `${row.sku} is already on line ${earlier}`);
  }
  const groups = new Map<string, ImportRow[]>();
  for (const row of rowsOnce) groups.set(row.product, [...(groups.get(row.product) ?? []), row]);

  const [shop, existing, owners] = await Promise.all([
    places(ctx),
    existingProducts(ctx, [...groups.keys()]),
    skuOwners(ctx, [...seen.keys()]),
  ]);
  const plans: ProductPlan[] = [];
  for (const [slug, group] of groups) {
    const first = group[0]!;
    // A product is taken whole or not at all: one refused row refuses all of its rows.
    const own: ImportRefusal[] = [];
    const say = (row: ImportRow, column: string, code: ImportRefusalCode, reason: string) =>
      own.push({ line: row.line, column, code, reason });
    for (const row of group.slice(1)) {
      const column = Object.entries(SHARED).find(([, of]) => of(row) !== of(first))?.[0];
      if (column)
        say(row, column, 'disagrees', `differs from line ${first.line}, the first row of product ${slug}`);
    }
    const categoryId = shop.category.get(first.category);
    if (categoryId === undefined)
      say(first, 'category', 'unknown_category', `no category ${first.category} in this shop`);
    const sub = first.subcategory ? shop.subcategory.get(first.subcategory) : null;
    if (categoryId !== undefined && (sub === undefined || (sub && sub.category_id !== categoryId)))
      say(
        first,
        'subcategory',
        'unknown_subcategory',
        `no subcategory ${first.subcategory} in category ${first.category}`,
      );
    const brandId = first.brand ? shop.brand.get(first.brand) : null;
    if (brandId === undefined) say(first, 'brand', 'unknown_brand', `no brand ${first.brand} in this shop`);

    const now = existing.get(slug);
    const units: UnitPlan[] = [];
    for (const row of group) {
      const owner = owners.get(row.sku);
      const taken = () =>
        say(row, 'sku', 'sku_taken', `${row.sku} is another product's or variant's in this shop`);
      if (!now) {
        if (group.length > 1 || row.variant)
          say(
            row,
            'variant',
            'new_product_variants',
            `product ${slug} is new: import it with one row without a variant, then add its variants in the product's page`,
          );
        else if (owner) taken();
        else units.push({ row, variantId: null, changes: [] });
      } else if (!now.variants.length) {
        if (row !== first || row.variant)
          say(
            row,
            'variant',
            'new_variant',
            `product ${slug} has no variants; add them in the product's page`,
          );
        else if (owner && (owner.product_id !== now.id || owner.variant_id !== null)) taken();
        else units.push({ row, variantId: null, changes: unitChanges(row, now) });
      } else {
        const variant = now.variants.find((v) => v.sku === row.sku);
        if (variant) units.push({ row, variantId: variant.id, changes: unitChanges(row, variant) });
        else if (owner) taken();
        else
          say(
            row,
            'sku',
            'new_variant',
            `no variant ${row.sku} in product ${slug}; add new variants in the product's page`,
          );
      }
    }
    const refusedLine = read.refusedProducts.get(slug);
    if (own.length || refusedLine !== undefined) {
      const told = new Set(own.map((r) => r.line));
      refusals.push(...own);
      for (const row of group)
        if (!told.has(row.line))
          refuse(
            row,
            'product',
            'product_refused',
            `another row of product ${slug} is refused (line ${own[0]?.line ?? refusedLine}): a product is imported whole`,
          );
      continue;
    }
    const base = {
      id: now?.id ?? null,
      slug,
      first,
      categoryId: categoryId!,
      subcategoryId: sub?.id ?? null,
      brandId: brandId ?? null,
    };
    plans.push({ ...base, changes: now ? productChanges(base, now) : [], units });
  }
  return { rows: read.rows.length + read.refused.length, plans, refusals };
}

const changed = (p: ProductPlan) =>
  p.id === null || p.changes.length > 0 || p.units.some((u) => u.changes.length);

/** Writes one batch of products in one transaction: new ones, then the changed ones and their units. */
async function writeBatch(outer: StaffContext, batch: ProductPlan[]) {
  await inTransaction(outer, async (ctx) => {
    const store = ctx.store.id;
    const created = batch.filter((p) => p.id === null);
    if (created.length) {
      const [unit] = await rows<{ id: number }>(
        ctx.db,
        sql`select id from units where store_id = ${store} order by id limit 1`,
      );
      if (!unit) throw new AppError(409, 'The shop has no unit of sale yet');
      const values = created.map((p) => {
        const row = p.units[0]!.row;
        return {
          slug: p.slug,
          category_id: p.categoryId,
          subcategory_id: p.subcategoryId,
          brand_id: p.brandId,
          price_cents: row.priceCents,
          promo_price_cents: row.promoPriceCents,
          stock: row.stock,
          active: row.published,
          sku: row.sku,
        };
      });
      const ids = await rows<{ id: number; slug: string }>(
        ctx.db,
        sql`insert into products (store_id, slug, category_id, subcategory_id, brand_id, unit_id, price_cents,
              promo_price_cents, stock, active, sku)
            select ${store}, x.slug, x.category_id, x.subcategory_id, x.brand_id, ${unit.id}, x.price_cents,
              x.promo_price_cents, x.stock, x.active, x.sku
            from json_to_recordset(${JSON.stringify(values)}::json) as x(slug text, category_id int,
              subcategory_id int, brand_id int, price_cents int, promo_price_cents int, stock int, active boolean, sku text)
            returning id, slug`,
      );
      const bySlug = new Map(ids.map((r) => [r.slug, r.id]));
      for (const p of created) p.id = bySlug.get(p.slug)!;
    }
    const updated = batch.filter((p) => !created.includes(p));
    const products = updated.map((p) => {
      const own = p.units[0]!.variantId === null ? p.units[0]!.row : null;
      return {
        id: p.id,
        category_id: p.categoryId,
        subcategory_id: p.subcategoryId,
        brand_id: p.brandId,
        active: p.first.published,
        sku: own?.sku ?? null,
        price_cents: own?.priceCents ?? null,
        promo_price_cents: own?.promoPriceCents ?? null,
        stock: own?.stock ?? null,
      };
    });
    // Each unit's stock before and after, for the stock movements ('counted', as a save's).
    const moved: { product_id: number; variant_id: number | null; before: number; after: number }[] = [];
    if (products.length)
      moved.push(
        ...(await rows<(typeof moved)[number]>(
          ctx.db,
          sql`with x as (
                select * from json_to_recordset(${JSON.stringify(products)}::json) as x(id int, category_id int,
                  subcategory_id int, brand_id int, active boolean, sku text, price_cents int, promo_price_cents int, stock int)),
              old as (
                select p.id, p.stock from products p join x on x.id = p.id where p.store_id = ${store} for update of p)
              update products p set category_id = x.category_id, subcategory_id = x.subcategory_id,
                brand_id = x.brand_id, active = x.active, version = p.version + 1,
                sku = coalesce(x.sku, p.sku), price_cents = coalesce(x.price_cents, p.price_cents),
                promo_price_cents = case when x.sku is null then p.promo_price_cents else x.promo_price_cents end,
                stock = coalesce(x.stock, p.stock)
              from x join old on old.id = x.id
              where p.store_id = ${store} and p.id = x.id
              returning p.id as product_id, null::int as variant_id, old.stock as before, p.stock as after`,
        )),
      );
    const variants = updated.flatMap((p) =>
      p.units
        .filter((u) => u.variantId !== null && u.changes.length)
        .map((u) => ({
          id: u.variantId,
          sku: u.row.sku,
          price_cents: u.row.priceCents,
          promo_price_cents: u.row.promoPriceCents,
          stock: u.row.stock,
        })),
    );
    if (variants.length)
      moved.push(
        ...(await rows<(typeof moved)[number]>(
          ctx.db,
          sql`with x as (
                select * from json_to_recordset(${JSON.stringify(variants)}::json) as x(id int, sku text,
                  price_cents int, promo_price_cents int, stock int)),
              old as (
                select v.id, v.stock from product_variants v join x on x.id = v.id where v.store_id = ${store} for update of v)
              update product_variants v set sku = x.sku, price_cents = x.price_cents,
                promo_price_cents = x.promo_price_cents, stock = x.stock
              from x join old on old.id = x.id
              where v.store_id = ${store} and v.id = x.id
              returning v.product_id, v.id as variant_id, old.stock as before, v.stock as after`,
        )),
      );
    await syncDefaultPrice(ctx, [
      ...new Set(variants.length ? moved.flatMap((m) => (m.variant_id ? [m.product_id] : [])) : []),
    ]);
    const movements = moved.filter((m) => m.before !== m.after);
    if (movements.length)
      await ctx.db.execute(
        sql`insert into stock_movements (store_id, product_id, variant_id, delta, stock_after, reason, staff_id)
            select ${store}, m.product_id, m.variant_id, m.after - m.before, m.after, 'counted', ${ctx.staff.id}
            from json_to_recordset(${JSON.stringify(movements)}::json)
              as m(product_id int, variant_id int, before int, after int)`,
      );
    // The texts: a row per language the file names, none where it leaves the name empty.
    const texts = batch.filter((p) => p.id !== null && (created.includes(p) || p.changes.length));
    const written = texts.flatMap((p) =>
      LOCALES.filter((l) => p.first.name[l]).map((locale) => ({
        product_id: p.id,
        locale,
        name: p.first.name[locale],
        description: p.first.description[locale],
      })),
    );
    if (written.length)
      await ctx.db.execute(
        sql`insert into product_translations (store_id, product_id, locale, name, description)
            select ${store}, t.product_id, t.locale, t.name, t.description
            from json_to_recordset(${JSON.stringify(written)}::json) as t(product_id int, locale text, name text, description text)
            on conflict (store_id, product_id, locale) do update set name = excluded.name, description = excluded.description
            where product_translations.name is distinct from excluded.name
               or product_translations.description is distinct from excluded.description`,
      );
    const emptied = texts.flatMap((p) =>
      LOCALES.filter((l) => !p.first.name[l]).map((locale) => ({ product_id: p.id, locale })),
    );
    if (emptied.length)
      await ctx.db.execute(
        sql`delete from product_translations t using json_to_recordset(${JSON.stringify(emptied)}::json)
              as e(product_id int, locale text)
            where t.store_id = ${store} and t.product_id = e.product_id and t.locale = e.locale`,
      );
    await writeAudit(
      ctx.db,
      ...batch.map((p) => ({
        storeId: store,
        staffId: ctx.staff.id,
        channel: ctx.channel,
        address: ctx.client,
        requestId: ctx.requestId,
        action: created.includes(p) ? 'product.imported_new' : 'product.imported',
        entity: 'product' as const,
        entityId: p.id!,
        after: {
          lines: p.units.map((u) => u.row.line),
          changes: [...p.changes, ...p.units.flatMap((u) => u.changes.map((c) => `${u.row.sku}:${c}`))],
        },
      })),
    );
  });
}

/**
 * Imports a catalogue CSV into the context's shop, or (`dryRun`) says what it would do: the rows
 * it would create or change, the counts, and each refused row with its line, column and reason.
 */
export async function importCatalogue(
  ctx: StaffContext,
  bytes: Uint8Array,
  { dryRun }: { dryRun: boolean },
): Promise<ImportAnswer> {
  const { rows: total, plans, refusals } = await plan(ctx, bytes);
  const lines: ImportAnswer['lines'] = [];
  let unchanged = 0;
  for (const p of plans)
    for (const u of p.units) {
      const changes = p.id === null ? [] : [...p.changes, ...u.changes];
      if (p.id !== null && !changes.length) unchanged++;
      else
        lines.push({
          line: u.row.line,
          product: p.slug,
          sku: u.row.sku,
          outcome: p.id === null ? 'created' : 'updated',
          changes,
        });
    }
  if (!dryRun) for (const batch of chunks(plans.filter(changed), BATCH)) await writeBatch(ctx, batch);
  lines.sort((a, b) => a.line - b.line);
  refusals.sort((a, b) => a.line - b.line);
  return {
    dry_run: dryRun,
    rows: total,
    created: lines.filter((l) => l.outcome === 'created').length,
    updated: lines.filter((l) => l.outcome === 'updated').length,
    unchanged,
    refused: new Set(refusals.map((r) => r.line)).size,
    lines,
    refusals,
  };
}
