import {
  type BuildProblemCode,
  PC_BASE_DRAW_W,
  type PcPart,
  type PcPartOf,
  type PcSlot,
} from '@shop/contracts';
import { catalogueFor } from '@shop/db/seed';
import { describe, expect, it } from 'vitest';
import { checkBuild, clashes, problemsWith, psuFor, type RulePick } from './rules';

// Parts of a sound AM5 build; each test changes one fact and looks for the one rule it concerns.
const cpu = (o: Partial<PcPartOf<'cpu'>> = {}): PcPart => ({
  slot: 'cpu',
  socket: 'AM5',
  tdp_w: 120,
  igpu: true,
  ...o,
});
const board = (o: Partial<PcPartOf<'motherboard'>> = {}): PcPart => ({
  slot: 'motherboard',
  socket: 'AM5',
  memory_type: 'DDR5',
  memory_slots: 4,
  form_factor: 'ATX',
  m2_slots: 3,
  sata_ports: 4,
  ...o,
});
const memory = (o: Partial<PcPartOf<'memory'>> = {}): PcPart => ({
  slot: 'memory',
  memory_type: 'DDR5',
  modules: 2,
  so_dimm: false,
  ...o,
});
const gpu = (o: Partial<PcPartOf<'gpu'>> = {}): PcPart => ({
  slot: 'gpu',
  length_mm: 304,
  board_power_w: 250,
  recommended_psu_w: 650,
  ...o,
});
const storage = (o: Partial<PcPartOf<'storage'>> = {}): PcPart => ({ slot: 'storage', form: 'm2', ...o });
const psu = (wattage_w = 850): PcPart => ({ slot: 'psu', wattage_w });
const pcCase = (o: Partial<PcPartOf<'case'>> = {}): PcPart => ({
  slot: 'case',
  form_factors: ['ATX', 'Micro-ATX', 'Mini-ITX'],
  max_gpu_length_mm: 360,
  max_cooler_height_mm: 170,
  max_radiator_mm: 360,
  ...o,
});
const air = (o: Partial<PcPartOf<'cooler'>> = {}): PcPart => ({
  slot: 'cooler',
  sockets: ['LGA1700', 'AM5'],
  tdp_w: 220,
  kind: 'air',
  height_mm: 155,
  radiator_mm: 0,
  ...o,
});
const aio = (o: Partial<PcPartOf<'cooler'>> = {}): PcPart =>
  air({ kind: 'aio', height_mm: 0, radiator_mm: 360, tdp_w: 300, ...o });

const pick = (part: PcPart, quantity = 1, slot: PcSlot = part.slot): RulePick => ({ slot, quantity, part });
const codes = (picks: RulePick[]) => checkBuild(picks).problems.map((p) => p.code);
const only = (picks: RulePick[], code: BuildProblemCode) => {
  const found = checkBuild(picks).problems.filter((p) => p.code === code);
  expect(found, code).toHaveLength(1);
  return found[0]!;
};

