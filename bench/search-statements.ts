// Statements per search and in-process latency of listProducts on the large shop (PostgreSQL).
//   DATABASE_URL=postgres://…/search_large npx tsx bench/search-statements.ts [--rounds 30] [--explain label]
//     [--count none|pages]
// The suggestions are searched with --count (`none` by default, as the storefront's box asks); the
// results page (24 a page) with `pages`.
// Counts the pool's statements (`pool.query` calls) of one search, then times it alone (no load,
// answer cache off); --explain prints EXPLAIN ANALYZE of each statement of one case, generic plan.
import { listProducts } from '../apps/api/src/modules/catalogue/products.queries';
import { literals, searchBench } from './search-bench';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const rounds = Number(arg('rounds', '30'));
const boxCount = arg('count', 'none') as 'none' | 'pages';
const { handle, seen, ctxOf, connect, typingTerms } = await searchBench();
const cases: [string, string, string, number, number][] = [
  ['sams', 'sams', 'en', 1, 12],
  ['samsnug', 'samsnug', 'en', 1, 12],
  ['ទូរស័ព្ទ', 'ទូរស័ព្ទ', 'kh', 1, 12],
  ['ខៀ', 'ខៀ', 'kh', 1, 12],
  ['手机', '手机', 'zh', 1, 12],
  ['蓝', '蓝', 'zh', 1, 12],
  ['gaming laptop', 'gaming laptop', 'en', 1, 12],
  ['iphone 16', 'iphone 16', 'en', 1, 12],
  ['galaxy (header)', 'galaxy', 'en', 1, 15],
  ['b0012', 'b0012', 'en', 1, 12],
  ['zzqx', 'zzqx', 'en', 1, 12],
  ['galaxy p5', 'galaxy', 'en', 5, 24],
];
// --typing: the terms of bench/api.mjs's typing mix (`typedPrefixes` of the names of page 7 of 100
// products, in each language; searched without a language, as the benchmark does), each timed
// alone; prints the slowest, to see which kind of term the mix's p95 is made of.
if (process.argv.includes('--typing')) {
  const timed: { term: string; ms: number; statements: number; total: number }[] = [];
  const repeat = Number(arg('repeat', '3'));
  for (const term of await typingTerms(400)) {
    const run = () =>
      listProducts(ctxOf('en'), { name: term }, 1, 12, 'relevance', boxCount) as Promise<{ total: number }>;
    await run();
    seen.length = 0;
    // The median of `repeat` runs (3 by default): one run alone is at the mercy of the machine.
    const runs: number[] = [];
    let total = 0;
    for (let i = 0; i < repeat; i++) {
      const t = performance.now();
      total = (await run()).total;
      runs.push(performance.now() - t);
    }
    const ms = runs.sort((a, b) => a - b)[Math.floor(repeat / 2)]!;
    timed.push({ term, ms, statements: seen.length / repeat, total });
  }
  timed.sort((a, b) => b.ms - a.ms);
  const at = (q: number) => timed[Math.floor((1 - q) * timed.length)]?.ms.toFixed(1);
  const mean = (timed.reduce((sum, t) => sum + t.ms, 0) / timed.length).toFixed(2);
  console.log(`${timed.length} terms, alone: mean ${mean} p50 ${at(0.5)} p95 ${at(0.95)} ms; slowest:`);
  for (const t of timed.slice(0, 25))
    console.log(`  ${t.term.padEnd(10)} ${t.ms.toFixed(1)} ms, ${t.statements} statements, total ${t.total}`);
  await handle.close();
  process.exit(0);
}
// --term t [--lang l]: that term alone, in place of the cases (with --explain t to see its plan).
const one = arg('term', '');
if (one) cases.splice(0, cases.length, [one, one, arg('lang', 'en'), 1, 12]);
const explain = arg('explain', '');
for (const [label, name, locale, page, perPage] of cases) {
  if (explain && label !== explain) continue;
  const run = () =>
    listProducts(ctxOf(locale), { name }, page, perPage, 'relevance', perPage === 24 ? 'pages' : boxCount);
  for (let i = 0; i < 3; i++) await run();
  seen.length = 0;
  const first = (await run()) as { data: { id: number }[]; total: number };
  const count = seen.length;
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(
    `${label.padEnd(16)} statements ${count}  p50 ${p(0.5)}  p95 ${p(0.95)}  results ${first.data.length} total ${first.total}  ids ${first.data
      .slice(0, 12)
      .map((d) => d.id)
      .join(',')}`,
  );
  if (explain) {
    const client = await connect();
    for (const s of seen.slice(0, count)) {
      console.log(s.text, JSON.stringify(s.values));
      await client.query('set plan_cache_mode = force_generic_plan');
      await client.query(`prepare xx as ${s.text}`);
      const r = await client.query(`explain (analyze, buffers) execute xx(${literals(s.values).join(',')})`);
      console.log(r.rows.map((x) => Object.values(x)[0]).join('\n'));
      await client.query('deallocate xx');
    }
    client.release();
  }
}
await handle.close();
