import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { describeConnectionError } from './connection-errors';
import { applyMigrations, type MigrationConnection } from './migrate';
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
  (
    | {
        url: string;
        poolSize?: number;
        /** How long a call waits for a connection before it fails (default 5 s). */
        connectionTimeoutMs?: number;
      }
    /** Embedded PGlite: files in `dataDir`, or in memory when `dataDir` is omitted; `snapshot` restores a dump. */
    | { dataDir?: string; snapshot?: Blob }
  ) & {
    /** Where to say which migrations were applied (nowhere by default). */
    log?: (line: string) => void;
  };

const migrationsFolder = new URL('../migrations', import.meta.url).pathname;
// Light typos ('samsnug', 'lenvo') reach 0.5 word similarity; the default, 0.6, misses them.
const WORD_SIMILARITY_THRESHOLD = 0.45;

// Any constant works: it only has to be the same for every process migrating this database.
const MIGRATION_LOCK = 7_301_001;
const LOCK_POLL_MS = 200;
const CONNECTION_TIMEOUT_MS = 5_000;
const ERROR_LOG_INTERVAL_MS = 5_000;

/** Opens the database and applies the committed migrations (the only place they are applied). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    await migratePostgres(options.url, options.log);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // When the server is gone or unreachable, a call fails (503) after this long instead of
      // hanging until the operating system gives up on the socket.
      connectionTimeoutMillis: options.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS,
      // Notices a server that vanished without closing the connection (a failover, a cut network).
      keepAlive: true,
      // Set at connection start-up, so that no query can run before it. A prepared statement
      // (the API's hot reads) is planned once, generically: those queries are written to read
      // the same way whatever their parameters. No JIT: a generic plan of a search is costed
      // high enough for PostgreSQL to compile it on every execution (~110 ms, for a query that
      // runs in 8 ms: 'gaming laptop' at 100,000 products); these are short reads.
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c plan_cache_mode=force_generic_plan -c jit=off`,
    });
    keepServingOnConnectionLoss(pool);
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
  // PGlite is embedded and has one connection: nobody else can be migrating or writing.
  await applyMigrations(
    { run: async (text) => (await client.exec(text)).at(-1)?.rows ?? [] },
    migrationsFolder,
    options.log,
  );
  await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
}

/**
 * Migrates on one connection holding the advisory lock, so that several API processes starting
 * together apply each migration once. The others wait by polling `pg_try_advisory_lock`, never in
 * a blocking `pg_advisory_lock`: a statement waiting that way holds a snapshot, and
 * `CREATE INDEX CONCURRENTLY` waits for every older snapshot to end, so the two would deadlock.
 */
async function migratePostgres(url: string, log?: (line: string) => void) {
  const client = new pg.Client({ connectionString: url });
  // A connection lost mid-migration fails the statement running; this only keeps the client's
  // own 'error' event from being unhandled.
  client.on('error', () => {});
  await client.connect();
  const connection: MigrationConnection = {
    run: async (text) => {
      const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [];
    },
  };
  try {
    for (;;) {
      const [row] = await connection.run(`select pg_try_advisory_lock(${MIGRATION_LOCK}) as locked`);
      if (row?.locked) break;
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
    await applyMigrations(connection, migrationsFolder, log);
  } finally {
    await connection.run(`select pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => {});
    await client.end();
  }
}

/**
 * A restart or failover of the server, or `pg_terminate_backend`, ends the pool's connections.
 * node-postgres then emits 'error' on each client, and on the pool for an idle one; unhandled,
 * either event ends the process. The pool drops a dead idle client by itself and opens a new one
 * for the next call; a call that was running fails, and the API answers it 503
 * (`isConnectionError`). So: log one line now and then, and keep serving.
 */
function keepServingOnConnectionLoss(pool: pg.Pool) {
  let lastLogged = 0;
  let unlogged = 0;
  pool.on('error', (error) => {
    const now = Date.now();
    if (now - lastLogged < ERROR_LOG_INTERVAL_MS) {
      unlogged++;
      return;
    }
    const more = unlogged ? ` (and ${unlogged} more since the last report)` : '';
    console.warn(
      `[db] lost an idle database connection: ${describeConnectionError(error)}${more}; the pool opens a new one when needed`,
    );
    lastLogged = now;
    unlogged = 0;
  });
  // A client lent out emits 'error' too: its statement fails with the error, but the client must
  // still go back to the pool, and Drizzle's transaction does not give it back when its `begin`
  // fails (the release is in a `finally` that `begin` is outside of). Such a client would be lent
  // forever: the pool shrinks at each cut until every call waits in vain. So give it back here,
  // with the error (the pool then discards it), and make the borrower's own release a no-op.
  const lent = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => lent.add(client));
  pool.on('release', (_, client) => lent.delete(client));
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!lent.has(client)) return; // idle: the pool's own listener drops it
      const release = client.release;
      client.release = () => {};
      release(error);
    }),
  );
}
