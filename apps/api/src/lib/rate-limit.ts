import { createClient } from 'redis';
import { AppError } from './errors';
import type { Logger } from './log';

/** The state of one counter: how many hits in the current window and when the window ends. */
export interface Count {
  count: number;
  /** Milliseconds until the window closes and the count starts again from zero. */
  resetMs: number;
}

/**
 * Fixed-window counters keyed by a string. The default keeps them in the process; with REDIS_URL
 * they live in Redis, so several API processes share one count and a restart does not reset it.
 */
export interface RateLimiter {
  /**
   * Counts one hit and answers the count with it, in one atomic step: of hits sent at once, each
   * sees its own count. The window starts at the first hit.
   */
  hit(key: string, windowMs: number): Promise<Count>;
  /** The current count without counting (a decision on it races with other calls: use `hit`). */
  peek(key: string): Promise<Count>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryLimiter(): RateLimiter {
  const counters = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  // Expired counters are dropped once a minute, so the map holds only the windows still open.
  const sweep = (now: number) => {
    if (now < nextSweep) return;
    nextSweep = now + 60_000;
    for (const [key, entry] of counters) if (entry.resetAt <= now) counters.delete(key);
  };
  const current = (key: string, now: number) => {
    const entry = counters.get(key);
    return entry && entry.resetAt > now ? entry : undefined;
  };
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      sweep(now);
      const entry = current(key, now) ?? { count: 0, resetAt: now + windowMs };
      entry.count += 1;
      counters.set(key, entry);
      return { count: entry.count, resetMs: entry.resetAt - now };
    },
    async peek(key) {
      const now = Date.now();
      const entry = current(key, now);
      return entry ? { count: entry.count, resetMs: entry.resetAt - now } : { count: 0, resetMs: 0 };
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {
      counters.clear();
    },
  };
}

/** Counters in Redis: INCR, and PEXPIRE NX so the window starts at the first hit only. */
export async function redisLimiter(
  url: string,
  prefix = 'shop:rl:',
  log: Pick<Logger, 'error'> = console,
): Promise<RateLimiter> {
  const client = createClient({ url });
  client.on('error', (error) => log.error({ err: error }, 'redis'));
  await client.connect();
  const toCount = (count: number, pttl: number): Count => ({ count, resetMs: Math.max(pttl, 0) });
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const [count, , pttl] = await client.multi().incr(k).pExpire(k, windowMs, 'NX').pTTL(k).exec();
      return toCount(Number(count), Number(pttl));
    },
    async peek(key) {
      const k = prefix + key;
      const [count, pttl] = await client.multi().get(k).pTTL(k).exec();
      return toCount(Number(count ?? 0), Number(pttl));
    },
    async reset(key) {
      await client.del(prefix + key);
    },
    async close() {
      client.destroy();
    },
  };
}

/** One limit: at most `limit` hits of `key` per `windowMs`. */
export interface Limit {
  key: string;
  limit: number;
  windowMs: number;
}

export function tooManyAttempts(retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(429, `Too many attempts. Try again in ${seconds} seconds.`, {
    'Retry-After': String(seconds),
  });
}

/**
 * Counts one hit on every limit; over any of them the call is refused with 429 and Retry-After.
 * Counting comes before the work it guards, so calls sent at once cannot pass a limit together.
 */
export async function consume(limiter: RateLimiter, limits: Limit[]) {
  const counts = await Promise.all(limits.map((l) => limiter.hit(l.key, l.windowMs)));
  const over = counts.filter((c, i) => c.count > (limits[i] as Limit).limit);
  if (over.length) throw tooManyAttempts(Math.max(...over.map((c) => c.resetMs)));
}
