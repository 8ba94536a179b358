// Each demo shop's product list: a shop-specific selection from the shared pool of model families,
// with the shop's own prices and promotions. Deterministic: the same shop always gets the same list.
import { accessories } from './products/accessories';
import { cameras } from './products/cameras';
import { componentsCore } from './products/components';
import { componentsBuild } from './products/components-build';
import { desktops } from './products/desktops';
import { gaming } from './products/gaming';
import { laptops } from './products/laptops';
import { type Draft, hash } from './products/lib';
import { networking } from './products/networking';
import { phones } from './products/phones';
import { servicesList } from './products/services';
import { smartHome } from './products/smart-home';
import { spareParts } from './products/spare-parts';
import { tablets } from './products/tablets';
import type { CategoryKey, SeedProduct, StoreCode } from './types';

/** Every product family the demo shops can sell, by category. */
export const productPool: Record<CategoryKey, Draft[]> = {
  laptops,
  desktops,
  components: [...componentsCore, ...componentsBuild],
  phones,
  tablets,
  cameras,
  'smart-home': smartHome,
  networking,
  accessories,
  'spare-parts': spareParts,
  gaming,
  services: servicesList,
};

interface ShopProfile {
  /** How many products of each category the shop lists. */
  counts: Record<CategoryKey, number>;
  /** Price level per category relative to the pool's base price. */
  priceLevel: Partial<Record<CategoryKey, number>>;
  /** Subcategories the shop stocks first. */
  focus: string[];
}

const PROFILES: Record<StoreCode, ShopProfile> = {
  // Angkor Digital: a general electronics shop, a bit of everything.
  S001: {
    counts: {
      laptops: 42,
      desktops: 24,
      components: 48,
      phones: 44,
      tablets: 20,
      cameras: 24,
      'smart-home': 24,
      networking: 22,
      accessories: 40,
      'spare-parts': 18,
      gaming: 20,
      services: 12,
    },
    priceLevel: { cameras: 0.99, laptops: 0.99 },
    focus: [
      'student-laptops',
      'business-laptops',
      'macbook-air',
      'office-pcs',
      'office-monitors',
      'mirrorless-cameras',
      'routers',
    ],
  },
  // Mekong Mobile: phones, tablets, wearables, smart home and accessories.
  S002: {
    counts: {
      laptops: 18,
      desktops: 10,
      components: 14,
      phones: 72,
      tablets: 34,
      cameras: 14,
      'smart-home': 46,
      networking: 20,
      accessories: 56,
      'spare-parts': 28,
      gaming: 12,
      services: 12,
    },
    priceLevel: {
      phones: 0.98,
      tablets: 0.98,
      'smart-home': 0.97,
      accessories: 0.97,
      laptops: 1.02,
      components: 1.04,
    },
    focus: [
      'budget-phones',
      'midrange-phones',
      'phone-screens',
      'phone-batteries',
      'security-cameras',
      'smart-plugs',
      'earbuds',
      'power-banks',
      'chargers',
      'phone-repair',
      'mesh-wifi',
      'mobile-routers',
    ],
  },
  // Khmer PC Zone: PC parts, gaming PCs and peripherals.
  S007: {
    counts: {
      laptops: 40,
      desktops: 38,
      components: 110,
      phones: 16,
      tablets: 10,
      cameras: 10,
      'smart-home': 10,
      networking: 24,
      accessories: 36,
      'spare-parts': 30,
      gaming: 48,
      services: 14,
    },
    priceLevel: {
      components: 0.97,
      desktops: 0.98,
      gaming: 0.98,
      phones: 1.03,
      tablets: 1.02,
      cameras: 1.03,
    },
    focus: [
      'gaming-laptops',
      'gaming-pcs',
      'gaming-monitors',
      'geforce-cards',
      'radeon-cards',
      'cpus',
      'motherboards',
      'laptop-parts',
      'thermal-paste',
      'pc-assembly',
      'computer-repair',
      'gaming-keyboards',
      'gaming-mice',
      'network-switches',
    ],
  },
};

const unit = (text: string): number => hash(text) / 4294967296;

