// How the relevance set (bench/relevance-queries.json) is judged: the grade of a product for a
// query, the scores of one query's results, and their means per shop and language. The bench
// (bench/relevance.mjs) and the API's floor test (relevance-floor.test.ts) both grade with this,
// so a rule changed here changes both.
import { readFileSync } from 'node:fs';

export const LANGS = ['en', 'kh', 'zh'];

/** Every query of the file, each with its shop's code as `store`, in the file's order. */
export function readQueries() {
  const { shops } = JSON.parse(readFileSync(new URL('relevance-queries.json', import.meta.url), 'utf8'));
  return Object.entries(shops).flatMap(([store, shop]) => shop.queries.map((q) => ({ ...q, store })));
}

/** 2 a best answer, 1 relevant, 0 not (or not a product of the shop's catalogue). */
export function grade(q, p) {
  if (!p || q.none) return 0;
  const best = q.topSub?.includes(p.sub) === true;
  const anywhere = q.cat === undefined && q.sub === undefined && q.topSub === undefined;
  if (!(best || anywhere || q.cat?.includes(p.cat) || q.sub?.includes(p.sub))) return 0;
  if (q.name && !new RegExp(q.name, 'i').test(p.name)) return 0;
  return best || (q.top && new RegExp(q.top, 'i').test(p.name)) ? 2 : 1;
}

/** Discounted cumulative gain: a best answer counts 3, a relevant one 1, less the lower it is. */
export const dcg = (grades) => grades.reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);

/**
 * P@3 (the share of relevant products among the first 3, of at most as many as the shop has) and
 * nDCG@10 of one query, given the ids search answered, in order, and the shop's catalogue (id →
 * { cat, sub, name }, English). A query the shop has nothing for (`none`) scores 1 on both when
 * search shows no product and 0 when it shows any: every product on that page is one the shopper
 * did not ask for, a light typo's as much as a substring's.
 */
export function score(q, ids, catalogue) {
  check(q, catalogue);
  if (q.none) {
    const empty = ids.length === 0 ? 1 : 0;
    return { p3: empty, ndcg: empty };
  }
  const grades = ids.slice(0, 10).map((id) => grade(q, catalogue.get(id)));
  const ideal = [...catalogue.values()]
    .map((p) => grade(q, p))
    .sort((a, b) => b - a)
    .slice(0, 10);
  const relevant = ideal.filter((g) => g > 0).length;
  // A misspelt subcategory or pattern would otherwise judge every answer wrong without a word.
  if (!relevant) throw new Error(`${q.store} "${q.q}": no product of the shop is relevant (mark it "none"?)`);
  return {
    p3: grades.slice(0, 3).filter((g) => g > 0).length / Math.min(3, relevant),
    ndcg: dcg(grades) / dcg(ideal),
  };
}

/**
 * Throws on a language, category or subcategory the shop does not have: a typo would quietly drop
 * the query from its language's mean or shrink its relevant set.
 */
function check(q, catalogue) {
  if (!LANGS.includes(q.lang)) throw new Error(`${q.store} "${q.q}": no language ${q.lang}`);
  const products = [...catalogue.values()];
  for (const cat of q.cat ?? [])
    if (!products.some((p) => p.cat === cat)) throw new Error(`${q.store} "${q.q}": no category ${cat}`);
  for (const sub of [...(q.sub ?? []), ...(q.topSub ?? [])])
    if (!products.some((p) => p.sub === sub)) throw new Error(`${q.store} "${q.q}": no subcategory ${sub}`);
}

/**
 * The mean P@3 and nDCG@10 of scored queries ({ store, lang, p3, ndcg }) per shop and language,
 * per shop (lang 'all') and over all of them (store and lang 'all'), in that order.
 */
export function summarize(rows) {
  const mean = (part, k) => part.reduce((s, r) => s + r[k], 0) / part.length;
  const line = (store, lang, part) => ({
    store,
    lang,
    n: part.length,
    p3: mean(part, 'p3'),
    ndcg: mean(part, 'ndcg'),
  });
  const out = [];
  for (const store of [...new Set(rows.map((r) => r.store))]) {
    const ofShop = rows.filter((r) => r.store === store);
    for (const lang of LANGS) {
      const part = ofShop.filter((r) => r.lang === lang);
      if (part.length) out.push(line(store, lang, part));
    }
    out.push(line(store, 'all', ofShop));
  }
  out.push(line('all', 'all', rows));
  return out;
}
