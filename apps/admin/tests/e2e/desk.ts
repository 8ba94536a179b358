import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AdminOrder } from '@shop/contracts';
// The storefront's useSession is no React hook: named for what it does here.
import { msg, shopUrl, useSession as signInShopper } from '../../../web/tests/e2e/fixtures';
import {
  adminGet,
  adminUrl,
  clean,
  customerOrder,
  expect,
  type Lang,
  marked,
  type PlacedOrder,
  placeOrder,
  productFor,
  receiptPicture,
  shot,
  signIn,
  staffToken,
  t,
  textOf,
  tx,
} from './fixtures';

// The order desk's steps as staff take them, shared by the desktop and the phone tests.

/** A card of the order page by its title ('order.payments', 'order.address'…). */
export const card = (page: Page, lang: Lang, title: Parameters<typeof t>[1]) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: tx(lang, title) }) });

/** The status badges of the order page's header. */
export const header = (page: Page) => page.getByRole('main').locator('header').first();

/**
 * From the order desk: a queue (its chip, with its count), then the order's number in the search
 * box; answers the order's line in the list.
 */
export async function findInQueue(
  page: Page,
  lang: Lang,
  queue: 'to_review' | 'to_confirm' | 'to_pack' | 'to_ship' | 'cancelled' | 'done',
  order: PlacedOrder,
): Promise<Locator> {
  const queues = page.getByRole('navigation', { name: tx(lang, 'orders.title') });
  const chip = queues.getByRole('link', { name: marked(t(lang, `queue.${queue}`), false) });
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`[?&]queue=${queue}`));
  await expect(chip).toHaveAttribute('aria-current', 'page');
  // The chip counts the queue's orders: this one at least.
  expect(Number((await textOf(chip)).replace(/\D/g, ''))).toBeGreaterThan(0);
  await page.getByRole('searchbox', { name: tx(lang, 'orders.search') }).fill(String(order.id));
  await page.getByRole('button', { name: tx(lang, 'orders.searchButton') }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${order.id}`));
  await expect(page.getByText(tx(lang, 'orders.found', { count: 1 }))).toBeVisible();
  const line = page.getByRole('link', { name: marked(t(lang, 'orders.number', { id: order.id }), false) });
  await expect(line).toBeVisible();
  return line;
}

/** Opens the order from its line of the list; waits for its page. */
export async function openOrder(page: Page, lang: Lang, line: Locator, order: PlacedOrder) {
  await line.click();
  await expect(page).toHaveURL(adminUrl(`/s/S001/orders/${order.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    tx(lang, 'orders.number', { id: order.id }),
  );
}

/** The order page says its last change was saved, and shows the order's status (and payment's). */
export async function expectSaved(page: Page, lang: Lang) {
  await expect(page.getByRole('status').filter({ hasText: tx(lang, 'order.done') })).toBeVisible();
}

export async function expectStatus(page: Page, lang: Lang, status: string, payment?: string) {
  await expect(header(page).getByText(tx(lang, `status.${status}` as Parameters<typeof t>[1]))).toBeVisible();
  if (payment)
    await expect(
      header(page).getByText(tx(lang, `payment.${payment}` as Parameters<typeof t>[1])),
    ).toBeVisible();
}

/**
 * The payment card of a transfer to review: the amount due, the receipt picture beside it (loaded),
 * the shop's account the money should reach. `to` is that account as the API gives it.
 */
