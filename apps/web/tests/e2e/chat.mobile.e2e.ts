import { expect, hydrated, msg, shopUrl, test } from './fixtures';

// The shop assistant on a phone (Pixel 7): the text box stays in view above the bottom bar, the
// panel fills the screen, and a broken connection can be retried.

test('on a phone /chat keeps its text box above the bottom bar, and a failed answer can be retried', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const lang = 'zh';
  await page.goto(shopUrl('S002', '/chat', lang, baseURL));
  await hydrated(page);
  const box = page.getByRole('textbox', { name: msg(lang, 'chat.inputLabel') });
  const bar = page.getByRole('navigation', { name: msg(lang, 'a11y.mobileNavigation') });
  const viewport = page.viewportSize();
  const boxArea = await box.boundingBox();
  const barArea = await bar.boundingBox();
  expect(boxArea && barArea && viewport).toBeTruthy();
  if (!boxArea || !barArea || !viewport) return;
  expect(boxArea.y + boxArea.height).toBeLessThanOrEqual(barArea.y);
  expect(boxArea.x + boxArea.width).toBeLessThanOrEqual(viewport.width);

  // The connection drops: the answer says so and offers to ask again.
  await page.route('**/api/chat', (route) => route.abort('connectionreset'));
  await box.fill(msg(lang, 'chat.starter2'));
  await box.press('Enter');
  const answer = page.getByTestId('chat-answer').last();
  await expect(answer).toHaveAttribute('data-status', 'error');
  await expect(answer).toContainText(msg(lang, 'chat.errorFailed'));
  await page.unroute('**/api/chat');
  // The browser logs the request it lost: expected here.
  const lost = consoleErrors.filter((e) => e.includes('ERR_CONNECTION_RESET'));
  expect(lost).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(lost[0] ?? ''), 1);
  await answer.getByRole('button', { name: msg(lang, 'chat.retry') }).click();
  await expect(page.getByTestId('chat-question')).toHaveText([msg(lang, 'chat.starter2')]);
  await expect(page.getByTestId('chat-answer')).toHaveCount(1);
  await expect(page.getByTestId('chat-answer').last()).toHaveAttribute('data-status', 'done', {
    timeout: 20_000,
  });
  const cards = page.getByRole('list', { name: msg(lang, 'chat.products') }).getByRole('listitem');
  expect(await cards.count()).toBeGreaterThan(0);
  // The cards scroll sideways inside the page: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
});

test('on a phone the chat panel fills the screen', async ({ page, baseURL }) => {
  const lang = 'kh';
  await page.goto(shopUrl('S001', '/', lang, baseURL));
  await hydrated(page);
  // The floating buttons are folded into one.
  await page.getByTestId('floating-actions').locator('summary').click();
  await page.getByRole('link', { name: msg(lang, 'floating.chat') }).click();
  const panel = page.getByRole('dialog', { name: msg(lang, 'chat.title') });
  await expect(panel).toBeVisible();
  const viewport = page.viewportSize();
  const area = await panel.boundingBox();
  expect(area).toMatchObject({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });
  const box = panel.getByRole('textbox', { name: msg(lang, 'chat.inputLabel') });
  const boxArea = await box.boundingBox();
  expect((boxArea?.y ?? 0) + (boxArea?.height ?? 0)).toBeLessThanOrEqual(viewport?.height ?? 0);
  await panel.getByRole('link', { name: msg(lang, 'chat.openPage') }).click();
  await expect(page).toHaveURL(shopUrl('S001', '/chat', lang, baseURL));
  await expect(panel).toHaveCount(0);
});
