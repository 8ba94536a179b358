import type { Locator, Page } from '@playwright/test';
import { apiBase, expect, hydrated, msg, productIds, registerCustomer, shopUrl, test } from './fixtures';

// Issue 14, part 5, on a phone (Pixel 7): the compare table, the guest's wishlist, touch targets.

/** The links, buttons and option pickers under `root` smaller than 44 × 44 px (name and size). */
async function smallTargets(root: Locator): Promise<string[]> {
  return root.locator('a, button, label:has(input[type="radio"])').evaluateAll((elements) =>
    elements.flatMap((el) => {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return [];
      if (box.width >= 44 && box.height >= 44) return [];
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
      return [`${name} ${Math.round(box.width)}×${Math.round(box.height)}`];
    }),
  );
}

async function laptopIds(page: Page, baseURL: string | undefined, count: number): Promise<number[]> {
  const response = await page.request.get(
    `${apiBase(baseURL)}/api/products?store_code=S001&category_id=1&row_per_page=${count}`,
  );
  return ((await response.json()) as { data: { id: number }[] }).data.map((p) => p.id);
}

test('compare in Chinese: the spec names stay in view, a cue says more products are to the right', async ({
  page,
  baseURL,
}) => {
  const ids = await laptopIds(page, baseURL, 3);
  expect(ids).toHaveLength(3);
  await page.goto(shopUrl('S001', '/robots.txt', 'en', baseURL));
  await page.evaluate(
    (list) => localStorage.setItem('compare', JSON.stringify(list.map((id) => ({ id })))),
    ids,
  );
  await page.goto(shopUrl('S001', '/compare', 'zh', baseURL));
  await hydrated(page);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  const cue = page.getByTestId('compare-scroll-cue');
  await expect(cue).toBeVisible();
  await expect(cue).toHaveText(msg('zh', 'compare.scrollCue', { count: '3' }));

  // The screen shows the spec names, the first product and the start of the second.
  const scroller = page.getByTestId('compare-scroller');
  const view = await scroller.boundingBox();
  const second = await table.getByRole('columnheader').nth(2).boundingBox();
  expect(view && second).toBeTruthy();
  if (!view || !second) return;
  expect(second.x).toBeLessThan(view.x + view.width - 40);
  expect(second.x + second.width).toBeGreaterThan(view.x + view.width);

  // Scrolled to the last product: the price row's name is where it was, the cue is gone.
  const priceName = table.getByRole('rowheader', { name: msg('zh', 'compare.price') });
  const before = await priceName.boundingBox();
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(cue).toBeHidden();
  const after = await priceName.boundingBox();
  expect(after?.x).toBe(before?.x);
  await expect(table.getByRole('columnheader').nth(3)).toBeInViewport();
  expect(await smallTargets(page.getByRole('main'))).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest taps Favorite: “please login first”, log in, and back to the wishlist', async ({
    page,
    request,
    baseURL,
  }) => {
    const customer = await registerCustomer(request, baseURL);
    await page.goto(shopUrl('S001', '/', 'kh', baseURL));
    const bottom = page.getByRole('navigation', { name: msg('kh', 'a11y.mobileNavigation') });
    await bottom.getByRole('link', { name: msg('kh', 'bottomBar.favorite') }).click();
    await expect(page).toHaveURL(/\/kh\/wishlist$/);
    const card = page.getByTestId('wishlist-login-first');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(msg('kh', 'notify.loginFirst'));
    expect(await smallTargets(page.getByRole('main'))).toEqual([]);
    await card.getByRole('link', { name: msg('kh', 'wishlist.login') }).click();
    await page.getByLabel(msg('kh', 'auth.email')).fill(customer.email);
    await page.getByLabel(msg('kh', 'auth.password')).fill(customer.password);
    await page.getByRole('button', { name: msg('kh', 'auth.submitLogin') }).click();
    await expect(page).toHaveURL(/\/kh\/wishlist$/);
    await expect(page.getByTestId('wishlist-empty')).toContainText(msg('kh', 'wishlist.empty'));
  });

  test('a guest’s “Add to wishlist” on a product page leads to log in and back to the product', async ({
    page,
    request,
    baseURL,
  }) => {
    const [id] = await productIds(request, baseURL, 1);
    await page.goto(shopUrl('S001', `/product/${id}`, 'zh', baseURL));
    await page.getByRole('link', { name: msg('zh', 'product.wishlist') }).click();
    await expect(page).toHaveURL(new RegExp(`/zh/wishlist\\?product=${id}$`));
    await expect(page.getByTestId('wishlist-login-first')).toContainText(msg('zh', 'notify.loginFirst'));
    await page
      .getByTestId('wishlist-login-first')
      .getByRole('link', { name: msg('zh', 'wishlist.login') })
      .click();
    const customer = await registerCustomer(request, baseURL);
    await page.getByLabel(msg('zh', 'auth.email')).fill(customer.email);
    await page.getByLabel(msg('zh', 'auth.password')).fill(customer.password);
    await page.getByRole('button', { name: msg('zh', 'auth.submitLogin') }).click();
    await expect(page).toHaveURL(new RegExp(`/zh/product/${id}$`));
    // Signed in, the page's “Add to wishlist” is the button that adds.
    await expect(page.getByRole('button', { name: msg('zh', 'product.wishlist') })).toBeVisible();
  });
});

test('the product page’s option pickers and buttons are 44 px touch targets', async ({
  page,
  request,
  baseURL,
}) => {
  const found = await request.get(`${apiBase(baseURL)}/api/products?store_code=S001&name=C75&row_per_page=5`);
  const c75 = ((await found.json()) as { data: { id: number; name: string }[] }).data.find((p) =>
    p.name.includes('C75'),
  );
  await page.goto(shopUrl('S001', `/product/${c75?.id}`, 'kh', baseURL));
  await hydrated(page);
  const buy = page.locator('main section').nth(1);
  await expect(buy.locator('fieldset')).toHaveCount(2);
  expect(await smallTargets(buy)).toEqual([]);
});
