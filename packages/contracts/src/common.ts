import { LOCALES } from '@shop/i18n/locales';
import { z } from 'zod';

export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;

/** `{ code, message, data }`: every API answer. `code` 0 is success. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

/** A page of a list: `data: { data: [...], current_page, last_page, per_page, total }`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}

/** The answer of a call that has nothing to say but its message (`data: null`). */
export const NullAnswerSchema = envelope(z.null());

/** Every failure: a non-zero `code` (the HTTP status), a clear `message`, `data: null`. */
export const ErrorBodySchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.null(),
  /** The request's id (also its X-Request-Id header): what to quote when asking about a failure. */
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * A failure of the back office (`/admin/api`): as any other, but a 409 of a move another staff
 * member made first carries the thing as it now is in `data`.
 */
export const StaffErrorBodySchema = ErrorBodySchema.extend({
  data: z.unknown().describe('null, or on a 409 the order (or payment) as it now is'),
});
export type StaffErrorBody = z.infer<typeof StaffErrorBodySchema>;
