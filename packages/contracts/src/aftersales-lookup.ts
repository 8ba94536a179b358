import { z } from 'zod';
import { TICKET_STATUSES, WARRANTY_STATUSES } from './aftersales';
import { OrderStatusSchema } from './checkout';

// The answers of the public after-sale lookups: a warranty by serial, a delivery by order and
// phone, a repair ticket by code and phone. None says anything personal beyond what was asked.

/** A serial or IMEI as the lookups take it: upper-cased, spaces removed, 4 to 40 of A–Z, 0–9, '-'. */
export const SERIAL_PATTERN = /^[A-Z0-9-]{4,40}$/;
export const normalizeSerial = (serial: string) => serial.replace(/\s+/g, '').toUpperCase();
/** A repair ticket's code as printed on the slip (e.g. RT-7K3Q9P). */
export const TICKET_CODE_PATTERN = /^[A-Za-z0-9-]{4,20}$/;

export const WarrantyAnswerSchema = z.object({
  serial: z.string(),
  product_id: z.number().int(),
  name: z.string().describe("The product's name in the request's language"),
  image: z.string(),
  order_id: z.number().int(),
  purchased_on: z.string().describe('The first day of the warranty (delivery day), YYYY-MM-DD'),
  months: z.number().int(),
  ends_on: z.string().describe('The last day covered, YYYY-MM-DD (Phnom Penh)'),
  status: z.enum(WARRANTY_STATUSES),
  claimed_at: z.string().nullable(),
});
export type WarrantyAnswer = z.infer<typeof WarrantyAnswerSchema>;

export const TrackingEventSchema = z.object({ status: OrderStatusSchema, at: z.string() });

export const TrackingAnswerSchema = z.object({
  order_id: z.number().int(),
  status: OrderStatusSchema,
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  created_at: z.string(),
  timeline: z.array(TrackingEventSchema),
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), image: z.string() })),
});
export type TrackingAnswer = z.infer<typeof TrackingAnswerSchema>;

export const TicketExistsSchema = z.object({ code: z.string(), exists: z.literal(true) });

export const TicketStatusSchema = z.object({
  code: z.string(),
  device: z.string(),
  problem: z.string(),
  status: z.enum(TICKET_STATUSES),
  technician_note: z.string(),
  technician_name: z.string(),
  quote_cents: z.number().int().nullable(),
  quote: z.string().nullable().describe('The quote formatted in US dollars, e.g. $35.00'),
  created_at: z.string(),
  updated_at: z.string(),
  timeline: z.array(z.object({ status: z.enum(TICKET_STATUSES), note: z.string(), at: z.string() })),
});
export type TicketStatusAnswer = z.infer<typeof TicketStatusSchema>;
