// The first-load weight of a page: every JS file its HTML references (module scripts, module
// preloads, the modules its deferred start preloads: app/utils/deferred-scripts.server.ts) and its
// stylesheets (linked, or written into the page), as gzip (level 9, what the server sends) and
// brotli.
// Usage: node scripts/js-budget.mjs [url=http://localhost:3000/] [budgetKB=120]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
const url = process.argv[2] ?? 'http://localhost:3000/';
const budget = Number(process.argv[3] ?? 120);

const html = await (await fetch(url)).text();
const attr = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const tags = html.match(/<(?:link|script)\b[^>]*>/g) ?? [];
const js = new Set();
const css = new Set();
for (const tag of tags) {
  const rel = attr(tag, 'rel');
  const href = attr(tag, 'href') ?? attr(tag, 'src');
  if (!href?.startsWith('/assets/')) continue;
  if (rel === 'stylesheet') css.add(href);
  else if (href.endsWith('.js')) js.add(href);
}
// The inline module script imports these, and the deferred start preloads them (a JSON list; the
// router's manifest names more, which the first load does not fetch).
for (const m of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) js.add(m[1]);
for (const m of html.matchAll(/(\["\/assets\/[^\]]*\])\.forEach/g))
  for (const href of JSON.parse(m[1])) js.add(href);
const inlineCss = [...html.matchAll(/<style\b[^>]*data-stylesheet[^>]*>([\s\S]*?)<\/style>/g)].map(
  (m) => m[1],
);

async function sizes(files) {
  const rows = [];
  for (const file of files) {
    const source = await readFile(path.join(client, file));
    const gz = gzipSync(source, { level: 9 }).byteLength;
    const br = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
    rows.push({ file, raw: source.byteLength, gz, br });
  }
  return rows.sort((a, b) => b.gz - a.gz);
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
function report(title, rows) {
  const total = rows.reduce((t, r) => ({ raw: t.raw + r.raw, gz: t.gz + r.gz, br: t.br + r.br }), {
    raw: 0,
    gz: 0,
    br: 0,
  });
  console.log(`\n${title} (${rows.length} files)       raw KB  gzip KB  brotli KB`);
  for (const r of rows) console.log(`  ${r.file.padEnd(44)}${kb(r.raw)}  ${kb(r.gz)}  ${kb(r.br)}`);
  console.log(`  ${'total'.padEnd(44)}${kb(total.raw)}  ${kb(total.gz)}  ${kb(total.br)}`);
  return total;
}

console.log(
  `First load of ${url}: HTML ${kb(html.length)} KB raw, ${kb(gzipSync(html, { level: 1 }).byteLength)} KB gzip (level 1)`,
);
const jsTotal = report('JavaScript', await sizes(js));
report('CSS', await sizes(css));
for (const text of inlineCss) {
  const source = Buffer.from(text);
  console.log(
    `  written into the page: ${kb(source.byteLength)} KB raw, ${kb(gzipSync(source, { level: 9 }).byteLength)} KB gzip`,
  );
}
const ok = jsTotal.gz / 1024 <= budget;
console.log(
  `\nJS budget ${budget} KB gzip: ${ok ? 'within' : 'OVER'} (${(jsTotal.gz / 1024).toFixed(1)} KB)`,
);
process.exitCode = ok ? 0 : 1;
