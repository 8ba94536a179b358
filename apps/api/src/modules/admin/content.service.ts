import type {
  AdminHelpArticle,
  AdminHelpArticleBody,
  AdminHelpCategory,
  AdminHelpCategoryBody,
  AdminPolicySection,
  AdminPolicySectionBody,
  Texts,
} from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { inTransaction, type StaffContext } from '../../context';
import { AppError, conflict, notFound } from '../../lib/errors';
import { rows } from '../../lib/sql';
import { audit } from './audit';
import {
  auditOf,
  iso,
  KINDS,
  lockedRow,
  missingOf,
  nextPlace,
  reorder,
  setShown,
  slugFor,
  textColumns,
  writeTexts,
} from './content.texts';

// The back office's help center and policy page (issue 30, part 6): help categories in order, their
// articles in order (the storefront's FAQ page is every shown article, by category), the policy
// sections in order; texts in en, kh and zh; articles and sections shown or hidden (their
// `published` column, kept apart from their place in the order). Every write is one transaction with its audit row. A save carrying the `updated_at` it
// read is refused (409, the item as it now is) when someone saved in between. The storefront reads
// these tables on every call (no cache to forget), so a change shows at once.

const { category: CATEGORY, article: ARTICLE, policy: POLICY } = KINDS;

interface ArticleRow {
  id: number;
  category_id: number;
  slug: string;
  published: boolean;
  updated_at: Date | string;
  title: Texts;
  summary: Texts;
  body: Texts;
}

async function articleRows(ctx: StaffContext, where: SQL): Promise<AdminHelpArticle[]> {
  const list = await rows<ArticleRow>(
    ctx.db,
    sql`select x.id, x.category_id, x.slug, x.published, x.updated_at, ${textColumns(ARTICLE)}
        from help_articles x where x.store_id = ${ctx.store.id} ${where}
        order by x.sequence, x.id`,
  );
  return list.map(({ updated_at, ...a }) => ({
    ...a,
    updated_at: iso(updated_at),
    missing: missingOf(a, ARTICLE.fields),
  }));
}

/** The shop's help categories in order, each with its articles in order, shown or hidden. */
export async function helpTree(ctx: StaffContext, only?: number): Promise<AdminHelpCategory[]> {
  const filter = only === undefined ? sql`` : sql`and x.id = ${only}`;
  const [categories, articles] = await Promise.all([
    rows<{ id: number; slug: string; icon: string; name: Texts; description: Texts }>(
      ctx.db,
      sql`select x.id, x.slug, x.icon, ${textColumns(CATEGORY)} from help_categories x
          where x.store_id = ${ctx.store.id} ${filter} order by x.sequence, x.id`,
    ),
    articleRows(ctx, only === undefined ? sql`` : sql`and x.category_id = ${only}`),
  ]);
  return categories.map((c) => ({
    ...c,
    missing: missingOf(c, CATEGORY.fields),
    articles: articles.filter((a) => a.category_id === c.id),
  }));
}

/** One help category with its articles (404 when not the shop's). */
export async function helpCategory(ctx: StaffContext, id: number): Promise<AdminHelpCategory> {
  const [found] = await helpTree(ctx, id);
  if (!found) throw notFound(`No help category ${id} in this shop`);
  return found;
}

/** One help article (404 when not the shop's). */
export async function helpArticle(ctx: StaffContext, id: number): Promise<AdminHelpArticle> {
  const [found] = await articleRows(ctx, sql`and x.id = ${id}`);
  if (!found) throw notFound(`No help article ${id} in this shop`);
  return found;
}

const categoryAudit = ({ articles: _, missing: __, ...c }: AdminHelpCategory) => c;
const itemAudit = <T extends { missing: string[] }>({ missing: _, ...item }: T) => item;

