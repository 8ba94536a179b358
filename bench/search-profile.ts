// Where a search statement's work goes, tier by tier: the typing mix of bench/api.mjs (or --term t),
// each statement run under EXPLAIN (ANALYZE, BUFFERS) with its generic plan, and each CTE's own
// buffers and time (its nodes' less their children's; a CTE scanned from another is counted once,
// in its own plan) summed over the terms.
//   DATABASE_URL=postgres://…/search_large npx tsx bench/search-profile.ts [--term t] [--terms 400]
//     [--count none|pages] (what the search counts: `none` by default, as the suggestion box asks)
import { listProducts } from '../apps/api/src/modules/catalogue/products.queries';
import { literals, searchBench } from './search-bench';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const { handle, seen, ctxOf, connect, typingTerms } = await searchBench();

const one = arg('term', '');
const terms = one ? [one] : await typingTerms(Number(arg('terms', '400')));

interface PlanNode {
  'Node Type': string;
  'Subplan Name'?: string;
  'Actual Total Time'?: number;
  'Actual Loops'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}
const byCte = new Map<string, { ms: number; buffers: number; terms: number }>();
const client = await connect();
await client.query('set plan_cache_mode = force_generic_plan');
let executed = 0;
for (const term of terms) {
  seen.length = 0;
  await listProducts(
    ctxOf('en'),
    { name: term },
    1,
    12,
    'relevance',
    arg('count', 'none') as 'none' | 'pages',
  );
  for (const [i, s] of seen.entries()) {
    await client.query(`prepare p${i} as ${s.text}`);
    // Once for the caches, once measured.
    const params = literals(s.values);
    const execute = `execute p${i}${params.length ? `(${params.join(',')})` : ''}`;
    await client.query(execute);
    const r = await client.query(`explain (analyze, buffers, format json) ${execute}`);
    await client.query(`deallocate p${i}`);
    const out = (r.rows[0] as Record<string, unknown>)['QUERY PLAN'] as {
      Plan: PlanNode;
      'Execution Time': number;
    }[];
    const plan = out[0]!;
    executed += plan['Execution Time'];
    const own = (node: PlanNode) => {
      if (node['Node Type'] === 'CTE Scan') return { ms: 0, buffers: 0 };
      const total = (n: PlanNode) => ({
        ms: (n['Actual Total Time'] ?? 0) * (n['Actual Loops'] ?? 1),
        buffers: (n['Shared Hit Blocks'] ?? 0) + (n['Shared Read Blocks'] ?? 0),
      });
      const mine = total(node);
      for (const child of node.Plans ?? []) {
        const c = total(child);
        mine.ms -= c.ms;
        mine.buffers -= c.buffers;
      }
      return mine;
    };
    const walk = (node: PlanNode, cte: string) => {
      const name = node['Subplan Name']?.startsWith('CTE ') ? node['Subplan Name'].slice(4) : cte;
      const o = own(node);
      const key = `${seen.length > 1 ? `s${i} ` : ''}${name}`;
      const at = byCte.get(key) ?? { ms: 0, buffers: 0, terms: 0 };
      at.ms += o.ms;
      at.buffers += o.buffers;
      byCte.set(key, at);
      for (const child of node.Plans ?? []) walk(child, name);
    };
    walk(plan.Plan, '(final select)');
  }
}
client.release();
console.log(
  `${terms.length} terms, execution ${(executed / terms.length).toFixed(2)} ms a term (with EXPLAIN's timing)`,
);
const rows = [...byCte.entries()].sort((a, b) => b[1].buffers - a[1].buffers);
for (const [name, { ms, buffers }] of rows)
  console.log(
    `  ${name.padEnd(24)} ${(ms / terms.length).toFixed(3)} ms  ${(buffers / terms.length).toFixed(0)} buffers a term`,
  );
await handle.close();
