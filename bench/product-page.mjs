#!/usr/bin/env node
// The product page uncached, as a shopper's phone meets it: the time to its first byte and to its
// last, one request at a time, each of another product (nothing of it cached: the page cache is
// asked for a fresh page, and the storefront keeps no product), for a guest and for a signed-in
// customer with a cart; and the storefront's CPU per page (its process's user + system time over
// the run, from /proc), under a load of 4 at once.
//
//   npm run build && node bench/product-page.mjs [--root /path/to/another/checkout] [--pages 60]
//
// `--root` measures another checkout (built, installed) with this same script, so that two
// versions are compared in one run on one machine: the figures are only comparable that way.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { apiCall, root as here, startShop, waitFor } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const root = resolve(arg('root', here));
const pages = Number(arg('pages', 60));
const apiPort = Number(process.env.BENCH_API_PORT ?? 4131);
const webPort = Number(process.env.BENCH_WEB_PORT ?? 3131);
const API = `http://127.0.0.1:${apiPort}`;
const WEB = `http://localhost:${webPort}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-product-'));

/** Milliseconds to the first byte of the body and to its end, of one GET. */
function timed(path, headers) {
  return new Promise((done, fail) => {
    const began = performance.now();
    let first = 0;
    const req = request(`${WEB}${path}`, { headers }, (res) => {
      res.once('data', () => {
        first = performance.now() - began;
      });
      res.on('data', () => {});
      res.on('end', () => done({ status: res.statusCode, ttfb: first, total: performance.now() - began }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** Clock ticks (1/100 s) of user and system time the process has used. */
function cpuTicks(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const round = (n) => Math.round(n * 10) / 10;

const call = async (method, path, token, body) => (await apiCall(API, method, path, token, body)).data;

const shop = startShop({
  apiPort,
  webPort,
  dataDir,
  checkout: root,
  env: { FORWARDED_SECRET: 'bench-forwarded-secret-0123456789', LOG_LEVEL: 'warn' },
});
const { web } = shop;
try {
  await waitFor(`${API}/health`);
  await waitFor(`${WEB}/`);
  const ids = (await call('GET', `/api/products?page=1&row_per_page=${Math.min(pages * 3, 100)}`)).map(
    (p) => p.id,
  );
  const stamp = Date.now().toString(36);
  const session = await call('POST', '/api/auth/register', null, {
    name: 'Bench Buyer',
    email: `bench-${stamp}@example.com`,
    phone: `09${String(Date.now()).slice(-8)}`,
    password: 'bench-pass-12345',
  });
  for (const id of ids.slice(0, 3))
    await call('POST', '/api/cart/add', session.token, { product_id: id, quantity: 1 });
  const browser = { 'accept-encoding': 'gzip', 'accept-language': 'en', 'cache-control': 'no-cache' };
  // Warm the code paths (and the shop's layout, cached a minute by the storefront) first.
  for (const id of ids.slice(-5)) await timed(`/product/${id}`, browser);

  const results = {};
  for (const [who, headers] of [
    ['guest', browser],
    ['signed in', { ...browser, cookie: `session=${session.token}` }],
  ]) {
    const ttfb = [];
    const total = [];
    for (let i = 0; i < pages; i++) {
      const id = ids[(i + (who === 'guest' ? 0 : pages)) % ids.length];
      const answer = await timed(`/product/${id}`, headers);
      if (answer.status !== 200) throw new Error(`/product/${id} answered ${answer.status}`);
      ttfb.push(answer.ttfb);
      total.push(answer.total);
    }
    results[who] = {
      ttfb_p50_ms: round(quantile(ttfb, 0.5)),
      ttfb_p95_ms: round(quantile(ttfb, 0.95)),
      last_byte_p50_ms: round(quantile(total, 0.5)),
      last_byte_p95_ms: round(quantile(total, 0.95)),
    };
  }

  // CPU per page: 4 at once, each of another product, guests.
  const before = cpuTicks(web.pid);
  const loadPages = pages * 4;
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < loadPages) {
        const id = ids[next++ % ids.length];
        await timed(`/product/${id}`, browser);
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  results.load = {
    pages: loadPages,
    pages_per_s: round(loadPages / seconds),
    web_cpu_ms_per_page: round(((cpuTicks(web.pid) - before) * 10) / loadPages),
  };
  console.log(JSON.stringify({ root, ...results }, null, 2));
} finally {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
