import pg from 'pg';

/** Runs one statement (create or drop a database) on the PostgreSQL server of `serverUrl`. */
export async function adminQuery(serverUrl: string, query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** `serverUrl` pointing at another database of the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops a test database once its connections have gone. `pool.end()` resolves before the pool's
 * sockets are closed; dropping `with (force)` at that moment kills backends whose clients no
 * longer listen for errors, and their "terminating connection" error surfaces as an uncaught
 * exception in whatever test file runs next. So wait (up to 5 s) for the backends to leave first.
 */
export async function dropDatabase(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (!rows[0]?.n) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
