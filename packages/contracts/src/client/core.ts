import { z } from 'zod';
import { ErrorBodySchema, type Locale } from '../common';
import {
  FORWARDED_SECRET_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  REQUEST_ID_HEADER,
  STORE_CODE_HEADER,
} from '../constants';

/** A non-success answer of the API, with its HTTP status and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = -1,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Milliseconds before a call is abandoned. */
  timeoutMs?: number;
  /**
   * The secret shared with the API (FORWARDED_SECRET): sent with a shopper's address, it makes the
   * API count that address instead of the storefront server's.
   */
  forwardedSecret?: string;
  /**
   * The asset host's origin (the API's ASSET_HOST) when the caller serves its pictures on its own
   * origin: every address of a picture under `<mediaOrigin>/media/` in an answer is given as its
   * path (`/media/…`), which the caller's pages load from their own origin, over their connection.
   */
  mediaOrigin?: string;
  /**
   * The id of the request the caller is serving (a page of the storefront), sent with every call as
   * X-Request-Id: the API's log lines of that page carry it too.
   */
  requestId?: () => string | undefined;
}

/** Who is asking: the shop and the language every shop call is made in. */
export interface ShopContext {
  storeCode: string;
  lang: Locale;
}

/**
 * Who asks an account call: the customer's bearer token (when there is one) and the shopper's
 * address (sent as X-Forwarded-For, so the API's per-client rate limits count shoppers, not the
 * storefront server).
 */
export interface Caller {
  token?: string | null;
  forwardedFor?: string | null;
  /** The browser's User-Agent, for the API's list of a staff member's signed-in devices. */
  userAgent?: string | null;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  /** The shop and language: sent as the X-Store-Code and Accept-Language headers. */
  shop?: ShopContext;
  /** The language alone, for a call made before the shop is known (store info by host). */
  lang?: Locale;
  caller?: Caller;
  /** A JSON body. */
  body?: unknown;
  /** A multipart body instead (an upload): fetch writes its Content-Type with the boundary. */
  form?: FormData;
  /** Sent as the Idempotency-Key header: the API does the write once for all calls with this key. */
  idempotencyKey?: string;
}

/** The key of one action of the shopper, as the API takes it (a form's `idempotency_key`). */
export const IdempotencyKeySchema = z
  .string()
  .regex(IDEMPOTENCY_KEY_PATTERN, 'must be a key of 1 to 255 characters');

/** Options of a write: the key of the shopper's action, so that a retry does not write twice. */
export interface WriteOptions {
  idempotencyKey?: string;
}

/** `a=1&b=2` of the defined values. */
export function query(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  return q.toString();
}

/**
 * One call of the API: the shop and language travel in headers (never in the query), with the
 * bearer token and the shopper's address when known; the answer is checked with `schema`, and a
 * failure is an ApiError carrying the API's message.
 */
export function createCaller(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  const pictures = options.mediaOrigin ? `"${new URL(options.mediaOrigin).origin}/media/` : undefined;
  return async function call<T extends z.ZodType>(
    method: Method,
    path: string,
    schema: T,
    { shop, lang, caller = {}, body, form, idempotencyKey }: CallOptions = {},
  ): Promise<z.infer<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (shop) headers[STORE_CODE_HEADER] = shop.storeCode;
    const language = shop?.lang ?? lang;
    if (language) headers['accept-language'] = language;
    if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    if (caller.userAgent) headers['user-agent'] = caller.userAgent.slice(0, 300);
    const requestId = options.requestId?.();
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    if (caller.forwardedFor && options.forwardedSecret) {
      headers['x-forwarded-for'] = caller.forwardedFor;
      headers[FORWARDED_SECRET_HEADER] = options.forwardedSecret;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
    const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);
    const send = () =>
      doFetch(`${base}${path}`, {
        method,
        headers,
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
        signal,
      });
    // A read goes again, once, when the kept-alive connection it went out on had been closed by
    // the API (at its keep-alive timeout, or after a refused body): it never reached the API. A
    // write is never sent twice here (its Idempotency-Key is the caller's to retry with).
    const res = await send().catch((error: unknown) => {
      if (method === 'GET' && isClosedConnection(error) && !signal.aborted) return send();
      throw error;
    });
    const answer = parseAnswer(await res.text().catch(() => ''), pictures);
    if (!res.ok) {
      const parsed = ErrorBodySchema.pick({ code: true, message: true }).safeParse(answer);
      throw new ApiError(
        res.status,
        parsed.success ? parsed.data.message : res.statusText,
        parsed.data?.code,
      );
    }
    return schema.parse(answer);
  };
}

export type Call = ReturnType<typeof createCaller>;

/** Codes of a connection the other side closed or reset (Node's fetch puts them in the cause). */
const CLOSED_CONNECTION = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** Whether `error` is fetch's failure on a connection the server closed (not a timeout or refusal). */
function isClosedConnection(error: unknown): boolean {
  const cause = error instanceof TypeError ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' && CLOSED_CONNECTION.has(cause.code);
}

/**
 * The JSON of an answer (null if it is none), with the pictures' addresses made paths: a string
 * that starts with the asset host's `/media/` starts, in the JSON text, with a quote and that
 * prefix (JSON.stringify escapes neither an origin's characters nor a slash). So does an HTML
 * attribute in a string (`src=\"…`), which is made a path too: the same picture, on the same origin.
 */
function parseAnswer(text: string, pictures: string | undefined): unknown {
  try {
    return JSON.parse(pictures ? text.replaceAll(pictures, '"/media/') : text);
  } catch {
    return null;
  }
}
