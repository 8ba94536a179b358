import {
  expect,
  fillCart,
  hydrated,
  type Lang,
  msg,
  registerCustomer,
  shopUrl,
  test,
  useSession,
} from './fixtures';

// The checkout page as a shopper uses it, against the real API (payments in its sandbox).

const orderUrl = (lang: Lang) =>
  new RegExp(
    `${lang === 'en' ? '' : `/${lang}`}/account/myaccount/myorders/checkout-detail/\\d+\\?placed=1$`,
  );

test('a guest is sent to log in, and an empty cart back home', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await page.goto(shopUrl('S001', '/checkout', 'en', baseURL));
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  const customer = await registerCustomer(request, baseURL);
  await useSession(context, customer, baseURL);
  await page.goto(shopUrl('S001', '/checkout', 'kh', baseURL));
  await expect(page).toHaveURL(/\/kh\/?$/);
});

test('KHQR in Khmer: the QR, simulate, paid, the order placed', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const customer = await registerCustomer(request, baseURL);
  await fillCart(request, customer, baseURL);
  await useSession(context, customer, baseURL);
  await page.goto(shopUrl('S001', '/checkout', 'kh', baseURL));
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('kh', 'checkout.title'));
  // The total in riel beside the dollars (one per payment method: the chosen one shows).
  await expect(page.getByText(/≈ [\d,]+ ៛/).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(msg('kh', 'checkout.methodKhqr')) })).toBeChecked();
  await page.getByRole('button', { name: msg('kh', 'checkout.payKhqr') }).click();
  const dialog = page.getByRole('dialog', { name: msg('kh', 'checkout.qrTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('khqr').locator('svg')).toBeVisible();
  await expect(dialog.getByText(/\d+:\d\d/)).toBeVisible();
  await dialog.getByRole('button', { name: msg('kh', 'checkout.simulate') }).click();
  await expect(page).toHaveURL(orderUrl('kh'), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('#');
});

test('cash on delivery in Chinese', async ({ page, request, context, baseURL }) => {
  const customer = await registerCustomer(request, baseURL);
  await fillCart(request, customer, baseURL);
  await useSession(context, customer, baseURL);
  await page.goto(shopUrl('S001', '/checkout', 'zh', baseURL));
  await hydrated(page);
  await page.getByText(msg('zh', 'checkout.methodCod'), { exact: true }).click();
  await page.getByLabel(msg('zh', 'checkout.note')).fill('请下午送货');
  await page.getByRole('button', { name: msg('zh', 'checkout.placeOrder') }).click();
  await expect(page).toHaveURL(orderUrl('zh'));
  await expect(page.getByRole('status').filter({ hasText: '#' })).toBeVisible();
});

test('bank transfer: the type and the receipt are asked for, then uploaded', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const customer = await registerCustomer(request, baseURL);
  await fillCart(request, customer, baseURL);
  await useSession(context, customer, baseURL);
  await page.goto(shopUrl('S001', '/checkout', 'en', baseURL));
  await hydrated(page);
  await page.getByText(msg('en', 'checkout.methodBankTransfer'), { exact: true }).click();
  const place = page.getByRole('button', { name: msg('en', 'checkout.placeOrder') });
  await place.click();
  await expect(page.getByRole('alert')).toHaveText(msg('en', 'notify.selectBankTransfer'));
  await page.getByText(msg('en', 'checkout.transferABA'), { exact: true }).click();
  await place.click();
  await expect(page.getByRole('alert')).toHaveText(msg('en', 'notify.uploadReceipt'));
  // A 1×1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .getByLabel(msg('en', 'checkout.receipt'))
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
  await place.click();
  await expect(page).toHaveURL(orderUrl('en'));
});

test('PayPal: back from PayPal, pending until paid (the sandbox control), then the order', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const customer = await registerCustomer(request, baseURL);
  await fillCart(request, customer, baseURL);
  await useSession(context, customer, baseURL);
  await page.goto(shopUrl('S001', '/checkout', 'en', baseURL));
  await hydrated(page);
  await page.getByText(msg('en', 'checkout.methodPaypal'), { exact: true }).click();
  await page.getByLabel(msg('en', 'checkout.note')).fill('Leave at the door');
  await page.getByRole('button', { name: msg('en', 'checkout.payPaypal') }).click();
  // The sandbox's PayPal approves at once and sends the shopper back to the return address.
  await expect(page).toHaveURL(/\/paypal\/success\?/);
  await expect(page.getByText(msg('en', 'checkout.paypalPending'))).toBeVisible();
  await page.getByRole('button', { name: msg('en', 'checkout.simulate') }).click();
  await expect(page).toHaveURL(orderUrl('en'));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('bank transfer with a receipt and cash on delivery are plain form posts', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const customer = await registerCustomer(request, baseURL);
    await fillCart(request, customer, baseURL);
    await useSession(context, customer, baseURL);
    await page.goto(shopUrl('S001', '/checkout', 'kh', baseURL));
    await page.getByText(msg('kh', 'checkout.methodBankTransfer'), { exact: true }).click();
    // Shown by CSS alone once the method is chosen.
    await page.getByText(msg('kh', 'checkout.transferACLEDA'), { exact: true }).click();
    await page.getByLabel(msg('kh', 'checkout.receipt')).setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await page.getByRole('button', { name: msg('kh', 'checkout.placeOrder') }).click();
    await expect(page).toHaveURL(orderUrl('kh'));

    // The cart is empty now: fill it again and pay on delivery.
    await fillCart(request, customer, baseURL);
    await page.goto(shopUrl('S001', '/checkout', 'kh', baseURL));
    await page.getByText(msg('kh', 'checkout.methodCod'), { exact: true }).click();
    await page.getByRole('button', { name: msg('kh', 'checkout.placeOrder') }).click();
    await expect(page).toHaveURL(orderUrl('kh'));
  });
});
