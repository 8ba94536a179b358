import type { Page } from '@playwright/test';
import { expect, type Lang, shot, staffSession, test } from './fixtures';
import { importFile, importSteps, shopPageSays, storefrontFinds } from './import-variants';

// The catalogue import on a phone (390×844) in Khmer: the same steps as on a desktop
// (import.e2e.ts), each page photographed into /tmp/admin-shots and none wider than the screen.

test.use({ viewport: { width: 390, height: 844 } });

async function fits(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await shot(page, name);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} is wider than the screen`).toBeLessThanOrEqual(390);
}

test('on a phone in Khmer: a CSV checked, its refused row explained in Khmer, imported; the storefront has it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.slow();
  const kh: Lang = 'kh';
  const file = await importFile(request, baseURL);
  await staffSession(context, request, baseURL, 'editor@example.com', kh);
  await importSteps(page, kh, file, (name) => fits(page, `kh-${name}`));
  const id = await storefrontFinds(request, baseURL, file.product.name_en);
  await shopPageSays(page, baseURL, 'kh', id, file.product.name_kh);
});
