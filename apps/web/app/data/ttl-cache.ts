/**
 * A small in-memory cache with a time to live, a size cap and one load per key at a time.
 * Values (null included) are kept for `ttlMs`; a failed load is not cached, so the next request
 * tries again. When full, the least recently used entry goes first.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: V; expires: number }>();
  readonly #loading = new Map<string, Promise<V>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = Math.max(1, options.maxEntries);
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.#entries.get(key);
    if (entry && entry.expires > this.#now()) {
      // Re-insert: Map order is the recency order used for eviction.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return entry.value;
    }
    if (entry) this.#entries.delete(key);

    const pending = this.#loading.get(key);
    if (pending) return pending;

    const promise = load().then(
      (value) => {
        this.#loading.delete(key);
        this.#entries.set(key, { value, expires: this.#now() + this.#ttlMs });
        while (this.#entries.size > this.#maxEntries) {
          const oldest = this.#entries.keys().next().value;
          if (oldest === undefined) break;
          this.#entries.delete(oldest);
        }
        return value;
      },
      (error: unknown) => {
        this.#loading.delete(key);
        throw error;
      },
    );
    this.#loading.set(key, promise);
    return promise;
  }

  clear(): void {
    this.#entries.clear();
    this.#loading.clear();
  }
}
