import { readFileSync } from 'node:fs';
import { englishWords } from '@shop/i18n/latin';
import { describe, expect, it } from 'vitest';
import { bannerSvg, brandLogoSvg, categorySvg, productSvg } from '../images';
import { bannersFor, brands, catalogueFor, categories, demoStores, productsFor, units } from './index';
import { productPool } from './products';
import { devicesIn } from './products/spare-parts';
import { type CategoryKey, IMAGE_MOTIFS, type Localized, type SeedProduct, type StoreCode } from './types';

const KHMER = /[\u1780-\u17FF]/;
const CJK = /[\u4E00-\u9FFF]/;
const HEX = /^#[0-9a-f]{6}$/i;
const CODES: StoreCode[] = ['S001', 'S002', 'S007'];
const ORDER: CategoryKey[] = [
  'laptops',
  'desktops',
  'components',
  'phones',
  'tablets',
  'cameras',
  'smart-home',
  'networking',
  'accessories',
  'spare-parts',
  'gaming',
  'services',
];

function expectLocalized(text: Localized, where: string) {
  expect(KHMER.test(text.kh), `${where} kh has Khmer: ${text.kh}`).toBe(true);
  expect(CJK.test(text.kh), `${where} kh has no Chinese: ${text.kh}`).toBe(false);
  expect(CJK.test(text.zh), `${where} zh has Chinese: ${text.zh}`).toBe(true);
  expect(KHMER.test(text.zh), `${where} zh has no Khmer: ${text.zh}`).toBe(false);
  expect(KHMER.test(text.en) || CJK.test(text.en), `${where} en is Latin: ${text.en}`).toBe(false);
}

/** Well-formed enough: one root <svg> with xmlns, every tag closed in order, no Khmer or Chinese. */
function expectSvg(svg: string, where: string) {
  expect(svg.startsWith('<svg'), where).toBe(true);
  expect(svg.endsWith('</svg>'), where).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
  expect(KHMER.test(svg) || CJK.test(svg), `${where} has no Khmer or Chinese text`).toBe(false);
  expect(svg).not.toMatch(/href=|url\((?!#)|NaN|undefined/);
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), `${where}: </${name}>`).toBe(name);
    else stack.push(name ?? '');
  }
  expect(stack, where).toEqual([]);
}

describe('categories, brands and units', () => {
  it('has the twelve top categories in order, each with groups of subcategories', () => {
    expect(categories.map((c) => c.key)).toEqual(ORDER);
    for (const category of categories) {
      expectLocalized(category.name, category.key);
      expect(category.colour).toMatch(HEX);
      expect(category.groups.length).toBeGreaterThanOrEqual(2);
      expect(category.groups.length).toBeLessThanOrEqual(4);
      for (const group of category.groups) {
        expectLocalized(group.name, group.key);
        expect(group.subcategories.length).toBeGreaterThanOrEqual(2);
        expect(group.subcategories.length).toBeLessThanOrEqual(6);
        for (const sub of group.subcategories) expectLocalized(sub.name, sub.key);
      }
    }
  });

  it('uses each subcategory and group key once in the whole catalogue', () => {
    const subs = categories.flatMap((c) => c.groups.flatMap((g) => g.subcategories.map((s) => s.key)));
    expect(new Set(subs).size).toBe(subs.length);
    const groups = categories.flatMap((c) => c.groups.map((g) => g.key));
    expect(new Set(groups).size).toBe(groups.length);
  });

  it('has at least 24 brands with unique keys and colours', () => {
    expect(brands.length).toBeGreaterThanOrEqual(24);
    expect(new Set(brands.map((b) => b.key)).size).toBe(brands.length);
    for (const brand of brands) {
      expect(brand.colour).toMatch(HEX);
      expect(KHMER.test(brand.name.en) || CJK.test(brand.name.en)).toBe(false);
    }
  });

  it('has the five units, translated', () => {
    expect(units.map((u) => u.key)).toEqual(['piece', 'set', 'box', 'pack', 'service']);
    for (const unit of units) expectLocalized(unit.name, unit.key);
  });
});

