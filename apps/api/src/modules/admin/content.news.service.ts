import type { AdminNewsPost, AdminNewsPostBody, NewsState, Texts } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { inTransaction, type StaffContext } from '../../context';
import { notFound } from '../../lib/errors';
import { rows } from '../../lib/sql';
import { audit } from './audit';
import {
  auditOf,
  iso,
  KINDS,
  lockedRow,
  missingOf,
  setShown,
  slugFor,
  textColumns,
  writeTexts,
} from './content.texts';

// The back office's news posts (issue 30, part 6): texts in en, kh and zh, a picture, and the date
// the storefront shows a post from while it is published (a future date: scheduled, not shown
// before then). Hiding and publishing change `published` only, never the date (decision 036).
// The table has no updated_at: a save over another's is not detected (the last one wins).

const NEWS = KINDS.news;

interface PostRow {
  id: number;
  slug: string;
  image: string;
  published_at: Date | string;
  state: NewsState;
  created_at: Date | string;
  title: Texts;
  summary: Texts;
  body: Texts;
}

async function postRows(ctx: StaffContext, where: SQL = sql``): Promise<AdminNewsPost[]> {
  const list = await rows<PostRow>(
    ctx.db,
    sql`select x.id, x.slug, x.image, x.created_at,
x.published_at,
          case when not x.published then 'hidden'
               when x.published_at > now() then 'scheduled' else 'published' end as state,
          ${textColumns(NEWS)}
        from news_posts x where x.store_id = ${ctx.store.id} ${where}
        order by x.published, x.published_at desc, x.id desc`,
  );
  return list.map((p) => ({
    ...p,
    published_at: iso(p.published_at),
    created_at: iso(p.created_at),
    missing: missingOf(p, NEWS.fields),
  }));
}

/** The shop's news posts, hidden first, then the newest (scheduled ones before those shown). */
export const newsPosts = (ctx: StaffContext) => postRows(ctx);

export async function newsPost(ctx: StaffContext, id: number): Promise<AdminNewsPost> {
  const [found] = await postRows(ctx, sql`and x.id = ${id}`);
  if (!found) throw notFound(`No news post ${id} in this shop`);
  return found;
}

const itemAudit = ({ missing: _, state: __, ...post }: AdminNewsPost) => post;

export async function createNewsPost(outer: StaffContext, body: AdminNewsPostBody) {
  const id = await inTransaction(outer, async (ctx) => {
    const slug = await slugFor(ctx, NEWS, body.slug, body.title.en, null);
    const [created] = await rows<{ id: number }>(
      ctx.db,
      sql`insert into news_posts (store_id, slug, image, published_at, published)
          values (${ctx.store.id}, ${slug}, ${body.image}, coalesce(${body.published_at}::timestamptz, now()),
            ${body.published_at !== null}) returning id`,
    );
    const id = created!.id;
    await writeTexts(ctx, NEWS, id, body);
    await audit(ctx, {
      action: 'news_post.created',
      ...auditOf('news', id),
      after: itemAudit(await newsPost(ctx, id)),
    });
    return id;
  });
  return newsPost(outer, id);
}

export async function updateNewsPost(outer: StaffContext, id: number, body: AdminNewsPostBody) {
  await inTransaction(outer, async (ctx) => {
    const row = await lockedRow<{ slug: string }>(ctx, NEWS, id, 'slug');
    const before = itemAudit(await newsPost(ctx, id));
    const slug = body.slug === undefined ? row.slug : await slugFor(ctx, NEWS, body.slug, '', id);
    await ctx.db.execute(
      sql`update news_posts set slug = ${slug}, image = ${body.image},
            published_at = coalesce(${body.published_at}::timestamptz, published_at)
          where store_id = ${ctx.store.id} and id = ${id}`,
    );
    if (body.published_at === null) await setShown(ctx, NEWS, id, false);
    await writeTexts(ctx, NEWS, id, body);
    await audit(ctx, {
      action: 'news_post.updated',
      ...auditOf('news', id),
      before,
      after: itemAudit(await newsPost(ctx, id)),
    });
  });
  return newsPost(outer, id);
}

/**
 * Shows a post from its date (a future one: scheduled) or hides it; its date is kept either way,
 * so hiding and publishing again puts it back as it was.
 */
export async function publishNewsPost(outer: StaffContext, id: number, published: boolean) {
  await inTransaction(outer, async (ctx) => {
    await lockedRow(ctx, NEWS, id);
    await setShown(ctx, NEWS, id, published);
    await audit(ctx, {
      action: published ? 'news_post.published' : 'news_post.hidden',
      ...auditOf('news', id),
      after: { published },
    });
  });
  return newsPost(outer, id);
}

export async function deleteNewsPost(outer: StaffContext, id: number) {
  await inTransaction(outer, async (ctx) => {
    await lockedRow(ctx, NEWS, id);
    const before = itemAudit(await newsPost(ctx, id));
    await ctx.db.execute(sql`delete from news_posts where store_id = ${ctx.store.id} and id = ${id}`);
    await audit(ctx, { action: 'news_post.deleted', ...auditOf('news', id), before });
  });
  return { id };
}
