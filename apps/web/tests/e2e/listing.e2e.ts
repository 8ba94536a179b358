import { expect, hydrated, msg, shopUrl, test } from './fixtures';

test('category mode: filters and sort in the address, pagination keeps them', async ({ page, baseURL }) => {
  await page.goto(shopUrl('S001', '/phone', 'en', baseURL));
  await hydrated(page);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await expect(page.getByRole('navigation', { name: msg('en', 'listing.breadcrumbs') })).toContainText(
    heading ?? '',
  );
  const cards = page.locator('main a[href^="/product/"]');
  await expect(cards).toHaveCount(24);

  await page.getByLabel(msg('en', 'listing.sort')).selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  // The price paid: the promo price when there is one (the card's first bold price).
  const paid = () =>
    page
      .locator('main a[href^="/product/"]')
      .evaluateAll((cards) =>
        cards.map((card) =>
          Number((card.querySelector('.mt-auto .font-bold')?.textContent ?? '').replace(/[^0-9.]/g, '')),
        ),
      );
  // The new page renders just after the address changes: wait for the sorted grid.
  await expect
    .poll(async () => {
      const values = await paid();
      return values.length === 24 && values.every((v, i) => i === 0 || (values[i - 1] ?? 0) <= v);
    })
    .toBe(true);

  const pages = page.getByRole('navigation', { name: msg('en', 'pagination.label') });
  await pages.getByRole('link', { name: msg('en', 'pagination.next') }).click();
  await expect(page).toHaveURL(/sort=price_asc.*page=2|page=2.*sort=price_asc/);
  await expect(page.getByLabel(msg('en', 'listing.sort'))).toHaveValue('price_asc');
});

test('brand mode from the brand query, in Chinese', async ({ page, baseURL }) => {
  await page.goto(shopUrl('S001', '/', 'zh', baseURL));
  const brandLink = page.locator('main a[href^="/zh/category?brand_id="]').first();
  await brandLink.click();
  await expect(page).toHaveURL(/\/zh\/category\?brand_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main a[href^="/zh/product/"]').first()).toBeVisible();
  // A brand page has no brand filter of its own.
  await expect(page.getByLabel(msg('zh', 'listing.brand'), { exact: true })).toHaveCount(0);
});

test('an unknown category is the 404 page', async ({ page, baseURL }) => {
  const response = await page.goto(shopUrl('S001', '/category?cat_id=999999', 'kh', baseURL));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: msg('kh', 'error.notFound') })).toBeVisible();
});

test('spare parts narrow by device: maker, then model, in Khmer', async ({ page, baseURL }) => {
  await page.goto(shopUrl('S001', '/sparepart', 'kh', baseURL));
  await hydrated(page);
  const cards = page.locator('main a[href^="/kh/product/"]');
  const total = await cards.count();
  await page.getByLabel(msg('kh', 'listing.deviceBrand')).selectOption('Apple');
  await expect(page).toHaveURL(/device_brand=Apple/);
  const model = page.getByLabel(msg('kh', 'listing.deviceModel'));
  await expect(model).toBeVisible();
  const wanted = await model.locator('option').nth(1).getAttribute('value');
  await model.selectOption(wanted ?? '');
  await expect.poll(() => new URL(page.url()).searchParams.get('device_model')).toBe(wanted);
  await expect.poll(() => cards.count()).toBeLessThan(total);
  // Every part shown says it fits that model.
  const first = await cards.first().getAttribute('href');
  await page.goto(new URL(first ?? '', page.url()).toString());
  await expect(page.locator('main')).toContainText(wanted ?? '');
});

test('spare parts by device without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(shopUrl('S001', '/sparepart', 'en', baseURL));
  await page.getByLabel(msg('en', 'listing.deviceBrand')).selectOption('Samsung');
  await page.getByRole('button', { name: msg('en', 'listing.apply') }).click();
  await expect(page).toHaveURL(/device_brand=Samsung/);
  const model = page.getByLabel(msg('en', 'listing.deviceModel'));
  await expect(model.locator('option')).not.toHaveCount(1);
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
  await context.close();
});
