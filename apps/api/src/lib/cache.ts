import { LRUCache } from 'lru-cache';

/**
 * Answers kept for a while: at most `max` keys (the least recently used go first), each for
 * `ttlMs` (forever when 0), one load per key at a time, and a failed load never kept, so the next
 * call tries again. Values may be null. With `staleWhileRefresh`, an answer past its time is still
 * given while it is loaded again in the background (for what is slow to make and fine a little
 * old). The API's one cache (shops by code, counts, searches, drawn pictures, search sketches);
 * lru-cache does the bookkeeping.
 */
export interface LoadCacheOptions {
  max: number;
  ttlMs?: number;
  staleWhileRefresh?: boolean;
}

export class LoadCache<V> {
  readonly #entries: LRUCache<string, { value: V }, () => Promise<V>>;

  constructor(options: LoadCacheOptions) {
    this.#entries = new LRUCache({
      max: options.max,
      ttl: options.ttlMs ?? 0,
      allowStale: options.staleWhileRefresh ?? false,
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    });
  }

  /** The kept answer for `key`, or `load()`'s (kept `ttlMs`, or the cache's own time when omitted). */
  async get(key: string, load: () => Promise<V>, ttlMs?: number): Promise<V> {
    const entry = await this.#entries.fetch(key, {
      context: load,
      ...(ttlMs === undefined ? {} : { ttl: ttlMs }),
    });
    return (entry as { value: V }).value;
  }

  /** Forgets `key`: the next `get` loads it again. */
  delete(key: string): void {
    this.#entries.delete(key);
  }
}

/**
 * One cache per database: the API keeps shop data per database, and a process (the tests) may
 * serve several.
 */
export function cachePerDatabase<V>(options: LoadCacheOptions) {
  const caches = new WeakMap<object, LoadCache<V>>();
  return (db: object): LoadCache<V> => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new LoadCache<V>(options);
      caches.set(db, cache);
    }
    return cache;
  };
}
