import { apiBase, expect, hydrated, msg, shopUrl, test } from './fixtures';

// The builder on a phone (Pixel 7): the total and the add button stay in view above the bottom
// bar, and nothing covers the button (the floating chat buttons sit beside it).

test('kh on a phone: the total and the add button stay in view, uncovered, and the page does not scroll sideways', async ({
  page,
  request,
  baseURL,
}) => {
  const answer = await request.get(`${apiBase(baseURL)}/api/pcbuilder/parts?slot=cpu&compatible=0`, {
    headers: { 'x-store-code': 'S007' },
  });
  const cpu = ((await answer.json()) as { data: { data: { product: { id: number } }[] } }).data.data[0];
  await page.goto(shopUrl('S007', `/pcbuilder?cpu=${cpu?.product.id}`, 'kh', baseURL));
  await hydrated(page);
  const add = page.getByRole('button', { name: msg('kh', 'pcbuilder.addToCart') });
  const total = page.getByTestId('build-total');
  for (const y of [0, 600, 1400]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect(add).toBeInViewport();
    await expect(total).toBeInViewport();
    const covered = await add.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const points = [
        [box.left + 4, box.top + box.height / 2],
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.right - 4, box.top + box.height / 2],
      ] as const;
      return points.some(([x, py]) => {
        const hit = document.elementFromPoint(x, py);
        return !(hit && (hit === button || button.contains(hit)));
      });
    });
    expect(covered, `add button covered at scroll ${y}`).toBe(false);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
