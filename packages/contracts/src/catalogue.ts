import { z } from 'zod';

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

/** A product as lists show it. Prices are USD numbers (two decimals). */
export const ProductSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  promo_price: z.number().nullable(),
  category_id: z.number().int(),
  brand_id: z.number().int().nullable(),
  /** Name of the first option of the first variant type ('Black'), or null. */
  variant_name: z.string().nullable(),
  /** The default variant option, 0 when the product has none. */
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

export const SpecificationSchema = z.object({ key: z.string(), value: z.string() });

export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string(),
  subcategory_id: z.number().int().nullable(),
  brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  images: z.array(z.string()),
  specifications: z.array(SpecificationSchema),
  variant_option_type: z.array(VariantOptionTypeSchema),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

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

/** The most product ids `/api/products/ids` answers per page (one paged sitemap's worth). */
export const MAX_PRODUCT_IDS_PER_PAGE = 20_000;
