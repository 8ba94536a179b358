import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { translations } from './common';
import { createdAt, id, storeId } from './keys';

// A shop's own pages: the help center, its policies and its news. Each text has one row per
// locale in its `*_translations` table (en always; kh and zh fall back to en when absent). Bodies
// are plain text with a light markup the storefront draws: paragraphs split by a blank line,
// `## ` a heading (an anchor), `- ` a list item.

export const helpCategories = pgTable(
  'help_categories',
  {
    storeId: storeId(),
    id: id(),
    slug: text('slug').notNull(),
    sequence: integer('sequence').notNull().default(0),
    /** The icon's name (the storefront's icon set). */
    icon: text('icon').notNull().default('help'),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('help_categories_slug_uq').on(t.storeId, t.slug),
  ],
);
export const helpCategoryTranslations = translations(
  'help_category_translations',
  helpCategories,
  'category_id',
  {
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
);

export const helpArticles = pgTable(
  'help_articles',
  {
    storeId: storeId(),
    id: id(),
    categoryId: integer('category_id').notNull(),
    slug: text('slug').notNull(),
    sequence: integer('sequence').notNull().default(0),
    /** Shown on the storefront (false: hidden, kept in its place for the back office). */
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    foreignKey({
      columns: [t.storeId, t.categoryId],
      foreignColumns: [helpCategories.storeId, helpCategories.id],
    }).onDelete('cascade'),
    unique('help_articles_slug_uq').on(t.storeId, t.slug),
    index('help_articles_category_idx').on(t.storeId, t.categoryId, t.sequence),
  ],
);
export const helpArticleTranslations = translations('help_article_translations', helpArticles, 'article_id', {
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  body: text('body').notNull(),
});

/** One part of the shop's policy page (terms, privacy, returns and warranty…), in its order. */
export const policySections = pgTable(
  'policy_sections',
  {
    storeId: storeId(),
    id: id(),
    /** The section's anchor on /policy (#terms). */
    slug: text('slug').notNull(),
    sequence: integer('sequence').notNull().default(0),
    /** Shown on the storefront (false: hidden, kept in its place for the back office). */
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('policy_sections_slug_uq').on(t.storeId, t.slug),
  ],
);
export const policySectionTranslations = translations(
  'policy_section_translations',
  policySections,
  'section_id',
  {
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
);

export const newsPosts = pgTable(
  'news_posts',
  {
    storeId: storeId(),
    id: id(),
    slug: text('slug').notNull(),
    /** A picture path (media), shown on the list and the post. */
    image: text('image').notNull().default(''),
    /** Shown from this date while published (a future date: scheduled). */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Shown on the storefront from `published_at` (false: hidden, its date kept). */
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    unique('news_posts_slug_uq').on(t.storeId, t.slug),
    index('news_posts_published_idx').on(t.storeId, t.publishedAt),
  ],
);
export const newsPostTranslations = translations('news_post_translations', newsPosts, 'post_id', {
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  body: text('body').notNull(),
});
