import { MAX_INT32, type PcPart, type PcSlot } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context';
import { localized, PAID, rows, translationJoin } from '../../lib/sql';

/** A product of the request's shop as the builder reads it: its facts and the price paid. */
export interface PartRow {
  id: number;
  /** Null for a product that is not a PC part. */
  pc_part: PcPart | null;
  /** The price paid (the promotion's when there is one), cents. */
  paid_cents: number;
}

/** The active products of the request's shop among `ids`: another shop's, unknown or hidden ones are absent. */
export async function partsByIds(ctx: RequestContext, ids: readonly number[]): Promise<Map<number, PartRow>> {
  const wanted = [...new Set(ids.filter((id) => id <= MAX_INT32))];
  if (!wanted.length) return new Map();
  const list = await rows<PartRow>(
    ctx.db,
    sql`select p.id, p.pc_part, ${PAID} as paid_cents from products p
        where p.store_id = ${ctx.store.id} and p.active
          and p.id = any(string_to_array(${wanted.join(',')}, ',')::int[])`,
  );
  return new Map(list.map((r) => [r.id, r]));
}

export interface SlotPartRow {
  id: number;
  brand_id: number | null;
  pc_part: PcPart;
  paid_cents: number;
  name: string;
}

/** `%text%` for ILIKE, its own % _ and \ matched literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SLOT_ORDER = {
  price_asc: sql`${PAID} asc, p.id asc`,
  price_desc: sql`${PAID} desc, p.id desc`,
  name: sql`name asc, p.id asc`,
} as const;

/**
 * The shop's active parts of one slot, in the asked order: read off the slot index (migration
 * 0013), so a big catalogue's other products cost nothing. `q` matches a substring of the name in
 * any language (a shopper may type the Latin model in a Khmer page).
 */
export async function slotParts(
  ctx: RequestContext,
  slot: PcSlot,
  filter: { q: string; brandId?: number; sort: keyof typeof SLOT_ORDER },
): Promise<SlotPartRow[]> {
  // The contract takes any positive id; one beyond the integer column is no brand's.
  if (filter.brandId !== undefined && filter.brandId > MAX_INT32) return [];
  const where: SQL[] = [
    sql`p.store_id = ${ctx.store.id}`,
    sql`p.pc_part is not null`,
    sql`(p.pc_part ->> 'slot') = ${slot}`,
    sql`p.active`,
  ];
  if (filter.brandId !== undefined) where.push(sql`p.brand_id = ${filter.brandId}`);
  if (filter.q) {
    where.push(sql`exists (select 1 from product_translations n
      where n.store_id = p.store_id and n.product_id = p.id and n.name ilike ${contains(filter.q)})`);
  }
  return rows<SlotPartRow>(
    ctx.db,
    sql`select p.id, p.brand_id, p.pc_part, ${PAID} as paid_cents, ${localized('t')} as name
        from products p
        ${translationJoin('product_translations', 'product_id', 't', 'p.id', ctx.locale)}
        where ${sql.join(where, sql` and `)}
        order by ${SLOT_ORDER[filter.sort]}`,
  );
}

/** The brands with active parts in a slot, by name: the pick list's filter. */
export async function slotBrands(ctx: RequestContext, slot: PcSlot) {
  return rows<{ id: number; name: string }>(
    ctx.db,
    sql`select b.id, ${localized('t')} as name
        from brands b
        ${translationJoin('brand_translations', 'brand_id', 't', 'b.id', ctx.locale)}
        where b.store_id = ${ctx.store.id}
          and b.id in (select p.brand_id from products p
            where p.store_id = ${ctx.store.id} and p.pc_part is not null
              and (p.pc_part ->> 'slot') = ${slot} and p.active)
        order by name, b.id`,
  );
}
