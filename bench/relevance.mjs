#!/usr/bin/env node
// Search relevance on the demo shop: everyday queries in en, kh and zh (bench/relevance-queries.json)
// through the real API, with the precision of the first 3 results and nDCG@10, per query and overall.
//
//   node bench/relevance.mjs [--store S001] [--base http://127.0.0.1:4410] [--json out.json]
//
// Without --base it starts the API on the demo shops (PGlite in bench/.data-relevance, made on the
// first run). Results: bench/RESULTS.md.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root, waitFor } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const store = arg('store', 'S001');
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

const get = async (path) => {
  const res = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}store_code=${store}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()).data;
};

/** Every product of the shop: id → its category slug, subcategory's English name and English name. */
async function catalogue() {
  const byId = new Map();
  const categories = await get('/api/categories?include=groups&lang=en');
  for (const c of categories)
    for (const g of c.groups ?? [])
      for (const s of g.subcategories)
        for (let page = 1; ; page++) {
          const res = await fetch(
            `${base}/api/products?sub_id=${s.id}&row_per_page=100&page=${page}&lang=en&store_code=${store}`,
          );
          const body = await res.json();
          for (const p of body.data) byId.set(p.id, { cat: c.slug, sub: s.name, name: p.name });
          if (page >= body.last_page) break;
        }
  return byId;
}

/** 2 a best answer, 1 relevant, 0 not. */
function grade(q, p) {
  if (!p) return 0;
  const where = (q.cat ?? q.sub) === undefined || q.cat?.includes(p.cat) || q.sub?.includes(p.sub);
  if (!where) return 0;
  if (q.name && !new RegExp(q.name, 'i').test(p.name)) return 0;
  return q.top && new RegExp(q.top, 'i').test(p.name) ? 2 : 1;
}

const dcg = (grades) => grades.reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);

try {
  await waitFor(`${base}/health`);
  const products = await catalogue();
  const { queries } = JSON.parse(readFileSync(new URL('relevance-queries.json', import.meta.url), 'utf8'));
  const out = [];
  for (const q of queries) {
    const found = await get(
      `/api/products?name=${encodeURIComponent(q.q)}&page=1&row_per_page=12&lang=${q.lang}&sort=relevance`,
    );
    const grades = found.slice(0, 10).map((p) => grade(q, products.get(p.id)));
    const ideal = [...products.values()]
      .map((p) => grade(q, p))
      .sort((a, b) => b - a)
      .slice(0, 10);
    const relevant = ideal.filter((g) => g > 0).length;
    const p3 = relevant ? grades.slice(0, 3).filter((g) => g > 0).length / Math.min(3, relevant) : 0;
    const ndcg = dcg(ideal) ? dcg(grades) / dcg(ideal) : 0;
    out.push({
      q: q.q,
      lang: q.lang,
      typed: q.typed === true,
      p3,
      ndcg,
      first: found.slice(0, 3).map((p) => p.name),
    });
  }
  const mean = (k, rows = out) => rows.reduce((s, r) => s + r[k], 0) / rows.length;
  for (const r of out)
    console.log(
      `${r.lang}  ${r.q.padEnd(18)} P@3 ${r.p3.toFixed(2)}  nDCG@10 ${r.ndcg.toFixed(2)}  | ${r.first.join(' · ').slice(0, 110)}`,
    );
  console.log(
    `\n${out.length} queries: mean P@3 ${mean('p3').toFixed(3)}, mean nDCG@10 ${mean('ndcg').toFixed(3)}`,
  );
  const groups = [
    ...['en', 'kh', 'zh'].map((lang) => [lang, (r) => r.lang === lang]),
    ['words', (r) => !r.typed],
    ['typed (a word not finished)', (r) => r.typed],
  ];
  for (const [label, keep] of groups) {
    const part = out.filter(keep);
    console.log(
      `  ${label}: ${part.length} queries, P@3 ${mean('p3', part).toFixed(3)}, nDCG@10 ${mean('ndcg', part).toFixed(3)}`,
    );
  }
  const json = arg('json', '');
  if (json) writeFileSync(json, JSON.stringify(out, null, 2));
} finally {
  api?.kill();
}
