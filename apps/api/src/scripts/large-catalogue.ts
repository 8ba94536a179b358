// Generates the large catalogue of the scale benchmarks into the configured database:
//   npm run catalogue:large -- [--count 100000] [--code S900] [--domain big.localhost]
// DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite) as for the API; the API must not be running on
// the same PGlite directory.
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '@shop/db';
import { isEmpty, seedDemo, seedLargeStore } from '@shop/db/seed';
import { readEnv } from '../env';
import { hashPassword } from '../modules/accounts/password';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    code: { type: 'string', default: 'S900' },
    domain: { type: 'string', default: 'big.localhost' },
  },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 2_000_000)
  throw new Error('--count must be 1 to 2,000,000');

const env = readEnv();
// A new PGlite directory: its parent must exist (the API's start does the same).
if (!env.DATABASE_URL) mkdirSync(env.DATA_DIR, { recursive: true });
const handle = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: `${env.DATA_DIR}/pglite` },
);
const started = Date.now();
if (await isEmpty(handle.db)) await seedDemo(handle.db, { hashPassword });
const created = await seedLargeStore(
  handle.db,
  { hashPassword },
  { code: values.code, domain: values.domain, count },
);
console.log(
  created
    ? `[large] ${values.code} (${values.domain}) created with ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s`
    : `[large] ${values.code} exists already: nothing done`,
);
await handle.close();
