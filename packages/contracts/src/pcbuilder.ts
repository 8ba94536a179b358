import { z } from 'zod';
import { ProductSummarySchema } from './catalogue';
import { paginated } from './common';

/**
 * The PC builder: eight slots, each filled from the shop's catalogue, and the compatibility rules
 * that check a build. A part's machine-readable facts (`PcPart`) are stored with the product
 * (`products.pc_part`, migration 0013); the human-readable specifications stay in product_specs.
 * The rules themselves live in the API (modules/pcbuilder/rules.ts); the storefront shows the
 * problems they report, by code, in the page's language.
 */

export const PC_SLOTS = ['cpu', 'motherboard', 'memory', 'gpu', 'storage', 'psu', 'case', 'cooler'] as const;
export type PcSlot = (typeof PC_SLOTS)[number];
export const PcSlotSchema = z.enum(PC_SLOTS);

/** Slots that take more than one of a part (memory kits, drives); the others take exactly one. */
export const PC_MULTI_SLOTS = ['memory', 'storage'] as const satisfies readonly PcSlot[];
/** Most of one part a multi slot takes. */
export const PC_MAX_QUANTITY = 4;

export const MOTHERBOARD_FORMS = ['ATX', 'Micro-ATX', 'Mini-ITX'] as const;
export const MEMORY_TYPES = ['DDR4', 'DDR5'] as const;

/** Power the rest of a PC draws besides CPU and graphics card (board, memory, drives, fans), W. */
export const PC_BASE_DRAW_W = 75;
/** The power supply must give the estimated draw times this (headroom for peaks and ageing). */
export const PC_PSU_HEADROOM = 1.3;

const Watts = z.number().int().min(0).max(5000);
const Mm = z.number().int().min(0).max(1000);

/** What the rules need to know about one part, by slot. */
export const PcPartSchema = z.discriminatedUnion('slot', [
  z.object({
    slot: z.literal('cpu'),
    socket: z.string().min(1),
    /** Thermal design power, W: the CPU's share of the power estimate and what a cooler must carry. */
    tdp_w: Watts,
    /** Integrated graphics: without them the build needs a graphics card. */
    igpu: z.boolean(),
  }),
  z.object({
    slot: z.literal('motherboard'),
    socket: z.string().min(1),
    memory_type: z.enum(MEMORY_TYPES),
    memory_slots: z.number().int().min(1).max(8),
    form_factor: z.enum(MOTHERBOARD_FORMS),
    /** M.2 sockets for NVMe drives. */
    m2_slots: z.number().int().min(0).max(8),
    /** SATA ports for 2.5" and 3.5" drives. */
    sata_ports: z.number().int().min(0).max(12),
  }),
  z.object({
    slot: z.literal('memory'),
    memory_type: z.enum(MEMORY_TYPES),
    /** Sticks in one kit (2 for "2x16GB"). */
    modules: z.number().int().min(1).max(8),
    /** SO-DIMM (laptop) sticks do not fit a desktop motherboard. */
    so_dimm: z.boolean(),
  }),
  z.object({
    slot: z.literal('gpu'),
    length_mm: Mm,
    board_power_w: Watts,
    /** The maker's recommended power supply, W. */
    recommended_psu_w: Watts,
  }),
  z.object({
    slot: z.literal('storage'),
    /** 'm2' takes an M.2 socket; '2.5' and '3.5' take a SATA port. */
    form: z.enum(['m2', '2.5', '3.5']),
  }),
  z.object({ slot: z.literal('psu'), wattage_w: Watts }),
  z.object({
    slot: z.literal('case'),
    /** Motherboard forms the case takes. */
    form_factors: z.array(z.enum(MOTHERBOARD_FORMS)).min(1),
    max_gpu_length_mm: Mm,
    /** Tallest air cooler that fits, mm. */
    max_cooler_height_mm: Mm,
    /** Longest radiator it mounts, mm (0: none). */
    max_radiator_mm: Mm,
  }),
  z.object({
    slot: z.literal('cooler'),
    sockets: z.array(z.string().min(1)).min(1),
    /** Heat it is rated to carry away, W. */
    tdp_w: Watts,
    kind: z.enum(['air', 'aio']),
    /** Air coolers: height, mm (0 for liquid). */
    height_mm: Mm,
    /** Liquid coolers: radiator length, mm (0 for air). */
    radiator_mm: Mm,
  }),
]);
export type PcPart = z.infer<typeof PcPartSchema>;
export type PcPartOf<S extends PcSlot> = Extract<PcPart, { slot: S }>;

/** One pick of a build: a product in a slot, with how many (1 except memory and storage). */
export const BuildItemSchema = z.object({
  slot: PcSlotSchema,
  product_id: z.coerce.number().int().positive(),
  quantity: z.coerce.number().int().min(1).max(PC_MAX_QUANTITY).default(1),
});
export type BuildItem = z.infer<typeof BuildItemSchema>;

