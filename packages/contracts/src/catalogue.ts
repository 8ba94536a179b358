import { z } from 'zod';
import { envelope } from './common';

export const SubcategorySchema = z.object({ id: z.number().int(), name: z.string(), image: z.string() });
export type Subcategory = z.infer<typeof SubcategorySchema>;

/** A feature group of a category, with its subcategories. */
export const CategoryGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subcategories: z.array(SubcategorySchema),
});
export type CategoryGroup = z.infer<typeof CategoryGroupSchema>;

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sequence: z.number().int(),
  image: z.string(),
  slug: z.string(),
  colour: z.string(),
  products_count: z.number().int(),
  /** Only with `include=groups`. */
  groups: z.array(CategoryGroupSchema).optional(),
});
export type Category = z.infer<typeof CategorySchema>;

export const BrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  products_count: z.number().int(),
});
export type Brand = z.infer<typeof BrandSchema>;

export const UnitSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * A product as lists show it. Prices are USD numbers (two decimals); the API decides them, and the
 * storefront shows them as sent.
 */
export const ProductSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** The regular price. */
  price: z.number(),
  /** The promotion's price, always lower than `price`; null without a promotion. */
  promo_price: z.number().nullable(),
  /** The whole percent the promotion takes off (the badge), null below 1 % or without one. */
  discount_percent: z.number().int().nullable(),
  category_id: z.number().int(),
  brand_id: z.number().int().nullable(),
  /** Name of the default variant ('Black / 128GB'), or null. */
  variant_name: z.string().nullable(),
  /** The default variant's id (what `variant_option_id` takes), 0 when the product has none. */
  variant_option_id: z.number().int(),
  unit: UnitSchema,
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const VariantOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price_delta: z.number(),
});
export const VariantOptionTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  selected: VariantOptionSchema,
  data: z.array(VariantOptionSchema),
});
export type VariantOptionType = z.infer<typeof VariantOptionTypeSchema>;

/**
 * A variant: one combination of the product's options (one option of each type, in the order of
 * the types) with its own id, prices (computed by the API) and stock. A product without options
 * has one, with no option ids and id 0.
 */
export const VariantSchema = z.object({
  option_ids: z.array(z.number().int()),
  /** The options' names joined ('Black / 256GB'); null for a product without options. */
  name: z.string().nullable(),
  /** The variant's id: what the cart, the wishlist and checkout take as `variant_option_id`. */
  variant_option_id: z.number().int(),
  price: z.number(),
  promo_price: z.number().nullable(),
  paid_price: z.number(),
  /** The whole percent the promotion takes off this variant (the badge), null below 1 % or without one. */
  discount_percent: z.number().int().nullable(),
  /** Units in stock; 0 is sold out. */
  stock: z.number().int(),
});
export type Variant = z.infer<typeof VariantSchema>;

export const SpecificationSchema = z.object({ key: z.string(), value: z.string() });

export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string(),
  subcategory_id: z.number().int().nullable(),
  brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  images: z.array(z.string()),
  specifications: z.array(SpecificationSchema),
  variant_option_type: z.array(VariantOptionTypeSchema),
  /**
   * The product's variants, the default first (the one of the `selected` options); the price a
   * shopper pays is a variant's `paid_price`.
   */
  variants: z.array(VariantSchema),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** A device spare parts fit, with how many of the shop's parts fit it. */
export const DeviceModelSchema = z.object({ model: z.string(), count: z.number().int() });
/** `GET /api/devices`: the makers of the devices the shop's parts fit, each with its models. */
export const DeviceBrandSchema = z.object({
  brand: z.string(),
  count: z.number().int(),
  models: z.array(DeviceModelSchema),
});
export type DeviceBrand = z.infer<typeof DeviceBrandSchema>;

export const BannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** Everything the home page shows, in one answer. */
export const HomeSchema = z.object({
  banners: z.array(BannerSchema),
  categories: z.array(CategorySchema),
  promotions: z.array(ProductSummarySchema),
  rows: z.array(z.object({ category: CategorySchema, products: z.array(ProductSummarySchema) })),
  brands: z.array(BrandSchema),
});
export type Home = z.infer<typeof HomeSchema>;

/**
 * `GET /api/products`: the specification reads `data` as the list, so the page fields stand beside
 * it (not inside, as in the other pages).
 */
export const ProductPageSchema = envelope(z.array(ProductSummarySchema)).extend({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  /** A search counts its matches to 4 pages past the page asked (at most 500); a listing all. */
  total: z.number().int(),
  /** A search counts its matches a few pages ahead: true when more than `total` match. */
  total_capped: z.boolean().default(false),
});
export type ProductPage = z.infer<typeof ProductPageSchema>;

/**
 * `GET /api/products/lines`: a cart line's product and variant named in the request's language
 * (a guest cart keeps its lines in the browser; the page shows them in its own language).
 */
export const LineNameSchema = z.object({
  product_id: z.number().int(),
  variant_option_id: z.number().int(),
  name: z.string(),
  /** The variant's name ('Black / 256GB'); null for a product without variants. */
  variant_name: z.string().nullable(),
});
export type LineName = z.infer<typeof LineNameSchema>;

/** `GET /api/products/compare`: the products found, in the order asked; ids not found in `missing`. */
export const ProductCompareSchema = envelope(z.array(ProductDetailSchema)).extend({
  missing: z.array(z.number().int()),
});
