import type { Kind, Node, Term, Vocabulary } from './assistant.queries';
import {
  AROUND,
  BUDGET_MAX,
  BUDGET_MAX_AFTER,
  BUDGET_MIN,
  BUDGET_MIN_AFTER,
  CHEAP_ADJECTIVE,
  FILLER,
  GREETINGS,
  HELP_TOPICS,
  HELP_WORDS,
  type HelpTopic,
  MINE,
  ORDER_WORDS,
  SORT_WORDS,
  SORTS,
  type Sort,
  THANKS,
} from './keywords';
import { findKind } from './kinds';
import { NEED_WORDS, NEEDS, type Need } from './needs';
import { holds, holdsAny, length, without } from './words';

export { HELP_SEARCH, type HelpTopic } from './keywords';

// The offline assistant's understanding of a question, in English, Khmer and Chinese: what the
// shopper wants (intent) and its details (slots). Pure: the shop's own category and brand names
// come in as a `Vocabulary`, so the same words work for any shop, and unit tests need no database.

export interface SearchSlots {
  /** The places of the kind of product asked for (kinds.ts `findKind`). */
  nodes?: Node[];
  /** A kind of product the shop has no place for, and the shopper's word for it. */
  missing?: { kind: Kind; word: string };
  brand?: Term;
  minPrice?: number;
  maxPrice?: number;
  need?: Need;
  /** The order asked for: by price, or by a specification ("best camera", "lightest"). */
  sort?: Sort;
  /** Words of product names: a model ("galaxy", "iphone 16") within the kind, or all the question. */
  query?: string;
  /** The kind was named only by a need ("gaming"): a follow-up keeps the earlier kind instead. */
  weak?: boolean;
}

export type Intent =
  | { kind: 'greeting' }
  | { kind: 'thanks' }
  | { kind: 'search'; slots: SearchSlots }
  | { kind: 'compare'; names: string[] }
  | { kind: 'order'; orderId?: number }
  | { kind: 'help'; topic: HelpTopic }
  | { kind: 'unknown'; text: string };

