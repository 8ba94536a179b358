#!/usr/bin/env node
// Two API, two storefront and two back-office processes sharing one PostgreSQL database, Redis and
// one media directory, behind nginx (round robin) as a deployment would run them: the shopper
// reaches the storefronts, and the staff the back offices, through nginx servers of their own; the
// storefronts and back offices reach the APIs through another. Then
// sign-in, sessions, cart, guest-cart merge, wishlist, retries and rate limits go through it, and
// each must give the answer one process gives: limits counted once, no session tied to a process.
// Both APIs send to the fake Telegram Bot API from one outbox: each order's message once, at the
// group's pace, and a tap delivered through the balancer acts once.
//
//   npm run build && node bench/two-of-each.mjs
//
// Needs nginx (`apt-get install nginx`; only its binary is used, with a configuration of its
// own), PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres: a new
// database is made on that server and dropped after) and Redis (REDIS_URL, default
// redis://127.0.0.1:6379; the run uses Redis database 13, which it empties first). Exits non-zero
// when a check fails.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConfig, root, waitFor } from './lib.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const { createClient } = require('redis');

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = `${(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').replace(/\/\d*$/, '')}/13`;
const PORTS = {
  web: 3900,
  api: 3901,
  admin: 3902,
  webs: [3911, 3912],
  apis: [3921, 3922],
  admins: [3931, 3932],
  telegram: 3940,
};
const TELEGRAM = `http://127.0.0.1:${PORTS.telegram}`;
const S001_CHAT = '-1001987654321';
const WEB = `http://localhost:${PORTS.web}`;
const API = `http://127.0.0.1:${PORTS.api}`;
const ADMIN = `http://127.0.0.1:${PORTS.admin}`;

if (!existsSync(NGINX)) throw new Error(`no nginx at ${NGINX}: apt-get install nginx (or set NGINX)`);
for (const app of ['web', 'admin'])
  if (!existsSync(join(root, `apps/${app}/build/server/index.js`))) throw new Error('npm run build first');

const work = mkdtempSync(join(tmpdir(), 'shop-two-'));
const dbName = `shop_two_${Date.now().toString(36)}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const admin = async (sql) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

const children = [];
function run(name, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = [];
  const keep = (chunk) => log.push(...String(chunk).split('\n').filter(Boolean));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`✗ ${name} exited (${code ?? signal}):\n  ${log.slice(-15).join('\n  ')}`);
  });
  children.push(child);
  return child;
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  // A test shop: the offline payment sandbox, which production refuses unless told.
  PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  MEDIA_DIR: join(work, 'media'),
  RECEIPTS_DIR: join(work, 'receipts'),
  FORWARDED_SECRET: randomBytes(24).toString('base64url'),
  // Images are fetched from the API's load balancer.
  ASSET_HOST: `http://localhost:${PORTS.api}`,
  // The storefront's proxy (nginx) is trusted: the address it appends is the shopper's.
  TRUST_PROXY: 'true',
  API_URL: API,
  // Both APIs send to the shops' Telegram groups (the fake Bot API), from one outbox; Telegram
  // calls the webhook through the API's balancer, so a tap reaches either process.
  TELEGRAM_BOT_TOKEN: '123456:two-of-each-token',
  TELEGRAM_API_URL: TELEGRAM,
  TELEGRAM_WEBHOOK_SECRET: randomBytes(18).toString('base64url'),
  TELEGRAM_WEBHOOK_URL: `${API}/telegram/webhook`,
};
const tsx = require.resolve('tsx/cli');
const startApi = (port) =>
  run(`api :${port}`, process.execPath, [tsx, 'src/index.ts'], {
    cwd: join(root, 'apps/api'),
    env: { ...env, API_PORT: String(port) },
  });
const startAdmin = (port) =>
  run(`admin :${port}`, process.execPath, ['server/index.mjs'], {
    cwd: join(root, 'apps/admin'),
    env: { ...env, ADMIN_PORT: String(port) },
  });
const startWeb = (port) =>
  run(`web :${port}`, process.execPath, ['server/index.mjs'], {
    cwd: join(root, 'apps/web'),
    env: { ...env, PORT: String(port) },
  });

