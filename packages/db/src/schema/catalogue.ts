import type { PcPart } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type Locale, translations } from './common';

/** A specification value in the languages other than English. */
export type SpecTranslations = Partial<Record<Exclude<Locale, 'en'>, string>>;

import { id, storeId } from './keys';

/**
 * The kinds of thing shops sell ('earbuds', 'router'), the same for every shop: what the kind is
 * called in each language (the assistant's "We have no printers") and the words shoppers search
 * it by, in every script, lower case: plurals, common misspellings, other names ('earphones',
 * 'កាស', '耳机'). A category, feature group or subcategory of a shop is of a kind (`kind`), and
 * search and the assistant read its products' kind through these words. Platform data, written by
 * migration 0022; see docs/decisions/033-product-kinds.md.
 */
export const kinds = pgTable('kinds', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameKh: text('name_kh').notNull(),
  nameZh: text('name_zh').notNull(),
  words: text('words').array().notNull().default(sql`'{}'::text[]`),
});

/** A shop's category, group or subcategory: its kind, and the shop's own words for it. */
const kindColumns = () => ({
  kind: text('kind').references(() => kinds.code, { onDelete: 'set null', onUpdate: 'cascade' }),
  searchWords: text('search_words').array().notNull().default(sql`'{}'::text[]`),
});

export const categories = pgTable(
  'categories',
  {
    storeId: storeId(),
    id: id(),
    slug: text('slug').notNull(),
    sequence: integer('sequence').notNull().default(0),
    image: text('image'),
    colour: text('colour').notNull().default('#64748b'),
    ...kindColumns(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.id] }), unique('categories_slug_uq').on(t.storeId, t.slug)],
);
export const categoryTranslations = translations('category_translations', categories, 'category_id', {
  name: text('name').notNull(),
});

export const categoryGroups = pgTable(
  'category_groups',
  {
    storeId: storeId(),
    id: id(),
    categoryId: integer('category_id').notNull(),
    slug: text('slug').notNull(),
    sequence: integer('sequence').notNull().default(0),
    ...kindColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('category_groups_slug_uq').on(t.storeId, t.slug),
    foreignKey({
      columns: [t.storeId, t.categoryId],
      foreignColumns: [categories.storeId, categories.id],
    }).onDelete('cascade'),
  ],
);
export const categoryGroupTranslations = translations(
  'category_group_translations',
  categoryGroups,
  'group_id',
  {
    name: text('name').notNull(),
  },
);

export const subcategories = pgTable(
  'subcategories',
  {
    storeId: storeId(),
    id: id(),
    groupId: integer('group_id').notNull(),
    slug: text('slug').notNull(),
    sequence: integer('sequence').notNull().default(0),
    image: text('image'),
    ...kindColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('subcategories_slug_uq').on(t.storeId, t.slug),
    foreignKey({
      columns: [t.storeId, t.groupId],
      foreignColumns: [categoryGroups.storeId, categoryGroups.id],
    }).onDelete('cascade'),
  ],
);
export const subcategoryTranslations = translations(
  'subcategory_translations',
  subcategories,
  'subcategory_id',
  {
    name: text('name').notNull(),
  },
);

export const brands = pgTable(
  'brands',
  {
    storeId: storeId(),
    id: id(),
    slug: text('slug').notNull(),
    sequence: integer('sequence').notNull().default(0),
    image: text('image'),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.id] }), unique('brands_slug_uq').on(t.storeId, t.slug)],
);
export const brandTranslations = translations(
  'brand_translations',
  brands,
  'brand_id',
  { name: text('name').notNull() },
  (t) => [index('brand_translations_name_trgm').using('gin', t.name.op('gin_trgm_ops'))],
);

export const units = pgTable(
  'units',
  {
    storeId: storeId(),
    id: id(),
    slug: text('slug').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.id] }), unique('units_slug_uq').on(t.storeId, t.slug)],
);
export const unitTranslations = translations('unit_translations', units, 'unit_id', {
  name: text('name').notNull(),
});

