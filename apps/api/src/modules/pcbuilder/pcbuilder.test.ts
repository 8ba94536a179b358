import { PC_PARTS_PER_PAGE, PC_SLOTS, type PcPart, type PcSlot } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRiel } from '../../lib/money';
import { rows } from '../../lib/sql';
import { createTestApi, type TestApi } from '../../test/harness';
import { checkBuild } from './rules';

let api: TestApi;
const Q = '?store_code=S007';

interface Part {
  id: number;
  slug: string;
  pc_part: PcPart;
  paid_cents: number;
  brand_id: number;
}
let parts: Part[];
const of = (slot: PcSlot) => parts.filter((p) => p.pc_part.slot === slot);
const socketOf = (p: Part) => (p.pc_part as { socket: string }).socket;

beforeAll(async () => {
  api = await createTestApi();
  parts = await rows<Part>(
    api.db,
    sql`select p.id, p.slug, p.pc_part, coalesce(p.promo_price_cents, p.price_cents) as paid_cents, p.brand_id
        from products p join stores s on s.id = p.store_id
        where s.code = 'S007' and p.active and p.pc_part is not null order by p.id`,
  );
});
afterAll(() => api?.close());

const check = (body: unknown, q = Q) => api.send('POST', `/api/pcbuilder/check${q}`, { body });
const item = (p: Part, quantity = 1) => ({ slot: p.pc_part.slot, product_id: p.id, quantity });

/** A full build of the shop's parts around a CPU of `socket` that the rules find nothing wrong with. */
function soundBuild(socket: string): Part[] {
  const search = (chosen: Part[], i: number): Part[] | null => {
    const found = checkBuild(chosen.map((p) => ({ slot: p.pc_part.slot, quantity: 1, part: p.pc_part })));
    if (found.problems.some((p) => p.code !== 'graphics_required')) return null;
    if (i === PC_SLOTS.length) return found.problems.length ? null : chosen;
    for (const option of of(PC_SLOTS[i]!).filter((p) => i > 0 || socketOf(p) === socket)) {
      const build = search([...chosen, option], i + 1);
      if (build) return build;
    }
    return null;
  };
  const build = search([], 0);
  if (!build) throw new Error(`No sound ${socket} build in S007`);
  return build;
}

