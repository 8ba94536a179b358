#!/usr/bin/env node
// The back office's catalogue at size (issue 30): the CSV import of 10,000 rows (dry run and real,
// new products, then the same file again, then every price changed), with the API process's peak
// memory during each call; then, grown by the import to `--total` products, the product list's
// p50/p95 (pages, words, a SKU, low stock, a category, hidden ones); and how long a product's new
// Khmer name takes to show on the storefront's page and in its search.
//
//   npm run build && node bench/catalogue-import.mjs                    # embedded PGlite
//   node bench/catalogue-import.mjs --database-url postgres://postgres@127.0.0.1:5432/postgres --total 100000
//
// With --database-url a database of its own is made on that server and dropped at the end.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startShop, waitFor } from './lib.mjs';

const require = createRequire(import.meta.url);
const { stringify } = require('csv-stringify/sync');
const { parse } = require('csv-parse/sync');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const serverUrl = arg('database-url', null);
const total = Number(arg('total', 10_000));
const ROWS = 10_000;
const apiPort = Number(process.env.BENCH_API_PORT ?? 4141);
const webPort = Number(process.env.BENCH_WEB_PORT ?? 3141);
const API = `http://127.0.0.1:${apiPort}`;
const WEB = `http://localhost:${webPort}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-import-'));
const COLUMNS = [
  'product',
  'sku',
  'variant',
  'name_en',
  'name_kh',
  'name_zh',
  'description_en',
  'description_kh',
  'description_zh',
  'category',
  'subcategory',
  'brand',
  'published',
  'price',
  'promo_price',
  'stock',
  'images',
];

let databaseUrl;
let database;
if (serverUrl) {
  const pg = require('pg');
  database = `bench_import_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  databaseUrl = serverUrl.replace(/\/[^/]*$/, `/${database}`);
}

/** The pids of a process and all its descendants. */
function tree(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {}
  }
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...(children.get(all[i]) ?? []));
  return all;
}

/** Resident memory of a process tree, in MB. */
function rssMb(pids) {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {}
  }
  return Math.round(kb / 1024);
}

