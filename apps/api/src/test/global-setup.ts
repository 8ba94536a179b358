import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@shop/db';
import { seedDemo } from '@shop/db/seed';
import type { TestProject } from 'vitest/node';
import { hashPassword } from '../modules/accounts/password';
import { adminQuery, databaseUrl } from './pg-admin';

/**
 * Migrates and seeds one database for the whole run; every test file then starts from a copy of it
 * (a PGlite snapshot, or a PostgreSQL database made from it as a template), so no file pays for
 * seeding and no file sees another's writes.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `shop_template_${process.pid}_${Date.now().toString(36)}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const handle = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 2 });
    await seedDemo(handle.db, { hashPassword });
    await handle.close();
    project.provide('templateDatabase', name);
    return async () => {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const handle = await openDatabase({});
  await seedDemo(handle.db, { hashPassword });
  const dump = await handle.snapshot!();
  await handle.close();
  const file = join(tmpdir(), `shop-test-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    pgliteSnapshot: string;
  }
}
