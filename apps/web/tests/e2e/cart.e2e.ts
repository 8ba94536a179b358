import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiBase,
  expect,
  hydrated,
  type Lang,
  msg,
  productIds,
  registerCustomer,
  sameOrigin,
  shopUrl,
  test,
  useSession,
} from './fixtures';

const prefix = (lang: Lang) => (lang === 'en' ? '' : `/${lang}`);

function cartButton(page: Page, lang: Lang) {
  return page.getByRole('banner').getByRole('button', { name: new RegExp(`^${msg(lang, 'header.cart')}`) });
}

async function openCart(page: Page, lang: Lang) {
  await cartButton(page, lang).click();
  const drawer = page.getByRole('dialog', { name: msg(lang, 'cart.title') });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function addFromProductPage(page: Page, id: number, lang: Lang, baseURL: string | undefined) {
  await page.goto(shopUrl('S001', `/product/${id}`, lang, baseURL));
  await hydrated(page);
  await page.getByRole('button', { name: msg(lang, 'product.addToCart') }).click();
  await expect(page.getByText(msg(lang, 'product.addedToCart'))).toBeVisible();
  return (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
}

/** A product's name in English, as the API sends it (the cart line shows it). */
async function productName(request: APIRequestContext, id: number, baseURL: string | undefined) {
  const response = await request.get(`${apiBase(baseURL)}/api/product/${id}?store_code=S001&lang=en`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { name: string } }).data.name;
}

const guestCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: number; quantity: number }[]);

test('guest cart in Khmer: add, plus, minus stops at 1, delete, empty text, two tabs agree', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const lang: Lang = 'kh';
  const [id] = await productIds(request, baseURL, 1);
  const name = await addFromProductPage(page, id as number, lang, baseURL);
  await expect(cartButton(page, lang)).toHaveAccessibleName(new RegExp(msg(lang, 'a11y.itemCountOne')));

  const other = await context.newPage();
  await other.goto(shopUrl('S001', '/', lang, baseURL));
  await hydrated(other);
  await expect(cartButton(other, lang)).toHaveAccessibleName(new RegExp(msg(lang, 'a11y.itemCountOne')));

  const drawer = await openCart(page, lang);
  const line = drawer.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(name);
  const minus = line.getByRole('button', { name: msg(lang, 'cart.decrease', { name }) });
  const plus = line.getByRole('button', { name: msg(lang, 'cart.increase', { name }) });
  // Minimum quantity 1: minus does nothing.
  await expect(minus).toBeDisabled();
  await plus.click();
  await plus.click();
  await expect.poll(() => guestCart(page)).toEqual([expect.objectContaining({ id, quantity: 3 })]);
  await minus.click();
  await expect.poll(() => guestCart(page)).toEqual([expect.objectContaining({ id, quantity: 2 })]);
  // The other tab follows (storage event).
  await expect(cartButton(other, lang)).toHaveAccessibleName(
    new RegExp(msg(lang, 'a11y.itemCount', { count: '2' })),
  );
  await minus.click();
  await expect(minus).toBeDisabled();
  await expect.poll(() => guestCart(page)).toEqual([expect.objectContaining({ quantity: 1 })]);
  await expect(drawer.getByRole('link', { name: msg(lang, 'cart.checkout') })).toHaveAttribute(
    'href',
    `${prefix(lang)}/checkout`,
  );

  await line.getByRole('button', { name: msg(lang, 'cart.remove', { name }) }).click();
  await expect(drawer.getByText(msg(lang, 'cart.empty'))).toBeVisible();
  await expect(drawer.getByRole('button', { name: msg(lang, 'cart.checkout') })).toBeDisabled();
  expect(await guestCart(page)).toEqual([]);
  await expect(cartButton(other, lang)).toHaveAccessibleName(msg(lang, 'header.cart'));
});