export async function checkReceiptBesideAmount(
  page: Page,
  lang: Lang,
  amount: number,
  to: { bank: string; account_name: string; account_number: string },
) {
  const payment = card(page, lang, 'order.payments');
  const due = payment.locator('dt').filter({ hasText: tx(lang, 'pay.amountDue') });
  const dueValue = due.locator('xpath=following-sibling::dd[1]');
  await expect(dueValue).toContainText(`$${amount.toFixed(2)}`);
  const account = payment.locator('dt').filter({ hasText: tx(lang, 'pay.toAccount') });
  const accountValue = clean((await account.locator('xpath=following-sibling::dd[1]').textContent()) ?? '');
  expect(accountValue).toContain(to.bank);
  expect(accountValue).toContain(to.account_name);
  expect(accountValue).toContain(to.account_number);
  const picture = payment.getByRole('img', { name: tx(lang, 'pay.receipt') });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Beside the amount: to its right on a wide screen, under it on a phone (both on one screen).
  const [amountBox, pictureBox] = [await dueValue.boundingBox(), await picture.boundingBox()];
  const viewport = page.viewportSize();
  if (!amountBox || !pictureBox || !viewport) throw new Error('the amount or the receipt is not drawn');
  if (viewport.width >= 640) {
    expect(pictureBox.x).toBeGreaterThanOrEqual(amountBox.x + amountBox.width);
    expect(pictureBox.y).toBeLessThan(amountBox.y + amountBox.height);
  } else {
    expect(pictureBox.y).toBeGreaterThan(amountBox.y);
    expect(pictureBox.y + Math.min(pictureBox.height, 200) - amountBox.y).toBeLessThan(viewport.height);
  }
  // The full-size receipt opens from the picture, through the back office (never the API's origin).
  await expect(payment.getByRole('link', { name: tx(lang, 'pay.openReceipt') })).toHaveAttribute(
    'href',
    /^\/s\/S001\/payments\/\d+\/receipt$/,
  );
}

/** Signs out with the top bar's button (in the menu on a phone). */
export async function signOut(page: Page, lang: Lang) {
  const bar = page.getByRole('banner');
  const button = bar.getByRole('button', { name: tx(lang, 'nav.signOut') }).filter({ visible: true });
  // On a phone the top bar's links and buttons are behind its menu button.
  if (!(await button.count())) await bar.locator('summary[aria-label]').click();
  await button.click();
  await expect(page).toHaveURL(adminUrl('/login?signed_out=1'));
  await expect(page.getByRole('status')).toHaveText(tx(lang, 'login.signedOut'));
}

/** The customer's own order page on the storefront (signed in with their session). */
export async function openAsCustomer(page: Page, order: PlacedOrder, baseURL: string | undefined) {
  await signInShopper(page.context(), order.customer, baseURL);
  await page.goto(shopUrl('S001', `/account/myaccount/myorders/checkout-detail/${order.id}`, 'en', baseURL));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`#${order.id}`);
}

/** Back from an order to the desk (its link on top of the order page). */
export async function backToDesk(page: Page, lang: Lang) {
  await page.getByRole('link', { name: marked(t(lang, 'order.back'), false) }).click();
  await expect(page).toHaveURL(adminUrl('/s/S001/orders'));
}

/**
 * A bank transfer from its receipt to the courier: the cashier (in Khmer) finds it in the
 * receipts to review, sees the receipt beside the amount and the shop's account, approves it, finds
 * it again to confirm and confirms it; the packer (in English) packs it with a serial number and
 * ships it with Grab Express and a tracking number; the shopper then sees it shipped on their
 * order page, and the courier and tracking number on the storefront's delivery tracking page.
 * `shots`: the name under which the Khmer pages are photographed (phone tests), or none.
 */
