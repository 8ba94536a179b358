import type { ErrorBody } from '@shop/contracts';
import { describeConnectionError, isConnectionError } from '@shop/db';
import { type Locale, MESSAGES, type MessageKey, type MessageValues, translate } from '@shop/i18n';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error type of the API: mapped to the envelope once, in `onError`. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
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
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/** The envelope of a failure: `{ code: <status>, message, data: null }`. */
export const errorBody = (status: number, message: string): ErrorBody => ({
  code: status,
  message,
  data: null,
});

/** How long a caller should wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_DOWN_MESSAGE = 'The database is unreachable for a moment; please try again shortly';

let lastRequestId = 0;
let lastOutageLog = 0;

export function errorResponse(error: unknown, c: Context) {
  if (error instanceof AppError) {
    const message =
      error instanceof Refusal ? error.said(c.get('locale') as Locale | undefined) : error.message;
    return c.json(errorBody(error.status, message), error.status, error.headers);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json(errorBody(status, error.message || 'Bad request'), status);
  }
  if (isConnectionError(error)) {
    // A restart or failover of the database: every call fails alike for a few seconds, so one
    // line now and then says it, not a stack per call.
    const now = Date.now();
    if (now - lastOutageLog >= DATABASE_RETRY_AFTER_SECONDS * 1000) {
      lastOutageLog = now;
      console.warn(`[api] database unreachable, answering 503: ${describeConnectionError(error)}`);
    }
    return c.json(errorBody(503, DATABASE_DOWN_MESSAGE), 503, {
      'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }
  const requestId = `${Date.now().toString(36)}-${(++lastRequestId).toString(36)}`;
  console.error(`[api] request ${requestId} ${c.req.method} ${c.req.path} failed:`, error);
  return c.json(errorBody(500, `Internal server error (request ${requestId})`), 500);
}
