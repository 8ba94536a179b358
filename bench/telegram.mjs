#!/usr/bin/env node
// The shops' Telegram groups: how soon an order reaches its group with the sender idle, and how
// 200 orders placed at once go out at Telegram's pace (20 a minute and one a second per group),
// through the real API and its outbox, to the fake Bot API on loopback, on a PostgreSQL server.
//
//   node bench/telegram.mjs [--idle 20] [--burst 200] [--shops 1] [--per-minute 20]
//
// Orders are placed through the API's checkout (cash on delivery); the time measured is from the
// checkout's answer to the message in the fake group (seen by polling it every 10 ms). `--shops 3` spreads the burst over
// the three demo shops' groups; `--per-minute` is TELEGRAM_GROUP_PER_MINUTE (Telegram's is 20).
//
// DATABASE_URL: the server (default postgres://postgres@127.0.0.1:5432/postgres); a database of its
// own is made there and dropped after.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root, waitFor } from './lib.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const IDLE = arg('idle', 20);
const BURST = arg('burst', 200);
const SHOPS = arg('shops', 1);
const PER_MINUTE = arg('per-minute', 20);
const API_PORT = 4970;
const API = `http://127.0.0.1:${API_PORT}`;
const FORWARDED = randomBytes(24).toString('base64url');
const FAKE_PORT = 4971;
const FAKE = `http://127.0.0.1:${FAKE_PORT}`;
const TOKEN = '123456:bench-fake-token';
const SECRET = 'bench-telegram-secret-0123456789';
const CHATS = { S001: '-1001987654321', S002: '-1002233445566', S007: '-1003141592653' };
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `telegram_bench_${Date.now().toString(36)}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function query(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function call(method, path, { token, body, shop = 'S001', headers = {} } = {}) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: {
      'x-store-code': shop,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = { status: res.status, body: await res.json() };
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

let registered = 0;
/** A shopper of `code` with an address, ready to check out. */
async function shopper(code) {
  const n = registered++;
  const { token } = await call('POST', '/api/auth/register', {
    shop: code,
    headers: {
      'x-forwarded-for': `10.8.${Math.floor(n / 250)}.${(n % 250) + 1}`,
      'x-forwarded-secret': FORWARDED,
    },
    body: {
      name: `Telegram bench ${n}`,
      email: `tg-bench-${n}-${dbName}@example.com`,
      phone: `0${String(20_000_000 + n).padStart(8, '0')}`,
      password: 'bench-pass-123',
    },
  });
  const address = (
    await call('POST', '/api/profile/location/add', {
      shop: code,
      token,
      body: { name: 'Home', lat: 11.55, long: 104.92, description: 'Street 51, Phnom Penh' },
    })
  ).id;
  const [product] = await call('GET', `/api/products?store_code=${code}&page=1&row_per_page=1`, {
    shop: code,
  });
  return { code, token, address, product: product.id };
}

/** One order through the real checkout (cash on delivery); when its answer came. */
async function placeOrder(person) {
  await call('POST', '/api/cart/add', {
    shop: person.code,
    token: person.token,
    body: { product_id: person.product, quantity: 1 },
  });
  const order = await call('POST', '/api/checkout', {
    shop: person.code,
    token: person.token,
    headers: { 'idempotency-key': randomBytes(12).toString('hex') },
    body: { address: person.address, payment_type: 'cash', payment_method: 'cod' },
  });
  return { id: order.order_id ?? order.id, code: person.code, at: performance.now() };
}

/** When each order's message was first seen in its group (ms, performance.now()). */
async function watch(orders, timeoutMs) {
  const seen = new Map();
  const until = performance.now() + timeoutMs;
  while (seen.size < orders.length && performance.now() < until) {
    for (const code of new Set(orders.map((o) => o.code))) {
      const messages = await (await fetch(`${FAKE}/api/messages?chat=${CHATS[code]}`)).json();
      const now = performance.now();
      for (const order of orders)
        if (
          order.code === code &&
          !seen.has(order.id) &&
          messages.some((m) => m.from?.is_bot && m.text?.includes(`#${order.id}</b>`))
        )
          seen.set(order.id, now);
    }
    await sleep(10);
  }
  return seen;
}

await query(serverUrl, `create database ${dbName}`);
const children = [];
const start = (args, env, cwd = root) => {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
};
try {
  const tsx = require.resolve('tsx/cli');
  start([tsx, 'apps/api/src/modules/telegram/testing/serve-fake-telegram.ts'], {
    PORT: String(FAKE_PORT),
    TELEGRAM_BOT_TOKEN: TOKEN,
  });
  start(
    [tsx, 'src/index.ts'],
    {
      API_PORT: String(API_PORT),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_API_URL: FAKE,
      TELEGRAM_WEBHOOK_SECRET: SECRET,
      TELEGRAM_GROUP_PER_MINUTE: String(PER_MINUTE),
      FORWARDED_SECRET: FORWARDED,
    },
    join(root, 'apps/api'),
  );
  await waitFor(`http://127.0.0.1:${API_PORT}/health`, {}, 300_000);
  await waitFor(`${FAKE}/api/chats`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // 1. The sender idle: one order at a time, a little over the group's pace apart.
    const gap = Math.max(1100, Math.ceil(60_000 / PER_MINUTE) + 100);
    // Plenty of stock: this measures the messages, not the refusals.
    await client.query('update products set stock = 1000000; update product_variants set stock = 1000000');
    const latencies = [];
    const first = await shopper('S001');
    for (let i = 0; i < IDLE; i++) {
      const order = await placeOrder(first);
      const seen = await watch([order], 10_000);
      if (seen.has(order.id)) latencies.push(seen.get(order.id) - order.at);
      await sleep(gap);
    }
    latencies.sort((a, b) => a - b);
    console.log(
      `order → message, sender idle (${latencies.length}/${IDLE} orders): p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms`,
    );
    // 2. A burst: BURST orders placed at once, over SHOPS groups.
    await sleep(61_000);
    const before = (await (await fetch(`${FAKE}/api/violations`)).json()).length;
    const codes = Object.keys(CHATS).slice(0, SHOPS);
    // One shopper per order, all ready first; then every checkout at once.
    const people = [];
    for (let i = 0; i < BURST; i++) people.push(await shopper(codes[i % codes.length]));
    const started = performance.now();
    const placed = await Promise.all(people.map((person) => placeOrder(person)));
    const placedMs = performance.now() - started;
    const seen = await watch(placed, (BURST / codes.length / PER_MINUTE) * 60_000 + 120_000);
    const last = Math.max(...seen.values()) - started;
    const violations = (await (await fetch(`${FAKE}/api/violations`)).json()).slice(before);
    console.log(
      `burst: ${placed.length} orders placed in ${(placedMs / 1000).toFixed(1)} s over ${codes.length} group(s) at ${PER_MINUTE}/min: ${seen.size} messages, the last ${(last / 1000).toFixed(1)} s after the first order (${((seen.size / last) * 60_000).toFixed(1)} a minute), pace violations: ${violations.length}`,
    );
    const doubles = await client.query(
      `select count(*)::int as n from telegram_messages m join orders o on o.store_id = m.store_id and o.id = m.order_id`,
    );
    console.log(`messages recorded: ${doubles.rows[0].n} for ${placed.length + latencies.length} orders`);
  } finally {
    await client.end();
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await sleep(1500);
  await query(serverUrl, `drop database if exists ${dbName} with (force)`).catch(() => {});
}
