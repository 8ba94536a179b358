import type { AdminOrder } from '@shop/contracts';
import { card, expectSaved, expectStatus, findInQueue, openOrder } from './desk';
import {
  adminGet,
  adminUrl,
  customerOrder,
  expect,
  type Lang,
  marked,
  placeOrder,
  productFor,
  staffSession,
  stockOf,
  t,
  test,
  tx,
} from './fixtures';

// The owner cancels an order paid by KHQR: the reason and how the money went back are kept, the
// payment is refunded, the history and the audit log say who did it, and the product's stock is back.

test('the owner cancels a paid KHQR order with a reason and a refund reference: refunded, recorded, stock back', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const en: Lang = 'en';
  const product = await productFor(request, baseURL, 8);
  const before = await stockOf(request, baseURL, product.id);
  const order = await placeOrder(request, baseURL, 'khqr', product);
  expect(await stockOf(request, baseURL, product.id)).toBe(before - 1);

  const owner = await staffSession(context, request, baseURL, 'owner@example.com', en);
  await page.goto(adminUrl('/s/S001/orders'));
  await openOrder(page, en, await findInQueue(page, en, 'to_confirm', order), order);
  await expectStatus(page, en, 'placed', 'paid');
  const payment = card(page, en, 'order.payments');
  await expect(payment).toContainText(t(en, 'pay.providerPaid', { method: t(en, 'method.khqr') }));

  const reason = 'Out of stock at the supplier: sorry';
  const reference = `ABA-REF-${order.id}-${Date.now().toString(36).toUpperCase()}`;
  await page.getByText(tx(en, 'move.cancelled')).filter({ visible: true }).click();
  await page.getByLabel(tx(en, 'move.reason')).fill(reason);
  await page.getByLabel(tx(en, 'move.refundReference')).fill(reference);
  await page.getByRole('button', { name: tx(en, 'move.cancelled') }).click();
  await expectSaved(page, en);
  await expectStatus(page, en, 'cancelled', 'refunded');
  await expect(card(page, en, 'order.actions')).toContainText(t(en, 'order.noActions'));
  await expect(payment.getByText(tx(en, 'payment.refunded'))).toBeVisible();
  // The history: cancelled and refunded, by the owner, with the reason.
  const history = card(page, en, 'order.timeline');
  const cancelled = history.getByRole('listitem').filter({ has: page.getByText(tx(en, 'status.cancelled')) });
  await expect(cancelled).toContainText(t(en, 'order.by', { name: 'Sokha Owner' }));
  await expect(cancelled).toContainText(reason);
  const refunded = history.getByRole('listitem').filter({
    has: page.getByText(marked(`${t(en, 'order.payments')}: ${t(en, 'payment.refunded')}`)),
  });
  await expect(refunded).toContainText(t(en, 'order.by', { name: 'Sokha Owner' }));
  // In the cancelled orders now.
  await page.goto(adminUrl('/s/S001/orders'));
  await findInQueue(page, en, 'cancelled', order);
  // The audit log keeps how the money went back (the order page shows the reason only).
  const { payments } = await adminGet<AdminOrder>(request, baseURL, owner, `/orders/${order.id}`);
  await page.goto(adminUrl('/s/S001/audit'));
  await page.getByLabel(tx(en, 'audit.entity')).selectOption('payment');
  await page.getByRole('button', { name: tx(en, 'orders.apply') }).click();
  const row = page
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`payment ${payments[0]?.id}(?!\\d)`) })
    .filter({ hasText: 'payment.refunded' });
  await expect(row).toContainText('Sokha Owner <owner@example.com> · web');
  await expect(row).toContainText(`reference: "${reference}"`);
  await expect(row).toContainText('status: "paid" → "refunded"');

  // The stock is back, and the shopper's order says cancelled and refunded.
  expect(await stockOf(request, baseURL, product.id)).toBe(before);
  expect(await customerOrder(request, baseURL, order)).toMatchObject({
    status: 'cancelled',
    payment_status: 'refunded',
  });
});
