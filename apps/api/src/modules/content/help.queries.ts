import { HELP_SEARCH_LIMIT } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { assetUrl } from '../../lib/images';
import { toPage } from '../../lib/params';
import { localized, rows, translationJoin } from '../../lib/sql';

// The help center, the policy page and the news of the request's shop, in its language with the
// en text where a translation is missing. Only what is published (decision 036): an article or
// policy section whose `published` is true, a news post whose `published` is true and whose date
// has come (a post dated in the future is not shown before that date).

const iso = (value: Date | string) => new Date(value).toISOString();

interface CategoryRow {
  id: number;
  slug: string;
  icon: string;
  name: string;
  description: string;
  article_count: number;
}

function categoryRows(ctx: RequestContext, only?: number) {
  const filter: SQL = only === undefined ? sql`` : sql` and c.id = ${only}`;
  return rows<CategoryRow>(
    ctx.db,
    sql`select c.id, c.slug, c.icon, ${localized('t')} as name, ${localized('t', 'description')} as description,
          (select count(*)::int from help_articles a
            where a.store_id = c.store_id and a.category_id = c.id and a.published)
            as article_count
        from help_categories c
        ${translationJoin('help_category_translations', 'category_id', 't', 'c.id', ctx.locale)}
        where c.store_id = ${ctx.store.id}${filter}
        order by c.sequence, c.id`,
  );
}

export const helpCategories = (ctx: RequestContext) => categoryRows(ctx);

interface ArticleRow {
  id: number;
  category_id: number;
  title: string;
  summary: string;
  body: string;
  updated_at: Date | string;
}

function articleRows(ctx: RequestContext, filter: SQL) {
  return rows<ArticleRow>(
    ctx.db,
    sql`select a.id, a.category_id, ${localized('t', 'title')} as title, ${localized('t', 'summary')} as summary,
          ${localized('t', 'body')} as body, a.updated_at
        from help_articles a
        join help_categories c on c.store_id = a.store_id and c.id = a.category_id
        ${translationJoin('help_article_translations', 'article_id', 't', 'a.id', ctx.locale)}
        where a.store_id = ${ctx.store.id} and a.published${filter}
        order by c.sequence, c.id, a.sequence, a.id`,
  );
}

const item = (row: ArticleRow) => ({ id: row.id, title: row.title, summary: row.summary });

/** A category and its articles; null when the shop has no such category. */
export async function helpCategory(ctx: RequestContext, id: number) {
  const [category] = await categoryRows(ctx, id);
  if (!category) return null;
  const articles = await articleRows(ctx, sql` and a.category_id = ${id}`);
  return { category, articles: articles.map(item) };
}

/** An article with its category and the other articles of that category; null when none. */
export async function helpArticle(ctx: RequestContext, id: number) {
  const [article] = await articleRows(ctx, sql` and a.id = ${id}`);
  if (!article) return null;
  const [category] = await categoryRows(ctx, article.category_id);
  const siblings = await articleRows(ctx, sql` and a.category_id = ${article.category_id} and a.id <> ${id}`);
  return {
    ...item(article),
    body: article.body,
    updated_at: iso(article.updated_at),
    category: { id: article.category_id, name: category?.name ?? '' },
    related: siblings.map(item),
  };
}

/** Every article with its body, grouped by category in order (the FAQ page). */
export async function helpFaq(ctx: RequestContext) {
  const [categories, articles] = await Promise.all([categoryRows(ctx), articleRows(ctx, sql``)]);
  return categories
    .map((c) => ({
      id: c.id,
      name: c.name,
      articles: articles.filter((a) => a.category_id === c.id).map((a) => ({ ...item(a), body: a.body })),
    }))
    .filter((c) => c.articles.length > 0);
}

/** `text` with LIKE's wildcards and escape character escaped (escape '\'). */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 160;

/** Around the first place `q` is in `text` (case-insensitive), with … where it was cut. */
export function snippetOf(text: string, q: string): string {
  const flat = text
    .replace(/^## |^- /gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  const at = flat.toLowerCase().indexOf(q.toLowerCase());
  const start = at < 0 ? 0 : Math.max(0, at - SNIPPET_BEFORE);
  const end = Math.min(flat.length, start + SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}

/**
 * Articles whose title, summary or body in the request's language holds `q` as a substring (any
 * script: Khmer and Chinese have no spaces between words), titles first, at most 20.
 */
export async function helpSearch(ctx: RequestContext, q: string) {
  const pattern = `%${likeEscaped(q)}%`;
  const title = localized('t', 'title');
  const summary = localized('t', 'summary');
  const body = localized('t', 'body');
  const found = await articleRows(
    ctx,
    sql` and (${title} ilike ${pattern} escape '\\' or ${summary} ilike ${pattern} escape '\\'
           or ${body} ilike ${pattern} escape '\\')`,
  );
  const needle = q.toLowerCase();
  const ranked = [
    ...found.filter((r) => r.title.toLowerCase().includes(needle)),
    ...found.filter((r) => !r.title.toLowerCase().includes(needle)),
  ];
  return ranked.slice(0, HELP_SEARCH_LIMIT).map((r) => ({
    ...item(r),
    snippet: snippetOf(r.body.toLowerCase().includes(needle) ? r.body : r.summary, q),
  }));
}

interface SectionRow {
  slug: string;
  title: string;
  body: string;
  updated_at: Date | string;
}

/** The policy sections in order. */
export async function policySections(ctx: RequestContext) {
  const list = await rows<SectionRow>(
    ctx.db,
    sql`select s.slug, ${localized('t', 'title')} as title, ${localized('t', 'body')} as body, s.updated_at
        from policy_sections s
        ${translationJoin('policy_section_translations', 'section_id', 't', 's.id', ctx.locale)}
        where s.store_id = ${ctx.store.id} and s.published
        order by s.sequence, s.id`,
  );
  return list.map((s) => ({ ...s, updated_at: iso(s.updated_at) }));
}

interface PostRow {
  id: number;
  title: string;
  summary: string;
  body: string;
  image: string;
  published_at: Date | string;
}

function postRows(ctx: RequestContext, filter: SQL, tail: SQL) {
  return rows<PostRow>(
    ctx.db,
    sql`select n.id, ${localized('t', 'title')} as title, ${localized('t', 'summary')} as summary,
          ${localized('t', 'body')} as body, n.image, n.published_at
        from news_posts n
        ${translationJoin('news_post_translations', 'post_id', 't', 'n.id', ctx.locale)}
        where n.store_id = ${ctx.store.id} and n.published and n.published_at <= now()${filter}
        order by n.published_at desc, n.id desc${tail}`,
  );
}

const post = (ctx: RequestContext, row: PostRow) => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  image: row.image ? assetUrl(ctx.deps.assetHost, row.image) : '',
  published_at: iso(row.published_at),
});

/** A page of the news, newest first. */
export async function newsPage(ctx: RequestContext, page: number, perPage: number) {
  const [count] = await rows<{ total: number }>(
    ctx.db,
    sql`select count(*)::int as total from news_posts
        where store_id = ${ctx.store.id} and published and published_at <= now()`,
  );
  const list = await postRows(ctx, sql``, sql` limit ${perPage} offset ${(page - 1) * perPage}`);
  return toPage(
    list.map((row) => post(ctx, row)),
    count?.total ?? 0,
    page,
    perPage,
  );
}

/** A news post; null when the shop has none of that id. */
export async function newsPost(ctx: RequestContext, id: number) {
  const [row] = await postRows(ctx, sql` and n.id = ${id}`, sql``);
  return row ? { ...post(ctx, row), body: row.body } : null;
}
