import { STAFF_BAD_CREDENTIALS, TOTP_NEEDED, TOTP_WRONG } from '@shop/contracts';
import { staff, staffSessions, stores } from '@shop/db';
import { DEMO_CUSTOMER } from '@shop/db/seed';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../access/sessions';
import { TOTP_REQUIRED } from '../../middleware/staff';
import { createTestApi, type TestApi } from '../../test/harness';
import {
  bearer,
  DEMO_PASSWORD,
  fromAddress,
  newAddress,
  newStaff,
  shop,
  signIn,
  staffEmail,
  totpCode,
  wrongTotp,
} from './admin.fixtures';

let api: TestApi;
let owner: string;

beforeAll(async () => {
  api = await createTestApi();
  owner = await api.staffTokenFor('owner@example.com');
});
afterAll(() => api.close());

const me = (token: string) => api.get('/admin/api/me', bearer(token));

describe('signing in', () => {
  it('the demo owner signs in: a staff token, who they are, and their three shops with their role', async () => {
    const res = await signIn(api, { email: 'owner@example.com', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0 });
    const { token, staff: who, shops } = res.body.data;
    expect(token).toMatch(/^st_[A-Za-z0-9_-]{40,}$/);
    const [row] = await api.db.select().from(staff).where(eq(staff.email, 'owner@example.com'));
    expect(who).toMatchObject({ id: row?.id, email: 'owner@example.com', name: 'Sokha Owner' });
    const names = await api.db
      .select({ code: stores.code, name: stores.name })
      .from(stores)
      .where(inArray(stores.code, ['S001', 'S002', 'S007']));
    expect(
      shops.map((s: { store_code: string; name: string; role: string }) => [s.store_code, s.name, s.role]),
    ).toEqual(
      ['S001', 'S002', 'S007'].map((code) => [code, names.find((n) => n.code === code)?.name.en, 'owner']),
    );
    // Only the token's hash is kept, and the token works.
    const kept = await api.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, row?.id ?? 0));
    expect(kept.filter((s) => s.tokenHash === hashToken(token))).toHaveLength(1);
    expect(kept.some((s) => Object.values(s).includes(token))).toBe(false);
    expect((await me(token)).status).toBe(200);
  });

  it('a wrong password and an unknown e-mail are refused alike: 401, the same words', async () => {
    const wrong = await signIn(api, { email: 'manager@example.com', password: 'not-the-password' });
    const unknown = await signIn(api, { email: staffEmail('nobody'), password: DEMO_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 401, message: STAFF_BAD_CREDENTIALS, data: null });
    }
  });

  it('a customer’s e-mail and password, good on the storefront, do not open the back office', async () => {
    const customer = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };
    const storefront = await api.send('POST', '/api/auth/login', {
      body: customer,
      headers: { ...shop('S001'), ...fromAddress() },
    });
    expect(storefront.status).toBe(200);
    const res = await signIn(api, customer);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, message: STAFF_BAD_CREDENTIALS, data: null });
    // Nor does the customer's token.
    expect((await me(storefront.body.data.token)).status).toBe(401);
  });

  it('a malformed body is a 400 naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ email: 'not-an-email', password: 'x' }, /^email: /],
      [{ email: 'owner@example.com' }, /^password: /],
      [{ email: 'owner@example.com', password: '' }, /password is required/],
      [{ email: 'owner@example.com', password: DEMO_PASSWORD, totp: '12ab56' }, /^totp: /],
    ];
    for (const [body, message] of cases) {
      const res = await signIn(api, body as { email: string; password: string });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    const notJson = await api.send('POST', '/admin/api/auth/login', {
      body: '{"email":',
      headers: fromAddress(),
    });
    expect(notJson.status).toBe(400);
  });

  it('five wrong passwords lock the account: the right one then gets 429 with Retry-After', async () => {
    const person = await newStaff(api, owner);
    const address = fromAddress();
    for (let i = 0; i < 5; i++) {
      const res = await signIn(api, { email: person.email, password: `wrong-${i}` }, address);
      expect(res.status, `try ${i + 1}`).toBe(401);
    }
    const locked = await signIn(api, { email: person.email, password: person.password }, address);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Another account from the same address still signs in: the lock is this account's.
    const other = await newStaff(api, owner);
    expect((await signIn(api, { email: other.email, password: other.password }, address)).status).toBe(200);
  });

  it('the lock follows the e-mail from whatever address, in any letter case', async () => {
    const person = await newStaff(api, owner);
    for (let i = 0; i < 5; i++) {
      const email = i % 2 ? person.email.toUpperCase() : person.email;
      const res = await signIn(api, { email, password: `wrong-${i}` }, fromAddress());
      expect(res.status, `try ${i + 1}`).toBe(401);
    }
    const locked = await signIn(api, { email: person.email, password: person.password }, fromAddress());
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('the right password clears the count of wrong ones', async () => {
    const person = await newStaff(api, owner);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++)
        expect((await signIn(api, { email: person.email, password: `wrong-${i}` })).status).toBe(401);
      expect((await signIn(api, { email: person.email, password: person.password })).status).toBe(200);
    }
  });

  it('one address is limited over every e-mail it tries; another address is not', async () => {
    const person = await newStaff(api, owner);
    const address = newAddress();
    for (let i = 0; i < 30; i++) {
      const res = await signIn(
        api,
        { email: staffEmail('guess'), password: 'guess-password' },
        fromAddress(address),
      );
      expect(res.status, `try ${i + 1}`).toBe(401);
    }
    const limited = await signIn(
      api,
      { email: person.email, password: person.password },
      fromAddress(address),
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const elsewhere = await signIn(api, { email: person.email, password: person.password });
    expect(elsewhere.status).toBe(200);
  });
});

