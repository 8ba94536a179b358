import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

// Our own runner of the committed migrations, in place of drizzle's migrator, which applies every
// pending migration in one transaction: there an index cannot be built CONCURRENTLY and a
// backfill cannot commit as it goes, so a migration of a large table blocks the shop's writes
// until it ends. The bookkeeping is drizzle's own (`drizzle.__drizzle_migrations`, one row of
// `hash, created_at` per migration, compared by the journal's `when`), so a database migrated by
// drizzle's migrator is not migrated again. See docs/decisions/010-live-migrations.md.

/** The first line of a migration that runs statement by statement, outside a transaction. */
export const NO_TRANSACTION_MARK = '-- migrate: no-transaction';

export interface Migration {
  tag: string;
  /** The journal's `when`: what the bookkeeping compares. */
  when: number;
  /** sha256 of the file, as drizzle records it. */
  hash: string;
  transaction: boolean;
  statements: string[];
}

/** One connection to run the migrations on: `run` takes one SQL text, no parameters. */
export interface MigrationConnection {
  run(sql: string): Promise<Record<string, unknown>[]>;
}

interface Journal {
  entries: { tag: string; when: number }[];
}

/** The migrations of `folder`, in the journal's order. */
export function readMigrations(folder: string): Migration[] {
  const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as Journal;
  return journal.entries.map(({ tag, when }) => {
    const text = readFileSync(`${folder}/${tag}.sql`, 'utf8');
    return {
      tag,
      when,
      hash: createHash('sha256').update(text).digest('hex'),
      transaction: text.split('\n', 1)[0]?.trim() !== NO_TRANSACTION_MARK,
      statements: text.split('--> statement-breakpoint').filter((statement) => statement.trim()),
    };
  });
}

/**
 * Applies the migrations of `folder` newer than the newest one recorded. A migration runs in a
 * transaction of its own, or, marked `-- migrate: no-transaction`, one statement at a time: each
 * statement of such a migration must be safe to run again, since an interrupted run repeats it.
 * Returns the tags it applied. The caller holds the lock that makes it the only runner.
 */
export async function applyMigrations(
  connection: MigrationConnection,
  folder: string,
  log: (line: string) => void = () => {},
): Promise<string[]> {
  await connection.run('CREATE SCHEMA IF NOT EXISTS "drizzle"');
  await connection.run(
    'CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  const [last] = await connection.run(
    'select created_at from "drizzle"."__drizzle_migrations" order by created_at desc limit 1',
  );
  const lastWhen = last ? Number(last.created_at) : Number.NEGATIVE_INFINITY;
  const applied: string[] = [];
  for (const migration of readMigrations(folder)) {
    if (migration.when <= lastWhen) continue;
    const started = Date.now();
    const record = `insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ('${migration.hash}', ${migration.when})`;
    if (migration.transaction) {
      await connection.run('begin');
      try {
        for (const statement of migration.statements) await connection.run(statement);
        await connection.run(record);
        await connection.run('commit');
      } catch (error) {
        await connection.run('rollback').catch(() => {});
        throw error;
      }
    } else {
      for (const statement of migration.statements) {
        await dropInvalidIndex(connection, statement);
        await connection.run(statement);
      }
      await connection.run(record);
    }
    applied.push(migration.tag);
    log(`[db] migration ${migration.tag} applied in ${Date.now() - started} ms`);
  }
  return applied;
}

const CONCURRENT_INDEX =
  /CREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+(?:IF\s+NOT\s+EXISTS\s+)?("[^"]+"|\w+)/i;

/**
 * An interrupted `CREATE INDEX CONCURRENTLY` leaves its index behind, INVALID: not used by
 * queries, yet maintained by every write, and `IF NOT EXISTS` would keep it. Drop it so that the
 * statement builds it again; a valid index is kept and the statement's `IF NOT EXISTS` skips it.
 */
async function dropInvalidIndex(connection: MigrationConnection, statement: string) {
  const name = CONCURRENT_INDEX.exec(statement)?.[1];
  if (!name) return;
  const quoted = name.startsWith('"') ? name : `"${name}"`;
  const [index] = await connection.run(
    `select indisvalid from pg_index where indexrelid = to_regclass('${quoted.replaceAll("'", "''")}')`,
  );
  if (index && !index.indisvalid) await connection.run(`DROP INDEX CONCURRENTLY IF EXISTS ${quoted}`);
}
