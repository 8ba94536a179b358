import { auditLog, helpArticles, newsPosts } from '@shop/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';
import { shop } from './admin.fixtures';

// The shop's own pages (issue 30, part 6): help categories and articles, news posts and policy
// sections written by an editor in three languages, and what the storefront then shows: a Khmer
// article read in kh, a news post dated tomorrow not shown before then, a hidden article, section
// or post gone from every list (its place and date kept: the `published` column, decision 036),
// the new order of the policy page. Each test makes its own items.

let api: TestApi;
let editor: string;
let cashier: string;
let owner: string;

beforeAll(async () => {
  api = await createTestApi();
  [editor, cashier, owner] = await Promise.all([
    api.staffTokenFor('editor@example.com'),
    api.staffTokenFor('cashier@example.com'),
    api.staffTokenFor('owner@example.com'),
  ]);
});
afterAll(() => api?.close());

const C = '/admin/api/content';
const send = (method: string, path: string, body?: unknown, token = editor, code = 'S001') =>
  api.send(method, `${C}${path}`, { token, body, headers: shop(code) });
const storefront = (path: string, lang = 'en', code = 'S001') =>
  api.get(path, { 'x-store-code': code, 'accept-language': lang });

let serial = 0;
const unique = (what: string) => `${what} ${process.pid}-${++serial}`;

async function ok(res: { status: number; body: { data: unknown } }) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as any;
}

async function newCategory() {
  return ok(await send('POST', '/help-categories', { name: { en: unique('Category'), kh: 'ប្រភេទ' } }));
}

async function newArticle(categoryId: number, extra: object = {}) {
  const title = unique('Article');
  return ok(
    await send('POST', '/help-articles', {
      category_id: categoryId,
      title: { en: title },
      summary: { en: 'A summary' },
      body: { en: 'First paragraph.\n\n## A heading\n\n- one\n- two' },
      ...extra,
    }),
  );
}

