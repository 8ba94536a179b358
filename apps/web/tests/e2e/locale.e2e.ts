import { expect, hydrated, msg, shopUrl, test } from './fixtures';

const DAY = 24 * 60 * 60;

test.describe('browser language on the root path', () => {
  test.use({ locale: 'km-KH' });

  test('a Khmer browser is sent from / to /kh and the choice is remembered for 365 days', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto(shopUrl('S001', '/', 'en', baseURL));
    await expect(page).toHaveURL(/\/kh$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('kh');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
  });

  test('the browser language is not used off the root path', async ({ page, baseURL }) => {
    const response = await page.goto(shopUrl('S001', '/download-nothing', 'en', baseURL));
    expect(page.url()).not.toContain('/kh');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('the cookie sends an unprefixed path to its language, keeping the query string', async ({
  page,
  context,
  baseURL,
}) => {
  const url = new URL(baseURL!);
  await context.addCookies([{ name: 'i18n_redirected', value: 'zh', domain: 's002.localhost', path: '/' }]);
  await page.goto(`http://s002.localhost:${url.port}/?utm_source=test&x=1`);
  await expect(page).toHaveURL(`http://s002.localhost:${url.port}/zh?utm_source=test&x=1`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
});

test('the prefix wins over the cookie and updates it', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'zh', domain: 'localhost', path: '/' }]);
  await page.goto(shopUrl('S001', '/', 'kh', baseURL));
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('kh');
});

test('the language switcher changes language, URL and cookie', async ({ page, context, baseURL }) => {
  await page.goto(shopUrl('S007', '/', 'en', baseURL));
  await hydrated(page);
  await page
    .getByRole('group', { name: msg('en', 'language.label') })
    .getByText('中文')
    .click();
  await expect(page).toHaveURL(/s007\.localhost:\d+\/zh$/);
  await expect(page.getByRole('button', { name: msg('zh', 'header.allCategory') })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('zh');
  // Back to English: the unprefixed address stays in English now.
  await page
    .getByRole('group', { name: msg('zh', 'language.label') })
    .getByText('EN')
    .click();
  await expect(page).toHaveURL(/s007\.localhost:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('scroll goes back to the top on navigation', async ({ page, baseURL }) => {
  await page.goto(shopUrl('S001', '/', 'en', baseURL));
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => window.scrollY > 500);
  await page
    .getByRole('group', { name: msg('en', 'language.label') })
    .getByText('ខ្មែរ')
    .click();
  await expect(page).toHaveURL(/\/kh$/);
  await page.waitForFunction(() => window.scrollY === 0);
});
