import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, for `snapshot` of a later open. */
  snapshot?: () => Promise<Blob>;
}

export type DatabaseOptions =
  /** A PostgreSQL server (node-postgres pool). */
  | { url: string; poolSize?: number }
  /** Embedded PGlite: files in `dataDir`, or in memory when `dataDir` is omitted; `snapshot` restores a dump. */
  | { dataDir?: string; snapshot?: Blob };

const migrationsFolder = new URL('../migrations', import.meta.url).pathname;
// Light typos ('samsnug', 'lenvo') reach 0.5 word similarity; the default, 0.6, misses them.
const WORD_SIMILARITY_THRESHOLD = 0.45;

// Any constant works: it only has to be the same for every process migrating this database.
const MIGRATION_LOCK = 7_301_001;

/** Opens the database and applies the committed migrations (the only place they are applied). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    // A migration must run on one connection holding the lock, so that several API processes
    // starting together apply it once.
    const client = new pg.Client({ connectionString: options.url });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      await client.end();
    }
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Set at connection start-up, so that no query can run before it. A prepared statement
      // (the API's hot reads) is planned once, generically: those queries are written to read
      // the same way whatever their parameters.
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c plan_cache_mode=force_generic_plan`,
    });
    return {
      db: drizzleNodePg(pool, { schema }) as unknown as Database,
      kind: 'postgres',
      close: () => pool.end(),
    };
  }
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.snapshot,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}
