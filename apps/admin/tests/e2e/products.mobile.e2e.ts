import type { Page } from '@playwright/test';
import {
  changeStock,
  expectShopTitle,
  findAndOpen,
  newProduct,
  productNow,
  someoneElseSaves,
  textField,
} from './catalogue';
import { adminUrl, expect, type Lang, marked, shot, staffSession, t, test, tx } from './fixtures';

// The catalogue on a phone (390×844): the same work as on a desktop (products.e2e.ts) with a
// thumb, in Khmer and Chinese, the pages photographed into /tmp/admin-shots and none wider than
// the screen.

test.use({ viewport: { width: 390, height: 844 } });

/** The page photographed, and no wider than the phone's screen. */
async function fits(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await shot(page, name);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} is wider than the screen`).toBeLessThanOrEqual(390);
}

test('on a phone in Khmer: the editor finds a product, names it in Khmer, adds stock; the storefront says the name', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.slow();
  const kh: Lang = 'kh';
  const product = await newProduct(request, baseURL);
  await staffSession(context, request, baseURL, 'editor@example.com', kh);
  await findAndOpen(page, kh, `SKU-${product.word}`, `Test cable ${product.word}`);
  await fits(page, 'kh-product-editor');
  const khmerName = `កាសស្តាប់ ${product.word}`;
  await textField(page, kh, 'product.name', 'kh').fill(khmerName);
  await textField(page, kh, 'product.description', 'kh').fill('ខ្សែសាកលឿន ប្រវែងមួយម៉ែត្រ។');
  await expect(page.getByText(tx(kh, 'product.missing', { count: 2 }, false))).toBeVisible();
  // The save button stays at hand at the bottom of the screen, 44 px high at least.
  const save = page.getByRole('button', { name: tx(kh, 'product.save') });
  await expect(save).toBeInViewport();
  expect((await save.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: tx(kh, 'product.saved') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(marked(khmerName));
  await changeStock(page, kh, 'add', 3, 'received', 'ទំនិញចូលថ្មី');
  await expect(
    page.getByRole('status').filter({ hasText: tx(kh, 'stock.done', { stock: 103 }) }),
  ).toBeVisible();
  const movements = page.getByRole('list', { name: tx(kh, 'stock.movements') });
  await expect(movements.getByRole('listitem').first()).toContainText('+3');
  await expect(movements.getByRole('listitem').first()).toContainText('ទំនិញចូលថ្មី');
  await fits(page, 'kh-product-stock');
  await page.goto(adminUrl(`/s/S001/products?q=${product.word}`));
  await expect(page.getByRole('link', { name: marked(khmerName) })).toBeVisible();
  await fits(page, 'kh-products-found');
  await expectShopTitle(page, baseURL, kh, product.id, khmerName);
});

test('on a phone in Chinese: a stale save is told as such, with the other save shown and the typed name kept', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.slow();
  const zh: Lang = 'zh';
  const product = await newProduct(request, baseURL);
  await staffSession(context, request, baseURL, 'editor@example.com', zh);
  await page.goto(adminUrl(`/s/S001/products/${product.id}`));
  const mine = `快充线 ${product.word}`;
  await textField(page, zh, 'product.name', 'zh').fill(mine);
  await someoneElseSaves(request, baseURL, product.id, `Their cable ${product.word}`);
  await page.getByRole('button', { name: tx(zh, 'product.save') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t(zh, 'product.conflict') })).toBeVisible();
  // Their save, in the section that shows it (the page's heading may name it too).
  const their = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: tx(zh, 'product.conflictTitle') }) });
  await expect(their).toContainText(`Their cable ${product.word}`);
  await expect(textField(page, zh, 'product.name', 'zh')).toHaveValue(mine);
  await fits(page, 'zh-product-conflict');
  await page.getByRole('button', { name: tx(zh, 'product.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: t(zh, 'product.saved') })).toBeVisible();
  expect((await productNow(request, baseURL, product.id)).name.zh).toBe(mine);
});
