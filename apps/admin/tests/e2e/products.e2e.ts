import {
  changeStock,
  expectShopTitle,
  findAndOpen,
  newProduct,
  productNow,
  someoneElseSaves,
  TEST_CATEGORY,
  textField,
  uniqueWord,
} from './catalogue';
import { adminUrl, expect, type Lang, marked, shot, staffSession, t, test, tx } from './fixtures';

// The catalogue on a desktop: an editor finds a product, names it in Khmer and the storefront
// says it; a save on a stale page is told so and kept; stock changed with a reason; a bulk change
// and its refusal; a cashier has no catalogue (products.mobile.e2e.ts: the same on a phone).

test('the editor finds a product by its SKU (Khmer), names it in Khmer; the storefront’s Khmer page says the new name', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const kh: Lang = 'kh';
  const product = await newProduct(request, baseURL);
  await staffSession(context, request, baseURL, 'editor@example.com', kh);
  await page.goto(adminUrl('/s/S001'));
  await page
    .getByRole('navigation', { name: tx(kh, 'nav.menu') })
    .getByRole('link', { name: tx(kh, 'nav.products') })
    .click();
  await findAndOpen(page, kh, `SKU-${product.word}`, `Test cable ${product.word}`);
  // Two of the four texts a shopper would miss: the Khmer and Chinese names (and descriptions).
  await expect(page.getByText(tx(kh, 'product.missing', { count: 4 }, false))).toBeVisible();
  const khmerName = `ខ្សែសាក ${product.word}`;
  await textField(page, kh, 'product.name', 'kh').fill(khmerName);
  await expect(page.getByText(tx(kh, 'product.missing', { count: 3 }, false))).toBeVisible();
  await page.getByRole('button', { name: tx(kh, 'product.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: tx(kh, 'product.saved') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(marked(khmerName));
  await expect(textField(page, kh, 'product.name', 'kh')).toHaveValue(khmerName);
  expect((await productNow(request, baseURL, product.id)).name.kh).toBe(khmerName);
  await expectShopTitle(page, baseURL, kh, product.id, khmerName);
});

test('a stale save: someone else saved in between; the editor is told, sees theirs, keeps what they typed and saves on purpose', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const en: Lang = 'en';
  const product = await newProduct(request, baseURL);
  await staffSession(context, request, baseURL, 'editor@example.com', en);
  await page.goto(adminUrl(`/s/S001/products/${product.id}`));
  const mine = `我的线 ${product.word}`;
  await textField(page, en, 'product.name', 'zh').fill(mine);
  const price = page.getByLabel(tx(en, 'product.price'));
  await price.fill('11.90');
  const theirs = `Their cable ${product.word}`;
  await someoneElseSaves(request, baseURL, product.id, theirs);
  await page.getByRole('button', { name: tx(en, 'product.save') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t(en, 'product.conflict') })).toBeVisible();
  const their = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: tx(en, 'product.conflictTitle') }) });
  await expect(their).toContainText(theirs);
  // What the editor typed is still there.
  await expect(textField(page, en, 'product.name', 'zh')).toHaveValue(mine);
  await expect(price).toHaveValue('11.90');
  await shot(page, 'en-desktop-product-conflict');
  // Saved again on purpose: on the version someone else made.
  await page.getByRole('button', { name: tx(en, 'product.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: t(en, 'product.saved') })).toBeVisible();
  const now = await productNow(request, baseURL, product.id);
  expect(now.name.zh).toBe(mine);
  expect(now.variants[0]?.price).toBe(11.9);
  expect(now.version).toBe(product.version + 2);
});

test('a refused save keeps everything typed and says what the API said; a new product is made from the form', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const en: Lang = 'en';
  const word = uniqueWord();
  await staffSession(context, request, baseURL, 'editor@example.com', en);
  await page.goto(adminUrl('/s/S001/products'));
  await page.getByRole('link', { name: tx(en, 'products.new') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(en, 'product.newTitle'));
  await textField(page, en, 'product.name', 'en').fill(`New speaker ${word}`);
  await textField(page, en, 'product.name', 'kh').fill(`ឧបករណ៍បំពងសំឡេង ${word}`);
  await textField(page, en, 'product.description', 'en').fill('Loud.\nSmall.');
  await page.getByLabel(tx(en, 'product.place')).selectOption(String(TEST_CATEGORY));
  await page.getByLabel(tx(en, 'product.stockNew')).fill('50');
  await page.getByLabel(tx(en, 'product.sku')).fill(`SPK-${word}`);
  await page.getByLabel(tx(en, 'product.price')).fill('20');
  await page.getByLabel(tx(en, 'product.promoPrice')).fill('25');
  await page.getByRole('button', { name: tx(en, 'product.create') }).click();
  await expect(page.getByRole('alert')).toContainText(t(en, 'product.notSaved'));
  await expect(page.getByRole('alert')).toContainText('promo_price must be below its price');
  await expect(page.getByLabel(tx(en, 'product.promoPrice'))).toHaveAttribute('aria-invalid', 'true');
  await expect(textField(page, en, 'product.name', 'kh')).toHaveValue(`ឧបករណ៍បំពងសំឡេង ${word}`);
  await expect(textField(page, en, 'product.description', 'en')).toHaveValue('Loud.\nSmall.');
  await expect(page.getByLabel(tx(en, 'product.sku'))).toHaveValue(`SPK-${word}`);
  await shot(page, 'en-desktop-product-refused');
  await page.getByLabel(tx(en, 'product.promoPrice')).fill('18.5');
  await page.getByRole('button', { name: tx(en, 'product.create') }).click();
  await expect(page.getByRole('status').filter({ hasText: t(en, 'product.created') })).toBeVisible();
  await expect(page).toHaveURL(/\/s\/S001\/products\/\d+\?done=created$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`New speaker ${word}`);
  const id = Number(/products\/(\d+)/.exec(page.url())?.[1]);
  const made = await productNow(request, baseURL, id);
  expect(made.variants).toEqual([
    { id: null, sku: `SPK-${word}`, name: '', price: 20, promo_price: 18.5, stock: 50 },
  ]);
  expect(made.description.en).toBe('Loud.\nSmall.');
});

test('stock: received with a note and taken away as damaged, each in the movements with who; more than there is, refused', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const en: Lang = 'en';
  const product = await newProduct(request, baseURL);
  await staffSession(context, request, baseURL, 'editor@example.com', en);
  await page.goto(adminUrl(`/s/S001/products/${product.id}`));
  await changeStock(page, en, 'add', 5, 'received', `Delivery ${product.word}`);
  await expect(
    page.getByRole('status').filter({ hasText: t(en, 'stock.done', { stock: 105 }) }),
  ).toBeVisible();
  const movements = page.getByRole('list', { name: tx(en, 'stock.movements') });
  const received = movements.getByRole('listitem').first();
  await expect(received).toContainText('+5');
  await expect(received).toContainText(t(en, 'stock.reason.received'));
  await expect(received).toContainText(`Delivery ${product.word}`);
  await expect(received).toContainText(t(en, 'order.by', { name: 'Channary Editor' }));
  await changeStock(page, en, 'take', 2, 'damaged', 'Dropped');
  await expect(
    page.getByRole('status').filter({ hasText: t(en, 'stock.done', { stock: 103 }) }),
  ).toBeVisible();
  await expect(movements.getByRole('listitem').first()).toContainText('−2');
  await expect(movements.getByRole('listitem').first()).toContainText(t(en, 'stock.reason.damaged'));
  await changeStock(page, en, 'take', 500, 'counted', '');
  await expect(page.getByRole('alert')).toContainText('the stock would fall below 0 (it is 103)');
  expect((await productNow(request, baseURL, product.id)).variants[0]?.stock).toBe(103);
  await shot(page, 'en-desktop-product-stock');
});

