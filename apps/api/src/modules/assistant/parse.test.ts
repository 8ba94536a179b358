import { describe, expect, it } from 'vitest';
import type { Kind, Level, Node, Term, Vocabulary } from './assistant.queries';
import { normalize, parseBudget, parseConversation, parseMessage } from './parse';

const term = (id: number, slug: string, names: string[]): Term => ({
  id,
  slug,
  names,
  labels: { en: names[0] ?? slug },
});

const node = (
  level: Level,
  id: number,
  slug: string,
  names: string[],
  words: string[],
  at: { category: number; group?: number; subcategories?: number[] },
): Node => ({
  ...term(id, slug, names),
  level,
  kind: words.length ? slug : null,
  words,
  category_id: at.category,
  group_id: at.group ?? null,
  subcategory_ids: at.subcategories ?? (level === 'subcategory' ? [id] : []),
});

const LAPTOP = ['laptop', 'laptops', 'notebook', 'ល្បប់ថប', 'កុំព្យូទ័រយួរដៃ', '笔记本电脑', '笔记本'];
const PHONE = ['phone', 'phones', 'smartphone', 'mobile', 'ទូរស័ព្ទ', '手机'];
const kind = (code: string, words: string[]): Kind => ({ code, labels: { en: code }, words });

const vocab: Vocabulary = {
  nodes: [
    node('category', 1, 'laptops', ['laptops', 'កុំព្យូទ័រយួរដៃ', '笔记本电脑'], LAPTOP, { category: 1 }),
    node('category', 2, 'phones', ['phones & wearables', 'ទូរស័ព្ទ និងនាឡិកាឆ្លាតវៃ', '手机与穿戴设备'], [], {
      category: 2,
    }),
    node('category', 3, 'gaming', ['gaming', 'ហ្គេម', '游戏'], [], { category: 3 }),
    node('category', 4, 'spare-parts', ['spare parts'], [], { category: 4 }),
    node('category', 5, 'accessories', ['accessories'], [], { category: 5 }),
    node('category', 6, 'tablets', ['tablets', 'ថេប្លេត', '平板电脑'], [], { category: 6 }),
    node('group', 20, 'smartphones', ['smartphones', 'ស្មាតហ្វូន', '智能手机'], PHONE, {
      category: 2,
      group: 20,
      subcategories: [21, 22],
    }),
    node('subcategory', 21, 'flagship-phones', ['flagship', '旗舰手机'], [], { category: 2, group: 20 }),
    node('subcategory', 22, 'budget-phones', ['budget', 'ទូរស័ព្ទតម្លៃថោក', '入门手机'], [], {
      category: 2,
      group: 20,
    }),
    node(
      'subcategory',
      10,
      'gaming-laptops',
      ['gaming laptops', 'កុំព្យូទ័រយួរដៃលេងហ្គេម', '游戏本'],
      ['gaming laptop'],
      {
        category: 1,
      },
    ),
    node(
      'subcategory',
      11,
      'laptop-adapters',
      ['laptop chargers', 'ឆ្នាំងសាកកុំព្យូទ័រយួរដៃ', '笔记本电源适配器'],
      ['laptop charger'],
      {
        category: 4,
      },
    ),
    node(
      'subcategory',
      30,
      'earbuds',
      ['wireless earbuds', 'កាសឥតខ្សែ', '无线耳机'],
      ['earbuds', 'earphones', 'wireless earbuds', 'កាស', '耳机', '蓝牙耳机'],
      {
        category: 5,
      },
    ),
    node(
      'subcategory',
      31,
      'headphones',
      ['headphones', 'កាសពាក់ក្បាល', '头戴式耳机'],
      ['headphones', 'headset', 'កាស', '耳机'],
      {
        category: 5,
      },
    ),
    node('subcategory', 32, 'chargers', ['chargers', 'ឆ្នាំងសាក', '充电器'], ['charger', 'chargers'], {
      category: 5,
    }),
    node('subcategory', 33, 'wifi', ['wi-fi'], ['wifi', 'wireless'], { category: 5 }),
    node(
      'group',
      40,
      'tablet-devices',
      ['tablets', 'ថេប្លេត', '平板电脑'],
      ['tablet', 'tablets', 'ថេប្លេត', '平板'],
      {
        category: 6,
        group: 40,
        subcategories: [41, 42],
      },
    ),
    node('subcategory', 41, 'ipads', ['ipad'], [], { category: 6, group: 40 }),
    node('subcategory', 42, 'android-tablets', ['android tablets'], [], { category: 6, group: 40 }),
  ],
  brands: [term(20, 'samsung', ['samsung', 'សាំសុង', '三星']), term(21, 'hp', ['hp', '惠普'])],
  missing: [
    kind('printer', ['printer', 'printers', 'ម៉ាស៊ីនព្រីន', '打印机']),
    kind('tv', ['tv', 'tvs', 'television', 'ទូរទស្សន៍', '电视']),
  ],
  modifiers: new Set(['phone', 'laptop', 'wireless', '手机', 'ទូរស័ព្ទ']),
};

