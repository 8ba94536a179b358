import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { applyMigrations, type DatabaseHandle, type MigrationConnection, openDatabase } from '@shop/db';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { rows } from './lib/sql';
import { databaseUrl, dropDatabase } from './test/pg-admin';

// The migrations are applied by our runner (packages/db/src/migrate.ts), not drizzle's: a database
// drizzle's migrator migrated must not be migrated again, and the schema must end the same.
// Decision 010.

const serverUrl = process.env.DATABASE_URL;
const KIND = serverUrl ? 'PostgreSQL' : 'PGlite';
const MIGRATIONS = new URL('../../../packages/db/migrations', import.meta.url).pathname;
const temporary: string[] = [];
const databases: string[] = [];
afterAll(async () => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
  for (const name of databases) await dropDatabase(serverUrl as string, name);
});

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}
const journal = (): JournalEntry[] =>
  JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')).entries;

/** A copy of the migrations, up to `last` of the journal. */
function migrationsUpTo(last: number) {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  temporary.push(dir);
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const copy = JSON.parse(readFileSync(journalPath, 'utf8'));
  copy.entries = copy.entries.filter((entry: JournalEntry) => entry.idx <= last);
  writeFileSync(journalPath, JSON.stringify(copy));
  return dir;
}

/**
 * The migrations as drizzle's migrator can run them (the form they had before they were made live:
 * one transaction, so no CONCURRENTLY and no COMMIT between batches), up to `last` of the journal.
 */
function drizzleFolder(last = Number.POSITIVE_INFINITY) {
  const dir = migrationsUpTo(last);
  for (const { tag } of journal().filter((entry) => entry.idx <= last)) {
    const path = join(dir, `${tag}.sql`);
    const text = readFileSync(path, 'utf8')
      .replaceAll('CONCURRENTLY ', '')
      .replace(/^\s*COMMIT;\n/m, '');
    writeFileSync(path, text);
  }
  return dir;
}

interface Opened {
  handle: DatabaseHandle;
  /** Opens the same database again (PostgreSQL), or a copy of it as it is now (PGlite). */
  reopen(): Promise<DatabaseHandle>;
}

/** A new database migrated by drizzle's migrator (the code before ours), then opened by ours. */
async function migratedByDrizzle(last?: number): Promise<Opened> {
  const folder = drizzleFolder(last);
  if (serverUrl) {
    const url = await newPostgresDatabase();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder });
    await client.end();
    return openedPostgres(url);
  }
  const client = new PGlite({ extensions: { pg_trgm } });
  await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
  const snapshot = await client.dumpDataDir('none');
  await client.close();
  return openedPglite(snapshot);
}

async function newPostgresDatabase() {
  const name = `shop_migrations_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  return databaseUrl(serverUrl as string, name);
}

async function openedPostgres(url: string): Promise<Opened> {
  const handle = await openDatabase({ url, poolSize: 2 });
  return { handle, reopen: () => openDatabase({ url, poolSize: 2 }) };
}

async function openedPglite(snapshot?: Blob): Promise<Opened> {
  const handle = await openDatabase({ snapshot });
  return {
    handle,
    reopen: async () => openDatabase({ snapshot: await (handle.snapshot as () => Promise<Blob>)() }),
  };
}

/** Everything a migration could change: columns, indexes and their validity, triggers, functions, constraints, options. */
async function schemaOf(handle: DatabaseHandle) {
  return rows<{ kind: string; what: string }>(
    handle.db,
    sql`select 'column' as kind, table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable
               || ' ' || coalesce(column_default, '') || ' ' || coalesce(generation_expression, '') as what
          from information_schema.columns where table_schema = 'public'
        union all select 'index', indexdef from pg_indexes where schemaname = 'public'
        union all select 'valid', c.relname || ' ' || i.indisvalid
          from pg_index i join pg_class c on c.oid = i.indexrelid where c.relnamespace = 'public'::regnamespace
        union all select 'trigger', pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
        union all select 'function', proname || ' ' || md5(pg_get_functiondef(oid))
          from pg_proc where pronamespace = 'public'::regnamespace and prokind = 'f'
        union all select 'constraint', conname || ' ' || pg_get_constraintdef(oid)
          from pg_constraint where connamespace = 'public'::regnamespace
        union all select 'option', c.relname || '.' || a.attname || ' ' || o
          from pg_attribute a join pg_class c on c.oid = a.attrelid, unnest(a.attoptions) o
          where o like 'n_distinct%' and c.relnamespace = 'public'::regnamespace
        order by 1, 2`,
  );
}

const applied = (handle: DatabaseHandle) =>
  rows<{ hash: string; created_at: string }>(
    handle.db,
    sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id`,
  );