async function lastAudit(action: string) {
  const [row] = await api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity, 'content')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('help articles', () => {
  it('an editor writes one in Khmer; the storefront shows it in kh, English in zh', async () => {
    const category = await newCategory();
    const article = await newArticle(category.id, {
      title: { en: 'Paying at the counter', kh: 'ការបង់ប្រាក់នៅបញ្ជរ' },
      body: { en: 'Pay in cash.', kh: 'បង់ជាសាច់ប្រាក់នៅបញ្ជរ។\n\n- ប្រាក់រៀល\n- ដុល្លារ' },
    });
    expect(article).toMatchObject({
      category_id: category.id,
      published: true,
      missing: ['summary.kh', 'title.zh', 'summary.zh', 'body.zh'],
    });
    expect(article.slug).toBe('paying-at-the-counter');

    const kh = await ok(await storefront(`/api/help/article/${article.id}`, 'kh'));
    expect(kh).toMatchObject({ title: 'ការបង់ប្រាក់នៅបញ្ជរ', body: 'បង់ជាសាច់ប្រាក់នៅបញ្ជរ។\n\n- ប្រាក់រៀល\n- ដុល្លារ' });
    const zh = await ok(await storefront(`/api/help/article/${article.id}`, 'zh'));
    expect(zh).toMatchObject({ title: 'Paying at the counter', body: 'Pay in cash.' });
    const found = await ok(await storefront(`/api/help/search?q=${encodeURIComponent('បញ្ជរ')}`, 'kh'));
    expect(found.map((a: { id: number }) => a.id)).toContain(article.id);

    const row = await lastAudit('help_article.created');
    expect(row).toMatchObject({ entityId: `help_article:${article.id}`, channel: 'web' });
  });

  it('hidden, it is gone from the category, the FAQ, the search and its own page; published, back', async () => {
    const category = await newCategory();
    const article = await newArticle(category.id);
    const hidden = await ok(
      await send('PUT', `/help-articles/${article.id}/published`, { published: false }),
    );
    expect(hidden.published).toBe(false);

    expect((await storefront(`/api/help/article/${article.id}`)).status).toBe(404);
    const detail = await ok(await storefront(`/api/help/category/${category.id}`));
    expect(detail.articles).toEqual([]);
    const categories = await ok(await storefront('/api/help/categories'));
    expect(categories.find((c: { id: number }) => c.id === category.id).article_count).toBe(0);
    const faq = await ok(await storefront('/api/help/faq'));
    expect(faq.flatMap((c: { articles: { id: number }[] }) => c.articles.map((a) => a.id))).not.toContain(
      article.id,
    );
    const found = await ok(await storefront(`/api/help/search?q=${encodeURIComponent(article.title.en)}`));
    expect(found.map((a: { id: number }) => a.id)).not.toContain(article.id);
    expect(await lastAudit('help_article.hidden')).toMatchObject({ entityId: `help_article:${article.id}` });

    // The back office still lists it, in its place.
    const mine = await ok(await send('GET', `/help-categories/${category.id}`));
    expect(mine.articles.map((a: { id: number; published: boolean }) => [a.id, a.published])).toEqual([
      [article.id, false],
    ]);

    await ok(await send('PUT', `/help-articles/${article.id}/published`, { published: true }));
    expect((await storefront(`/api/help/article/${article.id}`)).status).toBe(200);
    const faqAgain = await ok(await storefront('/api/help/faq'));
    expect(faqAgain.flatMap((c: { articles: { id: number }[] }) => c.articles.map((a) => a.id))).toContain(
      article.id,
    );
  });

  it('articles are put in order, hidden ones keeping their state', async () => {
    const category = await newCategory();
    const a = await newArticle(category.id);
    const b = await newArticle(category.id, { published: false });
    const c = await newArticle(category.id);
    const ordered = await ok(
      await send('PUT', `/help-categories/${category.id}/articles/order`, { ids: [c.id, b.id, a.id] }),
    );
    expect(ordered.articles.map((x: { id: number; published: boolean }) => [x.id, x.published])).toEqual([
      [c.id, true],
      [b.id, false],
      [a.id, true],
    ]);
    const shown = await ok(await storefront(`/api/help/category/${category.id}`));
    expect(shown.articles.map((x: { id: number }) => x.id)).toEqual([c.id, a.id]);
    // Stored: places 0, 1, 2 and the hidden one's column, never a negative place.
    const stored = await api.db
      .select({ id: helpArticles.id, sequence: helpArticles.sequence, published: helpArticles.published })
      .from(helpArticles)
      .where(eq(helpArticles.categoryId, category.id))
      .orderBy(helpArticles.sequence);
    expect(stored).toEqual([
      { id: c.id, sequence: 0, published: true },
      { id: b.id, sequence: 1, published: false },
      { id: a.id, sequence: 2, published: true },
    ]);
    // Not every article of the category: 409 with the category as it is.
    const stale = await send('PUT', `/help-categories/${category.id}/articles/order`, { ids: [a.id, c.id] });
    expect(stale.status).toBe(409);
    expect(stale.body.data.articles).toHaveLength(3);
  });

  it('a save over another’s is refused with the article as it now is', async () => {
    const category = await newCategory();
    const article = await newArticle(category.id);
    const body = {
      category_id: category.id,
      title: article.title,
      summary: article.summary,
      body: article.body,
    };
    const first = await ok(
      await send('PUT', `/help-articles/${article.id}`, {
        ...body,
        title: { en: 'First save' },
        updated_at: article.updated_at,
      }),
    );
    expect(first.title.en).toBe('First save');
    const second = await send(
      'PUT',
      `/help-articles/${article.id}`,
      { ...body, title: { en: 'Second save' }, updated_at: article.updated_at },
      owner,
    );
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/^updated_at: /);
    expect(second.body.data.title.en).toBe('First save');
    // Saved again against what it now is: done.
    await ok(
      await send(
        'PUT',
        `/help-articles/${article.id}`,
        { ...body, title: { en: 'Second save' }, updated_at: first.updated_at },
        owner,
      ),
    );
    expect((await ok(await storefront(`/api/help/article/${article.id}`))).title).toBe('Second save');
  });

  it('a category with articles is not deleted; empty, it is', async () => {
    const category = await newCategory();
    const article = await newArticle(category.id);
    const refused = await send('DELETE', `/help-categories/${category.id}`);
    expect(refused.status).toBe(409);
    await ok(await send('DELETE', `/help-articles/${article.id}`));
    await ok(await send('DELETE', `/help-categories/${category.id}`));
    expect((await storefront(`/api/help/category/${category.id}`)).status).toBe(404);
    expect(await lastAudit('help_category.deleted')).toMatchObject({
      entityId: `help_category:${category.id}`,
    });
  });
});

