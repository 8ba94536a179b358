import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../lib/errors';

/** The largest JSON or form body of a call: a login, an address or a cart line is far smaller. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Refuses a body over `maxSize` bytes with a 413 in the usual envelope, before anything reads it:
 * at once from its Content-Length, or, sent chunked, as soon as more than `maxSize` bytes have come
 * (a body within the limit is buffered for the handler, at most `maxSize` bytes).
 *
 * The answer says `Connection: close`, and the server then closes that connection: the rest of the
 * body is still on its way, so the connection cannot carry another request. Answered as
 * kept alive, the client would send its next request there and find the socket closed under it
 * (behind a proxy that pools its upstream connections, another shopper's request).
 */
export function limitBody(maxSize: number, message: string): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError(413, message, { Connection: 'close' });
    },
  });
}

/** The limit of every call but the upload (which declares its own, larger one). */
export const smallBody = limitBody(
  MAX_BODY_BYTES,
  `The request body is too large: at most ${MAX_BODY_BYTES / 1024} KB`,
);
