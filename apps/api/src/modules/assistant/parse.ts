import type { Term, Vocabulary } from './assistant.queries';
import { NEED_WORDS, NEEDS, type Need } from './needs';

// The offline assistant's understanding of a question, in English, Khmer and Chinese: what the
// shopper wants (intent) and its details (slots). Pure: the shop's own category and brand names
// come in as a `Vocabulary`, so the same words work for any shop, and unit tests need no database.

export const HELP_TOPICS = [
  'khqr',
  'payment',
  'delivery',
  'pickup',
  'warranty',
  'returns',
  'account',
  'pcbuilder',
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

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

// Categories by their slug in the shop, under the words shoppers use for them.
const CATEGORY_WORDS: Record<string, string[]> = {
  laptops: [
    'laptop',
    'laptops',
    'notebook',
    'notebooks',
    'macbook',
    'ល្បប់ថប',
    'ឡេបថប',
    'ឡាបថប',
    'កុំព្យូទ័រយួរដៃ',
    'កុំព្យូទ័រចល័ត',
    '笔记本电脑',
    '笔记本',
    '手提电脑',
    '笔电',
  ],
  phones: [
    'phone',
    'phones',
    'smartphone',
    'smartphones',
    'mobile',
    'cell phone',
    'ទូរស័ព្ទ',
    'ស្មាតហ្វូន',
    'ទូរសព្ទ',
    '手机',
    '智能手机',
  ],
  tablets: ['tablet', 'tablets', 'ipad', 'ថេប្លេត', '平板', '平板电脑'],
  desktops: [
    'desktop',
    'desktops',
    'pc',
    'monitor',
    'monitors',
    'កុំព្យូទ័រលើតុ',
    'អេក្រង់កុំព្យូទ័រ',
    '台式机',
    '台式电脑',
    '显示器',
    '电脑主机',
  ],
  cameras: ['camera', 'cameras', 'drone', 'drones', 'កាមេរ៉ា', 'ដ្រូន', '相机', '无人机'],
  components: [
    'graphics card',
    'gpu',
    'cpu',
    'processor',
    'motherboard',
    'ssd',
    'ram',
    'កាតក្រាហ្វិក',
    '显卡',
    '处理器',
    '主板',
    '固态硬盘',
    '内存',
  ],
  'smart-home': ['smart home', 'cctv', 'security camera', 'ផ្ទះឆ្លាតវៃ', '智能家居', '监控'],
  networking: ['router', 'wifi', 'wi-fi', 'mesh', 'រ៉ោតទ័រ', '路由器'],
  accessories: [
    'accessory',
    'accessories',
    'headphones',
    'earbuds',
    'charger',
    'power bank',
    'mouse',
    'keyboard',
    'គ្រឿងបន្ថែម',
    '配件',
    '耳机',
    '充电宝',
  ],
  gaming: ['console', 'consoles', 'playstation', 'ps5', 'nintendo', 'xbox', 'ម៉ាស៊ីនហ្គេម', '游戏机'],
};

const BUDGET_MAX = [
  'under',
  'below',
  'less than',
  'cheaper than',
  'up to',
  'upto',
  'max',
  'maximum',
  'at most',
  'within',
  'no more than',
  'not more than',
  'not over',
  'budget of',
  'budget is',
  'budget',
  '<=',
  '≤',
  '<',
  'ក្រោម',
  'មិនលើស',
  'មិនហួស',
  'តិចជាង',
  'ថវិកា',
  'តម្លៃមិនលើស',
  'ត្រឹម',
  '预算',
  '低于',
  '不超过',
  '不到',
  '少于',
  '最多',
  '以内',
];
const BUDGET_MAX_AFTER = [
  '以下',
  '以内',
  '之内',
  '以下的',
  'or less',
  'or below',
  'max',
  'ចុះក្រោម',
  'យ៉ាងច្រើន',
];
const BUDGET_MIN = [
  'over',
  'above',
  'more than',
  'at least',
  'from',
  'starting at',
  '>=',
  '≥',
  '>',
  'លើស',
  'ច្រើនជាង',
  'ចាប់ពី',
  '高于',
  '超过',
  '至少',
  '起',
];
const BUDGET_MIN_AFTER = ['以上', 'or more', 'and up', 'plus', 'ឡើងទៅ', 'ឡើង'];
const AROUND = ['around', 'about', 'approximately', 'roughly', '~', 'ប្រហែល', '左右', '大概', '大约'];
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
    const raw = m[0];
    const start = m.index ?? 0;
    const before = text.slice(Math.max(0, start - 1), start);
    // Part of a model name or an order number ("rtx 4060", "s24", "#123"): not money.
    if (/[a-z#]/.test(before) && !raw.startsWith('$')) continue;
    let value = Number(m[1]);
    if (m[2]) value *= 1000;
    found.push({ value, start, end: start + raw.length, currency: raw.includes('$') || Boolean(m[3]) });
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
    } else if (endsWithAny(before, BUDGET_MIN) || startsWithAny(after, BUDGET_MIN_AFTER)) {
      result.minPrice = a.value;
    } else if (endsWithAny(before, BUDGET_MAX) || startsWithAny(after, BUDGET_MAX_AFTER) || a.currency) {
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
export function findCategory(text: string, vocab: Vocabulary): { category?: Term; subcategory?: Term } {
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
  if (best.kind === 'category') return { category: best.term };
  const category = vocab.categories.find((c) => c.id === best.term.category_id);
  return { subcategory: best.term, ...(category ? { category } : {}) };
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

const GREETINGS = [
  'hi',
  'hello',
  'hey',
  'good morning',
  'good afternoon',
  'good evening',
  'សួស្តី',
  'ជំរាបសួរ',
  'សួស្ដី',
  '你好',
  '您好',
  '嗨',
  '哈喽',
];
const THANKS = ['thanks', 'thank you', 'thx', 'អរគុណ', '谢谢', '多谢', '感谢'];
const CHEAP = [
  'cheap',
  'cheapest',
  'cheaper',
  'budget',
  'affordable',
  'inexpensive',
  'ថោក',
  'ថោកជាង',
  'ថោកបំផុត',
  '便宜',
  '便宜点',
  '实惠',
  '最便宜',
];

const HELP_WORDS: Record<HelpTopic, string[]> = {
  khqr: ['khqr', 'bakong', 'qr code', 'qr', 'scan to pay', 'បាគង', 'ស្កេន', '扫码'],
  pcbuilder: [
    'pc builder',
    'build a pc',
    'build my pc',
    'custom pc',
    'ដំឡើងកុំព្យូទ័រ',
    'តម្លើងកុំព្យូទ័រ',
    '装机',
    '组装电脑',
  ],
  returns: [
    'return',
    'returns',
    'refund',
    'exchange',
    'damaged',
    'broken',
    'ប្តូរ',
    'ត្រឡប់',
    'សងប្រាក់វិញ',
    'ខូច',
    'ប្ដូរ',
    '退货',
    '退款',
    '换货',
    '损坏',
    '坏了',
  ],
  warranty: ['warranty', 'guarantee', 'ធានា', 'ការធានា', '保修', '质保', '保固'],
  pickup: ['pick up', 'pickup', 'collect', 'in store', 'មកយក', 'យកផ្ទាល់', '自取', '到店'],
  delivery: [
    'deliver',
    'delivery',
    'shipping',
    'ship',
    'courier',
    'province',
    'ដឹកជញ្ជូន',
    'ដឹក',
    'ខេត្ត',
    '配送',
    '送货',
    '快递',
    '运费',
    '发货',
    '送到',
  ],
  payment: [
    'pay',
    'payment',
    'paying',
    'bank transfer',
    'transfer',
    'aba',
    'acleda',
    'wing',
    'cash on delivery',
    'cod',
    'installment',
    'បង់ប្រាក់',
    'ទូទាត់',
    'ផ្ទេរប្រាក់',
    'បង់',
    '付款',
    '支付',
    '转账',
    '货到付款',
    '分期',
  ],
  account: [
    'password',
    'sms',
    'otp',
    'verification code',
    'sign in',
    'log in',
    'login',
    'account',
    'ពាក្យសម្ងាត់',
    'គណនី',
    'លេខកូដ',
    '密码',
    '账户',
    '账号',
    '验证码',
    '登录',
  ],
};

/** The words the help center is searched with for a topic, per language (titles of the shop's articles). */
export const HELP_SEARCH: Record<HelpTopic, { en: string; kh: string; zh: string }> = {
  khqr: { en: 'KHQR', kh: 'KHQR', zh: 'KHQR' },
  payment: { en: 'pay', kh: 'បង់ប្រាក់', zh: '付款' },
  delivery: { en: 'delivery', kh: 'ដឹកជញ្ជូន', zh: '配送' },
  pickup: { en: 'pick', kh: 'មកយក', zh: '自取' },
  warranty: { en: 'warranty', kh: 'ធានា', zh: '保修' },
  returns: { en: 'return', kh: 'ត្រឡប់', zh: '退货' },
  account: { en: 'account', kh: 'គណនី', zh: '账户' },
  pcbuilder: { en: 'PC builder', kh: 'ដំឡើងកុំព្យូទ័រ', zh: '装机' },
};

export function findHelpTopic(text: string): HelpTopic | undefined {
  return HELP_TOPICS.find((topic) => holdsAny(text, HELP_WORDS[topic]));
}

const ORDER_WORDS = [
  'order',
  'orders',
  'purchase',
  'parcel',
  'package',
  'my delivery',
  'ការបញ្ជាទិញ',
  'បញ្ជាទិញ',
  'កញ្ចប់ឥវ៉ាន់',
  'អីវ៉ាន់',
  '订单',
  '包裹',
  '物流',
  '我买的',
];
const MINE = [
  'my',
  'mine',
  'status',
  'where',
  'track',
  'tracking',
  'when',
  'arrive',
  'របស់ខ្ញុំ',
  'ខ្ញុំ',
  'ស្ថានភាព',
  'នៅឯណា',
  'ពេលណា',
  '我的',
  '状态',
  '到哪',
  '什么时候',
  '查询',
  '进度',
];

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

const FILLER = new Set(
  "i im i'm me my we you a an the is are do does have has any some for with of to in on at and or please pls want need looking look find show me get buy sell can could would like new good best what which how about there".split(
    ' ',
  ),
);

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
  const { category, subcategory } = findCategory(text, vocab);
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
  const s = intent.slots;
  if (s.category || s.subcategory || s.brand || s.query) return intent;
  for (const earlier of userMessages.slice(0, -1).reverse()) {
    const before = parseMessage(earlier, vocab);
    if (before.kind !== 'search') continue;
    const b = before.slots;
    if (!(b.category || b.subcategory || b.brand || b.query)) continue;
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
