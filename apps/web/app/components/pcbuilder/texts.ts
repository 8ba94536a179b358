import {
  type BuildProblem,
  type BuildProblemCode,
  PC_SLOTS,
  type PcPart,
  type PcSlot,
} from '@shop/contracts';
import type { MessageKey } from '@shop/i18n';
import type { Translate } from '../../i18n/i18n';

// The builder's texts: a slot's name, a problem the API reported (by its code and params) and a
// part's key facts, in the page's language. No server code: the page words them as it renders.

export const SLOT_KEY: Record<PcSlot, MessageKey> = {
  cpu: 'pcbuilder.slot_cpu',
  motherboard: 'pcbuilder.slot_motherboard',
  memory: 'pcbuilder.slot_memory',
  gpu: 'pcbuilder.slot_gpu',
  storage: 'pcbuilder.slot_storage',
  psu: 'pcbuilder.slot_psu',
  case: 'pcbuilder.slot_case',
  cooler: 'pcbuilder.slot_cooler',
};

/** The message of each problem code (the record makes a code without one a type error). */
export const PROBLEM_KEY: Record<BuildProblemCode, MessageKey> = {
  socket_mismatch: 'pcbuilder.problem_socket_mismatch',
  memory_type_mismatch: 'pcbuilder.problem_memory_type_mismatch',
  memory_so_dimm: 'pcbuilder.problem_memory_so_dimm',
  memory_slots_exceeded: 'pcbuilder.problem_memory_slots_exceeded',
  m2_slots_exceeded: 'pcbuilder.problem_m2_slots_exceeded',
  sata_ports_exceeded: 'pcbuilder.problem_sata_ports_exceeded',
  psu_too_weak: 'pcbuilder.problem_psu_too_weak',
  psu_below_gpu_recommendation: 'pcbuilder.problem_psu_below_gpu_recommendation',
  gpu_too_long: 'pcbuilder.problem_gpu_too_long',
  board_does_not_fit_case: 'pcbuilder.problem_board_does_not_fit_case',
  cooler_socket_unsupported: 'pcbuilder.problem_cooler_socket_unsupported',
  cooler_too_weak: 'pcbuilder.problem_cooler_too_weak',
  cooler_too_tall: 'pcbuilder.problem_cooler_too_tall',
  radiator_does_not_fit: 'pcbuilder.problem_radiator_does_not_fit',
  graphics_required: 'pcbuilder.problem_graphics_required',
  wrong_slot: 'pcbuilder.problem_wrong_slot',
};

const isSlot = (value: unknown): value is PcSlot => (PC_SLOTS as readonly unknown[]).includes(value);

/**
 * A problem in the page's language. A param naming a slot is worded too; a message whose params
 * the API did not send (a rule changed before its words) falls back to the general sentence of
 * its severity rather than show a `{placeholder}`.
 */
export function problemText(
  t: Translate,
  problem: Pick<BuildProblem, 'code' | 'severity' | 'params'>,
): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(problem.params))
    values[name] = isSlot(value) && (name === 'slot' || name.endsWith('_slot')) ? t(SLOT_KEY[value]) : value;
  const key = PROBLEM_KEY[problem.code as BuildProblemCode];
  const text = key ? t(key, values) : '';
  if (!key || /\{\w+\}/.test(text))
    return t(problem.severity === 'error' ? 'pcbuilder.problem_error' : 'pcbuilder.problem_warning');
  return text;
}

/** A part's key facts, short, for the pick list and the picked slot. */
export function partFacts(t: Translate, part: PcPart): string[] {
  switch (part.slot) {
    case 'cpu':
      return [
        t('pcbuilder.fact_socket', { socket: part.socket }),
        t('pcbuilder.fact_tdp', { watts: part.tdp_w }),
        ...(part.igpu ? [t('pcbuilder.fact_igpu')] : []),
      ];
    case 'motherboard':
      return [
        t('pcbuilder.fact_socket', { socket: part.socket }),
        part.form_factor,
        part.memory_type,
        t('pcbuilder.fact_memorySlots', { count: part.memory_slots }),
        t('pcbuilder.fact_m2', { count: part.m2_slots }),
        t('pcbuilder.fact_sata', { count: part.sata_ports }),
      ];
    case 'memory':
      return [
        part.memory_type,
        t('pcbuilder.fact_modules', { count: part.modules }),
        ...(part.so_dimm ? [t('pcbuilder.fact_soDimm')] : []),
      ];
    case 'gpu':
      return [
        t('pcbuilder.fact_length', { mm: part.length_mm }),
        t('pcbuilder.fact_boardPower', { watts: part.board_power_w }),
        t('pcbuilder.fact_recommendedPsu', { watts: part.recommended_psu_w }),
      ];
    case 'storage':
      return [
        part.form === 'm2'
          ? t('pcbuilder.fact_m2Drive')
          : t('pcbuilder.fact_sataDrive', { inches: part.form }),
      ];
    case 'psu':
      return [t('pcbuilder.fact_wattage', { watts: part.wattage_w })];
    case 'case':
      return [
        part.form_factors.join(' / '),
        t('pcbuilder.fact_gpuMax', { mm: part.max_gpu_length_mm }),
        t('pcbuilder.fact_coolerMax', { mm: part.max_cooler_height_mm }),
        ...(part.max_radiator_mm > 0 ? [t('pcbuilder.fact_radiatorMax', { mm: part.max_radiator_mm })] : []),
      ];
    case 'cooler':
      return [
        part.kind === 'air'
          ? t('pcbuilder.fact_airCooler', { mm: part.height_mm })
          : t('pcbuilder.fact_liquidCooler', { mm: part.radiator_mm }),
        t('pcbuilder.fact_coolerTdp', { watts: part.tdp_w }),
        part.sockets.join(', '),
      ];
  }
}