const shop = startShop({ apiPort, webPort, dataDir, databaseUrl });
const results = [];
try {
  await waitFor(`${API}/health`);
  await waitFor(`${WEB}/`);
  const apiPids = () => tree(shop.api.pid);
  const login = await fetch(`${API}/admin/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@example.com', password: 'staff-pass-123' }),
  });
  const token = (await login.json()).data.token;
  const headers = { authorization: `Bearer ${token}`, 'x-store-code': 'S001' };
  const exported = await (await fetch(`${API}/admin/api/products/export`, { headers })).text();
  const [sample] = parse(exported.replace(/^\uFEFF/, ''), { columns: true });

  const file = (from, count, shift = 0) =>
    stringify([
      COLUMNS,
      ...Array.from({ length: count }, (_, k) => {
        const i = from + k;
        return [
          `bulk-item-${i}`,
          `BULK-${i}`,
          '',
          `Bulk item ${i} USB-C charger ${i % 97}W`,
          `ឆ្នាំងសាក USB-C ${i}`,
          `USB-C 充电器 ${i}`,
          `Item number ${i}, a charger of ${i % 97} W for phones and laptops.`,
          '',
          '',
          sample.category,
          '',
          sample.brand,
          i % 10 === 0 ? 'false' : 'true',
          (1 + (i % 500) + shift).toFixed(2),
          '',
          String(i % 50),
          '',
        ];
      }),
    ]);

  async function upload(text, dryRun) {
    const form = new FormData();
    form.set('file', new Blob([text], { type: 'text/csv' }), 'catalogue.csv');
    const pids = apiPids();
    const base = rssMb(pids);
    let peak = base;
    const timer = setInterval(() => {
      peak = Math.max(peak, rssMb(pids));
    }, 50);
    const began = performance.now();
    const res = await fetch(`${API}/admin/api/products/import${dryRun ? '?dry_run=1' : ''}`, {
      method: 'POST',
      headers,
      body: form,
    });
    const ms = performance.now() - began;
    clearInterval(timer);
    const answer = await res.json();
    if (res.status !== 200) throw new Error(`import: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
    const { created, updated, unchanged, refused } = answer.data;
    return {
      seconds: Math.round(ms / 100) / 10,
      created,
      updated,
      unchanged,
      refused,
      rssBeforeMb: base,
      rssPeakMb: peak,
    };
  }

  const fresh = file(0, ROWS);
  results.push({ step: `dry run, ${ROWS} new`, ...(await upload(fresh, true)) });
  results.push({ step: `import, ${ROWS} new`, ...(await upload(fresh, false)) });
  results.push({ step: 'the same file again, dry run', ...(await upload(fresh, true)) });
  results.push({ step: 'the same file again', ...(await upload(fresh, false)) });
  const repriced = file(0, ROWS, 1);
  results.push({ step: `dry run, ${ROWS} prices changed`, ...(await upload(repriced, true)) });
  results.push({ step: `import, ${ROWS} prices changed`, ...(await upload(repriced, false)) });
  console.table(results);

  // Grown to `total` products by more files, then the list measured.
  const grow = performance.now();
  for (let from = ROWS; from < total; from += ROWS)
    await upload(file(from, Math.min(ROWS, total - from)), false);
  const listed = (await (await fetch(`${API}/admin/api/products?row_per_page=1`, { headers })).json()).data;
  const count = listed.total;
  console.log(`grown to ${count} products of S001 in ${Math.round((performance.now() - grow) / 1000)} s`);
  const category = (await (await fetch(`${API}/admin/api/products/${listed.data[0].id}`, { headers })).json())
    .data.category_id;
  const kinds = {
    'page 1': () => '',
    'page 1–200': (i) => `page=${1 + (i % 200)}`,
    'words (en)': (i) => `q=${encodeURIComponent(`charger ${i % 97}W`)}`,
    'words (kh)': (i) => `q=${encodeURIComponent(`ឆ្នាំងសាក ${i * 37}`)}`,
    SKU: (i) => `q=BULK-${(i * 7919) % total}`,
    'low stock ≤ 5': (i) => `low_stock=5&page=${1 + (i % 20)}`,
    category: (i) => `category_id=${category}&page=${1 + (i % 20)}`,
    hidden: (i) => `published=false&page=${1 + (i % 20)}`,
  };
  const list = [];
  for (const [kind, query] of Object.entries(kinds)) {
    for (let i = 0; i < 5; i++) await fetch(`${API}/admin/api/products?${query(i)}`, { headers });
    const times = [];
    for (let i = 0; i < 60; i++) {
      const began = performance.now();
      const res = await fetch(`${API}/admin/api/products?${query(i)}`, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`list ${kind}: ${res.status}`);
      times.push(performance.now() - began);
    }
    times.sort((a, b) => a - b);
    list.push({ kind, p50: Math.round(times[30]), p95: Math.round(times[57]) });
  }
  console.table(list);

  // A product's new Khmer name: on the storefront's page (its page cache) and in its search.
  const first = (await (await fetch(`${API}/admin/api/products?q=BULK-5`, { headers })).json()).data.data[0];
  const product = (await (await fetch(`${API}/admin/api/products/${first.id}`, { headers })).json()).data;
  await fetch(`${WEB}/kh/product/${product.id}`).then((r) => r.text());
  const name = `ឆ្នាំងសាកថ្មី ${Date.now().toString(36)}`;
  const saved = performance.now();
  const put = await fetch(`${API}/admin/api/products/${product.id}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ...product, name: { ...product.name, kh: name } }),
  });
  if (put.status !== 200) throw new Error(`save: ${put.status}`);
  let searched = null;
  let shown = null;
  while (shown === null || searched === null) {
    const now = performance.now() - saved;
    if (searched === null) {
      const found = await (
        await fetch(`${API}/api/products?store_code=S001&lang=kh&name=${encodeURIComponent(name)}`)
      ).json();
      if (found.data?.some((p) => p.name === name)) searched = now;
    }
    if (shown === null && (await (await fetch(`${WEB}/kh/product/${product.id}`)).text()).includes(name))
      shown = now;
    if (now > 60_000) throw new Error('the new name did not show within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(
    `a new Khmer name: in search after ${Math.round(searched)} ms, on the product page after ${Math.round(shown)} ms`,
  );
  console.log(
    JSON.stringify({
      database: serverUrl ? 'PostgreSQL' : 'PGlite',
      products: count,
      import: results,
      list,
      searched,
      shown,
    }),
  );
} finally {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (database) {
    const pg = require('pg');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}
