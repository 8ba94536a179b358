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
  await expect(page.getByLabel(msg('zh', 'listing.brand'))).toHaveCount(0);
});

test('an unknown category is the 404 page', async ({ page, baseURL }) => {
  const response = await page.goto(shopUrl('S001', '/category?cat_id=999999', 'kh', baseURL));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: msg('kh', 'error.notFound') })).toBeVisible();
});
