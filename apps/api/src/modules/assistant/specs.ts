import type { Sort } from './keywords';

// Orders by a specification ("best camera", "biggest battery", "lightest"): the value of a
// product's specification as one comparable number, read from the English value the shop wrote
// ("50 MP + 12 MP", "5,000 mAh", "80 Wh", "1.2 kg", "512GB").

export type SpecSort = Exclude<Sort, 'price_asc' | 'price_desc'>;

export const isSpecSort = (sort: string | undefined): sort is SpecSort =>
  sort === 'camera' || sort === 'battery' || sort === 'weight' || sort === 'storage' || sort === 'ram';

/** A specification's value as a number in a unit (values of different units are not compared). */
export interface SpecValue {
  value: number;
  unit: string;
}

/** The specification key each order reads, and whether more is better. */
export const SPEC_SORT: Record<SpecSort, { key: string; more: boolean }> = {
  camera: { key: 'camera', more: true },
  battery: { key: 'battery', more: true },
  weight: { key: 'weight', more: false },
  storage: { key: 'storage', more: true },
  ram: { key: 'ram', more: true },
};

const figures = (text: string, unit: string) =>
  [
    ...text.replace(/(\d),(\d{3})/g, '$1$2').matchAll(new RegExp(`(\\d+(?:\\.\\d+)?)\\s*(${unit})\\b`, 'gi')),
  ].map((m) => ({ value: Number(m[1]), unit: (m[2] ?? '').toLowerCase() }));

const largest = (list: SpecValue[]) =>
  list.reduce<SpecValue | null>((a, b) => (a && a.value >= b.value ? a : b), null);

/** Watt-hours as milliampere-hours at a lithium cell's 3.85 V, to compare with phones' mAh. */
const WH_AS_MAH = 1000 / 3.85;

/**
 * The value an order compares of a product's facts, or null when it has none: the main (largest)
 * camera in MP; the battery's capacity in mAh (Wh converted), else its life in hours ("up to 30
 * hours", "14 days"); the weight in grams; storage and memory in GB.
 */
export function specValue(sort: SpecSort, facts: Record<string, string>): SpecValue | null {
  switch (sort) {
    case 'camera':
      return largest(figures(facts.camera ?? '', 'MP'));
    case 'battery': {
      const text = facts.battery ?? '';
      const capacity = figures(`${text} ${/mAh|Wh/i.test(text) ? '' : (facts.capacity ?? '')}`, 'mAh|Wh').map(
        (v) => (v.unit === 'wh' ? { value: v.value * WH_AS_MAH, unit: 'mah' } : v),
      );
      if (capacity.length) return largest(capacity);
      const life = figures(text, 'hours?|days?').map((v) =>
        v.unit.startsWith('day') ? { value: v.value * 24, unit: 'h' } : { value: v.value, unit: 'h' },
      );
      return largest(life);
    }
    case 'weight': {
      const found = figures(facts.weight ?? '', 'kg|g')[0];
      if (!found) return null;
      return { value: found.unit === 'kg' ? found.value * 1000 : found.value, unit: 'g' };
    }
    case 'storage':
    case 'ram': {
      const sizes = figures(facts[sort] ?? '', 'TB|GB').map((v) => ({
        value: v.unit === 'tb' ? v.value * 1024 : v.value,
        unit: 'gb',
      }));
      return largest(sizes);
    }
  }
}

/**
 * Products ordered by a specification, best first, leaving out those without the value; when
 * their values come in several units (a battery in mAh or in hours), only the most common unit.
 */
export function bySpec<T>(sort: SpecSort, list: T[], factsOf: (item: T) => Record<string, string>): T[] {
  const valued = list.flatMap((item, i) => {
    const v = specValue(sort, factsOf(item));
    return v ? [{ item, i, ...v }] : [];
  });
  const counts = new Map<string, number>();
  for (const v of valued) counts.set(v.unit, (counts.get(v.unit) ?? 0) + 1);
  const unit = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const sign = SPEC_SORT[sort].more ? -1 : 1;
  return valued
    .filter((v) => v.unit === unit)
    .sort((a, b) => sign * (a.value - b.value) || a.i - b.i)
    .map((v) => v.item);
}
