#!/usr/bin/env node
// Search relevance on the demo shops: everyday queries in en, kh and zh of S001, S002 and S007
// (bench/relevance-queries.json) through the real API, with the precision of the first 3 results
// and nDCG@10, per query, per shop and language, per shop and overall (bench/relevance-score.mjs
// grades them; the API's relevance-floor.test.ts keeps a floor under the same means).
//
//   node bench/relevance.mjs [--store S002] [--base http://127.0.0.1:4410 | --port 4410] [--json out.json]
//
// Without --base it starts the API on the demo shops (PGlite in DATA_DIR, by default
// bench/.data-relevance, made on the first run). Results: bench/RESULTS.md.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root, waitFor } from './lib.mjs';
import { readQueries, score, summarize } from './relevance-score.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const only = arg('store', '');
let base = arg('base', '');
let api;
if (!base) {
  const port = Number(arg('port', 4410));
  base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, API_PORT: String(port), SEED_DEMO: 'true', SEARCH_CACHE_SECONDS: '0' };
  env.DATA_DIR ??= join(root, 'bench/.data-relevance');
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  api = spawn(process.execPath, [tsx, 'src/index.ts'], {
    cwd: join(root, 'apps/api'),
    env,
    stdio: 'inherit',
  });
}

const get = async (store, path) => {
  const res = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}store_code=${store}`);
  if (!res.ok) throw new Error(`${store} ${path}: ${res.status}`);
  return res.json();
};

/** Every product of a shop: id → its category slug, subcategory's English name and English name. */
async function catalogue(store) {
  const byId = new Map();
  const { data: categories } = await get(store, '/api/categories?include=groups&lang=en');
  for (const c of categories)
    for (const g of c.groups ?? [])
      for (const s of g.subcategories)
        for (let page = 1; ; page++) {
          const body = await get(store, `/api/products?sub_id=${s.id}&row_per_page=100&page=${page}&lang=en`);
          for (const p of body.data) byId.set(p.id, { cat: c.slug, sub: s.name, name: p.name });
          if (page >= body.last_page) break;
        }
  return byId;
}

try {
  await waitFor(`${base}/health`);
  const queries = readQueries().filter((q) => !only || q.store === only);
  if (!queries.length) throw new Error(`no queries for ${only}`);
  const out = [];
  for (const store of [...new Set(queries.map((q) => q.store))]) {
    const products = await catalogue(store);
    for (const q of queries.filter((q) => q.store === store)) {
      const { data: found } = await get(
        store,
        `/api/products?name=${encodeURIComponent(q.q)}&page=1&row_per_page=12&lang=${q.lang}&sort=relevance`,
      );
      const ids = found.map((p) => p.id);
      const { p3, ndcg } = score(q, ids, products);
      out.push({
        store,
        q: q.q,
        lang: q.lang,
        typed: q.typed === true,
        none: q.none === true,
        p3,
        ndcg,
        first: found.slice(0, 3).map((p) => p.name),
      });
    }
  }
  for (const r of out)
    console.log(
      `${r.store} ${r.lang}  ${r.q.padEnd(22)} P@3 ${r.p3.toFixed(2)}  nDCG@10 ${r.ndcg.toFixed(2)}  | ${r.first.join(' · ').slice(0, 100)}`,
    );
  const summary = summarize(out);
  console.log('\nshop  lang    n    P@3  nDCG@10');
  for (const s of summary)
    console.log(
      `${s.store.padEnd(5)} ${s.lang.padEnd(4)} ${String(s.n).padStart(4)}  ${s.p3.toFixed(3)}  ${s.ndcg.toFixed(3)}`,
    );
  for (const [label, keep] of [
    ['words', (r) => !r.typed],
    ['typed (a word not finished)', (r) => r.typed],
  ]) {
    const part = out.filter(keep);
    if (!part.length) continue;
    const { n, p3, ndcg } = summarize(part).at(-1);
    console.log(`  ${label}: ${n} queries, P@3 ${p3.toFixed(3)}, nDCG@10 ${ndcg.toFixed(3)}`);
  }
  const json = arg('json', '');
  if (json) writeFileSync(json, JSON.stringify({ summary, queries: out }, null, 2));
} finally {
  api?.kill();
}