describe('news posts', () => {
  const post = (published_at: string | null, title = unique('Post')) =>
    send('POST', '/news', {
      title: { en: title, kh: `${title} ខ្មែរ` },
      body: { en: 'Body.', kh: 'អត្ថបទ។' },
      published_at,
    });
  const listed = async () =>
    (await ok(await storefront('/api/news?page_size=50'))).data.map((p: { id: number }) => p.id);

  it('dated tomorrow it is not shown (nor counted) until then; dated yesterday it is', async () => {
    const before = (await ok(await storefront('/api/news'))).total;
    const tomorrow = await ok(await post(new Date(Date.now() + 86_400_000).toISOString()));
    const yesterday = await ok(await post(new Date(Date.now() - 86_400_000).toISOString()));
    expect(tomorrow.state).toBe('scheduled');
    expect(yesterday.state).toBe('published');

    const ids = await listed();
    expect(ids).toContain(yesterday.id);
    expect(ids).not.toContain(tomorrow.id);
    expect((await ok(await storefront('/api/news'))).total).toBe(before + 1);
    expect((await storefront(`/api/news/${tomorrow.id}`)).status).toBe(404);
    expect((await ok(await storefront(`/api/news/${yesterday.id}`, 'kh'))).body).toBe('អត្ថបទ។');

    // Hidden and published again: its date kept, so still scheduled, still not shown.
    await ok(await send('PUT', `/news/${tomorrow.id}/published`, { published: false }));
    const again = await ok(await send('PUT', `/news/${tomorrow.id}/published`, { published: true }));
    expect(again).toMatchObject({ state: 'scheduled', published_at: tomorrow.published_at });
    expect(await listed()).not.toContain(tomorrow.id);
  });

  it('hidden, it keeps its date; shown again, from that date', async () => {
    const at = new Date(Date.now() - 3_600_000).toISOString();
    const created = await ok(await post(at));
    const hidden = await ok(await send('PUT', `/news/${created.id}/published`, { published: false }));
    expect(hidden).toMatchObject({ state: 'hidden', published_at: at });
    expect(await lastAudit('news_post.hidden')).toMatchObject({ after: { published: false } });
    expect(await listed()).not.toContain(created.id);
    expect((await storefront(`/api/news/${created.id}`)).status).toBe(404);
    expect((await ok(await send('GET', '/news')))[0].id).toBe(created.id);
    // Saved with no date: kept hidden, its date kept; saved with one: still hidden until published.
    const saved = await ok(
      await send('PUT', `/news/${created.id}`, {
        title: { en: 'Saved hidden' },
        body: { en: 'Body.' },
        published_at: null,
      }),
    );
    expect(saved).toMatchObject({ state: 'hidden', published_at: at });
    expect(saved.missing).toEqual(['title.kh', 'body.kh', 'title.zh', 'body.zh']);
    const redated = await ok(
      await send('PUT', `/news/${created.id}`, {
        title: { en: 'Saved hidden' },
        body: { en: 'Body.' },
        published_at: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    expect(redated.state).toBe('hidden');
    const shown = await ok(await send('PUT', `/news/${created.id}/published`, { published: true }));
    expect(shown).toMatchObject({ state: 'published', published_at: redated.published_at });
    expect(await listed()).toContain(created.id);
    const [stored] = await api.db
      .select({ published: newsPosts.published, at: newsPosts.publishedAt })
      .from(newsPosts)
      .where(eq(newsPosts.id, created.id));
    expect(stored).toEqual({ published: true, at: new Date(redated.published_at) });
    await ok(await send('DELETE', `/news/${created.id}`));
    expect((await send('GET', `/news/${created.id}`)).status).toBe(404);
  });
});

describe('policy sections', () => {
  it('are put in order and hidden; the storefront’s policy page follows', async () => {
    const mine = await ok(
      await send('POST', '/policy', {
        title: { en: unique('Section'), zh: '条款' },
        body: { en: 'Text.', zh: '文字。' },
      }),
    );
    const all = await ok(await send('GET', '/policy'));
    const ids = all.map((s: { id: number }) => s.id);
    expect(ids.at(-1)).toBe(mine.id);
    const reordered = [mine.id, ...ids.filter((id: number) => id !== mine.id)];
    const after = await ok(await send('PUT', '/policy/order', { ids: reordered }));
    expect(after.map((s: { id: number }) => s.id)).toEqual(reordered);
    const page = await ok(await storefront('/api/policy', 'zh'));
    expect(page[0]).toMatchObject({ slug: mine.slug, title: '条款', body: '文字。' });

    await ok(await send('PUT', `/policy/${mine.id}/published`, { published: false }));
    const hidden = await ok(await storefront('/api/policy'));
    expect(hidden.map((s: { slug: string }) => s.slug)).not.toContain(mine.slug);
    // Put back where it was, still hidden; then deleted: the demo page is as it was.
    const back = await ok(await send('PUT', '/policy/order', { ids }));
    expect(back.find((s: { id: number }) => s.id === mine.id).published).toBe(false);
    expect((await ok(await storefront('/api/policy'))).map((s: { slug: string }) => s.slug)).not.toContain(
      mine.slug,
    );
    await ok(await send('DELETE', `/policy/${mine.id}`));
    expect((await ok(await storefront('/api/policy'))).map((s: { slug: string }) => s.slug)).toEqual([
      'terms',
      'privacy',
      'returns-and-warranty',
      'delivery',
    ]);
    expect(await lastAudit('policy_section.ordered')).toMatchObject({ entityId: 'policy_section' });
  });
});

describe('refusals', () => {
  it('bad input is a 400 naming the field, nothing written', async () => {
    const category = await newCategory();
    const cases: [unknown, RegExp][] = [
      [{ category_id: category.id, title: { en: '' }, body: { en: 'x' } }, /^title\.en: is required/],
      [
        { category_id: category.id, title: { en: 'x'.repeat(201) }, body: { en: 'x' } },
        /^title\.en: must be at most 200 characters/,
      ],
      [
        { category_id: category.id, title: { en: 'T', kh: 'ចំណងជើង' }, body: { en: 'x' } },
        /^body\.kh: is required with title\.kh/,
      ],
      [
        { category_id: category.id, title: { en: 'T' }, body: { en: 'x' }, slug: 'Not A Slug' },
        /^slug: lower-case/,
      ],
      [{ title: { en: 'T' }, body: { en: 'x' } }, /^category_id: /],
    ];
    for (const [body, message] of cases) {
      const res = await send('POST', '/help-articles', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const news = await send('POST', '/news', {
      title: { en: 'T' },
      body: { en: 'x' },
      published_at: 'tomorrow',
    });
    expect(news.status).toBe(400);
    expect(news.body.message).toMatch(/^published_at: must be a date and time/);
    expect((await ok(await send('GET', `/help-categories/${category.id}`))).articles).toEqual([]);
  });

  it('another shop’s ids are 404, its lists are its own', async () => {
    const category = await newCategory();
    const article = await newArticle(category.id);
    const section = await ok(
      await send('POST', '/policy', { title: { en: unique('S') }, body: { en: 'x' } }),
    );
    const post = await ok(
      await send('POST', '/news', { title: { en: unique('N') }, body: { en: 'x' }, published_at: null }),
    );
    // The owner of S001 is also the owner of S002: the same ids, named in S002.
    const other = (method: string, path: string, body?: unknown) => send(method, path, body, owner, 'S002');
    expect((await other('GET', `/help-articles/${article.id}`)).status).toBe(404);
    expect((await other('PUT', `/help-articles/${article.id}/published`, { published: false })).status).toBe(
      404,
    );
    expect((await other('DELETE', `/help-categories/${category.id}`)).status).toBe(404);
    expect(
      (await other('PUT', `/policy/${section.id}`, { title: { en: 'x' }, body: { en: 'x' } })).status,
    ).toBe(404);
    expect((await other('DELETE', `/news/${post.id}`)).status).toBe(404);
    // An article of S002 cannot be put in a category of S001.
    const theirs = (await ok(await other('GET', '/help')))[0];
    expect(
      (
        await other('POST', '/help-articles', {
          category_id: category.id,
          title: { en: 'x' },
          body: { en: 'x' },
        })
      ).status,
    ).toBe(404);
    expect((await ok(await other('GET', '/help'))).map((c: { id: number }) => c.id)).not.toContain(
      category.id,
    );
    expect(theirs).toBeDefined();
    expect((await send('GET', `/help-articles/${article.id}`)).status).toBe(200);
  });

  it('a cashier may not read nor write the pages', async () => {
    expect((await send('GET', '/help', undefined, cashier)).status).toBe(403);
    expect(
      (await send('POST', '/news', { title: { en: 'x' }, body: { en: 'x' }, published_at: null }, cashier))
        .status,
    ).toBe(403);
  });
});
