import type { APIRequestContext } from '@playwright/test';
import { DEMO_AFTERSALES } from '@shop/db/seed';
import { E2E_FORWARDED_SECRET } from '../../../../playwright.config';
import { apiBase, expect, hydrated, msg, shopUrl, type TestCustomer, test, useSession } from './fixtures';

// Warranty check, delivery tracking and the repair result check, in the browser against the real
// API and the demo shops' seeded orders, warranty units and tickets.

const demo = DEMO_AFTERSALES.S001!;
const DEMO_PHONE = '+85512345678';

/** The demo customer, logged in through the API (the seed's account). */
async function demoCustomer(request: APIRequestContext, baseURL: string | undefined): Promise<TestCustomer> {
  const credentials = { email: 'demo@example.com', password: 'demo-pass-123' };
  const response = await request.post(`${apiBase(baseURL)}/api/auth/login`, {
    headers: {
      'x-store-code': 'S001',
      'x-forwarded-for': '10.9.9.9',
      'x-forwarded-secret': E2E_FORWARDED_SECRET,
    },
    data: credentials,
  });
  expect(response.status(), await response.text()).toBe(200);
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  return { ...credentials, name: 'Sokha Chan', phone: DEMO_PHONE, token };
}

test('a warranty check answers active for a recent serial and expired for an old one, in Khmer', async ({
  page,
  baseURL,
}) => {
  await page.goto(shopUrl('S001', '/warranty', 'kh', baseURL));
  await hydrated(page);
  await page.getByLabel(msg('kh', 'warranty.serial')).fill(demo.activeSerial.toLowerCase());
  await page.getByRole('button', { name: msg('kh', 'warranty.submit') }).click();
  await expect(page.locator('[data-status="active"]')).toHaveText(msg('kh', 'warranty.statusActive'));

  await page.getByLabel(msg('kh', 'warranty.serial')).fill(demo.expiredSerial);
  await page.getByRole('button', { name: msg('kh', 'warranty.submit') }).click();
  await expect(page.locator('[data-status="expired"]')).toHaveText(msg('kh', 'warranty.statusExpired'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('without JavaScript, an unknown serial gets a clear message in English', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(shopUrl('S001', '/warranty', 'en', baseURL));
  await page.getByLabel(msg('en', 'warranty.serial')).fill('NOSUCHSERIAL1');
  await page.getByRole('button', { name: msg('en', 'warranty.submit') }).click();
  await expect(page.getByText(msg('en', 'warranty.notFound'))).toBeVisible();
  await context.close();
});

test('tracking by order number and phone shows the timeline with the courier, in Chinese', async ({
  page,
  request,
  baseURL,
}) => {
  const customer = await demoCustomer(request, baseURL);
  const mine = await request.get(`${apiBase(baseURL)}/api/tracking/mine`, {
    headers: { 'x-store-code': 'S001', authorization: `Bearer ${customer.token}` },
  });
  expect(mine.status()).toBe(200);
  const orders = ((await mine.json()) as { data: { order_id: number; tracking_number: string | null }[] })
    .data;
  const shipped = orders.find((o) => o.tracking_number === demo.shippedTracking);
  expect(shipped).toBeDefined();

  await page.goto(shopUrl('S001', '/tracking-delivery', 'zh', baseURL));
  await hydrated(page);
  await page.getByLabel(msg('zh', 'tracking.order')).fill(String(shipped!.order_id));
  await page.getByLabel(msg('zh', 'tracking.phone')).fill('012 345 678');
  await page.getByRole('button', { name: msg('zh', 'tracking.submit') }).click();
  const result = page.getByTestId('tracking-result');
  await expect(result).toContainText(demo.shippedCourier);
  await expect(result).toContainText(demo.shippedTracking);
  for (const step of ['placed', 'confirmed', 'packed', 'shipped']) {
    await expect(result.locator(`[data-step="${step}"]`)).toBeVisible();
  }

  // A wrong phone is told the same as an unknown order.
  await page.getByLabel(msg('zh', 'tracking.phone')).fill('098 765 432');
  await page.getByRole('button', { name: msg('zh', 'tracking.submit') }).click();
  await expect(page.getByText(msg('zh', 'tracking.notFound'))).toBeVisible();
});

test("the signed-in customer's recent orders lead to their timelines, in Khmer", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await useSession(context, await demoCustomer(request, baseURL), baseURL);
  await page.goto(shopUrl('S001', '/tracking-delivery', 'kh', baseURL));
  await expect(
    page
      .getByText(demo.outForDeliveryTracking)
      .or(page.getByRole('link', { name: msg('kh', 'tracking.view') }).first()),
  ).toBeVisible();
  await page
    .getByRole('link', { name: msg('kh', 'tracking.view') })
    .first()
    .click();
  await expect(page.getByTestId('tracking-result')).toBeVisible();
});

test('a repair result check: an unknown ticket is a 404, a known one shows its status with the right phone', async ({
  page,
  baseURL,
}) => {
  const missing = await page.goto(shopUrl('S001', '/check-result/RT-NOPE00', 'en', baseURL));
  expect(missing?.status()).toBe(404);

  await page.goto(shopUrl('S001', `/check-result/${demo.tickets.readyForPickup}`, 'kh', baseURL));
  await hydrated(page);
  await page.getByLabel(msg('kh', 'ticket.phone')).fill('098 765 432');
  await page.getByRole('button', { name: msg('kh', 'ticket.submit') }).click();
  await expect(page.getByText(msg('kh', 'ticket.wrongPhone'))).toBeVisible();

  await page.getByLabel(msg('kh', 'ticket.phone')).fill('012345678');
  await page.getByRole('button', { name: msg('kh', 'ticket.submit') }).click();
  await expect(page.locator('[data-status="ready_for_pickup"]').first()).toHaveText(
    msg('kh', 'ticket.statusReadyForPickup'),
  );
});
