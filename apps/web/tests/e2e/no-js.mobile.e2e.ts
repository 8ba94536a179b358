import type { APIRequestContext, Page } from '@playwright/test';
import { apiBase, expect, type Lang, msg, productIds, registerCustomer, shopUrl, test } from './fixtures';

// Issue 14, part 3 (and part 2's plain links): a phone without JavaScript searches, opens the
// menu, the cart and the floating buttons, and adds to the cart through plain forms; it also adds
// the chosen variant to the wishlist, empties the wishlist page and buys now (the no-JS gaps).
test.use({ javaScriptEnabled: false });

test('without JavaScript the search icon shows the field, and the form searches', async ({
  page,
  baseURL,
}) => {
  const lang: Lang = 'kh';
  await page.goto(shopUrl('S001', '/', lang, baseURL));
  const field = page.getByRole('combobox', { name: msg(lang, 'search.label') });
  await expect(field).toBeHidden();
  await page.getByRole('button', { name: msg(lang, 'search.open') }).tap();
  await expect(field).toBeVisible();
  await field.fill('galaxy');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/kh\/search\/galaxy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('galaxy');
});

test('without JavaScript the menu, the brands and the cart open as panels', async ({ page, baseURL }) => {
  const lang: Lang = 'zh';
  await page.goto(shopUrl('S001', '/', lang, baseURL));
  await page.getByRole('button', { name: msg(lang, 'a11y.openMenu') }).tap();
  const menu = page.getByRole('region', { name: msg(lang, 'header.allCategory') });
  await expect(menu).toBeVisible();
  await menu
    .getByRole('link', { name: msg(lang, 'a11y.close') })
    .last()
    .tap();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: msg(lang, 'header.allBrand') }).tap();
  const brands = page.getByRole('region', { name: msg(lang, 'header.allBrand') });
  await expect(brands).toBeVisible();
  await brands.locator('a[href*="brand_id="]').first().tap();
  await expect(page).toHaveURL(/\/zh\/category\?brand_id=\d+/);

  // A guest's cart is kept by the page's script: the panel says so and offers to log in.
  const bottom = page.getByRole('navigation', { name: msg(lang, 'a11y.mobileNavigation') });
  await bottom.getByRole('button', { name: new RegExp(`^${msg(lang, 'bottomBar.carts')}`) }).tap();
  const cart = page.getByRole('region', { name: msg(lang, 'cart.title') });
  await expect(cart.getByText(msg(lang, 'panels.guestCart'))).toBeVisible();
  await expect(cart.getByRole('link', { name: msg(lang, 'header.login') })).toBeVisible();
});

test('without JavaScript the floating buttons unfold and the chat is its page', async ({ page, baseURL }) => {
  const lang: Lang = 'en';
  await page.goto(shopUrl('S001', '/', lang, baseURL));
  const chat = page.getByRole('link', { name: msg(lang, 'floating.chat') });
  await expect(chat).toBeHidden();
  await page.getByTestId('floating-actions').locator('summary').tap();
  await expect(chat).toBeVisible();
  await chat.tap();
  await expect(page).toHaveURL(shopUrl('S001', '/chat', lang, baseURL));
});

test('without JavaScript "Add to cart" sends a guest to log in and back, then adds to the cart', async ({
  page,
  request,
  baseURL,
}) => {
  const lang: Lang = 'kh';
  const customer = await registerCustomer(request, baseURL);
  const [id] = await productIds(request, baseURL, 1);
  await page.goto(shopUrl('S001', `/product/${id}`, lang, baseURL));
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const add = page.getByRole('button', { name: msg(lang, 'product.addToCart') });
  await add.tap();
  await expect(page).toHaveURL(/\/kh\/login\?redirect=/);
  await page.getByLabel(msg(lang, 'auth.email')).fill(customer.email);
  await page.getByLabel(msg(lang, 'auth.password')).fill(customer.password);
  await page.getByRole('button', { name: msg(lang, 'auth.submitLogin') }).tap();
  await expect(page).toHaveURL(shopUrl('S001', `/product/${id}`, lang, baseURL));

  await add.tap();
  await expect(page.getByTestId('add-to-cart-outcome')).toHaveText(msg(lang, 'product.addedToCart'));
  // The server's page shows the customer's cart: its badge and its panel.
  const bottom = page.getByRole('navigation', { name: msg(lang, 'a11y.mobileNavigation') });
  const carts = bottom.getByRole('button', { name: new RegExp(`^${msg(lang, 'bottomBar.carts')}`) });
  await expect(carts).toHaveAccessibleName(/1/);
  await carts.tap();
  const cart = page.getByRole('region', { name: msg(lang, 'cart.title') });
  await expect(cart.getByText(name)).toBeVisible();
  await expect(cart.getByRole('link', { name: msg(lang, 'cart.checkout') })).toBeVisible();
});

