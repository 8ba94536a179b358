import {
  type BuildItem,
  type BuildProblem,
  BuildSchema,
  buildFromQuery,
  PartsQuerySchema,
  type PcPart,
  type ProductSummary,
} from '@shop/contracts';

// The PC builder's part of the fake API (see fake-api.ts): a few of the fake catalogue's products
// given parts' facts, and the API's envelopes for POST /api/pcbuilder/check and
// GET /api/pcbuilder/parts. Its rules are two of the real ones (socket and memory type).

/** Product id (of the fake catalogue's four) → its facts. */
export const FAKE_PARTS: Record<number, PcPart> = {
  1: { slot: 'cpu', socket: 'AM5', tdp_w: 105, igpu: true },
  2: { slot: 'cpu', socket: 'LGA1700', tdp_w: 65, igpu: false },
  3: {
    slot: 'motherboard',
    socket: 'AM5',
    memory_type: 'DDR5',
    memory_slots: 4,
    form_factor: 'ATX',
    m2_slots: 2,
    sata_ports: 4,
  },
  4: {
    slot: 'motherboard',
    socket: 'LGA1700',
    memory_type: 'DDR4',
    memory_slots: 2,
    form_factor: 'Micro-ATX',
    m2_slots: 1,
    sata_ports: 4,
  },
};

const RIEL_PER_USD = 4100;

function rules(items: { slot: string; part: PcPart }[]): BuildProblem[] {
  const of = <S extends PcPart['slot']>(slot: S) =>
    items.find((i) => i.part.slot === slot)?.part as Extract<PcPart, { slot: S }> | undefined;
  const cpu = of('cpu');
  const board = of('motherboard');
  const memory = of('memory');
  const problems: BuildProblem[] = [];
  if (cpu && board && cpu.socket !== board.socket)
    problems.push({
      code: 'socket_mismatch',
      severity: 'error',
      slots: ['cpu', 'motherboard'],
      params: { cpu_socket: cpu.socket, board_socket: board.socket },
    });
  if (memory && board && memory.memory_type !== board.memory_type)
    problems.push({
      code: 'memory_type_mismatch',
      severity: 'error',
      slots: ['memory', 'motherboard'],
      params: { memory_type: memory.memory_type, board_memory_type: board.memory_type },
    });
  return problems;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { code: 0, message: 'OK', data });
const fail = (status: number, message: string) => json(status, { code: status, message, data: null });

function check(items: BuildItem[], catalogue: ProductSummary[]) {
  const priced = items.map((item) => {
    const product = catalogue.find((p) => p.id === item.product_id);
    const part = FAKE_PARTS[item.product_id];
    if (!product || !part) return null;
    const line_total = Math.round((product.promo_price ?? product.price) * item.quantity * 100) / 100;
    return { ...item, product, part, line_total };
  });
  const missing = priced.indexOf(null);
  if (missing >= 0) return fail(404, `items.${missing}.product_id: no such part`);
  const found = priced.filter((p) => p !== null);
  const problems = rules(found);
  const total = Math.round(found.reduce((sum, i) => sum + i.line_total, 0) * 100) / 100;
  const cpu = found.find((i) => i.part.slot === 'cpu')?.part;
  const draw = cpu?.slot === 'cpu' ? cpu.tdp_w + 75 : 0;
  return ok({
    items: found,
    problems,
    compatible: !problems.some((p) => p.severity === 'error'),
    estimated_draw_w: draw,
    recommended_psu_w: Math.ceil(draw * 1.3),
    total,
    total_khr: Math.round(total * RIEL_PER_USD),
  });
}

/** Answers a PC builder call, or null when the path is not one. */
export function pcbuilder(
  method: string,
  url: URL,
  body: unknown,
  catalogue: ProductSummary[],
): Response | null {
  if (method === 'POST' && url.pathname === '/api/pcbuilder/check') {
    const build = BuildSchema.safeParse(body);
    if (!build.success) return fail(400, `items: ${build.error.issues[0]?.message}`);
    return check(build.data.items, catalogue);
  }
  if (method === 'GET' && url.pathname === '/api/pcbuilder/parts') {
    const query = PartsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) return fail(400, `${query.error.issues[0]?.path.join('.')}: invalid`);
    const { slot, q, compatible } = query.data;
    const build = buildFromQuery(url.searchParams).filter((i) => FAKE_PARTS[i.product_id]);
    const options = catalogue
      .filter((p) => FAKE_PARTS[p.id]?.slot === slot && p.name.toLowerCase().includes(q.toLowerCase()))
      .map((product) => {
        const part = FAKE_PARTS[product.id] as PcPart;
        const others = build
          .filter((i) => i.slot !== slot)
          .map((i) => ({ slot: i.slot, part: FAKE_PARTS[i.product_id] as PcPart }));
        const problems = rules([...others, { slot, part }]).filter((p) => p.slots.includes(slot));
        return { product, part, problems };
      });
    const fits = options.filter((o) => !o.problems.some((p) => p.severity === 'error'));
    const shown = compatible ? fits : options;
    return ok({
      data: shown,
      current_page: 1,
      last_page: 1,
      per_page: 24,
      total: shown.length,
      brands: [{ id: 1, name: 'ASUS' }],
      hidden_incompatible: compatible ? options.length - fits.length : 0,
    });
  }
  return null;
}
