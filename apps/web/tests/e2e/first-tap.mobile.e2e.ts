import type { Locator, Page } from '@playwright/test';
import { expect, type Lang, msg, shopUrl, test } from './fixtures';

// Issue 14, part 2: on a slow phone every control of the layout answers the first tap, made the
// moment it is visible, before the page is hydrated. The CPU is slowed 4× (a cheap Android phone),
// the page opened only until its first bytes arrive, and each control tapped as soon as it shows.
// The times (from the navigation's start) are written to the test's annotations, not checked.

/** Opens `path` on a phone with a CPU four times slower, returning when the response began. */
async function openSlowly(page: Page, path: string, lang: Lang, baseURL: string | undefined) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const start = Date.now();
  await page.goto(shopUrl('S001', path, lang, baseURL), { waitUntil: 'commit' });
  return start;
}

/** Taps `control` as soon as it is visible, waits for `opened`, and notes when each happened. */
async function tapAndNote(page: Page, what: string, start: number, control: Locator, opened: Locator) {
  await control.waitFor({ state: 'visible' });
  await control.tap();
  const tapped = Date.now() - start;
  await expect(opened).toBeVisible();
  const shown = Date.now() - start;
  const hydrated = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
  const description = `${what}: tapped at ${tapped} ms, opened at ${shown} ms (hydrated by then: ${hydrated})`;
  test.info().annotations.push({ type: 'first tap', description });
  console.log(`[first tap] ${description}`);
}

/** The drawer, or the server page's panel that stands for it until the drawers' code has run. */
const drawerOrPanel = (page: Page, fragment: string, title: string) =>
  page
    .locator(`[data-panel="${fragment}"]:visible`)
    .or(page.getByRole('dialog', { name: title }))
    .first();

const lang: Lang = 'kh';

test('the menu button opens the categories at once, and a category opens its page', async ({
  page,
  baseURL,
}) => {
  const start = await openSlowly(page, '/', lang, baseURL);
  const menu = drawerOrPanel(page, 'all-category', msg(lang, 'header.allCategory'));
  await tapAndNote(page, 'menu', start, page.getByRole('button', { name: msg(lang, 'a11y.openMenu') }), menu);
  // The panel's link, found before hydration, stays in the page once the drawer replaces the panel
  // (hidden, not detached), and a tap waits for the element it found: each try finds it again.
  await expect(async () => {
    await menu.locator('a[href*="/category?cat_id="]').first().tap({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/kh\/category\?cat_id=\d+/);
});

test('the search icon shows the search field at once', async ({ page, baseURL }) => {
  const start = await openSlowly(page, '/', lang, baseURL);
  await tapAndNote(
    page,
    'search',
    start,
    page.getByRole('button', { name: msg(lang, 'search.open') }),
    page.getByRole('combobox', { name: msg(lang, 'search.label') }),
  );
});

test('the bottom bar opens the cart and the wishlist at once', async ({ page, baseURL }) => {
  const bottom = page.getByRole('navigation', { name: msg(lang, 'a11y.mobileNavigation') });
  let start = await openSlowly(page, '/', lang, baseURL);
  await tapAndNote(
    page,
    'cart (bottom bar)',
    start,
    bottom.getByRole('button', { name: new RegExp(`^${msg(lang, 'bottomBar.carts')}`) }),
    drawerOrPanel(page, 'cart', msg(lang, 'cart.title')),
  );
  // A guest's Favorite is a link to the wishlist page, which asks them to log in first.
  start = await openSlowly(page, '/', lang, baseURL);
  await tapAndNote(
    page,
    'wishlist (bottom bar)',
    start,
    bottom.getByRole('link', { name: new RegExp(`^${msg(lang, 'bottomBar.favorite')}`) }),
    page.getByText(msg(lang, 'notify.loginFirst')),
  );
});

test('All Brand opens the brands at once', async ({ page, baseURL }) => {
  const start = await openSlowly(page, '/', lang, baseURL);
  await tapAndNote(
    page,
    'All Brand',
    start,
    page.getByRole('button', { name: msg(lang, 'header.allBrand') }),
    drawerOrPanel(page, 'all-brand', msg(lang, 'header.allBrand')),
  );
});

test('the folded floating buttons open at once', async ({ page, baseURL }) => {
  const start = await openSlowly(page, '/', lang, baseURL);
  await tapAndNote(
    page,
    'floating buttons',
    start,
    page.getByTestId('floating-actions').locator('summary'),
    page.getByRole('link', { name: msg(lang, 'floating.chat') }),
  );
});

test('a panel opened before hydration becomes the drawer once hydrated', async ({ page, baseURL }) => {
  const start = await openSlowly(page, '/', lang, baseURL);
  const bottom = page.getByRole('navigation', { name: msg(lang, 'a11y.mobileNavigation') });
  await tapAndNote(
    page,
    'cart, then hydration',
    start,
    bottom.getByRole('button', { name: new RegExp(`^${msg(lang, 'bottomBar.carts')}`) }),
    drawerOrPanel(page, 'cart', msg(lang, 'cart.title')),
  );
  // Whenever the tap came, the drawer itself ends up open, the panel hidden, the address clean.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('dialog', { name: msg(lang, 'cart.title') })).toBeVisible();
  await expect(page.locator('[data-panel="cart"]')).toBeHidden();
  await expect(page).toHaveURL(shopUrl('S001', '/', lang, baseURL));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: msg(lang, 'cart.title') })).toBeHidden();
});
