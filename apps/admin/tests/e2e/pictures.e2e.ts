import { shopUrl } from '../../../web/tests/e2e/fixtures';
import { newProduct, productNow } from './catalogue';
import { adminUrl, expect, type Lang, receiptPicture, shot, staffSession, t, test, tx } from './fixtures';

// A product's pictures in the editor (issue 30, part 3): two uploaded, the second made main, the
// storefront's product page opening on it; a file that is not a picture refused in the staff
// member's language; the card on a phone, in Khmer, photographed.

/** The stored name of a picture's address (`…/media/uploads/<name>`). */
const nameOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

test('the editor uploads two pictures and makes the second main; the storefront’s product page opens on it', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const en: Lang = 'en';
  const product = await newProduct(request, baseURL);
  const name = `Test cable ${product.word}`;
  await staffSession(context, request, baseURL, 'editor@example.com', en);
  await page.goto(adminUrl(`/s/S001/products/${product.id}`));
  const pictures = page.locator('#pictures');
  await expect(pictures.getByText(tx(en, 'pictures.none'))).toBeVisible();
  for (const n of [1, 2]) {
    await pictures
      .getByLabel(tx(en, 'pictures.file', { mb: 8 }))
      .setInputFiles({ name: `photo-${n}.png`, mimeType: 'image/png', buffer: receiptPicture() });
    await pictures.getByRole('button', { name: tx(en, 'pictures.upload') }).click();
    await expect(pictures.getByRole('listitem')).toHaveCount(n);
  }
  await expect(pictures.getByRole('status').filter({ hasText: t(en, 'pictures.added') })).toBeVisible();
  // The thumbnails load through the admin's own /media/ route.
  const thumbs = pictures.getByRole('img');
  await expect(thumbs).toHaveCount(2);
  for (const img of await thumbs.all())
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  const [first, second] = (await productNow(request, baseURL, product.id)).images;
  expect(first?.main).toBe(true);
  await pictures
    .getByRole('button', { name: `${t(en, 'pictures.makeMain')}: ${t(en, 'pictures.alt', { n: 2, name })}` })
    .click();
  await expect(pictures.getByRole('status').filter({ hasText: t(en, 'pictures.madeMain') })).toBeVisible();
  const main = pictures.getByRole('listitem').first();
  await expect(main.getByText(t(en, 'pictures.main'))).toBeVisible();
  const now = await productNow(request, baseURL, product.id);
  expect(now.images.map((i) => i.id)).toEqual([second?.id, first?.id]);
  expect(now.image).toBe(new URL(second?.url ?? '').pathname);
  // The storefront's page opens on the main picture (its page cache kept 10 s: polled).
  await expect
    .poll(
      async () => {
        await page.goto(shopUrl('S001', `/product/${product.id}`, 'en', baseURL));
        return (await page.getByRole('img', { name, exact: true }).first().getAttribute('src')) ?? '';
      },
      { timeout: 30_000, intervals: [500, 1000, 2000, 3000] },
    )
    .toContain(nameOf(second?.url ?? ''));
  const shown = page.getByRole('img', { name, exact: true }).first();
  await expect.poll(() => shown.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
});

test('a file that is not a picture is refused in Khmer; on a phone the card is photographed', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const kh: Lang = 'kh';
  const product = await newProduct(request, baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  await staffSession(context, request, baseURL, 'editor@example.com', kh);
  await page.goto(adminUrl(`/s/S001/products/${product.id}`));
  const pictures = page.locator('#pictures');
  const file = pictures.getByLabel(tx(kh, 'pictures.file', { mb: 8 }));
  await file.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await pictures.getByRole('button', { name: tx(kh, 'pictures.upload') }).click();
  await expect(
    pictures.getByRole('alert').filter({ hasText: tx(kh, 'pictures.error.notPicture', {}, false) }),
  ).toBeVisible();
  await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: receiptPicture() });
  await pictures.getByRole('button', { name: tx(kh, 'pictures.upload') }).click();
  await expect(pictures.getByRole('listitem')).toHaveCount(1);
  await file.setInputFiles({ name: 'photo-2.png', mimeType: 'image/png', buffer: receiptPicture() });
  await pictures.getByRole('button', { name: tx(kh, 'pictures.upload') }).click();
  await expect(pictures.getByRole('listitem')).toHaveCount(2);
  // Deleted after its confirmation.
  const second = pictures.getByRole('listitem').nth(1);
  await second.locator('summary').click();
  await expect(second.getByText(tx(kh, 'pictures.deleteConfirm'))).toBeVisible();
  await pictures.scrollIntoViewIfNeeded();
  await shot(page, 'kh-phone-product-pictures');
  await second.getByRole('button', { name: tx(kh, 'pictures.deleteYes') }).click();
  await expect(
    pictures.getByRole('status').filter({ hasText: tx(kh, 'pictures.deleted', {}, false) }),
  ).toBeVisible();
  await expect(pictures.getByRole('listitem')).toHaveCount(1);
  expect((await productNow(request, baseURL, product.id)).images).toHaveLength(1);
});
