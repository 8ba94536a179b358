import { shopUrl } from '../../../web/tests/e2e/fixtures';
import { uniqueWord } from './catalogue';
import {
  adminGet,
  adminUrl,
  clean,
  expect,
  type Lang,
  marked,
  shot,
  staffSession,
  staffToken,
  t,
  test,
  tx,
} from './fixtures';

// Categories and brands in the back office: an editor adds a category of their own (the demo's
// are read by the storefront's tests), names it in Khmer and the storefront's Khmer menu says it,
// then deletes it; adds a brand; the page on a phone in Khmer. Without JavaScript: plain forms.

test.use({ javaScriptEnabled: false });

interface Tree {
  categories: { id: number; name: { en: string; kh: string } }[];
}

test('the editor adds a category, names it in Khmer: the storefront’s Khmer menu says it; then deletes it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // The storefront's menu is read again within a minute (its cache time).
  test.setTimeout(180_000);
  const kh: Lang = 'kh';
  const word = uniqueWord();
  const en = `Test shelf ${word}`;
  const khmer = `ធ្នើតេស្ត ${word}`;
  await staffSession(context, request, baseURL, 'editor@example.com', kh);
  await page.goto(adminUrl('/s/S001'));
  await page
    .getByRole('navigation', { name: tx(kh, 'nav.menu') })
    .getByRole('link', { name: tx(kh, 'nav.categories') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(kh, 'categories.title'));

  // Added in English only: an empty English name is refused by the browser, so the API's 400 is
  // met through a bad slug, and what was typed stays.
  await page
    .locator('summary')
    .filter({ hasText: marked(`+ ${t(kh, 'categories.add')}`) })
    .click();
  const adding = page
    .locator('details[open]')
    .filter({ has: page.getByRole('button', { name: tx(kh, 'categories.create') }) });
  await adding.locator('input[name="name_en"]').fill(en);
  await adding.locator('input[name="slug"]').fill('Not A Slug');
  await adding.getByRole('button', { name: tx(kh, 'categories.create') }).click();
  await expect(page.getByRole('alert')).toContainText('slug');
  const again = page
    .locator('details[open]')
    .filter({ has: page.getByRole('button', { name: tx(kh, 'categories.create') }) });
  await expect(again.locator('input[name="name_en"]')).toHaveValue(en);
  await again.locator('input[name="slug"]').fill('');
  await again.getByRole('button', { name: tx(kh, 'categories.create') }).click();
  await expect(page.getByRole('status').filter({ hasText: tx(kh, 'categories.created') })).toBeVisible();

  const token = await staffToken(request, baseURL, 'editor@example.com');
  const made = (await adminGet<Tree>(request, baseURL, token, '/categories')).categories.find(
    (c) => c.name.en === en,
  );
  expect(made).toBeDefined();
  const row = page.locator(`#category-${made!.id}`);
  await row
    .getByText(tx(kh, 'categories.edit', undefined, false))
    .first()
    .click();
  await row.locator('input[name="name_kh"]').first().fill(khmer);
  await row
    .getByRole('button', { name: tx(kh, 'categories.save') })
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: tx(kh, 'categories.saved') })).toBeVisible();
  await expect(row.locator('input[name="name_kh"]').first()).toHaveValue(khmer);

  // The storefront's Khmer pages carry it in their menu within its cache time (a minute).
  await expect
    .poll(
      async () => {
        await page.goto(shopUrl('S001', '/', kh, baseURL));
        return clean(await page.content()).includes(khmer);
      },
      { timeout: 90_000, intervals: [1000, 3000, 5000] },
    )
    .toBe(true);

  // Moved up once, then deleted (it has no products).
  await page.goto(adminUrl('/s/S001/categories'));
  await page
    .locator(`#category-${made!.id}`)
    .getByRole('button', { name: new RegExp(tx(kh, 'categories.up', undefined, false).source) })
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: tx(kh, 'categories.moved') })).toBeVisible();
  const moved = (await adminGet<Tree>(request, baseURL, token, '/categories')).categories.map((c) => c.id);
  expect(moved.at(-2)).toBe(made!.id);
  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .locator(`#category-${made!.id}`)
    .getByText(tx(kh, 'categories.edit', undefined, false))
    .first()
    .click();
  await shot(page, 'categories-kh-390');
  await page
    .locator(`#category-${made!.id}`)
    .getByRole('button', { name: new RegExp(tx(kh, 'categories.delete', undefined, false).source) })
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: tx(kh, 'categories.deleted') })).toBeVisible();
  const left = (await adminGet<Tree>(request, baseURL, token, '/categories')).categories.map((c) => c.id);
  expect(left).not.toContain(made!.id);
});

test('a category products use is not deleted: the editor is told why', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const en: Lang = 'en';
  await staffSession(context, request, baseURL, 'editor@example.com', en);
  const token = await staffToken(request, baseURL, 'editor@example.com');
  const tree = await adminGet<{ categories: { id: number; products: number }[] }>(
    request,
    baseURL,
    token,
    '/categories',
  );
  const used = tree.categories.find((c) => c.products > 0);
  await page.goto(adminUrl('/s/S001/categories'));
  await page
    .locator(`#category-${used!.id}`)
    .getByText(tx(en, 'categories.edit', undefined, false))
    .first()
    .click();
  await page
    .locator(`#category-${used!.id}`)
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  await expect(page.getByRole('alert')).toContainText(tx(en, 'categories.inUse', undefined, false));
  await expect(page.getByRole('alert')).toContainText(`${used!.products} products use this category`);
});

test('the editor adds a brand named in three languages', async ({ page, context, request, baseURL }) => {
  const en: Lang = 'en';
  const word = uniqueWord();
  await staffSession(context, request, baseURL, 'editor@example.com', en);
  await page.goto(adminUrl('/s/S001'));
  await page
    .getByRole('navigation', { name: tx(en, 'nav.menu') })
    .getByRole('link', { name: tx(en, 'nav.brands') })
    .click();
  await page.getByText(tx(en, 'brands.add', undefined, false)).click();
  const adding = page.locator('details[open]');
  await adding.getByLabel('Name (English) · required').fill(`Brand ${word}`);
  await adding.locator('input[name="name_kh"]').fill(`ម៉ាក ${word}`);
  await adding.locator('input[name="name_zh"]').fill(`品牌 ${word}`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: tx(en, 'categories.created') })).toBeVisible();
  await expect(page.getByText(`Brand ${word}`).first()).toBeVisible();
  const token = await staffToken(request, baseURL, 'editor@example.com');
  const brands = await adminGet<{ id: number; slug: string; name: { kh: string } }[]>(
    request,
    baseURL,
    token,
    '/brands',
  );
  const brand = brands.find((b) => b.name.kh === `ម៉ាក ${word}`);
  expect(brand?.slug).toBe(`brand-${word.toLowerCase()}`);
  // Not left behind.
  await page.locator(`#brand-${brand!.id}`).getByText('Edit').first().click();
  await page
    .locator(`#brand-${brand!.id}`)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: tx(en, 'categories.deleted') })).toBeVisible();
});
