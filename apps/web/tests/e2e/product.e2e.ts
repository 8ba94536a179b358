import type { Page } from '@playwright/test';
import { expect, hydrated, type Lang, msg, shopUrl, test } from './fixtures';

/** The id of the first product in a listing of S001. */
async function firstProductIds(page: Page, baseURL: string | undefined, count: number): Promise<string[]> {
  await page.goto(shopUrl('S001', '/phone', 'en', baseURL));
  const hrefs = await page
    .locator('main a[href^="/product/"]')
    .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').split('/').pop() ?? ''));
  return hrefs.slice(0, count);
}

for (const lang of ['en', 'kh', 'zh'] as Lang[]) {
  test(`product page in ${lang}`, async ({ page, baseURL }) => {
    const [id] = await firstProductIds(page, baseURL, 1);
    const response = await page.goto(shopUrl('S001', `/product/${id}`, lang, baseURL));
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page).toHaveTitle(new RegExp(`^${(name ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await expect(page.getByTestId('product-price')).toContainText('$');
    await expect(page.getByRole('button', { name: msg(lang, 'product.addToCart') })).toBeVisible();
    // Buy now is a button of the product form (the chosen variant goes with it, script or none).
    await expect(
      page.locator('form#add-to-cart').getByRole('button', { name: msg(lang, 'product.buyNow') }),
    ).toHaveAttribute('value', 'buy-now');
    const ld = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(ld ?? '{}')).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'USD' } });
    await expect(page.locator('link[rel="alternate"][hreflang="km"]')).toHaveAttribute(
      'href',
      /\/kh\/product\//,
    );

    // Add to cart: the header badge counts it.
    await page.getByRole('button', { name: msg(lang, 'product.addToCart') }).click();
    await expect(page.getByText(msg(lang, 'product.addedToCart'))).toBeVisible();
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(cart).toHaveLength(1);
    // Wishlist needs a login: the wishlist page says so, with a link to log in and come back.
    await page.getByRole('link', { name: msg(lang, 'product.wishlist') }).click();
    await expect(page.getByTestId('wishlist-login-first')).toContainText(msg(lang, 'notify.loginFirst'));
    const prefix = lang === 'en' ? '' : `/${lang}`;
    await expect(
      page.getByTestId('wishlist-login-first').getByRole('link', { name: msg(lang, 'wishlist.login') }),
    ).toHaveAttribute('href', `${prefix}/login?redirect=${encodeURIComponent(`${prefix}/product/${id}`)}`);
  });
}

test('an unknown product is the 404 page', async ({ page, baseURL }) => {
  const response = await page.goto(shopUrl('S001', '/product/987654321', 'en', baseURL));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: msg('en', 'error.notFound') })).toBeVisible();
});

test('compare: duplicates and a fifth product are refused with the exact messages; the table', async ({
  page,
  baseURL,
}) => {
  const ids = await firstProductIds(page, baseURL, 5);
  for (const id of ids.slice(0, 4)) {
    await page.goto(shopUrl('S001', `/product/${id}`, 'en', baseURL));
    await hydrated(page);
    await page.getByRole('button', { name: msg('en', 'product.compare'), exact: true }).click();
    await expect(page.getByText(msg('en', 'product.addedToCompare'))).toBeVisible();
  }
  await page.getByRole('button', { name: msg('en', 'product.compare'), exact: true }).click();
  await expect(page.getByText(msg('en', 'notify.compareExists'))).toBeVisible();

  await page.goto(shopUrl('S001', `/product/${ids[4]}`, 'en', baseURL));
  await hydrated(page);
  await page.getByRole('button', { name: msg('en', 'product.compare'), exact: true }).click();
  await expect(page.getByText(msg('en', 'notify.compareMax', { max: '4' }))).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /Compare, 4/ })).toBeVisible();

  await page.goto(shopUrl('S001', '/compare', 'en', baseURL));
  await hydrated(page);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(5);
  await expect(table.locator('tr[data-differs]').first()).toBeVisible();
  const first = (await table.getByRole('columnheader').nth(1).getByRole('link').textContent()) ?? '';
  await page.getByRole('button', { name: msg('en', 'compare.remove', { name: first }) }).click();
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  await expect(page.getByRole('banner').getByRole('link', { name: /Compare, 3/ })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('compare') ?? '[]').length)).toBe(3);
});

test('compare: the empty list, in Khmer', async ({ page, baseURL }) => {
  await page.goto(shopUrl('S001', '/compare', 'kh', baseURL));
  await hydrated(page);
  await expect(page.getByTestId('compare-empty')).toContainText(msg('kh', 'compare.empty'));
  await expect(page.getByRole('link', { name: msg('kh', 'compare.browse') })).toHaveAttribute('href', '/kh');
});
