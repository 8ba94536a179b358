import type { Page } from '@playwright/test';
import {
  expect,
  hydrated,
  type Lang,
  msg,
  productIds,
  registerCustomer,
  sameOrigin,
  shopUrl,
  test,
} from './fixtures';

const LANGS: Lang[] = ['en', 'kh', 'zh'];

/** Records every Content-Security-Policy violation of the page, from before its first script. */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** Opens `url`, waits for hydration and the idle-loaded parts, and checks the policy was kept. */
async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(400);
  expect(response?.headers()['content-security-policy'], url).toMatch(
    /script-src 'nonce-[^']+' 'strict-dynamic'/,
  );
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(await violations(page), url).toEqual([]);
  return response;
}

for (const lang of LANGS) {
  test(`no page breaks the Content-Security-Policy (${lang}), rendered or from the page cache`, async ({
    page,
    request,
    baseURL,
  }) => {
    await watchPolicy(page);
    const [id] = await productIds(request, baseURL, 1);
    for (const path of ['/category?cat_id=1', `/product/${id}`, '/search/galaxy', '/login']) {
      await visit(page, shopUrl('S001', path, lang, baseURL));
    }
    // The home page until the page cache answers it (the first visit sets the language cookie,
    // which is part of the cache's key), then its cart drawer.
    const home = shopUrl('S001', '/', lang, baseURL);
    let cached = false;
    for (let i = 0; i < 4 && !cached; i++)
      cached = (await visit(page, home))?.headers()['x-page-cache'] === 'hit';
    expect(cached, 'a page from the page cache').toBe(true);
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${msg(lang, 'header.cart')}`) })
      .click();
    await expect(page.getByRole('dialog', { name: msg(lang, 'cart.title') })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
}

test('a page from the cache carries a fresh nonce each time', async ({ request, baseURL }) => {
  const url = shopUrl('S001', '/', 'en', baseURL);
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const response = await request.get(url, { headers: { 'accept-language': 'en' } });
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
    expect(await response.text()).toContain(`nonce="${nonce}"`);
    nonces.add(nonce);
  }
  expect(nonces.size).toBe(3);
});

test('a login form on another site is refused with a 403 page in the shopper language; the shop own works', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const customer = await registerCustomer(request, baseURL);
  // A page of another site whose form posts the customer's credentials to the shop (login CSRF).
  await page.route('http://evil.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${shopUrl('S001', '/login', 'kh', baseURL)}">
        <input name="email" value="${customer.email}"><input name="password" value="${customer.password}">
        <button>Win a prize</button></form>`,
    }),
  );
  await page.goto('http://evil.test/');
  const refused = page.waitForResponse((r) => r.url().endsWith('/kh/login'));
  await page.getByRole('button', { name: 'Win a prize' }).click();
  expect((await refused).status()).toBe(403);
  await expect(
    page.getByRole('heading', { level: 1, name: msg('kh', 'refused.crossSiteTitle') }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: msg('kh', 'refused.backToShop') })).toHaveAttribute(
    'href',
    '/kh',
  );
  expect((await page.context().cookies()).some((c) => c.name === 'session')).toBe(false);
  // The browser reports the refused document itself: that one is expected.
  const expected = consoleErrors.findIndex((e) => /status of 403/.test(e));
  expect(expected).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(expected, 1);

  // The shop's own login form signs the same customer in.
  await page.goto(shopUrl('S001', '/login', 'kh', baseURL));
  await hydrated(page);
  await page.getByLabel(msg('kh', 'auth.email')).fill(customer.email);
  await page.getByLabel(msg('kh', 'auth.password')).fill(customer.password);
  await page.getByRole('button', { name: msg('kh', 'auth.submitLogin') }).click();
  await expect(page).toHaveURL(/\/kh\/account\/myaccount$/);
});

test('a post without an Origin, or over 64 KB, is refused before the storefront reads it', async ({
  request,
  baseURL,
}) => {
  const cart = shopUrl('S001', '/api/cart', 'en', baseURL);
  const bare = await request.post(cart, { form: { intent: 'add', product_id: '1', quantity: '1' } });
  expect(bare.status()).toBe(403);
  expect((await bare.json()).error.code).toBe('cross_site_request');

  const big = await request.post(cart, {
    headers: sameOrigin(cart),
    form: { intent: 'add', product_id: '1', quantity: '1', note: 'x'.repeat(64 * 1024) },
  });
  expect(big.status()).toBe(413);
  expect((await big.json()).error.code).toBe('body_too_large');
});
