import { expect, hydrated, type Lang, msg, SHOPS, type ShopCode, shopUrl, test } from './fixtures';

const HTML_LANG = { en: 'en', kh: 'km', zh: 'zh-Hans' } as const;
const SCRIPT = { en: /[A-Za-z]/, kh: /[\u1780-\u17FF]/, zh: /[\u4E00-\u9FFF]/ } as const;

for (const code of Object.keys(SHOPS) as ShopCode[]) {
  for (const lang of ['en', 'kh', 'zh'] as Lang[]) {
    test(`${code} home page in ${lang}`, async ({ page, baseURL }) => {
      const response = await page.goto(shopUrl(code, '/', lang, baseURL));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      await expect(page).toHaveTitle(new RegExp(SHOPS[code].name[lang]));
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: SHOPS[code].name[lang] }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: msg(lang, 'header.allCategory') })).toBeVisible();
      await expect(page.getByRole('heading', { name: msg(lang, 'home.categories') })).toBeVisible();
      // Product rows in the page's language, with prices.
      const firstCard = page.locator('main a[href*="/product/"]').first();
      await expect(firstCard).toBeVisible();
      await expect(firstCard).toContainText(/\$/);
      const main = await page.locator('main').textContent();
      expect(main).toMatch(SCRIPT[lang]);
      await expect(page.locator(`footer[data-footer="${SHOPS[code].footer}"]`)).toBeVisible();
    });
  }
}

test('Khmer text is drawn with the shipped Khmer font', async ({ page, baseURL }) => {
  await page.goto(shopUrl('S001', '/', 'kh', baseURL));
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')),
  );
  expect(loaded.some((family) => /Khmer/i.test(family))).toBe(true);
  const family = await page
    .locator('main h2')
    .first()
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(family).toMatch(/Khmer/i);
});

test('Chinese text is drawn with the shipped font once its chunks arrive, not left in boxes', async ({
  page,
  baseURL,
}) => {
  // This machine has no CJK system font: text shaped before its Noto Sans SC chunk loaded shows
  // boxes until it is shaped again. Shaping the whole page afresh (new font settings, so that no
  // word comes from the browser's cache) must change no pixel of the header and the results.
  await page.goto(shopUrl('S001', `/search/${encodeURIComponent('手机')}`, 'zh', baseURL));
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const header = page.getByRole('banner');
  const summary = page.locator('main header');
  const before = [await header.screenshot(), await summary.screenshot()];
  // The page's policy takes a style element only with its nonce (decision 011).
  await page.evaluate((css) => {
    const style = document.createElement('style');
    style.nonce = document.querySelector<HTMLElement>('style[nonce]')?.nonce ?? '';
    style.textContent = css;
    document.head.append(style);
  }, '*{font-feature-settings:"kern" 1,"zzzz" 9999 !important}');
  await page.waitForTimeout(100);
  const after = [await header.screenshot(), await summary.screenshot()];
  expect(before[0]!.equals(after[0]!), 'header').toBe(true);
  expect(before[1]!.equals(after[1]!), 'results summary').toBe(true);
});

test('three shops show their own name, logo and menu', async ({ page, baseURL }) => {
  const seen: { logo: string | null; menu: string | null }[] = [];
  for (const code of Object.keys(SHOPS) as ShopCode[]) {
    await page.goto(shopUrl(code, '/', 'en', baseURL));
    const logo = await page.getByRole('banner').locator('img').first().getAttribute('src');
    const menu = await page.getByRole('navigation', { name: msg('en', 'a11y.mainNavigation') }).textContent();
    seen.push({ logo, menu });
  }
  expect(new Set(seen.map((s) => s.logo)).size).toBe(3);
  expect(new Set(seen.map((s) => s.menu)).size).toBe(3);
});