describe('POST /api/pcbuilder/check', () => {
  it('reports a socket mismatch of real seeded parts: an AM5 CPU on an LGA1700 board', async () => {
    const cpu = of('cpu').find((p) => socketOf(p) === 'AM5')!;
    const board = of('motherboard').find((p) => socketOf(p) === 'LGA1700')!;
    const res = await check({ items: [item(board), item(cpu)] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.compatible).toBe(false);
    expect(res.body.data.problems).toContainEqual({
      code: 'socket_mismatch',
      severity: 'error',
      slots: ['cpu', 'motherboard'],
      params: { cpu_socket: 'AM5', board_socket: 'LGA1700' },
    });
    // Items come back in the builder's slot order, with their facts.
    expect(res.body.data.items.map((i: { slot: string }) => i.slot)).toEqual(['cpu', 'motherboard']);
    expect(res.body.data.items[0].part).toEqual(cpu.pc_part);
  });

  it('finds nothing wrong with a sound build, and prices it from the catalogue in dollars and riel', async () => {
    const build = soundBuild('AM5');
    const body = {
      items: build.map((p) => item(p, p.pc_part.slot === 'storage' ? 2 : 1)),
    };
    const res = await check(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.problems).toEqual([]);
    expect(data.compatible).toBe(true);
    expect(data.items.map((i: { slot: string }) => i.slot)).toEqual([...PC_SLOTS]);
    let cents = 0;
    for (const line of data.items) {
      const part = build.find((p) => p.id === line.product_id)!;
      const quantity = line.slot === 'storage' ? 2 : 1;
      expect(line.quantity).toBe(quantity);
      expect(line.line_total).toBe((part.paid_cents * quantity) / 100);
      expect(line.product.id).toBe(part.id);
      expect(line.product.promo_price ?? line.product.price).toBe(part.paid_cents / 100);
      cents += part.paid_cents * quantity;
    }
    expect(data.total).toBe(cents / 100);
    const [rate] = await rows<{ rate: number | null }>(
      api.db,
      sql`select (payment ->> 'khr_per_usd')::int as rate from stores where code = 'S007'`,
    );
    expect(data.total_khr).toBe(toRiel(cents, rate?.rate ?? 4100));
    const cpu = build[0]!.pc_part as { tdp_w: number };
    const gpu = build[3]!.pc_part as { board_power_w: number };
    expect(data.estimated_draw_w).toBe(cpu.tdp_w + gpu.board_power_w + 75);
    expect(data.recommended_psu_w).toBe(Math.ceil((data.estimated_draw_w * 13) / 10));
  });

  it('has a sound build on every socket the shop sells', async () => {
    for (const socket of ['AM4', 'AM5', 'LGA1700', 'LGA1851']) {
      const res = await check({ items: soundBuild(socket).map((p) => item(p)) });
      expect(res.body.data.compatible, socket).toBe(true);
    }
  });

  it('reports a part put in another slot (a graphics card as the CPU)', async () => {
    const card = of('gpu')[0]!;
    const res = await check({ items: [{ slot: 'cpu', product_id: card.id }] });
    expect(res.status).toBe(200);
    expect(res.body.data.problems).toEqual([
      { code: 'wrong_slot', severity: 'error', slots: ['cpu'], params: { part_slot: 'gpu' } },
    ]);
  });

  it('answers an empty build with nothing to say', async () => {
    const res = await check({ items: [] });
    expect(res.body.data).toMatchObject({
      items: [],
      problems: [],
      compatible: true,
      total: 0,
      total_khr: 0,
    });
  });

  it('never reaches another shop’s product, an unknown or a hidden one: 404 naming the item', async () => {
    const cpu = of('cpu')[0]!;
    // The S007 CPU asked of S001.
    const foreign = await check({ items: [item(cpu)] }, '?store_code=S001');
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`items.0.product_id: product ${cpu.id} not found`);
    const board = of('motherboard')[0]!;
    const unknown = await check({ items: [item(board), { slot: 'cpu', product_id: 999999 }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('items.1.product_id');
    await api.db.execute(sql`update products set active = false where id = ${cpu.id}`);
    try {
      const hidden = await check({ items: [item(cpu)] });
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toContain('items.0.product_id');
    } finally {
      await api.db.execute(sql`update products set active = true where id = ${cpu.id}`);
    }
  });

  it('refuses a product that is not a PC part, and two of a single slot: 400 naming the item', async () => {
    const [phone] = await rows<{ id: number }>(
      api.db,
      sql`select p.id from products p join stores s on s.id = p.store_id
          where s.code = 'S007' and p.active and p.pc_part is null order by p.id limit 1`,
    );
    const notPart = await check({ items: [{ slot: 'gpu', product_id: phone!.id }] });
    expect(notPart.status).toBe(400);
    expect(notPart.body.message).toBe(`items.0.product_id: product ${phone!.id} is not a PC part`);
    const two = await check({ items: [item(of('cpu')[0]!, 2)] });
    expect(two.status).toBe(400);
    expect(two.body.message).toContain('items.0.quantity');
  });

  it('refuses a bad body with a 400 naming the field, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{}, 'items'],
      [{ items: 'cpu' }, 'items'],
      [{ items: [{ slot: 'monitor', product_id: 1 }] }, 'items.0.slot'],
      [{ items: [{ slot: 'cpu', product_id: 'x' }] }, 'items.0.product_id'],
      [{ items: [{ slot: 'memory', product_id: 1, quantity: 9 }] }, 'items.0.quantity'],
      [
        {
          items: [
            { slot: 'cpu', product_id: 1 },
            { slot: 'cpu', product_id: 2 },
          ],
        },
        'items',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await check(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toContain(field);
    }
    const text = await api.send('POST', `/api/pcbuilder/check${Q}`, { body: 'not json' });
    expect(text.status).toBe(400);
  });
});

describe('GET /api/pcbuilder/parts', () => {
  const list = (query: string, q = Q) => api.get(`/api/pcbuilder/parts${q}&${query}`);
  const ids = (body: { data: { data: { product: { id: number } }[] } }) =>
    body.data.data.map((o) => o.product.id);

  it('lists a slot’s parts cheapest first, a page at a time, with the brands and their facts', async () => {
    const cpus = of('cpu');
    expect(cpus.length).toBeGreaterThan(PC_PARTS_PER_PAGE);
    const first = await list('slot=cpu');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const page = first.body.data;
    expect(page).toMatchObject({
      current_page: 1,
      per_page: PC_PARTS_PER_PAGE,
      total: cpus.length,
      hidden_incompatible: 0,
    });
    expect(page.data).toHaveLength(PC_PARTS_PER_PAGE);
    const paid = page.data.map(
      (o: { product: { price: number; promo_price: number | null } }) =>
        o.product.promo_price ?? o.product.price,
    );
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    // F CPUs need a card, which is the next pick: shown with the problem, not hidden.
    const f = page.data.find((o: { part: { igpu: boolean } }) => !o.part.igpu);
    expect(f.problems.map((p: { code: string }) => p.code)).toEqual(['graphics_required']);
    const second = await list('slot=cpu&page=2');
    expect(second.body.data.data).toHaveLength(cpus.length - PC_PARTS_PER_PAGE);
    expect(new Set([...ids(first.body), ...ids(second.body)])).toEqual(new Set(cpus.map((c) => c.id)));
    const brandNames = page.brands.map((b: { name: string }) => b.name);
    expect(brandNames).toEqual(expect.arrayContaining(['AMD', 'Intel']));
    expect(brandNames).toHaveLength(2);
    const desc = await list('slot=cpu&sort=price_desc');
    expect(ids(desc.body)[0]).toBe(ids(second.body).at(-1));
  });

  it('with an AM5 board picked, hides the CPUs of other sockets and counts them; compatible=0 shows them with the problem', async () => {
    const board = of('motherboard').find((p) => socketOf(p) === 'AM5')!;
    const am5 = of('cpu').filter((p) => socketOf(p) === 'AM5');
    const res = await list(`slot=cpu&motherboard=${board.id}`);
    expect(res.body.data.total).toBe(am5.length);
    expect(res.body.data.hidden_incompatible).toBe(of('cpu').length - am5.length);
    expect(new Set(ids(res.body))).toEqual(new Set(am5.map((p) => p.id)));
    const all = await list(`slot=cpu&motherboard=${board.id}&compatible=0&sort=name`);
    expect(all.body.data.total).toBe(of('cpu').length);
    expect(all.body.data.hidden_incompatible).toBe(0);
    const intel = all.body.data.data.find((o: { part: { socket: string } }) => o.part.socket === 'LGA1700');
    expect(intel.problems).toContainEqual(
      expect.objectContaining({
        code: 'socket_mismatch',
        params: { cpu_socket: 'LGA1700', board_socket: 'AM5' },
      }),
    );
    const names = all.body.data.data.map((o: { product: { name: string } }) => o.product.name);
    expect(names[0] <= names[1]).toBe(true);
  });

  it('replaces the slot’s own pick, keeping its quantity: memory kits against the board’s slots', async () => {
    type Board = { memory_slots: number; memory_type: string };
    const board = of('motherboard').find((p) => (p.pc_part as Board).memory_slots === 2)!;
    const type = (board.pc_part as Board).memory_type;
    const kits = of('memory').filter((p) => {
      const m = p.pc_part as { modules: number; memory_type: string; so_dimm: boolean };
      return m.modules === 2 && m.memory_type === type && !m.so_dimm;
    });
    expect(kits.length).toBeGreaterThan(0);
    const kit = kits[0]!;
    const two = await list(`slot=memory&motherboard=${board.id}&memory=${kit.id}&memory_qty=2&compatible=0`);
    const mine = two.body.data.data.find((o: { product: { id: number } }) => o.product.id === kit.id);
    expect(mine.problems).toContainEqual(
      expect.objectContaining({ code: 'memory_slots_exceeded', params: { modules: 4, memory_slots: 2 } }),
    );
    // One kit of two sticks fills the two slots: fine.
    const one = await list(`slot=memory&motherboard=${board.id}&memory=${kit.id}`);
    expect(ids(one.body)).toContain(kit.id);
  });

  it('filters by a name substring in any language, and by brand', async () => {
    const ryzen = of('cpu').filter((p) => p.slug.includes('ryzen-7'));
    const en = await list('slot=cpu&q=ryzen%207');
    expect(new Set(ids(en.body))).toEqual(new Set(ryzen.map((p) => p.id)));
    // The Chinese name says 锐龙; a Khmer page still finds it typed in Latin.
    const zh = await list(`slot=cpu&q=${encodeURIComponent('锐龙 7')}`, `${Q}&lang=en`);
    expect(new Set(ids(zh.body))).toEqual(new Set(ryzen.map((p) => p.id)));
    const kh = await api.get(`/api/pcbuilder/parts${Q}&slot=cpu&q=ryzen%207`, { 'accept-language': 'kh' });
    expect(kh.body.data.total).toBe(ryzen.length);
    const none = await list('slot=cpu&q=%25%25');
    expect(none.body.data.total).toBe(0);
    const intelId = of('cpu').find((p) => p.slug.startsWith('intel'))!.brand_id;
    const intel = await list(`slot=cpu&brand_id=${intelId}`);
    expect(intel.body.data.total).toBe(of('cpu').filter((p) => p.brand_id === intelId).length);
    expect(intel.body.data.brands.length).toBe(2);
    const huge = await list('slot=cpu&brand_id=99999999999');
    expect(huge.status).toBe(200);
    expect(huge.body.data.total).toBe(0);
  });

  it('leaves out a build’s pick that is not this shop’s part, and never lists another shop’s parts', async () => {
    const cpu = of('cpu')[0]!;
    const res = await list(`slot=cpu&motherboard=999999&gpu=abc&case=99999999999&memory_qty=x`);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(of('cpu').length);
    const s001 = await list('slot=cpu&compatible=0', '?store_code=S001');
    expect(s001.status).toBe(200);
    expect(ids(s001.body)).not.toContain(cpu.id);
    const s001Ids = await rows<{ id: number }>(
      api.db,
      sql`select p.id from products p join stores s on s.id = p.store_id where s.code = 'S001' and p.pc_part ->> 'slot' = 'cpu'`,
    );
    expect(new Set(ids(s001.body))).toEqual(new Set(s001Ids.map((r) => r.id)));
  });

  it('refuses a bad slot, sort or page with a 400 naming it', async () => {
    for (const [query, field] of [
      ['slot=monitor', 'slot'],
      ['', 'slot'],
      ['slot=cpu&sort=cheap', 'sort'],
      ['slot=cpu&page=0', 'page'],
      ['slot=cpu&compatible=yes', 'compatible'],
    ]) {
      const res = await list(query!);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toContain(field);
    }
  });
});

describe('/openapi.json', () => {
  it('describes the builder calls', async () => {
    const doc = (await api.get('/openapi.json')).body;
    expect(doc.paths['/api/pcbuilder/check'].post).toBeDefined();
    const params = doc.paths['/api/pcbuilder/parts'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(
      expect.arrayContaining(['slot', 'q', 'brand_id', 'compatible', 'sort', 'page', 'cpu', 'memory_qty']),
    );
    expect(doc.paths['/api/cart/add-many'].post).toBeDefined();
  });
});
