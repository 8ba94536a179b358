import { newProduct, productNow, someoneElseSaves } from './catalogue';
import { adminUrl, expect, type Lang, marked, shot, staffSession, t, test, tx } from './fixtures';
import { buyVariant, fillType, makeColours, variantRow } from './import-variants';

// The variants editor on a desktop: a test product of its own given a colour in three languages,
// every combination made, stock and a SKU typed, saved; a customer buys a colour on the storefront
// and its stock goes down. A refused row keeps what was typed; without JavaScript the same work
// is done with plain forms (variants.mobile.e2e.ts: the same on a phone in Khmer).

test('an editor gives a product two colours with stock; a customer buys the black one in English', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const en: Lang = 'en';
  const product = await newProduct(request, baseURL);
  await staffSession(context, request, baseURL, 'editor@example.com', en);
  await page.goto(adminUrl(`/s/S001/products/${product.id}`));
  await makeColours(page, en, product.word, (name) => shot(page, `en-desktop-${name}`));
  const saved = await productNow(request, baseURL, product.id);
  expect(saved.option_types.map((type) => type.name)).toEqual([{ en: 'Colour', kh: 'ពណ៌', zh: '颜色' }]);
  expect(saved.variants.map((v) => [v.name, v.price, v.stock])).toEqual([
    ['Black', 12.5, 100],
    ['White', 14, 5],
  ]);
  expect(saved.variants[0]?.sku).toBe(`VAR-B-${product.word}`);
  expect(saved.variants[1]?.sku).toMatch(/^P\d+-\d+$/);
  // The page shows what was saved, each row by its options.
  await expect(variantRow(page, 'Black').getByLabel(tx(en, 'product.sku'))).toHaveValue(
    `VAR-B-${product.word}`,
  );
  await buyVariant(page, context, request, baseURL, en, product.id, 'Black');
  const after = await productNow(request, baseURL, product.id);
  expect(after.variants.find((v) => v.name === 'Black')?.stock).toBe(99);
});

test('a refused save keeps what was typed and names the row; a stale page is told, theirs shown', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const en: Lang = 'en';
  const product = await newProduct(request, baseURL);
  await staffSession(context, request, baseURL, 'editor@example.com', en);
  await page.goto(adminUrl(`/s/S001/products/${product.id}/variants`));
  await fillType(page, en, 1, { en: 'Size', kh: 'ទំហំ', zh: '尺寸' }, [
    { en: 'Small', kh: 'តូច', zh: '小' },
    { en: 'Large', kh: 'ធំ', zh: '大' },
  ]);
  await page.getByRole('button', { name: tx(en, 'variants.combine') }).click();
  const small = variantRow(page, 'Small');
  await small.getByLabel(tx(en, 'variants.price')).fill('10');
  await small.getByLabel(tx(en, 'variants.promo')).fill('11');
  await small.getByLabel(tx(en, 'product.stock')).fill('100');
  await page.getByRole('button', { name: tx(en, 'variants.save') }).click();
  await expect(page.getByRole('alert')).toContainText('promo_price must be below its price');
  await expect(small.getByLabel(tx(en, 'variants.promo'))).toHaveAttribute('aria-invalid', 'true');
  await expect(small.getByLabel(tx(en, 'product.stock'))).toHaveValue('100');
  await expect(
    page.getByLabel(marked(`${t(en, 'variants.value', { n: 2 })} (${t(en, 'lang.kh')})`)),
  ).toHaveValue('ធំ');
  await shot(page, 'en-desktop-variants-refused');
  await small.getByLabel(tx(en, 'variants.promo')).fill('9');
  // Someone else saves the product in between: told, theirs shown, the form kept; saved on purpose.
  await someoneElseSaves(request, baseURL, product.id, `Their cable ${product.word}`);
  await page.getByRole('button', { name: tx(en, 'variants.save') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t(en, 'variants.conflict') })).toBeVisible();
  await expect(small.getByLabel(tx(en, 'variants.promo'))).toHaveValue('9');
  await page.getByRole('button', { name: tx(en, 'variants.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: t(en, 'variants.saved') })).toBeVisible();
  const saved = await productNow(request, baseURL, product.id);
  expect(saved.variants.map((v) => [v.name, v.price, v.promo_price, v.stock])).toEqual([
    ['Small', 10, 9, 100],
    ['Large', 12.5, null, 0],
  ]);
});

test('without JavaScript: a value added, every combination made and saved with plain forms', async ({
  newContext,
  request,
  baseURL,
}) => {
  const en: Lang = 'en';
  const product = await newProduct(request, baseURL);
  const context = await newContext({ javaScriptEnabled: false });
  await staffSession(context, request, baseURL, 'editor@example.com', en);
  const page = await context.newPage();
  await page.goto(adminUrl(`/s/S001/products/${product.id}/variants`));
  await fillType(page, en, 1, { en: 'Plug', kh: 'ដោត', zh: '插头' }, [
    { en: 'Type A', kh: 'ប្រភេទ A', zh: 'A 型' },
    { en: 'Type C', kh: 'ប្រភេទ C', zh: 'C 型' },
  ]);
  await page.getByRole('button', { name: marked(t(en, 'variants.addValue'), false) }).click();
  await page.getByLabel(marked(`${t(en, 'variants.value', { n: 3 })} (${t(en, 'lang.en')})`)).fill('Type G');
  await page.getByRole('button', { name: tx(en, 'variants.combine') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: t(en, 'variants.combined', { count: 3 }) }),
  ).toBeVisible();
  await variantRow(page, 'Type G').getByLabel(tx(en, 'product.stock')).fill('100');
  await variantRow(page, 'Type A').getByLabel(tx(en, 'variants.remove')).check();
  await page.getByRole('button', { name: tx(en, 'variants.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: t(en, 'variants.saved') })).toBeVisible();
  const saved = await productNow(request, baseURL, product.id);
  expect(saved.variants.map((v) => [v.name, v.stock])).toEqual([
    ['Type C', 0],
    ['Type G', 100],
  ]);
  expect(saved.option_types[0]?.options.map((o) => o.name.en)).toEqual(['Type A', 'Type C', 'Type G']);
});