/** Picks `n` drafts: one per subcategory first, then the shop's focus, then a seeded shuffle. */
function select(pool: Draft[], n: number, code: StoreCode, focus: string[]): Draft[] {
  if (pool.length < n) throw new Error(`${code}: pool of ${pool[0]?.category} has ${pool.length} < ${n}`);
  const score = (d: Draft) => unit(`${code}:pick:${d.key}`) - (focus.includes(d.subcategory) ? 0.6 : 0);
  const ranked = [...pool].sort((a, b) => score(a) - score(b));
  const chosen = new Set<Draft>();
  const seenSub = new Set<string>();
  for (const d of ranked) {
    if (!seenSub.has(d.subcategory)) {
      seenSub.add(d.subcategory);
      chosen.add(d);
    }
  }
  for (const d of ranked) {
    if (chosen.size >= n) break;
    chosen.add(d);
  }
  return pool.filter((d) => chosen.has(d));
}

/** Shop prices: $0.50 steps under $20, whole dollars under $100, then …9 dollars. */
export function roundPrice(usd: number): number {
  if (usd < 20) return Math.max(100, Math.round(usd * 2) * 50);
  if (usd < 100) {
    const d = Math.round(usd);
    return (d % 10 === 0 ? d - 1 : d) * 100;
  }
  return (Math.round(usd / 10) * 10 - 1) * 100;
}

/** A promotion 6–22% (6–13% from $500) below the price, rounded to whole dollars or .99; null if none fits. */
export function promoPrice(priceCents: number, seed: string): number | null {
  // Big-ticket items get smaller cuts, as real shops do.
  const off = priceCents >= 50000 ? 0.06 + unit(seed) * 0.07 : 0.06 + unit(seed) * 0.16;
  const target = (priceCents * (1 - off)) / 100;
  const candidates = [
    (Math.round(target / 10) * 10 - 1) * 100,
    Math.round(target) * 100,
    Math.floor(target) * 100 - 1,
    Math.floor(target) * 100,
    Math.ceil(target) * 100 - 1,
  ];
  return candidates.find((c) => c > 0 && c <= priceCents * 0.95 && c >= priceCents * 0.75) ?? null;
}

/** Share of each shop's products that is on promotion. */
const PROMO_SHARE = 0.25;

export function productsFor(code: StoreCode): SeedProduct[] {
  const profile = PROFILES[code];
  const chosen: Draft[] = [];
  for (const [category, pool] of Object.entries(productPool) as [CategoryKey, Draft[]][]) {
    chosen.push(...select(pool, profile.counts[category], code, profile.focus));
  }
  const priced = chosen.map((d) => {
    // Services keep the house price list; cheap items keep their round price.
    const level = d.category === 'services' ? 1 : (profile.priceLevel[d.category] ?? 1);
    const jitter =
      d.category === 'services' || d.price < 30 ? 1 : 1 + (unit(`${code}:price:${d.key}`) - 0.5) * 0.04;
    const priceCents = roundPrice(d.price * level * jitter);
    return { d, priceCents, promo: promoPrice(priceCents, `${code}:promo:${d.key}`) };
  });
  const wanted = Math.round(priced.length * PROMO_SHARE);
  const onPromo = new Set(
    priced
      .filter((p) => p.promo !== null)
      .sort((a, b) => unit(`${code}:sale:${a.d.key}`) - unit(`${code}:sale:${b.d.key}`))
      .slice(0, wanted)
      .map((p) => p.d.key),
  );
  return priced.map(({ d, priceCents, promo }) => ({
    key: d.key,
    category: d.category,
    subcategory: d.subcategory,
    brand: d.brand,
    unit: d.unit,
    name: d.name,
    description: d.description,
    priceCents,
    promoPriceCents: onPromo.has(d.key) ? promo : null,
    specs: d.specs,
    optionTypes: d.optionTypes,
    motif: d.motif,
    colour: d.colour,
    imageCount: 1 + (hash(`${code}:img:${d.key}`) % 3),
    ...(d.pcPart ? { pcPart: d.pcPart } : {}),
  }));
}
