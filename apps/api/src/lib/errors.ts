import type { ErrorBody } from '@shop/contracts';
import { describeConnectionError, isConnectionError } from '@shop/db';
import { type Locale, MESSAGES, type MessageKey, type MessageValues, translate } from '@shop/i18n';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import { createLogger } from './log';
import { routePattern } from './route-pattern';

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

/**
 * The envelope of a failure: `{ code: <status>, message, data: null, request_id }`, the request's id
 * as its X-Request-Id header also says (a call answered before the request middleware has none).
 */
export const errorBody = (status: number, message: string, requestId?: string): ErrorBody => ({
  code: status,
  message,
  data: null,
  ...(requestId ? { request_id: requestId } : {}),
});

/** How long a caller should wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_DOWN_MESSAGE = 'The database is unreachable for a moment; please try again shortly';

let lastOutageLog = 0;
const fallbackLog = createLogger({ level: 'warn' });

/** The one `onError` of the app: the envelope of an AppError, a 503 while the database is away, else a 500 logged with its stack. */
export function errorResponse(error: unknown, plain: Context) {
  // An app without the request middleware (a test's) has no id or logger: the fallback's lines.
  const c = plain as Context<{ Variables: Partial<AppEnv['Variables']> }>;
  const requestId = c.get('requestId');
  if (error instanceof AppError) {
    const message = error instanceof Refusal ? error.said(c.get('locale')) : error.message;
    return c.json(errorBody(error.status, message, requestId), error.status, error.headers);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json(errorBody(status, error.message || 'Bad request', requestId), status);
  }
  const log = c.get('log') ?? c.get('deps')?.log ?? fallbackLog;
  if (isConnectionError(error)) {
    // A restart or failover of the database: every call fails alike for a few seconds, so one
    // line now and then says it, not a stack per call.
    const now = Date.now();
    if (now - lastOutageLog >= DATABASE_RETRY_AFTER_SECONDS * 1000) {
      lastOutageLog = now;
      log.warn({ reason: describeConnectionError(error) }, 'database unreachable, answering 503');
    }
    return c.json(errorBody(503, DATABASE_DOWN_MESSAGE, requestId), 503, {
      'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }
  // The route's pattern, never its path (lib/route-pattern.ts).
  const route = routePattern(c);
  log.error({ err: error, method: c.req.method, route }, `${c.req.method} ${route} failed`);
  return c.json(errorBody(500, `Internal server error (request ${requestId ?? 'unknown'})`, requestId), 500);
}