describe(`the migrations, on ${KIND}`, () => {
  it("leave a database migrated by drizzle's migrator as it is, and build the same schema from nothing", async () => {
    const old = await migratedByDrizzle();
    const before = { schema: await schemaOf(old.handle), applied: await applied(old.handle) };
    const again = await old.reopen();
    const fresh = serverUrl ? await openedPostgres(await newPostgresDatabase()) : await openedPglite();
    try {
      expect(before.applied).toHaveLength(journal().length);
      expect(await applied(again)).toEqual(before.applied);
      expect(await schemaOf(again)).toEqual(before.schema);
      expect(await schemaOf(fresh.handle)).toEqual(before.schema);
      expect((await applied(fresh.handle)).map((row) => row.created_at)).toEqual(
        before.applied.map((row) => row.created_at),
      );
    } finally {
      await again.close();
      await old.handle.close();
      await fresh.handle.close();
    }
  });

  it('upgrade a database that drizzle migrated up to 0005 to the same schema', async () => {
    const upgraded = await migratedByDrizzle(5);
    const fresh = await migratedByDrizzle();
    try {
      expect(await applied(upgraded.handle)).toHaveLength(journal().length);
      expect(await schemaOf(upgraded.handle)).toEqual(await schemaOf(fresh.handle));
    } finally {
      await upgraded.handle.close();
      await fresh.handle.close();
    }
  });

  it('run an interrupted no-transaction migration again: an INVALID index is built again, the backfill redone', async () => {
    // The seeded test database, as a run cut during 0007 leaves it: its names not backfilled, an
    // index build half done, 0007 not recorded. Then the runner, with the migrations up to 0007.
    const { connection, close } = await seededConnection();
    try {
      const names = 'select id, search_text from products order by store_id, id';
      const expected = await connection.run(names);
      expect(expected.length).toBeGreaterThan(0);
      const [{ when } = { when: 0 }] = journal().filter((entry) => entry.idx === 7);
      await connection.run("update products set search_text = ''");
      await connection.run(
        "update pg_index set indisvalid = false where indexrelid = 'products_search_trgm'::regclass",
      );
      await connection.run(`delete from drizzle.__drizzle_migrations where created_at >= ${when}`);

      expect(await applyMigrations(connection, migrationsUpTo(7))).toEqual(['0007_product_search']);
      const [index] = await connection.run(
        "select indisvalid as valid from pg_index where indexrelid = 'products_search_trgm'::regclass",
      );
      expect(index?.valid).toBe(true);
      expect(await connection.run(names)).toEqual(expected);
      expect(await applyMigrations(connection, migrationsUpTo(7))).toEqual([]);
    } finally {
      await close();
    }
  });

  it.skipIf(!serverUrl)(
    'are applied once when several processes open a new database together (PostgreSQL only)',
    async () => {
      const url = await newPostgresDatabase();
      const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url, poolSize: 1 })));
      try {
        expect(await applied(handles[0] as DatabaseHandle)).toHaveLength(journal().length);
      } finally {
        for (const handle of handles) await handle.close();
      }
    },
  );
});

/** A connection to a copy of the seeded test database, as the migration runner takes it. */
async function seededConnection(): Promise<{ connection: MigrationConnection; close(): Promise<void> }> {
  if (serverUrl) {
    const client = new pg.Client({ connectionString: await templateCopy() });
    await client.connect();
    return {
      connection: { run: async (text) => (await client.query(text)).rows },
      close: () => client.end(),
    };
  }
  const client = new PGlite({
    loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]),
    extensions: { pg_trgm },
  });
  return {
    connection: { run: async (text) => (await client.exec(text)).at(-1)?.rows ?? [] },
    close: () => client.close(),
  };
}

/** A copy of the seeded test database (PostgreSQL). */
async function templateCopy() {
  const name = `shop_migrations_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  await admin.end();
  databases.push(name);
  return databaseUrl(serverUrl as string, name);
}
