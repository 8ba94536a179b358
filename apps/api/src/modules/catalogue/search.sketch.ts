import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { cachePerDatabase } from '../../lib/cache';
import { rows } from '../../lib/sql';
import type { SearchTerm } from './search.term';

/**
 * The newest active products of a shop whose `search_all` a sketch counts: more than the broadest
 * read in listing order reads for a first page of 24 (`walkBudget`: 1,096 at 100,000 products).
 */
export const SKETCH_PRODUCTS = 1_100;
/** A shop's sketch is made again after this long, in the background (the old one answers meanwhile). */
const SKETCH_TTL_MS = 5 * 60_000;
const BUCKET_BITS = 17;
const BUCKETS = 1 << BUCKET_BITS;
/** What a bucket counts up to. */
const MAX_COUNT = 255;

/**
 * For each of 2^17 buckets, how many of the newest products hold a three-character piece of text
 * (within one line of `search_all`) that falls in that bucket, up to 255: 128 KB a shop. A word of
 * three characters or more is in at most as many of those products as the least of its pieces'
 * buckets counts (pieces that share a bucket only add to the count), so that least count bounds
 * the products that can match a term.
 */
export type Sketch = Uint8Array;

/** The bucket of three UTF-16 code units (FNV-1a). */
const bucket = (a: number, b: number, c: number) => {
  let h = 0x811c9dc5;
  h = Math.imul(h ^ a, 0x01000193);
  h = Math.imul(h ^ b, 0x01000193);
  h = Math.imul(h ^ c, 0x01000193);
  return (h >>> 0) & (BUCKETS - 1);
};

const NEWLINE = 10;

/** Counts these texts (one a product) into a sketch. */
function count(counts: Sketch, texts: readonly string[]) {
  const seen = new Set<number>();
  for (const text of texts) {
    seen.clear();
    for (let i = 0; i + 3 <= text.length; i++) {
      const a = text.charCodeAt(i);
      const b = text.charCodeAt(i + 1);
      const c = text.charCodeAt(i + 2);
      if (a === NEWLINE || b === NEWLINE || c === NEWLINE) continue;
      seen.add(bucket(a, b, c));
    }
    for (const h of seen) if ((counts[h] as number) < MAX_COUNT) counts[h] = (counts[h] as number) + 1;
  }
}

/** Products counted between two turns of the event loop (a sketch of 1,100 took 16–54 ms at once). */
const COUNTED_AT_ONCE = 100;

/** The sketch of these texts (one a product), `COUNTED_AT_ONCE` at a time: other requests go on meanwhile. */
export async function makeSketch(texts: readonly string[]): Promise<Sketch> {
  const counts = new Uint8Array(BUCKETS);
  for (let i = 0; i < texts.length; i += COUNTED_AT_ONCE) {
    count(counts, texts.slice(i, i + COUNTED_AT_ONCE));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return counts;
}

/**
 * At most how many of the sketched products hold every word of `words` (each as a substring), as
 * the sketch can tell: null when no word has three characters or more.
 */
export function sketchBound(sketch: Sketch, words: readonly string[]): number | null {
  let bound: number | null = null;
  for (const word of words)
    for (let i = 0; i + 3 <= word.length; i++) {
      const n = sketch[bucket(word.charCodeAt(i), word.charCodeAt(i + 1), word.charCodeAt(i + 2))] as number;
      if (bound === null || n < bound) bound = n;
    }
  return bound;
}

const sketches = cachePerDatabase<Sketch>({ max: 200, ttlMs: SKETCH_TTL_MS, staleWhileRefresh: true });

/** The sketch of the shop's `SKETCH_PRODUCTS` newest active products (in the listing's order). */
function shopSketch(ctx: RequestContext): Promise<Sketch> {
  const store = ctx.store.id;
  return sketches(ctx.db).get(String(store), async () => {
    const found = await rows<{ search_all: string }>(
      ctx.db,
      sql`select p.search_all from products p where p.store_id = ${store} and p.active
          order by p.created_at desc nulls last, p.id desc nulls last limit ${SKETCH_PRODUCTS}`,
    );
    return makeSketch(found.map((r) => r.search_all));
  });
}

/**
 * Whether fewer than `wanted` of the shop's `budget` newest active products can hold every word of
 * the term, as the shop's sketch tells: then a read of them in listing order cannot find its
 * page, and the search goes to its indexes at once ('zzqx', 'b0012'; 'loq', in 2 of the newest
 * 775 at 100,000 products: 775 read to find 2). False when the sketch cannot tell (no word of three characters,
 * or more products to read than it counts).
 *
 * A sketch is up to `SKETCH_TTL_MS` old. A product added since may hold the term, and the read
 * would have found it: the search then finds it off its index, the same page at a higher cost.
 */
export async function tooFewAmongNewest(
  ctx: RequestContext,
  term: SearchTerm,
  budget: number,
  wanted: number,
): Promise<boolean> {
  if (budget > SKETCH_PRODUCTS || !term.words.some((w) => w.length >= 3)) return false;
  const bound = sketchBound(await shopSketch(ctx), term.words);
  // A bucket of 255 may count more products.
  return bound !== null && bound < MAX_COUNT && bound < wanted;
}
