import { PcPartSchema, type PcSlot } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { productsFor } from './index';
import { productPool } from './products';
import type { StoreCode } from './types';

/** The builder slot of each components subcategory; cooling holds coolers (slot) and case fans (none). */
const SLOT_OF: Record<string, PcSlot> = {
  cpus: 'cpu',
  motherboards: 'motherboard',
  ram: 'memory',
  ssd: 'storage',
  hdd: 'storage',
  'power-supplies': 'psu',
  'pc-cases': 'case',
  cooling: 'cooler',
  'geforce-cards': 'gpu',
  'radeon-cards': 'gpu',
};

describe('PC builder facts of the demo catalogue', () => {
  it('gives every part of a builder slot valid facts of its slot, and nothing else any', () => {
    for (const [category, pool] of Object.entries(productPool)) {
      for (const d of pool) {
        const slot = category === 'components' ? SLOT_OF[d.subcategory] : undefined;
        const fan = d.subcategory === 'cooling' && d.unit === 'pack';
        if (!slot || fan) {
          expect(d.pcPart, `${d.key} has no builder facts`).toBeUndefined();
          continue;
        }
        const parsed = PcPartSchema.safeParse(d.pcPart);
        expect(parsed.success, `${d.key}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
        expect(parsed.data?.slot, d.key).toBe(slot);
      }
    }
  });

  it('keeps the facts in each shop’s products (what the seed writes to products.pc_part)', () => {
    for (const code of ['S001', 'S002', 'S007'] as StoreCode[]) {
      const parts = productsFor(code).filter((p) => p.pcPart);
      expect(parts.length, code).toBeGreaterThan(code === 'S002' ? 5 : 40);
      for (const p of parts) expect(PcPartSchema.safeParse(p.pcPart).success, p.key).toBe(true);
    }
  });

  it('matches the facts to the human-readable specs (socket, memory type, wattage)', () => {
    for (const d of productPool.components) {
      const spec = (key: string) => d.specs.find((s) => s.key === key)?.value;
      const part = d.pcPart;
      if (part?.slot === 'cpu' || part?.slot === 'motherboard') expect(part.socket).toBe(spec('cpu_socket'));
      if (part?.slot === 'motherboard' || part?.slot === 'memory')
        expect(part.memory_type).toBe(spec('ram_type'));
      if (part?.slot === 'psu') expect(`${part.wattage_w} W`).toBe(spec('wattage'));
      if (part?.slot === 'cpu') expect(`${part.tdp_w} W TDP`).toBe(spec('wattage'));
    }
  });
});
