import { expect, hydrated, msg, shopUrl, test } from './fixtures';

test('suggestions are asked for only from 3 characters, and the keyboard picks one', async ({
  page,
  baseURL,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/suggest'))
      asked.push(new URL(request.url()).searchParams.get('q') ?? '');
  });
  await page.goto(shopUrl('S001', '/', 'en', baseURL));
  await hydrated(page);
  const field = page.getByRole('combobox', { name: msg('en', 'search.label') });
  await field.click();
  await field.pressSequentially('ga', { delay: 30 });
  // Longer than the 250 ms debounce: a request would have gone out by now.
  await page.waitForTimeout(700);
  expect(asked).toEqual([]);
  await expect(page.getByRole('listbox')).toBeHidden();

  await field.press('l');
  const options = page.getByRole('listbox', { name: msg('en', 'search.suggestions') }).getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(asked).toEqual(['gal']);
  expect(await options.count()).toBeLessThanOrEqual(12);
  await expect(options.first()).toContainText('$');
  await expect(field).toHaveAttribute('aria-expanded', 'true');

  await field.press('ArrowDown');
  await field.press('ArrowDown');
  const second = options.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
  await field.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await field.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+$/);
});

test('Enter on empty text stays; Enter on text opens its results page', async ({ page, baseURL }) => {
  await page.goto(shopUrl('S001', '/', 'kh', baseURL));
  await hydrated(page);
  const field = page.getByRole('combobox', { name: msg('kh', 'search.label') });
  await field.fill('   ');
  await field.press('Enter');
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/kh');

  await field.fill('galaxy');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/kh\/search\/galaxy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    msg('kh', 'search.title', { term: 'galaxy' }),
  );
  await expect(page.locator('main a[href^="/kh/product/"]').first()).toBeVisible();
});

test('the search page: results, pagination keeping the term, empty state', async ({ page, baseURL }) => {
  const response = await page.goto(shopUrl('S001', '/search/a', 'en', baseURL));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Search: a – /);
  await expect(page.locator('main a[href^="/product/"]')).toHaveCount(24);
  const pages = page.getByRole('navigation', { name: msg('en', 'pagination.label') });
  await pages.getByRole('link', { name: msg('en', 'pagination.next') }).click();
  await expect(page).toHaveURL(/\/search\/a\?page=2$/);
  await expect(pages.locator('[aria-current="page"]')).toContainText('2');

  await page.goto(shopUrl('S001', '/search/qqqzzzxx', 'zh', baseURL));
  await expect(page.getByTestId('search-empty')).toContainText(
    msg('zh', 'search.empty', { term: 'qqqzzzxx' }),
  );
});

test('the search form works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(shopUrl('S001', '/', 'en', baseURL));
  await page.getByRole('combobox', { name: msg('en', 'search.label') }).fill('samsung');
  await page.getByRole('combobox', { name: msg('en', 'search.label') }).press('Enter');
  await expect(page).toHaveURL(/\/search\/samsung$/);
  await context.close();
});
