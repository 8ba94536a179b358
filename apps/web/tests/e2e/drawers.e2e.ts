import { expect, hydrated, msg, registerCustomer, shopUrl, test, useSession } from './fixtures';

test('All Category: categories, a chevron to the grouped subcategories, MAIN MENU back', async ({
  page,
  baseURL,
}) => {
  await page.goto(shopUrl('S001', '/', 'en', baseURL));
  await hydrated(page);
  await page.getByRole('button', { name: msg('en', 'header.allCategory') }).click();
  const drawer = page.getByRole('dialog', { name: msg('en', 'header.allCategory') });
  await expect(drawer).toBeVisible();
  const categoryLinks = drawer.locator('a[href*="/category?cat_id="]');
  expect(await categoryLinks.count()).toBeGreaterThanOrEqual(12);
  const chevron = drawer.getByRole('button', { name: /^Show subcategories of / }).first();
  await chevron.click();
  await expect(drawer.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const sub = drawer.locator('a[href*="&sub_id="]').first();
  await expect(sub).toHaveAttribute('href', /\/category\?cat_id=\d+&sub_id=\d+/);
  await drawer.getByRole('button', { name: msg('en', 'header.mainMenu') }).click();
  await expect(drawer.locator('a[href*="&sub_id="]')).toHaveCount(0);
  expect(await categoryLinks.count()).toBeGreaterThanOrEqual(12);
});

test('the drawers open and close from the keyboard', async ({ page, baseURL }) => {
  await page.goto(shopUrl('S002', '/', 'kh', baseURL));
  await hydrated(page);
  const button = page.getByRole('button', { name: msg('kh', 'header.allCategory') });
  await button.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: msg('kh', 'header.allCategory') });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();
  const brands = page.getByRole('button', { name: msg('kh', 'header.allBrand') });
  await brands.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('dialog', { name: msg('kh', 'header.allBrand') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: msg('kh', 'header.allBrand') })).toBeHidden();
});

test('All Brand lists brands that have products, with their images', async ({ page, baseURL, request }) => {
  await page.goto(shopUrl('S007', '/', 'en', baseURL));
  await hydrated(page);
  await page.getByRole('button', { name: msg('en', 'header.allBrand') }).click();
  const drawer = page.getByRole('dialog', { name: msg('en', 'header.allBrand') });
  const links = drawer.locator('a[href*="/category?brand_id="]');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(10);
  // The brand's picture, on the shop's own origin (decision 026), and drawn.
  const logo = links.first().locator('img');
  await expect(logo).toHaveAttribute('src', /^\/media\/gen\/brand\//);
  await logo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // Every brand listed has products, as the API's probe call says.
  const apiPort = Number(new URL(baseURL!).port) + 1000;
  for (const i of [0, count - 1]) {
    const id = new URL((await links.nth(i).getAttribute('href'))!, baseURL).searchParams.get('brand_id');
    const probe = await request.get(
      `http://127.0.0.1:${apiPort}/api/products?brand_id=${id}&page=1&row_per_page=1&store_code=S007`,
    );
    expect((await probe.json()).data).toHaveLength(1);
  }
});

test('the cart and wishlist drawers open on the right with their empty texts', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.goto(shopUrl('S001', '/', 'zh', baseURL));
  await hydrated(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(msg('zh', 'header.cart')) })
    .click();
  const cart = page.getByRole('dialog', { name: msg('zh', 'cart.title') });
  await expect(cart).toBeVisible();
  await expect(cart.getByText(msg('zh', 'cart.empty'))).toBeVisible();
  await expect(cart.getByRole('button', { name: msg('zh', 'cart.checkout') })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();
  // A guest's wishlist is a page: 'please login first', and a link to log in and come back.
  await page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(msg('zh', 'header.wishlist')) })
    .click();
  await expect(page).toHaveURL(/\/zh\/wishlist$/);
  await expect(page.getByTestId('wishlist-login-first')).toContainText(msg('zh', 'notify.loginFirst'));
  await expect(
    page.getByTestId('wishlist-login-first').getByRole('link', { name: msg('zh', 'wishlist.login') }),
  ).toHaveAttribute('href', `/zh/login?redirect=${encodeURIComponent('/zh/wishlist')}`);
  // A customer's empty wishlist opens as a drawer.
  await useSession(context, await registerCustomer(request, baseURL), baseURL);
  await page.goto(shopUrl('S001', '/', 'zh', baseURL));
  await hydrated(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(msg('zh', 'header.wishlist')) })
    .click();
  const wishlist = page.getByRole('dialog', { name: msg('zh', 'wishlist.title') });
  await expect(wishlist.getByText(msg('zh', 'wishlist.empty'))).toBeVisible();
  await expect(wishlist.getByRole('link', { name: msg('zh', 'wishlist.browse') })).toBeVisible();
});
