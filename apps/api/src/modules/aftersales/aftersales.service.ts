import type { TicketStatusAnswer, TrackingAnswer, WarrantyAnswer, WarrantyStatus } from '@shop/contracts';
import { shopDate } from '@shop/i18n';
import type { CustomerContext, RequestContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { assetUrl } from '../../lib/images';
import { consume, type Limit } from '../../lib/rate-limit';
import { normalizePhone } from '../accounts/phone';
import { findOrders, findTicket, findWarrantyUnit, ticketExists } from './aftersales.queries';

// The rules of the after-sale lookups: what a warranty's state is (from its dates, Phnom Penh
// time), who may read a delivery or a ticket (the phone it belongs to), and how often a client may
// ask (a serial, an order number or a ticket code must not be guessable by trying).

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const LOOKUP_LIMITS = {
  perMinute: 10,
  perDay: 50,
};

/** Lookups of one kind from one client in one shop: 10 a minute, 50 a day. */
export const lookupLimits = (kind: string, ctx: RequestContext): Limit[] => [
  {
    key: `lookup:${kind}:1m:${ctx.store.id}:${ctx.client}`,
    limit: LOOKUP_LIMITS.perMinute,
    windowMs: MINUTE,
  },
  { key: `lookup:${kind}:1d:${ctx.store.id}:${ctx.client}`, limit: LOOKUP_LIMITS.perDay, windowMs: DAY },
];

/** A phone as a shopper types it ("012 345 678", "+855 12 345 678") in the stored form, or a 400. */
export function lookupPhone(raw: string): string {
  const compact = raw.replace(/[\s().-]/g, '');
  const phone = normalizePhone(compact.startsWith('855') ? `+${compact}` : compact);
  if (!/^\+\d{8,15}$/.test(phone)) throw badRequest('phone must be a phone number, e.g. 012 345 678');
  return phone;
}

/** The last day a warranty of `months` from `startsOn` covers (the day before the same day `months` later). */
export function warrantyEnd(startsOn: string, months: number): string {
  const [y, m, d] = startsOn.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  const same = new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastOfMonth)));
  return new Date(same.getTime() - DAY).toISOString().slice(0, 10);
}

export function warrantyStatus(endsOn: string, claimedAt: Date | null, today = shopDate()): WarrantyStatus {
  if (claimedAt) return 'claimed';
  return today > endsOn ? 'expired' : 'active';
}

const UNKNOWN_SERIAL = 'No warranty found for this serial number (check it, and the order number if given)';

export async function checkWarranty(
  ctx: RequestContext,
  serial: string,
  orderId?: number,
): Promise<WarrantyAnswer> {
  await consume(ctx.deps.limiter, lookupLimits('warranty', ctx));
  const unit = await findWarrantyUnit(ctx, serial);
  if (!unit || (orderId !== undefined && unit.orderId !== orderId)) throw notFound(UNKNOWN_SERIAL);
  const endsOn = warrantyEnd(unit.startsOn, unit.months);
  return {
    serial: unit.serial,
    product_id: unit.productId,
    name: unit.name ?? unit.nameEn ?? unit.lineName,
    image: assetUrl(ctx.deps.assetHost, unit.image || unit.lineImage),
    order_id: unit.orderId,
    purchased_on: unit.startsOn,
    months: unit.months,
    ends_on: endsOn,
    status: warrantyStatus(endsOn, unit.claimedAt),
    claimed_at: unit.claimedAt?.toISOString() ?? null,
  };
}

type OrderRow = Awaited<ReturnType<typeof findOrders>>[number];

const tracking = (ctx: RequestContext, o: OrderRow): TrackingAnswer => ({
  order_id: o.id,
  status: o.status,
  courier: o.courier,
  tracking_number: o.trackingNumber,
  created_at: o.createdAt.toISOString(),
  timeline: o.events.map((e) => ({ status: e.status, at: e.at.toISOString() })),
  lines: o.lines.map((l) => ({ ...l, image: assetUrl(ctx.deps.assetHost, l.image) })),
});

/** One message for an unknown order and a wrong phone: a phone cannot be probed. */
const NO_DELIVERY = 'No order found with this number and phone';

export async function trackOrder(
  ctx: RequestContext,
  orderId: number,
  rawPhone: string,
): Promise<TrackingAnswer> {
  const phone = lookupPhone(rawPhone);
  await consume(ctx.deps.limiter, lookupLimits('tracking', ctx));
  const [order] = await findOrders(ctx, { orderId });
  if (!order || order.phone !== phone) throw notFound(NO_DELIVERY);
  return tracking(ctx, order);
}

export async function myDeliveries(ctx: CustomerContext): Promise<TrackingAnswer[]> {
  return (await findOrders(ctx, { customerId: ctx.customerId, limit: 10 })).map((o) => tracking(ctx, o));
}

const NO_TICKET = 'No repair ticket found with this code and phone';

export async function ticketCheck(ctx: RequestContext, code: string) {
  await consume(ctx.deps.limiter, lookupLimits('ticket', ctx));
  const found = await ticketExists(ctx, code.toUpperCase());
  if (!found) throw notFound('No repair ticket found with this code');
  return { code: found.code, exists: true as const };
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export async function ticketStatus(
  ctx: RequestContext,
  code: string,
  rawPhone: string,
): Promise<TicketStatusAnswer> {
  const phone = lookupPhone(rawPhone);
  await consume(ctx.deps.limiter, lookupLimits('ticket', ctx));
  const t = await findTicket(ctx, code.toUpperCase(), phone);
  if (!t) throw notFound(NO_TICKET);
  return {
    code: t.code,
    device: t.device,
    problem: t.problem,
    status: t.status,
    technician_note: t.technicianNote,
    technician_name: t.technicianName,
    quote_cents: t.quoteCents,
    quote: t.quoteCents === null ? null : dollars(t.quoteCents),
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
    timeline: t.events.map((e) => ({ status: e.status, note: e.note, at: e.at.toISOString() })),
  };
}
