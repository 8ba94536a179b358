import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';

let api: TestApi;
const get = (path: string, store = 'S001', lang?: string) =>
  api.get(path, { 'x-store-code': store, ...(lang ? { 'accept-language': lang } : {}) });

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

async function firstArticle(store = 'S001') {
  const list = (await get('/api/help/categories', store)).body.data;
  const detail = (await get(`/api/help/category/${list[0].id}`, store)).body.data;
  return { category: list[0], article: detail.articles[0] };
}

describe('GET /api/help/categories and /api/help/category/{id}', () => {
  it('lists the categories in order with their article counts', async () => {
    const res = await get('/api/help/categories');
    expect(res.status).toBe(200);
    const names = res.body.data.map((c: { name: string }) => c.name);
    expect(names).toEqual(['Payments', 'Delivery', 'Warranty & returns', 'Account', 'PC builder']);
    expect(res.body.data[0]).toMatchObject({ slug: 'payments', article_count: 3 });
  });

  it('answers in Khmer and Chinese', async () => {
    expect((await get('/api/help/categories', 'S001', 'kh')).body.data[0].name).toBe('ការទូទាត់');
    expect((await get('/api/help/categories', 'S001', 'zh')).body.data[0].name).toBe('付款');
  });

  it('gives a category with its articles', async () => {
    const { category } = await firstArticle();
    const res = await get(`/api/help/category/${category.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.category.name).toBe('Payments');
    expect(res.body.data.articles.map((a: { title: string }) => a.title)).toEqual([
      'Paying by KHQR',
      'Bank transfer and receipts',
      'Cash on delivery',
    ]);
  });

  it("answers 404 for another shop's or an unknown category, 400 for a bad id", async () => {
    const { category } = await firstArticle('S002');
    expect((await get(`/api/help/category/${category.id}`)).status).toBe(404);
    expect((await get('/api/help/category/999999')).status).toBe(404);
    const bad = await get('/api/help/category/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/category id/);
  });
});

describe('GET /api/help/article/{id}', () => {
  it('gives the body, its category and the related articles', async () => {
    const { article } = await firstArticle();
    const res = await get(`/api/help/article/${article.id}`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.title).toBe('Paying by KHQR');
    expect(data.body).toContain('## How to pay');
    expect(data.category.name).toBe('Payments');
    expect(data.related).toHaveLength(2);
    expect(data.related.map((r: { id: number }) => r.id)).not.toContain(article.id);
    expect(Number.isNaN(Date.parse(data.updated_at))).toBe(false);
  });

  it("names the shop in its texts, so shops' texts differ", async () => {
    const s1 = await firstArticle('S001');
    const s2 = await firstArticle('S002');
    const b1 = (await get(`/api/help/article/${s1.article.id}`)).body.data.body;
    const b2 = (await get(`/api/help/article/${s2.article.id}`, 'S002')).body.data.body;
    expect(b1).not.toBe(b2);
    expect(b1).not.toContain('{shop}');
  });

  it('answers in kh and zh, and falls back to en where a translation is missing', async () => {
    const { article } = await firstArticle();
    expect((await get(`/api/help/article/${article.id}`, 'S001', 'kh')).body.data.title).toBe(
      'ការបង់ប្រាក់តាម KHQR',
    );
    expect((await get(`/api/help/article/${article.id}`, 'S001', 'zh')).body.data.title).toBe(
      '使用 KHQR 付款',
    );
    await api.db.execute(
      sql`delete from help_article_translations where article_id = ${article.id} and locale = 'zh'`,
    );
    expect((await get(`/api/help/article/${article.id}`, 'S001', 'zh')).body.data.title).toBe(
      'Paying by KHQR',
    );
  });

  it("answers 404 for another shop's article", async () => {
    const { article } = await firstArticle('S002');
    const res = await get(`/api/help/article/${article.id}`);
    expect(res.status).toBe(404);
    expect(res.body.data).toBeNull();
  });
});

describe('GET /api/help/search', () => {
  it('finds a substring in English, case-insensitively, with a snippet', async () => {
    const res = await get('/api/help/search?q=khqr');
    expect(res.status).toBe(200);
    expect(res.body.data[0].title).toBe('Paying by KHQR');
    expect(res.body.data[0].snippet.toLowerCase()).toContain('khqr');
    expect(res.body.data.length).toBeLessThanOrEqual(20);
  });

  it('finds a Khmer substring inside a word run, and a Chinese one', async () => {
    // ដឹកជញ្ជូន (delivery) is written without spaces inside longer runs of Khmer text.
    const kh = await get(`/api/help/search?q=${encodeURIComponent('ជញ្ជូន')}`, 'S001', 'kh');
    expect(kh.status).toBe(200);
    expect(kh.body.data.map((r: { title: string }) => r.title)).toContain('តំបន់ដឹកជញ្ជូន និងថ្លៃសេវា');
    const zh = await get(`/api/help/search?q=${encodeURIComponent('到付')}`, 'S001', 'zh');
    expect(zh.body.data.map((r: { title: string }) => r.title)).toContain('货到付款');
  });

  it('takes % and _ literally', async () => {
    expect((await get('/api/help/search?q=%25')).body.data.map((r: { title: string }) => r.title)).toEqual([
      'Choosing parts for a gaming PC',
    ]);
    expect((await get('/api/help/search?q=_')).body.data).toEqual([]);
  });

  it('refuses a missing, empty or too long q', async () => {
    for (const q of ['', '?q=', `?q=${'a'.repeat(101)}`]) {
      const res = await get(`/api/help/search${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message).toMatch(/q/);
    }
  });
});

