import { expect, hydrated, type Lang, msg, registerCustomer, shopUrl, test, useSession } from './fixtures';

test('the auth guard remembers the page and returns there after login', async ({
  page,
  request,
  baseURL,
}) => {
  const customer = await registerCustomer(request, baseURL);
  await page.goto(shopUrl('S001', '/account/myaccount/mydata', 'en', baseURL));
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fmyaccount%2Fmydata$/);
  await hydrated(page);
  // Wrong password: the message in the form, no session.
  await page.getByLabel(msg('en', 'auth.email')).fill(customer.email);
  await page.getByLabel(msg('en', 'auth.password')).fill('not-the-password');
  await page.getByRole('button', { name: msg('en', 'auth.submitLogin') }).click();
  await expect(page.getByRole('alert')).toHaveText(msg('en', 'formError.wrongCredentials'));
  await page.getByLabel(msg('en', 'auth.password')).fill(customer.password);
  await page.getByRole('button', { name: msg('en', 'auth.submitLogin') }).click();
  await expect(page).toHaveURL(/\/account\/myaccount\/mydata$/);
  await expect(page.getByRole('heading', { level: 1, name: msg('en', 'account.myData') })).toBeVisible();
  // The token is not readable by scripts.
  expect(await page.evaluate(() => document.cookie)).not.toContain('session=');
  // Logged in, /login leads to My Account.
  await page.goto(shopUrl('S001', '/login', 'en', baseURL));
  await expect(page).toHaveURL(/\/account\/myaccount$/);
});

test('a first visit that signs in at once gets the session with the language cookie, and signing out deletes it', async ({
  playwright,
  request,
  baseURL,
}) => {
  const customer = await registerCustomer(request, baseURL);
  // A client with no cookie at all: the answer sets two (the session and the language).
  const fresh = await playwright.request.newContext();
  const origin = new URL(shopUrl('S001', '/', 'en', baseURL)).origin;
  const form = { origin, 'sec-fetch-site': 'same-origin' };
  const cookiesOf = (response: { headersArray(): { name: string; value: string }[] }) =>
    response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value.split(';')[0] ?? '');
  try {
    const login = await fresh.post(`${origin}/login`, {
      headers: form,
      form: { email: customer.email, password: customer.password },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    expect(login.headers().location).toBe('/account/myaccount');
    const set = cookiesOf(login);
    expect(set.find((c) => c.startsWith('session='))).toMatch(/^session=.{16,}$/);
    expect(set).toContain('i18n_redirected=en');
    // Signing out answers two cookies too: the session deleted, and the one-time message.
    const logout = await fresh.post(`${origin}/logout`, { headers: form, maxRedirects: 0 });
    expect(logout.status()).toBe(302);
    expect(cookiesOf(logout)).toEqual(expect.arrayContaining(['session=', 'flash=logout']));
  } finally {
    await fresh.dispose();
  }
});

test('logout in Khmer: "Log out Success !" on the home page, and Login in the header again', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const lang: Lang = 'kh';
  const customer = await registerCustomer(request, baseURL);
  await useSession(context, customer, baseURL);
  await page.goto(shopUrl('S001', '/', lang, baseURL));
  await hydrated(page);
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: msg(lang, 'header.myAccount') }).click();
  await expect(page).toHaveURL(/\/kh\/account\/myaccount$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    msg(lang, 'account.hello', { name: customer.name }),
  );
  await hydrated(page);
  await page.getByRole('button', { name: msg(lang, 'account.logout') }).click();
  await expect(page).toHaveURL(shopUrl('S001', '/', lang, baseURL));
  await expect(page.getByRole('status').filter({ hasText: msg(lang, 'notify.logoutSuccess') })).toBeVisible();
  await expect(header.getByRole('link', { name: msg(lang, 'header.login') })).toBeVisible();
  // The token is revoked at the API.
  const profile = await request.get(
    `http://127.0.0.1:${Number(new URL(baseURL ?? '').port) + 1000}/api/profile`,
    {
      headers: { authorization: `Bearer ${customer.token}`, 'x-store-code': 'S001' },
    },
  );
  expect(profile.status()).toBe(401);
});

