import {
  type Build,
  type BuildCheck,
  type BuildItem,
  type PartsPage,
  type PartsQuery,
  PC_MULTI_SLOTS,
  PC_PARTS_PER_PAGE,
  PC_SLOTS,
  type PcSlot,
} from '@shop/contracts';
import type { RequestContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { DEFAULT_KHR_PER_USD, toDollars, toRiel } from '../../lib/money';
import { toPage } from '../../lib/params';
import { summariesOf } from '../catalogue';
import { findPaymentSettings } from '../stores';
import { partsByIds, slotBrands, slotParts } from './pcbuilder.queries';
import { checkBuild, clashes, problemsWith, type RulePick } from './rules';

const slotOrder = (slot: PcSlot) => PC_SLOTS.indexOf(slot);
const isMulti = (slot: PcSlot) => (PC_MULTI_SLOTS as readonly PcSlot[]).includes(slot);

/**
 * `POST /api/pcbuilder/check`: the build's products, read from the request's shop and priced as the
 * catalogue prices them, and what the rules find. Refused, naming the item: a product that is not an
 * active product of this shop (404, the same answer for another shop's id as for no product), one
 * that is not a PC part (400), more than one of a part in a slot that takes one (400). A PC part in
 * another slot than its own is no refusal: the rules report it (`wrong_slot`).
 */
export async function checkBuildOf(ctx: RequestContext, build: Build): Promise<BuildCheck> {
  const found = await partsByIds(
    ctx,
    build.items.map((i) => i.product_id),
  );
  build.items.forEach((item, i) => {
    const row = found.get(item.product_id);
    if (!row) throw notFound(`items.${i}.product_id: product ${item.product_id} not found`);
    if (!row.pc_part) {
      throw badRequest(`items.${i}.product_id: product ${item.product_id} is not a PC part`);
    }
    if (item.quantity > 1 && !isMulti(item.slot)) {
      throw badRequest(`items.${i}.quantity: the ${item.slot} slot takes one part`);
    }
  });
  const items = [...build.items].sort((a, b) => slotOrder(a.slot) - slotOrder(b.slot));
  const [summaries, settings] = await Promise.all([
    summariesOf(
      ctx,
      items.map((i) => i.product_id),
    ),
    findPaymentSettings(ctx),
  ]);
  const byId = new Map(summaries.map((s) => [s.id, s]));
  let totalCents = 0;
  const lines = items.map((item) => {
    const row = found.get(item.product_id)!;
    const lineCents = row.paid_cents * item.quantity;
    totalCents += lineCents;
    return {
      ...item,
      product: byId.get(item.product_id)!,
      part: row.pc_part!,
      line_total: toDollars(lineCents),
    };
  });
  const result = checkBuild(lines.map((l) => ({ slot: l.slot, quantity: l.quantity, part: l.part })));
  return {
    items: lines,
    problems: result.problems,
    compatible: !result.problems.some((p) => p.severity === 'error'),
    estimated_draw_w: result.estimated_draw_w,
    recommended_psu_w: result.recommended_psu_w,
    total: toDollars(totalCents),
    total_khr: toRiel(totalCents, settings?.khrPerUsd ?? DEFAULT_KHR_PER_USD),
  };
}

/**
 * `GET /api/pcbuilder/parts`: a page of one slot's parts, each with the problems it would bring to
 * the build in place of the slot's pick. The build comes from a link a shopper may have kept or
 * edited, so its picks that are not (or no longer) parts of this shop are left out, not refused.
 * With `compatible`, parts that clash with another pick (an 'error'; a missing graphics card does
 * not count, a card is the next pick) are left out and counted.
 */
export async function partsPage(
  ctx: RequestContext,
  query: PartsQuery,
  build: readonly BuildItem[],
): Promise<PartsPage> {
  const [found, candidates, brands] = await Promise.all([
    partsByIds(
      ctx,
      build.map((i) => i.product_id),
    ),
    slotParts(ctx, query.slot, { q: query.q, brandId: query.brand_id, sort: query.sort }),
    slotBrands(ctx, query.slot),
  ]);
  const picks: RulePick[] = build.flatMap((item) => {
    const part = found.get(item.product_id)?.pc_part;
    return part ? [{ slot: item.slot, quantity: item.quantity, part }] : [];
  });
  const quantity = build.find((i) => i.slot === query.slot)?.quantity ?? 1;
  let hidden = 0;
  const shown = candidates.flatMap((c) => {
    const problems = problemsWith(picks, { slot: query.slot, quantity, part: c.pc_part });
    if (query.compatible && clashes(problems)) {
      hidden++;
      return [];
    }
    return [{ id: c.id, part: c.pc_part, problems }];
  });
  const start = (query.page - 1) * PC_PARTS_PER_PAGE;
  const page = shown.slice(start, start + PC_PARTS_PER_PAGE);
  const summaries = new Map(
    (
      await summariesOf(
        ctx,
        page.map((p) => p.id),
      )
    ).map((s) => [s.id, s]),
  );
  const data = page.map((p) => ({ product: summaries.get(p.id)!, part: p.part, problems: p.problems }));
  return {
    ...toPage(data, shown.length, query.page, PC_PARTS_PER_PAGE),
    brands,
    hidden_incompatible: hidden,
  };
}