export async function receiptToShip(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  slot: number,
  shots?: string,
) {
  const order = await placeOrder(request, baseURL, 'bankTransfer', await productFor(request, baseURL, slot));
  // What the pages should show, as the API tells the staff.
  const owner = await staffToken(request, baseURL, 'owner@example.com');
  const placed = await adminGet<AdminOrder>(request, baseURL, owner, `/orders/${order.id}`);
  const [payment] = placed.payments;
  expect(payment).toMatchObject({ provider: 'bankTransfer', status: 'awaiting_review' });
  if (!payment?.to_account) throw new Error('a transfer without the shop account it should reach');

  const kh: Lang = 'kh';
  await signIn(page, 'cashier@example.com', kh);
  await expect(page).toHaveURL(adminUrl('/s/S001/orders'));
  if (shots) await shot(page, `${shots}-desk-kh`);
  await openOrder(page, kh, await findInQueue(page, kh, 'to_review', order), order);
  await expectStatus(page, kh, 'placed', 'awaiting_review');
  await checkReceiptBesideAmount(page, kh, payment.amount, payment.to_account);
  if (shots) await shot(page, `${shots}-order-to-review-kh`);
  await card(page, kh, 'order.payments')
    .getByRole('button', { name: tx(kh, 'pay.approve') })
    .click();
  await expectSaved(page, kh);
  await expectStatus(page, kh, 'placed', 'paid');
  // It has left the receipts to review for the orders to confirm.
  await backToDesk(page, kh);
  await openOrder(page, kh, await findInQueue(page, kh, 'to_confirm', order), order);
  await page.getByRole('button', { name: tx(kh, 'move.confirmed') }).click();
  await expectSaved(page, kh);
  await expectStatus(page, kh, 'confirmed', 'paid');
  await expect(page.getByRole('button', { name: tx(kh, 'move.confirmed') })).toHaveCount(0);
  await signOut(page, kh);

  const en: Lang = 'en';
  const courier = 'Grab Express';
  const tracking = `GX${order.id}${Date.now().toString(36).toUpperCase()}`;
  const serial = `SN-${order.id}-${Math.floor(Math.random() * 1e6)}`;
  await signIn(page, 'packer@example.com', en);
  await openOrder(page, en, await findInQueue(page, en, 'to_pack', order), order);
  await page.getByLabel(marked(t(en, 'order.serialFor', { n: 1 }), false)).fill(serial);
  await page.getByRole('button', { name: tx(en, 'move.packed') }).click();
  await expectSaved(page, en);
  await expectStatus(page, en, 'packed', 'paid');
  await expect(card(page, en, 'order.lines')).toContainText(`${t(en, 'order.serials')}: ${serial}`);
  await page.getByLabel(tx(en, 'order.courier')).fill(courier);
  await page.getByLabel(tx(en, 'order.tracking')).fill(tracking);
  await page.getByRole('button', { name: tx(en, 'move.shipped') }).click();
  await expectSaved(page, en);
  await expectStatus(page, en, 'shipped', 'paid');
  await expect(card(page, en, 'order.address')).toContainText(
    `${t(en, 'order.courier')}: ${courier} · ${t(en, 'order.tracking')}: ${tracking}`,
  );
  // The history says who did each step.
  const history = card(page, en, 'order.timeline');
  for (const [status, name] of [
    ['confirmed', 'Dara Cashier'],
    ['packed', 'Piseth Packer'],
    ['shipped', 'Piseth Packer'],
  ] as const)
    await expect(
      history.getByRole('listitem').filter({ has: page.getByText(tx(en, `status.${status}`)) }),
    ).toContainText(t(en, 'order.by', { name }));

  // The shopper: their order page says shipped, by which courier, with which tracking number; so
  // does the storefront's delivery tracking page.
  await openAsCustomer(page, order, baseURL);
  await expect(
    page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p[1]'),
  ).toContainText(msg('en', 'orders.statusShipped'));
  const shipping = page.getByRole('region', { name: msg('en', 'orders.shipping') });
  await expect(shipping.locator('dd')).toHaveText([courier, tracking]);
  await expect(shipping.locator('dt')).toHaveText([
    msg('en', 'orders.courier'),
    msg('en', 'orders.tracking'),
  ]);
  await page.goto(shopUrl('S001', '/tracking-delivery', 'en', baseURL));
  await page.getByLabel(msg('en', 'tracking.order')).fill(String(order.id));
  await page.getByLabel(msg('en', 'tracking.phone')).fill(order.customer.phone);
  await page.getByRole('button', { name: msg('en', 'tracking.submit') }).click();
  const result = page.getByTestId('tracking-result');
  await expect(result).toContainText(`${msg('en', 'tracking.courier')}${courier}`);
  await expect(result).toContainText(`${msg('en', 'tracking.trackingNumber')}${tracking}`);
}

