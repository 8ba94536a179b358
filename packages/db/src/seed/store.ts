// Writing one shop (its configuration, catalogue and the demo customer) into the database: used by
// the demo seed (index.ts) and the large catalogue of the benchmarks (large.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import {
  banners,
  bannerTranslations,
  brands,
  brandTranslations,
  categories,
  categoryGroups,
  categoryGroupTranslations,
  categoryTranslations,
  customers,
  productDeviceFits,
  productImages,
  productSpecs,
  products,
  productTranslations,
  productVariantOptions,
  productVariants,
  storeDomains,
  stores,
  subcategories,
  subcategoryTranslations,
  units,
  unitTranslations,
  variantOptions,
  variantOptionTranslations,
  variantOptionTypes,
  variantOptionTypeTranslations,
} from '../schema/index';
import { hash } from './catalogue/products/lib';
import { specValueTranslations } from './catalogue/spec-values';
import type { SeedCatalogue, SeedProduct, SeedStore } from './catalogue/types';
import { seedShopContent } from './content/index';
import { mediaPaths } from './media-paths';
import { translated } from './translated';

/** The demo customer of ARCHITECTURE.md, present in every demo shop. */
export const DEMO_CUSTOMER = {
  name: 'Sokha Chan',
  email: 'demo@example.com',
  password: 'demo-pass-123',
  phone: '+85512345678',
} as const;

export interface SeedDeps {
  /** Hashes a password the way the accounts module verifies it. */
  hashPassword(password: string): Promise<string>;
}

const rowsPerInsert = 500;

/**
 * Demo stock, fixed by the product key and the combination: 10 to 59 units of a product or of its
 * default variant (what a product page opens on is always in stock), and about one other variant
 * in eleven sold out.
 */
export function seedStock(key: string, isDefault: boolean): number {
  const h = hash(key);
  if (!isDefault && h % 11 === 0) return 0;
  return 10 + (h % 50);
}

/** Every combination of one option of each type, the first type outermost (the page's order). */
function combinations<T>(types: T[][]): T[][] {
  let out: T[][] = [[]];
  for (const options of types) out = out.flatMap((chosen) => options.map((o) => [...chosen, o]));
  return out;
}

async function insertReturning<T extends Record<string, AnyPgColumn>>(
  db: Database,
  table: PgTable,
  rows: Record<string, unknown>[],
  returning: T,
): Promise<{ [K in keyof T]: T[K]['_']['data'] }[]> {
  const out: { [K in keyof T]: T[K]['_']['data'] }[] = [];
  for (let i = 0; i < rows.length; i += rowsPerInsert) {
    const chunk = rows.slice(i, i + rowsPerInsert);
    out.push(
      ...((await db
        .insert(table)
        .values(chunk as never)
        .returning(returning as never)) as never[]),
    );
  }
  return out;
}

async function insertAll(db: Database, table: PgTable, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += rowsPerInsert) {
    await db.insert(table).values(rows.slice(i, i + rowsPerInsert) as never);
  }
}

