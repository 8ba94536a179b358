import { expect, type Lang, msg, shopUrl, test } from './fixtures';

// Issue 14, part 5: the phone's home page was 22 screens long with 108 product cards. Each row now
// shows a few cards in a swipeable strip and leads to its whole listing.
const MAX_CARDS_PER_ROW = 4;

for (const lang of ['en', 'kh'] as Lang[]) {
  test(`the home page on a phone is short, its rows lead to their listings (${lang})`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(shopUrl('S001', '/', lang, baseURL));
    const rows = page.locator('main section[aria-labelledby^="home-row-"]');
    const count = await rows.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++) {
      const row = rows.nth(i);
      const title = (await row.getByRole('heading', { level: 2 }).textContent()) ?? '';
      const cards = row.locator('a[href*="/product/"]');
      expect(await cards.count()).toBeGreaterThan(0);
      expect(await cards.count()).toBeLessThanOrEqual(MAX_CARDS_PER_ROW);
      // "View all: Laptops" goes to the category's listing, in the page's language.
      const all = row.getByRole('link', { name: msg(lang, 'home.viewAll') });
      await expect(all).toBeVisible();
      expect((await all.getAttribute('aria-label')) ?? (await all.textContent())).toContain(title);
      expect(await all.getAttribute('href')).toMatch(
        new RegExp(`^${lang === 'en' ? '' : `/${lang}`}/category\\?cat_id=\\d+$`),
      );
    }
    // The cards of a row sit side by side in one strip that scrolls sideways.
    const strip = rows.first().locator('ul');
    const box = await strip.boundingBox();
    const [first, last] = [strip.locator('li').first(), strip.locator('li').last()];
    expect((await first.boundingBox())?.y).toBe((await last.boundingBox())?.y);
    expect((await last.boundingBox())?.x ?? 0).toBeGreaterThan((box?.x ?? 0) + (box?.width ?? 0) - 1);
    // Short: a few screens, not twenty-two; far fewer cards than the 108 of before.
    const { height, screen } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      screen: window.innerHeight,
    }));
    expect(height / screen).toBeLessThan(10);
    expect(await page.locator('main a[href*="/product/"]').count()).toBeLessThanOrEqual(60);
  });
}

test('without JavaScript a row of the home page scrolls sideways to its last card', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 839 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(shopUrl('S001', '/', 'en', baseURL));
  const row = page.locator('main section[aria-labelledby^="home-row-"]').first();
  const [first, last] = [row.locator('li').first(), row.locator('li').last()];
  await first.scrollIntoViewIfNeeded();
  await expect(first).toBeInViewport();
  await expect(last).not.toBeInViewport();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  await expect(row.getByRole('link', { name: new RegExp(msg('en', 'home.viewAll')) })).toBeVisible();
  await context.close();
});
