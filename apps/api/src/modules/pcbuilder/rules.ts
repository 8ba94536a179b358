import {
  type BuildProblem,
  type BuildProblemCode,
  PC_BASE_DRAW_W,
  PC_PSU_HEADROOM,
  type PcPart,
  type PcPartOf,
  type PcSlot,
} from '@shop/contracts';

// The PC builder's compatibility rules: pure functions of the parts' facts (`PcPart`, stored with
// each product), no database. Each rule looks at two picks and fires only when both are there; it
// reports a code, a severity and the numbers the storefront words the message with. 'error': the
// parts do not work together (the PC will not fit, boot or run); 'warning': they work, not well.

/** One pick of the build as the rules see it: the slot it was put in, how many, the part's facts. */
export interface RulePick {
  slot: PcSlot;
  quantity: number;
  part: PcPart;
}

export interface RulesResult {
  problems: BuildProblem[];
  /** CPU TDP + graphics card board power + PC_BASE_DRAW_W, W; 0 without CPU and graphics card. */
  estimated_draw_w: number;
  /** The smallest power supply the rules accept: the draw × PC_PSU_HEADROOM, rounded up, W. */
  recommended_psu_w: number;
}

/** Codes that tell of a part missing from the build, not of two picked parts that clash. */
export const MISSING_PART_CODES: readonly BuildProblemCode[] = ['graphics_required'];

/** The smallest power supply for a draw: draw × headroom, rounded up to the watt (integer maths). */
export function psuFor(drawW: number): number {
  const tenths = Math.round(PC_PSU_HEADROOM * 10);
  return Math.ceil((drawW * tenths) / 10);
}

