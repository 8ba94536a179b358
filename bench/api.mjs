#!/usr/bin/env node
// API benchmark at scale: p50/p95 latency and throughput of the catalogue calls on the large shop
// (npm run catalogue:large first). Run it once on PGlite and once with DATABASE_URL set.
//
//   node bench/api.mjs [--store S900] [--seconds 8] [--connections 8] [--cases <regexp>] [--count none]
//
// --cases runs only the cases whose names match (`--cases suggest` for the suggestions).
// --count: what the suggestion cases (suggest, header bar, typing) ask for: `none`, as the
// storefront's suggestion box does (no count past the page; the default), or `pages` (counted
// four pages ahead, as a results page is, and as every search was before 2026-11-29).
//
// Each case repeats one URL, so searches are answered from the API's 5-second search cache after
// the first; SEARCH_CACHE_SECONDS=0 measures the queries themselves. Results: bench/RESULTS.md.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root, typedPrefixes, waitFor } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const store = arg('store', 'S900');
const seconds = Number(arg('seconds', 8));
const connections = Number(arg('connections', 8));
const only = new RegExp(arg('cases', ''));
const box = `&count=${arg('count', 'none')}`;
const port = 4102;
const base = `http://127.0.0.1:${port}`;

// PAYMENTS_SANDBOX_IN_PRODUCTION: a benchmark shop takes no money.
const env = {
  ...process.env,
  API_PORT: String(port),
  NODE_ENV: 'production',
  PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
  SEED_DEMO: 'true',
};
env.DATA_DIR ??= join(root, 'bench/.data-large');
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const api = spawn(process.execPath, [tsx, 'src/index.ts'], {
  cwd: join(root, 'apps/api'),
  env,
  stdio: 'inherit',
});

try {
  await waitFor(`${base}/health`);
  const q = (path) => `${base}${path}${path.includes('?') ? '&' : '?'}store_code=${store}`;
  const categories = (await (await fetch(q('/api/categories'))).json()).data;
  const big = [...categories].sort((a, b) => b.products_count - a.products_count)[0];
  const first = (await (await fetch(q('/api/products?row_per_page=1'))).json()).data[0];
  const total = (await (await fetch(q('/api/products?row_per_page=1'))).json()).total;
  const typing = await typedTerms(q, 400);
  // A suggestion box's call: the first 12 for a typed text.
  const suggest = (name, lang) =>
    q(
      `/api/products?name=${encodeURIComponent(name)}&page=1&row_per_page=12${box}${lang ? `&lang=${lang}` : ''}`,
    );
  const cases = [
    ['suggest en "sams"', suggest('sams')],
    ['suggest en typo "samsnug"', suggest('samsnug')],
    ['suggest kh "ទូរស័ព្ទ"', suggest('ទូរស័ព្ទ', 'kh')],
    ['suggest kh 2 chars "ខៀ"', suggest('ខៀ', 'kh')],
    ['suggest zh "手机"', suggest('手机', 'zh')],
    ['suggest zh 1 char "蓝"', suggest('蓝', 'zh')],
    // Every word must match (issue 14): two common words, and a word with a number.
    ['suggest 2 words "gaming laptop"', suggest('gaming laptop')],
    ['suggest 2 words "iphone 16"', suggest('iphone 16')],
    ['header bar "galaxy"', `${base}/products/page=1&row_per_page=15&name=galaxy${box}?store_code=${store}`],
    ['suggest rare "b0012" (11 products)', suggest('b0012')],
    ['suggest, no match "zzqx"', suggest('zzqx')],
    // Signs and short runs of digits, which pg_trgm has no trigrams of its own for (decision 004).
    ['suggest signs "1.5"', suggest('1.5')],
    // Kinds (issue 32): named by words no name holds, a kind the shop lacks, a short word that
    // matches only at the start of a word, a brand and a kind written together.
    ['suggest kind "earphones"', suggest('earphones')],
    ['suggest kind "phone"', suggest('phone')],
    ['suggest lacking kind "tv"', suggest('tv')],
    ['suggest short word "pc"', suggest('pc')],
    ['suggest zh brand+kind "华为手机"', suggest('华为手机', 'zh')],
    // A shopper typing: every request another term (prefixes of words of the catalogue's names),
    // so that no answer cache helps.
    ['typing: 400 different terms', typing.map((t) => suggest(t))],
    ['results page 5 of "galaxy"', q('/api/products?name=galaxy&page=5&row_per_page=24&sort=relevance')],
    [
      'search in a category, by price',
      q(`/api/products?name=pro&category_id=${big.id}&page=1&row_per_page=24&sort=price_asc`),
    ],
    [
      `category page of 24 (${big.products_count} products)`,
      q(`/api/products?category_id=${big.id}&page=3&row_per_page=24`),
    ],
    ['category by price', q(`/api/products?category_id=${big.id}&page=1&row_per_page=24&sort=price_asc`)],
    ['product detail', q(`/api/product/${first.id}`)],
    ['brand list', q('/api/brands?page=1')],
  ];
  const results = [];
  for (const [name, url] of cases) if (only.test(name)) results.push({ name, ...(await measure(url)) });
  console.log(
    `\n${store}: ${total} products, database ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${seconds} s each`,
  );
  console.table(results);
} finally {
  api.kill();
}

