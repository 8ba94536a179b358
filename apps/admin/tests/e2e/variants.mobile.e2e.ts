import type { Page } from '@playwright/test';
import { newProduct, productNow } from './catalogue';
import { adminUrl, expect, type Lang, shot, staffSession, test } from './fixtures';
import { buyVariant, makeColours } from './import-variants';

// The variants editor on a phone (390×844) in Khmer: a test product given two colours, saved,
// and bought in Khmer on the storefront; each page photographed, none wider than the screen.

test.use({ viewport: { width: 390, height: 844 } });

async function fits(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await shot(page, name);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} is wider than the screen`).toBeLessThanOrEqual(390);
}

test('on a phone in Khmer: two colours made and saved; a customer buys the white one in Khmer', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.slow();
  const kh: Lang = 'kh';
  const product = await newProduct(request, baseURL);
  await staffSession(context, request, baseURL, 'editor@example.com', kh);
  await page.goto(adminUrl(`/s/S001/products/${product.id}`));
  await makeColours(page, kh, product.word, (name) => fits(page, `kh-${name}`));
  await buyVariant(page, context, request, baseURL, kh, product.id, 'ស');
  const after = await productNow(request, baseURL, product.id);
  expect(after.variants.find((v) => v.name === 'White')?.stock).toBe(4);
});
