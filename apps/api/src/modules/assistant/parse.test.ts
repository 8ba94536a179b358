import { describe, expect, it } from 'vitest';
import type { Term, Vocabulary } from './assistant.queries';
import { normalize, parseBudget, parseConversation, parseMessage } from './parse';

const term = (id: number, slug: string, names: string[], category_id?: number): Term => ({
  id,
  slug,
  names,
  labels: { en: names[0] ?? slug },
  ...(category_id === undefined ? {} : { category_id }),
});

const vocab: Vocabulary = {
  categories: [
    term(1, 'laptops', ['laptops', 'កុំព្យូទ័រយួរដៃ', '笔记本电脑']),
    term(2, 'phones', ['phones & wearables', 'ទូរស័ព្ទ និងនាឡិកាឆ្លាតវៃ', '手机与穿戴设备']),
    term(3, 'gaming', ['gaming', 'ហ្គេម', '游戏']),
  ],
  subcategories: [
    term(10, 'gaming-laptops', ['gaming laptops', 'កុំព្យូទ័រយួរដៃលេងហ្គេម', '游戏本'], 1),
    term(11, 'laptop-adapters', ['laptop chargers', 'ឆ្នាំងសាកកុំព្យូទ័រយួរដៃ', '笔记本电源适配器'], 4),
  ],
  brands: [term(20, 'samsung', ['samsung', 'សាំសុង', '三星']), term(21, 'hp', ['hp', '惠普'])],
};

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
      slots: { category: { id: 1 }, maxPrice: 900, need: 'video' },
    });
    expect(parseMessage('laptop for gaming', vocab)).toMatchObject({
      kind: 'search',
      slots: { category: { id: 1 }, need: 'gaming' },
    });
    expect(parseMessage('gaming laptop under 1000', vocab)).toMatchObject({
      slots: { subcategory: { id: 10 } },
    });
    expect(parseMessage('laptop charger', vocab)).toMatchObject({ slots: { subcategory: { id: 11 } } });
    expect(parseMessage('ល្បប់ថបសម្រាប់សិស្ស', vocab)).toMatchObject({
      slots: { category: { id: 1 }, need: 'school' },
    });
    expect(parseMessage('三星手机', vocab)).toMatchObject({
      slots: { category: { id: 2 }, brand: { id: 20 } },
    });
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
      slots: { category: { id: 1 }, need: 'gaming' },
    });
  });
});
