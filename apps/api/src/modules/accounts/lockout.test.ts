import { randomBytes } from 'node:crypto';
import { verificationCodes } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryLimiter, type RateLimiter, redisLimiter } from '../../lib/rate-limit';
import { createTestApi, forwardedFrom, type TestApi } from '../../test/harness';
import { lastCode, registered, shop, wrong } from './accounts.fixtures';
import { MAX_CODE_ATTEMPTS } from './codes';
import { LIMITS } from './limits';

// Guesses fired all at once: however many arrive together, an account's passwords and a code are
// checked at most as many times as their limit allows.

/** Every password the login checks and every code compared, counted around the real checks. */
const checked = vi.hoisted(() => ({ passwords: 0, codes: new Map<string, number>() }));
vi.mock('./password', async (importOriginal) => {
  const real = await importOriginal<typeof import('./password')>();
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      checked.passwords += 1;
      return real.verifyPassword(hash, password);
    },
  };
});

// A code is compared in constant time against its stored hash: counted by that hash.
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  return {
    ...real,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      const against = Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString();
      checked.codes.set(against, (checked.codes.get(against) ?? 0) + 1);
      return real.timingSafeEqual(a, b);
    },
  };
});

const REDIS_URL = process.env.REDIS_URL;
const CONCURRENT = 40;
const WRONG_LIMIT = LIMITS.loginFailures(0, '').limit;

/** The statuses of a burst, counted: `{ 401: 5, 429: 35 }`. */
function tally(statuses: number[]) {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Each call of a burst comes from its own address, so only the account's limits apply. */
const burst = (api: TestApi, path: string, body: (i: number) => unknown) =>
  Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) =>
      api.send('POST', path, {
        headers: { ...shop(), ...forwardedFrom(`10.${(i >> 8) + 120}.${i & 255}.${randomBytes(1)[0] ?? 1}`) },
        body: body(i),
      }),
    ),
  ).then((answers) => answers.map((a) => a.status));

function lockoutHolds(makeLimiter: () => Promise<RateLimiter>) {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ limiter: await makeLimiter() });
  });
  afterAll(() => api?.close());

  it(`checks at most ${WRONG_LIMIT} of ${CONCURRENT} concurrent wrong passwords; then even the right one waits`, async () => {
    const { who } = await registered(api);
    checked.passwords = 0;
    const statuses = await burst(api, '/api/auth/login', () => ({
      email: who.email,
      password: 'wrong password',
    }));
    expect(checked.passwords).toBe(WRONG_LIMIT);
    expect(tally(statuses)).toEqual({ 401: WRONG_LIMIT, 429: CONCURRENT - WRONG_LIMIT });

    const right = await api.send('POST', '/api/auth/login', {
      headers: { ...shop(), ...forwardedFrom('10.119.0.1') },
      body: { email: who.email, password: who.password },
    });
    expect(right.status).toBe(429);
    expect(checked.passwords).toBe(WRONG_LIMIT);
  });

  it('gives the account its tries back when the right password comes in time', async () => {
    const { who } = await registered(api);
    const login = (password: string, i: number) =>
      api.send('POST', '/api/auth/login', {
        headers: { ...shop(), ...forwardedFrom(`10.118.0.${i}`) },
        body: { email: who.email, password },
      });
    for (let i = 1; i < WRONG_LIMIT; i++) expect((await login('wrong password', i)).status).toBe(401);
    expect((await login(who.password, 50)).status).toBe(200);
    // A fresh window of tries, not one left.
    for (let i = 1; i < WRONG_LIMIT; i++) expect((await login('wrong password', 100 + i)).status).toBe(401);
    expect((await login(who.password, 200)).status).toBe(200);
  });
}

describe('the account lockout under concurrent guesses, in memory', () => {
  lockoutHolds(async () => memoryLimiter());
});

describe.skipIf(!REDIS_URL)('the account lockout under concurrent guesses, in Redis (REDIS_URL)', () => {
  lockoutHolds(() =>
    redisLimiter(REDIS_URL ?? '', `shop-test:${process.pid}:${randomBytes(4).toString('hex')}:`),
  );
});

describe('a code under concurrent guesses', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api?.close());

  const codesOf = async (target: string) =>
    (await api.db.select().from(verificationCodes).where(eq(verificationCodes.target, target))).map(
      (row) => ({
        attempts: row.attempts,
        burnt: row.usedAt !== null,
        compared: checked.codes.get(row.codeHash) ?? 0,
      }),
    );

  it(`compares an SMS code at most ${MAX_CODE_ATTEMPTS} times of ${CONCURRENT} concurrent wrong ones`, async () => {
    const { who } = await registered(api);
    const code = await lastCode(api, who.phone);
    const statuses = await burst(api, '/api/verify', () => ({ phone: who.phone, otp: wrong(code) }));
    expect(await codesOf(who.phone)).toEqual([
      { attempts: MAX_CODE_ATTEMPTS, burnt: true, compared: MAX_CODE_ATTEMPTS },
    ]);
    // The phone's own limit lets 10 through; all of them are refused.
    const perPhone = LIMITS.verifyPhone(0, '').limit;
    expect(tally(statuses)).toEqual({ 400: perPhone, 429: CONCURRENT - perPhone });
  });

  it(`compares a reset code at most ${MAX_CODE_ATTEMPTS} times of ${CONCURRENT} concurrent wrong ones; the right one is then refused`, async () => {
    const { who } = await registered(api);
    await api.send('POST', '/api/auth/forgot-password', {
      headers: { ...shop(), ...forwardedFrom('10.117.0.1') },
      body: { email: who.email },
    });
    const code = await lastCode(api, who.email);
    const body = (otp: string) => ({ email: who.email, code: otp, password: 'a brand new password' });
    const statuses = await burst(api, '/api/auth/reset-password', () => body(wrong(code)));
    expect(tally(statuses)).toEqual({ 400: CONCURRENT });
    expect(await codesOf(who.email)).toEqual([
      { attempts: MAX_CODE_ATTEMPTS, burnt: true, compared: MAX_CODE_ATTEMPTS },
    ]);
    const right = await api.send('POST', '/api/auth/reset-password', {
      headers: { ...shop(), ...forwardedFrom('10.117.0.2') },
      body: body(code),
    });
    expect(right.status).toBe(400);
  });
});
