import type { Term, Vocabulary } from './assistant.queries';
import {
  AROUND,
  BUDGET_MAX,
  BUDGET_MAX_AFTER,
  BUDGET_MIN,
  BUDGET_MIN_AFTER,
  CATEGORY_WORDS,
  CHEAP,
  FILLER,
  GREETINGS,
  HELP_TOPICS,
  HELP_WORDS,
  type HelpTopic,
  MINE,
  ORDER_WORDS,
  THANKS,
} from './keywords';
import { NEED_WORDS, NEEDS, type Need } from './needs';

export { HELP_SEARCH, type HelpTopic } from './keywords';

// The offline assistant's understanding of a question, in English, Khmer and Chinese: what the
// shopper wants (intent) and its details (slots). Pure: the shop's own category and brand names
// come in as a `Vocabulary`, so the same words work for any shop, and unit tests need no database.

export interface SearchSlots {
  category?: Term;
  subcategory?: Term;
  brand?: Term;
  minPrice?: number;
  maxPrice?: number;
  need?: Need;
  /** Cheapest first ("cheap", "ថោក", "便宜"). */
  cheap?: boolean;
  /** Words of product names, when no category or brand was named. */
  query?: string;
  /** The category was named only by a need ("gaming"): a follow-up keeps the earlier kind instead. */
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

const LATIN = /^[a-z0-9 .&+'-]+$/;

/** Whether `text` holds `word`: as a whole word for Latin script, as a substring for Khmer and Chinese. */
export function holds(text: string, word: string): boolean {
  if (!word) return false;
  if (!LATIN.test(word)) return text.includes(word);
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}([^a-z0-9]|$)`).test(text);
}

const holdsAny = (text: string, words: readonly string[]) => words.some((w) => holds(text, w));

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

function nameVariants(name: string): string[] {
  // "gaming laptops" is also said "gaming laptop".
  return LATIN.test(name) && name.endsWith('s') && name.length > 4 ? [name, name.slice(0, -1)] : [name];
}

interface Match {
  term: Term;
  kind: 'category' | 'subcategory';
  word: string;
}

const NEED_VOCABULARY = new Set(Object.values(NEED_WORDS).flat());

/** The category or subcategory a question names: the longest name or word it holds. */
export function findCategory(
  text: string,
  vocab: Vocabulary,
): { category?: Term; subcategory?: Term; weak?: boolean } {
  const matches: Match[] = [];
  for (const term of vocab.categories) {
    for (const name of term.names.flatMap(nameVariants))
      if (holds(text, name)) matches.push({ term, kind: 'category', word: name });
    for (const word of CATEGORY_WORDS[term.slug] ?? [])
      if (holds(text, word)) matches.push({ term, kind: 'category', word });
  }
  for (const term of vocab.subcategories)
    for (const name of term.names.flatMap(nameVariants))
      if (name.length >= 3 && holds(text, name)) matches.push({ term, kind: 'subcategory', word: name });
  // "for gaming" is a need, not the Gaming category, when another category is named.
  const named = matches.filter((m) => !NEED_VOCABULARY.has(m.word));
  const pool = named.length ? named : matches;
  const best = pool.sort((a, b) => [...b.word].length - [...a.word].length)[0];
  if (!best) return {};
  const weak = named.length === 0 ? { weak: true } : {};
  if (best.kind === 'category') return { category: best.term, ...weak };
  const category = vocab.categories.find((c) => c.id === best.term.category_id);
  return { subcategory: best.term, ...(category ? { category } : {}), ...weak };
}

export function findBrand(text: string, vocab: Vocabulary): Term | undefined {
  const matches = vocab.brands.flatMap((term) =>
    term.names.filter((name) => name.length >= 2 && holds(text, name)).map((word) => ({ term, word })),
  );
  return matches.sort((a, b) => b.word.length - a.word.length)[0]?.term;
}

export function findNeed(text: string): Need | undefined {
  let best: { need: Need; length: number } | undefined;
  for (const need of NEEDS)
    for (const word of NEED_WORDS[need])
      if (holds(text, word) && (!best || word.length > best.length)) best = { need, length: word.length };
  return best?.need;
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

/** What one message asks, given the shop's vocabulary. */
export function parseMessage(raw: string, vocab: Vocabulary): Intent {
  const text = normalize(raw);
  const comparison = findComparison(text);
  if (comparison) return { kind: 'compare', names: comparison };
  const order = findOrder(text);
  if (order) return { kind: 'order', ...order };
  const budget = parseBudget(text);
  const need = findNeed(text);
  const { category, subcategory, weak } = findCategory(text, vocab);
  const brand = findBrand(text, vocab);
  const cheap = holdsAny(text, CHEAP) && budget.maxPrice === undefined;
  const topic = findHelpTopic(text);
  const hasBudget = budget.maxPrice !== undefined || budget.minPrice !== undefined;
  if (topic && !hasBudget && !need && !brand) return { kind: 'help', topic };
  if (category || subcategory || brand || hasBudget || need || cheap) {
    const slots: SearchSlots = {
      ...(category ? { category } : {}),
      ...(subcategory ? { subcategory } : {}),
      ...(brand ? { brand } : {}),
      ...budget,
      ...(need ? { need } : {}),
      ...(cheap ? { cheap } : {}),
      ...(weak ? { weak } : {}),
    };
    return { kind: 'search', slots };
  }
  if (topic) return { kind: 'help', topic };
  if (holdsAny(text, GREETINGS)) return { kind: 'greeting' };
  if (holdsAny(text, THANKS)) return { kind: 'thanks' };
  const query = leftoverQuery(text);
  if (query.length >= 2) return { kind: 'search', slots: { query } };
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
  const { weak, category, subcategory, ...s } = intent.slots;
  if (((category || subcategory) && !weak) || s.brand || s.query) return intent;
  for (const earlier of userMessages.slice(0, -1).reverse()) {
    const before = parseMessage(earlier, vocab);
    if (before.kind !== 'search') continue;
    const b = before.slots;
    if (!((b.category && !b.weak) || b.subcategory || b.brand || b.query)) continue;
    const merged: SearchSlots = { ...b, ...s };
    // "cheaper" after a budget: below that budget.
    if (s.cheap && b.maxPrice !== undefined && s.maxPrice === undefined) {
      merged.maxPrice = Math.round(b.maxPrice * 0.8);
      delete merged.cheap;
    }
    return { kind: 'search', slots: merged };
  }
  return intent;
}