const ids = (nodes: Node[] | undefined) => nodes?.map((n) => n.id);

describe('parseBudget', () => {
  it.each([
    ['under $900', { maxPrice: 900 }],
    ['below 900', { maxPrice: 900 }],
    ['<= 900$', { maxPrice: 900 }],
    ['no more than 900 dollars', { maxPrice: 900 }],
    ['a $900 laptop', { maxPrice: 900 }],
    ['between 500 and 900', { minPrice: 500, maxPrice: 900 }],
    ['$500-$900', { minPrice: 500, maxPrice: 900 }],
    ['over $1,200', { minPrice: 1200 }],
    ['under 1.5k', { maxPrice: 1500 }],
    ['ក្រោម 900 ដុល្លារ', { maxPrice: 900 }],
    [normalize('តម្លៃ\u200bមិនលើស ៩០០'), { maxPrice: 900 }],
    ['900美元以下', { maxPrice: 900 }],
    ['预算900', { maxPrice: 900 }],
    ['不超过900', { maxPrice: 900 }],
    ['１０００元以内', { maxPrice: 1000 }],
  ])('%s', (text, budget) => {
    expect(parseBudget(normalize(text))).toEqual(budget);
  });

  it('takes no model number for a price', () => {
    expect(parseBudget('rtx 4060 laptop')).toEqual({});
    expect(parseBudget('galaxy s24 with 256gb')).toEqual({});
  });
});

