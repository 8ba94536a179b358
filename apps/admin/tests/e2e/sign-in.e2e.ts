import { generate } from 'otplib';
import { customerHeaders, useSession } from '../../../web/tests/e2e/fixtures';
import { signOut } from './desk';
import {
  adminUrl,
  apiBase,
  chooseLanguage,
  expect,
  HTML_LANG,
  type Lang,
  registerCustomer,
  STAFF_PASSWORD,
  signIn,
  staffSession,
  submitSignIn,
  t,
  test,
  tx,
} from './fixtures';

// Signing in to the back office with its own form, in the language chosen on the sign-in page;
// what its pages and cookie promise; signing out; two-step sign-in with an authenticator's code.

test('in English: a wrong password is refused in English, the right one opens the shops', async ({
  page,
}) => {
  const en: Lang = 'en';
  await page.goto(adminUrl('/s/S001/orders'));
  // Not signed in: to the sign-in page, which remembers where they were going.
  await expect(page).toHaveURL(adminUrl(`/login?next=${encodeURIComponent('/s/S001/orders')}`));
  await chooseLanguage(page, en);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(en, 'login.title'));
  await submitSignIn(page, en, 'owner@example.com', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(tx(en, 'login.badCredentials'));
  await expect(page.getByLabel(tx(en, 'login.email'))).toHaveValue('owner@example.com');
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel(tx(en, 'login.password')).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: tx(en, 'login.submit') }).click();
  await expect(page).toHaveURL(adminUrl('/s/S001/orders'));
  await expect(page.getByRole('navigation', { name: tx(en, 'nav.menu') })).toContainText(t(en, 'nav.orders'));
  // The owner of three shops: the shops to pick from.
  await page.getByRole('link', { name: tx(en, 'nav.shops') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(en, 'shops.title'));
  for (const shop of ['Angkor Digital', 'Mekong Mobile', 'Khmer PC Zone'])
    await expect(page.getByRole('link', { name: new RegExp(shop) })).toBeVisible();
});

test('in Khmer: chosen on the sign-in page, the refusal and then the whole back office are in Khmer', async ({
  page,
}) => {
  const kh: Lang = 'kh';
  await page.goto(adminUrl('/login'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await chooseLanguage(page, kh);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(kh, 'login.title'));
  // A Khmer page carries its line-break marks (the catalogue as written has none).
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/[\u200B\u2060]/);
  await submitSignIn(page, kh, 'cashier@example.com', 'wrong-password-1');
  await expect(page.getByRole('alert')).toHaveText(tx(kh, 'login.badCredentials'));
  await submitSignIn(page, kh, 'cashier@example.com');
  await expect(page).toHaveURL(adminUrl('/s/S001/orders'));
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[kh]);
  const tabs = page.getByRole('navigation', { name: tx(kh, 'nav.menu') });
  await expect(tabs.getByRole('link', { name: tx(kh, 'nav.orders') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: tx(kh, 'orders.searchButton') })).toBeVisible();
  // Another page, and a new visit: still Khmer.
  await page
    .getByRole('link', { name: tx(kh, 'nav.account', {}, false) })
    .filter({ visible: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(kh, 'account.title'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tx(kh, 'account.title'));
  await expect(page.getByRole('button', { name: tx(kh, 'account.twoFactorStart') })).toBeVisible();
});

test('its pages are private and unindexed, with a nonce policy; its cookie is its own, httpOnly and strict', async ({
  page,
  context,
  request,
  baseURL,
  newContext,
}) => {
  const login = await page.goto(adminUrl('/login'));
  const headers = login?.headers() ?? {};
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-robots-tag']).toMatch(/\bnoindex\b/);
  const nonce = /script-src 'nonce-([A-Za-z0-9+/=]{16,})'/.exec(
    headers['content-security-policy'] ?? '',
  )?.[1];
  expect(nonce, headers['content-security-policy']).toBeTruthy();
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  // The page's scripts run with that nonce (and a new page gets a new one).
  const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.nonce));
  expect(scripts.length).toBeGreaterThan(0);
  expect(new Set(scripts)).toEqual(new Set([nonce]));
  const again = await request.get(adminUrl('/login'));
  expect(again.headers()['content-security-policy']).not.toContain(nonce);
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);

  await signIn(page, 'packer@example.com');
  const signedIn = await page.goto(adminUrl('/s/S001/orders'));
  expect(signedIn?.headers()['cache-control']).toBe('private, no-store');
  const cookie = (await context.cookies(adminUrl())).find((c) => c.name === 'admin_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(cookie?.value).toMatch(/^st_/);
  expect(await page.evaluate(() => document.cookie)).not.toContain('admin_session');

  // A staff token is no customer's: the storefront's API refuses it.
  const profile = await request.get(`${apiBase(baseURL)}/api/profile`, {
    headers: { authorization: `Bearer ${cookie?.value}`, 'x-store-code': 'S001' },
  });
  expect(profile.status()).toBe(401);

  // A shopper signed in on the storefront (its `session` cookie, sent to this host too) is nobody
  // here, nor is their token put in the back office's cookie.
  const customer = await registerCustomer(request, baseURL);
  expect(
    (await request.get(`${apiBase(baseURL)}/api/profile`, { headers: customerHeaders(customer) })).status(),
  ).toBe(200);
  const shopper = await newContext();
  await useSession(shopper, customer, baseURL);
  const shopperPage = await shopper.newPage();
  await shopperPage.goto(adminUrl('/s/S001/orders'));
  await expect(shopperPage).toHaveURL(/\/login\?next=/);
  await shopper.addCookies([
    { name: 'admin_session', value: customer.token, url: adminUrl(), httpOnly: true, sameSite: 'Strict' },
  ]);
  await shopperPage.goto(adminUrl('/s/S001/orders'));
  await expect(shopperPage).toHaveURL(/\/login\?next=/);
  await expect(shopperPage.getByRole('heading', { level: 1 })).toHaveText(tx('en', 'login.title'));
});

