import { expect, hydrated, msg, shopUrl, test } from './fixtures';

test('small screens get the app banner, the bottom bar and the menu button', async ({ page, baseURL }) => {
  await page.goto(shopUrl('S001', '/', 'kh', baseURL));
  await hydrated(page);
  const banner = page.getByRole('region', { name: /app/i }).or(page.getByText(msg('kh', 'appBanner.text')));
  await expect(banner.first()).toBeVisible();
  const bottom = page.getByRole('navigation', { name: msg('kh', 'a11y.mobileNavigation') });
  await expect(bottom).toBeVisible();
  await bottom.getByRole('button', { name: new RegExp(msg('kh', 'bottomBar.carts')) }).click();
  await expect(page.getByRole('dialog', { name: msg('kh', 'cart.title') })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: msg('kh', 'a11y.openMenu') }).click();
  await expect(page.getByRole('dialog', { name: msg('kh', 'header.allCategory') })).toBeVisible();
});