/**
 * A receipt rejected: the cashier finds the transfer in the receipts to review, types why it is
 * rejected and rejects it; the order page shows the payment rejected with that reason, by whom.
 * The shopper's order page (and the storefront's API) shows the payment failed and the reason; they
 * send a new receipt from it, and the order is back in the receipts to review with both payments.
 */
export async function rejectedReceipt(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  slot: number,
  lang: Lang,
  shots?: string,
) {
  const order = await placeOrder(request, baseURL, 'bankTransfer', await productFor(request, baseURL, slot));
  const reason =
    lang === 'zh'
      ? '收据上的金额不对，请重新上传。'
      : 'The amount on the receipt is $1 short: please send the right one.';
  await signIn(page, 'cashier@example.com', lang);
  await openOrder(page, lang, await findInQueue(page, lang, 'to_review', order), order);
  const payment = card(page, lang, 'order.payments');
  await payment.getByLabel(tx(lang, 'pay.rejectReason')).fill(reason);
  await payment.getByRole('button', { name: tx(lang, 'pay.reject') }).click();
  await expectSaved(page, lang);
  await expectStatus(page, lang, 'placed', 'failed');
  await expect(payment.getByText(tx(lang, 'pay.reason', { reason }))).toBeVisible();
  await expect(payment.getByRole('button', { name: tx(lang, 'pay.approve') })).toHaveCount(0);
  if (shots) await shot(page, `${shots}-order-rejected-${lang}`);
  // The history has the rejection, by the cashier.
  await expect(
    card(page, lang, 'order.timeline')
      .getByRole('listitem')
      .filter({ has: page.getByText(marked(t(lang, 'payment.failed'), false)) }),
  ).toContainText(clean(t(lang, 'order.by', { name: 'Dara Cashier' })));

  const mine = await customerOrder<{
    payment_status: string;
    payment_reason: string;
    can_send_receipt: boolean;
  }>(request, baseURL, order);
  expect(mine).toMatchObject({ payment_status: 'failed', payment_reason: reason, can_send_receipt: true });
  // The shopper reads why on their order page, and sends a new receipt from it.
  await openAsCustomer(page, order, baseURL);
  const paid = page.getByRole('region', { name: msg('en', 'orders.payment') });
  await expect(paid).toContainText(msg('en', 'orders.paymentFailed'));
  await expect(paid.getByRole('note')).toHaveText(msg('en', 'orders.paymentRejected', { reason }));
  if (shots) await shot(page, `${shots}-storefront-rejected`);
  await paid
    .getByLabel(msg('en', 'orders.sendReceipt'))
    .setInputFiles({ name: 'receipt-2.png', mimeType: 'image/png', buffer: receiptPicture() });
  await paid.getByRole('button', { name: msg('en', 'orders.sendReceiptButton') }).click();
  await expect(page.getByRole('status').filter({ hasText: msg('en', 'orders.receiptSent') })).toBeVisible();

  // Back in the receipts to review: the old payment rejected with its reason, the new one to check.
  await page.goto(adminUrl('/s/S001/orders'));
  await openOrder(page, lang, await findInQueue(page, lang, 'to_review', order), order);
  await expectStatus(page, lang, 'placed', 'awaiting_review');
  const payments = card(page, lang, 'order.payments');
  await expect(payments).toHaveCount(2);
  await expect(payments.filter({ hasText: tx(lang, 'pay.reason', { reason }, false) })).toHaveCount(1);
  await expect(payments.getByRole('button', { name: tx(lang, 'pay.approve') })).toHaveCount(1);
  await expect
    .poll(() =>
      payments
        .getByRole('img', { name: tx(lang, 'pay.receipt') })
        .evaluateAll((imgs: HTMLImageElement[]) => imgs.filter((img) => img.naturalWidth > 0).length),
    )
    .toBe(2);
}
