import type { StaffErrorBody } from '@shop/contracts';
import { type Locale, MESSAGES, type MessageKey, type MessageValues, translate } from '@shop/i18n';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error type of the API: mapped to the envelope once, in `onError`. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /** What the answer's `data` carries (a 409 of the back office: the order as it now is). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A text a shopper may be refused with: `@shop/i18n`'s `orderRefusal` and `notify` texts. */
export type ShopperText = Extract<MessageKey, `orderRefusal.${string}` | `notify.${string}`>;

/**
 * A refusal the shopper reads as it is (the storefront shows the API's message at checkout, on a
 * payment, on an order): said in the call's language (the `locale` middleware's) by `onError`.
 * Its `message` is the English text, for logs and for a call refused before its language is known.
 */
export class Refusal extends AppError {
  constructor(
    status: ContentfulStatusCode,
    readonly key: ShopperText,
    readonly values?: MessageValues,
    headers: Record<string, string> = {},
  ) {
    super(status, translate(MESSAGES.en, key, values), headers);
  }

  /** The message in `locale`. */
  said(locale: Locale | undefined): string {
    return translate(MESSAGES[locale ?? 'en'], this.key, this.values);
  }
}

export const badRequest = (message: string) => new AppError(400, message);

/**
 * The specification's '{field} is required' (notify.fieldRequired): the one way a missing field is
 * refused, said in the caller's language. `requiredText` is its English words, for a Zod schema's
 * message (validation answers in English).
 */
export const required = (field: string) => new Refusal(400, 'notify.fieldRequired', { field });
export const requiredText = (field: string) => translate(MESSAGES.en, 'notify.fieldRequired', { field });
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/**
 * The envelope of a failure: `{ code: <status>, message, data, request_id }` (`data` null but where a
 * refusal says more: a back-office 409 carries the order as it now is), the request's id
 * as its X-Request-Id header also says (a call answered before the request middleware has none).
 */
export const errorBody = (
  status: number,
  message: string,
  requestId?: string,
  data: unknown = null,
): StaffErrorBody => ({
  code: status,
  message,
  data,
  ...(requestId ? { request_id: requestId } : {}),
});