export const products = pgTable(
  'products',
  {
    storeId: storeId(),
    id: id(),
    slug: text('slug').notNull(),
    categoryId: integer('category_id').notNull(),
    subcategoryId: integer('subcategory_id'),
    brandId: integer('brand_id'),
    unitId: integer('unit_id').notNull(),
    /** USD cents. */
    priceCents: integer('price_cents').notNull(),
    promoPriceCents: integer('promo_price_cents'),
    image: text('image'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What search reads: the product's names in every language, lower case, each between newlines
     * (so `%\nterm%` is a name's prefix). Kept by triggers on product_translations (migration 0007).
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * Every word a search matches besides the names (migration 0014), lower case, one line each
     * between newlines: the names, the brand's, category's, feature group's and subcategory's names
     * in every language and the specification values; a line starting U+0003 is a model (a name
     * without its brand, as in `product_search_models`), U+0004 a device the product fits (an
     * accessory or spare part of it). Kept by triggers; see docs/decisions/004-search.md.
     */
    searchAll: text('search_all').notNull().default(''),
    /** Units in stock of a product without variants (a product with variants counts per variant). */
    stock: integer('stock').notNull().default(0),
    /**
     * A PC part's facts for the builder's compatibility rules (`PcPart` of @shop/contracts:
     * slot, socket, memory type, wattage, lengths…), or null for anything else. Validated by the
     * contract's schema when read; the slot is indexed (the builder's pick lists).
     */
    pcPart: jsonb('pc_part').$type<PcPart>(),
    /**
     * The SKU of the unit a product without options sells (a variant has its own), unique in the
     * shop across products and variants (`skus`); `P{id}` when written without one (migration 0024).
     */
    sku: text('sku').notNull().default(sql`null`),
    /** Counts the staff's edits: a save made on an older version is refused (decision 034). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('products_slug_uq').on(t.storeId, t.slug),
    foreignKey({ columns: [t.storeId, t.categoryId], foreignColumns: [categories.storeId, categories.id] }),
    foreignKey({
      columns: [t.storeId, t.subcategoryId],
      foreignColumns: [subcategories.storeId, subcategories.id],
    }),
    foreignKey({ columns: [t.storeId, t.brandId], foreignColumns: [brands.storeId, brands.id] }),
    foreignKey({ columns: [t.storeId, t.unitId], foreignColumns: [units.storeId, units.id] }),
    index('products_category_idx').on(t.storeId, t.categoryId, t.id),
    // Listing orders: newest first, and by the price paid (the promo price when there is one).
    index('products_newest_idx').on(t.storeId, t.createdAt.desc(), t.id.desc()),
    index('products_category_newest_idx').on(t.storeId, t.categoryId, t.createdAt.desc(), t.id.desc()),
    index('products_category_paid_idx').on(
      t.storeId,
      t.categoryId,
      sql`coalesce(${t.promoPriceCents}, ${t.priceCents})`,
      t.id,
    ),
    // A brand's products newest first: the brand page, and the brand tier of a search.
    index('products_brand_newest_idx').on(t.storeId, t.brandId, t.createdAt.desc(), t.id.desc()),
    // Price order without a category (searches sorted by price).
    index('products_paid_idx').on(t.storeId, sql`coalesce(${t.promoPriceCents}, ${t.priceCents})`, t.id),
    // Parts of names: trigrams for terms of three or more characters; characters and character
    // pairs for one or two (most Chinese words), which a trigram index cannot serve (migration 0002).
    index('products_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_search_grams').using('gin', sql`shop_search_grams(${t.searchText})`),
    // Every word of a search, in names, brand, categories and specifications (migration 0014).
    index('products_search_all_trgm').using('gin', t.searchAll.op('gin_trgm_ops')),
    index('products_search_all_grams').using('gin', sql`shop_search_grams(${t.searchAll})`),
    // A subcategory's products newest first: the subcategories a search names.
    index('products_subcategory_newest_idx').on(t.storeId, t.subcategoryId, t.createdAt.desc(), t.id.desc()),
    index('products_pc_slot_idx')
      .on(t.storeId, sql`(${t.pcPart} ->> 'slot')`, t.id)
      .where(sql`${t.pcPart} is not null`),
    check('products_price_ck', sql`${t.priceCents} >= 0`),
    check('products_stock_ck', sql`${t.stock} >= 0`),
    check('products_sku_ck', sql`${t.sku} <> '' and length(${t.sku}) <= 64`),
    check(
      'products_promo_ck',
      sql`${t.promoPriceCents} is null or (${t.promoPriceCents} >= 0 and ${t.promoPriceCents} < ${t.priceCents})`,
    ),
  ],
);
export const productTranslations = translations(
  'product_translations',
  products,
  'product_id',
  {
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    // Whole-name and prefix matches of search (C collation: byte order, so LIKE 'term%' is a range).
    index('product_translations_name_prefix').on(t.storeId, sql`lower(${t.name}) collate "C"`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    storeId: storeId(),
    id: id(),
    productId: integer('product_id').notNull(),
    url: text('url').notNull(),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete('cascade'),
    index('product_images_product_idx').on(t.storeId, t.productId, t.sequence),
  ],
);

/**
 * A product's names in every language, lower case, each with `shield`: the length in characters of
 * the longest start it shares with a device the product fits (its `compatibility` specification,
 * a model of `product_device_fits`, with and without its maker; 0 for none). A query that starts
 * the name and is no longer than that starts such a device too: the product is an accessory or
 * spare part of what the query names, not ranked by the start of its name for it ('iph' and
 * "iphone 12 尾插排线", a part for the iPhone 12). Kept with `products.search_all` by triggers
 * (migration 0016): search counts and reads the starts of names here.
 */
export const productSearchNames = pgTable(
  'product_search_names',
  {
    storeId: storeId(),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    shield: smallint('shield').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId, t.name] }),
    foreignKey({
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete('cascade'),
    // Starts of names (C collation: byte order, so a start is a range), the shield read off the index.
    index('product_search_names_name_idx').on(t.storeId, sql`${t.name} collate "C"`, t.shield),
  ],
);

/**
 * A product's models: its names in every language without their brand's name ('Samsung Galaxy S25'
 * is the model 'galaxy s25'), and those names whole, lower case; only names that start with the
 * brand's name. Kept with `products.search_all` by triggers (migration 0014): search ranks a model
 * the query names, or a model starting with it, first.
 */
export const productSearchModels = pgTable(
  'product_search_models',
  {
    storeId: storeId(),
    productId: integer('product_id').notNull(),
    model: text('model').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId, t.model] }),
    foreignKey({
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete('cascade'),
    // Equality and starts of models (C collation: byte order, so a start is a range).
    index('product_search_models_model_idx').on(t.storeId, sql`${t.model} collate "C"`),
  ],
);

/**
 * Key/value specifications, keys labelled by the storefront. `value` is English ('12 months'),
 * `translations` the value in the other languages ({ kh: '12 ខែ', zh: '12 个月' }); a language
 * without one shows the English value (migration 0015).
 */
export const productSpecs = pgTable(
  'product_specs',
  {
    storeId: storeId(),
    productId: integer('product_id').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    translations: jsonb('translations').$type<SpecTranslations>().notNull().default({}),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId, t.key] }),
    foreignKey({
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Devices a spare part fits ('Apple' / 'iPhone 12'): the spare-parts page narrows by brand, then
 * model. Brand and model are names as the maker writes them, the same in every language.
 */
export const productDeviceFits = pgTable(
  'product_device_fits',
  {
    storeId: storeId(),
    productId: integer('product_id').notNull(),
    deviceBrand: text('device_brand').notNull(),
    deviceModel: text('device_model').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.productId, t.deviceBrand, t.deviceModel] }),
    foreignKey({
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete('cascade'),
    index('product_device_fits_device_idx').on(t.storeId, t.deviceBrand, t.deviceModel, t.productId),
  ],
);

export const variantOptionTypes = pgTable(
  'variant_option_types',
  {
    storeId: storeId(),
    id: id(),
    productId: integer('product_id').notNull(),
    slug: text('slug').notNull(),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('variant_option_types_uq').on(t.storeId, t.productId, t.slug),
    foreignKey({
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete('cascade'),
  ],
);
export const variantOptionTypeTranslations = translations(
  'variant_option_type_translations',
  variantOptionTypes,
  'type_id',
  { name: text('name').notNull() },
);

export const variantOptions = pgTable(
  'variant_options',
  {
    storeId: storeId(),
    id: id(),
    typeId: integer('type_id').notNull(),
    productId: integer('product_id').notNull(),
    slug: text('slug').notNull(),
    priceDeltaCents: integer('price_delta_cents').notNull().default(0),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('variant_options_uq').on(t.storeId, t.typeId, t.slug),
    foreignKey({
      columns: [t.storeId, t.typeId],
      foreignColumns: [variantOptionTypes.storeId, variantOptionTypes.id],
    }).onDelete('cascade'),
    index('variant_options_product_idx').on(t.storeId, t.productId),
  ],
);
export const variantOptionTranslations = translations(
  'variant_option_translations',
  variantOptions,
  'option_id',
  {
    name: text('name').notNull(),
  },
);

/**
 * What a shopper buys of a product with options: one combination of option values, one of each
 * option type, with its own regular price (absolute, USD cents; a promotion of the product lowers
 * it as it lowers the product's price, see the API's `pricing.ts`) and stock. The cart, the
 * wishlist and checkout name it as `variant_option_id`. The default variant is the lowest
 * `sequence`. `option_key` is the variant's option ids in the order of their types, joined by
 * commas: one variant per combination.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    storeId: storeId(),
    id: id(),
    productId: integer('product_id').notNull(),
    optionKey: text('option_key').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The variant's own promotion price (below its price); null: the product's promotion applies. */
    promoPriceCents: integer('promo_price_cents'),
    stock: integer('stock').notNull().default(0),
    sequence: integer('sequence').notNull().default(0),
    /** Unique in the shop across products and variants (`skus`); `P{product id}-{id}` by default. */
    sku: text('sku').notNull().default(sql`null`),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('product_variants_combination_uq').on(t.storeId, t.productId, t.optionKey),
    foreignKey({
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete('cascade'),
    index('product_variants_product_idx').on(t.storeId, t.productId, t.sequence, t.id),
    check('product_variants_price_ck', sql`${t.priceCents} >= 0`),
    check('product_variants_stock_ck', sql`${t.stock} >= 0`),
    check(
      'product_variants_promo_ck',
      sql`${t.promoPriceCents} is null or (${t.promoPriceCents} >= 0 and ${t.promoPriceCents} < ${t.priceCents})`,
    ),
    check('product_variants_sku_ck', sql`${t.sku} <> '' and length(${t.sku}) <= 64`),
  ],
);

/**
 * Every SKU of a shop, of a product without options (`variant_id` null) or of a variant: its key
 * makes a SKU unique across both. Kept by triggers on `products` and `product_variants`
 * (migration 0024); never written by the API.
 */
export const skus = pgTable(
  'skus',
  {
    storeId: integer('store_id').notNull(),
    sku: text('sku').notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id'),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.sku] }),
    foreignKey({
      name: 'skus_product_fk',
      columns: [t.storeId, t.productId],
      foreignColumns: [products.storeId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'skus_variant_fk',
      columns: [t.storeId, t.variantId],
      foreignColumns: [productVariants.storeId, productVariants.id],
    }).onDelete('cascade'),
    uniqueIndex('skus_unit_uq').on(t.storeId, t.productId, sql`coalesce(${t.variantId}, 0)`),
  ],
);

/** The option values a variant is made of: one per option type. */
export const productVariantOptions = pgTable(
  'product_variant_options',
  {
    storeId: storeId(),
    variantId: integer('variant_id').notNull(),
    typeId: integer('type_id').notNull(),
    optionId: integer('option_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.variantId, t.typeId] }),
    foreignKey({
      columns: [t.storeId, t.variantId],
      foreignColumns: [productVariants.storeId, productVariants.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.storeId, t.typeId],
      foreignColumns: [variantOptionTypes.storeId, variantOptionTypes.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.storeId, t.optionId],
      foreignColumns: [variantOptions.storeId, variantOptions.id],
    }).onDelete('cascade'),
    index('product_variant_options_option_idx').on(t.storeId, t.optionId),
  ],
);

/** Home-page banners: a generated background, the text rendered by the storefront. */
export const banners = pgTable(
  'banners',
  {
    storeId: storeId(),
    id: id(),
    image: text('image').notNull(),
    link: text('link'),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.id] })],
);
export const bannerTranslations = translations('banner_translations', banners, 'banner_id', {
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
});
