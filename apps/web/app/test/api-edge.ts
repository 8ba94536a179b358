import type { TestApi } from '../../../api/src/test/harness';

// The storefront's `fetch` to the real test API (its Hono app, in memory), and what a test sees and
// changes at that edge: every call as it went out, and faults injected for one test (the API down,
// a call answering what the test says). Nothing here answers in the API's place unless told.

/** One call the storefront made, as it left for the API. */
export interface ApiRequest {
  method: string;
  /** The path, without the query. */
  path: string;
  /** The shop and language the call named (they travel as headers), and the page's request id. */
  storeCode: string | null;
  lang: string | null;
  requestId: string | null;
  authorization: string | null;
  forwardedFor: string | null;
  /** The Idempotency-Key header. */
  idempotencyKey: string | null;
  headers: Headers;
  /** A JSON body parsed, a multipart one as its FormData. */
  body: unknown;
}

/** An answer a test puts in the API's place for one path: it may ask the real API itself. */
export type Fault = (
  request: Request,
  real: () => Response | Promise<Response>,
) => Response | Promise<Response>;

export interface ApiEdge {
  /** The real API behind the edge: its database, its own calls, tokens of its customers. */
  real: TestApi;
  fetch: typeof fetch;
  /** Every path and query asked for, in order. */
  calls: string[];
  /** Those calls in full, in the same order. */
  requests: ApiRequest[];
  /** While true, every call fails as one to an unreachable server does. */
  down: boolean;
  /** Answers that replace the API's for a path (the pathname, without the query). */
  faults: Map<string, Fault>;
}

function bodyOf(body: RequestInit['body']): unknown {
  if (typeof body === 'string') {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return body;
    }
  }
  return body ?? undefined;
}

export function createApiEdge(real: TestApi): ApiEdge {
  const edge: ApiEdge = {
    real,
    calls: [],
    requests: [],
    down: false,
    faults: new Map(),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const header = (name: string) => request.headers.get(name);
      edge.calls.push(url.pathname + url.search);
      edge.requests.push({
        method: request.method,
        path: url.pathname,
        storeCode: header('x-store-code'),
        lang: header('accept-language'),
        requestId: header('x-request-id'),
        authorization: header('authorization'),
        forwardedFor: header('x-forwarded-for'),
        idempotencyKey: header('idempotency-key'),
        headers: new Headers(request.headers),
        body: bodyOf(init?.body),
      });
      if (edge.down) throw new TypeError('fetch failed');
      const toApi = () => real.app.request(request.clone());
      const fault = edge.faults.get(url.pathname);
      return fault ? fault(request, toApi) : toApi();
    },
  };
  return edge;
}

/** The calls of a customer's account (sign-in, profile, cart, wishlist, checkout, payments). */
export const ACCOUNT_CALL =
  /^\/(api\/(auth|verify|profile|cart|wishlist|upload|checkout)|payment|checkout)(\/|$)/;

/** The calls among `edge.requests` that belong to a customer's account. */
export const accountRequests = (edge: ApiEdge) => edge.requests.filter((r) => ACCOUNT_CALL.test(r.path));
