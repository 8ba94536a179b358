import type { ErrorBody } from '@shop/contracts';
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

export const badRequest = (message: string) => new AppError(400, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);

/** The envelope of a failure: `{ code: <status>, message, data: null }`. */
export const errorBody = (status: number, message: string): ErrorBody => ({
  code: status,
  message,
  data: null,
});

let lastRequestId = 0;

export function errorResponse(error: unknown, c: Context) {
  if (error instanceof AppError) {
    return c.json(errorBody(error.status, error.message), error.status, error.headers);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json(errorBody(status, error.message || 'Bad request'), status);
  }
  const requestId = `${Date.now().toString(36)}-${(++lastRequestId).toString(36)}`;
  console.error(`[api] request ${requestId} ${c.req.method} ${c.req.path} failed:`, error);
  return c.json(errorBody(500, `Internal server error (request ${requestId})`), 500);
}