test('without JavaScript the option pickers choose the variant "Add to cart" adds', async ({
  page,
  request,
  baseURL,
}) => {
  const lang: Lang = 'en';
  const customer = await registerCustomer(request, baseURL);
  const found = await request.get(
    `${apiBase(baseURL)}/api/products?store_code=S001&name=realme%20C75&row_per_page=5`,
  );
  const c75 = ((await found.json()) as { data: { id: number; name: string }[] }).data.find((p) =>
    p.name.includes('C75'),
  );
  expect(c75).toBeTruthy();
  await page.goto(
    `${shopUrl('S001', '/login', lang, baseURL)}?redirect=${encodeURIComponent(`/product/${c75?.id}`)}`,
  );
  await page.getByLabel(msg(lang, 'auth.email')).fill(customer.email);
  await page.getByLabel(msg(lang, 'auth.password')).fill(customer.password);
  await page.getByRole('button', { name: msg(lang, 'auth.submitLogin') }).tap();
  await expect(page).toHaveURL(shopUrl('S001', `/product/${c75?.id}`, lang, baseURL));

  // The radios stand outside the form but belong to it: the browser checks the tapped one.
  await page
    .locator('main fieldset label')
    .filter({ hasText: /^256GB/ })
    .tap();
  await page.getByRole('button', { name: msg(lang, 'product.addToCart') }).tap();
  await expect(page.getByTestId('add-to-cart-outcome')).toHaveText(msg(lang, 'product.addedToCart'));
  const bottom = page.getByRole('navigation', { name: msg(lang, 'a11y.mobileNavigation') });
  await bottom.getByRole('button', { name: new RegExp(`^${msg(lang, 'bottomBar.carts')}`) }).tap();
  const cart = page.getByRole('region', { name: msg(lang, 'cart.title') });
  await expect(cart.getByText('Black / 256GB')).toBeVisible();
  await expect(cart).toContainText('$159.00');
});

/** The realme C75 of S001 (Black / 128GB at $129, Black / 256GB at $159). */
async function c75(request: APIRequestContext, baseURL: string | undefined) {
  const found = await request.get(
    `${apiBase(baseURL)}/api/products?store_code=S001&name=realme%20C75&row_per_page=5`,
  );
  const product = ((await found.json()) as { data: { id: number; name: string }[] }).data.find((p) =>
    p.name.includes('C75'),
  );
  expect(product).toBeTruthy();
  return product?.id as number;
}

/** Fills the login form the page shows and sends it (no script: the server answers). */
async function logIn(page: Page, lang: Lang, customer: { email: string; password: string }) {
  await page.getByLabel(msg(lang, 'auth.email')).fill(customer.email);
  await page.getByLabel(msg(lang, 'auth.password')).fill(customer.password);
  await page.getByRole('button', { name: msg(lang, 'auth.submitLogin') }).tap();
}

test('without JavaScript a customer keeps the chosen variant in the wishlist, adds it to the cart and removes it', async ({
  page,
  request,
  baseURL,
}) => {
  const lang: Lang = 'zh';
  const customer = await registerCustomer(request, baseURL);
  const id = await c75(request, baseURL);
  await page.goto(shopUrl('S001', `/product/${id}`, lang, baseURL));
  // A guest: 'please login first', then log in and back to the product.
  await page.getByRole('link', { name: msg(lang, 'product.wishlist') }).tap();
  await expect(page.getByTestId('wishlist-login-first')).toContainText(msg(lang, 'notify.loginFirst'));
  await page
    .getByTestId('wishlist-login-first')
    .getByRole('link', { name: msg(lang, 'wishlist.login') })
    .tap();
  await logIn(page, lang, customer);
  await expect(page).toHaveURL(shopUrl('S001', `/product/${id}`, lang, baseURL));

  await page
    .locator('main fieldset label')
    .filter({ hasText: /^256GB/ })
    .tap();
  await page.getByRole('button', { name: msg(lang, 'product.wishlist') }).tap();
  await expect(page.getByTestId('wishlist-outcome')).toHaveText(msg(lang, 'notify.addedToWishlist'));

  // The wishlist page: the wished variant at its price, its add to cart and remove as forms.
  await page.goto(shopUrl('S001', '/wishlist', lang, baseURL));
  const line = page.getByTestId('wishlist-item');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('wishlist-variant')).toHaveText(/256GB/);
  await expect(line).toContainText('$159.00');
  await line.getByRole('button', { name: new RegExp(`^${msg(lang, 'wishlist.addToCart')}`) }).tap();
  await expect(page.getByTestId('wishlist-outcome')).toHaveText(msg(lang, 'product.addedToCart'));
  const bottom = page.getByRole('navigation', { name: msg(lang, 'a11y.mobileNavigation') });
  await bottom.getByRole('button', { name: new RegExp(`^${msg(lang, 'bottomBar.carts')}`) }).tap();
  const cart = page.getByRole('region', { name: msg(lang, 'cart.title') });
  await expect(cart).toContainText('256GB');
  await expect(cart).toContainText('$159.00');

  await page.goto(shopUrl('S001', '/wishlist', lang, baseURL));
  const name = (await line.getByRole('link').first().textContent())?.trim() ?? '';
  await line.getByRole('button', { name: msg(lang, 'wishlist.remove', { name }) }).tap();
  await expect(page.getByTestId('wishlist-outcome')).toHaveText(msg(lang, 'wishlist.removed'));
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  await expect(page.getByTestId('wishlist-item')).toHaveCount(0);
});

test('without JavaScript "Buy now" checks out the chosen variant, a guest logging in first', async ({
  page,
  request,
  baseURL,
}) => {
  const lang: Lang = 'kh';
  const customer = await registerCustomer(request, baseURL);
  const id = await c75(request, baseURL);
  await page.goto(shopUrl('S001', `/product/${id}`, lang, baseURL));
  await page
    .locator('main fieldset label')
    .filter({ hasText: /^256GB/ })
    .tap();
  await page.getByRole('button', { name: msg(lang, 'product.buyNow') }).tap();
  await expect(page).toHaveURL(/\/kh\/login\?redirect=/);
  await logIn(page, lang, customer);
  await expect(page).toHaveURL(new RegExp(`/kh/buynow/${id}\\?quantity=1&variant_option_id=\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(lang, 'buynow.title'));
  const main = page.getByRole('main');
  await expect(main).toContainText('256GB');
  await expect(main).toContainText('$159.00');
});
