import { describe, expect, it } from 'vitest';
import { bySpec, specValue } from './specs';

describe('specValue', () => {
  it.each([
    ['camera', { camera: '200 MP + 50 MP + 50 MP + 10 MP' }, { value: 200, unit: 'mp' }],
    ['camera', { camera: '50 MP + 12 MP' }, { value: 50, unit: 'mp' }],
    ['camera', { camera: '24.2 MP' }, { value: 24.2, unit: 'mp' }],
    ['battery', { battery: '5,000 mAh' }, { value: 5000, unit: 'mah' }],
    ['battery', { battery: 'up to 30 hours with case' }, { value: 30, unit: 'h' }],
    ['battery', { battery: 'up to 14 days' }, { value: 336, unit: 'h' }],
    ['battery', { capacity: '10,000 mAh' }, { value: 10000, unit: 'mah' }],
    ['weight', { weight: '1.24 kg' }, { value: 1240, unit: 'g' }],
    ['weight', { weight: '99 g' }, { value: 99, unit: 'g' }],
    ['storage', { storage: '1TB' }, { value: 1024, unit: 'gb' }],
    ['ram', { ram: '16GB' }, { value: 16, unit: 'gb' }],
  ] as const)('%s of %j', (sort, facts, value) => {
    expect(specValue(sort, facts)).toEqual(value);
  });

  it('converts watt-hours to compare with milliampere-hours', () => {
    expect(specValue('battery', { battery: '80 Wh' })?.value).toBeCloseTo(20_779, 0);
  });

  it('has no value for what states none', () => {
    expect(specValue('camera', {})).toBeNull();
    expect(specValue('battery', { battery: 'Li-ion rechargeable' })).toBeNull();
    expect(specValue('weight', { weight: 'light' })).toBeNull();
  });
});

describe('bySpec', () => {
  it('orders best first, leaving out what has no value or another unit', () => {
    const list: { id: number; facts: Record<string, string> }[] = [
      { id: 1, facts: { battery: '4,000 mAh' } },
      { id: 2, facts: { battery: 'up to 30 hours' } },
      { id: 3, facts: { battery: '6,000 mAh' } },
      { id: 4, facts: {} },
      { id: 5, facts: { battery: '5,000 mAh' } },
    ];
    expect(bySpec('battery', list, (p) => p.facts).map((p) => p.id)).toEqual([3, 5, 1]);
    const weights = [{ weight: '1.5 kg' }, { weight: '900 g' }, { weight: '1.2 kg' }];
    expect(bySpec('weight', weights, (p) => p).map((p) => p.weight)).toEqual(['900 g', '1.2 kg', '1.5 kg']);
  });
});