export async function createHelpCategory(outer: StaffContext, body: AdminHelpCategoryBody) {
  const id = await inTransaction(outer, async (ctx) => {
    const slug = await slugFor(ctx, CATEGORY, body.slug, body.name.en, null);
    const [created] = await rows<{ id: number }>(
      ctx.db,
      sql`insert into help_categories (store_id, slug, icon, sequence)
          values (${ctx.store.id}, ${slug}, ${body.icon}, ${nextPlace(CATEGORY, ctx.store.id)}) returning id`,
    );
    const id = created!.id;
    await writeTexts(ctx, CATEGORY, id, body);
    await audit(ctx, {
      action: 'help_category.created',
      ...auditOf('category', id),
      after: categoryAudit(await helpCategory(ctx, id)),
    });
    return id;
  });
  return helpCategory(outer, id);
}

export async function updateHelpCategory(outer: StaffContext, id: number, body: AdminHelpCategoryBody) {
  await inTransaction(outer, async (ctx) => {
    const row = await lockedRow<{ slug: string }>(ctx, CATEGORY, id, 'slug');
    const before = categoryAudit(await helpCategory(ctx, id));
    const slug = body.slug === undefined ? row.slug : await slugFor(ctx, CATEGORY, body.slug, '', id);
    await ctx.db.execute(
      sql`update help_categories set slug = ${slug}, icon = ${body.icon}
          where store_id = ${ctx.store.id} and id = ${id}`,
    );
    await writeTexts(ctx, CATEGORY, id, body);
    await audit(ctx, {
      action: 'help_category.updated',
      ...auditOf('category', id),
      before,
      after: categoryAudit(await helpCategory(ctx, id)),
    });
  });
  return helpCategory(outer, id);
}

/** Deletes a help category without articles (409 saying how many it has: they are never lost with it). */
export async function deleteHelpCategory(outer: StaffContext, id: number) {
  await inTransaction(outer, async (ctx) => {
    await lockedRow(ctx, CATEGORY, id);
    const before = await helpCategory(ctx, id);
    if (before.articles.length)
      throw conflict(`The help category has ${before.articles.length} article(s): move or delete them first`);
    await ctx.db.execute(sql`delete from help_categories where store_id = ${ctx.store.id} and id = ${id}`);
    await audit(ctx, {
      action: 'help_category.deleted',
      ...auditOf('category', id),
      before: categoryAudit(before),
    });
  });
  return { id };
}

/** The order a list's ids do not match (one added or deleted meanwhile): 409 with the list as it is. */
const staleOrder = (what: string, current: unknown) =>
  new AppError(409, `ids: not every ${what}, each once (one was added or deleted meanwhile)`, {}, current);

export async function orderHelpCategories(outer: StaffContext, ids: number[]) {
  await inTransaction(outer, async (ctx) => {
    if (!(await reorder(ctx, CATEGORY, ids))) throw staleOrder('help category', await helpTree(ctx));
    await audit(ctx, {
      action: 'help_category.ordered',
      entity: 'content',
      entityId: 'help_category',
      after: { ids },
    });
  });
  return helpTree(outer);
}

/** A category the article is put in, if it is the shop's (404 otherwise). */
const requireCategory = (ctx: StaffContext, id: number) => lockedRow(ctx, CATEGORY, id);

/** An item's row at the `updated_at` read (409 with the item as it now is otherwise). */
function requireUnchanged(
  read: string | undefined,
  row: { updated_at: Date | string },
  current: () => Promise<unknown>,
) {
  if (read === undefined || new Date(read).getTime() === new Date(row.updated_at).getTime()) return;
  return current().then((data) => {
    throw new AppError(
      409,
      `updated_at: saved by someone else since it was read (at ${iso(row.updated_at)})`,
      {},
      data,
    );
  });
}