/** `POST /api/pcbuilder/check` takes a build: at most one item per slot. */
export const BuildSchema = z.object({
  items: z
    .array(BuildItemSchema)
    .max(PC_SLOTS.length)
    .refine((items) => new Set(items.map((i) => i.slot)).size === items.length, {
      message: 'each slot at most once',
    }),
});
export type Build = z.infer<typeof BuildSchema>;

/** Codes of the rules; the storefront words each in the page's language from its params. */
export const BUILD_PROBLEM_CODES = [
  'socket_mismatch',
  'memory_type_mismatch',
  'memory_so_dimm',
  'memory_slots_exceeded',
  'm2_slots_exceeded',
  'sata_ports_exceeded',
  'psu_too_weak',
  'psu_below_gpu_recommendation',
  'gpu_too_long',
  'board_does_not_fit_case',
  'cooler_socket_unsupported',
  'cooler_too_weak',
  'cooler_too_tall',
  'radiator_does_not_fit',
  'graphics_required',
  'wrong_slot',
] as const;
export type BuildProblemCode = (typeof BUILD_PROBLEM_CODES)[number];

export const BuildProblemSchema = z.object({
  code: z.enum(BUILD_PROBLEM_CODES),
  /** 'error': the parts do not work together; 'warning': they work, but not well. */
  severity: z.enum(['error', 'warning']),
  /** The slots it concerns; the storefront shows the message next to each. */
  slots: z.array(PcSlotSchema).min(1),
  /** Numbers and names the message needs: { cpu_socket: 'AM5', board_socket: 'LGA1700' } etc. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type BuildProblem = z.infer<typeof BuildProblemSchema>;

/** A build's picks as the catalogue prices them, and what the rules found. */
export const BuildCheckSchema = z.object({
  items: z.array(
    BuildItemSchema.extend({
      product: ProductSummarySchema,
      part: PcPartSchema,
      /** quantity × the price paid (promo price when there is one), USD. */
      line_total: z.number(),
    }),
  ),
  problems: z.array(BuildProblemSchema),
  /** No 'error' problem (warnings allowed). */
  compatible: z.boolean(),
  /** Estimated power draw, W (0 without CPU and graphics card). */
  estimated_draw_w: z.number().int(),
  /** The smallest power supply the rules accept for it, W. */
  recommended_psu_w: z.number().int(),
  total: z.number(),
  /** `total` in riel at the shop's rate, whole riel. */
  total_khr: z.number().int(),
});
export type BuildCheck = z.infer<typeof BuildCheckSchema>;

/**
 * A build in a URL (the shareable link, and the storefront's GET forms): one parameter per slot
 * holding the product id, and `<slot>_qty` for a quantity above 1 (`?cpu=12&memory=55&memory_qty=2`).
 * Anything unreadable is left out, so an old or hand-edited link still opens.
 */
export function buildFromQuery(params: URLSearchParams): BuildItem[] {
  const items: BuildItem[] = [];
  for (const slot of PC_SLOTS) {
    const parsed = BuildItemSchema.safeParse({
      slot,
      product_id: params.get(slot) ?? undefined,
      quantity: params.get(`${slot}_qty`) ?? undefined,
    });
    if (parsed.success) {
      const multi = (PC_MULTI_SLOTS as readonly PcSlot[]).includes(slot);
      items.push(multi ? parsed.data : { ...parsed.data, quantity: 1 });
    }
  }
  return items;
}

/** The parameters of `buildFromQuery`, slots in builder order, for links and the API's GET calls. */
export function buildToQuery(items: readonly BuildItem[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const slot of PC_SLOTS) {
    const item = items.find((i) => i.slot === slot);
    if (!item) continue;
    params.set(slot, String(item.product_id));
    if (item.quantity > 1) params.set(`${slot}_qty`, String(item.quantity));
  }
  return params;
}

/** Parts per page of a pick list. */
export const PC_PARTS_PER_PAGE = 24;

/**
 * `GET /api/pcbuilder/parts?slot=&q=&brand_id=&compatible=&sort=&page=` plus the current build in
 * `buildFromQuery`'s parameters: the shop's parts for one slot, each with the problems it would
 * bring to the build (the slot's current pick is replaced by it). `compatible=1` (the default)
 * leaves out parts with an 'error' problem.
 */
export const PartsQuerySchema = z.object({
  slot: PcSlotSchema,
  q: z.string().trim().max(100).default(''),
  brand_id: z.coerce.number().int().positive().optional(),
  compatible: z
    .enum(['0', '1'])
    .default('1')
    .transform((v) => v === '1'),
  sort: z.enum(['price_asc', 'price_desc', 'name']).default('price_asc'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type PartsQuery = z.infer<typeof PartsQuerySchema>;

export const PartOptionSchema = z.object({
  product: ProductSummarySchema,
  part: PcPartSchema,
  problems: z.array(BuildProblemSchema),
});
export type PartOption = z.infer<typeof PartOptionSchema>;

export const PartsPageSchema = paginated(PartOptionSchema).extend({
  /** Brands with parts in this slot, for the filter. */
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Parts of the slot left out because they do not fit the build (with `compatible=1`). */
  hidden_incompatible: z.number().int(),
});
export type PartsPage = z.infer<typeof PartsPageSchema>;
