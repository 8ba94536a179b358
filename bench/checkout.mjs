#!/usr/bin/env node
// Checkout under load: 50 shoppers submit their checkout at the same moment, several rounds, on
// PostgreSQL. Reports p50/p95 of POST /api/checkout and checks that every intended checkout made
// exactly one order (each submit is sent twice with one Idempotency-Key, as a double tap). Only
// the orders of the shoppers it registers count: the demo shops' seeded orders are not its own.
//
//   node bench/checkout.mjs [--shoppers 50] [--rounds 5] [--products 1]
//
// --products 1 (the default) is a flash sale: every cart holds the same first product, whose
// stock row every checkout takes in turn. --products N spreads the carts' first lines over N
// products (each cart holds 1 to 3 neighbouring products), as a day of ordinary orders does.
//
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server: a new
// database is made there and dropped after.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, waitFor } from './lib.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const shoppers = arg('shoppers', 50);
const rounds = arg('rounds', 5);
const spread = arg('products', 1);
const port = 4811;
const API = `http://127.0.0.1:${port}`;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `shop_checkout_${Date.now().toString(36)}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const secret = randomBytes(24).toString('base64url');
const work = mkdtempSync(join(tmpdir(), 'shop-checkout-'));

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function call(method, path, { token, body, headers = {} } = {}) {
  const started = performance.now();
  const res = await fetch(`${API}${path}`, {
    method,
    headers: {
      'x-store-code': 'S001',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json(), ms: performance.now() - started };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

await admin(`create database ${dbName}`);
const api = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/index.ts'], {
  cwd: join(root, 'apps/api'),
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
    DATABASE_URL: databaseUrl,
    API_PORT: String(port),
    DATA_DIR: work,
    FORWARDED_SECRET: secret,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitFor(`${API}/health`);
  const products = (
    await call('GET', `/api/products?store_code=S001&page=1&row_per_page=${Math.max(5, spread + 2)}`)
  ).body.data;
  if (products.length < spread + 2) throw new Error(`S001 has only ${products.length} products`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // Plenty of stock: this measures the checkout, not the refusals.
  await client.query('update products set stock = 1000000; update product_variants set stock = 1000000');

  const people = [];
  for (let i = 0; i < shoppers; i++) {
    const registered = await call('POST', '/api/auth/register', {
      headers: {
        'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        'x-forwarded-secret': secret,
      },
      body: {
        name: `Shopper ${i}`,
        email: `shopper${i}-${dbName}@example.com`,
        phone: `0${String(10_000_000 + i).padStart(8, '0')}`,
        password: 'bench-pass-123',
      },
    });
    if (registered.status !== 200) throw new Error(`register: ${JSON.stringify(registered.body)}`);
    const { token, customer } = registered.body.data;
    const address = (
      await call('POST', '/api/profile/location/add', {
        token,
        body: { name: 'Home', lat: 11.55, long: 104.92, description: '' },
      })
    ).body.data.id;
    people.push({ token, address, customer: customer.id });
  }

  const latencies = [];
  let intended = 0;
  for (let round = 0; round < rounds; round++) {
    for (const [i, person] of people.entries()) {
      const first = i % spread;
      for (const product of products.slice(first, first + 1 + (i % 3)))
        await call('POST', '/api/cart/add', {
          token: person.token,
          body: { product_id: product.id, quantity: 1 },
        });
    }
    const results = await Promise.all(
      people.flatMap((person, i) => {
        const key = `bench-${round}-${i}-${dbName}`;
        const submit = () =>
          call('POST', '/api/checkout', {
            token: person.token,
            headers: { 'idempotency-key': key },
            body: { address: person.address, payment_type: 'cash', payment_method: 'cod' },
          });
        return [submit(), submit()];
      }),
    );
    intended += people.length;
    for (const r of results) {
      if (r.status !== 200) throw new Error(`checkout: ${r.status} ${JSON.stringify(r.body)}`);
      latencies.push(r.ms);
    }
  }
  // The orders of its own shoppers in S001: the demo seed placed others before the run.
  const { rows } = await client.query(
    `select count(*)::int as n from orders o join stores s on s.id = o.store_id
     where s.code = 'S001' and o.customer_id = any($1::int[])`,
    [people.map((person) => person.customer)],
  );
  await client.end();
  latencies.sort((a, b) => a - b);
  const result = {
    shoppers,
    rounds,
    products: spread,
    submits: latencies.length,
    p50_ms: Math.round(percentile(latencies, 50)),
    p95_ms: Math.round(percentile(latencies, 95)),
    max_ms: Math.round(latencies.at(-1)),
    intended_orders: intended,
    orders: rows[0].n,
    duplicates: rows[0].n - intended,
  };
  console.log(JSON.stringify(result, null, 2));
  if (result.duplicates !== 0) process.exitCode = 1;
} finally {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  await admin(`drop database if exists ${dbName} with (force)`).catch(() => {});
  rmSync(work, { recursive: true, force: true });
}
