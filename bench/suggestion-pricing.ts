// What pricing a page of suggestions costs on a Khmer page: `withPriceText` (every product the
// storefront prices: suggestions, compare, PC builder) against `cardProduct` (priced, plus the
// name's word runs `khmerWords` finds, for the cards that draw them). A micro loop in one process.
//
//   npx tsx bench/suggestion-pricing.ts [--rounds 2000]
import type { ProductSummary } from '@shop/contracts';
import * as money from '../apps/web/app/utils/money';

const i = process.argv.indexOf('--rounds');
const rounds = i > 0 ? Number(process.argv[i + 1]) : 2000;
// The header's suggestions: 15 products, Khmer names as the seed writes them.
const names = [
  'កាស Spigen Ultra Hybrid សម្រាប់ iPhone 16 Pro',
  'ខ្សែសាក USB-C ទៅ Lightning 1m',
  'កុំព្យូទ័រយួរដៃ ASUS Zenbook 14 OLED',
  'អេក្រង់ Dell UltraSharp 27 4K',
  'កាសស្ដាប់ Sony WH-1000XM5 ខ្មៅ',
  'ស្មាតហ្វូន Samsung Galaxy S25 Ultra',
  'ម៉ាស៊ីនបោះពុម្ព Canon PIXMA G3020',
  'កាមេរ៉ា Canon EOS R50 មាន Kit 18-45mm',
  'រ៉ោតទ័រ TP-Link Archer AX55 វ៉ាយហ្វាយ 6',
  'ឆ្នាំងសាក Anker 65W ឈុត 2',
  'ថេប្លេត iPad Air 11 M3',
  'នាឡិកាឆ្លាតវៃ Apple Watch Series 10',
  'កាតបណ្ដាញ Intel AX210 សម្រាប់កុំព្យូទ័រលើតុ',
  'ម៉ូនីទ័រ LG UltraGear 27GR75Q',
  'កណ្ដុរ Logitech MX Master 3S ប្រផេះ',
];
const products: ProductSummary[] = names.map(
  (name, id) =>
    ({
      id,
      name,
      image: null,
      price: 100 + id,
      promo_price: id % 3 ? null : 90 + id,
      variant_name: null,
    }) as unknown as ProductSummary,
);

function time(label: string, price: (p: ProductSummary) => unknown) {
  for (let r = 0; r < 200; r++) products.map(price);
  const start = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) products.map(price);
  const us = Number(process.hrtime.bigint() - start) / 1000 / rounds;
  console.log(
    `${label}: ${us.toFixed(1)} µs per ${products.length} suggestions (${(us / products.length).toFixed(2)} µs a product)`,
  );
}

time('withPriceText, kh', (p) => money.withPriceText(p, 'kh'));
time('withPriceText, en', (p) => money.withPriceText(p, 'en'));
const card = (money as Record<string, unknown>).cardProduct as
  | ((p: ProductSummary, l: 'kh') => unknown)
  | undefined;
if (card) time('cardProduct, kh', (p) => card(p, 'kh'));
