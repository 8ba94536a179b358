import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@shop/db';
import { seedDemo } from '@shop/db/seed';
import type { TestProject } from 'vitest/node';
import { hashPassword } from '../modules/accounts/password';
import { adminQuery, databaseUrl } from './pg-admin';

/** What the seeding made: a PostgreSQL template database, or a PGlite snapshot file. */
type Seeded = { templateDatabase: string } | { pgliteSnapshot: string };

/**
 * Migrates and seeds one database for the whole run; every test file then starts from a copy of it
 * (a PGlite snapshot, or a PostgreSQL database made from it as a template), so no file pays for
 * seeding and no file sees another's writes. The projects that use it (the API's, the storefront's)
 * share one seeding when they run together: it is kept on the process, not on this module, which
 * each project loads on its own.
 */
export default async function setup(project: TestProject) {
  const state = globalThis as unknown as { [SEEDED]?: Promise<Seeded>; [USERS]?: number };
  state[SEEDED] ??= seed();
  state[USERS] = (state[USERS] ?? 0) + 1;
  const seeded = await state[SEEDED];
  if ('templateDatabase' in seeded) project.provide('templateDatabase', seeded.templateDatabase);
  else project.provide('pgliteSnapshot', seeded.pgliteSnapshot);
  return async () => {
    // The last project to finish drops the template, or removes the snapshot (125 MB).
    state[USERS] = (state[USERS] ?? 1) - 1;
    if (state[USERS] > 0) return;
    const serverUrl = process.env.DATABASE_URL;
    if ('templateDatabase' in seeded) {
      if (serverUrl)
        await adminQuery(serverUrl, `drop database if exists ${seeded.templateDatabase} with (force)`);
    } else await rm(seeded.pgliteSnapshot, { force: true });
  };
}

const SEEDED = Symbol.for('shop.test.seeded');
const USERS = Symbol.for('shop.test.seeded.users');

async function seed(): Promise<Seeded> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `shop_template_${process.pid}_${Date.now().toString(36)}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const handle = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 2 });
    await seedDemo(handle.db, { hashPassword });
    await handle.close();
    return { templateDatabase: name };
  }
  const handle = await openDatabase({});
  await seedDemo(handle.db, { hashPassword });
  const dump = await handle.snapshot!();
  await handle.close();
  const file = join(tmpdir(), `shop-test-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { pgliteSnapshot: file };
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    pgliteSnapshot: string;
  }
}
