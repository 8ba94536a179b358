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
