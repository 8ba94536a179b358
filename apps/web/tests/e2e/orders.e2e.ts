import type { APIRequestContext } from '@playwright/test';
import {
  apiBase,
  customerHeaders,
  expect,
  fillCart,
  hydrated,
  msg,
  registerCustomer,
  SHOPS,
  shopUrl,
  type TestCustomer,
  test,
  useSession,
} from './fixtures';

// The order list, an order's detail and its print page, against the real API: orders placed by
// cash on delivery, through the checkout page and through the API.

interface OrderDetail {
  id: number;
  total: number;
  lines: { name: string; quantity: number; product_id: number }[];
}

const headersOf = customerHeaders;

/** Orders the cart by cash on delivery through the API; answers the order's id. */
async function placeByApi(request: APIRequestContext, customer: TestCustomer, baseURL: string | undefined) {
  const address = await fillCart(request, customer, baseURL);
  const placed = await request.post(`${apiBase(baseURL)}/api/checkout`, {
    headers: headersOf(customer),
    data: { address, payment_type: 'cash', payment_method: 'cod', note: 'Ring twice' },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return ((await placed.json()) as { data: { order_id: number } }).data.order_id;
}

/** The order as the API sends it to its customer, in a language (its lines' names are in it). */
async function detailOf(
  request: APIRequestContext,
  customer: TestCustomer,
  baseURL: string | undefined,
  id: number,
  lang: 'en' | 'kh' | 'zh' = 'en',
): Promise<OrderDetail> {
  const response = await request.get(`${apiBase(baseURL)}/api/checkout/history/detail/${id}`, {
    headers: { ...headersOf(customer), 'accept-language': lang },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: OrderDetail }).data;
}

const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

test('two orders in the list, one in Khmer with its lines and timeline, printed in Chinese', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const customer = await registerCustomer(request, baseURL);
  await useSession(context, customer, baseURL);

  // The first order through the checkout page, by cash on delivery: it thanks the shopper.
  await fillCart(request, customer, baseURL);
  await page.goto(shopUrl('S001', '/checkout', 'en', baseURL));
  await hydrated(page);
  await page.getByText(msg('en', 'checkout.methodCod'), { exact: true }).click();
  await page.getByRole('button', { name: msg('en', 'checkout.placeOrder') }).click();
  await expect(page).toHaveURL(/\/account\/myaccount\/myorders\/checkout-detail\/\d+\?placed=1$/);
  const first = Number(/checkout-detail\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByRole('status').filter({ hasText: `#${first}` })).toHaveText(
    new RegExp(msg('en', 'checkout.orderPlaced', { id: String(first) }).replace(/[!#]/g, '.')),
  );
  // The second through the API.
  const second = await placeByApi(request, customer, baseURL);

  // The list, in English, newest first.
  await page.goto(shopUrl('S001', '/account/myaccount', 'en', baseURL));
  await page.getByRole('link', { name: new RegExp(msg('en', 'orders.title')) }).click();
  await expect(page).toHaveURL(/\/account\/myaccount\/myorders$/);
  const rows = page.getByRole('list', { name: msg('en', 'orders.listLabel') }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(msg('en', 'orders.orderNumber', { id: String(second) }));
  await expect(rows.nth(1)).toContainText(msg('en', 'orders.orderNumber', { id: String(first) }));
  const detail = await detailOf(request, customer, baseURL, second);
  for (const text of [
    msg('en', 'orders.statusPlaced'),
    msg('en', 'checkout.methodCod'),
    msg('en', 'orders.paymentPending'),
    money(detail.total),
  ])
    await expect(rows.nth(0)).toContainText(text);

  // The detail, in Khmer: the lines, the total as sent, the timeline.
  await page.goto(shopUrl('S001', `/account/myaccount/myorders/checkout-detail/${second}`, 'kh', baseURL));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    msg('kh', 'orders.orderNumber', { id: String(second) }),
  );
  // Only right after checkout does it thank the shopper.
  await expect(page.getByText(msg('kh', 'checkout.orderPlaced', { id: String(second) }))).toHaveCount(0);
  const items = page
    .getByRole('region', { name: msg('kh', 'orders.items'), exact: true })
    .getByRole('listitem');
  await expect(items).toHaveCount(detail.lines.length);
  // The lines read in Khmer, as the order kept them in every language.
  const inKhmer = await detailOf(request, customer, baseURL, second, 'kh');
  for (const [i, line] of inKhmer.lines.entries()) {
    const link = items.nth(i).getByRole('link', { name: line.name });
    await expect(link).toHaveAttribute('href', `/kh/product/${line.product_id}`);
  }
  await expect(page.getByTestId('order-total')).toHaveText(money(detail.total));
  await expect(page.getByText(/≈ [\d,]+ ៛/)).toBeVisible();
  const timeline = page.getByTestId('order-timeline').getByRole('listitem');
  await expect(timeline).toHaveCount(1);
  await expect(timeline.first()).toContainText(msg('kh', 'orders.statusPlaced'));
  await expect(timeline.first().locator('time')).toHaveText(/\d{1,2} \S+ \d{4}, \d{2}:\d{2}/);
  await expect(page.getByText('Ring twice')).toBeVisible();

  // Printed, in Chinese: no shop header, menus, footer or bottom bar; the lines are there.
  await page.getByRole('link', { name: msg('kh', 'orders.printOrder') }).click();
  await expect(page).toHaveURL(new RegExp(`/kh/print/order\\?id=${second}$`));
  await page.goto(shopUrl('S001', `/print/order?id=${second}`, 'zh', baseURL));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    msg('zh', 'orders.orderNumber', { id: String(second) }),
  );
  await expect(page.getByText(SHOPS.S001.name.zh, { exact: true })).toBeVisible();
  await expect(page.locator('header, footer, nav')).toHaveCount(0);
  const table = page.getByRole('table');
  for (const line of (await detailOf(request, customer, baseURL, second, 'zh')).lines)
    await expect(table).toContainText(line.name);
  await expect(page.getByRole('button', { name: msg('zh', 'orders.print') })).toBeVisible();
});

test("another customer's order is the 404 page, in the detail and the print page", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const other = await registerCustomer(request, baseURL);
  const theirs = await placeByApi(request, other, baseURL);
  const customer = await registerCustomer(request, baseURL);
  await useSession(context, customer, baseURL);
  const response = await page.goto(
    shopUrl('S001', `/account/myaccount/myorders/checkout-detail/${theirs}`, 'kh', baseURL),
  );
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('kh', 'error.notFound'));
  const print = await page.goto(shopUrl('S001', `/print/order?id=${theirs}`, 'zh', baseURL));
  expect(print?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('zh', 'error.notFound'));
  // The 404 page keeps the shop's layout, with its way home.
  await expect(page.locator('footer')).toHaveCount(1);
});

test('the list without orders says so and leads to the shop', async ({ page, request, context, baseURL }) => {
  const customer = await registerCustomer(request, baseURL);
  await useSession(context, customer, baseURL);
  await page.goto(shopUrl('S001', '/account/myaccount/myorders', 'en', baseURL));
  const empty = page.getByTestId('orders-empty');
  await expect(empty).toContainText(msg('en', 'orders.empty'));
  await empty.getByRole('link', { name: msg('en', 'orders.startShopping') }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('a shopper cancels an unpaid order in Chinese, in two steps; it shows cancelled in the timeline', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const customer = await registerCustomer(request, baseURL);
  const id = await placeByApi(request, customer, baseURL);
  await useSession(context, customer, baseURL);
  await page.goto(shopUrl('S001', `/account/myaccount/myorders/checkout-detail/${id}`, 'zh', baseURL));
  await hydrated(page);
  await page.getByText(msg('zh', 'orders.cancel'), { exact: true }).click();
  await page.getByRole('button', { name: msg('zh', 'orders.cancelYes') }).click();
  await expect(page).toHaveURL(/\?cancelled=1$/);
  await expect(page.getByRole('status').filter({ hasText: `#${id}` })).toHaveText(
    msg('zh', 'orders.cancelledNotice', { id: String(id) }),
  );
  await expect(page.getByTestId('order-timeline')).toContainText(msg('zh', 'orders.statusCancelled'));
  await expect(page.getByRole('button', { name: msg('zh', 'orders.cancelYes') })).toHaveCount(0);
});
