import { expect, shopUrl, test } from './fixtures';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

test('/download sends iOS to the app store, Android and unknown devices to the play store', async ({
  request,
  playwright,
  baseURL,
}) => {
  const api = `http://127.0.0.1:${Number(new URL(baseURL!).port) + 1000}`;
  const store = (await (await request.get(`${api}/api/store/info?domain=s002.localhost`)).json()).data;
  for (const [agent, target] of [
    [IPHONE, store.appstore],
    [ANDROID, store.playstore],
    ['curl/8.0', store.playstore],
  ] as const) {
    for (const lang of ['en', 'kh', 'zh'] as const) {
      // Node cannot resolve *.localhost as browsers do: ask loopback with the shop's Host header.
      const url = new URL(shopUrl('S002', '/download', lang, baseURL));
      const host = url.host;
      url.hostname = '127.0.0.1';
      // A context of its own: the language cookie one answer sets must not steer the next.
      const fresh = await playwright.request.newContext();
      const res = await fresh.get(url.toString(), {
        headers: { 'user-agent': agent, host },
        maxRedirects: 0,
      });
      expect(res.status(), `${lang} ${agent}`).toBe(302);
      expect(res.headers().location, `${lang} ${agent}`).toBe(target);
      await fresh.dispose();
    }
  }
});

test('the footer QR code points at the download address', async ({ page, baseURL }) => {
  await page.goto(shopUrl('S007', '/', 'en', baseURL));
  const qr = page.getByRole('img', { name: /QR code/ });
  await expect(qr).toBeVisible();
  await expect(qr.locator('path, rect').first()).toBeAttached();
});
