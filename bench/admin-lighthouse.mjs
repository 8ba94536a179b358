#!/usr/bin/env node
// Lighthouse 12's mobile run (a 1.6 Mbit/s line, 150 ms round trips, the CPU 4× slower) of the back
// office's order list and an order page, signed in as the cashier, in en and kh: the median of
// `--runs` for each (score, FCP, LCP, TBT, CLS), and the JavaScript the order list loads first
// (gzip, as sent).
//
//   npm run build && node bench/admin-lighthouse.mjs [--runs 3]
//
// Chromium at CHROME_PATH (default /usr/bin/chromium); Lighthouse from npm (`npx lighthouse@12`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, waitFor } from './lib.mjs';

const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(option('runs', 3));
const webPort = 3141;
const apiPort = 4141;
const adminPort = 3142;
const ADMIN = `http://localhost:${adminPort}`;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const work = mkdtempSync(join(tmpdir(), 'bench-admin-lh-'));

const shop = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(webPort),
    API_PORT: String(apiPort),
    ADMIN_PORT: String(adminPort),
    DATA_DIR: join(root, 'bench/.data'),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await waitFor(`http://127.0.0.1:${apiPort}/health`);
  await waitFor(`${ADMIN}/login`);
  const login = await fetch(`http://127.0.0.1:${apiPort}/admin/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'cashier@example.com', password: 'staff-pass-123' }),
  });
  const { token } = (await login.json()).data;
  const cookie = `admin_session=${token}`;
  const orders = await (
    await fetch(`http://127.0.0.1:${apiPort}/admin/api/orders?row_per_page=1`, {
      headers: { authorization: `Bearer ${token}`, 'x-store-code': 'S001' },
    })
  ).json();
  const orderId = orders.data.data[0]?.id ?? 1;

  // The first load of the order list: every script the page names, gzip-compressed as sent.
  const html = await (await fetch(`${ADMIN}/s/S001/orders`, { headers: { cookie } })).text();
  const scripts = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
  let bytes = 0;
  for (const path of scripts) {
    // fetch unpacks what it is sent: gzip it again as the server does (its .gz files are level 9).
    const res = await fetch(`${ADMIN}${path}`);
    bytes += gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).byteLength;
  }
  console.log(`order list, first-load JS: ${(bytes / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);

  console.log('\n| page | score | FCP ms | LCP ms | TBT ms | CLS |\n|---|---|---|---|---|---|');
  for (const lang of ['en', 'kh']) {
    for (const [label, path] of [
      ['order list', '/s/S001/orders'],
      ['order', `/s/S001/orders/${orderId}`],
    ]) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const out = join(work, `${lang}-${label}-${i}.json`);
        const run = spawnSync(
          'npx',
          [
            '--yes',
            'lighthouse@12',
            `${ADMIN}${path}`,
            '--only-categories=performance',
            '--output=json',
            `--output-path=${out}`,
            '--quiet',
            `--extra-headers=${JSON.stringify({ Cookie: `${cookie}; admin_lang=${lang}` })}`,
            `--chrome-flags=--headless=new --no-sandbox --disable-gpu`,
          ],
          { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
        );
        if (run.status !== 0) throw new Error(`lighthouse failed on ${path}`);
        const report = JSON.parse(readFileSync(out, 'utf8'));
        const audit = (id) => report.audits[id].numericValue;
        results.push({
          score: report.categories.performance.score * 100,
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        });
      }
      const m = (key) => median(results.map((r) => r[key]));
      console.log(
        `| ${lang} ${label} | ${m('score').toFixed(0)} | ${m('fcp').toFixed(0)} | ${m('lcp').toFixed(0)} | ${m('tbt').toFixed(0)} | ${m('cls').toFixed(3)} |`,
      );
    }
  }
} finally {
  shop.kill('SIGTERM');
  await new Promise((r) => shop.once('exit', r));
  rmSync(work, { recursive: true, force: true });
}