test('a bulk change: two hidden products shown at once; a price cut below zero refused for both, nothing changed', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const en: Lang = 'en';
  const word = uniqueWord();
  // Made hidden, then shown: a product the storefront's tests may have taken is never withdrawn.
  const one = await newProduct(request, baseURL, word, {
    published: false,
    variants: [{ sku: `B1-${word}`, price: 3, promo_price: null, stock: 100 }],
  });
  const two = await newProduct(request, baseURL, word, {
    name: { en: `Test plug ${word}`, kh: '', zh: '' },
    published: false,
    variants: [{ sku: `B2-${word}`, price: 30, promo_price: null, stock: 100 }],
  });
  await staffSession(context, request, baseURL, 'editor@example.com', en);
  await page.goto(adminUrl(`/s/S001/products?q=${word}`));
  await expect(page.getByText(tx(en, 'products.found', { count: 2 }))).toBeVisible();
  const tick = async () => {
    for (const name of [`Test cable ${word}`, `Test plug ${word}`])
      await page.getByRole('checkbox', { name: tx(en, 'products.select', { name }) }).check();
  };
  await page.getByText(tx(en, 'products.bulkTitle')).click();
  await tick();
  await page.getByLabel(tx(en, 'products.bulkAction')).selectOption('price');
  await page.getByLabel(tx(en, 'products.bulkDirection')).selectOption('down');
  await page.getByLabel(tx(en, 'products.bulkBy')).selectOption('amount');
  await page.getByLabel(tx(en, 'products.bulkValue')).fill('5');
  await page.getByRole('button', { name: tx(en, 'products.bulkApply') }).click();
  await expect(page.getByRole('alert')).toContainText(t(en, 'products.refused'));
  await expect(page.getByRole('alert')).toContainText('a price would fall below 0');
  expect((await productNow(request, baseURL, two.id)).variants[0]?.price).toBe(30);
  // The ticks are kept for the next try.
  await expect(
    page.getByRole('checkbox', { name: tx(en, 'products.select', { name: `Test plug ${word}` }) }),
  ).toBeChecked();
  await page.getByLabel(tx(en, 'products.bulkAction')).selectOption('publish');
  await page.getByRole('button', { name: tx(en, 'products.bulkApply') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: t(en, 'products.bulkDone', { count: 2 }) }),
  ).toBeVisible();
  for (const p of [one, two]) expect((await productNow(request, baseURL, p.id)).published).toBe(true);
  // The shown filter finds them.
  await page.getByText(tx(en, 'orders.filters')).click();
  await page.getByLabel(tx(en, 'products.visibility')).selectOption('true');
  await page.getByRole('button', { name: tx(en, 'orders.apply') }).click();
  await expect(page).toHaveURL(/published=true/);
  await expect(page.getByText(tx(en, 'products.found', { count: 2 }))).toBeVisible();
  await page.goto(adminUrl('/s/S001/products'));
  await page.getByText(tx(en, 'products.bulkTitle')).click();
  await shot(page, 'en-desktop-products');
  // The export: the catalogue as CSV, the two products in it.
  const csv = await page.request.get(adminUrl('/s/S001/products.csv'));
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  const text = await csv.text();
  expect(text).toContain(`B1-${word}`);
  expect(text).toContain(`B2-${word}`);
  await expect(page.getByRole('link', { name: tx(en, 'products.export') })).toHaveAttribute(
    'href',
    '/s/S001/products.csv',
  );
});

