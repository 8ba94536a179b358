import { apiBase, expect, type Lang, msg, productIds, registerCustomer, shopUrl, test } from './fixtures';

// Issue 14, part 3 (and part 2's plain links): a phone without JavaScript searches, opens the
// menu, the cart and the floating buttons, and adds to the cart through plain forms.
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
