import { z } from 'zod';
import { SLUG_MAX, SLUG_PATTERN } from './admin-catalogue';

// The shop's own pages as the back office keeps them (issue 30, part 6): help categories and their
// articles (the FAQ page is every published article, grouped by category), policy sections and
// news posts. Texts in en, kh and zh, English required; a Khmer or Chinese text left empty shows
// the English one. Bodies are plain text with the storefront's light markup (a blank line between
// paragraphs, `## ` a heading, `- ` a list item), never HTML. Messages say what is wrong; the API
// puts the field's path before them (`title.en: is required`).

/** A text in the three languages, as read. */
export const TextsSchema = z.object({ en: z.string(), kh: z.string(), zh: z.string() });
export type Texts = z.infer<typeof TextsSchema>;

const one = (max: number) =>
  z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`);

/** A text in en, kh and zh: English required when `required`, the others may be empty. */
const texts = (max: number, required: boolean) =>
  z.object(
    {
      en: required ? one(max).min(1, 'is required') : one(max).default(''),
      kh: one(max).default(''),
      zh: one(max).default(''),
    },
    { error: 'must be its text in en, kh and zh ({ en, kh, zh })' },
  );

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_SUMMARY_MAX = 500;
export const CONTENT_BODY_MAX = 20_000;

const SlugSchema = z
  .string({ error: 'must be text' })
  .trim()
  .max(SLUG_MAX, `must be at most ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, 'lower-case letters, digits and single hyphens only')
  .optional()
  .or(z.literal('').transform(() => undefined))
  .describe('Made from the English title when left out or empty (a number added when taken)');

/** The `updated_at` read, sent back with a save: a save over another's is refused (409). */
const UpdatedAtSchema = z
  .string({ error: 'must be the updated_at the item was read with' })
  .datetime({ offset: true, error: 'must be the updated_at the item was read with' })
  .optional()
  .describe('The updated_at read; omitted: saved whatever changed in between');

const PublishedSchema = z
  .boolean({ error: 'must be true or false' })
  .optional()
  .describe('Shown on the storefront (true) or hidden (false); left out: kept (a new one is published)');

/**
 * A Khmer or Chinese text is its title and its body together (the storefront falls back to English
 * for the whole item): one without the other is refused.
 */
function together<T extends { title: Texts; body: Texts }>(value: T, ctx: z.RefinementCtx) {
  for (const locale of ['kh', 'zh'] as const) {
    if (value.title[locale] && !value.body[locale])
      ctx.addIssue({ code: 'custom', path: ['body', locale], message: `is required with title.${locale}` });
    if (!value.title[locale] && value.body[locale])
      ctx.addIssue({ code: 'custom', path: ['title', locale], message: `is required with body.${locale}` });
  }
}

export const AdminHelpCategoryBodySchema = z.object({
  name: texts(120, true),
  description: texts(300, false).default({ en: '', kh: '', zh: '' }),
  slug: SlugSchema,
  icon: z
    .string({ error: 'must be text' })
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be an icon name such as help (letters, digits, -)')
    .default('help'),
});
export type AdminHelpCategoryBody = z.infer<typeof AdminHelpCategoryBodySchema>;

export const AdminHelpArticleBodySchema = z
  .object({
    category_id: z.number({ error: 'must be a help category’s id' }).int().positive(),
    title: texts(CONTENT_TITLE_MAX, true),
    summary: texts(CONTENT_SUMMARY_MAX, false).default({ en: '', kh: '', zh: '' }),
    body: texts(CONTENT_BODY_MAX, true),
    slug: SlugSchema,
    published: PublishedSchema,
    updated_at: UpdatedAtSchema,
  })
  .superRefine(together);
export type AdminHelpArticleBody = z.infer<typeof AdminHelpArticleBodySchema>;

export const AdminPolicySectionBodySchema = z
  .object({
    title: texts(CONTENT_TITLE_MAX, true),
    body: texts(CONTENT_BODY_MAX, true),
    slug: SlugSchema,
    published: PublishedSchema,
    updated_at: UpdatedAtSchema,
  })
  .superRefine(together);
export type AdminPolicySectionBody = z.infer<typeof AdminPolicySectionBodySchema>;

export const AdminNewsPostBodySchema = z
  .object({
    title: texts(CONTENT_TITLE_MAX, true),
    summary: texts(CONTENT_SUMMARY_MAX, false).default({ en: '', kh: '', zh: '' }),
    body: texts(CONTENT_BODY_MAX, true),
    slug: SlugSchema,
    image: z
      .string({ error: 'must be text' })
      .trim()
      .max(300, 'must be at most 300 characters')
      .regex(/^[^\s<>"]*$/, 'must be a picture’s path, without spaces')
      .default(''),
    published_at: z
      .string({ error: 'must be a date and time such as 2026-12-24T09:00:00+07:00, or null (hidden)' })
      .datetime({ offset: true, error: 'must be a date and time such as 2026-12-24T09:00:00+07:00' })
      .nullable()
      .describe(
        'When the storefront starts to show it (a future date: not before then); null: hidden (a new post dated now, a saved one keeping its date)',
      ),
  })
  .superRefine(together);
export type AdminNewsPostBody = z.infer<typeof AdminNewsPostBodySchema>;

/** Publish (shown on the storefront) or hide; a news post keeps its date (a future one: scheduled). */
export const AdminPublishBodySchema = z.object({
  published: z.boolean({ error: 'must be true or false' }),
});
export type AdminPublishBody = z.infer<typeof AdminPublishBodySchema>;

/** The new order of the siblings: every one of them, each once. */
export const AdminContentOrderBodySchema = z.object({
  ids: z
    .array(z.number({ error: 'must be ids' }).int().positive(), { error: 'must be a list of ids' })
    .min(1, 'at least one')
    .max(1000, 'at most 1000')
    .refine((ids) => new Set(ids).size === ids.length, 'an id is given twice'),
});
export type AdminContentOrderBody = z.infer<typeof AdminContentOrderBodySchema>;

const missing = z
  .array(z.string())
  .describe('The texts a shopper reads in English for want of Khmer or Chinese: `title.kh`, `body.zh`…');

export const AdminHelpArticleSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  slug: z.string(),
  published: z.boolean(),
  updated_at: z.string(),
  title: TextsSchema,
  summary: TextsSchema,
  body: TextsSchema,
  missing,
});
export type AdminHelpArticle = z.infer<typeof AdminHelpArticleSchema>;

export const AdminHelpCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  icon: z.string(),
  name: TextsSchema,
  description: TextsSchema,
  missing,
  /** Its articles in order, published or hidden. */
  articles: z.array(AdminHelpArticleSchema),
});
export type AdminHelpCategory = z.infer<typeof AdminHelpCategorySchema>;

export const AdminPolicySectionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  published: z.boolean(),
  updated_at: z.string(),
  title: TextsSchema,
  body: TextsSchema,
  missing,
});
export type AdminPolicySection = z.infer<typeof AdminPolicySectionSchema>;

/** Where a news post stands: shown, dated in the future (shown from then), or hidden. */
export const NEWS_STATES = ['published', 'scheduled', 'hidden'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

export const AdminNewsPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  image: z.string(),
  /** Its date, kept while hidden (see `state`). */
  published_at: z.string(),
  state: z.enum(NEWS_STATES),
  created_at: z.string(),
  title: TextsSchema,
  summary: TextsSchema,
  body: TextsSchema,
  missing,
});
export type AdminNewsPost = z.infer<typeof AdminNewsPostSchema>;