export function checkBuild(picks: readonly RulePick[]): RulesResult {
  const problems: BuildProblem[] = [];
  const add = (
    code: BuildProblemCode,
    severity: BuildProblem['severity'],
    slots: PcSlot[],
    params: BuildProblem['params'] = {},
  ) => problems.push({ code, severity, slots, params });

  // A part put in another slot than its own is reported, and left out of every other rule.
  for (const pick of picks) {
    if (pick.part.slot !== pick.slot) add('wrong_slot', 'error', [pick.slot], { part_slot: pick.part.slot });
  }
  const of = <S extends PcSlot>(slot: S): { part: PcPartOf<S>; quantity: number } | undefined => {
    const pick = picks.find((p) => p.slot === slot && p.part.slot === slot);
    return pick ? { part: pick.part as PcPartOf<S>, quantity: pick.quantity } : undefined;
  };
  const cpu = of('cpu')?.part;
  const board = of('motherboard')?.part;
  const memory = of('memory');
  const gpu = of('gpu')?.part;
  const storage = of('storage');
  const psu = of('psu')?.part;
  const pcCase = of('case')?.part;
  const cooler = of('cooler')?.part;

  if (cpu && board && cpu.socket !== board.socket) {
    add('socket_mismatch', 'error', ['cpu', 'motherboard'], {
      cpu_socket: cpu.socket,
      board_socket: board.socket,
    });
  }

  if (memory && board) {
    const m = memory.part;
    if (m.memory_type !== board.memory_type) {
      add('memory_type_mismatch', 'error', ['memory', 'motherboard'], {
        memory_type: m.memory_type,
        board_memory_type: board.memory_type,
      });
    }
    if (m.so_dimm) add('memory_so_dimm', 'error', ['memory', 'motherboard'], { memory_type: m.memory_type });
    const sticks = m.modules * memory.quantity;
    if (sticks > board.memory_slots) {
      add('memory_slots_exceeded', 'error', ['memory', 'motherboard'], {
        modules: sticks,
        memory_slots: board.memory_slots,
      });
    }
  }

  if (storage && board) {
    const drives = storage.quantity;
    if (storage.part.form === 'm2') {
      if (drives > board.m2_slots) {
        add('m2_slots_exceeded', 'error', ['storage', 'motherboard'], { drives, m2_slots: board.m2_slots });
      }
    } else if (drives > board.sata_ports) {
      add('sata_ports_exceeded', 'error', ['storage', 'motherboard'], {
        drives,
        sata_ports: board.sata_ports,
      });
    }
  }

  const estimated = cpu || gpu ? (cpu?.tdp_w ?? 0) + (gpu?.board_power_w ?? 0) + PC_BASE_DRAW_W : 0;
  const recommended = psuFor(estimated);
  if (psu && estimated > 0 && psu.wattage_w < recommended) {
    const slots: PcSlot[] = ['psu'];
    if (cpu) slots.push('cpu');
    if (gpu) slots.push('gpu');
    add('psu_too_weak', 'error', slots, {
      wattage_w: psu.wattage_w,
      estimated_draw_w: estimated,
      recommended_psu_w: recommended,
    });
  }
  if (psu && gpu && psu.wattage_w < gpu.recommended_psu_w) {
    add('psu_below_gpu_recommendation', 'warning', ['psu', 'gpu'], {
      wattage_w: psu.wattage_w,
      gpu_recommended_psu_w: gpu.recommended_psu_w,
    });
  }

  if (gpu && pcCase && gpu.length_mm > pcCase.max_gpu_length_mm) {
    add('gpu_too_long', 'error', ['gpu', 'case'], {
      gpu_length_mm: gpu.length_mm,
      case_max_gpu_length_mm: pcCase.max_gpu_length_mm,
    });
  }
  if (board && pcCase && !pcCase.form_factors.includes(board.form_factor)) {
    add('board_does_not_fit_case', 'error', ['motherboard', 'case'], {
      board_form: board.form_factor,
      case_forms: pcCase.form_factors.join(', '),
    });
  }

  if (cooler && cpu) {
    if (!cooler.sockets.includes(cpu.socket)) {
      add('cooler_socket_unsupported', 'error', ['cooler', 'cpu'], {
        cpu_socket: cpu.socket,
        cooler_sockets: cooler.sockets.join(', '),
      });
    }
    if (cooler.tdp_w < cpu.tdp_w) {
      add('cooler_too_weak', 'warning', ['cooler', 'cpu'], {
        cooler_tdp_w: cooler.tdp_w,
        cpu_tdp_w: cpu.tdp_w,
      });
    }
  }
  if (cooler && pcCase) {
    if (cooler.kind === 'air' && cooler.height_mm > pcCase.max_cooler_height_mm) {
      add('cooler_too_tall', 'error', ['cooler', 'case'], {
        cooler_height_mm: cooler.height_mm,
        case_max_cooler_height_mm: pcCase.max_cooler_height_mm,
      });
    }
    if (cooler.kind === 'aio' && cooler.radiator_mm > pcCase.max_radiator_mm) {
      add('radiator_does_not_fit', 'error', ['cooler', 'case'], {
        radiator_mm: cooler.radiator_mm,
        case_max_radiator_mm: pcCase.max_radiator_mm,
      });
    }
  }

  // Without integrated graphics and without a card the PC shows no picture: it does not work.
  if (cpu && !cpu.igpu && !gpu) add('graphics_required', 'error', ['gpu', 'cpu']);

  return { problems, estimated_draw_w: estimated, recommended_psu_w: recommended };
}

/**
 * The problems a part would bring to the build in place of its slot's pick (`quantity` of it, 1 for
 * a new pick): the build's problems that concern that slot.
 */
export function problemsWith(
  picks: readonly RulePick[],
  candidate: { slot: PcSlot; quantity: number; part: PcPart },
): BuildProblem[] {
  const build = [...picks.filter((p) => p.slot !== candidate.slot), candidate];
  return checkBuild(build).problems.filter((p) => p.slots.includes(candidate.slot));
}

/** Whether a pick list leaves the part out as not fitting: an error between it and another pick. */
export function clashes(problems: readonly BuildProblem[]): boolean {
  return problems.some((p) => p.severity === 'error' && !MISSING_PART_CODES.includes(p.code));
}