describe('GET /api/help/faq', () => {
  it('gives every article with its body, by category', async () => {
    const res = await get('/api/help/faq', 'S001', 'kh');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5);
    const count = res.body.data.reduce((n: number, c: { articles: unknown[] }) => n + c.articles.length, 0);
    expect(count).toBe(11);
    expect(res.body.data[0].articles[0].body).toContain('## ');
  });
});

describe('GET /api/policy', () => {
  it('gives the sections in order, localized', async () => {
    const res = await get('/api/policy');
    expect(res.body.data.map((s: { slug: string }) => s.slug)).toEqual([
      'terms',
      'privacy',
      'returns-and-warranty',
      'delivery',
    ]);
    expect((await get('/api/policy', 'S001', 'zh')).body.data[1].title).toBe('隐私政策');
    expect((await get('/api/policy', 'S001', 'kh')).body.data[1].title).toBe('ឯកជនភាព');
  });
});

describe('GET /api/news and /api/news/{id}', () => {
  it('pages the posts newest first with the total', async () => {
    const res = await get('/api/news?page=1&page_size=5');
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page).toMatchObject({ total: 12, per_page: 5, current_page: 1, last_page: 3 });
    expect(page.data).toHaveLength(5);
    const dates = page.data.map((p: { published_at: string }) => Date.parse(p.published_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(page.data[0].image).toMatch(/^http:\/\/assets\.test\/media\/gen\/banner\//);
    expect((await get('/api/news?page=3&page_size=5')).body.data.data).toHaveLength(2);
  });

  it('refuses a bad page or page size', async () => {
    for (const q of ['page=0', 'page=x', 'page_size=0', 'page_size=51']) {
      const res = await get(`/api/news?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message).toMatch(q.split('=')[0]!);
    }
  });

  it("gives a post in the asked language; 404 for another shop's post", async () => {
    const first = (await get('/api/news')).body.data.data[0];
    const res = await get(`/api/news/${first.id}`, 'S001', 'kh');
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe('ហាងថ្មីរបស់យើងនៅទួលគោក');
    expect(res.body.data.body).toContain('## ');
    const other = (await get('/api/news', 'S002')).body.data.data[0];
    expect((await get(`/api/news/${other.id}`)).status).toBe(404);
    expect((await get('/api/news/0')).status).toBe(400);
  });
});

describe('only what is published (decision 036)', () => {
  const store = 'S002';
  const shop = sql`(select id from stores where code = ${store})`;
  const ids = (list: { id: number }[]) => list.map((x) => x.id);

  it('a hidden article, policy section or news post is in no list, the FAQ or the search, and 404 alone', async () => {
    const { category, article } = await firstArticle(store);
    const section = (await get('/api/policy', store)).body.data[0];
    const news = (await get('/api/news', store)).body.data;
    const post = news.data[0];
    const hide = (published: boolean) =>
      Promise.all([
        api.db.execute(sql`update help_articles set published = ${published} where id = ${article.id}`),
        api.db.execute(
          sql`update policy_sections set published = ${published} where store_id = ${shop} and slug = ${section.slug}`,
        ),
        api.db.execute(sql`update news_posts set published = ${published} where id = ${post.id}`),
      ]);
    await hide(false);
    try {
      expect((await get(`/api/help/article/${article.id}`, store)).status).toBe(404);
      expect(ids((await get(`/api/help/category/${category.id}`, store)).body.data.articles)).not.toContain(
        article.id,
      );
      const categories = (await get('/api/help/categories', store)).body.data;
      expect(categories[0].article_count).toBe(category.article_count - 1);
      const faq = (await get('/api/help/faq', store)).body.data;
      expect(faq.flatMap((c: { articles: { id: number }[] }) => ids(c.articles))).not.toContain(article.id);
      const found = (await get(`/api/help/search?q=${encodeURIComponent(article.title)}`, store)).body.data;
      expect(ids(found)).not.toContain(article.id);
      const sections = (await get('/api/policy', store)).body.data;
      expect(sections.map((s: { slug: string }) => s.slug)).not.toContain(section.slug);
      const after = (await get('/api/news?page_size=50', store)).body.data;
      expect(ids(after.data)).not.toContain(post.id);
      expect(after.total).toBe(news.total - 1);
      expect((await get(`/api/news/${post.id}`, store)).status).toBe(404);
    } finally {
      await hide(true);
    }
    expect((await get(`/api/help/article/${article.id}`, store)).status).toBe(200);
    expect((await get(`/api/news/${post.id}`, store)).status).toBe(200);
  });

  it('a published news post dated in the future is shown from its date, not before', async () => {
    const post = (await get('/api/news', store)).body.data.data[0];
    const dated = (at: ReturnType<typeof sql>) =>
      api.db.execute(sql`update news_posts set published_at = ${at} where id = ${post.id}`);
    await dated(sql`now() + interval '1 day'`);
    try {
      expect((await get(`/api/news/${post.id}`, store)).status).toBe(404);
      expect(ids((await get('/api/news?page_size=50', store)).body.data.data)).not.toContain(post.id);
      await dated(sql`now() - interval '1 minute'`);
      expect((await get(`/api/news/${post.id}`, store)).status).toBe(200);
    } finally {
      await dated(sql`${post.published_at}::timestamptz`);
    }
  });
});
