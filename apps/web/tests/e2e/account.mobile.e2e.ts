import { expect, hydrated, msg, productIds, registerCustomer, shopUrl, test, useSession } from './fixtures';

test('bottom bar of a customer in Chinese: Favorite counts the wishlist, Carts opens the server cart, Account', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const customer = await registerCustomer(request, baseURL);
  await useSession(context, customer, baseURL);
  const [id] = await productIds(request, baseURL, 1);
  await page.goto(shopUrl('S001', `/product/${id}`, 'zh', baseURL));
  await hydrated(page);
  await page.getByRole('button', { name: msg('zh', 'product.wishlist') }).click();
  await expect(page.getByText(msg('zh', 'notify.addedToWishlist'))).toBeVisible();
  await page.getByRole('button', { name: msg('zh', 'product.addToCart') }).click();

  const bottom = page.getByRole('navigation', { name: msg('zh', 'a11y.mobileNavigation') });
  const one = msg('zh', 'a11y.itemCountOne');
  await expect(
    bottom.getByRole('button', { name: `${msg('zh', 'bottomBar.favorite')}, ${one}` }),
  ).toBeVisible();
  await bottom.getByRole('button', { name: `${msg('zh', 'bottomBar.carts')}, ${one}` }).click();
  const cart = page.getByRole('dialog', { name: msg('zh', 'cart.title') });
  await expect(cart.getByTestId('cart-line')).toHaveCount(1);
  await expect(cart.getByRole('link', { name: msg('zh', 'cart.checkout') })).toBeVisible();
  await page.keyboard.press('Escape');
  await bottom.getByRole('link', { name: msg('zh', 'bottomBar.account') }).click();
  await expect(page).toHaveURL(/\/zh\/account\/myaccount$/);
});