function nginxSetup() {
  const upstream = (name, ports) =>
    `upstream ${name} { ${ports.map((p) => `server 127.0.0.1:${p};`).join(' ')} keepalive 16; }`;
  const server = (port, name) => `
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }`;
  return nginxConfig(
    work,
    `  ${upstream('webs', PORTS.webs)}
  ${upstream('apis', PORTS.apis)}
  ${upstream('admins', PORTS.admins)}
  ${server(PORTS.web, 'webs')}
  ${server(PORTS.api, 'apis')}
  ${server(PORTS.admin, 'admins')}`,
  );
}

let stopping = false;
const failures = [];
function check(ok, what, detail = '') {
  console.log(`${ok ? '✓' : '✗'} ${what}${ok || !detail ? '' : `: ${detail}`}`);
  if (!ok) failures.push(what);
}

/** A JSON call of the API through its load balancer; `via` tells which process answered. */
async function api(method, path, { token, body, headers = {}, base = API } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'x-store-code': 'S001',
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: res.status,
    body: await res.json(),
    via: res.headers.get('x-upstream') ?? (base === API ? null : base),
  };
}

/** Headers of a call a storefront makes for a shopper at `address` (the API believes them). */
const shopper = (address) => ({ 'x-forwarded-for': address, 'x-forwarded-secret': env.FORWARDED_SECRET });
const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