export async function createHelpArticle(outer: StaffContext, body: AdminHelpArticleBody) {
  const id = await inTransaction(outer, async (ctx) => {
    await requireCategory(ctx, body.category_id);
    const slug = await slugFor(ctx, ARTICLE, body.slug, body.title.en, null);
    const place = nextPlace(ARTICLE, ctx.store.id, sql`and category_id = ${body.category_id}`);
    const [created] = await rows<{ id: number }>(
      ctx.db,
      sql`insert into help_articles (store_id, category_id, slug, sequence, published)
          values (${ctx.store.id}, ${body.category_id}, ${slug}, ${place}, ${body.published ?? true})
          returning id`,
    );
    const id = created!.id;
    await writeTexts(ctx, ARTICLE, id, body);
    await audit(ctx, {
      action: 'help_article.created',
      ...auditOf('article', id),
      after: itemAudit(await helpArticle(ctx, id)),
    });
    return id;
  });
  return helpArticle(outer, id);
}

export async function updateHelpArticle(outer: StaffContext, id: number, body: AdminHelpArticleBody) {
  await inTransaction(outer, async (ctx) => {
    const row = await lockedRow<{ slug: string; category_id: number; updated_at: Date }>(
      ctx,
      ARTICLE,
      id,
      'slug, category_id, updated_at',
    );
    await requireUnchanged(body.updated_at, row, () => helpArticle(ctx, id));
    const before = itemAudit(await helpArticle(ctx, id));
    const slug = body.slug === undefined ? row.slug : await slugFor(ctx, ARTICLE, body.slug, '', id);
    // Moved to another category: last in that one's order.
    const moved = body.category_id !== row.category_id;
    if (moved) await requireCategory(ctx, body.category_id);
    const place = nextPlace(ARTICLE, ctx.store.id, sql`and category_id = ${body.category_id}`);
    await ctx.db.execute(
      sql`update help_articles set slug = ${slug}, category_id = ${body.category_id}, updated_at = now()
            ${moved ? sql`, sequence = ${place}` : sql``}
          where store_id = ${ctx.store.id} and id = ${id}`,
    );
    if (body.published !== undefined) await setShown(ctx, ARTICLE, id, body.published);
    await writeTexts(ctx, ARTICLE, id, body);
    await audit(ctx, {
      action: 'help_article.updated',
      ...auditOf('article', id),
      before,
      after: itemAudit(await helpArticle(ctx, id)),
    });
  });
  return helpArticle(outer, id);
}

export async function publishHelpArticle(outer: StaffContext, id: number, published: boolean) {
  await inTransaction(outer, async (ctx) => {
    await lockedRow(ctx, ARTICLE, id);
    await setShown(ctx, ARTICLE, id, published);
    await audit(ctx, {
      action: published ? 'help_article.published' : 'help_article.hidden',
      ...auditOf('article', id),
      after: { published },
    });
  });
  return helpArticle(outer, id);
}

export async function deleteHelpArticle(outer: StaffContext, id: number) {
  await inTransaction(outer, async (ctx) => {
    await lockedRow(ctx, ARTICLE, id);
    const before = itemAudit(await helpArticle(ctx, id));
    await ctx.db.execute(sql`delete from help_articles where store_id = ${ctx.store.id} and id = ${id}`);
    await audit(ctx, { action: 'help_article.deleted', ...auditOf('article', id), before });
  });
  return { id };
}

/** Puts a category's articles in this order (every one, each once). */
export async function orderHelpArticles(outer: StaffContext, categoryId: number, ids: number[]) {
  await inTransaction(outer, async (ctx) => {
    await requireCategory(ctx, categoryId);
    if (!(await reorder(ctx, ARTICLE, ids, sql`and category_id = ${categoryId}`)))
      throw staleOrder('article of the category', await helpCategory(ctx, categoryId));
    await audit(ctx, {
      action: 'help_article.ordered',
      ...auditOf('category', categoryId),
      after: { ids },
    });
  });
  return helpCategory(outer, categoryId);
}

interface SectionRow {
  id: number;
  slug: string;
  published: boolean;
  updated_at: Date | string;
  title: Texts;
  body: Texts;
}