/** Khmer (០-៩) and full-width (０-９) digits as ASCII; no zero-width spaces; lower case. */
export function normalize(text: string): string {
  return text
    .replace(/[\u17E0-\u17E9]/g, (d) => String(d.charCodeAt(0) - 0x17e0))
    .replace(/[\uFF10-\uFF19]/g, (d) => String(d.charCodeAt(0) - 0xff10))
    .replace(/\uFF04/g, '$')
    .replace(/\u200B|\u200C|\u200D|\uFEFF/g, '')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const CURRENCY = /^(\$|usd|us\$|dollars?|bucks|ដុល្លារ|美元|美金|刀|块|元)/;

const AMOUNT = /\$?\s?(\d+(?:\.\d+)?)\s?(k)?\s?(\$|usd|dollars?|bucks|ដុល្លារ|美元|美金|刀|块|元)?/g;

interface Amount {
  value: number;
  start: number;
  end: number;
  currency: boolean;
}

function amounts(text: string): Amount[] {
  const found: Amount[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const raw = m[0].trimStart();
    const start = (m.index ?? 0) + m[0].length - raw.length;
    const before = text.slice(Math.max(0, start - 1), start);
    // Part of a model name or an order number ("rtx 4060", "s24", "#123"): not money.
    if (/[a-z#]/.test(before) && !raw.startsWith('$')) continue;
    let value = Number(m[1]);
    if (m[2]) value *= 1000;
    found.push({
      value,
      start,
      end: start + raw.trimEnd().length,
      currency: raw.includes('$') || Boolean(m[3]),
    });
  }
  return found;
}

const endsWithAny = (text: string, words: string[]) => words.some((w) => text.trimEnd().endsWith(w));
const startsWithAny = (text: string, words: string[]) => words.some((w) => text.trimStart().startsWith(w));

/** The budget of a question: a maximum, a minimum or both, in dollars. */
export function parseBudget(text: string): { minPrice?: number; maxPrice?: number } {
  const range =
    /(?:between|from|ចន្លោះ|ពី|在|从)?\s?\$?\s?(\d+(?:\.\d+)?)\s?(?:\$|usd|ដុល្លារ|美元|元)?\s?(?:-|–|to|and|ដល់|ទៅ|到|至)\s?\$?\s?(\d+(?:\.\d+)?)\s?(\$|usd|dollars?|ដុល្លារ|美元|美金|元|块)?/.exec(
      text,
    );
  if (range?.[1] && range[2] && (range[3] || /\$|between|ចន្លោះ|之间|budget|ថវិកា|预算/.test(text))) {
    const a = Number(range[1]);
    const b = Number(range[2]);
    if (a < b) return { minPrice: a, maxPrice: b };
  }
  const result: { minPrice?: number; maxPrice?: number } = {};
  for (const a of amounts(text)) {
    if (a.value < 1) continue;
    const before = text.slice(Math.max(0, a.start - 24), a.start);
    const after = text.slice(a.end, a.end + 12);
    if (endsWithAny(before, AROUND) || startsWithAny(after, ['左右', 'ប្រហែល'])) {
      result.minPrice = Math.round(a.value * 0.7);
      result.maxPrice = Math.round(a.value * 1.1);
    } else if (endsWithAny(before, BUDGET_MAX) || startsWithAny(after, BUDGET_MAX_AFTER)) {
      // Before the minimum words: "no more than", "មិនលើស" end with "more than", "លើស".
      result.maxPrice = a.value;
    } else if (endsWithAny(before, BUDGET_MIN) || startsWithAny(after, BUDGET_MIN_AFTER)) {
      result.minPrice = a.value;
    } else if (a.currency) {
      result.maxPrice = a.value;
    }
  }
  return result;
}

/** The brand a question names: the longest of the shop's brand names it holds. */
export function findBrand(text: string, vocab: Vocabulary): { term: Term; word: string } | undefined {
  const matches = vocab.brands.flatMap((term) =>
    term.names.filter((name) => length(name) >= 2 && holds(text, name)).map((word) => ({ term, word })),
  );
  return matches.sort((a, b) => length(b.word) - length(a.word))[0];
}

/** The order a question asks for by its longest word ("cheapest", "most expensive", "最轻"). */
export function findSort(text: string, hasBudget: boolean): { sort: Sort; word: string } | undefined {
  let best: { sort: Sort; word: string } | undefined;
  for (const sort of SORTS)
    for (const word of SORT_WORDS[sort])
      if (holds(text, word) && (!best || length(word) > length(best.word))) best = { sort, word };
  if (!best && !hasBudget) {
    const word = CHEAP_ADJECTIVE.find((w) => holds(text, w));
    if (word) return { sort: 'price_asc', word };
  }
  return best;
}

/** The need a question names by its longest need word, and that word. */
export function findNeed(text: string): { need: Need; word: string } | undefined {
  let best: { need: Need; word: string } | undefined;
  for (const need of NEEDS)
    for (const word of NEED_WORDS[need])
      if (holds(text, word) && (!best || length(word) > length(best.word))) best = { need, word };
  return best;
}

export function findHelpTopic(text: string): HelpTopic | undefined {
  return HELP_TOPICS.find((topic) => holdsAny(text, HELP_WORDS[topic]));
}

export function findOrder(text: string): { orderId?: number } | null {
  const number =
    /#\s?(\d{1,9})\b/.exec(text) ??
    /(?:order|订单|ការបញ្ជាទិញ|បញ្ជាទិញ)\s?(?:no\.?|number|num|id|#|号|លេខ)?\s?(\d{1,9})\b/.exec(text) ??
    /(?:លេខ|编号|号码)\s?(\d{1,9})\b/.exec(text);
  const words = holdsAny(text, ORDER_WORDS);
  if (!words && !(number && /#/.test(text))) return null;
  if (number?.[1]) return { orderId: Number(number[1]) };
  return holdsAny(text, MINE) ? {} : null;
}

const COMPARE_PATTERNS = [
  /(?:compare|comparison of|comparing|difference between|diff between)\s+(.+?)\s+(?:and|with|to|vs\.?|versus|against)\s+(.+)/,
  /(?:ប្រៀបធៀប|ប្រៀប)\s*(.+?)\s*(?:និង|ជាមួយ|ទៅនឹង|នឹង|vs\.?)\s*(.+)/,
  /(?:比较|对比|比一比|比较一下|对比一下)\s*(?:一下)?\s*(.+?)\s*(?:和|与|跟|同|vs\.?)\s*(.+)/,
  /(.+?)\s*(?:和|与|跟)\s*(.+?)\s*(?:比较|对比|哪个好|哪个更好|的区别|有什么区别|区别)/,
  /(.+?)\s+(?:vs\.?|versus)\s+(.+)/,
  /(.+?)\s+or\s+(.+?)\s*[,?]?\s*which (?:one )?is better/,
];

const clean = (name: string) =>
  name
    .replace(/[?？。!！,，។៕"“”'‘’]+/g, ' ')
    .replace(/^(?:the|a|an)\s+/, '')
    .replace(/\s+(?:please|pls)$/, '')
    .replace(/(?:吧|呢|吗)$/, '')
    .trim();

export function findComparison(text: string): string[] | null {
  for (const pattern of COMPARE_PATTERNS) {
    const m = pattern.exec(text);
    if (m?.[1] && m[2]) {
      const names = [clean(m[1]), clean(m[2])].filter((n) => n.length > 0);
      if (names.length === 2) return names;
    }
  }
  return holdsAny(text, ['compare', 'ប្រៀបធៀប', '比较', '对比']) ? [] : null;
}

/** The words of a question left once fillers and prices are taken out: a product name, maybe. */
export function leftoverQuery(text: string): string {
  return text
    .replace(AMOUNT, ' ')
    .replace(/[?？。!！,，.។៕:;"“”()]+/g, ' ')
    .split(' ')
    .filter((w) => w && !FILLER.has(w) && !CURRENCY.test(w))
    .join(' ')
    .trim();
}

const WORD_TOKENS = new Set(
  [...Object.values(NEED_WORDS).flat(), ...Object.values(SORT_WORDS).flat()].flatMap((w) => w.split(' ')),
);

/**
 * The Latin words of a question beside a kind or brand it names that may be a model's name
 * ("galaxy", "redmi note", "iphone 16"): not the kind's, brand's, need's, order's or budget's words,
 * nor fillers; a number only right after such a word, and not an amount of money.
 */
export function modelWords(text: string, named: string[]): string {
  let rest = text;
  for (const word of [...named].sort((a, b) => length(b) - length(a))) rest = without(rest, word);
  const kept: string[] = [];
  let previous = false;
  for (const token of rest.split(/[^a-z0-9.+-]+/)) {
    const word = token.replace(/^[.+-]+|[.+-]+$/g, '');
    const number = /^\d+(\.\d+)?k?$/.test(word);
    const keep: boolean =
      word.length > 0 &&
      !FILLER.has(word) &&
      !WORD_TOKENS.has(word) &&
      !CURRENCY.test(word) &&
      (number ? previous : word.length >= 2);
    if (keep) kept.push(word);
    previous = keep && !number;
  }
  return kept.join(' ');
}

/** What one message asks, given the shop's vocabulary. */
export function parseMessage(raw: string, vocab: Vocabulary): Intent {
  const text = normalize(raw);
  const comparison = findComparison(text);
  if (comparison) return { kind: 'compare', names: comparison };
  const order = findOrder(text);
  if (order) return { kind: 'order', ...order };
  const budget = parseBudget(text);
  const hasBudget = budget.maxPrice !== undefined || budget.minPrice !== undefined;
  const sorted = findSort(text, hasBudget);
  // "best camera", "most memory": an order, not the Cameras or the RAM.
  const rest = sorted ? without(text, sorted.word) : text;
  const found = findKind(rest, vocab);
  const needed = findNeed(rest);
  // "the most expensive camera", "iphone 13 camera module": the kind's word, not a need for photos.
  // A kind named only by a need word ("for gaming") keeps the need.
  const kindSaid = [
    ...(found.weak ? [] : (found.nodes ?? []))
      .flatMap((n) => [...n.words, ...n.names])
      .filter((w) => holds(rest, w)),
    ...(found.missing ? [found.missing.word] : []),
  ];
  const need = needed && !kindSaid.some((w) => holds(w, needed.word)) ? needed.need : undefined;
  const brand = findBrand(rest, vocab);
  const topic = findHelpTopic(text);
  const helpInKind = topic && found.nodes && found.words.some((w) => holdsAny(w, HELP_WORDS[topic]));
  if (topic && !helpInKind && !hasBudget && !need && !brand) return { kind: 'help', topic };
  const named = Boolean(found.nodes || found.missing || brand);
  if (named || hasBudget || need || sorted) {
    let query = modelWords(rest, [...found.words, ...(brand ? [brand.word] : [])]);
    // Only an order ("最便宜的红米"): of the products the other words name, in any script.
    if (!query && !named && !hasBudget && !need) query = leftoverQuery(rest);
    const slots: SearchSlots = {
      ...(found.nodes ? { nodes: found.nodes } : {}),
      ...(found.missing ? { missing: found.missing } : {}),
      ...(brand ? { brand: brand.term } : {}),
      ...budget,
      ...(need ? { need } : {}),
      ...(sorted ? { sort: sorted.sort } : {}),
      ...(found.weak ? { weak: true } : {}),
      ...(length(query) >= 2 ? { query } : {}),
    };
    return { kind: 'search', slots };
  }
  if (topic) return { kind: 'help', topic };
  if (holdsAny(text, GREETINGS)) return { kind: 'greeting' };
  if (holdsAny(text, THANKS)) return { kind: 'thanks' };
  const words = leftoverQuery(text);
  if (words.length >= 2) return { kind: 'search', slots: { query: words } };
  return { kind: 'unknown', text: raw.trim() };
}

/**
 * The question in the light of the conversation: a follow-up that names no product kind
 * ("cheaper", "under $500", "for gaming") takes the kind of the shopper's earlier search.
 */
export function parseConversation(userMessages: string[], vocab: Vocabulary): Intent {
  const last = userMessages.at(-1) ?? '';
  const intent = parseMessage(last, vocab);
  if (intent.kind !== 'search') return intent;
  const { weak, nodes, ...s } = intent.slots;
  if ((nodes && !weak) || s.missing || s.brand || s.query) return intent;
  for (const earlier of userMessages.slice(0, -1).reverse()) {
    const before = parseMessage(earlier, vocab);
    if (before.kind !== 'search') continue;
    const b = before.slots;
    if (!((b.nodes && !b.weak) || b.brand || b.query)) continue;
    const merged: SearchSlots = { ...b, ...s };
    // "cheaper" after a budget: below that budget.
    if (s.sort === 'price_asc' && b.maxPrice !== undefined && s.maxPrice === undefined) {
      merged.maxPrice = Math.round(b.maxPrice * 0.8);
      delete merged.sort;
    }
    return { kind: 'search', slots: merged };
  }
  return intent;
}
