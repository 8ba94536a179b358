import { z } from 'zod';

// The back office's categories (with their feature groups and subcategories) and brands (issue 30):
// names in en, kh and zh, slugs, order, and the kind and words shoppers search a place by
// (decision 033). Validation messages are English and name the field.

const Names = z.object({ en: z.string(), kh: z.string(), zh: z.string() });

/** A name in the three languages: English required, Khmer and Chinese may be empty (English shows). */
const NamesBodySchema = z.object(
  {
    en: z
      .string({ error: 'name.en is required' })
      .trim()
      .min(1, 'name.en is required')
      .max(120, 'name.en must be at most 120 characters'),
    kh: z.string().trim().max(120, 'name.kh must be at most 120 characters').default(''),
    zh: z.string().trim().max(120, 'name.zh must be at most 120 characters').default(''),
  },
  { error: 'name is required: { en, kh, zh }' },
);

export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const SlugSchema = z
  .string()
  .trim()
  .max(SLUG_MAX, `slug must be at most ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, 'slug: lower-case letters, digits and single hyphens only');

/** The most words a place is searched by, and the longest. */
export const MAX_SEARCH_WORDS = 60;
export const SEARCH_WORD_MAX = 60;

/** A brand as POST and PUT take it. */
export const AdminBrandBodySchema = z.object({
  name: NamesBodySchema,
  /** Made from the English name when left out or empty (a number added when taken). */
  slug: SlugSchema.optional().or(z.literal('').transform(() => undefined)),
});
export type AdminBrandBody = z.infer<typeof AdminBrandBodySchema>;

/** A category, feature group or subcategory as POST and PUT take it. */
export const AdminPlaceBodySchema = AdminBrandBodySchema.extend({
  /**
   * The kind of thing it holds (a code of the platform's kinds), or null for none; left out: kept
   * (a new subcategory gets the kind its name says, decision 033).
   */
  kind: z.string().trim().max(64, 'kind must be at most 64 characters').nullable().optional(),
  /** The shop's own words shoppers search it by, in any language; stored lower case, each once. */
  search_words: z
    .array(
      z
        .string({ error: 'search_words: each word is text' })
        .trim()
        .max(SEARCH_WORD_MAX, `search_words: a word is at most ${SEARCH_WORD_MAX} characters`),
      { error: 'search_words must be a list of words' },
    )
    .max(MAX_SEARCH_WORDS, `search_words: at most ${MAX_SEARCH_WORDS} words`)
    .transform((words) => [...new Set(words.map((w) => w.toLowerCase()).filter(Boolean))])
    .optional(),
});
export type AdminPlaceBody = z.infer<typeof AdminPlaceBodySchema>;

/** The new order of the siblings of one parent: every one of them, each once. */
export const AdminOrderBodySchema = z.object({
  ids: z
    .array(z.number({ error: 'ids: each is a number' }).int().positive(), {
      error: 'ids must be a list of ids',
    })
    .min(1, 'ids: at least one')
    .max(1000, 'ids: at most 1000')
    .refine((ids) => new Set(ids).size === ids.length, 'ids: an id is given twice'),
});
export type AdminOrderBody = z.infer<typeof AdminOrderBodySchema>;

const PlaceFields = {
  id: z.number().int(),
  slug: z.string(),
  sequence: z.number().int(),
  name: Names,
  /** The kind's code, or null. */
  kind: z.string().nullable(),
  search_words: z.array(z.string()),
  /** Products placed in it (published or not): while any is, it cannot be deleted. */
  products: z.number().int(),
  /** The names a shopper reads in English for want of Khmer or Chinese: `name.kh`, `name.zh`. */
  missing: z.array(z.string()),
};

export const AdminSubcategorySchema = z.object({ ...PlaceFields, group_id: z.number().int() });
export type AdminSubcategory = z.infer<typeof AdminSubcategorySchema>;

export const AdminCategoryGroupSchema = z.object({
  ...PlaceFields,
  category_id: z.number().int(),
  subcategories: z.array(AdminSubcategorySchema),
});
export type AdminCategoryGroup = z.infer<typeof AdminCategoryGroupSchema>;

export const AdminCategorySchema = z.object({
  ...PlaceFields,
  groups: z.array(AdminCategoryGroupSchema),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

/** A kind of thing shops sell (the platform's), as a place's kind is chosen from. */
export const AdminKindSchema = z.object({ code: z.string(), name: Names });
export type AdminKind = z.infer<typeof AdminKindSchema>;

export const AdminCategoryTreeSchema = z.object({
  categories: z.array(AdminCategorySchema),
  kinds: z.array(AdminKindSchema),
});
export type AdminCategoryTree = z.infer<typeof AdminCategoryTreeSchema>;

export const AdminBrandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  sequence: z.number().int(),
  name: Names,
  image: z.string().nullable(),
  products: z.number().int(),
  missing: z.array(z.string()),
});
export type AdminBrand = z.infer<typeof AdminBrandSchema>;
