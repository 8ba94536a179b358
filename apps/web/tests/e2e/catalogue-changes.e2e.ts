import { apiBase, expect, hydrated, msg, registerCustomer, shopUrl, test, useSession } from './fixtures';

// The catalogue changed by the shop under a customer's cart (issue 30). It makes a product of its
// own, so it runs after the storefront's other tests (playwright.config.ts: they buy the newest
// products and read their texts).

test('a variant the shop removed is told in the Khmer cart drawer, out of the total, and can be removed', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const api = apiBase(baseURL);
  // A product of its own, made through the back office's calls: two colours, one then removed.
  const login = await request.post(`${api}/admin/api/auth/login`, {
    data: { email: 'editor@example.com', password: 'staff-pass-123' },
  });
  const staff = {
    authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`,
  };
  const categories = await request.get(`${api}/api/categories?store_code=S001`);
  const category = ((await categories.json()) as { data: { id: number }[] }).data[0]!.id;
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const made = await request.post(`${api}/admin/api/products?store_code=S001`, {
    headers: staff,
    data: {
      name: { en: `Removal test case ${unique}`, kh: `ស្រោមទូរស័ព្ទ ${unique}`, zh: '' },
      category_id: category,
      variants: [{ sku: `RM-${unique}`, price: 12, promo_price: null, stock: 10 }],
    },
  });
  expect(made.status()).toBe(200);
  const product = ((await made.json()) as { data: { id: number; version: number } }).data;
  const colours = (names: string[], version: number) => ({
    version,
    types: [
      {
        name: { en: 'Colour', kh: 'ពណ៌', zh: '颜色' },
        options: names.map((en) => ({ name: { en, kh: '', zh: '' } })),
      },
    ],
    variants: names.map((en) => ({ options: [en], price: 12, promo_price: null, stock: 5 })),
  });
  const both = await request.put(`${api}/admin/api/products/${product.id}/variants?store_code=S001`, {
    headers: staff,
    data: colours(['Red', 'Blue'], product.version),
  });
  const twoColours = (
    (await both.json()) as { data: { version: number; variants: { id: number; name: string }[] } }
  ).data;
  const red = twoColours.variants.find((v) => v.name === 'Red')!.id;
  const customer = await registerCustomer(request, baseURL);
  const added = await request.post(`${api}/api/cart/add?store_code=S001`, {
    headers: { authorization: `Bearer ${customer.token}` },
    data: { product_id: product.id, variant_option_id: red, quantity: 1 },
  });
  expect(added.status()).toBe(200);
  const removed = await request.put(`${api}/admin/api/products/${product.id}/variants?store_code=S001`, {
    headers: staff,
    data: colours(['Blue'], twoColours.version),
  });
  expect(removed.status()).toBe(200);

  await useSession(context, customer, baseURL);
  await page.goto(shopUrl('S001', '/', 'kh', baseURL));
  await hydrated(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${msg('kh', 'header.cart')}`) })
    .click();
  const drawer = page.getByRole('dialog', { name: msg('kh', 'cart.title') });
  const told = drawer.getByTestId('cart-unavailable');
  await expect(told).toHaveCount(1);
  await expect(told).toContainText(`ស្រោមទូរស័ព្ទ ${unique}`);
  await expect(told).toContainText(msg('kh', 'cart.unavailableVariant'));
  await expect(drawer.getByText(msg('kh', 'cart.unavailableTitle'))).toBeVisible();
  // Not a line, not in the total: the cart is otherwise empty.
  await expect(drawer.getByTestId('cart-line')).toHaveCount(0);
  await expect(drawer.getByText(msg('kh', 'cart.empty'))).toBeVisible();
  await told.getByRole('button').click();
  await expect(told).toHaveCount(0);
  await expect
    .poll(async () => {
      const cart = await request.get(`${api}/api/cart?store_code=S001`, {
        headers: { authorization: `Bearer ${customer.token}` },
      });
      return ((await cart.json()) as { unavailable: unknown[] }).unavailable;
    })
    .toEqual([]);
});