describe('the PC builder rules', () => {
  it('find nothing wrong with a sound build, nor with an empty one', () => {
    const build = [cpu(), board(), memory(), gpu(), storage(), psu(), pcCase(), air()].map((p) => pick(p));
    expect(checkBuild(build).problems).toEqual([]);
    expect(checkBuild([])).toEqual({ problems: [], estimated_draw_w: 0, recommended_psu_w: 0 });
  });

  describe('socket', () => {
    it('fires when the CPU and board sockets differ, naming both', () => {
      const p = only([pick(cpu({ socket: 'AM5' })), pick(board({ socket: 'LGA1700' }))], 'socket_mismatch');
      expect(p).toEqual({
        code: 'socket_mismatch',
        severity: 'error',
        slots: ['cpu', 'motherboard'],
        params: { cpu_socket: 'AM5', board_socket: 'LGA1700' },
      });
    });
    it('does not fire on the same socket, nor with one of the two missing', () => {
      expect(codes([pick(cpu()), pick(board())])).toEqual([]);
      expect(codes([pick(cpu({ socket: 'AM4' }))])).toEqual([]);
      expect(codes([pick(board({ socket: 'AM4' }))])).toEqual([]);
    });
  });

  describe('memory', () => {
    it('type: DDR4 sticks on a DDR5 board is an error naming both types', () => {
      const p = only([pick(memory({ memory_type: 'DDR4' })), pick(board())], 'memory_type_mismatch');
      expect(p.severity).toBe('error');
      expect(p.params).toEqual({ memory_type: 'DDR4', board_memory_type: 'DDR5' });
      expect(codes([pick(memory({ memory_type: 'DDR4' })), pick(board({ memory_type: 'DDR4' }))])).toEqual(
        [],
      );
      expect(codes([pick(memory({ memory_type: 'DDR4' }))])).toEqual([]);
    });
    it('SO-DIMM (laptop) sticks do not go in a desktop board', () => {
      const p = only([pick(memory({ so_dimm: true, modules: 1 })), pick(board())], 'memory_so_dimm');
      expect(p.severity).toBe('error');
      expect(p.slots).toEqual(['memory', 'motherboard']);
      expect(codes([pick(memory({ so_dimm: false })), pick(board())])).toEqual([]);
      expect(codes([pick(memory({ so_dimm: true }))])).toEqual([]);
    });
    it('slots: kits × quantity above the board’s slots is an error; exactly as many is fine', () => {
      const p = only(
        [pick(memory({ modules: 2 }), 2), pick(board({ memory_slots: 2 }))],
        'memory_slots_exceeded',
      );
      expect(p.params).toEqual({ modules: 4, memory_slots: 2 });
      expect(codes([pick(memory({ modules: 2 }), 2), pick(board({ memory_slots: 4 }))])).toEqual([]);
      expect(codes([pick(memory({ modules: 2 }), 1), pick(board({ memory_slots: 2 }))])).toEqual([]);
      expect(codes([pick(memory({ modules: 2 }), 3), pick(board({ memory_slots: 4 }))])).toEqual([
        'memory_slots_exceeded',
      ]);
      expect(codes([pick(memory({ modules: 2 }), 4)])).toEqual([]);
    });
  });

  describe('storage', () => {
    it('NVMe drives: more than the M.2 sockets is an error, as many is fine', () => {
      const p = only([pick(storage(), 3), pick(board({ m2_slots: 2 }))], 'm2_slots_exceeded');
      expect(p).toMatchObject({
        severity: 'error',
        slots: ['storage', 'motherboard'],
        params: { drives: 3, m2_slots: 2 },
      });
      expect(codes([pick(storage(), 2), pick(board({ m2_slots: 2 }))])).toEqual([]);
      expect(codes([pick(storage(), 1), pick(board({ m2_slots: 0 }))])).toEqual(['m2_slots_exceeded']);
    });
    it('SATA drives (2.5" and 3.5"): more than the SATA ports is an error, as many is fine', () => {
      const p = only(
        [pick(storage({ form: '3.5' }), 3), pick(board({ sata_ports: 2 }))],
        'sata_ports_exceeded',
      );
      expect(p.params).toEqual({ drives: 3, sata_ports: 2 });
      expect(codes([pick(storage({ form: '2.5' }), 2), pick(board({ sata_ports: 2 }))])).toEqual([]);
      // SATA drives do not use M.2 sockets, nor NVMe drives SATA ports.
      expect(codes([pick(storage({ form: '2.5' }), 4), pick(board({ m2_slots: 0, sata_ports: 4 }))])).toEqual(
        [],
      );
      expect(codes([pick(storage({ form: 'm2' }), 2), pick(board({ m2_slots: 2, sata_ports: 0 }))])).toEqual(
        [],
      );
      expect(codes([pick(storage({ form: '3.5' }), 4)])).toEqual([]);
    });
  });

  describe('power', () => {
    it('estimates the draw as CPU TDP + card power + the base draw, and the PSU as draw × 1.3 rounded up', () => {
      const r = checkBuild([pick(cpu({ tdp_w: 120 })), pick(gpu({ board_power_w: 250 }))]);
      expect(r.estimated_draw_w).toBe(120 + 250 + PC_BASE_DRAW_W);
      expect(r.recommended_psu_w).toBe(Math.ceil(445 * 1.3));
      expect(checkBuild([pick(cpu({ tdp_w: 65 }))]).estimated_draw_w).toBe(65 + PC_BASE_DRAW_W);
      expect(checkBuild([pick(gpu({ board_power_w: 115 }))]).estimated_draw_w).toBe(115 + PC_BASE_DRAW_W);
      expect(checkBuild([pick(board()), pick(psu(550))]).estimated_draw_w).toBe(0);
      // 715 W × 1.3 is 929.5 W: the exact integer sum, not a float a hair above.
      expect(psuFor(715)).toBe(930);
      expect(psuFor(100)).toBe(130);
    });
    it('a PSU below draw × 1.3 is too weak (error); exactly draw × 1.3 is enough', () => {
      // 125 + 175 + 75 = 375 W → 487.5 → 488 W needed.
      const build = (w: number) => [
        pick(cpu({ tdp_w: 125 })),
        pick(gpu({ board_power_w: 175, recommended_psu_w: 0 })),
        pick(psu(w)),
      ];
      const p = only(build(487), 'psu_too_weak');
      expect(p).toEqual({
        code: 'psu_too_weak',
        severity: 'error',
        slots: ['psu', 'cpu', 'gpu'],
        params: { wattage_w: 487, estimated_draw_w: 375, recommended_psu_w: 488 },
      });
      expect(codes(build(488))).toEqual([]);
      expect(codes([pick(psu(100))])).toEqual([]);
      expect(only([pick(cpu({ tdp_w: 170 })), pick(psu(300))], 'psu_too_weak').slots).toEqual(['psu', 'cpu']);
    });
    it('a PSU below the card maker’s recommendation is a warning; exactly it is fine', () => {
      const p = only(
        [pick(gpu({ board_power_w: 70, recommended_psu_w: 650 })), pick(psu(550))],
        'psu_below_gpu_recommendation',
      );
      expect(p).toMatchObject({
        severity: 'warning',
        slots: ['psu', 'gpu'],
        params: { wattage_w: 550, gpu_recommended_psu_w: 650 },
      });
      expect(codes([pick(gpu({ board_power_w: 70, recommended_psu_w: 650 })), pick(psu(650))])).toEqual([]);
      expect(codes([pick(gpu({ recommended_psu_w: 1000 }))])).toEqual([]);
    });
  });

  describe('case', () => {
    it('a card longer than the case takes is an error; exactly as long fits', () => {
      const p = only(
        [pick(gpu({ length_mm: 338 })), pick(pcCase({ max_gpu_length_mm: 305 }))],
        'gpu_too_long',
      );
      expect(p).toMatchObject({
        severity: 'error',
        slots: ['gpu', 'case'],
        params: { gpu_length_mm: 338, case_max_gpu_length_mm: 305 },
      });
      expect(codes([pick(gpu({ length_mm: 305 })), pick(pcCase({ max_gpu_length_mm: 305 }))])).toEqual([]);
      expect(codes([pick(gpu({ length_mm: 999 }))])).toEqual([]);
    });
    it('a board of a form the case does not take is an error naming the forms it takes', () => {
      const p = only(
        [pick(board({ form_factor: 'ATX' })), pick(pcCase({ form_factors: ['Micro-ATX', 'Mini-ITX'] }))],
        'board_does_not_fit_case',
      );
      expect(p).toMatchObject({
        severity: 'error',
        slots: ['motherboard', 'case'],
        params: { board_form: 'ATX', case_forms: 'Micro-ATX, Mini-ITX' },
      });
      expect(
        codes([
          pick(board({ form_factor: 'Mini-ITX' })),
          pick(pcCase({ form_factors: ['Micro-ATX', 'Mini-ITX'] })),
        ]),
      ).toEqual([]);
      expect(codes([pick(pcCase({ form_factors: ['Mini-ITX'] }))])).toEqual([]);
    });
  });

  describe('cooler', () => {
    it('a cooler without a mount for the CPU’s socket is an error', () => {
      const p = only(
        [pick(cpu({ socket: 'AM4' })), pick(air({ sockets: ['LGA1700', 'AM5'] }))],
        'cooler_socket_unsupported',
      );
      expect(p).toMatchObject({
        severity: 'error',
        slots: ['cooler', 'cpu'],
        params: { cpu_socket: 'AM4', cooler_sockets: 'LGA1700, AM5' },
      });
      expect(codes([pick(cpu({ socket: 'AM5' })), pick(air({ sockets: ['AM5'] }))])).toEqual([]);
      expect(codes([pick(air({ sockets: ['AM5'] })), pick(board({ socket: 'AM4' }))])).toEqual([]);
    });
    it('a cooler rated below the CPU’s TDP is a warning; exactly the TDP is fine', () => {
      const p = only([pick(cpu({ tdp_w: 170 })), pick(air({ tdp_w: 150 }))], 'cooler_too_weak');
      expect(p).toMatchObject({ severity: 'warning', params: { cooler_tdp_w: 150, cpu_tdp_w: 170 } });
      expect(codes([pick(cpu({ tdp_w: 170 })), pick(air({ tdp_w: 170 }))])).toEqual([]);
    });
    it('an air cooler taller than the case takes is an error; exactly as tall fits; liquid coolers have no height', () => {
      const p = only(
        [pick(air({ height_mm: 160 })), pick(pcCase({ max_cooler_height_mm: 159 }))],
        'cooler_too_tall',
      );
      expect(p).toMatchObject({
        severity: 'error',
        slots: ['cooler', 'case'],
        params: { cooler_height_mm: 160, case_max_cooler_height_mm: 159 },
      });
      expect(codes([pick(air({ height_mm: 159 })), pick(pcCase({ max_cooler_height_mm: 159 }))])).toEqual([]);
      expect(codes([pick(aio()), pick(pcCase({ max_cooler_height_mm: 10 }))])).toEqual([]);
      expect(codes([pick(air({ height_mm: 200 }))])).toEqual([]);
    });
    it('a radiator longer than the case mounts is an error; exactly as long fits; air coolers have none', () => {
      const p = only(
        [pick(aio({ radiator_mm: 360 })), pick(pcCase({ max_radiator_mm: 240 }))],
        'radiator_does_not_fit',
      );
      expect(p).toMatchObject({
        severity: 'error',
        slots: ['cooler', 'case'],
        params: { radiator_mm: 360, case_max_radiator_mm: 240 },
      });
      expect(codes([pick(aio({ radiator_mm: 240 })), pick(pcCase({ max_radiator_mm: 240 }))])).toEqual([]);
      expect(codes([pick(aio({ radiator_mm: 240 })), pick(pcCase({ max_radiator_mm: 0 }))])).toEqual([
        'radiator_does_not_fit',
      ]);
      expect(codes([pick(air()), pick(pcCase({ max_radiator_mm: 0 }))])).toEqual([]);
    });
  });

  describe('graphics', () => {
    it('a CPU without integrated graphics and no card is an error; a card or an iGPU solves it', () => {
      const p = only([pick(cpu({ igpu: false }))], 'graphics_required');
      expect(p).toEqual({ code: 'graphics_required', severity: 'error', slots: ['gpu', 'cpu'], params: {} });
      expect(codes([pick(cpu({ igpu: false })), pick(gpu())])).toEqual([]);
      expect(codes([pick(cpu({ igpu: true }))])).toEqual([]);
      // No CPU picked yet: nothing to say.
      expect(codes([pick(board())])).toEqual([]);
    });
  });

  describe('wrong slot', () => {
    it('reports a part put in another slot, and leaves it out of the other rules', () => {
      const build = [pick(gpu(), 1, 'cpu'), pick(board({ socket: 'AM4' }))];
      const p = only(build, 'wrong_slot');
      expect(p).toEqual({
        code: 'wrong_slot',
        severity: 'error',
        slots: ['cpu'],
        params: { part_slot: 'gpu' },
      });
      expect(codes(build)).toEqual(['wrong_slot']);
      expect(checkBuild(build).estimated_draw_w).toBe(0);
    });
  });

  describe('a part against the build (pick lists)', () => {
    it('gives the problems a part would bring in place of its slot’s pick, only those concerning it', () => {
      const build = [
        pick(cpu({ socket: 'AM5' })),
        pick(board({ socket: 'AM5' })),
        pick(memory({ memory_type: 'DDR4' })),
      ];
      // The memory clash is not the CPU's.
      expect(problemsWith(build, pick(cpu({ socket: 'AM5' }))).map((p) => p.code)).toEqual([]);
      expect(problemsWith(build, pick(cpu({ socket: 'LGA1700' }))).map((p) => p.code)).toEqual([
        'socket_mismatch',
      ]);
    });
    it('hides a part for an error between picks, not for a warning nor for a missing card', () => {
      expect(clashes(problemsWith([pick(board())], pick(cpu({ socket: 'AM4' }))))).toBe(true);
      expect(clashes(problemsWith([], pick(cpu({ igpu: false }))))).toBe(false);
      expect(clashes(problemsWith([pick(cpu({ tdp_w: 170 }))], pick(air({ tdp_w: 100 }))))).toBe(false);
    });
  });
});

