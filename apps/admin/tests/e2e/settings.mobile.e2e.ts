import { adminGet, adminUrl, expect, type Lang, shot, staffSession, test, tx } from './fixtures';

// The shop's settings on a phone (390×844) in Khmer: the owner changes S002's opening hours in
// Khmer, the page no wider than the screen, each control a 44 px target; a manager's view is the
// same page with the money settings read-only (the API refuses them too: settings.test.ts).

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone in Khmer the owner saves the shop’s Khmer opening hours; the page fits the screen', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const kh: Lang = 'kh';
  const token = await staffSession(context, request, baseURL, 'owner@example.com', kh);
  await page.goto(adminUrl('/s/S002/settings'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(kh, 'settings.title'));
  await page.evaluate(() => document.fonts.ready);
  await shot(page, 'kh-settings');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the settings page is wider than the screen').toBeLessThanOrEqual(390);

  const hours = page.getByRole('group', { name: tx(kh, 'settings.hours') }).getByLabel(tx(kh, 'lang.kh'));
  const before = await hours.inputValue();
  const changed = `ច័ន្ទ ដល់ សៅរ៍ ម៉ោង 8:00 ព្រឹក ដល់ 7:00 យប់ (${Date.now() % 1000})`;
  await hours.fill(changed);
  const save = page.getByRole('button', { name: tx(kh, 'settings.saveProfile') });
  expect((await save.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: tx(kh, 'settings.profileSaved') })).toBeVisible();
  await expect(hours).toHaveValue(changed);
  const saved = await adminGet<{ profile: { opening_hours: { kh: string } } }>(
    request,
    baseURL,
    token,
    '/settings',
    'S002',
  );
  expect(saved.profile.opening_hours.kh).toBe(changed);
  // Put back as it was.
  await hours.fill(before);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: tx(kh, 'settings.profileSaved') })).toBeVisible();
});
