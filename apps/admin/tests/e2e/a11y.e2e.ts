import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { findInQueue, openOrder } from './desk';
import {
  adminUrl,
  chooseLanguage,
  expect,
  type Lang,
  placeOrder,
  productFor,
  staffSession,
  test,
  tx,
} from './fixtures';

// axe-core on the back office's pages at a phone's size, in English and Khmer: the sign-in page,
// the order desk and an order with a receipt to review (as its owner, who has every control on
// it). No violation of impact serious or critical.

const AXE = join(dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js');

test.use({
  viewport: { width: 390, height: 844 },
  // axe is a script the page's policy does not name: this browser lets it in.
  bypassCSP: true,
});

async function expectNoSeriousViolations(page: Page, what: string) {
  await page.addScriptTag({ path: AXE });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe.run(document),
  );
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
  expect(serious, `${what}: axe violations`).toEqual([]);
  // axe ran on this very page (its rules passed somewhere).
  expect(results.passes.length).toBeGreaterThan(10);
}

for (const lang of ['en', 'kh'] as Lang[]) {
  test(`axe in ${lang}: the sign-in page, the order desk and an order, at 390×844`, async ({
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
      await productFor(request, baseURL, lang === 'en' ? 9 : 10),
    );
    await page.goto(adminUrl('/login'));
    await chooseLanguage(page, lang);
    await expectNoSeriousViolations(page, `sign-in (${lang})`);
    // The refusal too (an alert in the form).
    await page.getByLabel(tx(lang, 'login.email')).fill('nobody@example.com');
    await page.getByLabel(tx(lang, 'login.password')).fill('not-a-password');
    await page.getByRole('button', { name: tx(lang, 'login.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(tx(lang, 'login.badCredentials'));
    await expectNoSeriousViolations(page, `sign-in refused (${lang})`);

    await staffSession(context, request, baseURL, 'owner@example.com', lang);
    await page.goto(adminUrl('/s/S001/orders'));
    await expectNoSeriousViolations(page, `order desk (${lang})`);
    const line = await findInQueue(page, lang, 'to_review', order);
    await expectNoSeriousViolations(page, `order desk, searched (${lang})`);
    await openOrder(page, lang, line, order);
    await expect(page.getByRole('img', { name: tx(lang, 'pay.receipt') })).toBeVisible();
    await expectNoSeriousViolations(page, `order to review (${lang})`);
    // With the cancel form open (its reason field beside the rejection's).
    await page.getByText(tx(lang, 'move.cancelled')).filter({ visible: true }).click();
    await expect(page.getByLabel(tx(lang, 'move.reason'))).toBeVisible();
    await expectNoSeriousViolations(page, `order, cancel open (${lang})`);
  });
}
