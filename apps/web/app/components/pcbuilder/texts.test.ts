import {
  BUILD_PROBLEM_CODES,
  type BuildProblem,
  type BuildProblemCode,
  PC_SLOTS,
  type PcPart,
} from '@shop/contracts';
import { LOCALES, type Locale, MESSAGES, translate } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n/i18n';
import { PROBLEM_KEY, partFacts, problemText, SLOT_KEY } from './texts';

const tr =
  (locale: Locale): Translate =>
  (key, values) =>
    translate(MESSAGES[locale], key, values);

/** Params as the rules send them, for each code (every placeholder of its message). */
const PARAMS: Record<BuildProblemCode, BuildProblem['params']> = {
  socket_mismatch: { cpu_socket: 'AM5', board_socket: 'LGA1700' },
  memory_type_mismatch: { memory_type: 'DDR4', board_memory_type: 'DDR5' },
  memory_so_dimm: { memory_type: 'DDR5' },
  memory_slots_exceeded: { modules: 6, memory_slots: 4 },
  m2_slots_exceeded: { drives: 3, m2_slots: 2 },
  sata_ports_exceeded: { drives: 5, sata_ports: 4 },
  psu_too_weak: { wattage_w: 450, estimated_draw_w: 520, recommended_psu_w: 676 },
  psu_below_gpu_recommendation: { wattage_w: 650, gpu_recommended_psu_w: 750 },
  gpu_too_long: { gpu_length_mm: 340, case_max_gpu_length_mm: 320 },
  board_does_not_fit_case: { board_form: 'ATX', case_forms: 'Micro-ATX, Mini-ITX' },
  cooler_socket_unsupported: { cpu_socket: 'AM5', cooler_sockets: 'LGA1700, LGA1851' },
  cooler_too_weak: { cooler_tdp_w: 95, cpu_tdp_w: 125 },
  cooler_too_tall: { cooler_height_mm: 165, case_max_cooler_height_mm: 155 },
  radiator_does_not_fit: { radiator_mm: 360, case_max_radiator_mm: 280 },
  graphics_required: {},
  wrong_slot: { part_slot: 'gpu' },
};

const problem = (code: BuildProblemCode, params = PARAMS[code]): BuildProblem => ({
  code,
  severity: 'error',
  slots: ['cpu'],
  params,
});

describe('the builder’s words', () => {
  it.each(LOCALES)('%s words every problem code with its own message, params filled in', (locale) => {
    const t = tr(locale);
    const seen = new Set<string>();
    for (const code of BUILD_PROBLEM_CODES) {
      const key = PROBLEM_KEY[code];
      expect(translate(MESSAGES[locale], key), `${locale} ${code}`).not.toBe(key);
      const text = problemText(t, problem(code));
      expect(text, `${locale} ${code}`).not.toMatch(/[{}]/);
      expect(text).not.toBe(t('pcbuilder.problem_error'));
      seen.add(text);
      // Every param shows (memory_so_dimm's type is in its sentence already); a slot is worded.
      if (code !== 'memory_so_dimm' && code !== 'wrong_slot')
        for (const value of Object.values(PARAMS[code])) expect(text).toContain(String(value));
    }
    expect(seen.size).toBe(BUILD_PROBLEM_CODES.length);
  });

  it('Khmer and Chinese messages are translated, not English', () => {
    for (const code of BUILD_PROBLEM_CODES) {
      const en = problemText(tr('en'), problem(code));
      expect(problemText(tr('kh'), problem(code))).not.toBe(en);
      expect(problemText(tr('kh'), problem(code))).toMatch(/[\u1780-\u17FF]/);
      expect(problemText(tr('zh'), problem(code))).toMatch(/[\u4E00-\u9FFF]/);
    }
  });

  it('names the sockets of a socket mismatch in each language', () => {
    const p = problem('socket_mismatch');
    expect(problemText(tr('en'), p)).toBe(
      'The processor (socket AM5) does not fit the motherboard (socket LGA1700).',
    );
    expect(problemText(tr('kh'), p)).toContain('AM5');
    expect(problemText(tr('zh'), p)).toBe('处理器（AM5 插槽）与主板（LGA1700 插槽）不兼容。');
  });

  it('falls back to the general sentence of its severity when a param is missing', () => {
    expect(problemText(tr('en'), problem('psu_too_weak', { wattage_w: 450 }))).toBe(
      'These parts do not work together.',
    );
    expect(problemText(tr('zh'), { ...problem('gpu_too_long', {}), severity: 'warning' })).toBe(
      '这些配件可以一起使用，但效果不理想。',
    );
    // A code this page does not know yet (a newer API) is worded generally too.
    expect(
      problemText(tr('kh'), { code: 'new_rule' as BuildProblemCode, severity: 'error', params: {} }),
    ).toBe(MESSAGES.kh.pcbuilder.problem_error);
  });

  it('words a slot named in the params', () => {
    expect(problemText(tr('en'), problem('wrong_slot'))).toBe(
      'This product belongs in another slot: Graphics card.',
    );
    expect(problemText(tr('zh'), problem('wrong_slot'))).toBe('此商品属于另一个位置：显卡。');
  });

  it.each(LOCALES)('%s names every slot', (locale) => {
    const names = PC_SLOTS.map((slot) => tr(locale)(SLOT_KEY[slot]));
    expect(new Set(names).size).toBe(PC_SLOTS.length);
    for (const name of names) expect(name).not.toMatch(/^pcbuilder\./);
  });

  it('writes every slot’s key facts without a placeholder left', () => {
    const parts: PcPart[] = [
      { slot: 'cpu', socket: 'AM5', tdp_w: 65, igpu: true },
      {
        slot: 'motherboard',
        socket: 'AM5',
        memory_type: 'DDR5',
        memory_slots: 4,
        form_factor: 'ATX',
        m2_slots: 2,
        sata_ports: 4,
      },
      { slot: 'memory', memory_type: 'DDR5', modules: 2, so_dimm: false },
      { slot: 'gpu', length_mm: 300, board_power_w: 220, recommended_psu_w: 650 },
      { slot: 'storage', form: '2.5' },
      { slot: 'psu', wattage_w: 750 },
      {
        slot: 'case',
        form_factors: ['ATX', 'Micro-ATX'],
        max_gpu_length_mm: 360,
        max_cooler_height_mm: 165,
        max_radiator_mm: 360,
      },
      {
        slot: 'cooler',
        sockets: ['AM5', 'LGA1700'],
        tdp_w: 220,
        kind: 'aio',
        height_mm: 0,
        radiator_mm: 240,
      },
    ];
    for (const locale of LOCALES)
      for (const part of parts) {
        const facts = partFacts(tr(locale), part);
        expect(facts.length).toBeGreaterThan(0);
        for (const fact of facts) expect(fact, `${locale} ${part.slot}`).not.toMatch(/[{}]|pcbuilder\./);
      }
    expect(partFacts(tr('en'), parts[0]!)).toEqual(['Socket AM5', 'TDP 65 W', 'Integrated graphics']);
  });
});
