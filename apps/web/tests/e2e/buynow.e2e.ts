import type { APIRequestContext } from '@playwright/test';
import {
  addToCart,
  apiBase,
  customerHeaders,
  expect,
  hydrated,
  type Lang,
  msg,
  productIds,
  registerCustomer,
  saveAddress,
  shopUrl,
  type TestCustomer,
  test,
  useSession,
} from './fixtures';

// Buy now, Anakut Cash's discount and a KHQR in riel, as a shopper uses them, against the real
// API (payments in its sandbox).

const S001 = customerHeaders;

async function order(
  request: APIRequestContext,
  customer: TestCustomer,
  baseURL: string | undefined,
  url: string,
) {
  const id = url.match(/checkout-detail\/(\d+)/)?.[1];
  const res = await request.get(`${apiBase(baseURL)}/api/checkout/history/detail/${id}`, {
    headers: S001(customer),
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data as {
    checkout_type?: string;
    payment_method: string;
    subtotal: number;
    discount: number;
    total: number;
    lines: { product_id: number; quantity: number }[];
  };
}

const orderUrl = (lang: Lang) =>
  new RegExp(
    `${lang === 'en' ? '' : `/${lang}`}/account/myaccount/myorders/checkout-detail/\\d+\\?placed=1$`,
  );

test('buy now in Chinese: from the product page, through login, two of it by cash on delivery; the cart untouched', async ({
  page,
  request,
  baseURL,
}) => {
  const customer = await registerCustomer(request, baseURL);
  await saveAddress(request, customer, baseURL);
  const [bought, inCart] = await productIds(request, baseURL, 2);
  await addToCart(request, customer, baseURL, inCart as number);

  await page.goto(shopUrl('S001', `/product/${bought}`, 'zh', baseURL));
  await hydrated(page);
  await page.getByRole('button', { name: msg('zh', 'product.buyNow') }).click();
  // A guest logs in first, and comes back to the same product.
  await expect(page).toHaveURL(/\/zh\/login\?redirect=/);
  await page.getByLabel(msg('zh', 'auth.email')).fill(customer.email);
  await page.getByLabel(msg('zh', 'auth.password')).fill(customer.password);
  await page.getByRole('button', { name: msg('zh', 'auth.submitLogin') }).click();
  await expect(page).toHaveURL(new RegExp(`/zh/buynow/${bought}\\?quantity=1`));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('zh', 'buynow.title'));
  const one = await page.getByTestId('checkout-total').textContent();

  // Two of it: the API prices the new quantity.
  await page.getByLabel(msg('zh', 'buynow.quantity')).fill('2');
  await page.getByRole('button', { name: msg('zh', 'buynow.update') }).click();
  await expect(page).toHaveURL(/quantity=2/);
  await expect(page.getByTestId('checkout-total')).not.toHaveText(one ?? '');
  await expect(
    page.getByText(msg('zh', 'checkout.quantity', { count: '2' }), { exact: false }),
  ).toBeVisible();

  await page.getByText(msg('zh', 'checkout.methodCod'), { exact: true }).click();
  await page.getByRole('button', { name: msg('zh', 'checkout.placeOrder') }).click();
  await expect(page).toHaveURL(orderUrl('zh'));
  const placed = await order(request, customer, baseURL, page.url());
  expect(placed.lines).toEqual([expect.objectContaining({ product_id: bought, quantity: 2 })]);
  // The cart still holds what it held.
  const cart = await request.get(`${apiBase(baseURL)}/api/cart`, { headers: S001(customer) });
  expect(((await cart.json()) as { data: { product_id: number }[] }).data.map((l) => l.product_id)).toEqual([
    inCart,
  ]);
});

test('Anakut Cash in English: its discount and total show when chosen, and the order is of that total', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const customer = await registerCustomer(request, baseURL);
  await saveAddress(request, customer, baseURL);
  const [product] = await productIds(request, baseURL, 1);
  await addToCart(request, customer, baseURL, product as number);
  await useSession(context, customer, baseURL);
  await page.goto(shopUrl('S001', '/checkout', 'en', baseURL));
  await hydrated(page);
  const plain = page.getByTestId('checkout-total');
  const discounted = page.getByTestId('checkout-total-anakut');
  await expect(plain).toBeVisible();
  await expect(discounted).toBeHidden();
  await page.getByText(msg('en', 'checkout.methodAnakut'), { exact: true }).click();
  await expect(discounted).toBeVisible();
  await expect(plain).toBeHidden();
  await expect(page.getByTestId('discount-anakut')).toHaveText(/^−\$[\d,.]+$/);
  const shown = Number((await discounted.textContent())?.replace(/[$,]/g, ''));
  await page.getByRole('button', { name: msg('en', 'checkout.placeOrder') }).click();
  await expect(page).toHaveURL(orderUrl('en'));
  const placed = await order(request, customer, baseURL, page.url());
  expect(placed.payment_method).toBe('anakut');
  expect(placed.discount).toBeGreaterThan(0);
  expect(placed.total).toBe(shown);
});

test('a KHQR in riel in Khmer: the riel amount at the shop’s rate, paid, the order placed', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const customer = await registerCustomer(request, baseURL);
  await saveAddress(request, customer, baseURL);
  const [product] = await productIds(request, baseURL, 1);
  await addToCart(request, customer, baseURL, product as number);
  await useSession(context, customer, baseURL);
  await page.goto(shopUrl('S001', '/checkout', 'kh', baseURL));
  await hydrated(page);
  await expect(page.getByText('1 USD = 4,100 ៛').first()).toBeVisible();
  await page.getByText(msg('kh', 'checkout.currencyKhr'), { exact: true }).click();
  await page.getByRole('button', { name: msg('kh', 'checkout.payKhqr') }).click();
  const dialog = page.getByRole('dialog', { name: msg('kh', 'checkout.qrTitle') });
  await expect(dialog.getByText(/[\d,]+ ៛ \(\$[\d,.]+\)/)).toBeVisible();
  await dialog.getByRole('button', { name: msg('kh', 'checkout.simulate') }).click();
  await expect(page).toHaveURL(orderUrl('kh'), { timeout: 20_000 });
});