test('a cashier has no Products tab, and the products’ pages answer 403', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const en: Lang = 'en';
  await staffSession(context, request, baseURL, 'cashier@example.com', en);
  await page.goto(adminUrl('/s/S001/orders'));
  const tabs = page.getByRole('navigation', { name: tx(en, 'nav.menu') });
  await expect(tabs.getByRole('link', { name: tx(en, 'nav.orders') })).toBeVisible();
  await expect(tabs.getByRole('link', { name: tx(en, 'nav.products') })).toHaveCount(0);
  for (const path of ['/s/S001/products', '/s/S001/products/new', '/s/S001/products/1']) {
    const answer = await page.goto(adminUrl(path));
    expect(answer?.status(), path).toBe(403);
    await expect(page.getByText(tx(en, 'error.forbidden'))).toBeVisible();
  }
  const csv = await page.request.get(adminUrl('/s/S001/products.csv'));
  expect(csv.status()).toBe(403);
});

test('without JavaScript: a save and a stock change are plain forms, each answered with the page again', async ({
  newContext,
  request,
  baseURL,
}) => {
  const en: Lang = 'en';
  const product = await newProduct(request, baseURL);
  const context = await newContext({ javaScriptEnabled: false });
  await staffSession(context, request, baseURL, 'editor@example.com', en);
  const page = await context.newPage();
  await page.goto(adminUrl(`/s/S001/products/${product.id}`));
  await textField(page, en, 'product.name', 'zh').fill(`无脚本 ${product.word}`);
  await page.getByRole('button', { name: tx(en, 'product.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: t(en, 'product.saved') })).toBeVisible();
  await changeStock(page, en, 'take', 4, 'correction', '');
  await expect(
    page.getByRole('status').filter({ hasText: t(en, 'stock.done', { stock: 96 }) }),
  ).toBeVisible();
  const now = await productNow(request, baseURL, product.id);
  expect(now.name.zh).toBe(`无脚本 ${product.word}`);
  expect(now.variants[0]?.stock).toBe(96);
});
