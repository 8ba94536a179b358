import { describeConnectionError, isConnectionError } from '@shop/db';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import { AppError, errorBody, Refusal } from '../lib/errors';
import { createLogger } from '../lib/log';
import { routePattern } from '../lib/route-pattern';

// The app's one `onError`: every failure becomes the envelope here, once.

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
    return c.json(errorBody(error.status, message, requestId, error.data), error.status, error.headers);
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
