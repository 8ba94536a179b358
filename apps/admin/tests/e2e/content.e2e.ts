import type { APIRequestContext } from '@playwright/test';
import { shopUrl } from '../../../web/tests/e2e/fixtures';
import { adminUrl, apiBase, expect, type Lang, shot, staffSession, test, tx } from './fixtures';

// The shop's own pages (issue 30, part 6), as an editor uses them: a help article written in
// Khmer, previewed, refused once (what was typed stays), saved and read on the storefront in
// Khmer, then hidden; a news post dated in the future that the storefront's news does not show.
// Each test makes its own items and deletes them, so the demo pages stay as they were.

/** Deletes an item of the back office's content API (whatever the test left). */
async function remove(request: APIRequestContext, baseURL: string | undefined, token: string, path: string) {
  await request.delete(`${apiBase(baseURL)}/admin/api/content/${path}`, {
    headers: { authorization: `Bearer ${token}`, 'x-store-code': 'S001' },
  });
}

test('an editor writes a help article in Khmer, previews it, and shoppers read it in Khmer until it is hidden', async ({
  page,
  context,
  request,
  baseURL,
  newContext,
}) => {
  const kh: Lang = 'kh';
  const token = await staffSession(context, request, baseURL, 'editor@example.com', kh);
  const serial = `${process.pid}${Date.now() % 100_000}`;
  const titleKh = `ការបង់ប្រាក់នៅបញ្ជរ ${serial}`;
  let id: number | null = null;
  try {
    await page.goto(adminUrl('/s/S001/content'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(kh, 'content.title'));
    await page
      .getByRole('link', { name: tx(kh, 'content.newArticle', {}, false) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(kh, 'content.kind.article'));
    await page.locator('#title_en').fill(`Paying at the counter ${serial}`);
    await page.locator('#body_en').fill('Pay in cash at the counter.\n\n- Riel\n- Dollars');
    await page.locator('#title_kh').fill(titleKh);
    await page.locator('#body_kh').fill('បង់ជាសាច់ប្រាក់នៅបញ្ជរ។\n\n## រូបិយប័ណ្ណ\n\n- ប្រាក់រៀល\n- ដុល្លារ');

    // The preview draws what was typed as the storefront will: a heading and a list.
    await page.getByRole('button', { name: tx(kh, 'content.previewTyped') }).click();
    const preview = page.locator('article[lang="km"]');
    await expect(preview.getByRole('heading', { name: 'រូបិយប័ណ្ណ' })).toBeVisible();
    await expect(preview.getByRole('listitem')).toHaveText(['ប្រាក់រៀល', 'ដុល្លារ']);

    // A slug that is not one: refused, named, what was typed stays.
    await page.locator('input[name="slug"]').fill('Not A Slug');
    await page.getByRole('button', { name: tx(kh, 'content.save') }).click();
    await expect(page.getByRole('alert')).toContainText('slug');
    await expect(page.locator('#title_kh')).toHaveValue(titleKh);
    await expect(page.locator('input[name="slug"]')).toHaveAttribute('aria-invalid', 'true');
    await page.locator('input[name="slug"]').fill('');
    await page.getByRole('button', { name: tx(kh, 'content.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: tx(kh, 'content.saved') })).toBeVisible();
    id = Number(/\/content\/article\/(\d+)/.exec(page.url())?.[1]);
    expect(id).toBeGreaterThan(0);
    await page.evaluate(() => document.fonts.ready);
    await shot(page, 'kh-content-article');

    // On the storefront, in Khmer.
    const shopper = await (await newContext()).newPage();
    await shopper.goto(shopUrl('S001', `/help-center/detail/${id}`, 'kh'));
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(titleKh);
    await expect(shopper.getByText('បង់ជាសាច់ប្រាក់នៅបញ្ជរ។')).toBeVisible();

    // Hidden: gone from the storefront.
    await page.getByRole('button', { name: tx(kh, 'content.hide') }).click();
    await expect(page.getByText(tx(kh, 'content.hidden'))).toBeVisible();
    const gone = await shopper.goto(shopUrl('S001', `/help-center/detail/${id}`, 'kh'));
    expect(gone?.status()).toBe(404);
  } finally {
    if (id) await remove(request, baseURL, token, `help-articles/${id}`);
  }
});

test('a news post dated in the future is listed as scheduled and not shown on the storefront', async ({
  page,
  context,
  request,
  baseURL,
  newContext,
}) => {
  const en: Lang = 'en';
  const token = await staffSession(context, request, baseURL, 'editor@example.com', en);
  const title = `Opening of our new branch ${process.pid}${Date.now() % 100_000}`;
  let id: number | null = null;
  try {
    await page.goto(adminUrl('/s/S001/content/news/new'));
    await page.locator('#title_en').fill(title);
    await page.locator('#body_en').fill('We open soon.');
    // A week from now, in the shop's time (UTC+7).
    const later = new Date(Date.now() + 7 * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 16);
    await page.getByLabel(tx(en, 'content.publishedAt')).fill(later);
    await page.getByRole('button', { name: tx(en, 'content.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: tx(en, 'content.saved') })).toBeVisible();
    id = Number(/\/content\/news\/(\d+)/.exec(page.url())?.[1]);
    await page.goto(adminUrl('/s/S001/content'));
    await expect(page.locator(`#news-${id}`)).toContainText(tx(en, 'content.scheduled', { date: '' }, false));

    const shopper = await (await newContext()).newPage();
    await shopper.goto(shopUrl('S001', '/news'));
    await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shopper.getByText(title)).toHaveCount(0);
    expect((await shopper.goto(shopUrl('S001', `/news/${id}`)))?.status()).toBe(404);
  } finally {
    if (id) await remove(request, baseURL, token, `news/${id}`);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('in Khmer the pages and an article’s editor fit the screen, the languages one under another', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const kh: Lang = 'kh';
    await staffSession(context, request, baseURL, 'editor@example.com', kh);
    await page.goto(adminUrl('/s/S001/content'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(kh, 'content.title'));
    await page.evaluate(() => document.fonts.ready);
    await shot(page, 'kh-content-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.locator('ol a[href*="/content/article/"]').first().click();
    await expect(page.locator('#body_kh')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await shot(page, 'kh-content-article-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // One under another: the Khmer text below the English one, as wide.
    const en = await page.locator('#title_en').boundingBox();
    const khBox = await page.locator('#title_kh').boundingBox();
    expect(khBox?.y ?? 0).toBeGreaterThan(en?.y ?? 0);
    expect(Math.round(khBox?.width ?? 0)).toBe(Math.round(en?.width ?? 0));
  });
});