async function register() {
  const id = randomBytes(5).toString('hex');
  const customer = {
    name: `Two ${id}`,
    email: `two-${id}@example.com`,
    phone: `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'two-of-each-123',
  };
  const res = await api('POST', '/api/auth/register', { body: customer, headers: shopper(randomAddress()) });
  if (res.status !== 200) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...customer, token: res.body.data.token };
}

async function main() {
  mkdirSync(env.MEDIA_DIR, { recursive: true });
  await admin(`create database ${dbName}`);
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  await redis.flushDb();
  await redis.quit();

  run(
    'fake Telegram',
    process.execPath,
    [tsx, 'apps/api/src/modules/telegram/testing/serve-fake-telegram.ts'],
    {
      cwd: root,
      env: { ...env, PORT: String(PORTS.telegram), WEBHOOK_URL: env.TELEGRAM_WEBHOOK_URL },
    },
  );
  await waitFor(`${TELEGRAM}/api/chats`);
  // The first API migrates and makes the demo shops; the second finds them made.
  startApi(PORTS.apis[0]);
  await waitFor(`http://127.0.0.1:${PORTS.apis[0]}/health`);
  startApi(PORTS.apis[1]);
  for (const port of PORTS.webs) startWeb(port);
  for (const port of PORTS.admins) startAdmin(port);
  writeFileSync(join(work, 'nginx.conf'), nginxSetup());
  run('nginx', NGINX, ['-p', work, '-c', join(work, 'nginx.conf')], {});
  await waitFor(`http://127.0.0.1:${PORTS.apis[1]}/health`);
  for (const port of PORTS.webs) await waitFor(`http://localhost:${port}/`);
  for (const port of PORTS.admins) await waitFor(`http://127.0.0.1:${port}/login`);
  await waitFor(`${WEB}/`);

  // The same answers as one process.
  const direct = await (
    await fetch(`http://127.0.0.1:${PORTS.apis[0]}/api/products?store_code=S001&page=1&row_per_page=6`)
  ).json();
  const through = await Promise.all(
    [0, 1, 2, 3].map(() => api('GET', '/api/products?store_code=S001&page=1&row_per_page=6')),
  );
  check(
    through.every((r) => JSON.stringify(r.body) === JSON.stringify(direct)),
    'a product page of the API is the same from either process',
  );
  check(new Set(through.map((r) => r.via)).size === 2, 'the API balancer reaches both API processes');
  const productIds = direct.data.map((p) => p.id);

  // Sign in through a storefront; the session works on both.
  const customer = await register();
  const login = await fetch(`${WEB}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: WEB,
      'sec-fetch-site': 'same-origin',
    },
    body: new URLSearchParams({ email: customer.email, password: customer.password }),
  });
  const cookie = (login.headers.getSetCookie?.() ?? [])
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('session='));
  check(
    login.status >= 300 && login.status < 400 && Boolean(cookie),
    'signing in through the storefront sets the session',
    `${login.status}`,
  );
  const pages = await Promise.all(
    [0, 1, 2, 3].map(async () => {
      const res = await fetch(`${WEB}/account/myaccount`, { headers: { cookie }, redirect: 'manual' });
      return { status: res.status, via: res.headers.get('x-upstream'), html: await res.text() };
    }),
  );
  check(
    pages.every((p) => p.status === 200 && p.html.includes(customer.name)),
    'My Account opens from either storefront with the one session',
    pages.map((p) => `${p.via} ${p.status}`).join(', '),
  );
  check(new Set(pages.map((p) => p.via)).size === 2, 'the storefront balancer reaches both storefronts');

  // A cart built by both API processes, then a guest cart merged once whichever process is asked.
  const [a, b] = productIds;
  const adds = [];
  for (let i = 0; i < 4; i++)
    adds.push(
      await api('POST', '/api/cart/add', { token: customer.token, body: { product_id: a, quantity: 1 } }),
    );
  check(
    adds.every((r) => r.status === 200),
    'four adds, alternating processes, all succeed',
  );
  const mergeKey = `two-${randomBytes(6).toString('hex')}`;
  const merges = [];
  for (let i = 0; i < 2; i++) {
    merges.push(
      await api('POST', '/api/cart/convert', {
        token: customer.token,
        body: { merge_key: mergeKey, items: [{ product_id: b, quantity: 2, variant_option_id: 0 }] },
      }),
    );
  }
  check(
    merges.every((r) => r.status === 200) && merges[0].via !== merges[1].via,
    'the guest cart is sent to both processes',
  );
  const cart = await api('GET', '/api/cart', { token: customer.token });
  const quantity = (id) => cart.body.data.find((line) => line.product_id === id)?.quantity;
  check(
    quantity(a) === 4 && quantity(b) === 2 && cart.body.data.length === 2,
    'the cart has 4 + 2: every add counted once, the guest cart merged once',
    JSON.stringify(cart.body.data.map((l) => [l.product_id, l.quantity])),
  );

  // Wishlist: added on one process, seen and not doubled on the other.
  await api('POST', '/api/wishlist/add', { token: customer.token, body: { product_id: a } });
  await api('POST', '/api/wishlist/add', { token: customer.token, body: { product_id: a } });
  const wishlist = await api('GET', '/api/wishlist', { token: customer.token });
  check(
    wishlist.body.data.filter((entry) => entry.product_id === a).length === 1,
    'a product wished twice on two processes is in the wishlist once',
  );

  // A retried add with the same Idempotency-Key, to the other process, adds nothing more.
  const key = randomBytes(12).toString('hex');
  const first = await api('POST', '/api/cart/add', {
    token: customer.token,
    body: { product_id: b, quantity: 1 },
    headers: { 'idempotency-key': key },
  });
  const retry = await api('POST', '/api/cart/add', {
    token: customer.token,
    body: { product_id: b, quantity: 1 },
    headers: { 'idempotency-key': key },
  });
  const after = await api('GET', '/api/cart', { token: customer.token });
  check(
    first.status === 200 &&
      retry.status === 200 &&
      first.via !== retry.via &&
      after.body.data.find((line) => line.product_id === b)?.quantity === 3,
    'a retry with the same Idempotency-Key on the other process adds once',
    `${first.status}/${retry.status}, quantity ${after.body.data.find((line) => line.product_id === b)?.quantity}`,
  );

  // The account lockout is counted once across processes: 5 wrong passwords, then even the
  // right one waits, whichever process is asked.
  const target = await register();
  const wrong = [];
  for (let i = 0; i < 5; i++) {
    wrong.push(
      await api('POST', '/api/auth/login', {
        body: { email: target.email, password: 'not the password' },
        headers: shopper(randomAddress()),
      }),
    );
  }
  const locked = await Promise.all(
    [0, 1].map(() =>
      api('POST', '/api/auth/login', {
        body: { email: target.email, password: target.password },
        headers: shopper(randomAddress()),
      }),
    ),
  );
  check(
    wrong.every((r) => r.status === 401) && locked.every((r) => r.status === 429),
    'five wrong passwords over two processes lock the account on both',
    `${wrong.map((r) => r.status)} then ${locked.map((r) => r.status)}`,
  );

  // A per-address limit through the storefront: the address nginx saw is counted, whatever
  // X-Forwarded-For the shopper writes, across both storefronts and both APIs.
  let refusedAt = 0;
  for (let i = 1; i <= 40 && !refusedAt; i++) {
    const res = await fetch(`${WEB}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: WEB,
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': randomAddress(),
      },
      body: new URLSearchParams({ email: `nobody${i}@example.com`, password: 'wrong password' }),
    });
    const html = await res.text();
    // The form's error (role="alert") says so; the storefront answers a refused form with 400.
    if (/role="alert"[^>]*>Too many attempts/.test(html)) refusedAt = i;
  }
  // 30 logins an address per 15 minutes; the sign-in above was the first from 127.0.0.1.
  check(
    refusedAt === 30,
    'logins from one address are refused after 30, across processes',
    `refused at ${refusedAt}`,
  );

  await backOffice(customer);
  await telegram();

  // Signing out on one storefront ends the session on the other.
  const logout = await fetch(`${WEB}/logout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, origin: WEB, 'sec-fetch-site': 'same-origin' },
  });
  const afterLogout = await Promise.all(
    [0, 1].map(() => fetch(`${WEB}/account/myaccount`, { headers: { cookie }, redirect: 'manual' })),
  );
  check(
    logout.status < 400 && afterLogout.every((r) => r.status >= 300 && r.status < 400),
    'after signing out on one storefront, neither lets the old cookie in',
    `${logout.status}; ${afterLogout.map((r) => r.status)}`,
  );
}

/**
 * The shops' Telegram groups with two API processes: orders checked out through both reach the
 * group once each, at Telegram's pace (no two processes send to one chat at once), and a linked
 * cashier's tap, delivered through the balancer, confirms the order once.
 */
async function telegram() {
  const buyer = await register();
  const location = await api('POST', '/api/profile/location/add', {
    token: buyer.token,
    body: { name: 'Home', lat: 11.55, long: 104.92, description: 'Street 51' },
  });
  const products = await api('GET', '/api/products?store_code=S001&page=1&row_per_page=3');
  const orders = [];
  const vias = new Set();
  for (let i = 0; i < 6; i++) {
    await api('POST', '/api/cart/add', {
      token: buyer.token,
      body: { product_id: products.body.data[i % 3].id, quantity: 1 },
    });
    // Each API process in turn places one (its own sender and the other's share the outbox).
    const placed = await api('POST', '/api/checkout', {
      base: `http://127.0.0.1:${PORTS.apis[i % 2]}`,
      token: buyer.token,
      headers: { 'idempotency-key': randomBytes(8).toString('hex') },
      body: { address: location.body.data.id, payment_type: 'cash', payment_method: 'cod' },
    });
    if (placed.status !== 200) throw new Error(`checkout: ${placed.status} ${JSON.stringify(placed.body)}`);
    orders.push(placed.body.data.order_id);
    vias.add(placed.via);
  }
  const group = async () => await (await fetch(`${TELEGRAM}/api/messages?chat=${S001_CHAT}`)).json();
  const ofOrder = (messages, id) => messages.filter((m) => m.from?.is_bot && m.text?.includes(`#${id}</b>`));
  let messages = [];
  for (let waited = 0; waited < 30_000; waited += 250) {
    messages = await group();
    if (orders.every((id) => ofOrder(messages, id).length > 0)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const violations = await (await fetch(`${TELEGRAM}/api/violations`)).json();
  check(
    vias.size === 2 && orders.every((id) => ofOrder(messages, id).length === 1) && violations.length === 0,
    'orders placed through both APIs reach the Telegram group once each, at its pace',
    `${vias.size} process(es); ${orders.map((id) => ofOrder(messages, id).length)}; ${violations.length} violation(s)`,
  );
  const [first] = ofOrder(messages, orders[0]);
  const confirm = (first?.reply_markup?.inline_keyboard ?? [])
    .flat()
    .find((b) => b.callback_data?.split('.')[3] === 'c');
  const press = async () =>
    (
      await fetch(`${TELEGRAM}/api/press`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          chat_id: S001_CHAT,
          message_id: first?.message_id,
          data: confirm?.callback_data,
          from_id: 7000001,
        }),
      })
    ).json();
  const tapped = await press();
  const token = (
    await api('POST', '/admin/api/auth/login', {
      body: { email: 'cashier@example.com', password: 'staff-pass-123' },
    })
  ).body.data.token;
  const order = await api('GET', `/admin/api/orders/${orders[0]}`, { token });
  check(
    tapped.status === 200 &&
      order.body.data?.status === 'confirmed' &&
      order.body.data.timeline.at(-1)?.channel === 'telegram',
    'a linked cashier’s tap in the group, through either API, confirms the order as them',
    `${tapped.status} ${JSON.stringify(tapped.answer?.text)}; ${order.body.data?.status}`,
  );
}