describe('a staff session', () => {
  it('GET /admin/api/me answers what the sign-in answered, without the token', async () => {
    const login = await signIn(api, { email: 'cashier@example.com', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const { token, ...rest } = login.body.data;
    const res = await me(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0 });
    expect(res.body.data).toEqual(rest);
    expect(res.body.data.shops).toEqual([expect.objectContaining({ store_code: 'S001', role: 'cashier' })]);
    expect((await api.get('/admin/api/me')).status).toBe(401);
    expect((await me('st_not-a-token-of-anyone')).status).toBe(401);
  });

  it('logout ends this token (401 after), not the other sessions of the person', async () => {
    const person = await newStaff(api, owner);
    const other = (await signIn(api, { email: person.email, password: person.password })).body.data.token;
    const out = await api.send('POST', '/admin/api/auth/logout', { token: person.token });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ code: 0, data: null });
    const after = await me(person.token);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ code: 401, data: null });
    expect((await api.get('/admin/api/orders', { ...bearer(person.token), ...shop() })).status).toBe(401);
    expect((await me(other)).status).toBe(200);
    // Once is enough: a second logout with the ended token is refused too.
    expect((await api.send('POST', '/admin/api/auth/logout', { token: person.token })).status).toBe(401);
  });

  it('lists the person’s sessions with this one flagged current; ending another signs that device out', async () => {
    const person = await newStaff(api, owner);
    const phone = await signIn(
      api,
      { email: person.email, password: person.password },
      { ...fromAddress('10.9.8.7'), 'user-agent': 'Shop phone' },
    );
    const phoneToken = phone.body.data.token as string;
    const list = await api.get('/admin/api/me/sessions', bearer(phoneToken));
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    const current = list.body.data.filter((s: { current: boolean }) => s.current);
    expect(current).toEqual([expect.objectContaining({ user_agent: 'Shop phone', address: '10.9.8.7' })]);
    const first = list.body.data.find((s: { current: boolean }) => !s.current);
    // Another person's session id is not theirs to end.
    const stranger = await api.staffTokenFor('packer@example.com');
    const strangers = await api.get('/admin/api/me/sessions', bearer(stranger));
    const strangerSession = strangers.body.data.find((s: { current: boolean }) => s.current).id;
    const refused = await api.send('DELETE', `/admin/api/me/sessions/${strangerSession}`, {
      token: phoneToken,
    });
    expect(refused.status).toBe(404);
    expect((await me(stranger)).status).toBe(200);
    const ended = await api.send('DELETE', `/admin/api/me/sessions/${first.id}`, { token: phoneToken });
    expect(ended.status).toBe(200);
    expect((await me(person.token)).status).toBe(401);
    expect((await me(phoneToken)).status).toBe(200);
    const left = await api.get('/admin/api/me/sessions', bearer(phoneToken));
    expect(left.body.data.map((s: { id: number }) => s.id)).toEqual([current[0].id]);
  });

  it('a session idle for 12 hours, or past its 7 days, is over, and no longer listed', async () => {
    const person = await newStaff(api, owner);
    const session = async (token: string) => {
      const list = await api.get('/admin/api/me/sessions', bearer(token));
      return list.body.data.find((s: { current: boolean }) => s.current).id as number;
    };
    const signedIn = async () =>
      (await signIn(api, { email: person.email, password: person.password })).body.data.token as string;
    const [idle, old, used] = [await signedIn(), await signedIn(), await signedIn()];
    const set = (token: string, values: Partial<typeof staffSessions.$inferInsert>) =>
      session(token).then((id) => api.db.update(staffSessions).set(values).where(eq(staffSessions.id, id)));
    await set(idle, { lastSeenAt: new Date(Date.now() - 13 * 3_600_000) });
    await set(old, { expiresAt: new Date(Date.now() - 60_000) });
    await set(used, { lastSeenAt: new Date(Date.now() - 11 * 3_600_000) });
    expect((await me(idle)).status).toBe(401);
    expect((await me(old)).status).toBe(401);
    expect((await me(used)).status).toBe(200);
    const list = await api.get('/admin/api/me/sessions', bearer(person.token));
    expect(list.body.data).toHaveLength(2);
    // A use moves the idle clock: the session used 11 hours ago was seen just now.
    const seen = list.body.data.find((s: { current: boolean }) => !s.current);
    expect(Date.parse(seen.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a password change needs the current password; it ends the other sessions and keeps this one', async () => {
    const person = await newStaff(api, owner);
    const other = (await signIn(api, { email: person.email, password: person.password })).body.data.token;
    const wrong = await api.send('PUT', '/admin/api/me/password', {
      token: person.token,
      body: { current_password: 'not-my-password', new_password: 'a-new-password-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^current_password/);
    expect((await me(other)).status).toBe(200);
    const short = await api.send('PUT', '/admin/api/me/password', {
      token: person.token,
      body: { current_password: person.password, new_password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/^new_password/);
    const changed = await api.send('PUT', '/admin/api/me/password', {
      token: person.token,
      body: { current_password: person.password, new_password: 'a-new-password-1' },
    });
    expect(changed.status).toBe(200);
    expect((await me(person.token)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    const open = await api.db
      .select({ id: staffSessions.id })
      .from(staffSessions)
      .where(and(eq(staffSessions.staffId, person.id), isNull(staffSessions.revokedAt)));
    expect(open).toHaveLength(1);
    expect((await signIn(api, { email: person.email, password: person.password })).status).toBe(401);
    expect((await signIn(api, { email: person.email, password: 'a-new-password-1' })).status).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  it('setting up gives a secret, its otpauth address and a QR code; it is on only once a code confirms it', async () => {
    const person = await newStaff(api, owner);
    const early = await api.send('POST', '/admin/api/me/totp/confirm', {
      token: person.token,
      body: { totp: '123456' },
    });
    expect(early.status).toBe(409);
    const setup = await api.send('POST', '/admin/api/me/totp', { token: person.token });
    expect(setup.status).toBe(200);
    const { secret, uri, qr_svg } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    expect(qr_svg).toMatch(/<svg[\s\S]*<\/svg>/);
    // Not on yet: the password alone still signs in.
    expect((await signIn(api, { email: person.email, password: person.password })).status).toBe(200);
    const wrong = await api.send('POST', '/admin/api/me/totp/confirm', {
      token: person.token,
      body: { totp: await wrongTotp(secret) },
    });
    expect([wrong.status, wrong.body.message]).toEqual([400, TOTP_WRONG]);
    const confirmed = await api.send('POST', '/admin/api/me/totp/confirm', {
      token: person.token,
      body: { totp: await totpCode(secret) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.staff.totp_enabled).toBe(true);

    const credentials = { email: person.email, password: person.password };
    const without = await signIn(api, credentials);
    expect(without.status).toBe(401);
    expect(without.body).toMatchObject({ code: 401, message: TOTP_NEEDED, data: null });
    const badCode = await signIn(api, { ...credentials, totp: await wrongTotp(secret) });
    expect(badCode.status).toBe(401);
    expect(badCode.body).toMatchObject({ code: 401, message: TOTP_WRONG });
    // The confirming code's step is used: the next step's code (within the clock's drift) signs in.
    const code = await totpCode(secret, 1);
    const good = await signIn(api, { ...credentials, totp: code });
    expect(good.status).toBe(200);
    expect(good.body.data.token).toMatch(/^st_/);
    expect(good.body.data.staff.totp_enabled).toBe(true);
    const replay = await signIn(api, { ...credentials, totp: code });
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ code: 401, message: TOTP_WRONG });
    // A wrong password with a good code learns nothing of the code.
    const wrongPassword = await signIn(api, {
      email: person.email,
      password: 'not-the-password',
      totp: await totpCode(secret, 1),
    });
    expect([wrongPassword.status, wrongPassword.body.message]).toEqual([401, STAFF_BAD_CREDENTIALS]);
  });

  it('a shop that asks for it refuses staff without it (403) but not their own calls; it cannot be turned off while asked for', async () => {
    // S007 asks for a second factor in this test only (no other test of this file uses it).
    const plain = await newStaff(api, owner, { shop: 'S007', role: 'cashier' });
    const careful = await newStaff(api, owner, { shop: 'S007', role: 'cashier' });
    const setup = await api.send('POST', '/admin/api/me/totp', { token: careful.token });
    const confirmed = await api.send('POST', '/admin/api/me/totp/confirm', {
      token: careful.token,
      body: { totp: await totpCode(setup.body.data.secret) },
    });
    expect(confirmed.status).toBe(200);
    const orders = (token: string) => api.get('/admin/api/orders', { ...bearer(token), ...shop('S007') });
    expect((await orders(plain.token)).status).toBe(200);

    const required = await api.send('PUT', '/admin/api/shop/security', {
      token: owner,
      body: { totp_required: true },
      headers: shop('S007'),
    });
    expect(required.status).toBe(200);
    expect(required.body.data).toEqual({ totp_required: true });
    const [row] = await api.db
      .select({ required: stores.staffTotpRequired })
      .from(stores)
      .where(eq(stores.code, 'S007'));
    expect(row?.required).toBe(true);

    const refused = await orders(plain.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 403, message: TOTP_REQUIRED, data: null });
    // The owner who asked for it has none either.
    expect((await orders(owner)).status).toBe(403);
    // Their own calls still work, so they can set it up; the shop says it asks.
    const mine = await me(plain.token);
    expect(mine.status).toBe(200);
    expect(mine.body.data.shops).toEqual([
      expect.objectContaining({ store_code: 'S007', totp_required: true }),
    ]);
    expect((await orders(careful.token)).status).toBe(200);
    // Other shops do not ask.
    expect((await api.get('/admin/api/orders', { ...bearer(owner), ...shop('S001') })).status).toBe(200);

    const off = await api.send('POST', '/admin/api/me/totp/disable', {
      token: careful.token,
      body: { totp: await totpCode(setup.body.data.secret, 1) },
    });
    expect(off.status).toBe(409);
    expect(off.body.message).toMatch(/S007/);
    const [kept] = await api.db
      .select({ secret: staff.totpSecret })
      .from(staff)
      .where(eq(staff.id, careful.id));
    expect(kept?.secret).not.toBeNull();
    expect((await orders(careful.token)).status).toBe(200);
  });
});