test('login merges the guest cart once: quantities summed, no duplicate lines, local cart emptied', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const lang: Lang = 'en';
  const customer = await registerCustomer(request, baseURL);
  const [a, b] = await productIds(request, baseURL, 2);

  // The customer already has one of product A in the server cart.
  await useSession(context, customer, baseURL);
  await addFromProductPage(page, a as number, lang, baseURL);
  await expect(cartButton(page, lang)).toHaveAccessibleName(/, 1 item$/);
  await context.clearCookies();

  // As a guest: two of A and one of B.
  const nameA = await addFromProductPage(page, a as number, lang, baseURL);
  await page.getByRole('button', { name: msg(lang, 'product.addToCart') }).click();
  const nameB = await addFromProductPage(page, b as number, lang, baseURL);
  expect(await guestCart(page)).toHaveLength(2);
  const key = await page.evaluate(() => localStorage.getItem('cart_key'));
  expect(key).toBeTruthy();

  // Log in through the form.
  await page.goto(shopUrl('S001', '/login', lang, baseURL));
  await hydrated(page);
  await page.getByLabel(msg(lang, 'auth.email')).fill(customer.email);
  await page.getByLabel(msg(lang, 'auth.password')).fill(customer.password);
  await page.getByRole('button', { name: msg(lang, 'auth.submitLogin') }).click();
  await expect(page).toHaveURL(/\/account\/myaccount$/);
  await expect.poll(() => guestCart(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('cart_key'))).toBeNull();
  await expect(cartButton(page, lang)).toHaveAccessibleName(/4 items/);

  // A reload (or another tab sending the same key) adds nothing more.
  await page.reload();
  await hydrated(page);
  const drawer = await openCart(page, lang);
  const lines = drawer.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const lineA = lines.filter({ hasText: nameA });
  await expect(lineA.getByTestId('line-quantity')).toHaveText('3');
  await expect(lines.filter({ hasText: nameB }).getByTestId('line-quantity')).toHaveText('1');
  const resend = await request.post(shopUrl('S001', '/api/cart', lang, baseURL), {
    headers: { cookie: `session=${customer.token}`, ...sameOrigin(shopUrl('S001', '/', lang, baseURL)) },
    form: {
      intent: 'convert',
      merge_key: key as string,
      items: JSON.stringify([{ product_id: a, quantity: 2, variant_option_id: 0 }]),
    },
  });
  expect(resend.status()).toBe(200);
  await page.reload();
  await hydrated(page);
  await expect(cartButton(page, lang)).toHaveAccessibleName(/4 items/);
});

test('server cart controls: plus, minus stops at 1, delete', async ({ page, context, request, baseURL }) => {
  const lang: Lang = 'en';
  const customer = await registerCustomer(request, baseURL);
  const [a, b] = await productIds(request, baseURL, 2);
  const filled = await request.post(shopUrl('S001', '/api/cart', lang, baseURL), {
    headers: { cookie: `session=${customer.token}`, ...sameOrigin(shopUrl('S001', '/', lang, baseURL)) },
    form: {
      intent: 'convert',
      merge_key: `controls-${customer.email}`,
      items: JSON.stringify([
        { product_id: a, quantity: 3, variant_option_id: 0 },
        { product_id: b, quantity: 1, variant_option_id: 0 },
      ]),
    },
  });
  expect(filled.status()).toBe(200);
  await useSession(context, customer, baseURL);
  const nameB = await productName(request, b as number, baseURL);
  await page.goto(shopUrl('S001', '/', lang, baseURL));
  await hydrated(page);
  await expect(cartButton(page, lang)).toHaveAccessibleName(/4 items/);

  const drawer2 = await openCart(page, lang);
  const lineB = drawer2.getByTestId('cart-line').filter({ hasText: nameB });
  const minusB = lineB.getByRole('button', { name: msg(lang, 'cart.decrease', { name: nameB }) });
  await expect(minusB).toBeDisabled();
  await lineB.getByRole('button', { name: msg(lang, 'cart.increase', { name: nameB }) }).click();
  await expect(cartButton(page, lang)).toHaveAccessibleName(/5 items/);
  await expect(minusB).toBeEnabled();
  await minusB.click();
  await expect(cartButton(page, lang)).toHaveAccessibleName(/4 items/);
  await lineB.getByRole('button', { name: msg(lang, 'cart.remove', { name: nameB }) }).click();
  await expect(drawer2.getByTestId('cart-line')).toHaveCount(1);
  await expect(cartButton(page, lang)).toHaveAccessibleName(/3 items/);
});

