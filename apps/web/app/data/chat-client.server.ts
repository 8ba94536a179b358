import type { ChatRequest } from '@shop/contracts';
import type { Caller, ShopContext } from '@shop/contracts/client';
import { FORWARDED_SECRET_HEADER, REQUEST_ID_HEADER, STORE_CODE_HEADER } from '@shop/contracts/constants';

/**
 * The shop assistant's call of the API, `POST /api/chat`. Not in the typed client: its answer is
 * an event stream, read as it arrives, where the client reads and checks one JSON document.
 */
export interface ChatClient {
  /**
   * The API's response as it starts (status and headers), its body still arriving. Rejects when
   * the API does not answer within the client's timeout.
   */
  open(shop: ShopContext, caller: Caller, body: ChatRequest, signal?: AbortSignal): Promise<Response>;
}

/** However long an answer streams, the storefront stops waiting after this. */
export const CHAT_ANSWER_MAX_MS = 120_000;

export function createChatClient(options: {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Milliseconds to wait for the answer to start (its headers). */
  timeoutMs?: number;
  forwardedSecret?: string;
  /** The id of the page request being served (sent as X-Request-Id). */
  requestId?: () => string | undefined;
}): ChatClient {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  // A live model may think a while before the first word, but the API starts its stream at once.
  const startMs = Math.max(options.timeoutMs ?? 10_000, 10_000);
  return {
    async open(shop, caller, body, signal) {
      const headers: Record<string, string> = {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        'accept-language': shop.lang,
        [STORE_CODE_HEADER]: shop.storeCode,
      };
      if (caller.token) headers.authorization = `Bearer ${caller.token}`;
      const requestId = options.requestId?.();
      if (requestId) headers[REQUEST_ID_HEADER] = requestId;
      if (caller.forwardedFor && options.forwardedSecret) {
        headers['x-forwarded-for'] = caller.forwardedFor;
        headers[FORWARDED_SECRET_HEADER] = options.forwardedSecret;
      }
      const started = new AbortController();
      const timer = setTimeout(() => started.abort(new Error('the chat answer did not start')), startMs);
      const signals = [started.signal, AbortSignal.timeout(CHAT_ANSWER_MAX_MS)];
      if (signal) signals.push(signal);
      try {
        return await doFetch(`${base}/api/chat`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal: AbortSignal.any(signals),
        });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