/** The shop's policy sections in order, shown or hidden. */
export async function policySections(ctx: StaffContext, only?: number): Promise<AdminPolicySection[]> {
  const list = await rows<SectionRow>(
    ctx.db,
    sql`select x.id, x.slug, x.published, x.updated_at, ${textColumns(POLICY)} from policy_sections x
        where x.store_id = ${ctx.store.id} ${only === undefined ? sql`` : sql`and x.id = ${only}`}
        order by x.sequence, x.id`,
  );
  return list.map(({ updated_at, ...s }) => ({
    ...s,
    updated_at: iso(updated_at),
    missing: missingOf(s, POLICY.fields),
  }));
}

export async function policySection(ctx: StaffContext, id: number): Promise<AdminPolicySection> {
  const [found] = await policySections(ctx, id);
  if (!found) throw notFound(`No policy section ${id} in this shop`);
  return found;
}

export async function createPolicySection(outer: StaffContext, body: AdminPolicySectionBody) {
  const id = await inTransaction(outer, async (ctx) => {
    const slug = await slugFor(ctx, POLICY, body.slug, body.title.en, null);
    const place = nextPlace(POLICY, ctx.store.id);
    const [created] = await rows<{ id: number }>(
      ctx.db,
      sql`insert into policy_sections (store_id, slug, sequence, published)
          values (${ctx.store.id}, ${slug}, ${place}, ${body.published ?? true}) returning id`,
    );
    const id = created!.id;
    await writeTexts(ctx, POLICY, id, body);
    await audit(ctx, {
      action: 'policy_section.created',
      ...auditOf('policy', id),
      after: itemAudit(await policySection(ctx, id)),
    });
    return id;
  });
  return policySection(outer, id);
}

export async function updatePolicySection(outer: StaffContext, id: number, body: AdminPolicySectionBody) {
  await inTransaction(outer, async (ctx) => {
    const row = await lockedRow<{ slug: string; updated_at: Date }>(ctx, POLICY, id, 'slug, updated_at');
    await requireUnchanged(body.updated_at, row, () => policySection(ctx, id));
    const before = itemAudit(await policySection(ctx, id));
    const slug = body.slug === undefined ? row.slug : await slugFor(ctx, POLICY, body.slug, '', id);
    await ctx.db.execute(
      sql`update policy_sections set slug = ${slug}, updated_at = now()
          where store_id = ${ctx.store.id} and id = ${id}`,
    );
    if (body.published !== undefined) await setShown(ctx, POLICY, id, body.published);
    await writeTexts(ctx, POLICY, id, body);
    await audit(ctx, {
      action: 'policy_section.updated',
      ...auditOf('policy', id),
      before,
      after: itemAudit(await policySection(ctx, id)),
    });
  });
  return policySection(outer, id);
}

export async function publishPolicySection(outer: StaffContext, id: number, published: boolean) {
  await inTransaction(outer, async (ctx) => {
    await lockedRow(ctx, POLICY, id);
    await setShown(ctx, POLICY, id, published);
    await audit(ctx, {
      action: published ? 'policy_section.published' : 'policy_section.hidden',
      ...auditOf('policy', id),
      after: { published },
    });
  });
  return policySection(outer, id);
}

export async function deletePolicySection(outer: StaffContext, id: number) {
  await inTransaction(outer, async (ctx) => {
    await lockedRow(ctx, POLICY, id);
    const before = itemAudit(await policySection(ctx, id));
    await ctx.db.execute(sql`delete from policy_sections where store_id = ${ctx.store.id} and id = ${id}`);
    await audit(ctx, { action: 'policy_section.deleted', ...auditOf('policy', id), before });
  });
  return { id };
}

export async function orderPolicySections(outer: StaffContext, ids: number[]) {
  await inTransaction(outer, async (ctx) => {
    if (!(await reorder(ctx, POLICY, ids))) throw staleOrder('policy section', await policySections(ctx));
    await audit(ctx, {
      action: 'policy_section.ordered',
      entity: 'content',
      entityId: 'policy_section',
      after: { ids },
    });
  });
  return policySections(outer);
}