export async function seedStore(
  db: Database,
  store: SeedStore,
  catalogue: SeedCatalogue,
  passwordHash: string,
) {
  const [created] = await db
    .insert(stores)
    .values({
      code: store.code,
      name: store.name,
      logo: mediaPaths.logo(store.logo),
      color: store.color,
      playstore: store.playstore,
      appstore: store.appstore,
      menu: store.menu,
      chatId: store.chat_id,
      telegramLocale: store.telegram_locale ?? 'en',
      telegramUrl: store.telegram_url,
      telegramChannel: store.telegram_channel,
      facebookUrl: store.facebook_url,
      tiktokUrl: store.tiktok_url,
      youtubeUrl: store.youtube_url,
      smart: store.smart,
      cellcard: store.cellcard,
      metfone: store.metfone,
      whatapp: store.whatapp,
      aboutUs: store.about_us,
      footer: store.footer,
      address: store.address,
      email: store.email,
      openingHours: store.opening_hours,
      payment: store.payment,
    })
    .returning({ id: stores.id });
  if (!created) throw new Error(`could not create store ${store.code}`);
  const storeId = created.id;
  await db.insert(storeDomains).values(store.domains.map((domain) => ({ domain, storeId })));

  // Categories, groups and subcategories.
  const categoryIds = new Map<string, number>();
  const subcategoryIds = new Map<string, number>();
  for (const [i, category] of catalogue.categories.entries()) {
    const [row] = await db
      .insert(categories)
      .values({
        storeId,
        slug: category.key,
        sequence: i + 1,
        colour: category.colour,
        image: mediaPaths.category(category.motif, category.colour),
        kind: category.kind ?? null,
      })
      .returning({ id: categories.id });
    const categoryId = row!.id;
    categoryIds.set(category.key, categoryId);
    await db
      .insert(categoryTranslations)
      .values(translated(storeId, categoryId, { name: category.name }) as never);
    for (const [g, group] of category.groups.entries()) {
      const [groupRow] = await db
        .insert(categoryGroups)
        .values({ storeId, categoryId, slug: group.key, sequence: g + 1, kind: group.kind ?? null })
        .returning({ id: categoryGroups.id });
      const groupId = groupRow!.id;
      await db
        .insert(categoryGroupTranslations)
        .values(translated(storeId, groupId, { name: group.name }) as never);
      const subRows = await db
        .insert(subcategories)
        .values(
          group.subcategories.map((sub, s) => ({
            storeId,
            groupId,
            slug: sub.key,
            sequence: s + 1,
            image: mediaPaths.category(category.motif, category.colour),
            kind: sub.kind ?? null,
          })),
        )
        .returning({ id: subcategories.id, slug: subcategories.slug });
      for (const sub of subRows) subcategoryIds.set(sub.slug, sub.id);
      await insertAll(
        db,
        subcategoryTranslations,
        group.subcategories.flatMap((sub) =>
          translated(storeId, subcategoryIds.get(sub.key)!, { name: sub.name }),
        ),
      );
    }
  }

  // Brands and units.
  const brandRows = await db
    .insert(brands)
    .values(
      catalogue.brands.map((brand, i) => ({
        storeId,
        slug: brand.key,
        sequence: i + 1,
        image: mediaPaths.brand(brand.name.en, brand.colour),
      })),
    )
    .returning({ id: brands.id, slug: brands.slug });
  const brandIds = new Map(brandRows.map((b) => [b.slug, b.id]));
  await insertAll(
    db,
    brandTranslations,
    catalogue.brands.flatMap((brand) => translated(storeId, brandIds.get(brand.key)!, { name: brand.name })),
  );
  const unitRows = await db
    .insert(units)
    .values(catalogue.units.map((unit) => ({ storeId, slug: unit.key })))
    .returning({ id: units.id, slug: units.slug });
  const unitIds = new Map(unitRows.map((u) => [u.slug, u.id]));
  await insertAll(
    db,
    unitTranslations,
    catalogue.units.flatMap((unit) => translated(storeId, unitIds.get(unit.key)!, { name: unit.name })),
  );

  // Products: oldest first, so that the newest-first order puts the end of the list on top.
  const now = Date.now();
  const productIds = new Map<string, number>();
  for (let i = 0; i < catalogue.products.length; i += rowsPerInsert) {
    const chunk = catalogue.products.slice(i, i + rowsPerInsert);
    const rows = await db
      .insert(products)
      .values(
        chunk.map((p, j) => {
          const category = required(categoryIds, p.category, 'category');
          return {
            storeId,
            slug: p.key,
            categoryId: category,
            subcategoryId: required(subcategoryIds, p.subcategory, 'subcategory'),
            brandId: required(brandIds, p.brand, 'brand'),
            unitId: required(unitIds, p.unit, 'unit'),
            priceCents: p.priceCents,
            promoPriceCents: p.promoPriceCents,
            // A product with options counts its stock per variant.
            stock: p.optionTypes.length ? 0 : seedStock(p.key, true),
            image: mediaPaths.product(p.motif, p.colour, 1),
            pcPart: p.pcPart ?? null,
            createdAt: new Date(now - (catalogue.products.length - (i + j)) * 3_600_000),
          };
        }),
      )
      .returning({ id: products.id, slug: products.slug });
    for (const row of rows) productIds.set(row.slug, row.id);
  }
  const translationsRows: Record<string, unknown>[] = [];
  const imageRows: Record<string, unknown>[] = [];
  const specRows: Record<string, unknown>[] = [];
  const fitRows = deviceFitRows(storeId, catalogue.products, productIds);
  for (const p of catalogue.products) {
    const productId = productIds.get(p.key)!;
    translationsRows.push(...translated(storeId, productId, { name: p.name, description: p.description }));
    for (let n = 1; n <= p.imageCount; n++) {
      imageRows.push({ storeId, productId, url: mediaPaths.product(p.motif, p.colour, n), sequence: n });
    }
    p.specs.forEach((spec, s) => {
      specRows.push({
        storeId,
        productId,
        key: spec.key,
        value: spec.value,
        translations: specValueTranslations(spec.value, spec.key),
        sequence: s + 1,
      });
    });
  }
  await insertAll(db, productTranslations, translationsRows);
  await insertAll(db, productImages, imageRows);
  await insertAll(db, productSpecs, specRows);
  await insertAll(db, productDeviceFits, fitRows);

  // Variant option types and options, in three batched round trips.
  const typeRows = await insertReturning(
    db,
    variantOptionTypes,
    catalogue.products.flatMap((p) =>
      p.optionTypes.map((type, t) => ({
        storeId,
        productId: productIds.get(p.key)!,
        slug: type.key,
        sequence: t + 1,
      })),
    ),
    { id: variantOptionTypes.id, productId: variantOptionTypes.productId, slug: variantOptionTypes.slug },
  );
  const typeIds = new Map(typeRows.map((r) => [`${r.productId}/${r.slug}`, r.id]));
  const optionInput: Record<string, unknown>[] = [];
  const typeTranslations: Record<string, unknown>[] = [];
  for (const p of catalogue.products) {
    const productId = productIds.get(p.key)!;
    for (const type of p.optionTypes) {
      const typeId = typeIds.get(`${productId}/${type.key}`)!;
      typeTranslations.push(...translated(storeId, typeId, { name: type.name }));
      type.options.forEach((option, o) => {
        optionInput.push({
          storeId,
          typeId,
          productId,
          slug: option.key,
          priceDeltaCents: option.priceDeltaCents,
          sequence: o + 1,
        });
      });
    }
  }
  await insertAll(db, variantOptionTypeTranslations, typeTranslations);
  const optionRows = await insertReturning(db, variantOptions, optionInput, {
    id: variantOptions.id,
    typeId: variantOptions.typeId,
    slug: variantOptions.slug,
  });
  const optionIds = new Map(optionRows.map((r) => [`${r.typeId}/${r.slug}`, r.id]));
  const optionTranslations: Record<string, unknown>[] = [];
  for (const p of catalogue.products) {
    const productId = productIds.get(p.key)!;
    for (const type of p.optionTypes) {
      const typeId = typeIds.get(`${productId}/${type.key}`)!;
      for (const option of type.options) {
        optionTranslations.push(
          ...translated(storeId, optionIds.get(`${typeId}/${option.key}`)!, { name: option.name }),
        );
      }
    }
  }
  await insertAll(db, variantOptionTranslations, optionTranslations);

  // Variants: every combination of the options, priced by the options' differences, with stock.
  const variantInput: Record<string, unknown>[] = [];
  const variantLinks = new Map<string, { typeId: number; optionId: number }[]>();
  for (const p of catalogue.products) {
    const productId = productIds.get(p.key)!;
    const types = p.optionTypes.map((type) => {
      const typeId = typeIds.get(`${productId}/${type.key}`)!;
      return type.options.map((option) => ({
        typeId,
        optionId: optionIds.get(`${typeId}/${option.key}`)!,
        key: option.key,
        deltaCents: option.priceDeltaCents,
      }));
    });
    if (!types.length) continue;
    combinations(types).forEach((chosen, v) => {
      const optionKey = chosen.map((o) => o.optionId).join(',');
      variantLinks.set(`${productId}/${optionKey}`, chosen);
      variantInput.push({
        storeId,
        productId,
        optionKey,
        priceCents: chosen.reduce((sum, o) => sum + o.deltaCents, p.priceCents),
        stock: seedStock(`${p.key}/${chosen.map((o) => o.key).join('/')}`, v === 0),
        sequence: v + 1,
      });
    });
  }
  const variantRows = await insertReturning(db, productVariants, variantInput, {
    id: productVariants.id,
    productId: productVariants.productId,
    optionKey: productVariants.optionKey,
  });
  await insertAll(
    db,
    productVariantOptions,
    variantRows.flatMap((row) =>
      variantLinks
        .get(`${row.productId}/${row.optionKey}`)!
        .map((o) => ({ storeId, variantId: row.id, typeId: o.typeId, optionId: o.optionId })),
    ),
  );

  // Banners.
  for (const [i, banner] of catalogue.banners.entries()) {
    const link = banner.categoryKey
      ? `/category?cat_id=${required(categoryIds, banner.categoryKey, 'category')}`
      : banner.link;
    const [row] = await db
      .insert(banners)
      .values({
        storeId,
        image: mediaPaths.banner(
          banner.colours,
          catalogue.categories.find((c) => c.key === banner.categoryKey)?.motif ?? 'laptop',
        ),
        link,
        sequence: i + 1,
      })
      .returning({ id: banners.id });
    await db
      .insert(bannerTranslations)
      .values(translated(storeId, row!.id, { title: banner.title, subtitle: banner.subtitle }) as never);
  }

  const [customer] = await db
    .insert(customers)
    .values({ storeId, ...demoCustomerRow(passwordHash) })
    .returning({ id: customers.id });
  await seedShopContent({ db, storeId, code: store.code, customerId: customer!.id });
}

