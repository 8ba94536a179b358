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

test('the floating buttons are one button until unfolded, with 44 px targets, and fold on a tap elsewhere', async ({
  page,
  baseURL,
}) => {
  const lang = 'zh';
  await page.goto(shopUrl('S001', '/product/1', lang, baseURL));
  await hydrated(page);
  const fold = page.getByTestId('floating-actions');
  const button = fold.locator('summary');
  const box = await button.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  const items = [
    page.getByRole('link', { name: msg(lang, 'floating.chat') }),
    page.getByRole('link', { name: new RegExp(`^${msg(lang, 'floating.telegram')}`) }),
    page.getByRole('link', { name: new RegExp(`^${msg(lang, 'floating.whatsapp')}`) }),
    page.getByRole('link', { name: msg(lang, 'floating.scrollTop') }),
  ];
  for (const item of items) await expect(item).toBeHidden();
  await button.tap();
  for (const item of items) {
    await expect(item).toBeVisible();
    expect((await item.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
  await page.getByRole('heading', { level: 1 }).tap();
  for (const item of items) await expect(item).toBeHidden();
});
