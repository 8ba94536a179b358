import {
  normalizeSerial,
  SERIAL_PATTERN,
  TICKET_CODE_PATTERN,
  type TicketStatus,
  type TicketStatusAnswer,
  type TrackingAnswer,
  type WarrantyAnswer,
  type WarrantyStatus,
} from '@shop/contracts';
import { type ApiClient, ApiError, type Caller, type ShopContext } from '@shop/contracts/client';
import { formatDate, formatDateTime, type Locale, MESSAGES, type MessageKey, translate } from '@shop/i18n';
import { data } from 'react-router';

// The after-sale lookups as the warranty, tracking and repair-result pages show them: the API's
// answers with dates formatted in Phnom Penh time and status words translated, and each refusal
// (not found, bad input, too many tries) as a form message in the shopper's language.

type Failure = 'notFound' | 'badFormat' | 'tooMany' | 'failed';

/** What a lookup's refusal says to the shopper (`section.notFound`, …). */
function failureOf(error: unknown): Failure {
  if (error instanceof ApiError) {
    if (error.status === 404) return 'notFound';
    if (error.status === 400) return 'badFormat';
    if (error.status === 429) return 'tooMany';
  }
  return 'failed';
}

const say = (locale: Locale, key: MessageKey, values?: Record<string, string | number>) =>
  translate(MESSAGES[locale], key, values);

const WARRANTY_STATUS: Record<WarrantyStatus, MessageKey> = {
  active: 'warranty.statusActive',
  expired: 'warranty.statusExpired',
  claimed: 'warranty.statusClaimed',
};

const warrantyView = (w: WarrantyAnswer, locale: Locale) => ({
  serial: w.serial,
  productId: w.product_id,
  name: w.name,
  image: w.image,
  orderId: w.order_id,
  purchasedText: formatDate(w.purchased_on, locale),
  lengthText: say(locale, 'warranty.months', { n: w.months }),
  endsText: formatDate(w.ends_on, locale),
  status: w.status,
  statusText: say(locale, WARRANTY_STATUS[w.status]),
});

export type WarrantyView = ReturnType<typeof warrantyView>;

/** The warranty page's lookup from its GET form (`?serial=&order=`): nothing asked, a result, or a message. */
export async function lookupWarranty(
  api: ApiClient,
  ctx: ShopContext,
  caller: Caller,
  url: URL,
  locale: Locale,
): Promise<{ serial: string; order: string; result: WarrantyView | null; error: string | null }> {
  const serial = url.searchParams.get('serial') ?? '';
  const order = (url.searchParams.get('order') ?? '').trim();
  const none = { serial, order, result: null, error: null };
  if (!url.searchParams.has('serial')) return none;
  const normal = normalizeSerial(serial);
  if (!SERIAL_PATTERN.test(normal)) return { ...none, error: say(locale, 'warranty.badFormat') };
  if (order && !/^\d{1,9}$/.test(order)) return { ...none, error: say(locale, 'warranty.badOrder') };
  try {
    const answer = await api.warranty(ctx, caller, normal, order ? Number(order) : undefined);
    return { ...none, result: warrantyView(answer, locale) };
  } catch (error) {
    return { ...none, error: say(locale, `warranty.${failureOf(error)}` as MessageKey) };
  }
}

const STEP: Record<string, MessageKey> = {
  placed: 'tracking.stepPlaced',
  confirmed: 'tracking.stepConfirmed',
  packed: 'tracking.stepPacked',
  shipped: 'tracking.stepShipped',
  out_for_delivery: 'tracking.stepOutForDelivery',
  delivered: 'tracking.stepDelivered',
  cancelled: 'tracking.stepCancelled',
};

const stepText = (locale: Locale, status: string) => (STEP[status] ? say(locale, STEP[status]) : status);

export const trackingView = (t: TrackingAnswer, locale: Locale) => ({
  orderId: t.order_id,
  status: t.status,
  statusText: stepText(locale, t.status),
  courier: t.courier,
  trackingNumber: t.tracking_number,
  dateText: formatDate(t.created_at, locale),
  timeline: t.timeline.map((e) => ({
    status: e.status,
    text: stepText(locale, e.status),
    at: e.at,
    atText: formatDateTime(e.at, locale),
  })),
  lines: t.lines,
});

