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
    // VACUUM cannot run in a transaction, and changes no schema: left out.
    const text = readFileSync(path, 'utf8')
      .replaceAll('CONCURRENTLY ', '')
      .replace(/^\s*COMMIT;\n/m, '')
      .replace(/^VACUUM [^;]*;(--> statement-breakpoint)?\n?/gm, '');
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

  it('0009 makes one variant per combination and maps cart and wishlist options to variants', async () => {
    // A shop as the release before variants left it: the realme C75 (colour: black, gold; storage:
    // 128GB, 256GB at +$30), cart lines and a wish naming options (any type's; 0 = none).
    const { connection, close } = await connectionMigratedUpTo(8);
    try {
      for (const statement of [
        `insert into stores (id, code, name, about_us, address, opening_hours, payment)
         values (1, 'T01', '{}', '{}', '{}', '{}', '{}')`,
        `insert into categories (store_id, id, slug) values (1, 1, 'phones')`,
        `insert into units (store_id, id, slug) values (1, 1, 'piece')`,
        `insert into products (store_id, id, slug, category_id, unit_id, price_cents, promo_price_cents)
         values (1, 10, 'realme-c75', 1, 1, 15900, 12900), (1, 11, 'cable', 1, 1, 500, null)`,
        `insert into variant_option_types (store_id, id, product_id, slug, sequence)
         values (1, 20, 10, 'colour', 1), (1, 21, 10, 'storage', 2)`,
        `insert into variant_options (store_id, id, type_id, product_id, slug, price_delta_cents, sequence)
         values (1, 30, 20, 10, 'black', 0, 1), (1, 31, 20, 10, 'gold', 0, 2),
                (1, 32, 21, 10, '128gb', 0, 1), (1, 33, 21, 10, '256gb', 3000, 2)`,
        `insert into customers (store_id, id, name, email, phone, password_hash)
         values (1, 40, 'Sokha', 'sokha@example.com', '+85512345678', 'x')`,
        // 53 (black) and 54 (128GB) both come to name Black / 128GB; 55 names an option long gone.
        `insert into cart_items (store_id, id, customer_id, product_id, variant_option_id, quantity)
         values (1, 50, 40, 10, 33, 2), (1, 51, 40, 10, 31, 1), (1, 52, 40, 11, 0, 4),
                (1, 53, 40, 10, 30, 1), (1, 54, 40, 10, 32, 2), (1, 55, 40, 10, 999, 1)`,
        `insert into wishlist_items (store_id, id, customer_id, product_id, variant_option_id, quantity)
         values (1, 60, 40, 10, 33, 1), (1, 61, 40, 10, 0, 1)`,
      ])
        await connection.run(statement);

      expect((await applyMigrations(connection, MIGRATIONS))[0]).toBe('0009_product_variants');
      const variants = await connection.run(
        `select v.option_key, v.price_cents, v.stock, v.sequence,
                (select string_agg(o.slug, '/' order by t.sequence) from product_variant_options vo
                 join variant_options o on o.store_id = vo.store_id and o.id = vo.option_id
                 join variant_option_types t on t.store_id = vo.store_id and t.id = vo.type_id
                 where vo.store_id = v.store_id and vo.variant_id = v.id) as options
         from product_variants v where v.product_id = 10 order by v.sequence`,
      );
      expect(variants).toEqual([
        { option_key: '30,32', price_cents: 15900, stock: 999, sequence: 1, options: 'black/128gb' },
        { option_key: '30,33', price_cents: 18900, stock: 999, sequence: 2, options: 'black/256gb' },
        { option_key: '31,32', price_cents: 15900, stock: 999, sequence: 3, options: 'gold/128gb' },
        { option_key: '31,33', price_cents: 18900, stock: 999, sequence: 4, options: 'gold/256gb' },
      ]);
      const named = async (table: string) =>
        connection.run(
          `select x.id, x.quantity, coalesce(v.option_key, '') as variant
           from ${table} x left join product_variants v on v.store_id = x.store_id and v.id = x.variant_option_id
           where x.variant_option_id = 0 or v.product_id = x.product_id order by x.id`,
        );
      expect(await named('cart_items')).toEqual([
        { id: 50, quantity: 2, variant: '30,33' },
        { id: 51, quantity: 1, variant: '31,32' },
        { id: 52, quantity: 4, variant: '' },
        { id: 53, quantity: 3, variant: '30,32' },
      ]);
      expect((await connection.run('select count(*)::int as n from cart_items'))[0]).toEqual({ n: 4 });
      expect(await named('wishlist_items')).toEqual([
        { id: 60, quantity: 1, variant: '30,33' },
        { id: 61, quantity: 1, variant: '30,32' },
      ]);
      // Above every option id: an option id a browser kept names no variant.
      const [lowest] = await connection.run('select min(id) as id from product_variants');
      expect(lowest?.id).toBeGreaterThan(33);
      expect(await connection.run('select id, stock from products order by id')).toEqual([
        { id: 10, stock: 999 },
        { id: 11, stock: 999 },
      ]);
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

/** A connection to a new database drizzle's migrator took up to `last`, as the runner takes it. */
async function connectionMigratedUpTo(
  last: number,
): Promise<{ connection: MigrationConnection; close(): Promise<void> }> {
  const folder = drizzleFolder(last);
  if (serverUrl) {
    const client = new pg.Client({ connectionString: await newPostgresDatabase() });
    await client.connect();
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder: folder });
    return {
      connection: { run: async (text) => (await client.query(text)).rows },
      close: () => client.end(),
    };
  }
  const client = new PGlite({ extensions: { pg_trgm } });
  await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
  return {
    connection: { run: async (text) => (await client.exec(text)).at(-1)?.rows ?? [] },
    close: () => client.close(),
  };
}

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
