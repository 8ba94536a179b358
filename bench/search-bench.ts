// What the search benchmarks run in one process share (search-statements.ts, search-profile.ts):
// the database of DATABASE_URL with every statement the pool sends recorded, the large shop's
// request context, the typing mix's terms, and a statement's parameters written as literals.
import { openDatabase } from '@shop/db';
import { LOCALES, type Locale } from '@shop/i18n';
import { type StoreRef, shopContext } from '../apps/api/src/context';
import { listProducts } from '../apps/api/src/modules/catalogue/products.queries';
import { typedPrefixes } from './lib.mjs';

export type Query = (...a: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
export interface Statement {
  text: string;
  values: unknown[];
}

export async function searchBench(storeCode = 'S900') {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL');
  const handle = await openDatabase({ url });
  const db = handle.db;
  const pool = (db as unknown as { $client: { query: Query } }).$client;
  /** The statements sent since the caller last emptied it. */
  const seen: Statement[] = [];
  const original = pool.query.bind(pool);
  pool.query = (...a: unknown[]) => {
    const first = a[0] as { text?: string; values?: unknown[] } | string;
    seen.push(
      typeof first === 'string'
        ? { text: first, values: (a[1] as unknown[]) ?? [] }
        : { text: first.text ?? '', values: first.values ?? (a[1] as unknown[]) ?? [] },
    );
    return original(...a);
  };
  const [store] = (await original('select id, code from stores where code = $1', [storeCode])).rows as {
    id: number;
    code: string;
  }[];
  const deps = { db, assetHost: 'http://localhost', searchCacheMs: 0 } as never;
  const ctxOf = (locale: Locale) => shopContext(deps, store as StoreRef, locale, 'x');
  return {
    handle,
    seen,
    ctxOf,
    /** A connection of the pool of its own (its statements are not recorded). */
    connect: () =>
      (pool as unknown as { connect: () => Promise<{ query: Query; release: () => void }> }).connect(),
    /**
     * The terms of bench/api.mjs's typing mix: `typedPrefixes` of the names of page 7 of 100
     * products, in each language.
     */
    async typingTerms(count: number): Promise<string[]> {
      const names: string[] = [];
      for (const locale of LOCALES) {
        const page = (await listProducts(ctxOf(locale), {}, 7, 100, 'newest')) as {
          data: { name: string }[];
        };
        names.push(...page.data.map((p) => p.name));
      }
      return typedPrefixes(names, count) as string[];
    },
  };
}

/** A statement's parameters as SQL literals, for `execute name(…)` of a prepared copy of it. */
export const literals = (values: unknown[]) =>
  values.map((v) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`));
