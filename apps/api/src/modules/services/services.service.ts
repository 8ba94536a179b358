import { BOOKING_MAX_DAYS_AHEAD, type BookingBody } from '@shop/contracts';
import { shopDate } from '@shop/i18n';
import type { RequestContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { consume, type Limit } from '../../lib/rate-limit';
import { normalizePhone } from '../accounts/phone';
import { findFreelancers, freelancerChoices, insertBooking } from './services.queries';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Booking requests from one client address to one shop. */
export const BOOKING_LIMIT = (storeId: number, client: string): Limit => ({
  key: `booking:${storeId}:${client}`,
  limit: 5,
  windowMs: HOUR,
});

/** A date YYYY-MM-DD as days since 1970 (UTC), or null when it is no calendar date. */
function dayNumber(date: string): number | null {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) return null;
  return ms / DAY;
}

/** Checks a preferred date: a real date, today or later in Phnom Penh, within the booking window. */
export function checkPreferredDate(date: string, now = Date.now()) {
  const day = dayNumber(date);
  if (day === null) throw badRequest('preferred_date is not a valid date');
  const today = dayNumber(shopDate(now))!;
  if (day < today) throw badRequest('preferred_date must be today or later');
  if (day > today + BOOKING_MAX_DAYS_AHEAD)
    throw badRequest(`preferred_date must be within ${BOOKING_MAX_DAYS_AHEAD} days`);
}

/** One active technician of the shop, or 404. */
export async function requireFreelancer(ctx: RequestContext, id: number) {
  const [found] = await findFreelancers(ctx, { id });
  if (!found) throw notFound(`Freelancer ${id} not found`);
  return found;
}

/**
 * Keeps a shopper's request to book a technician: the technician must be the shop's, the service
 * one of their skills and the area one of theirs. Counted per shop and client before the work.
 */
export async function bookFreelancer(
  ctx: RequestContext,
  freelancerId: number,
  body: BookingBody & { message: string },
  customerId: number | null,
) {
  await requireFreelancer(ctx, freelancerId);
  await consume(ctx.deps.limiter, [BOOKING_LIMIT(ctx.store.id, ctx.client)]);
  const choices = await freelancerChoices(ctx, freelancerId);
  const categoryId = body.category_id ?? null;
  const areaId = body.area_id ?? null;
  if (categoryId !== null && !choices.skills.includes(categoryId))
    throw badRequest('category_id is not a service of this technician');
  if (areaId !== null && !choices.areas.includes(areaId))
    throw badRequest('area_id is not an area of this technician');
  const preferredDate = body.preferred_date ?? null;
  if (preferredDate !== null) checkPreferredDate(preferredDate);
  return insertBooking(ctx, {
    freelancerId,
    categoryId,
    areaId,
    customerId,
    name: body.name.trim(),
    phone: normalizePhone(body.phone),
    preferredDate,
    message: body.message,
  });
}