test('signing out ends the session: its old cookie opens nothing', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await staffSession(context, request, baseURL, 'packer@example.com', 'zh');
  await page.goto(adminUrl('/s/S001/orders'));
  await expect(page.getByRole('button', { name: tx('zh', 'orders.searchButton') })).toBeVisible();
  const old = (await context.cookies(adminUrl())).find((c) => c.name === 'admin_session');
  if (!old) throw new Error('no session cookie');
  await signOut(page, 'zh');
  expect((await context.cookies(adminUrl())).find((c) => c.name === 'admin_session')).toBeUndefined();
  await context.addCookies([old]);
  await page.goto(adminUrl('/s/S001/orders'));
  await expect(page).toHaveURL(adminUrl(`/login?next=${encodeURIComponent('/s/S001/orders')}`));
  // The API ended it too.
  const me = await request.get(`${apiBase(baseURL)}/admin/api/me`, {
    headers: { authorization: `Bearer ${old.value}` },
  });
  expect(me.status()).toBe(401);
});

/** Six digits that are none of the codes the authenticator has around now. */
async function wrongCode(secret: string) {
  const now = Math.floor(Date.now() / 1000);
  const good = await Promise.all(
    [-2, -1, 0, 1, 2].map((step) => generate({ secret, epoch: now + step * 30 })),
  );
  let n = (Number(good[2]) + 500_000) % 1_000_000;
  while (good.includes(String(n).padStart(6, '0'))) n = (n + 1) % 1_000_000;
  return String(n).padStart(6, '0');
}

/**
 * The authenticator's code `steps` 30-second steps from now (-1: the one before). As a person does
 * when a code is about to run out, it waits for the next one first: the API takes a code of the
 * step before, this one or the next, so a code made in a step's last seconds may be too old when
 * it arrives.
 */
