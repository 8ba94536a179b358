import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { catalogueFor, demoStores } from './catalogue/index';
import type { Localized, SeedCatalogue, SeedProduct, SeedStore } from './catalogue/types';
import { type SeedDeps, seedStore } from './store';

// A large catalogue for the scale benchmarks: one shop with `count` products whose names, in three
// languages, are the demo models crossed with editions, colours and batch numbers, so that search
// terms hit realistic numbers of rows.

const EDITIONS: Localized[] = [
  { en: 'Standard', kh: 'ស្តង់ដារ', zh: '标准版' },
  { en: 'Pro', kh: 'ប្រូ', zh: '专业版' },
  { en: 'Lite', kh: 'ឡាយ', zh: '轻薄版' },
  { en: 'Plus', kh: 'ផ្លាស', zh: '增强版' },
  { en: 'Max', kh: 'ម៉ាក់', zh: '旗舰版' },
  { en: 'Gaming', kh: 'ហ្គេម', zh: '电竞版' },
  { en: 'Office', kh: 'ការិយាល័យ', zh: '办公版' },
  { en: 'Student', kh: 'សិស្ស', zh: '学生版' },
];
const COLOURS: Localized[] = [
  { en: 'Black', kh: 'ខ្មៅ', zh: '黑色' },
  { en: 'White', kh: 'ស', zh: '白色' },
  { en: 'Silver', kh: 'ប្រាក់', zh: '银色' },
  { en: 'Blue', kh: 'ខៀវ', zh: '蓝色' },
  { en: 'Red', kh: 'ក្រហម', zh: '红色' },
  { en: 'Green', kh: 'បៃតង', zh: '绿色' },
  { en: 'Gold', kh: 'មាស', zh: '金色' },
  { en: 'Grey', kh: 'ប្រផេះ', zh: '灰色' },
];

function join(a: Localized, b: Localized, c: Localized, batch: string): Localized {
  return {
    en: `${a.en} ${b.en} ${c.en} ${batch}`,
    kh: `${a.kh} ${b.kh} ${c.kh} ${batch}`,
    zh: `${a.zh} ${b.zh}${c.zh} ${batch}`,
  };
}

export function largeCatalogue(count: number): SeedCatalogue {
  const base = catalogueFor('S001');
  const products: SeedProduct[] = [];
  for (let i = 0; i < count; i++) {
    const model = base.products[i % base.products.length]!;
    // Editions and colours change from one product to the next, as a shop's new arrivals mix
    // them (a hash of the index: fixed, evenly spread, unrelated to the model). Blocks of
    // thousands of consecutive products in one colour would put each colour word in old
    // products only, which no real catalogue does.
    const mix = Math.imul(i + 1, 0x9e3779b1) >>> 0;
    const edition = EDITIONS[(mix >>> 8) % EDITIONS.length]!;
    const colour = COLOURS[(mix >>> 16) % COLOURS.length]!;
    const batch = `B${(i % 9973).toString().padStart(4, '0')}`;
    products.push({
      ...model,
      key: `${model.key}-${i}`,
      name: join(model.name, edition, colour, batch),
      // Prices vary a little around the model's, promotions on about a quarter.
      priceCents: model.priceCents + (i % 50) * 100,
      promoPriceCents: i % 4 === 0 ? Math.round((model.priceCents + (i % 50) * 100) * 0.9) : null,
      specs: model.specs.slice(0, 4),
      optionTypes: i % 10 === 0 ? model.optionTypes : [],
      imageCount: 1,
    });
  }
  return { ...base, products, banners: base.banners };
}

/** Creates (once) a shop `code` answering to `domain` with `count` generated products. */
export async function seedLargeStore(
  db: Database,
  deps: SeedDeps,
  options: { code: string; domain: string; count: number },
): Promise<boolean> {
  const existing = await db.execute(sql`select 1 from stores where code = ${options.code}`);
  if ((existing as unknown as { rows: unknown[] }).rows.length) return false;
  const template = demoStores.find((s) => s.code === 'S001')!;
  const store = {
    ...template,
    code: options.code,
    domains: [options.domain],
    name: { en: 'Big Catalogue', kh: 'កាតាឡុកធំ', zh: '大目录' },
  } as unknown as SeedStore;
  const passwordHash = await deps.hashPassword(`unused-${Date.now()}`);
  await db.transaction(async (tx) => {
    await seedStore(tx as unknown as Database, store, largeCatalogue(options.count), passwordHash);
  });
  // Fresh rows are not in the visibility map yet: index-only scans would still read the table.
  await db.execute(sql`vacuum analyze`);
  return true;
}
