import { describe, expect, it } from 'vitest';
import { DEMO, FAKE_CODE } from '../test/fake-accounts';
import { createTestServer } from '../test/server';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const post = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: form(fields),
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
});
const sessionCookie = (response: Response) =>
  response.headers.getSetCookie().find((c) => c.startsWith('session='));

describe('/login', () => {
  it('sets the token in an httpOnly cookie and returns to the remembered path', async () => {
    const app = createTestServer();
    const response = await app.request(
      '/login',
      post(
        { email: DEMO.email, password: DEMO.password, redirect: '/account/myaccount/mydata?edit=1' },
        { 'x-client-address': '203.0.113.7' },
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account/myaccount/mydata?edit=1');
    const cookie = sessionCookie(response) ?? '';
    const token = /^session=([^;]+)/.exec(cookie)?.[1] ?? '';
    expect(app.api.accounts.isValid(token)).toBe(true);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).not.toContain('Secure');
    // The shopper's address goes to the API for its rate limits.
    const login = app.api.accounts.requests.find((r) => r.path === '/api/auth/login');
    expect(login?.forwardedFor).toBe('203.0.113.7');
    expect(login?.body).toEqual({ email: DEMO.email, password: DEMO.password });
  });

  it('marks the cookie Secure over https', async () => {
    const app = createTestServer();
    const response = await app.request(
      '/login',
      post({ email: DEMO.email, password: DEMO.password }, { 'x-forwarded-proto': 'https' }),
    );
    expect(sessionCookie(response)).toContain('; Secure');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses to redirect to %s after login',
    async (target) => {
      const app = createTestServer();
      const response = await app.request(
        '/kh/login',
        post({ email: DEMO.email, password: DEMO.password, redirect: target }),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/kh/account/myaccount');
    },
  );

  it('shows a wrong password next to the form, in the shopper language, without a cookie', async () => {
    const app = createTestServer();
    const response = await app.request('/zh/login', post({ email: DEMO.email, password: 'wrong-password' }));
    expect(response.status).toBe(400);
    expect(sessionCookie(response)).toBeUndefined();
    const html = await response.text();
    expect(html).toContain('电子邮箱或密码错误');
    // The e-mail stays typed in; the password never comes back.
    expect(html).toContain(`value="${DEMO.email}"`);
    expect(html).not.toContain('wrong-password');
  });

  it('says "too many attempts" when the API rate-limits', async () => {
    const app = createTestServer();
    app.api.accounts.rateLimited = true;
    const html = await (await app.request('/login', post({ email: DEMO.email, password: 'x' }))).text();
    expect(html).toContain('Too many attempts. Please wait a moment and try again.');
  });

  it('sends a logged-in customer on to My Account', async () => {
    const app = createTestServer();
    const token = app.api.accounts.tokenFor();
    const response = await app.request('/login', { headers: { cookie: `session=${token}` } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account/myaccount');
  });

  it('is a noindex page', async () => {
    const app = createTestServer();
    const html = await (await app.request('/kh/login')).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('ចូលគណនី');
  });
});

describe('/register', () => {
  it('shows each refused field next to it, translated', async () => {
    const app = createTestServer();
    const response = await app.request(
      '/kh/register',
      post({ name: '', email: 'not-an-email', phone: '12345', password: 'short' }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/data-field-error="name"[^>]*>ត្រូវបំពេញវាលនេះ</);
    expect(html).toMatch(/data-field-error="email"[^>]*>សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលត្រឹមត្រូវ</);
    expect(html).toMatch(/data-field-error="phone"[^>]*>សូមបញ្ចូលលេខទូរស័ព្ទកម្ពុជា/);
    expect(html).toMatch(/data-field-error="password"[^>]*>ប្រើពី ៨ ដល់ ១២៨ តួអក្សរ</);
    expect(html).toContain('aria-invalid="true"');
    expect(app.api.accounts.requests).toHaveLength(0);
  });

  it('maps the API 409 to the e-mail field', async () => {
    const app = createTestServer();
    const html = await (
      await app.request(
        '/register',
        post({ name: 'Sok', email: DEMO.email, phone: '012 999 888', password: 'long-enough-1' }),
      )
    ).text();
    expect(html).toMatch(/data-field-error="email"[^>]*>An account already uses this e-mail</);
  });

  it('logs the new customer in', async () => {
    const app = createTestServer();
    const response = await app.request(
      '/register',
      post({ name: 'Sok Dara', email: 'sok@example.com', phone: '012 999 888', password: 'long-enough-1' }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account/myaccount');
    expect(sessionCookie(response)).toMatch(/^session=fake-token-/);
    expect(app.api.accounts.requests[0]?.body).toMatchObject({
      phone: '012999888',
      email: 'sok@example.com',
    });
  });
});

describe('the auth guard', () => {
  it.each([
    ['/account/myaccount/mydata', '/login?redirect=%2Faccount%2Fmyaccount%2Fmydata'],
    ['/kh/account/myaccount', '/kh/login?redirect=%2Fkh%2Faccount%2Fmyaccount'],
  ])('sends %s without a session to %s', async (path, location) => {
    const app = createTestServer();
    const response = await app.request(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
    expect(app.api.accounts.requests).toHaveLength(0);
  });

  it('ends a session the API no longer knows and asks to log in again', async () => {
    const app = createTestServer();
    const response = await app.request('/account/myaccount', {
      headers: { cookie: 'session=revoked-token-0123456789' },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?redirect=%2Faccount%2Fmyaccount');
    expect(sessionCookie(response)).toContain('Max-Age=0');
  });

  it('shows My Account with the profile to a customer', async () => {
    const app = createTestServer();
    const token = app.api.accounts.tokenFor();
    const response = await app.request('/zh/account/myaccount', { headers: { cookie: `session=${token}` } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('您好，Demo Customer');
    expect(html).toContain('已验证');
    expect(html).toContain('href="/zh/account/myaccount/mydata"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // The header: My Account instead of Login (login_status_code 0).
    expect(html).toContain('aria-label="我的账户"');
    expect(html).not.toContain('href="/zh/login"');
    const profile = app.api.accounts.requests.find((r) => r.path === '/api/profile');
    expect(profile?.authorization).toBe(`Bearer ${token}`);
  });
});

describe('/logout', () => {
  it('revokes the token, deletes the cookie and says so on the home page', async () => {
    const app = createTestServer();
    const token = app.api.accounts.tokenFor();
    const response = await app.request('/kh/logout', post({}, { cookie: `session=${token}` }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/kh');
    const logout = app.api.accounts.requests.find((r) => r.path === '/api/auth/logout');
    expect(logout?.authorization).toBe(`Bearer ${token}`);
    expect(app.api.accounts.isValid(token)).toBe(false);
    expect(sessionCookie(response)).toMatch(/^session=; Path=\/; Max-Age=0; HttpOnly/);
    const flash = response.headers.getSetCookie().find((c) => c.startsWith('flash='));
    expect(flash).toMatch(/^flash=logout;/);

    const home = await app.request('/kh', { headers: { cookie: 'flash=logout' } });
    const html = await home.text();
    expect(html).toContain(`role="status"`);
    expect(html).toContain('ចាកចេញដោយជោគជ័យ');
    // Shown once: the cookie goes with this answer.
    expect(home.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^flash=; Path=\/; Max-Age=0/));
  });
});

describe('/api/wishlist and /api/cart', () => {
  it('answers "please login first" without a session, in the page language', async () => {
    const app = createTestServer();
    const response = await app.request('/api/wishlist', post({ intent: 'add', product_id: '1' }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ ok: false, message: 'please login first' });
    const zh = await app.request('/zh/api/cart', post({ intent: 'add', product_id: '1' }));
    expect(zh.status).toBe(401);
    expect(((await zh.json()) as { message: string }).message).not.toBe('');
    expect(app.api.accounts.requests).toHaveLength(0);
  });

  it('adds to the wishlist with the token: "Added to wishlist"', async () => {
    const app = createTestServer();
    const token = app.api.accounts.tokenFor();
    const response = await app.request(
      '/api/wishlist',
      post(
        { intent: 'add', product_id: '2', quantity: '1', variant_option_id: '0' },
        { cookie: `session=${token}` },
      ),
    );
    expect(await response.json()).toEqual({ ok: true, message: 'Added to wishlist' });
    const html = await (await app.request('/', { headers: { cookie: `session=${token}` } })).text();
    // The header badge counts it (the root loader reads the server wishlist).
    expect(html).toContain('aria-label="Wishlist, 1 items"');
  });

  it('changes server cart lines and merges a guest cart only once per key', async () => {
    const app = createTestServer();
    const token = app.api.accounts.tokenFor();
    const cookie = { cookie: `session=${token}` };
    await app.request('/api/cart', post({ intent: 'add', product_id: '1', variant_option_id: '0' }, cookie));
    const [line] = app.api.accounts.cartOf();
    expect(line?.quantity).toBe(1);
    await app.request('/api/cart', post({ intent: 'increase', line_id: String(line?.id) }, cookie));
    expect(app.api.accounts.cartOf()[0]?.quantity).toBe(2);
    const items = JSON.stringify([
      { product_id: 1, quantity: 3, variant_option_id: 0 },
      { product_id: 2, quantity: 1, variant_option_id: 0 },
    ]);
    for (let i = 0; i < 2; i++) {
      const response = await app.request(
        '/api/cart',
        post({ intent: 'convert', merge_key: 'guest-cart-key-1', items }, cookie),
      );
      expect(response.status).toBe(200);
    }
    // Summed with the existing line, no duplicate line, and the second call added nothing.
    expect(app.api.accounts.cartOf().map((l) => [l.product_id, l.quantity])).toEqual([
      [1, 5],
      [2, 1],
    ]);
    const bad = await app.request('/api/cart', post({ intent: 'increase', line_id: 'x' }, cookie));
    expect(bad.status).toBe(400);
  });
});

describe('/account/myaccount/mydata', () => {
  it('edits the profile and adds an address with the placeholder coordinates', async () => {
    const app = createTestServer();
    const token = app.api.accounts.tokenFor();
    const cookie = { cookie: `session=${token}` };
    const saved = await app.request(
      '/account/myaccount/mydata',
      post({ intent: 'profile', name: 'Dara', phone: '097 765 4321' }, cookie),
    );
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('Your details were saved.');
    expect(app.api.accounts.customer()?.name).toBe('Dara');
    await app.request(
      '/account/myaccount/mydata',
      post({ intent: 'address-add', name: 'Home', description: 'Street 130' }, cookie),
    );
    const add = app.api.accounts.requests.find((r) => r.path === '/api/profile/location/add');
    expect(add?.body).toEqual({ name: 'Home', description: 'Street 130', lat: 11.5564, long: 104.9282 });
    const refused = await app.request(
      '/account/myaccount/mydata',
      post({ intent: 'profile', name: 'Dara', phone: '123' }, cookie),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/data-field-error="phone"/);
  });
});

describe('/otp/verify and /forgot-password', () => {
  it('sends a login code to a guest and logs in with it', async () => {
    const app = createTestServer();
    const sent = await app.request(
      '/otp/verify',
      post({ intent: 'send', phone: '012 345 678' }, { 'x-client-address': '198.51.100.4' }),
    );
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('A code was sent to 012345678. It is valid for 5 minutes.');
    const resend = app.api.accounts.requests.find((r) => r.path === '/api/auth/resend');
    expect(resend?.body).toEqual({ phone: '012345678', type: 'login' });
    expect(resend?.forwardedFor).toBe('198.51.100.4');

    const wrong = await app.request(
      '/otp/verify',
      post({ intent: 'verify', phone: DEMO.phone, otp: '000000' }),
    );
    expect(await wrong.text()).toMatch(/data-field-error="otp"[^>]*>This code is wrong or has expired</);
    const right = await app.request(
      '/otp/verify',
      post({ intent: 'verify', phone: DEMO.phone, otp: FAKE_CODE, redirect: '/compare' }),
    );
    expect(right.headers.get('location')).toBe('/compare');
    expect(sessionCookie(right)).toMatch(/^session=fake-token-/);
  });

  it("asks a customer's code with type 'verify'", async () => {
    const app = createTestServer();
    const token = app.api.accounts.tokenFor();
    await app.request(
      '/otp/verify',
      post({ intent: 'send', phone: DEMO.phone }, { cookie: `session=${token}` }),
    );
    const resend = app.api.accounts.requests.find((r) => r.path === '/api/auth/resend');
    expect(resend?.body).toMatchObject({ type: 'verify' });
  });

  it('resets the password in two steps and logs in', async () => {
    const app = createTestServer();
    const step1 = await app.request('/zh/forgot-password', post({ intent: 'request', email: DEMO.email }));
    const html = await step1.text();
    expect(html).toContain(`如果有账户使用 ${DEMO.email}，验证码已发出。`);
    expect(html).toContain('name="code"');
    const step2 = await app.request(
      '/zh/forgot-password',
      post({ intent: 'reset', email: DEMO.email, code: FAKE_CODE, password: 'new-password-1' }),
    );
    expect(step2.status).toBe(302);
    expect(step2.headers.get('location')).toBe('/zh/account/myaccount');
    expect(sessionCookie(step2)).toContain('HttpOnly');
    expect(app.api.accounts.customer()?.password).toBe('new-password-1');
  });
});