test('wishlist in Chinese: "please login first" as a guest, "Added to wishlist" when logged in', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const lang: Lang = 'zh';
  const [id] = await productIds(request, baseURL, 1);
  await page.goto(shopUrl('S001', `/product/${id}`, lang, baseURL));
  await hydrated(page);
  await page.getByRole('link', { name: msg(lang, 'product.wishlist') }).click();
  await expect(page.getByTestId('wishlist-login-first')).toContainText(msg(lang, 'notify.loginFirst'));

  const customer = await registerCustomer(request, baseURL);
  await useSession(context, customer, baseURL);
  await page.goto(shopUrl('S001', `/product/${id}`, lang, baseURL));
  await hydrated(page);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: msg(lang, 'product.wishlist') }).click();
  await expect(page.getByText(msg(lang, 'notify.addedToWishlist'))).toBeVisible();
  const wishButton = page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${msg(lang, 'header.wishlist')}`) });
  await expect(wishButton).toHaveAccessibleName(new RegExp(msg(lang, 'a11y.itemCountOne')));

  await wishButton.click();
  const drawer = page.getByRole('dialog', { name: msg(lang, 'wishlist.title') });
  const item = drawer.getByTestId('wishlist-item');
  await expect(item).toContainText(name);
  await item.getByRole('button', { name: `${msg(lang, 'wishlist.addToCart')}: ${name}` }).click();
  await expect(page.getByText(msg(lang, 'product.addedToCart'))).toBeVisible();
  await expect(cartButton(page, lang)).toHaveAccessibleName(new RegExp(msg(lang, 'a11y.itemCountOne')));
  await item.getByRole('button', { name: msg(lang, 'wishlist.remove', { name }) }).click();
  await expect(drawer.getByText(msg(lang, 'wishlist.empty'))).toBeVisible();
  await expect(drawer.getByRole('link', { name: msg(lang, 'wishlist.browse') })).toBeVisible();
});

test('an add sent twice with the same idempotency key adds once; another key adds again', async ({
  request,
  baseURL,
}) => {
  const lang: Lang = 'en';
  const customer = await registerCustomer(request, baseURL);
  const [a] = await productIds(request, baseURL, 1);
  const add = (key: string) =>
    request.post(shopUrl('S001', '/api/cart', lang, baseURL), {
      headers: { cookie: `session=${customer.token}`, ...sameOrigin(shopUrl('S001', '/', lang, baseURL)) },
      form: {
        intent: 'add',
        product_id: String(a),
        variant_option_id: '0',
        quantity: '2',
        idempotency_key: key,
      },
    });
  // The form of one tap, sent again (a retry after a dropped connection, a double submit).
  expect((await add('tap-1-of-the-test')).status()).toBe(200);
  expect((await add('tap-1-of-the-test')).status()).toBe(200);
  const quantity = async () => {
    const cart = await request.get(`${apiBase(baseURL)}/api/cart?store_code=S001`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    const body = (await cart.json()) as { data: { product_id: number; quantity: number }[] };
    return body.data.find((line) => line.product_id === a)?.quantity;
  };
  expect(await quantity()).toBe(2);
  expect((await add('tap-2-of-the-test')).status()).toBe(200);
  expect(await quantity()).toBe(4);
});

test('the wishlist drawer reports a failed add to cart, in the page language', async ({
  page,
  context,
  request,
  baseURL,
  consoleErrors,
}) => {
  const lang: Lang = 'kh';
  const customer = await registerCustomer(request, baseURL);
  const [id] = await productIds(request, baseURL, 1);
  const wished = await request.post(shopUrl('S001', '/api/wishlist', lang, baseURL), {
    headers: { cookie: `session=${customer.token}`, ...sameOrigin(shopUrl('S001', '/', lang, baseURL)) },
    form: { intent: 'add', product_id: String(id), quantity: '1', variant_option_id: '0' },
  });
  expect(wished.status()).toBe(200);
  await useSession(context, customer, baseURL);
  await page.goto(shopUrl('S001', '/', lang, baseURL));
  await hydrated(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${msg(lang, 'header.wishlist')}`) })
    .click();
  const item = page.getByRole('dialog', { name: msg(lang, 'wishlist.title') }).getByTestId('wishlist-item');
  await expect(item).toBeVisible();
  // The session ends elsewhere: the add is refused, and the shopper is told so, not 'added'.
  const logout = await request.post(`${apiBase(baseURL)}/api/auth/logout?store_code=S001`, {
    headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
    data: {},
  });
  expect(logout.status()).toBe(200);
  await item.getByRole('button', { name: new RegExp(`^${msg(lang, 'wishlist.addToCart')}`) }).click();
  await expect(page.getByText(msg(lang, 'notify.loginFirst'))).toBeVisible();
  await expect(page.getByText(msg(lang, 'product.addedToCart'))).toHaveCount(0);
  // The browser logs the refused call (401): expected here.
  const refused = consoleErrors.findIndex((e) => /status of 401/.test(e));
  expect(refused).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refused, 1);
});