/**
 * Terms as shoppers type them: the 3- to 6-character starts of the words of product names in the
 * three languages, `count` of them, spread over the catalogue.
 */
async function typedTerms(q, count) {
  const names = [];
  for (const lang of ['en', 'kh', 'zh']) {
    const page = await (await fetch(q(`/api/products?lang=${lang}&row_per_page=100&page=7`))).json();
    names.push(...page.data.map((p) => p.name));
  }
  return typedPrefixes(names, count);
}

/**
 * A closed loop of `connections` workers for `seconds`, on one URL or on each of a list in turn;
 * latency percentiles in ms.
 */
async function measure(urls) {
  const list = Array.isArray(urls) ? urls : [urls];
  let next = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const get = () =>
    new Promise((resolve, reject) => {
      request(list[next++ % list.length], { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      })
        .on('error', reject)
        .end();
    });
  const latencies = [];
  let errors = 0;
  const warm = Date.now() + 1000;
  const until = warm + seconds * 1000;
  let cpuFrom = null;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const t = performance.now();
        if ((await get()) !== 200) errors++;
        if (Date.now() > warm) {
          cpuFrom ??= { at: cpuTimes(), requests: latencies.length };
          latencies.push(performance.now() - t);
        }
      }
    }),
  );
  const cpuTo = cpuTimes();
  const counted = latencies.length - (cpuFrom?.requests ?? 0);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) =>
    +latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  return {
    rps: Math.round(latencies.length / seconds),
    p50_ms: at(50),
    p95_ms: at(95),
    p99_ms: at(99),
    errors,
    ...(cpuFrom && cpuTo && counted
      ? {
          api_cpu_ms: +(((cpuTo.api - cpuFrom.at.api) * 10) / counted).toFixed(2),
          pg_cpu_ms: +(((cpuTo.pg - cpuFrom.at.pg) * 10) / counted).toFixed(2),
        }
      : {}),
  };
}

/**
 * CPU time (clock ticks, 1/100 s) of the API's processes and of PostgreSQL's on this machine, from
 * /proc: per request, it tells which of the two a case costs. Null where there is no /proc.
 */
function cpuTimes() {
  try {
    let api = 0;
    let pg = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const fields = statFields(pid);
        const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
        if (/^postgres/.test(readFileSync(`/proc/${pid}/comm`, 'utf8'))) pg += ticks;
        else if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('src/index.ts') && descends(pid))
          api += ticks;
      } catch {}
    }
    return { api, pg };
  } catch {
    return null;
  }
}

/** Whether `pid` is the API this benchmark started, or a child of it. */
function descends(pid) {
  for (let p = pid, i = 0; p && p !== '1' && i < 10; i++) {
    if (Number(p) === api.pid) return true;
    p = statFields(p)[1]; // the parent's pid
  }
  return false;
}

/** The fields of /proc/<pid>/stat after the command's name (which may hold spaces): state first. */
function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}
