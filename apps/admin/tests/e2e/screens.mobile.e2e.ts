import type { Page } from '@playwright/test';
import { card, findInQueue, openOrder } from './desk';
import {
  adminUrl,
  chooseLanguage,
  expect,
  type Lang,
  placeOrder,
  productFor,
  SHOTS_DIR,
  shot,
  staffSession,
  test,
  tx,
} from './fixtures';

// Every page of the back office on a phone (390×844) in Khmer and Chinese, photographed into
// /tmp/admin-shots for a person to look at (cut words, text out of its box, boxes for letters),
// and checked for what a machine can see: nothing wider than the screen, the Khmer font in use.

test.use({ viewport: { width: 390, height: 844 } });

/** What does not fit: the page wider than the screen, and boxes whose text is cut off. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main *, header *')) {
      const style = getComputedStyle(el);
      if (!el.childNodes.length || style.display === 'none' || style.visibility === 'hidden') continue;
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!hasText) continue;
      // Scrolling boxes (the queue chips), shortened lines (…) and texts for screen readers
      // only (sr-only: a box of 1 px) are meant to be so.
      if (/(auto|scroll)/.test(style.overflowX) || style.textOverflow === 'ellipsis') continue;
      if (el.closest('.sr-only') && !el.closest('.sr-only:focus')) continue;
      if (el.scrollWidth > el.clientWidth + 1 && /(hidden|clip)/.test(style.overflowX))
        cut.push(`${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 40)}`);
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > window.innerWidth + 1 && !el.closest('[class*="overflow-x-auto"]'))
        cut.push(
          `${el.tagName.toLowerCase()} past the screen's edge: ${el.textContent?.trim().slice(0, 40)}`,
        );
    }
    return { pageWidth: document.documentElement.scrollWidth, screen: window.innerWidth, cut };
  });
}

/** Photographs the page as it is now and checks that it fits the phone's screen. */
async function look(page: Page, lang: Lang, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await shot(page, `${lang}-${name}`);
  const fit = await overflow(page);
  expect(fit.pageWidth, `${name} (${lang}) is wider than the screen`).toBeLessThanOrEqual(fit.screen);
  expect(fit.cut, `${name} (${lang}): text cut or past the edge`).toEqual([]);
  if (lang === 'kh')
    expect(
      await page.evaluate(() => document.fonts.check('16px "Noto Sans Khmer"', 'ក')),
      'the Khmer font is loaded',
    ).toBe(true);
}

for (const lang of ['kh', 'zh'] as Lang[]) {
  test(`every page on a phone in ${lang === 'kh' ? 'Khmer' : 'Chinese'}, photographed into ${SHOTS_DIR}`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.slow();
    const order = await placeOrder(
      request,
      baseURL,
      'bankTransfer',
      await productFor(request, baseURL, lang === 'kh' ? 11 : 12),
    );
    // Signed out.
    await page.goto(adminUrl('/login'));
    await chooseLanguage(page, lang);
    await look(page, lang, 'login');
    await page.goto(adminUrl('/invite?code=an-invitation-code-from-the-mail'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(lang, 'invite.title'));
    await look(page, lang, 'invite');

    // The owner of three shops.
    await staffSession(context, request, baseURL, 'owner@example.com', lang);
    await page.goto(adminUrl('/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(lang, 'shops.title'));
    await look(page, lang, 'shops');
    await page.getByRole('banner').locator('summary[aria-label]').click();
    await expect(
      page.getByRole('banner').getByRole('button', { name: tx(lang, 'nav.signOut') }),
    ).toBeVisible();
    await look(page, lang, 'menu-open');
    await page.goto(adminUrl('/s/S001'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(lang, 'dash.title'));
    await look(page, lang, 'dashboard');
    await page.goto(adminUrl('/s/S001/orders'));
    await look(page, lang, 'orders');
    const line = await findInQueue(page, lang, 'to_review', order);
    await page.getByText(tx(lang, 'orders.filters')).click();
    await expect(page.getByLabel(tx(lang, 'orders.paymentMethod'))).toBeVisible();
    await look(page, lang, 'orders-to-review-filters');
    await openOrder(page, lang, line, order);
    await expect(page.getByRole('img', { name: tx(lang, 'pay.receipt') })).toBeVisible();
    await look(page, lang, 'order-to-review');
    // Two links of the address card, each on its line (not one run of underlined words).
    const address = card(page, lang, 'order.address');
    const map = await address.getByRole('link', { name: tx(lang, 'order.map') }).boundingBox();
    const slip = await address.getByRole('link', { name: tx(lang, 'order.slip') }).boundingBox();
    expect(slip?.y ?? 0).toBeGreaterThanOrEqual((map?.y ?? 0) + (map?.height ?? 0) - 1);
    await page.getByText(tx(lang, 'move.cancelled')).filter({ visible: true }).click();
    await expect(page.getByLabel(tx(lang, 'move.reason'))).toBeVisible();
    await look(page, lang, 'order-cancel-open');
    await page.goto(adminUrl(`/s/S001/orders/${order.id}/slip`));
    await expect(page.getByText(tx(lang, 'slip.title'))).toBeVisible();
    await look(page, lang, 'packing-slip');
    await page.goto(adminUrl('/s/S001/staff'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(lang, 'staff.title'));
    await look(page, lang, 'staff');
    await page.goto(adminUrl('/s/S001/audit'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(lang, 'audit.title'));
    await look(page, lang, 'audit');
    await page.goto(adminUrl('/account'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(lang, 'account.title'));
    await look(page, lang, 'account');
    const missing = await page.goto(adminUrl('/s/S999/orders'));
    expect(missing?.status()).toBe(404);
    await expect(page.getByText(tx(lang, 'error.notFound'))).toBeVisible();
    await look(page, lang, 'not-found');
  });

  test(`the catalogue's pages on a phone in ${lang === 'kh' ? 'Khmer' : 'Chinese'}, photographed into ${SHOTS_DIR}`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.slow();
    const product = await productFor(request, baseURL, lang === 'kh' ? 11 : 12);
    await staffSession(context, request, baseURL, 'owner@example.com', lang);
    // The catalogue: the list with its filters and bulk change open, a product, a new one.
    await page.goto(adminUrl('/s/S001/products'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(lang, 'products.title'));
    await page.getByText(tx(lang, 'orders.filters')).click();
    await page.getByText(tx(lang, 'products.bulkTitle')).click();
    await expect(page.getByLabel(tx(lang, 'products.bulkValue'))).toBeVisible();
    await look(page, lang, 'products');
    await page.goto(adminUrl(`/s/S001/products/${product.id}`));
    await expect(page.getByRole('heading', { level: 2, name: tx(lang, 'stock.title') })).toBeVisible();
    await look(page, lang, 'product');
    await page.goto(adminUrl('/s/S001/products/new'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(lang, 'product.newTitle'));
    await look(page, lang, 'product-new');
  });
}
