import { customers, stores, verificationCodes } from '@shop/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLimiter } from '../../lib/rate-limit';
import { createTestApi, forwardedFrom, type TestApi } from '../../test/harness';
import { countMessages, from, identity, lastCode, registered, shop, wrong } from './accounts.fixtures';
import { LIMITS } from './limits';

let api: TestApi;
const limiter = memoryLimiter();
beforeAll(async () => {
  api = await createTestApi({ limiter });
});
afterAll(() => api?.close());

const verify = (who: ReturnType<typeof identity>, otp: string, headers = from(who)) =>
  api.send('POST', '/api/verify', { headers, body: { phone: who.phone, otp } });

describe('POST /api/verify', () => {
  it('verifies the phone with the SMS code of the registration and signs in', async () => {
    const { who, token } = await registered(api);
    const code = await lastCode(api, who.phone);
    const res = await verify(who, code);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      login_status_code: 0,
      customer: { phone: who.phone, phone_verified: true },
    });
    expect(res.body.data.token).not.toBe(token);
    const me = await api.send('GET', '/api/profile', { headers: shop(), token });
    expect(me.body.data.phone_verified).toBe(true);

    const reused = await verify(who, code);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({
      code: 400,
      message: 'otp: the code is invalid or expired; ask for a new one',
      data: null,
      request_id: expect.any(String),
    });
  });

  it('refuses an expired code', async () => {
    const { who } = await registered(api);
    const code = await lastCode(api, who.phone);
    await api.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationCodes.target, who.phone));
    const res = await verify(who, code);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/invalid or expired/);
  });

  it('burns the code after 5 wrong attempts', async () => {
    const { who } = await registered(api);
    const code = await lastCode(api, who.phone);
    for (let i = 0; i < 5; i++) expect((await verify(who, wrong(code))).status).toBe(400);
    const [row] = await api.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, who.phone));
    expect(row?.attempts).toBe(5);
    expect(row?.usedAt).not.toBeNull();
    expect((await verify(who, code)).status).toBe(400);
  });

  it('allows 10 tries per phone per 15 minutes, with Retry-After', async () => {
    const { who } = await registered(api);
    const code = await lastCode(api, who.phone);
    for (let i = 0; i < 10; i++) {
      const res = await verify(who, wrong(code), { ...shop(), ...forwardedFrom(`10.77.${i}.1`) });
      expect(res.status).toBe(400);
    }
    const over = await verify(who, code, { ...shop(), ...forwardedFrom('10.77.99.1') });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });

  it('allows 30 tries per client address per 15 minutes', async () => {
    const client = identity();
    for (let i = 0; i < 30; i++) {
      const res = await verify(identity(), '123456', from(client));
      expect(res.status).toBe(400);
    }
    const over = await verify(identity(), '123456', from(client));
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers bad input with 400 naming the field', async () => {
    const who = identity();
    const res = await api.send('POST', '/api/verify', {
      headers: from(who),
      body: { phone: 'abc', otp: '12' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/phone: .*otp: otp must be 6 digits/);
  });
});

describe('POST /api/auth/resend', () => {
  it('sends a new code that replaces the old one, once a minute', async () => {
    const { who } = await registered(api);
    // The registration's own SMS does not count against the minute between resends.
    const res = await api.send('POST', '/api/auth/resend', {
      headers: from(who),
      body: { phone: who.phone, type: 'login' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, data: { retry_after: 60, expires_in: 300 } });
    expect(await countMessages(api, who.phone)).toBe(2);
    const code = await lastCode(api, who.phone);

    const soon = await api.send('POST', '/api/auth/resend', {
      headers: from(who),
      body: { phone: who.phone },
    });
    expect(soon.status).toBe(429);
    const retry = Number(soon.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(await countMessages(api, who.phone)).toBe(2);

    // The new code spent the registration's one: only the newest is live.
    const rows = await api.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, who.phone))
      .orderBy(verificationCodes.id);
    expect(rows.map((r) => r.usedAt === null)).toEqual([false, true]);
    const ok = await verify(who, code);
    expect(ok.status).toBe(200);
    expect(ok.body.data.customer.phone_verified).toBe(true);
  });

  it('answers an unknown phone the same, and sends nothing', async () => {
    const who = identity();
    const res = await api.send('POST', '/api/auth/resend', {
      headers: from(who),
      body: { phone: who.phone },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, data: { retry_after: 60, expires_in: 300 } });
    expect(await countMessages(api, who.phone)).toBe(0);
  });

  it('sends at most 5 codes per phone per hour', async () => {
    const { who } = await registered(api);
    const resend = () =>
      api.send('POST', '/api/auth/resend', { headers: from(who), body: { phone: who.phone } });
    for (let i = 0; i < 5; i++) {
      expect((await resend()).status).toBe(200);
      // As if the minute between two codes had passed; the hourly count stays.
      await limiter.reset(LIMITS.resendPhoneMinute(await storeId(), who.phone).key);
    }
    const over = await resend();
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
  });

  it('sends at most 20 codes per client address and per secret per hour', async () => {
    const client = identity();
    for (let i = 0; i < 20; i++) {
      const res = await api.send('POST', '/api/auth/resend', {
        headers: from(client),
        body: { phone: identity().phone },
      });
      expect(res.status).toBe(200);
    }
    const over = await api.send('POST', '/api/auth/resend', {
      headers: from(client),
      body: { phone: identity().phone },
    });
    expect(over.status).toBe(429);

    const secret = `device-${identity().client}`;
    for (let i = 0; i < 20; i++) {
      const res = await api.send('POST', '/api/auth/resend', {
        headers: from(identity()),
        body: { phone: identity().phone, secret },
      });
      expect(res.status).toBe(200);
    }
    const overSecret = await api.send('POST', '/api/auth/resend', {
      headers: from(identity()),
      body: { phone: identity().phone, secret },
    });
    expect(overSecret.status).toBe(429);
  });

  it('answers bad input with 400 naming the field', async () => {
    const who = identity();
    const res = await api.send('POST', '/api/auth/resend', {
      headers: from(who),
      body: { phone: who.phone, type: 'other' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^type: /);
  });

  it('proves a changed phone only with a code sent to the new number', async () => {
    const { who, token } = await registered(api);
    const oldCode = await lastCode(api, who.phone);
    const next = identity();
    const put = await api.send('PUT', '/api/profile', {
      headers: shop(),
      token,
      body: { name: who.name, phone: next.phone },
    });
    expect(put.status).toBe(200);
    // The code sent to the old number proves the old number only, which is no longer the account's.
    const stale = await verify(who, oldCode);
    expect(stale.status).toBe(400);
    expect(stale.body.message).toMatch(/invalid or expired/);
    expect(
      (await api.send('POST', '/api/auth/resend', { headers: from(next), body: { phone: next.phone } }))
        .status,
    ).toBe(200);
    const res = await verify(next, await lastCode(api, next.phone));
    expect(res.status).toBe(200);
    const [row] = await api.db.select().from(customers).where(eq(customers.phone, next.phone));
    expect(row?.phoneVerifiedAt).not.toBeNull();
  });
});

async function storeId(code = 'S001') {
  const [row] = await api.db.select({ id: stores.id }).from(stores).where(eq(stores.code, code));
  return row?.id ?? 0;
}