async function authenticatorCode(secret: string, steps: number) {
  await expect.poll(() => (Date.now() / 1000) % 30, { intervals: [250] }).toBeLessThan(27);
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

test('two-step sign-in: turned on in My account, then the code is asked for, a wrong one refused, the right one lets in', async ({
  page,
  context,
  request,
  baseURL,
  newContext,
}) => {
  test.slow();
  const en: Lang = 'en';
  // The owner invites a new member of staff from the Staff page: listed as invited until they
  // set their password from the link of the e-mail (which a browser test cannot read: the API
  // keeps it in its outbox and, in development, its log).
  const owner = await newContext();
  await staffSession(owner, request, baseURL, 'owner@example.com', en);
  const staffPage = await owner.newPage();
  await staffPage.goto(adminUrl('/s/S001/staff'));
  const email = `e2e-staff-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;
  const invite = staffPage
    .locator('section')
    .filter({ has: staffPage.getByRole('heading', { name: tx(en, 'staff.invite') }) });
  await invite.getByLabel(tx(en, 'staff.email')).fill(email);
  await invite.getByLabel(tx(en, 'staff.name')).fill('Sophea New');
  await invite.getByLabel(tx(en, 'staff.role')).selectOption('packer');
  await invite.getByRole('button', { name: tx(en, 'staff.send') }).click();
  await expect(staffPage.getByRole('status')).toHaveText(tx(en, 'order.done'));
  const member = staffPage.getByRole('listitem').filter({ hasText: email });
  await expect(member).toContainText('Sophea New');
  await expect(member).toContainText(t(en, 'staff.invited'));
  // A link with a wrong code is refused, in words.
  await staffPage.goto(adminUrl('/invite?code=not-a-real-invitation-code'));
  await staffPage.getByLabel(tx(en, 'invite.password')).fill('a-new-password-1');
  await staffPage.getByRole('button', { name: tx(en, 'invite.submit') }).click();
  await expect(staffPage.getByRole('alert')).toHaveText(tx(en, 'invite.badCode'));

  // A member of staff turns two-step sign-in on (the demo manager, whom no other test signs in).
  await signIn(page, 'manager@example.com', en);
  await page.goto(adminUrl('/account'));
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: tx(en, 'account.twoFactor') }) });
  await expect(card).toContainText(t(en, 'account.twoFactorOff'));
  await card.getByRole('button', { name: tx(en, 'account.twoFactorStart') }).click();
  await expect(card).toContainText(t(en, 'account.twoFactorScan'));
  await expect(card.locator('svg').first()).toBeVisible();
  const secret = ((await card.locator('p.font-mono').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await card.getByLabel(tx(en, 'account.code')).fill(await authenticatorCode(secret, -1));
  await card.getByRole('button', { name: tx(en, 'account.twoFactorConfirm') }).click();
  await expect(page.getByRole('status')).toHaveText(tx(en, 'account.twoFactorOn'));
  await signOut(page, en);

  // The password alone: the code is asked for.
  await submitSignIn(page, en, 'manager@example.com');
  const code = page.getByLabel(tx(en, 'login.totp'));
  await expect(code).toBeVisible();
  await expect(page.getByText(tx(en, 'login.totpHint'))).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  // A wrong code is refused.
  await submitSignIn(page, en, 'manager@example.com', STAFF_PASSWORD, await wrongCode(secret));
  await expect(page.getByRole('alert')).toHaveText(tx(en, 'login.totpWrong'));
  await expect(page).toHaveURL(/\/login/);
  // The right one lets them in.
  await submitSignIn(page, en, 'manager@example.com', STAFF_PASSWORD, await authenticatorCode(secret, 0));
  await expect(page).toHaveURL(adminUrl('/s/S001/orders'));
  expect((await context.cookies(adminUrl())).find((c) => c.name === 'admin_session')?.value).toMatch(/^st_/);

  // And off again with the next code, as the account was (the staff list said it was on).
  await staffPage.goto(adminUrl('/s/S001/staff'));
  await expect(staffPage.getByRole('listitem').filter({ hasText: 'manager@example.com' })).toContainText(
    t(en, 'staff.twoFactor'),
  );
  await page.goto(adminUrl('/account'));
  await card.getByLabel(tx(en, 'account.code')).fill(await authenticatorCode(secret, 1));
  await card.getByRole('button', { name: tx(en, 'account.twoFactorDisable') }).click();
  await expect(page.getByRole('status')).toHaveText(tx(en, 'order.done'));
  await expect(card).toContainText(t(en, 'account.twoFactorOff'));
});