test('register in Chinese: errors next to the fields, then the new account', async ({ page, baseURL }) => {
  const lang: Lang = 'zh';
  await page.goto(shopUrl('S001', '/register', lang, baseURL));
  await hydrated(page);
  await page.getByLabel(msg(lang, 'auth.email')).fill('not-an-email');
  await page.getByLabel(msg(lang, 'auth.phone')).fill('123');
  await page.getByLabel(msg(lang, 'auth.password')).fill('short');
  await page.getByRole('button', { name: msg(lang, 'auth.submitRegister') }).click();
  await expect(page.locator('[data-field-error="name"]')).toHaveText(msg(lang, 'formError.required'));
  await expect(page.locator('[data-field-error="email"]')).toHaveText(msg(lang, 'formError.email'));
  await expect(page.locator('[data-field-error="phone"]')).toHaveText(msg(lang, 'formError.phone'));
  await expect(page.locator('[data-field-error="password"]')).toHaveText(msg(lang, 'formError.password'));
  await expect(page.getByLabel(msg(lang, 'auth.email'))).toHaveAttribute('aria-invalid', 'true');

  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  await page.getByLabel(msg(lang, 'auth.name')).fill('王小明');
  await page.getByLabel(msg(lang, 'auth.email')).fill(`zh-${unique}@example.com`);
  await page
    .getByLabel(msg(lang, 'auth.phone'))
    .fill(`09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
  await page.getByLabel(msg(lang, 'auth.password')).fill('long-enough-pass');
  await page.getByRole('button', { name: msg(lang, 'auth.submitRegister') }).click();
  await expect(page).toHaveURL(/\/zh\/account\/myaccount$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    msg(lang, 'account.hello', { name: '王小明' }),
  );
  await expect(page.getByText(msg(lang, 'account.notVerified'))).toBeVisible();
});

test('My data in Khmer: name and phone, add addresses, make one default, delete one', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const lang: Lang = 'kh';
  const customer = await registerCustomer(request, baseURL);
  await useSession(context, customer, baseURL);
  await page.goto(shopUrl('S001', '/account/myaccount/mydata', lang, baseURL));
  await hydrated(page);
  const profile = page.locator('form').filter({ has: page.locator('#profile-name') });
  await profile.getByLabel(msg(lang, 'auth.name')).fill('សុខ ដារា');
  await profile.getByLabel(msg(lang, 'auth.phone')).fill('123');
  await profile.getByRole('button', { name: msg(lang, 'account.save') }).click();
  await expect(profile.locator('[data-field-error="phone"]')).toHaveText(msg(lang, 'formError.phone'));
  const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await profile.getByLabel(msg(lang, 'auth.phone')).fill(phone);
  await profile.getByRole('button', { name: msg(lang, 'account.save') }).click();
  await expect(page.getByText(msg(lang, 'account.saved'))).toBeVisible();

  const addForm = page.locator('form').filter({ has: page.locator('#address-add-name') });
  for (const [label, text] of [
    ['ផ្ទះ', 'ផ្ទះលេខ ១២ ផ្លូវ ១៣០'],
    ['ការិយាល័យ', 'មហាវិថី ព្រះមុនីវង្ស'],
  ]) {
    await addForm.getByLabel(msg(lang, 'account.addressName')).fill(label as string);
    await addForm.getByLabel(msg(lang, 'account.addressDescription')).fill(text as string);
    await addForm.getByRole('button', { name: msg(lang, 'account.addAddress') }).click();
    await expect(page.locator(`[data-address="${label}"]`)).toBeVisible();
  }
  const office = page.locator('[data-address="ការិយាល័យ"]');
  await office
    .getByRole('button', { name: msg(lang, 'account.makeDefaultNamed', { name: 'ការិយាល័យ' }) })
    .click();
  await expect(office.getByText(msg(lang, 'account.isDefault'), { exact: true })).toBeVisible();

  // Edit the first address.
  await page.getByRole('link', { name: msg(lang, 'account.editNamed', { name: 'ផ្ទះ' }) }).click();
  const edit = page.locator('[data-address="ផ្ទះ"] form');
  await edit.getByLabel(msg(lang, 'account.addressName')).fill('ផ្ទះថ្មី');
  await edit.getByRole('button', { name: msg(lang, 'account.save') }).click();
  await expect(page.locator('[data-address="ផ្ទះថ្មី"]')).toBeVisible();
  await page.getByRole('button', { name: msg(lang, 'account.deleteNamed', { name: 'ផ្ទះថ្មី' }) }).click();
  await expect(page.locator('[data-address="ផ្ទះថ្មី"]')).toHaveCount(0);

  // My Account shows the new name, phone and default address.
  await page.goto(shopUrl('S001', '/account/myaccount', lang, baseURL));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    msg(lang, 'account.hello', { name: 'សុខ ដារា' }),
  );
  await expect(page.getByText('ការិយាល័យ')).toBeVisible();
});
