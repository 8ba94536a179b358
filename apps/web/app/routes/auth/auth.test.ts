import { describe, expect, it } from 'vitest';
import { DEMO, FAKE_CODE } from '../../test/fake-accounts';
import { createTestServer } from '../../test/fake-server';
import { post, sessionCookie } from '../../test/requests';

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

  it("does not believe a client's X-Forwarded-Proto without TRUST_PROXY (Secure with it: trusted-proxy.test.ts)", async () => {
    const app = createTestServer();
    const response = await app.request(
      '/login',
      post({ email: DEMO.email, password: DEMO.password }, { 'x-forwarded-proto': 'https' }),
    );
    expect(sessionCookie(response)).not.toContain('; Secure');
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
