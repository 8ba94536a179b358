/**
 * After the sale: warranty records and service (repair) tickets. The words both apps and the
 * database share; the rules (what is active, who may read a ticket) live in the API.
 */

/**
 * A warranty's state as a shopper reads it: active until its end date, expired after, claimed
 * once the shop has taken it in for a claim.
 */
export const WARRANTY_STATUSES = ['active', 'expired', 'claimed'] as const;
export type WarrantyStatus = (typeof WARRANTY_STATUSES)[number];

/**
 * A service or repair ticket's life: received at the counter, diagnosed, perhaps waiting for
 * parts, in repair, ready for pickup, then collected; or cancelled (the customer declined the quote).
 */
export const TICKET_STATUSES = [
  'received',
  'diagnosing',
  'waiting_for_parts',
  'repairing',
  'ready_for_pickup',
  'collected',
  'cancelled',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** What a booking request to a technician is, for the shop that handles it. */
export const BOOKING_STATUSES = ['new', 'contacted', 'scheduled', 'done', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
