import { randomInt } from 'node:crypto';
import { msg, shopUrl } from '../../../web/tests/e2e/fixtures';
import {
  adminUrl,
  expect,
  hydrated,
  type Lang,
  marked,
  shot,
  staffSession,
  t,
  test,
  textOf,
  tx,
} from './fixtures';

// Repair tickets at the counter (issue 30, part 6), as a cashier uses them on a phone in Khmer:
// a device taken in (a wrong phone first: refused, what was typed kept), its code read off the
// page, the ticket moved received → diagnosing → repairing → ready for pickup with the
// technician's note in Khmer; then the customer's check-result page on the storefront shows the
// status and the note for that code and phone.

test.use({ viewport: { width: 390, height: 844 } });

test('a cashier in Khmer takes a device in, moves it to ready with a note; the storefront’s check-result shows both', async ({
  page,
  context,
  request,
  baseURL,
  newContext,
}) => {
  const kh: Lang = 'kh';
  await staffSession(context, request, baseURL, 'cashier@example.com', kh);
  await page.goto(adminUrl('/s/S001/tickets'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(kh, 'tickets.title'));
  await expect(page.getByRole('link', { name: tx(kh, 'nav.tickets') })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const phone = `097 ${randomInt(100, 999)} ${randomInt(1000, 9999)}`;
  const form = page.getByRole('form', { name: tx(kh, 'tickets.takeIn') });
  await form.getByLabel(tx(kh, 'tickets.customerName')).fill('សុខ ចាន់ថា');
  await form.getByLabel(tx(kh, 'tickets.phone')).fill('លេខខ្ញុំ');
  await form.getByLabel(tx(kh, 'tickets.device')).fill('Samsung Galaxy A54');
  await form.getByLabel(tx(kh, 'tickets.problem')).fill('ថ្មឆាប់អស់ ហើយខាងក្រោយប៉ោង។');
  await form.getByRole('button', { name: tx(kh, 'tickets.takeInButton') }).click();
  // Refused, the phone named; everything typed is still there.
  await expect(page.getByRole('alert')).toContainText('phone');
  await expect(form.getByLabel(tx(kh, 'tickets.phone'))).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(tx(kh, 'tickets.device'))).toHaveValue('Samsung Galaxy A54');
  await expect(form.getByLabel(tx(kh, 'tickets.problem'))).toHaveValue('ថ្មឆាប់អស់ ហើយខាងក្រោយប៉ោង។');
  await form.getByLabel(tx(kh, 'tickets.phone')).fill(phone);
  await form.getByRole('button', { name: tx(kh, 'tickets.takeInButton') }).click();

  // The ticket's page: the code to read out, big.
  await expect(page.getByRole('status').filter({ hasText: tx(kh, 'tickets.takenIn') })).toBeVisible();
  const codeHeading = page.getByTestId('ticket-code');
  const code = await textOf(codeHeading);
  expect(code).toMatch(/^RT-[2-9A-HJKMNP-Z]{6}$/);
  const fontSize = await codeHeading.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  expect(fontSize, 'the code is big enough to read out').toBeGreaterThanOrEqual(32);
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'kh-ticket-taken');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the ticket page is wider than the screen').toBeLessThanOrEqual(390);

  const moveTo = (status: 'diagnosing' | 'repairing' | 'ready_for_pickup') =>
    page.getByRole('button', { name: tx(kh, 'tickets.moveTo', { status: t(kh, `ticketStatus.${status}`) }) });
  const saved = (status: 'diagnosing' | 'repairing' | 'ready_for_pickup') =>
    expect(
      page.getByRole('status').filter({
        hasText: tx(kh, 'tickets.moved', { status: t(kh, `ticketStatus.${status}`) }),
      }),
    ).toBeVisible();
  const note = page.getByLabel(tx(kh, 'tickets.technicianNote'));

  await moveTo('diagnosing').click();
  await saved('diagnosing');
  // Typed once the page is live: a text area typed into before React takes the page over is reset.
  await hydrated(page);
  const diagnosis = 'ថ្មប៉ោង ត្រូវប្តូរថ្មី។';
  await note.fill(diagnosis);
  await page.getByLabel(tx(kh, 'tickets.technician')).fill('ដារ៉ា គឹម');
  await page.getByLabel(tx(kh, 'tickets.quote')).fill('35');
  const button = moveTo('repairing');
  expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await button.click();
  await saved('repairing');
  const steps = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: tx(kh, 'tickets.steps') }) });
  await expect(steps.getByText(marked(diagnosis))).toBeVisible();
  await hydrated(page);
  const ready = 'ជួសជុលរួចរាល់ សូមមកយកនៅបញ្ជរ។';
  await note.fill(ready);
  await moveTo('ready_for_pickup').click();
  await saved('ready_for_pickup');
  await expect(steps.getByText(marked(ready))).toBeVisible();
  await expect(
    page.getByRole('button', { name: tx(kh, 'tickets.moveTo', { status: t(kh, 'ticketStatus.collected') }) }),
  ).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'kh-ticket-ready');

  // The list finds it by its phone.
  await page.goto(adminUrl(`/s/S001/tickets?q=${encodeURIComponent(phone)}`));
  await expect(page.getByRole('link', { name: new RegExp(code) })).toBeVisible();
  await shot(page, 'kh-tickets');

  // The customer, at home, on the storefront's check-result page with the phone they gave.
  const shopper = await (await newContext()).newPage();
  await shopper.goto(shopUrl('S001', `/check-result/${code}`, kh, baseURL));
  await shopper.getByLabel(msg(kh, 'ticket.phone')).fill(phone);
  await shopper.getByRole('button', { name: msg(kh, 'ticket.submit') }).click();
  const result = shopper.getByTestId('ticket-result');
  await expect(result.locator('[data-status="ready_for_pickup"]').first()).toHaveText(
    msg(kh, 'ticket.statusReadyForPickup'),
  );
  await expect(result.getByText(marked(ready)).first()).toBeVisible();
  await expect(result).toContainText('ដារ៉ា គឹម');
});
