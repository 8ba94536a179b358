import { randomBytes } from 'node:crypto';
import { DEMO_CUSTOMER } from '@shop/db/seed';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApi, forwardedFrom } from '../test/harness';
import { consume, memoryLimiter, type RateLimiter, redisLimiter } from './rate-limit';

const REDIS_URL = process.env.REDIS_URL;

/** What every limiter must do, whatever keeps its counters. */
function behavesAsALimiter(make: () => Promise<RateLimiter>) {
  let limiter: RateLimiter;
  const key = () => `k-${randomBytes(6).toString('hex')}`;
  afterAll(() => limiter?.close());

  it('counts hits in a window that starts at the first hit', async () => {
    limiter = await make();
    const k = key();
    expect(await limiter.peek(k)).toEqual({ count: 0, resetMs: 0 });
    const first = await limiter.hit(k, 10_000);
    expect(first.count).toBe(1);
    expect(first.resetMs).toBeGreaterThan(9_000);
    expect(first.resetMs).toBeLessThanOrEqual(10_000);
    const second = await limiter.hit(k, 10_000);
    expect(second.count).toBe(2);
    expect(second.resetMs).toBeLessThanOrEqual(first.resetMs);
    expect((await limiter.peek(k)).count).toBe(2);
    await limiter.reset(k);
    expect((await limiter.peek(k)).count).toBe(0);
  });

  it('starts again when the window has passed', async () => {
    const k = key();
    await limiter.hit(k, 50);
    await limiter.hit(k, 50);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await limiter.peek(k)).count).toBe(0);
    expect((await limiter.hit(k, 50)).count).toBe(1);
  });

  it('refuses over a limit with 429 and the seconds to wait', async () => {
    const k = key();
    const limit = { key: k, limit: 2, windowMs: 30_000 };
    await consume(limiter, [limit]);
    await consume(limiter, [limit]);
    const error = await consume(limiter, [limit]).catch((e) => e);
    expect(error).toMatchObject({ status: 429, message: 'Too many attempts. Try again in 30 seconds.' });
    expect(error.headers).toEqual({ 'Retry-After': '30' });
  });

  it('lets exactly `limit` of many calls sent at once through', async () => {
    const limit = { key: key(), limit: 5, windowMs: 30_000 };
    const calls = await Promise.allSettled(Array.from({ length: 40 }, () => consume(limiter, [limit])));
    expect(calls.filter((c) => c.status === 'fulfilled')).toHaveLength(5);
  });
}

describe('the in-memory limiter', () => {
  behavesAsALimiter(async () => memoryLimiter());
});

describe.skipIf(!REDIS_URL)('the Redis limiter (REDIS_URL)', () => {
  const prefix = `shop-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  behavesAsALimiter(() => redisLimiter(REDIS_URL ?? '', prefix));

  it('keeps the login lockout in Redis: a second API process sees it', async () => {
    const one = await createTestApi({ limiter: await redisLimiter(REDIS_URL ?? '', prefix) });
    const two = await createTestApi({ limiter: await redisLimiter(REDIS_URL ?? '', prefix) });
    try {
      const login = (api: typeof one, password: string) =>
        api.send('POST', '/api/auth/login', {
          headers: {
            'x-store-code': 'S007',
            ...forwardedFrom(`10.55.${Math.floor(Math.random() * 255)}.1`),
          },
          body: { email: DEMO_CUSTOMER.email, password },
        });
      for (let i = 0; i < 5; i++) expect((await login(one, 'wrong password')).status).toBe(401);
      const locked = await login(two, DEMO_CUSTOMER.password);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
