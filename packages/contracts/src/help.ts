import { z } from 'zod';
import { paginated } from './common';

// The help center, the policy page and the news of a shop (issue 12). Bodies are plain text with
// a light markup the storefront draws: paragraphs split by a blank line, `## ` a heading, `- ` a
// list item.

export const HelpCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  icon: z.string(),
  name: z.string(),
  description: z.string(),
  article_count: z.number().int(),
});
export type HelpCategory = z.infer<typeof HelpCategorySchema>;

export const HelpArticleItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
});
export type HelpArticleItem = z.infer<typeof HelpArticleItemSchema>;

export const HelpCategoryDetailSchema = z.object({
  category: HelpCategorySchema,
  articles: z.array(HelpArticleItemSchema),
});
export type HelpCategoryDetail = z.infer<typeof HelpCategoryDetailSchema>;

export const HelpArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  updated_at: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  related: z.array(HelpArticleItemSchema),
});
export type HelpArticle = z.infer<typeof HelpArticleSchema>;

export const HelpSearchResultSchema = HelpArticleItemSchema.extend({ snippet: z.string() });
export type HelpSearchResult = z.infer<typeof HelpSearchResultSchema>;

export const HelpFaqSchema = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    articles: z.array(HelpArticleItemSchema.extend({ body: z.string() })),
  }),
);
export type HelpFaq = z.infer<typeof HelpFaqSchema>;

export const PolicySectionSchema = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type PolicySection = z.infer<typeof PolicySectionSchema>;

export const NewsPostItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  published_at: z.string(),
});
export type NewsPostItem = z.infer<typeof NewsPostItemSchema>;

export const NewsPostSchema = NewsPostItemSchema.extend({ body: z.string() });
export type NewsPost = z.infer<typeof NewsPostSchema>;

export const NewsPageSchema = paginated(NewsPostItemSchema);
export type NewsPage = z.infer<typeof NewsPageSchema>;

/** The longest help search text. */
export const HELP_SEARCH_MAX = 100;
/** The most results a help search answers. */
export const HELP_SEARCH_LIMIT = 20;
/** News posts per page by default, and at most. */
export const NEWS_PAGE_SIZE = 9;
export const NEWS_PAGE_SIZE_MAX = 50;
