import { adminUrl, expect, type Lang, shot, staffSession, t, test, tx } from './fixtures';
import { importFile, importSteps, pickFile, shopPageSays, storefrontFinds } from './import-variants';

// The catalogue import on a desktop: a CSV checked (what it would create, a refused row with its
// reason in the staff member's language), imported, and the storefront sells what it made; a file
// that is not UTF-8 is refused whole and said so; without JavaScript the checked file is imported
// from the page itself (import.mobile.e2e.ts: the same on a phone in Khmer).

test('an editor checks a CSV (one new product, one refused row), imports it, and the storefront shows the product', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const en: Lang = 'en';
  const file = await importFile(request, baseURL);
  await staffSession(context, request, baseURL, 'editor@example.com', en);
  await importSteps(page, en, file, (name) => shot(page, `en-desktop-${name}`));
  const id = await storefrontFinds(request, baseURL, file.product.name_en);
  await shopPageSays(page, baseURL, 'kh', id, file.product.name_kh);
});

test('a file that is not UTF-8 is refused whole, in Khmer; nothing is checked', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const kh: Lang = 'kh';
  await staffSession(context, request, baseURL, 'editor@example.com', kh);
  await page.goto(adminUrl('/s/S001/products/import'));
  // "Café" in Latin-1: not UTF-8.
  await pickFile(page, kh, 'latin1.csv', Buffer.from('product,sku\ncaf\xe9,X1\n', 'latin1'));
  await page.getByRole('button', { name: tx(kh, 'import.check') }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(tx(kh, 'import.notChecked', undefined, false));
  await expect(alert).toContainText(tx(kh, 'import.notUtf8', undefined, false));
  await expect(page.getByRole('button', { name: tx(kh, 'import.check') })).toBeVisible();
  // A file without the export's columns: the missing ones named.
  await pickFile(page, kh, 'columns.csv', 'product,sku\nx,y\n');
  await page.getByRole('button', { name: tx(kh, 'import.check') }).click();
  await expect(page.getByRole('alert')).toContainText('name_en');
  await shot(page, 'kh-desktop-import-refused');
});

test('without JavaScript: the checked file travels in the page and is imported from it', async ({
  newContext,
  request,
  baseURL,
}) => {
  const en: Lang = 'en';
  const file = await importFile(request, baseURL);
  const context = await newContext({ javaScriptEnabled: false });
  await staffSession(context, request, baseURL, 'editor@example.com', en);
  const page = await context.newPage();
  await importSteps(page, en, file);
  await expect(page.getByText(t(en, 'import.another'))).toBeVisible();
  await storefrontFinds(request, baseURL, file.product.name_en);
});
