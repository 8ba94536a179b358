import { customers, sessions, stores, verificationCodes } from '@shop/db';
import { DEMO_CUSTOMER } from '@shop/db/seed';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../access/sessions';
import { createTestApi, forwardedFrom, type TestApi } from '../../test/harness';
import {
  countMessages,
  from,
  identity,
  lastCode,
  lastMessage,
  registered,
  shop,
  wrong,
} from './accounts.fixtures';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

const customerRow = async (email: string, code = 'S001') => {
  const [row] = await api.db
    .select({ id: customers.id, passwordHash: customers.passwordHash, phone: customers.phone })
    .from(customers)
    .innerJoin(stores, eq(stores.id, customers.storeId))
    .where(and(eq(stores.code, code), eq(customers.email, email)));
  return row;
};

describe('POST /api/auth/register', () => {
  it('opens at most 20 accounts an hour from one client address', async () => {
    const client = identity().client;
    const open = () => {
      const who = { ...identity(), client };
      return api.send('POST', '/api/auth/register', {
        headers: from(who),
        body: { name: who.name, email: who.email, phone: who.phone, password: who.password },
      });
    };
    for (let i = 0; i < 20; i++) expect((await open()).status).toBe(200);
    const over = await open();
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3000);
    // Another address still may.
    expect((await registered(api)).token).toBeTruthy();
  }, 60_000);

  it('creates the account, signs it in and sends an SMS verification code', async () => {
    const who = identity();
    const res = await api.send('POST', '/api/auth/register', {
      headers: from(who),
      body: { name: ' Dara ', email: who.email.toUpperCase(), phone: who.phone, password: who.password },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 0,
      data: {
        login_status_code: 0,
        customer: { name: 'Dara', email: who.email, phone: who.phone, phone_verified: false },
      },
    });
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const expires = new Date(res.body.data.expires_at).getTime() - Date.now();
    expect(expires).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect(expires).toBeLessThanOrEqual(30 * 24 * 3600 * 1000);

    const me = await api.send('GET', '/api/profile', { headers: shop(), token: res.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(who.email);

    const sms = await lastMessage(api, who.phone);
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toMatch(/verification code is \d{6}/);
  });

  it('stores the password hashed with argon2id and the session token hashed', async () => {
    const { who, token } = await registered(api);
    const row = await customerRow(who.email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(who.password);
    const stored = await api.db
      .select()
      .from(sessions)
      .where(eq(sessions.customerId, row?.id ?? 0));
    expect(stored.map((s) => s.tokenHash)).toContain(hashToken(token));
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
    const codes = await api.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, who.phone));
    const code = await lastCode(api, who.phone);
    expect(codes).toHaveLength(1);
    expect(codes[0]?.codeHash).not.toContain(code);
  });

  it('stores a local 0… phone as +855…', async () => {
    const who = identity();
    const local = `0${who.phone.slice(4, 6)} ${who.phone.slice(6, 9)}-${who.phone.slice(9)}`;
    const res = await api.send('POST', '/api/auth/register', {
      headers: from(who),
      body: { ...who, phone: local },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.customer.phone).toBe(who.phone);
  });

  it('refuses an e-mail or phone already used in the same shop with 409', async () => {
    const { who } = await registered(api);
    const other = identity();
    const sameEmail = await api.send('POST', '/api/auth/register', {
      headers: from(other),
      body: { ...other, email: who.email.toUpperCase() },
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({
      code: 409,
      message: expect.stringMatching(/^email: .*already exists/),
      data: null,
      request_id: expect.any(String),
    });
    const samePhone = await api.send('POST', '/api/auth/register', {
      headers: from(other),
      body: { ...other, phone: who.phone },
    });
    expect(samePhone.status).toBe(409);
    expect(samePhone.body.message).toMatch(/^phone: .*already used/);
  });

  it('makes the same e-mail in another shop a separate customer', async () => {
    const { who, token } = await registered(api, identity(), 'S001');
    const { token: token2 } = await registered(api, who, 'S002');
    const a = await customerRow(who.email, 'S001');
    const b = await customerRow(who.email, 'S002');
    expect(a && b && a.id !== b.id).toBe(true);
    expect((await api.send('GET', '/api/profile', { headers: shop('S002'), token: token2 })).status).toBe(
      200,
    );
    // A token of one shop signs nobody in at another.
    const cross = await api.send('GET', '/api/profile', { headers: shop('S002'), token });
    expect(cross.status).toBe(401);
    expect(cross.body).toEqual({
      code: 401,
      message: 'please login first',
      data: null,
      request_id: expect.any(String),
    });
  });

  it('answers bad input with 400 naming the field', async () => {
    const who = identity();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...who, email: 'not-an-email' }, /^email: /],
      [{ ...who, phone: '12345' }, /^phone: phone must be a Cambodian mobile number/],
      [{ ...who, password: 'short' }, /^password: /],
      [{ ...who, name: '   ' }, /^name: /],
      [{ email: who.email }, /name: .*phone: .*password: /],
    ];
    for (const [body, message] of cases) {
      const res = await api.send('POST', '/api/auth/register', { headers: from(who), body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const notJson = await api.send('POST', '/api/auth/register', { headers: from(who), body: '{nope' });
    expect(notJson.status).toBe(400);
    const noShop = await api.send('POST', '/api/auth/register', { body: who });
    expect(noShop.status).toBe(400);
    expect(noShop.body.message).toMatch(/store_code/);
  });
});

describe('POST /api/auth/login and /api/auth/logout', () => {
  it('signs the demo customer in, and logout ends the token on the server', async () => {
    const who = identity();
    const res = await api.send('POST', '/api/auth/login', {
      headers: from(who),
      body: { email: ' DEMO@example.com ', password: DEMO_CUSTOMER.password },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.customer).toMatchObject({ email: DEMO_CUSTOMER.email, phone: DEMO_CUSTOMER.phone });
    const token = res.body.data.token;
    expect((await api.send('GET', '/api/profile', { headers: shop(), token })).status).toBe(200);

    const out = await api.send('POST', '/api/auth/logout', { headers: shop(), token });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ code: 0, data: null });
    const after = await api.send('GET', '/api/profile', { headers: shop(), token });
    expect(after.status).toBe(401);
    expect((await api.send('POST', '/api/auth/logout', { headers: shop(), token })).status).toBe(401);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const { who } = await registered(api);
    const wrongPassword = await api.send('POST', '/api/auth/login', {
      headers: from(who),
      body: { email: who.email, password: 'not the password' },
    });
    const unknown = await api.send('POST', '/api/auth/login', {
      headers: from(who),
      body: { email: `nobody-${who.email}`, password: who.password },
    });
    for (const res of [wrongPassword, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        code: 401,
        message: 'Email or password is incorrect',
        data: null,
        request_id: expect.any(String),
      });
    }
    // The account of another shop is not this shop's.
    const otherShop = await api.send('POST', '/api/auth/login', {
      headers: from(who, 'S002'),
      body: { email: who.email, password: who.password },
    });
    expect(otherShop.status).toBe(401);
  });

  it('answers bad input with 400 naming the field', async () => {
    const who = identity();
    const res = await api.send('POST', '/api/auth/login', {
      headers: from(who),
      body: { email: 'x', password: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/email: .*password: /);
  });

  it('locks an account for 15 minutes after 5 wrong passwords, with Retry-After', async () => {
    const { who } = await registered(api);
    for (let i = 0; i < 5; i++) {
      const res = await api.send('POST', '/api/auth/login', {
        headers: { ...shop(), ...forwardedFrom(`10.99.${i}.1`) },
        body: { email: who.email, password: 'wrong password' },
      });
      expect(res.status).toBe(401);
    }
    // Even the right password, from another address, waits now.
    const locked = await api.send('POST', '/api/auth/login', {
      headers: { ...shop(), ...forwardedFrom('10.99.9.9') },
      body: { email: who.email, password: who.password },
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      code: 429,
      message: expect.stringMatching(/^Too many attempts\. Try again in \d+ seconds\.$/),
      data: null,
      request_id: expect.any(String),
    });
    const retry = Number(locked.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    expect(locked.body.message).toBe(`Too many attempts. Try again in ${retry} seconds.`);
  });

  it('allows 30 attempts per client address per 15 minutes', async () => {
    const who = identity();
    const attempt = () =>
      api.send('POST', '/api/auth/login', {
        headers: from(who),
        body: { email: `${identity().email}`, password: 'whatever' },
      });
    const statuses = [];
    for (let i = 0; i < 30; i++) statuses.push((await attempt()).status);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const over = await attempt();
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await api.send('POST', '/api/auth/login', {
      headers: from(identity()),
      body: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    });
    expect(other.status).toBe(200);
  }, 120_000);
});

describe('POST /api/auth/forgot-password and /api/auth/reset-password', () => {
  it('e-mails a code that sets a new password, ends the other sessions and signs in', async () => {
    const { who, token: oldToken } = await registered(api);
    const res = await api.send('POST', '/api/auth/forgot-password', {
      headers: from(who),
      body: { email: who.email },
    });
    expect(res.status).toBe(200);
    const mail = await lastMessage(api, who.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your password reset code' });
    const code = await lastCode(api, who.email);

    const reset = await api.send('POST', '/api/auth/reset-password', {
      headers: from(who),
      body: { email: who.email, code, password: 'a brand new password' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data.customer.email).toBe(who.email);
    expect((await api.send('GET', '/api/profile', { headers: shop(), token: oldToken })).status).toBe(401);
    expect(
      (await api.send('GET', '/api/profile', { headers: shop(), token: reset.body.data.token })).status,
    ).toBe(200);

    const oldPassword = await api.send('POST', '/api/auth/login', { headers: from(who), body: who });
    expect(oldPassword.status).toBe(401);
    const newPassword = await api.send('POST', '/api/auth/login', {
      headers: from(who),
      body: { email: who.email, password: 'a brand new password' },
    });
    expect(newPassword.status).toBe(200);

    // The code is spent.
    const again = await api.send('POST', '/api/auth/reset-password', {
      headers: from(who),
      body: { email: who.email, code, password: 'yet another password' },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/^code: the code is invalid or expired/);
  });

  it('answers an unknown e-mail the same, and sends nothing', async () => {
    const who = identity();
    const res = await api.send('POST', '/api/auth/forgot-password', {
      headers: from(who),
      body: { email: who.email },
    });
    const { who: known } = await registered(api);
    const res2 = await api.send('POST', '/api/auth/forgot-password', {
      headers: from(known),
      body: { email: known.email },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(res2.body);
    expect(await countMessages(api, who.email)).toBe(0);
    expect(await countMessages(api, known.email)).toBe(1);
  });

  it('refuses an expired code', async () => {
    const { who } = await registered(api);
    await api.send('POST', '/api/auth/forgot-password', { headers: from(who), body: { email: who.email } });
    const code = await lastCode(api, who.email);
    await api.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.target, who.email));
    const res = await api.send('POST', '/api/auth/reset-password', {
      headers: from(who),
      body: { email: who.email, code, password: 'a brand new password' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/invalid or expired/);
  });

  it('burns the code after 5 wrong attempts, and a new code replaces the old one', async () => {
    const { who } = await registered(api);
    await api.send('POST', '/api/auth/forgot-password', { headers: from(who), body: { email: who.email } });
    await api.send('POST', '/api/auth/forgot-password', { headers: from(who), body: { email: who.email } });
    const code = await lastCode(api, who.email);
    const body = (c: string) => ({ email: who.email, code: c, password: 'a brand new password' });
    // The second code spent the first one: only the newest is live.
    const rows = await api.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, who.email))
      .orderBy(verificationCodes.id);
    expect(rows.map((r) => r.usedAt === null)).toEqual([false, true]);
    for (let i = 0; i < 5; i++) {
      const res = await api.send('POST', '/api/auth/reset-password', {
        headers: from(who),
        body: body(wrong(code)),
      });
      expect(res.status).toBe(400);
    }
    const right = await api.send('POST', '/api/auth/reset-password', {
      headers: from(who),
      body: body(code),
    });
    expect(right.status).toBe(400);
    expect(right.body.message).toMatch(/invalid or expired/);
  });

  it('sends at most 3 codes per e-mail per hour', async () => {
    const { who } = await registered(api);
    for (let i = 0; i < 3; i++) {
      const res = await api.send('POST', '/api/auth/forgot-password', {
        headers: from(who),
        body: { email: who.email },
      });
      expect(res.status).toBe(200);
    }
    const over = await api.send('POST', '/api/auth/forgot-password', {
      headers: from(who),
      body: { email: who.email },
    });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect(await countMessages(api, who.email)).toBe(3);
  });

  it('answers bad input with 400 naming the field', async () => {
    const who = identity();
    const res = await api.send('POST', '/api/auth/reset-password', {
      headers: from(who),
      body: { email: who.email, code: '12ab', password: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/code: code must be 6 digits; password: /);
  });
});
