import { z } from 'zod';
import { TICKET_STATUSES } from './aftersales';
import { paginated } from './common';

// Repair tickets in the back office (issue 30, part 6): taken in at the counter (the customer's
// name, phone, device and problem; the API makes the code the customer's slip shows), then moved
// through TICKET_STATUSES with a note the customer reads on /check-result/{code}, the technician's
// name and, once diagnosed, the quote. A move names the status it was read at: someone else's move
// in between is a 409.

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

const filled = (field: string, max: number) => text(field, max).min(1, `${field} is required`);

const status = (field: string) =>
  z.enum(TICKET_STATUSES, { error: `${field} must be one of ${TICKET_STATUSES.join(', ')}` });

/** Digits with the separators people type: a Cambodian number (012 345 678) or an international one (+…). */
const PHONE = /^(\+?\d{8,15}|0\d{7,9})$/;

/** A phone as typed at the counter; the API stores it as accounts do (+855…). */
const phone = z
  .string({ error: 'phone must be text' })
  .trim()
  .max(30, 'phone must be at most 30 characters')
  .refine(
    (v) => PHONE.test(v.replace(/[\s().-]/g, '')),
    'phone must be a phone number, e.g. 012 345 678 or +855 12 345 678',
  );

export const AdminTicketsQuerySchema = z.object({
  status: status('status').optional(),
  /** A ticket's code, a phone number or part of the customer's name. */
  q: text('q', 100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  row_per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminTicketsQuery = z.input<typeof AdminTicketsQuerySchema>;

export const TicketTakeInBodySchema = z.object({
  customer_name: filled('customer_name', 100),
  phone,
  device: filled('device', 200),
  problem: filled('problem', 1000),
  /** What came with the device, its state (the first step's note; the customer reads it). */
  note: text('note', 500).default(''),
});
export type TicketTakeInBody = z.input<typeof TicketTakeInBodySchema>;

export const TicketMoveBodySchema = z.object({
  to: status('to'),
  /** The status the ticket was read at: another status now is a 409 (someone moved it first). */
  from: status('from'),
  /** The step's note, shown to the customer; when not empty it becomes the technician's note. */
  note: text('note', 1000).default(''),
  /** Who works on it (shown to the customer); omitted or empty: unchanged. */
  technician_name: text('technician_name', 100).optional(),
  /** The repair's price in dollars once diagnosed; omitted: unchanged, null: no quote. */
  quote: z
    .number({ error: 'quote must be an amount in dollars, e.g. 35.00' })
    .min(0, 'quote must not be below 0')
    .max(100_000, 'quote must be at most 100,000')
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'quote must have at most 2 decimals')
    .nullable()
    .optional(),
});
export type TicketMoveBody = z.input<typeof TicketMoveBodySchema>;

export const AdminTicketRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  customer_name: z.string(),
  phone: z.string(),
  device: z.string(),
  status: z.enum(TICKET_STATUSES),
  /** In dollars; null: not quoted yet. */
  quote: z.number().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type AdminTicketRow = z.infer<typeof AdminTicketRowSchema>;

export const AdminTicketListSchema = paginated(AdminTicketRowSchema);
export type AdminTicketList = z.infer<typeof AdminTicketListSchema>;

export const AdminTicketSchema = AdminTicketRowSchema.extend({
  problem: z.string(),
  technician_note: z.string(),
  technician_name: z.string(),
  /** The statuses it may move to now. */
  moves: z.array(z.enum(TICKET_STATUSES)),
  /** Its steps, oldest first. */
  events: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(TICKET_STATUSES),
      note: z.string(),
      at: z.iso.datetime(),
    }),
  ),
});
export type AdminTicket = z.infer<typeof AdminTicketSchema>;