export type TrackingView = ReturnType<typeof trackingView>;

/** The tracking page's lookup (`?order=&phone=`) and, for a signed-in customer, their latest orders. */
export async function lookupTracking(
  api: ApiClient,
  ctx: ShopContext,
  caller: Caller,
  url: URL,
  locale: Locale,
): Promise<{ order: string; phone: string; result: TrackingView | null; error: string | null }> {
  const order = (url.searchParams.get('order') ?? '').trim().replace(/^#/, '');
  const phone = (url.searchParams.get('phone') ?? '').trim();
  const none = { order, phone, result: null, error: null };
  if (!url.searchParams.has('order') && !url.searchParams.has('phone')) return none;
  if (!/^\d{1,9}$/.test(order) || !/^\+?[\d\s().-]{8,20}$/.test(phone))
    return { ...none, error: say(locale, 'tracking.badFormat') };
  try {
    return { ...none, result: trackingView(await api.tracking(ctx, caller, Number(order), phone), locale) };
  } catch (error) {
    return { ...none, error: say(locale, `tracking.${failureOf(error)}` as MessageKey) };
  }
}

/** The signed-in customer's latest orders with their timelines ([] for a guest or when the API refuses). */
export async function myTracking(api: ApiClient, ctx: ShopContext, caller: Caller, locale: Locale) {
  if (!caller.token) return null;
  try {
    return (await api.myTracking(ctx, caller)).map((t) => trackingView(t, locale));
  } catch {
    return null;
  }
}

const TICKET_STATUS: Record<TicketStatus, MessageKey> = {
  received: 'ticket.statusReceived',
  diagnosing: 'ticket.statusDiagnosing',
  waiting_for_parts: 'ticket.statusWaitingForParts',
  repairing: 'ticket.statusRepairing',
  ready_for_pickup: 'ticket.statusReadyForPickup',
  collected: 'ticket.statusCollected',
  cancelled: 'ticket.statusCancelled',
};

const ticketView = (t: TicketStatusAnswer, locale: Locale) => ({
  code: t.code,
  device: t.device,
  problem: t.problem,
  status: t.status,
  statusText: say(locale, TICKET_STATUS[t.status]),
  technicianNote: t.technician_note,
  technicianName: t.technician_name,
  quote: t.quote,
  createdText: formatDateTime(t.created_at, locale),
  updatedText: formatDateTime(t.updated_at, locale),
  timeline: t.timeline.map((e) => ({
    status: e.status,
    text: say(locale, TICKET_STATUS[e.status]),
    note: e.note,
    at: e.at,
    atText: formatDateTime(e.at, locale),
  })),
});

export type TicketView = ReturnType<typeof ticketView>;

/**
 * The repair result page: an unknown code (or one not of this shop) is the 404 page; a known one
 * shows the phone form, and with the right phone (`?phone=`) the ticket.
 */
export async function lookupTicket(
  api: ApiClient,
  ctx: ShopContext,
  caller: Caller,
  code: string,
  url: URL,
  locale: Locale,
): Promise<{ code: string; phone: string; result: TicketView | null; error: string | null }> {
  if (!TICKET_CODE_PATTERN.test(code)) throw data(null, { status: 404 });
  const phone = (url.searchParams.get('phone') ?? '').trim();
  try {
    await api.serviceTicket(ctx, caller, code);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    if (!(error instanceof ApiError && error.status === 429)) throw error;
    return { code, phone, result: null, error: say(locale, 'ticket.tooMany') };
  }
  const none = { code: code.toUpperCase(), phone, result: null, error: null };
  if (!url.searchParams.has('phone')) return none;
  if (!/^\+?[\d\s().-]{8,20}$/.test(phone)) return { ...none, error: say(locale, 'ticket.badFormat') };
  try {
    return { ...none, result: ticketView(await api.serviceTicketStatus(ctx, caller, code, phone), locale) };
  } catch (error) {
    const failure = failureOf(error);
    const key = failure === 'notFound' ? 'ticket.wrongPhone' : `ticket.${failure}`;
    return { ...none, error: say(locale, key as MessageKey) };
  }
}
