import { describe, expect, it } from 'vitest';
import { accountRequests } from '../../test/api-edge';
import { post, sessionCookie } from '../../test/requests';
import { createTestServer, openTestApi } from '../../test/server';
import { DEMO_CUSTOMER as DEMO, lastCode, newCustomer } from '../../test/shoppers';

const testApi = openTestApi();

/** Whether the API takes a token: its profile call answers. */
async function isValid(token: string) {
  const { status } = await testApi().send('GET', '/api/profile', {
    token,
    headers: { 'x-store-code': 'S001' },
  });
  return status === 200;
}

/** The local form of a +855 phone, as a shopper types it (0 and the rest). */
const local = (phone: string) => `0${phone.slice(4)}`;

describe('/login', () => {
  it('sets the token in an httpOnly cookie and returns to the remembered path', async () => {
    const app = createTestServer(testApi());
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
    expect(await isValid(token)).toBe(true);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).not.toContain('Secure');
    // The shopper's address goes to the API for its rate limits.
    const login = accountRequests(app.api).find((r) => r.path === '/api/auth/login');
    expect(login?.forwardedFor).toBe('203.0.113.7');
    expect(login?.body).toEqual({ email: DEMO.email, password: DEMO.password });
  });

  it("does not believe a client's X-Forwarded-Proto without TRUST_PROXY (Secure with it: trusted-proxy.test.ts)", async () => {
    const app = createTestServer(testApi());
    const response = await app.request(
      '/login',
      post({ email: DEMO.email, password: DEMO.password }, { 'x-forwarded-proto': 'https' }),
    );
    expect(sessionCookie(response)).not.toContain('; Secure');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses to redirect to %s after login',
    async (target) => {
      const app = createTestServer(testApi());
      const response = await app.request(
        '/kh/login',
        post({ email: DEMO.email, password: DEMO.password, redirect: target }),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/kh/account/myaccount');
    },
  );

  it('shows a wrong password next to the form, in the shopper language, without a cookie', async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const response = await app.request(
      '/zh/login',
      post({ email: shopper.email, password: 'wrong-password' }),
    );
    expect(response.status).toBe(400);
    expect(sessionCookie(response)).toBeUndefined();
    const html = await response.text();
    expect(html).toContain('电子邮箱或密码错误');
    // The e-mail stays typed in; the password never comes back.
    expect(html).toContain(`value="${shopper.email}"`);
    expect(html).not.toContain('wrong-password');
  });

  it('says "too many attempts" when the API rate-limits', async () => {
    const app = createTestServer(testApi());
    // The API refuses a sixth wrong password for one account within 15 minutes (429).
    const shopper = await newCustomer(testApi());
    for (let i = 0; i < 5; i++) {
      const wrong = await app.request('/login', post({ email: shopper.email, password: 'x' }));
      expect(await wrong.text()).toContain('Wrong e-mail or password');
    }
    const html = await (await app.request('/login', post({ email: shopper.email, password: 'x' }))).text();
    expect(html).toContain('Too many attempts. Please wait a moment and try again.');
    const refused = app.api.requests.filter((r) => r.path === '/api/auth/login');
    expect(refused).toHaveLength(6);
  });

  it('sends a logged-in customer on to My Account', async () => {
    const app = createTestServer(testApi());
    const { cookie } = await newCustomer(testApi());
    const response = await app.request('/login', { headers: { cookie } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account/myaccount');
  });

  it('is a noindex page', async () => {
    const app = createTestServer(testApi());
    const html = await (await app.request('/kh/login')).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('ចូលគណនី');
  });
});

describe('/register', () => {
  it('shows each refused field next to it, translated', async () => {
    const app = createTestServer(testApi());
    const response = await app.request(
      '/kh/register',
      post({ name: '', email: 'not-an-email', phone: '12345', password: 'short' }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    // The text of a field's error (drawn as Khmer word runs: tags between the words).
    const fieldError = (name: string) =>
      new RegExp(`data-field-error="${name}"[^>]*>(.*?)</p>`).exec(html)?.[1]?.replace(/<[^>]*>/g, '');
    expect(fieldError('name')).toBe('ត្រូវបំពេញវាលនេះ');
    expect(fieldError('email')).toBe('សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលត្រឹមត្រូវ');
    expect(fieldError('phone')).toMatch(/^សូមបញ្ចូលលេខទូរស័ព្ទកម្ពុជា/);
    expect(fieldError('password')).toBe('ប្រើពី ៨ ដល់ ១២៨ តួអក្សរ');
    // …and it ends its lines between words only.
    expect(/data-field-error="email"[^>]*><span><span data-word="true"/.test(html)).toBe(true);
    expect(html).toContain('aria-invalid="true"');
    expect(accountRequests(app.api)).toHaveLength(0);
  });

  it('maps the API 409 to the e-mail field', async () => {
    const app = createTestServer(testApi());
    const html = await (
      await app.request(
        '/register',
        post({ name: 'Sok', email: DEMO.email, phone: '012 999 887', password: 'long-enough-1' }),
      )
    ).text();
    expect(html).toMatch(/data-field-error="email"[^>]*>An account already uses this e-mail</);
  });

  it('logs the new customer in', async () => {
    const app = createTestServer(testApi());
    const response = await app.request(
      '/register',
      post({ name: 'Sok Dara', email: 'sok@example.com', phone: '012 999 888', password: 'long-enough-1' }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account/myaccount');
    const token = /^session=([^;]+)/.exec(sessionCookie(response) ?? '')?.[1] ?? '';
    expect(await isValid(token)).toBe(true);
    expect(accountRequests(app.api)[0]?.body).toMatchObject({
      phone: '012999888',
      email: 'sok@example.com',
    });
  });
});

describe('/logout', () => {
  it('revokes the token, deletes the cookie and says so on the home page', async () => {
    const app = createTestServer(testApi());
    const { token, cookie } = await newCustomer(testApi());
    const response = await app.request('/kh/logout', post({}, { cookie }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/kh');
    const logout = accountRequests(app.api).find((r) => r.path === '/api/auth/logout');
    expect(logout?.authorization).toBe(`Bearer ${token}`);
    expect(await isValid(token)).toBe(false);
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

describe('/otp/verify and /forgot-password', () => {
  it('sends a login code to a guest and logs in with it', async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const typed = local(shopper.phone).replace(/^(\d{3})(\d{3})/, '$1 $2 ');
    const sent = await app.request(
      '/otp/verify',
      post({ intent: 'send', phone: typed }, { 'x-client-address': '198.51.100.4' }),
    );
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(
      `A code was sent to ${local(shopper.phone)}. It is valid for 5 minutes.`,
    );
    const resend = accountRequests(app.api).find((r) => r.path === '/api/auth/resend');
    expect(resend?.body).toEqual({ phone: local(shopper.phone), type: 'login' });
    expect(resend?.forwardedFor).toBe('198.51.100.4');

    const code = await lastCode(testApi(), shopper.phone);
    const wrong = await app.request(
      '/otp/verify',
      post({ intent: 'verify', phone: shopper.phone, otp: code === '000000' ? '000001' : '000000' }),
    );
    expect(await wrong.text()).toMatch(/data-field-error="otp"[^>]*>This code is wrong or has expired</);
    const right = await app.request(
      '/otp/verify',
      post({ intent: 'verify', phone: shopper.phone, otp: code, redirect: '/compare' }),
    );
    expect(right.headers.get('location')).toBe('/compare');
    const token = /^session=([^;]+)/.exec(sessionCookie(right) ?? '')?.[1] ?? '';
    expect(await isValid(token)).toBe(true);
  });

  it("asks a customer's code with type 'verify'", async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi(), { verified: false });
    await app.request(
      '/otp/verify',
      post({ intent: 'send', phone: shopper.phone }, { cookie: shopper.cookie }),
    );
    const resend = accountRequests(app.api).find((r) => r.path === '/api/auth/resend');
    expect(resend?.body).toMatchObject({ type: 'verify' });
  });

  it('resets the password in two steps and logs in', async () => {
    const app = createTestServer(testApi());
    const shopper = await newCustomer(testApi());
    const step1 = await app.request('/zh/forgot-password', post({ intent: 'request', email: shopper.email }));
    const html = await step1.text();
    expect(html).toContain(`如果有账户使用 ${shopper.email}，验证码已发出。`);
    expect(html).toContain('name="code"');
    const code = await lastCode(testApi(), shopper.email);
    const step2 = await app.request(
      '/zh/forgot-password',
      post({ intent: 'reset', email: shopper.email, code, password: 'new-password-1' }),
    );
    expect(step2.status).toBe(302);
    expect(step2.headers.get('location')).toBe('/zh/account/myaccount');
    expect(sessionCookie(step2)).toContain('HttpOnly');
    // The new password is the one the API takes.
    const login = await testApi().send('POST', '/api/auth/login', {
      headers: { 'x-store-code': 'S001' },
      body: { email: shopper.email, password: 'new-password-1' },
    });
    expect(login.status).toBe(200);
  });
});