describe.each(CODES)('products of %s', (code) => {
  const products = productsFor(code);
  const subOf = new Map(
    categories.flatMap((c) => c.groups.flatMap((g) => g.subcategories.map((s) => [s.key, c.key]))),
  );
  const brandKeys = new Set(brands.map((b) => b.key));
  const unitKeys = new Set(units.map((u) => u.key));

  it('has at least 320 products, at least 10 in every category, with unique keys', () => {
    expect(products.length).toBeGreaterThanOrEqual(320);
    for (const key of ORDER)
      expect(products.filter((p) => p.category === key).length, key).toBeGreaterThanOrEqual(10);
    expect(new Set(products.map((p) => p.key)).size).toBe(products.length);
    for (const p of products) expect(p.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('references existing brands, units and subcategories of the right category', () => {
    for (const p of products) {
      expect(brandKeys.has(p.brand), `${p.key} brand ${p.brand}`).toBe(true);
      expect(unitKeys.has(p.unit), `${p.key} unit ${p.unit}`).toBe(true);
      expect(subOf.get(p.subcategory), `${p.key} subcategory ${p.subcategory}`).toBe(p.category);
    }
  });

  it('has prices in cents, promotions 5–25% lower on 20–30% of products', () => {
    for (const p of products) {
      expect(Number.isInteger(p.priceCents) && p.priceCents > 0, p.key).toBe(true);
      if (p.promoPriceCents !== null) {
        expect(Number.isInteger(p.promoPriceCents), p.key).toBe(true);
        expect(p.promoPriceCents, p.key).toBeLessThan(p.priceCents);
        expect(p.promoPriceCents / p.priceCents, p.key).toBeGreaterThanOrEqual(0.75);
        expect(p.promoPriceCents / p.priceCents, p.key).toBeLessThanOrEqual(0.95);
      }
    }
    const share = products.filter((p) => p.promoPriceCents !== null).length / products.length;
    expect(share).toBeGreaterThanOrEqual(0.2);
    expect(share).toBeLessThanOrEqual(0.3);
  });

  it('keeps prices realistic for Cambodia', () => {
    const within = (list: SeedProduct[], min: number, max: number) => {
      expect(list.length).toBeGreaterThan(0);
      for (const p of list) {
        expect(p.priceCents, p.key).toBeGreaterThanOrEqual(min * 100);
        expect(p.priceCents, p.key).toBeLessThanOrEqual(max * 100);
      }
    };
    const handsets = ['flagship-phones', 'midrange-phones', 'budget-phones', 'foldable-phones'];
    within(
      products.filter((p) => handsets.includes(p.subcategory)),
      90,
      1600,
    );
    within(
      products.filter((p) => p.subcategory === 'cpus'),
      60,
      650,
    );
    within(
      products.filter((p) => p.category === 'services'),
      5,
      60,
    );
    within(
      products.filter((p) => p.category === 'accessories' && / Cable\b|Cable \(/.test(p.name.en)),
      3,
      25,
    );
  });

  it('writes names and descriptions in English, Khmer and Chinese', () => {
    for (const p of products) {
      expectLocalized(p.name, `${p.key} name`);
      expectLocalized(p.description, `${p.key} description`);
      const sentences = p.description.en.split(/(?<=\.)\s+/).length;
      expect(sentences, p.key).toBeGreaterThanOrEqual(1);
      expect(sentences, p.key).toBeLessThanOrEqual(3);
    }
  });

  it('gives every product 3–8 specifications, sane options and picture data', () => {
    for (const p of products) {
      expect(p.specs.length, p.key).toBeGreaterThanOrEqual(3);
      expect(p.specs.length, p.key).toBeLessThanOrEqual(8);
      expect(new Set(p.specs.map((s) => s.key)).size, p.key).toBe(p.specs.length);
      for (const s of p.specs) expect(s.value.trim().length, `${p.key} ${s.key}`).toBeGreaterThan(0);
      for (const type of p.optionTypes) {
        expect(type.options.length, p.key).toBeGreaterThanOrEqual(1);
        expect(type.options[0]?.priceDeltaCents, p.key).toBe(0);
        expect(new Set(type.options.map((o) => o.key)).size, p.key).toBe(type.options.length);
        if (type.key === 'colour') for (const o of type.options) expectLocalized(o.name, `${p.key} ${o.key}`);
      }
      expect(IMAGE_MOTIFS).toContain(p.motif);
      expect(p.colour).toMatch(HEX);
      expect(p.imageCount).toBeGreaterThanOrEqual(1);
      expect(p.imageCount).toBeLessThanOrEqual(3);
    }
    for (const p of products.filter((x) =>
      ['flagship-phones', 'midrange-phones', 'budget-phones'].includes(x.subcategory),
    )) {
      expect(
        p.optionTypes.map((t) => t.key),
        p.key,
      ).toContain('colour');
    }
  });

  it('is deterministic', () => {
    expect(productsFor(code)).toEqual(products);
  });

  it('has three translated banners linking to promotions or a category', () => {
    const banners = bannersFor(code);
    expect(banners).toHaveLength(3);
    for (const b of banners) {
      expectLocalized(b.title, b.key);
      expectLocalized(b.subtitle, b.key);
      expect(
        b.link === '/promotions' ||
          (b.link === null && b.categoryKey !== null && ORDER.includes(b.categoryKey)),
      ).toBe(true);
      for (const c of b.colours) expect(c).toMatch(HEX);
    }
  });
});

describe('the three shops', () => {
  const lists = Object.fromEntries(CODES.map((c) => [c, productsFor(c)])) as Record<StoreCode, SeedProduct[]>;
  const count = (code: StoreCode, category: CategoryKey) =>
    lists[code].filter((p) => p.category === category).length;

  it('sell visibly different lists with their own emphasis and prices', () => {
    for (const [a, b] of [
      ['S001', 'S002'],
      ['S001', 'S007'],
      ['S002', 'S007'],
    ] as const) {
      const keysA = lists[a].map((p) => p.key).join();
      expect(keysA).not.toBe(lists[b].map((p) => p.key).join());
      const priceB = new Map(lists[b].map((p) => [p.key, p.priceCents]));
      const shared = lists[a].filter((p) => priceB.has(p.key));
      expect(
        shared.some((p) => priceB.get(p.key) !== p.priceCents),
        `${a}/${b} prices`,
      ).toBe(true);
    }
    for (const category of ['phones', 'tablets', 'smart-home', 'accessories'] as const) {
      expect(count('S002', category)).toBeGreaterThan(count('S001', category));
      expect(count('S002', category)).toBeGreaterThan(count('S007', category));
    }
    for (const category of ['components', 'desktops', 'gaming', 'spare-parts'] as const) {
      expect(count('S007', category)).toBeGreaterThan(count('S001', category));
    }
    expect(count('S007', 'components')).toBeGreaterThan(count('S002', 'components'));
  });

  it('builds a whole catalogue per shop', () => {
    for (const code of CODES) {
      const catalogue = catalogueFor(code);
      expect(catalogue.categories).toBe(categories);
      expect(catalogue.products.length).toBe(lists[code].length);
      expect(catalogue.banners).toHaveLength(3);
    }
  });

  it('configures each shop completely', () => {
    expect(demoStores.map((s) => s.code)).toEqual(CODES);
    const domains = demoStores.flatMap((s) => s.domains);
    expect(new Set(domains).size).toBe(domains.length);
    const smart = /^0(10|15|16|69|70|81|86|87|93|96|98) \d{3} \d{3,4}$/;
    const cellcard = /^0(11|12|14|17|61|76|77|78|85|89|92|95|99) \d{3} \d{3,4}$/;
    const metfone = /^0(31|60|66|67|68|71|88|90|97) \d{3} \d{3,4}$/;
    const icons = [
      'phone',
      'camera',
      'smarthome',
      'promotion',
      'pcbuilder',
      'sparepart',
      'services',
      'news',
      'help',
      'warranty',
      'tracking',
    ];
    const paths = [
      '/phone',
      '/camera',
      '/smarthome',
      '/promotions',
      '/pcbuilder',
      '/sparepart',
      '/services',
      '/news',
      '/help-center',
      '/warranty',
    ];
    for (const s of demoStores) {
      for (const text of [s.name, s.about_us, s.address, s.opening_hours, s.payment.anakut_discount_label])
        expectLocalized(text, s.code);
      expect(s.color).toMatch(HEX);
      expect(s.smart).toMatch(smart);
      expect(s.cellcard).toMatch(cellcard);
      expect(s.metfone).toMatch(metfone);
      expect(s.whatapp).toMatch(/^855\d{8,9}$/);
      expect(s.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
      expect(s.menu.length).toBeGreaterThanOrEqual(4);
      expect(s.menu.length).toBeLessThanOrEqual(6);
      expect(s.menu.filter((m) => m.class === 'text-red-600 font-semibold')).toHaveLength(1);
      for (const m of s.menu) {
        expectLocalized(m.title, `${s.code} menu ${m.to}`);
        expect(icons).toContain(m.icon);
        expect(paths).toContain(m.to);
      }
      expect(s.playstore).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=com\.\w+\.app$/);
      expect(s.appstore).toMatch(/^https:\/\/apps\.apple\.com\/app\/[a-z-]+\/id\d+$/);
      expect(s.telegram_url).toMatch(/^https:\/\/t\.me\/\w+$/);
      expect(s.payment.merchant_city).toBe('Phnom Penh');
      expect(s.payment.khqr_account).toMatch(/^[a-z_]+@[a-z]+$/);
      expect(s.footer).toBe(s.code === 'S007' ? 'workshop' : 'default');
      expectSvg(readFileSync(new URL(`../assets/logos/${s.logo}`, import.meta.url), 'utf8').trim(), s.logo);
    }
    expect(demoStores.map((s) => s.payment.methods)).toEqual([
      ['khqr', 'cod', 'bankTransfer', 'anakut', 'paypal'],
      ['khqr', 'cod', 'anakut'],
      ['khqr', 'bankTransfer', 'cod', 'paypal'],
    ]);
  });
});

describe('Khmer and Chinese texts a shopper reads', () => {
  it("leave no English word untranslated, only names (brands, models, apps, the makers' features)", () => {
    const texts: [string, Localized][] = [];
    for (const c of categories) {
      texts.push([c.key, c.name]);
      for (const g of c.groups) {
        texts.push([g.key, g.name]);
        for (const sub of g.subcategories) texts.push([sub.key, sub.name]);
      }
    }
    for (const store of demoStores) {
      texts.push([`${store.code} name`, store.name], [`${store.code} about us`, store.about_us]);
      for (const p of productsFor(store.code))
        texts.push(
          [`${store.code} ${p.key} name`, p.name],
          [`${store.code} ${p.key} description`, p.description],
        );
    }
    const left = texts.flatMap(([where, text]) =>
      (['kh', 'zh'] as const).flatMap((locale) => {
        const words = englishWords(text[locale]);
        return words.length ? [`${where} ${locale}: ${words.join(', ')} in "${text[locale]}"`] : [];
      }),
    );
    expect(left).toEqual([]);
  });
});

describe('generated pictures', () => {
  it('draws every motif as a standalone SVG in three views and as a category tile', () => {
    expect(IMAGE_MOTIFS.length).toBe(29);
    for (const motif of IMAGE_MOTIFS) {
      for (const index of [1, 2, 3]) expectSvg(productSvg(motif, '#1d4ed8', index), `${motif} ${index}`);
      expectSvg(categorySvg(motif, '#e5e7eb'), `${motif} category`);
      expectSvg(bannerSvg(['#1d4ed8', '#60a5fa'], motif), `${motif} banner`);
    }
    expect(productSvg('phone', '#047857', 1)).toContain('width="800" height="800"');
  });

  it('draws brand wordmarks, escaping text and leaving out non-Latin letters', () => {
    for (const brand of brands) expectSvg(brandLogoSvg(brand.name.en, brand.colour), brand.key);
    const tricky = brandLogoSvg('A&B <"Shop">', 'not-a-colour');
    expectSvg(tricky, 'escaped');
    expect(tricky).toContain('A&#38;B &#60;&#34;Shop&#34;&#62;');
    expectSvg(brandLogoSvg('សាំសុង 三星', '#1428a0'), 'non-Latin');
    expect(brandLogoSvg('Apple', '#111827')).toContain('width="240" height="120"');
  });
});

describe('devices spare parts fit', () => {
  it('reads makers and models from a compatibility text', () => {
    expect(devicesIn('iPhone 12, iPhone 12 Pro')).toEqual([
      { brand: 'Apple', model: 'iPhone 12' },
      { brand: 'Apple', model: 'iPhone 12 Pro' },
    ]);
    expect(devicesIn('HP 240 G8 / 250 G8 (HT03XL)')).toEqual([
      { brand: 'HP', model: '240 G8' },
      { brand: 'HP', model: '250 G8' },
    ]);
    expect(devicesIn('Dell Latitude 5420 / 5520')).toEqual([
      { brand: 'Dell', model: 'Latitude 5420' },
      { brand: 'Dell', model: 'Latitude 5520' },
    ]);
    expect(devicesIn('ASUS Vivobook, ExpertBook')).toEqual([
      { brand: 'ASUS', model: 'Vivobook' },
      { brand: 'ASUS', model: 'ExpertBook' },
    ]);
    expect(devicesIn('Galaxy A32 (SM-A325F)')).toEqual([{ brand: 'Samsung', model: 'Galaxy A32' }]);
    expect(devicesIn('CPU, GPU, consoles, laptops')).toEqual([]);
    expect(devicesIn('HP laptops')).toEqual([]);
  });

  it('gives every phone and laptop part for one device the device it fits', () => {
    const forDevices = [
      'phone-screens',
      'phone-batteries',
      'laptop-batteries',
      'laptop-keyboards',
      'replacement-fans',
    ];
    const parts = productPool['spare-parts'].filter((d) => forDevices.includes(d.subcategory));
    expect(parts.length).toBeGreaterThan(10);
    for (const part of parts) expect(part.fits?.length, part.key).toBeGreaterThan(0);
  });
});
