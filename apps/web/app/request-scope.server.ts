import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@shop/contracts/constants';
import type { MiddlewareFunction } from 'react-router';

// The id of the page request being served, for everything it does: its log lines (log.server.ts)
// and every call it makes to the API (services.server.ts sends it as X-Request-Id, so the API's
// lines of that page carry the same id). The production server (server/index.mjs) gives each
// request its id in X-Request-Id, replacing whatever a browser sent unless a trusted proxy made
// it; the app takes that one, and makes one itself when served otherwise (the Vite dev server).

const scope = new AsyncLocalStorage<string>();

/** The id of the request being served here, if any. */
export const currentRequestId = (): string | undefined => scope.getStore();

/** The first middleware: the rest of the request runs with its id, and its answer says it. */
export const requestScopeMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  const given = request.headers.get(REQUEST_ID_HEADER);
  const id = given && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
  return scope.run(id, async () => {
    const response = await next();
    if (!response.headers.has(REQUEST_ID_HEADER)) response.headers.set(REQUEST_ID_HEADER, id);
    return response;
  });
};