describe('the demo catalogue', () => {
  const SOCKETS = ['AM4', 'AM5', 'LGA1700', 'LGA1851'];
  const SLOTS: PcSlot[] = ['cpu', 'motherboard', 'memory', 'gpu', 'storage', 'psu', 'case', 'cooler'];

  /** The first build of all eight slots around a CPU of `socket` that the rules find nothing wrong with. */
  function soundBuild(parts: { key: string; pcPart: PcPart }[], socket: string): string[] | null {
    const of = (slot: PcSlot) => parts.filter((p) => p.pcPart.slot === slot);
    const search = (chosen: { key: string; pcPart: PcPart }[], i: number): string[] | null => {
      const picks = chosen.map((p) => pick(p.pcPart));
      if (checkBuild(picks).problems.some((p) => p.code !== 'graphics_required')) return null;
      if (i === SLOTS.length) return checkBuild(picks).problems.length ? null : chosen.map((p) => p.key);
      const options = of(SLOTS[i]!).filter((p) => i > 0 || (p.pcPart as PcPartOf<'cpu'>).socket === socket);
      for (const option of options) {
        const found = search([...chosen, option], i + 1);
        if (found) return found;
      }
      return null;
    };
    return search([], 0);
  }

  it('lets the PC shop (S007) build a sound PC on every socket', () => {
    const parts = catalogueFor('S007').products.flatMap((p) =>
      p.pcPart ? [{ key: p.key, pcPart: p.pcPart }] : [],
    );
    for (const socket of SOCKETS) expect(soundBuild(parts, socket), socket).not.toBeNull();
  });

  it('has obvious clashes among the real parts: AM5 CPU on an LGA1700 board, a card too long for a case', () => {
    const parts = catalogueFor('S007').products.flatMap((p) => (p.pcPart ? [p.pcPart] : []));
    const am5 = parts.find((p) => p.slot === 'cpu' && p.socket === 'AM5')!;
    const lga = parts.find((p) => p.slot === 'motherboard' && p.socket === 'LGA1700')!;
    expect(codes([pick(am5), pick(lga)])).toContain('socket_mismatch');
    const cases = parts.filter((p): p is PcPartOf<'case'> => p.slot === 'case');
    const cards = parts.filter((p): p is PcPartOf<'gpu'> => p.slot === 'gpu');
    const small = cases.reduce((a, b) => (a.max_gpu_length_mm <= b.max_gpu_length_mm ? a : b));
    const long = cards.reduce((a, b) => (a.length_mm >= b.length_mm ? a : b));
    expect(long.length_mm).toBeGreaterThan(small.max_gpu_length_mm);
    expect(codes([pick(long), pick(small)])).toContain('gpu_too_long');
  });
});
