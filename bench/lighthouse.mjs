#!/usr/bin/env node
// Lighthouse 12's mobile run (simulated: a 1.6 Mbit/s line, 150 ms round trips, the CPU 4× slower)
// of the home, product and category pages in en, kh and zh: the median of `--runs` for each, with
// its performance score, FCP, LCP, TBT and CLS.
//
//   npm run build && node bench/lighthouse.mjs [--runs 3] [--h2] [--only kh/product]
//
// Plain: the browser talks to the storefront's own Node server (HTTP/1.1, no TLS), as `npm start`
// serves it. `--h2`: through nginx with TLS and HTTP/2 in front, `/media/` routed to the API, as a
// production shop runs (README, "Running several processes"; decision 026): one connection for
// the page, its fonts and its pictures. Needs nginx and openssl (`apt-get install nginx`), and
// Chromium at CHROME_PATH (default /usr/bin/chromium). Lighthouse comes from npm (`npx lighthouse@12`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConfig, root, startShop, waitFor } from './lib.mjs';

const flag = (name) => process.argv.includes(`--${name}`);
const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(option('runs', 3));
const h2 = flag('h2');
const only = option('only', '');
const webPort = Number(process.env.BENCH_WEB_PORT ?? 3121);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4121);
const tlsPort = webPort + 2;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

const PAGES = { home: '', product: '/product/5', category: '/category?cat_id=1' };
const PREFIX = { en: '', kh: '/kh', zh: '/zh' };

const work = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const shop = startShop({ apiPort, webPort, dataDir: join(root, 'bench/.data') });
let nginx;

function nginxSetup() {
  const pass = (port) =>
    `proxy_pass http://127.0.0.1:${port}; proxy_http_version 1.1; proxy_set_header Connection ""; proxy_set_header Host $http_host; proxy_set_header X-Forwarded-Proto https;`;
  return nginxConfig(
    work,
    `  server {
    listen 127.0.0.1:${tlsPort} ssl http2;
    ssl_certificate ${work}/cert.pem;
    ssl_certificate_key ${work}/key.pem;
    location /media/ { ${pass(apiPort)} }
    location / { ${pass(webPort)} }
  }`,
  );
}

function lighthouse(url) {
  const out = join(work, 'report.json');
  const flags = `--headless=new --no-sandbox${h2 ? ' --ignore-certificate-errors' : ''}`;
  const result = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12',
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=${flags}`,
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}:\n${result.stderr}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const value = (id) => report.audits[id].numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    // Lighthouse's measure of this machine's speed (higher is faster): TBT scales with it.
    bench: report.environment.benchmarkIndex,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await waitFor(`http://localhost:${webPort}/`);
  let base = `http://127.0.0.1:${webPort}`;
  if (h2) {
    if (!existsSync(NGINX)) throw new Error(`no nginx at ${NGINX}: apt-get install nginx (or set NGINX)`);
    const cert = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(work, 'key.pem'),
      '-out',
      join(work, 'cert.pem'),
    ]);
    if (cert.status !== 0) throw new Error('openssl could not make a certificate');
    writeFileSync(join(work, 'nginx.conf'), nginxSetup());
    nginx = spawn(NGINX, ['-p', work, '-c', join(work, 'nginx.conf')], { stdio: 'inherit' });
    base = `https://127.0.0.1:${tlsPort}`;
    for (let i = 0; i < 50 && !existsSync(join(work, 'nginx.pid')); i++)
      await new Promise((r) => setTimeout(r, 100));
  }
  console.log(
    `Lighthouse 12 mobile, median of ${runs}, ${h2 ? 'nginx with TLS and HTTP/2 in front' : "the storefront's own server"}`,
  );
  console.log('page                score   FCP ms   LCP ms   TBT ms   CLS    machine');
  for (const [locale, prefix] of Object.entries(PREFIX)) {
    for (const [page, path] of Object.entries(PAGES)) {
      const name = `${locale}/${page}`;
      if (only && !name.includes(only)) continue;
      const url = `${base}${prefix}${path}`;
      // One load first, so that the page cache and the API's caches are as a visited shop's.
      await fetch(url.replace(base, `http://127.0.0.1:${webPort}`));
      const results = Array.from({ length: runs }, () => lighthouse(url));
      const pick = (key) => median(results.map((r) => r[key]));
      console.log(
        `${name.padEnd(18)} ${String(pick('score')).padStart(6)} ${pick('fcp').toFixed(0).padStart(8)} ${pick('lcp').toFixed(0).padStart(8)} ${pick('tbt').toFixed(0).padStart(8)}   ${pick('cls').toFixed(3)}  ${pick('bench').toFixed(0).padStart(6)}`,
      );
    }
  }
} finally {
  nginx?.kill('SIGTERM');
  await shop.stop();
  rmSync(work, { recursive: true, force: true });
}
