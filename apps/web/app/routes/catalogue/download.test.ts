import { describe, expect, it } from 'vitest';
import { storeInfo } from '../../test/lookups';
import { createTestServer, openTestApi } from '../../test/server';

const testApi = openTestApi();

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A556E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

// The shop's app links, as its store info (the seed) names them.
describe('/download', () => {
  it.each([
    ['iPhone', IPHONE, 'appstore'],
    ['iPad', IPAD, 'appstore'],
    ['Android', ANDROID, 'playstore'],
    ['a desktop browser', DESKTOP, 'playstore'],
    ['no user agent', '', 'playstore'],
  ] as const)('sends %s to the right store', async (_name, userAgent, store) => {
    const app = createTestServer(testApi());
    const shop = await storeInfo(testApi());
    expect(shop[store]).toMatch(
      store === 'appstore' ? /^https:\/\/apps\.apple\.com\// : /^https:\/\/play\.google\.com\//,
    );
    const response = await app.request('/download', { headers: { 'user-agent': userAgent } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(shop[store]);
  });

  it('works in every locale and for every shop', async () => {
    const app = createTestServer(testApi());
    const { appstore } = await storeInfo(testApi());
    for (const path of ['/kh/download', '/zh/download']) {
      const response = await app.request(path, { headers: { 'user-agent': IPHONE } });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(appstore);
    }
    const s007 = await app.request('/download', {
      host: 's007.localhost',
      headers: { 'user-agent': ANDROID },
    });
    const { playstore } = await storeInfo(testApi(), 's007.localhost');
    expect(playstore).not.toBe((await storeInfo(testApi())).playstore);
    expect(s007.headers.get('location')).toBe(playstore);
  });

  it('first applies the language rule (the cookie), then the device rule', async () => {
    const app = createTestServer(testApi());
    const first = await app.request('/download', {
      headers: { cookie: 'i18n_redirected=zh', 'user-agent': IPHONE },
    });
    expect(first.headers.get('location')).toBe('/zh/download');
  });
});
