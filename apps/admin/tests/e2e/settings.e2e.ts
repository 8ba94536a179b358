import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { formatMoney } from '@shop/i18n/format';
// The storefront's useSession is no React hook: named for what it does here.
import { msg, productIds, shopUrl, useSession as signInShopper } from '../../../web/tests/e2e/fixtures';
import {
  adminGet,
  adminUrl,
  apiBase,
  expect,
  type Lang,
  receiptPicture,
  registerCustomer,
  staffSession,
  staffToken,
  t,
  test,
  tx,
} from './fixtures';

// The shop's settings (issue 30, part 7) and the platform's shops (part 8), as their people use
// them: the owner of S002 sets a delivery fee in Chinese and a shopper's checkout shows it; a
// refused save keeps what was typed; the operator opens a shop and its storefront answers on its
// new domain, then suspends it and opens it again. S002: the other back-office tests work in
// S001, whose orders' totals a delivery fee would change.

interface Settings {
  version: number;
  money: Record<string, unknown> & { delivery_fee: number; free_delivery_from: number | null };
}

/** S002's money settings put back as they were (no delivery fee), whatever the test left. */
async function putBack(request: APIRequestContext, baseURL: string | undefined, token: string) {
  const now = await adminGet<Settings>(request, baseURL, token, '/settings', 'S002');
  const res = await request.put(`${apiBase(baseURL)}/admin/api/settings/money`, {
    headers: { authorization: `Bearer ${token}`, 'x-store-code': 'S002' },
    data: { ...now.money, version: now.version, delivery_fee: 0, free_delivery_from: null },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('the owner sets a delivery fee in Chinese: a shopper’s checkout adds it; a wrong rate is refused and what was typed stays', async ({
  page,
  context,
  request,
  baseURL,
  newContext,
}) => {
  const zh: Lang = 'zh';
  const token = await staffSession(context, request, baseURL, 'owner@example.com', zh);
  try {
    await page.goto(adminUrl('/s/S002/settings'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(zh, 'settings.title'));
    // A rate that is not one: refused, named, and the fee typed beside it is kept.
    await page.getByLabel(tx(zh, 'settings.deliveryFee')).fill('1.5');
    await page.getByLabel(tx(zh, 'settings.rate')).fill('forty');
    await page.getByRole('button', { name: tx(zh, 'settings.saveMoney') }).click();
    await expect(page.getByText(tx(zh, 'settings.notSaved', {}, false))).toContainText('khr_per_usd');
    await expect(page.getByLabel(tx(zh, 'settings.deliveryFee'))).toHaveValue('1.5');
    await expect(page.getByLabel(tx(zh, 'settings.rate'))).toHaveValue('forty');
    await expect(page.getByLabel(tx(zh, 'settings.rate'))).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(tx(zh, 'settings.rate')).fill('4100');
    await page.getByRole('button', { name: tx(zh, 'settings.saveMoney') }).click();
    await expect(page.getByRole('status').filter({ hasText: tx(zh, 'settings.moneySaved') })).toBeVisible();
    await expect(page.getByLabel(tx(zh, 'settings.deliveryFee'))).toHaveValue('1.5');
    const saved = await adminGet<Settings>(request, baseURL, token, '/settings', 'S002');
    expect(saved.money.delivery_fee).toBe(1.5);

    // A shopper of S002 with something in the cart: the checkout adds the fee to the total.
    const customer = await registerCustomer(request, baseURL, 'S002');
    // The first of S002's newest products that goes in a cart as it is (one without options).
    const cartAdded = await (async () => {
      for (const id of await productIds(request, baseURL, 20, 'S002')) {
        const added = await request.post(`${apiBase(baseURL)}/api/cart/add`, {
          headers: { authorization: `Bearer ${customer.token}`, 'x-store-code': 'S002' },
          data: { product_id: id, quantity: 1 },
        });
        if (added.status() === 200) return true;
      }
      return false;
    })();
    expect(cartAdded, 'no product of S002 went in the cart').toBe(true);
    const shopper = await newContext();
    await signInShopper(shopper, customer, baseURL, 'S002');
    const checkout = await shopper.newPage();
    await checkout.goto(shopUrl('S002', '/checkout', zh, baseURL));
    const totals = checkout.getByRole('complementary', { name: msg(zh, 'checkout.total') });
    await expect(totals.getByText(msg(zh, 'checkout.deliveryFee')).locator('xpath=../..')).toContainText(
      formatMoney(1.5, 'zh'),
    );
  } finally {
    await putBack(request, baseURL, token);
  }
});

test('the operator opens a shop: its storefront answers on its new domain; suspended, the platform says so; opened again', async ({
  page,
  context,
  request,
  baseURL,
  newContext,
}) => {
  const en: Lang = 'en';
  await staffSession(context, request, baseURL, 'operator@example.com', en);
  const n = randomInt(100_000, 999_999);
  const code = `T${n}`;
  const domain = `t${n}.localhost`;
  await page.goto(adminUrl('/'));
  await page.getByRole('link', { name: tx(en, 'nav.platformShops') }).click();
  await page.getByRole('link', { name: tx(en, 'platform.open') }).click();
  await page.getByLabel(tx(en, 'newShop.code')).fill(code);
  await page.getByLabel(tx(en, 'newShop.nameEn')).fill(`Takeo Tech ${n}`);
  await page.getByLabel(tx(en, 'newShop.nameKh')).fill(`តាកែវ តិច ${n}`);
  await page.getByLabel(tx(en, 'newShop.domains')).fill(domain);
  await page.getByLabel(tx(en, 'newShop.ownerEmail')).fill(`founder${n}@example.com`);
  await page.getByRole('button', { name: tx(en, 'newShop.submit') }).click();
  await expect(page.getByText(t(en, 'newShop.opened', { code }))).toBeVisible();

  // The new domain answers at once with the new shop, in Khmer too (Chromium sends *.localhost home).
  const port = new URL(baseURL ?? 'http://localhost:3300').port;
  const storefront = await (await newContext()).newPage();
  const home = await storefront.goto(`http://${domain}:${port}/kh`);
  expect(home?.status()).toBe(200);
  await expect(storefront).toHaveTitle(new RegExp(`តាកែវ តិច ${n}`));

  // Suspended with a reason; the platform's page says so; then open again.
  await page.goto(adminUrl('/platform/shops'));
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Takeo Tech ${n}` }) });
  await card.getByLabel(tx(en, 'platform.reason')).fill('Owner asked to close for a month');
  await card.getByRole('button', { name: tx(en, 'platform.suspend') }).click();
  await expect(page.getByText(t(en, 'platform.suspendedDone', { code }))).toBeVisible();
  await expect(card.getByText(tx(en, 'platform.suspended'))).toBeVisible();
  const token = await staffToken(request, baseURL, 'operator@example.com');
  const info = await request.get(`${apiBase(baseURL)}/api/store/info?domain=${domain}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(info.status()).toBe(404);
  await card.getByRole('button', { name: tx(en, 'platform.resume') }).click();
  await expect(page.getByText(t(en, 'platform.resumedDone', { code }))).toBeVisible();
  await expect(card.getByText(tx(en, 'platform.active'))).toBeVisible();
});

test('the owner replaces the logo in Khmer: a file that is not a picture is refused in Khmer, a picture becomes the logo', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const kh: Lang = 'kh';
  const token = await staffSession(context, request, baseURL, 'owner@example.com', kh);
  await page.goto(adminUrl('/s/S002/settings'));
  const logo = page.locator('#logo');
  const file = logo.getByLabel(tx(kh, 'pictures.file', { mb: 8 }));
  await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await logo.getByRole('button', { name: tx(kh, 'settings.logoUpload') }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: tx(kh, 'pictures.error.notPicture', {}, false) }),
  ).toBeVisible();
  const before = (await adminGet<{ logo: string }>(request, baseURL, token, '/settings', 'S002')).logo;
  await page
    .locator('#logo')
    .getByLabel(tx(kh, 'pictures.file', { mb: 8 }))
    .setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: receiptPicture(),
    });
  await page
    .locator('#logo')
    .getByRole('button', { name: tx(kh, 'settings.logoUpload') })
    .click();
  await expect(page.getByRole('status').filter({ hasText: tx(kh, 'settings.logoSaved') })).toBeVisible();
  const after = (await adminGet<{ logo: string }>(request, baseURL, token, '/settings', 'S002')).logo;
  expect(after).not.toBe(before);
  expect(after).toMatch(/uploads\//);
  await expect(page.locator('#logo img')).toHaveAttribute('src', /\/media\/uploads\//);
});
