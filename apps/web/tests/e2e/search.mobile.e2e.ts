import { expect, hydrated, msg, shopUrl, test } from './fixtures';

test('the mobile search icon opens the field, which suggests', async ({ page, baseURL }) => {
  await page.goto(shopUrl('S001', '/', 'kh', baseURL));
  await hydrated(page);
  const field = page.getByRole('combobox', { name: msg('kh', 'search.label') });
  await expect(field).toBeHidden();
  await page.getByRole('button', { name: msg('kh', 'search.open') }).click();
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  await field.pressSequentially('galaxy', { delay: 20 });
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.getByRole('listbox').getByRole('option').first().click();
  await expect(page).toHaveURL(/\/kh\/product\/\d+$/);
});

test('the header bar asks from 2 characters (not 1), through its own call, up to 15', async ({
  page,
  baseURL,
}) => {
  const asked: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/suggest')) asked.push(new URL(request.url()));
  });
  await page.goto(shopUrl('S001', '/', 'zh', baseURL));
  await hydrated(page);
  await page.getByRole('button', { name: msg('zh', 'search.open') }).click();
  const field = page.getByRole('combobox', { name: msg('zh', 'search.label') });
  await field.pressSequentially('手', { delay: 30 });
  // Longer than the 250 ms debounce: a request would have gone out by now.
  await page.waitForTimeout(700);
  expect(asked).toEqual([]);
  await field.pressSequentially('机');
  const options = page.getByRole('listbox', { name: msg('zh', 'search.suggestions') }).getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(asked.map((u) => [u.searchParams.get('q'), u.searchParams.get('from')])).toEqual([
    ['手机', 'header'],
  ]);
  expect(await options.count()).toBeGreaterThan(12);
  expect(await options.count()).toBeLessThanOrEqual(15);
  await expect(options.first()).toContainText('手机');
});