describe('parseMessage', () => {
  it('finds the kind of product, brand, budget and need in three languages', () => {
    expect(parseMessage('a laptop for video editing under $900', vocab)).toMatchObject({
      kind: 'search',
      slots: { nodes: [{ id: 1 }], maxPrice: 900, need: 'video' },
    });
    expect(parseMessage('laptop for gaming', vocab)).toMatchObject({
      kind: 'search',
      slots: { nodes: [{ id: 1 }], need: 'gaming' },
    });
    expect(parseMessage('gaming laptop under 1000', vocab)).toMatchObject({ slots: { nodes: [{ id: 10 }] } });
    expect(parseMessage('laptop charger', vocab)).toMatchObject({ slots: { nodes: [{ id: 11 }] } });
    expect(parseMessage('ល្បប់ថបសម្រាប់សិស្ស', vocab)).toMatchObject({
      slots: { nodes: [{ id: 1 }], need: 'school' },
    });
    expect(parseMessage('三星手机', vocab)).toMatchObject({
      slots: { nodes: [{ id: 20 }], brand: { id: 20 } },
    });
  });

  it('reads a kind by its words, at the most specific place it names', () => {
    const nodesOf = (text: string) => {
      const intent = parseMessage(text, vocab);
      return intent.kind === 'search' ? ids(intent.slots.nodes) : intent.kind;
    };
    // The kind's words, not only the shop's headings.
    expect(nodesOf('I need earphones for running')).toEqual([30]);
    expect(nodesOf('蓝牙耳机')).toEqual([30]);
    // One word of two kinds: both.
    expect(nodesOf('耳机')).toEqual([30, 31]);
    expect(nodesOf('កាស')).toEqual([30, 31]);
    // The group of phones, not the category of phones, watches and cases; a subcategory named with it.
    expect(nodesOf('phone')).toEqual([20]);
    expect(nodesOf('flagship phone')).toEqual([21]);
    expect(nodesOf('flagship smartphones')).toEqual([21]);
    // A heading of the shop's gives way to a kind's word; a describing word to the kind it describes.
    expect(nodesOf('budget laptop')).toEqual([1]);
    expect(nodesOf('wireless charger')).toEqual([32]);
    expect(nodesOf('charger for my phone')).toEqual([32]);
    expect(nodesOf('earbuds for my phone')).toEqual([30]);
    expect(nodesOf('tablet')).toEqual([40]);
  });

  it('says when the shop has no place for the kind named', () => {
    for (const text of ['do you have printers?', 'ម៉ាស៊ីនព្រីន', '有打印机吗', 'I want a TV', 'ហាងមានទូរទស្សន៍ទេ']) {
      const intent = parseMessage(text, vocab);
      expect(intent, text).toMatchObject({
        kind: 'search',
        slots: { missing: { kind: { code: expect.any(String) } } },
      });
      if (intent.kind === 'search') expect(intent.slots.nodes).toBeUndefined();
    }
    // A place named beside it wins.
    expect(parseMessage('laptop or tv', vocab)).toMatchObject({ slots: { nodes: [{ id: 1 }] } });
  });

  it.each([
    ['the cheapest laptop', 'price_asc', 1],
    ['lowest price laptops', 'price_asc', 1],
    ['កុំព្យូទ័រយួរដៃថោកបំផុត', 'price_asc', 1],
    ['最便宜的笔记本电脑', 'price_asc', 1],
    ['the most expensive laptop', 'price_desc', 1],
    ['priciest phone', 'price_desc', 20],
    ['top of the range laptop', 'price_desc', 1],
    ['ទូរស័ព្ទថ្លៃបំផុត', 'price_desc', 20],
    ['最贵的手机', 'price_desc', 20],
    ['phone with the best camera', 'camera', 20],
    ['ទូរស័ព្ទកាមេរ៉ាល្អបំផុត', 'camera', 20],
    ['拍照最好的手机', 'camera', 20],
    ['phone with the biggest battery', 'battery', 20],
    ['ទូរស័ព្ទថ្មធំបំផុត', 'battery', 20],
    ['电池最大的手机', 'battery', 20],
    ['the lightest laptop', 'weight', 1],
    ['កុំព្យូទ័រយួរដៃស្រាលបំផុត', 'weight', 1],
    ['最轻的笔记本', 'weight', 1],
    ['laptop with the most storage', 'storage', 1],
    ['laptop with the most memory', 'ram', 1],
  ])('“%s”: ordered %s, of the kind asked', (text, sort, id) => {
    expect(parseMessage(text, vocab)).toMatchObject({ kind: 'search', slots: { sort, nodes: [{ id }] } });
  });

  it('takes a model’s name beside a kind or a brand as words of product names', () => {
    expect(parseMessage('cheapest galaxy tablet', vocab)).toMatchObject({
      slots: { nodes: [{ id: 40 }], sort: 'price_asc', query: 'galaxy' },
    });
    expect(parseMessage('samsung galaxy s24 phone under $900', vocab)).toMatchObject({
      slots: { nodes: [{ id: 20 }], brand: { id: 20 }, query: 'galaxy s24', maxPrice: 900 },
    });
    expect(parseMessage('cheapest iphone 16', vocab)).toMatchObject({
      slots: { sort: 'price_asc', query: 'iphone 16' },
    });
    expect(parseMessage('a laptop for video editing under $900', vocab)).not.toHaveProperty('slots.query');
    expect(parseMessage('ទូរស័ព្ទ សាំសុង តម្លៃមិនលើស ៥០០', vocab)).not.toHaveProperty('slots.query');
    expect(parseMessage('I need earphones for running', vocab)).toMatchObject({
      slots: { query: 'running' },
    });
  });

  it('keeps "budget" a budget before an amount, and cheap before a kind', () => {
    expect(parseMessage('budget 900 laptop', vocab)).toMatchObject({ slots: { maxPrice: 900 } });
    expect(parseMessage('budget 900 laptop', vocab)).not.toHaveProperty('slots.sort');
    expect(parseMessage('a budget laptop', vocab)).toMatchObject({
      slots: { sort: 'price_asc', nodes: [{ id: 1 }] },
    });
    // An order's word is not a place's: the phones, cheapest first.
    expect(parseMessage('budget phone', vocab)).toMatchObject({
      slots: { sort: 'price_asc', nodes: [{ id: 20 }] },
    });
  });

  it('answers bad input with an intent, never a failure', () => {
    for (const text of [
      '🙂🙂🙂',
      '?!?!',
      ['.*+?^$', '{}()|[]\\'].join(''),
      "'; drop table products; --",
      'x'.repeat(1000),
      '💻 laptop 💸',
    ]) {
      const intent = parseMessage(text, vocab);
      expect(intent.kind, text).toMatch(/^(search|unknown)$/);
    }
    expect(parseMessage('💻 laptop 💸', vocab)).toMatchObject({ slots: { nodes: [{ id: 1 }] } });
  });

  it('knows a comparison, an order, a help topic and a greeting', () => {
    expect(parseMessage('compare iPhone 16 and Galaxy S25?', vocab)).toEqual({
      kind: 'compare',
      names: ['iphone 16', 'galaxy s25'],
    });
    expect(parseMessage('Pixel 9 vs iPhone 16', vocab)).toMatchObject({ names: ['pixel 9', 'iphone 16'] });
    expect(parseMessage('ប្រៀបធៀប iPhone 16 និង Galaxy S25', vocab)).toMatchObject({ kind: 'compare' });
    expect(parseMessage('iPhone 16和Galaxy S25哪个好', vocab)).toMatchObject({
      names: ['iphone 16', 'galaxy s25'],
    });
    expect(parseMessage('where is my order #123?', vocab)).toEqual({ kind: 'order', orderId: 123 });
    expect(parseMessage('ការបញ្ជាទិញរបស់ខ្ញុំ', vocab)).toEqual({ kind: 'order' });
    expect(parseMessage('我的订单 ៤៥', vocab)).toEqual({ kind: 'order', orderId: 45 });
    expect(parseMessage('do you deliver to Siem Reap?', vocab)).toEqual({ kind: 'help', topic: 'delivery' });
    expect(parseMessage('KHQR', vocab)).toEqual({ kind: 'help', topic: 'khqr' });
    expect(parseMessage('退货怎么办', vocab)).toEqual({ kind: 'help', topic: 'returns' });
    expect(parseMessage('ជំរាបសួរ', vocab)).toEqual({ kind: 'greeting' });
  });

  it('takes a follow-up from the earlier question', () => {
    expect(parseConversation(['samsung phone under $700', 'cheaper'], vocab)).toMatchObject({
      kind: 'search',
      slots: { brand: { id: 20 }, maxPrice: 560 },
    });
    expect(parseConversation(['a laptop', 'for gaming'], vocab)).toMatchObject({
      slots: { nodes: [{ id: 1 }], need: 'gaming' },
    });
    expect(parseConversation(['a laptop', 'the cheapest'], vocab)).toMatchObject({
      slots: { nodes: [{ id: 1 }], sort: 'price_asc' },
    });
  });
});
