#!/usr/bin/env node
// The back office's order desk at scale: one shop with 100,000 orders (and 5,000 customers) on a
// PostgreSQL server, through the real API. Measures, one call at a time after a warm-up, the p50
// and p95 of the desk's reads (a queue's first page, a deep page, the counts, a search by number,
// phone or name, filters), then the p95 of a move (confirm) with 20 staff members at once on 20
// orders each, and 20 staff pressing the same order's button at once.
//
//   node bench/admin-desk.mjs [--orders 100000] [--rounds 200] [--keep] [--database NAME]
//
// `--keep` leaves the database (its name is printed); `--database NAME` measures one kept so
// (making 100,000 orders takes a few minutes).
//
// DATABASE_URL: the server (default postgres://postgres@127.0.0.1:5432/postgres); a database of
// its own is made there and dropped after.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root, waitFor } from './lib.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const ORDERS = arg('orders', 100_000);
const ROUNDS = arg('rounds', 200);
const PORT = 4960;
const API = `http://127.0.0.1:${PORT}`;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const given = process.argv.includes('--database')
  ? process.argv[process.argv.indexOf('--database') + 1]
  : null;
const keep = process.argv.includes('--keep') || given !== null;
const dbName = given ?? `admin_desk_${Date.now().toString(36)}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();

async function sql(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timed(path, token, rounds = ROUNDS) {
  const headers = { authorization: `Bearer ${token}`, 'x-store-code': 'S001' };
  for (let i = 0; i < 20; i++) await (await fetch(`${API}${path}`, { headers })).arrayBuffer();
  const ms = [];
  let status = 0;
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const res = await fetch(`${API}${path}`, { headers });
    await res.arrayBuffer();
    ms.push(performance.now() - started);
    status = res.status;
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), status };
}

/**
 * Customers (their phone numbers spread as real ones are, not runs of zeros: a search for six of
 * their digits finds one or two customers, as in a shop), then one cash-on-delivery or transfer payment and order each, spread over a year, in
 * every state the desk knows; one line per order. Made in one session with the foreign-key and
 * row triggers off (`session_replication_role = replica`: 100,000 key checks against the same
 * 5,000 customers in one statement took minutes), so the order's payment_status and queue are set
 * here as the triggers set them (the database's own order_queue()).
 */
async function makeOrders(store) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('set session_replication_role = replica');
    await client.query(
      `insert into customers (store_id, name, email, phone, password_hash)
       select $1, 'Bench ' || (array['Sokha','Dara','Vanna','Srey Mom','Piseth','Channary'])[1 + g % 6] || ' ' || g,
              'bench' || g || '@example.com', '+8559' || lpad(((g * 7919 + 1234567) % 100000000)::text, 8, '0'), 'x'
       from generate_series(1, 5000) g`,
      [store],
    );
    await client.query(
      `with c as (select min(id) as first from customers where store_id = $1 and email like 'bench%'),
       made as (
         insert into payments (store_id, customer_id, provider, status, checkout_type, subject, amount_cents, amount_minor, created_at, updated_at)
         select $1, c.first + g % 5000,
                case when g % 5 = 0 then 'bankTransfer' else 'cod' end,
                case when g % 5 = 0 then (case when g % 50 = 0 then 'awaiting_review' else 'paid' end)
                     when g % 7 = 0 then 'paid' else 'pending' end,
                'cart', 'bench ' || g, 1000 + g % 90000, 1000 + g % 90000,
                now() - make_interval(mins => g * 5), now() - make_interval(mins => g * 5)
         from generate_series(1, $2::int) g, c
         returning store_id, id, customer_id, provider, status, amount_cents, created_at, subject
       ),
       shaped as (
         select made.*, (array['placed','confirmed','packed','shipped','out_for_delivery','delivered','delivered','delivered','cancelled'])[1 + (split_part(subject, ' ', 2)::int % 9)] as order_status
         from made
       )
       insert into orders (store_id, customer_id, status, checkout_type, payment_method, payment_type, payment_id,
                           payment_status, queue, subtotal_cents, total_cents, address_name, address_lat, address_long, created_at)
       select store_id, customer_id, order_status, 'cart', provider, case when provider = 'cod' then 'cash' else 'transfer' end,
              id, status, order_queue(order_status, status), amount_cents, amount_cents, 'Home', 11.55, 104.92, created_at
       from shaped`,
      [store, ORDERS],
    );
    await client.query(
      `update payments p set order_id = o.id from orders o
       where o.store_id = p.store_id and o.payment_id = p.id and p.store_id = $1 and p.order_id is null`,
      [store],
    );
    await client.query(
      `insert into order_lines (store_id, order_id, product_id, name, unit_price_cents, quantity, line_total_cents)
       select store_id, id, 1, 'Bench product', total_cents, 1, total_cents from orders
       where store_id = $1 and address_name = 'Home'`,
      [store],
    );
    await client.query('set session_replication_role = origin');
    // A shop's tables are vacuumed by autovacuum; a freshly made one not yet (index-only scans).
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

if (!given) await sql(serverUrl, `create database ${dbName}`);
const api = spawn(process.execPath, [require.resolve('tsx/cli'), 'src/index.ts'], {
  cwd: join(root, 'apps/api'),
  env: {
    ...process.env,
    API_PORT: String(PORT),
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitFor(`${API}/health`);
  const [{ id: store }] = await sql(databaseUrl, `select id from stores where code = 'S001'`);
  const started = Date.now();
  if (!given) await makeOrders(store);
  const [{ n }] = await sql(databaseUrl, 'select count(*)::int as n from orders where store_id = $1', [
    store,
  ]);
  console.log(
    `${n} orders of S001${given ? '' : `, made in ${((Date.now() - started) / 1000).toFixed(1)} s`}`,
  );
  const login = await fetch(`${API}/admin/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.com', password: 'staff-pass-123' }),
  });
  const token = (await login.json()).data.token;
  const [{ phone, name, id }] = await sql(
    databaseUrl,
    `select c.phone, c.name, o.id from orders o join customers c on c.store_id = o.store_id and c.id = o.customer_id
     where o.store_id = $1 order by o.id desc offset 5000 limit 1`,
    [store],
  );
  const cases = {
    'all orders, page 1': '/admin/api/orders',
    'to confirm, page 1': '/admin/api/orders?queue=to_confirm',
    'receipts to review': '/admin/api/orders?queue=to_review',
    'cash to collect': '/admin/api/orders?queue=to_collect',
    'done, page 50': '/admin/api/orders?queue=done&page=50',
    'all, page 500': '/admin/api/orders?page=500',
    'search order number': `/admin/api/orders?q=${id}`,
    'search phone (6 digits)': `/admin/api/orders?q=${phone.slice(-6)}`,
    'search name': `/admin/api/orders?q=${encodeURIComponent(name.split(' ').slice(1).join(' '))}`,
    'method + status + 30 days': `/admin/api/orders?payment_method=cod&status=delivered&from=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}`,
    'one order': `/admin/api/orders/${id}`,
    dashboard: '/admin/api/dashboard',
  };
  console.log('\n| call | p50 ms | p95 ms |\n|---|---|---|');
  for (const [label, path] of Object.entries(cases)) {
    const r = await timed(path, token);
    console.log(
      `| ${label} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |${r.status === 200 ? '' : ` status ${r.status}`}`,
    );
  }

  // Moves: 20 staff members at once, each confirming 20 orders of its own.
  // Twenty sessions, signed in one after another (sign-ins of one account at once are limited).
  const staffTokens = [];
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${API}/admin/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: i % 2 ? 'cashier@example.com' : 'owner@example.com',
        password: 'staff-pass-123',
      }),
    });
    staffTokens.push((await res.json()).data.token);
  }
  const placed = (
    await sql(
      databaseUrl,
      `select id from orders where store_id = $1 and queue = 'to_confirm' order by id limit 420`,
      [store],
    )
  ).map((r) => r.id);
  const moveMs = [];
  const statuses = new Map();
  const move = async (token, orderId) => {
    const t0 = performance.now();
    const res = await fetch(`${API}/admin/api/orders/${orderId}/transition`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'x-store-code': 'S001',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ to: 'confirmed' }),
    });
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    return performance.now() - t0;
  };
  await Promise.all(
    staffTokens.map(async (token, i) => {
      for (let k = 0; k < 20; k++) moveMs.push(await move(token, placed[i * 20 + k]));
    }),
  );
  moveMs.sort((a, b) => a - b);
  console.log(
    `\nconfirm, 20 staff at once × 20 orders each: p50 ${percentile(moveMs, 50).toFixed(1)} ms, p95 ${percentile(moveMs, 95).toFixed(1)} ms (${[...statuses].map(([s, c]) => `${c}× ${s}`).join(', ')})`,
  );
  // The floor under a move on this server: 20 clients at once, each committing a transaction that
  // changes one order and nothing else (the disk's flush of each commit, shared by the group).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const bareMs = [];
  await Promise.all(
    Array.from({ length: 20 }, async (_, i) => {
      for (let k = 0; k < 20; k++) {
        const t0 = performance.now();
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query('update orders set note = note where store_id = $1 and id = $2', [
            store,
            placed[i * 20 + k],
          ]);
          await client.query('commit');
        } finally {
          client.release();
        }
        bareMs.push(performance.now() - t0);
      }
    }),
  );
  await pool.end();
  bareMs.sort((a, b) => a - b);
  console.log(
    `the floor, a bare one-row commit, 20 clients at once: p50 ${percentile(bareMs, 50).toFixed(1)} ms, p95 ${percentile(bareMs, 95).toFixed(1)} ms`,
  );
  statuses.clear();
  const same = placed.at(-1);
  const sameMs = await Promise.all(staffTokens.map((token) => move(token, same)));
  sameMs.sort((a, b) => a - b);
  console.log(
    `the same order, 20 presses at once: ${[...statuses].map(([s, c]) => `${c}× ${s}`).join(', ')}; slowest ${sameMs.at(-1).toFixed(1)} ms`,
  );
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  if (keep) console.log(`kept: ${databaseUrl}`);
  else await sql(serverUrl, `drop database if exists ${dbName} with (force)`).catch((e) => console.error(e));
}
