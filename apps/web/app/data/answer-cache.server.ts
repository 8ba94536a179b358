import { LRUCache } from 'lru-cache';

export interface CacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** The clock (milliseconds); Date.now unless a test moves its own. */
  now?: () => number;
}

/**
 * A cache of API answers: each kept `ttlMs`, at most `maxEntries` (the least recently used go
 * first), one load per key at a time (callers of a key being loaded wait for that load); a failed
 * load is not kept, so the next request tries again. lru-cache keeps objects only: each answer is
 * kept in a box, so that "no such shop" (null) is remembered too.
 */
export function answerCache<V>({ ttlMs, maxEntries, now = Date.now }: CacheOptions) {
  const cache = new LRUCache<string, { value: V }, () => Promise<V>>({
    max: Math.max(1, maxEntries),
    ttl: ttlMs,
    // Ages are read from `now` at every look-up (a test's clock jumps; lru-cache would otherwise
    // reuse a reading for a millisecond).
    ttlResolution: 0,
    perf: { now },
    fetchMethod: async (_key, _stale, { context: load }) => ({ value: await load() }),
  });
  return async (key: string, load: () => Promise<V>): Promise<V> => {
    const box = await cache.fetch(key, { context: load });
    if (!box) throw new Error(`no answer cached for ${key}`);
    return box.value;
  };
}