/**
 * The back office, two of it behind nginx: a staff session made through one works on the other,
 * and an order confirmed through one is confirmed when the other shows it.
 */
async function backOffice(customer) {
  const form = (origin) => ({
    'content-type': 'application/x-www-form-urlencoded',
    origin,
    'sec-fetch-site': 'same-origin',
  });
  const signIn = await fetch(`${ADMIN}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: form(ADMIN),
    body: new URLSearchParams({ email: 'cashier@example.com', password: 'staff-pass-123' }),
  });
  const cookie = (signIn.headers.getSetCookie?.() ?? [])
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('admin_session=st_'));
  check(
    signIn.status === 302 && Boolean(cookie),
    'signing in to the back office sets its session',
    `${signIn.status}`,
  );
  const desks = await Promise.all(
    [0, 1, 2, 3].map(async () => {
      const res = await fetch(`${ADMIN}/s/S001/orders`, { headers: { cookie }, redirect: 'manual' });
      return { status: res.status, via: res.headers.get('x-upstream'), html: await res.text() };
    }),
  );
  check(
    desks.every((d) => d.status === 200 && d.html.includes('Dara Cashier')) &&
      new Set(desks.map((d) => d.via)).size === 2,
    'the order desk opens from either back office with the one session',
    desks.map((d) => `${d.via} ${d.status}`).join(', '),
  );
  // A cash-on-delivery order of the shopper, confirmed through one back office, seen through the other.
  const address = await api('POST', '/api/profile/location/add', {
    token: customer.token,
    body: { name: 'Home', lat: 11.55, long: 104.92, description: 'St. 51' },
  });
  const placed = await api('POST', '/api/checkout', {
    token: customer.token,
    body: { address: address.body.data.id, payment_type: 'cash', payment_method: 'cod' },
  });
  const id = placed.body.data?.order_id;
  const [one, other] = PORTS.admins.map((port) => `http://127.0.0.1:${port}`);
  const page = await (await fetch(`${one}/s/S001/orders/${id}`, { headers: { cookie } })).text();
  const key = /name="action_key" value="([^"]+:confirmed)"/.exec(page)?.[1];
  const confirm = await fetch(`${one}/s/S001/orders/${id}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...form(one), cookie },
    body: new URLSearchParams({ intent: 'move', to: 'confirmed', action_key: key ?? '' }),
  });
  const seen = await (await fetch(`${other}/s/S001/orders/${id}`, { headers: { cookie } })).text();
  check(
    placed.status === 200 &&
      confirm.status === 200 &&
      /Confirmed/.test(seen) &&
      !/name="to" value="confirmed"/.test(seen),
    'an order confirmed through one back office is confirmed through the other',
    `${placed.status} ${confirm.status} ${key ? 'keyed' : 'no key'}`,
  );
  const out = await fetch(`${other}/logout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...form(other), cookie },
  });
  const after = await fetch(`${one}/s/S001/orders`, { headers: { cookie }, redirect: 'manual' });
  check(
    out.status === 302 && after.status === 302 && (after.headers.get('location') ?? '').startsWith('/login'),
    'signing out of one back office ends the session on the other',
    `${out.status}; ${after.status}`,
  );
}

try {
  await main();
} catch (error) {
  console.error(error);
  failures.push('the run');
} finally {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) =>
      c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null,
    ),
  );
  await admin(`drop database if exists ${dbName} with (force)`).catch((e) => console.error(e));
  rmSync(work, { recursive: true, force: true });
}
console.log(failures.length ? `\n${failures.length} check(s) failed` : '\nall checks passed');
process.exit(failures.length ? 1 : 0);
