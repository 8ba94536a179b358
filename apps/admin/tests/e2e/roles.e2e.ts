import type { AdminOrder } from '@shop/contracts';
import { card, openOrder } from './desk';
import {
  adminGet,
  adminPost,
  adminUrl,
  expect,
  type Lang,
  marked,
  placeOrder,
  productFor,
  signIn,
  staffToken,
  t,
  test,
  tx,
} from './fixtures';

// What each role sees: only the tabs and steps it may take; a page it may not open says so in
// the admin's words (403); a shop that is not theirs does not exist for them (404).

const en: Lang = 'en';

/** The shop's tabs (the top bar's navigation). */
const tabsOf = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: tx(en, 'nav.menu') });

test('the packer: no Staff, Audit or Today tab, no Confirm or Cancel on an order, no staff page', async ({
  page,
  request,
  baseURL,
}) => {
  const order = await placeOrder(request, baseURL, 'cod', await productFor(request, baseURL, 6));
  await signIn(page, 'packer@example.com', en);
  await expect(page).toHaveURL(adminUrl('/s/S001/orders'));
  const tabs = tabsOf(page);
  // The repair counter too: packers take devices in (tickets.manage).
  await expect(tabs.getByRole('link')).toHaveText([tx(en, 'nav.orders'), tx(en, 'nav.tickets')]);
  for (const hidden of ['nav.staff', 'nav.audit', 'nav.dashboard'] as const)
    await expect(page.getByRole('link', { name: tx(en, hidden) })).toHaveCount(0);

  // A new order by cash on delivery: a cashier confirms it, the owner or a manager cancels it.
  await page.goto(adminUrl(`/s/S001/orders/${order.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(en, 'orders.number', { id: order.id }));
  const steps = card(page, en, 'order.actions');
  await expect(steps).toContainText(t(en, 'order.noActions'));
  await expect(page.getByRole('button', { name: tx(en, 'move.confirmed') })).toHaveCount(0);
  await expect(page.getByText(tx(en, 'move.cancelled'))).toHaveCount(0);
  // Confirmed by the cashier, it is the packer's to pack (and still not to cancel).
  const cashier = await staffToken(request, baseURL, 'cashier@example.com');
  await adminPost(request, baseURL, cashier, `/orders/${order.id}/transition`, { to: 'confirmed' });
  await page.reload();
  await expect(page.getByRole('button', { name: tx(en, 'move.packed') })).toBeVisible();
  await expect(page.getByRole('button', { name: tx(en, 'move.confirmed') })).toHaveCount(0);
  await expect(page.getByText(tx(en, 'move.cancelled'))).toHaveCount(0);

  // The staff page by its address: refused, in words.
  const staff = await page.goto(adminUrl('/s/S001/staff'));
  expect(staff?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(en, 'error.title'));
  await expect(page.getByText(tx(en, 'error.forbidden'))).toBeVisible();
});

test('the editor starts at the products and has no order desk: a 403 page in the admin’s words (in Khmer)', async ({
  page,
}) => {
  const kh: Lang = 'kh';
  await signIn(page, 'editor@example.com', kh);
  await expect(page).toHaveURL(adminUrl('/s/S001/products'));
  const desk = await page.goto(adminUrl('/s/S001/orders'));
  expect(desk?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(kh, 'error.title'));
  await expect(page.getByText(tx(kh, 'error.forbidden'))).toBeVisible();
  await expect(page.getByRole('link', { name: tx(kh, 'error.home') })).toHaveAttribute('href', '/');
  const again = await page.goto(adminUrl('/s/S001/orders'));
  expect(again?.status()).toBe(403);
  // Not an order either.
  const order = await page.goto(adminUrl('/s/S001/orders/1'));
  expect(order?.status()).toBe(403);
  await expect(page.getByText(tx(kh, 'error.forbidden'))).toBeVisible();
});

test('a shop that is not theirs is a 404 page for the cashier, as a shop that does not exist', async ({
  page,
}) => {
  await signIn(page, 'cashier@example.com', en);
  for (const path of ['/s/S002/orders', '/s/S002', '/s/S007/orders/1', '/s/S999/orders']) {
    const response = await page.goto(adminUrl(path));
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(en, 'error.title'));
    await expect(page.getByText(tx(en, 'error.notFound'))).toBeVisible();
  }
  // Their own shop's desk is there.
  await page.goto(adminUrl('/s/S001/orders'));
  await expect(page.getByRole('navigation', { name: tx(en, 'orders.title') })).toBeVisible();
});

test('the owner sees every tab and, in the audit log, who did what to an order', async ({
  page,
  request,
  baseURL,
}) => {
  const order = await placeOrder(request, baseURL, 'cod', await productFor(request, baseURL, 7));
  // The cashier confirms it and the packer packs it (each from their own device)…
  const cashier = await staffToken(request, baseURL, 'cashier@example.com');
  await adminPost(request, baseURL, cashier, `/orders/${order.id}/transition`, { to: 'confirmed' });
  const packer = await staffToken(request, baseURL, 'packer@example.com');
  await adminPost(request, baseURL, packer, `/orders/${order.id}/transition`, { to: 'packed' });

  // …and the owner writes a note on it in the back office.
  await signIn(page, 'owner@example.com', en);
  // Owner of three shops: the shops first, then this one's desk, with every tab.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(en, 'shops.title'));
  await page.getByRole('link', { name: /Angkor Digital/ }).click();
  await expect(page).toHaveURL(adminUrl('/s/S001/orders'));
  await expect(tabsOf(page).getByRole('link')).toHaveText(
    (
      [
        'nav.dashboard',
        'nav.orders',
        'nav.tickets',
        'nav.products',
        'nav.categories',
        'nav.brands',
        'nav.content',
        'nav.settings',
        'nav.staff',
        'nav.audit',
      ] as const
    ).map((key) => tx(en, key)),
  );
  await page.getByRole('searchbox', { name: tx(en, 'orders.search') }).fill(String(order.id));
  await page.getByRole('button', { name: tx(en, 'orders.searchButton') }).click();
  await openOrder(
    page,
    en,
    page.getByRole('link', { name: marked(t(en, 'orders.number', { id: order.id }), false) }),
    order,
  );
  const note = `Customer asked for a gift wrap (${order.id})`;
  const notes = card(page, en, 'order.notes');
  await notes.getByRole('textbox', { name: tx(en, 'order.addNote') }).fill(note);
  await notes.getByRole('button', { name: tx(en, 'order.addNote') }).click();
  await expect(notes.getByRole('listitem').filter({ hasText: note })).toContainText('Sokha Owner');

  // The audit log, orders only: the three actions, newest first, each with who and from where.
  await tabsOf(page)
    .getByRole('link', { name: tx(en, 'nav.audit') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(en, 'audit.title'));
  await page.getByLabel(tx(en, 'audit.entity')).selectOption('order');
  await page.getByRole('button', { name: tx(en, 'orders.apply') }).click();
  await expect(page).toHaveURL(/[?&]entity=order/);
  const rows = page.getByRole('listitem').filter({ hasText: new RegExp(`order ${order.id}(?!\\d)`) });
  await expect(rows.locator('span.font-mono')).toHaveText(['order.noted', 'order.packed', 'order.confirmed']);
  await expect(rows.nth(0)).toContainText('Sokha Owner <owner@example.com> · web');
  await expect(rows.nth(0)).toContainText(note);
  await expect(rows.nth(1)).toContainText('Piseth Packer <packer@example.com> · web');
  await expect(rows.nth(1)).toContainText('status: "confirmed" → "packed"');
  await expect(rows.nth(2)).toContainText('Dara Cashier <cashier@example.com> · web');
  await expect(rows.nth(2)).toContainText('status: "placed" → "confirmed"');
  // The API says the same.
  const owner = await staffToken(request, baseURL, 'owner@example.com');
  const detail = await adminGet<AdminOrder>(request, baseURL, owner, `/orders/${order.id}`);
  expect(detail.status).toBe('packed');
});
