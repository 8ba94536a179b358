import { expect, hydrated, msg, shopUrl, test } from './fixtures';

// The help center, its FAQ page, and booking a technician, in the browser against the real API
// and the demo shops' seeded content.

test('the help center finds a Khmer article by a Khmer substring, and opens it with its breadcrumbs', async ({
  page,
  baseURL,
}) => {
  await page.goto(shopUrl('S001', '/help-center', 'kh', baseURL));
  await hydrated(page);
  // ជញ្ជូន sits inside ដឹកជញ្ជូន, written without a space: a word index would miss it.
  await page.getByRole('searchbox').fill('ជញ្ជូន');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/q=/);
  const result = page.getByRole('link', { name: /តំបន់ដឹកជញ្ជូន និងថ្លៃសេវា/ });
  await expect(result).toBeVisible();
  await result.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('តំបន់ដឹកជញ្ជូន និងថ្លៃសេវា');
  await expect(page.getByRole('navigation', { name: msg('kh', 'listing.breadcrumbs') })).toContainText(
    msg('kh', 'help.title'),
  );
});

test('without JavaScript, an English help search answers with its results', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(shopUrl('S001', '/help-center?q=KHQR', 'en', baseURL));
  await expect(page.locator('#help-results')).toBeVisible();
  await expect(page.locator('#help-results ~ ul li').first()).toContainText(/KHQR/);
  await context.close();
});

test('the FAQ page expands an answer from the keyboard, and carries FAQPage data', async ({
  page,
  baseURL,
}) => {
  await page.goto(shopUrl('S001', '/help-center/index-copy', 'zh', baseURL));
  await hydrated(page);
  const first = page.locator('details').first();
  await expect(first).not.toHaveAttribute('open');
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await expect(first.locator('p').first()).toBeVisible();
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(data.some((text) => JSON.parse(text)['@type'] === 'FAQPage')).toBe(true);
});

test('the policy page links its table of contents to each section', async ({ page, baseURL }) => {
  await page.goto(shopUrl('S001', '/policy', 'en', baseURL));
  const links = page.locator('a[href^="#"]');
  expect(await links.count()).toBeGreaterThanOrEqual(4);
  const href = await links.first().getAttribute('href');
  await expect(page.locator(`[id="${href!.slice(1)}"]`)).toBeVisible();
});

for (const lang of ['kh', 'en'] as const) {
  test(`a booking request to a technician is sent and confirmed in ${lang}`, async ({ page, baseURL }) => {
    await page.goto(shopUrl('S001', '/services/allfreelancer', lang, baseURL));
    await hydrated(page);
    await page
      .getByRole('link', { name: msg(lang, 'services.viewProfile') })
      .first()
      .click();
    await expect(page).toHaveURL(/services\/freelancer\?id=\d+/);
    await page.getByLabel(msg(lang, 'services.name')).fill(lang === 'kh' ? 'សុខា ចាន់' : 'Dara Keo');
    await page.getByLabel(msg(lang, 'services.phone')).fill('012 345 678');
    await page.getByLabel(msg(lang, 'services.message')).fill('CCTV for a small shop');
    await page.getByRole('button', { name: msg(lang, 'services.submit') }).click();
    const sent = msg(lang, 'services.sent', { id: '§' }).split('§')[0]!;
    await expect(page.locator('[data-booking]')).toContainText(sent);
  });
}

test('a booking with a wrong phone is refused with a message in Chinese, without JavaScript', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(shopUrl('S001', '/services/allfreelancer', 'zh', baseURL));
  await page
    .getByRole('link', { name: msg('zh', 'services.viewProfile') })
    .first()
    .click();
  await page.getByLabel(msg('zh', 'services.name')).fill('王先生');
  await page.getByLabel(msg('zh', 'services.phone')).fill('12');
  await page.getByRole('button', { name: msg('zh', 'services.submit') }).click();
  await expect(page.getByText(msg('zh', 'services.errorPhone'))).toBeVisible();
  await context.close();
});