function demoCustomerRow(passwordHash: string) {
  const { name, email, phone } = DEMO_CUSTOMER;
  return { name, email, phone, passwordHash };
}

function required(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed data names an unknown ${what}: ${key}`);
  return id;
}

/** The rows of `product_device_fits` for seeded products (their slugs in `productIds`). */
export function deviceFitRows(
  storeId: number,
  list: readonly SeedProduct[],
  productIds: ReadonlyMap<string, number>,
): Record<string, unknown>[] {
  return list.flatMap((p) => {
    const productId = productIds.get(p.key);
    if (productId === undefined) return [];
    // One row per device, even when a text names it twice.
    const unique = new Map((p.fits ?? []).map((f) => [`${f.brand}\n${f.model}`, f]));
    return [...unique.values()].map((f) => ({
      storeId,
      productId,
      deviceBrand: f.brand,
      deviceModel: f.model,
    }));
  });
}

/**
 * The devices spare parts fit, for a shop seeded before migration 0013: added when the shop has
 * none, matched to its products by slug.
 */
export async function seedMissingDeviceFits(db: Database, storeId: number, list: readonly SeedProduct[]) {
  const [present] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productDeviceFits)
    .where(eq(productDeviceFits.storeId, storeId));
  if ((present?.n ?? 0) > 0) return;
  const slugs = list.filter((p) => p.fits?.length).map((p) => p.key);
  if (slugs.length === 0) return;
  const rows = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.slug, slugs)));
  await insertAll(
    db,
    productDeviceFits,
    deviceFitRows(storeId, list, new Map(rows.map((r) => [r.slug, r.id]))),
  );
}

/**
 * The Khmer and Chinese specification values, for a shop seeded before migration 0015: every spec
 * row without translations gets them from its English value; rows that have some are left alone.
 */
export async function seedMissingSpecTranslations(db: Database, storeId: number) {
  const missing = await db
    .selectDistinct({ value: productSpecs.value })
    .from(productSpecs)
    .where(and(eq(productSpecs.storeId, storeId), sql`${productSpecs.translations} = '{}'::jsonb`));
  if (missing.length === 0) return;
  const table = missing.map((r) => ({ value: r.value, t: specValueTranslations(r.value) }));
  await db.execute(sql`update product_specs s set translations = x.t
    from jsonb_to_recordset(${JSON.stringify(table)}::jsonb) as x(value text, t jsonb)
    where s.store_id = ${storeId} and s.translations = '{}'::jsonb and s.value = x.value`);
}
