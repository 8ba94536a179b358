import { type ApiClient, createApiClient } from '@shop/contracts/client';
import { createContext } from 'react-router';
import { env, sameOriginMedia } from '../env.server';
import { currentRequestId } from '../request-scope.server';
import { type CatalogueService, createCatalogueService } from './catalogue.server';
import { type ChatClient, createChatClient } from './chat-client.server';
import { createShopService, type ShopService } from './shop.server';

/** What loaders, actions and middleware use to reach the API. */
export interface Services {
  shops: ShopService;
  catalogue: CatalogueService;
  /** Account, cart and wishlist calls (never cached: they belong to one customer). */
  account: ApiClient;
  /** The shop assistant (an event stream, outside the typed client). */
  chat: ChatClient;
}

export function createServices(options: {
  apiUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  forwardedSecret?: string;
  /** The asset host's origin, when its pictures are served on the shop's own origin (decision 026). */
  mediaOrigin?: string;
}): Services {
  const client = createApiClient({
    baseUrl: options.apiUrl,
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
    forwardedSecret: options.forwardedSecret,
    mediaOrigin: options.mediaOrigin,
    requestId: currentRequestId,
  });
  return {
    shops: createShopService({ client, now: options.now }),
    catalogue: createCatalogueService(client),
    account: client,
    chat: createChatClient({
      baseUrl: options.apiUrl,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      forwardedSecret: options.forwardedSecret,
      requestId: currentRequestId,
    }),
  };
}

function defaultServices(): Services {
  const { API_URL, API_TIMEOUT_MS, FORWARDED_SECRET } = env();
  return createServices({
    apiUrl: API_URL,
    timeoutMs: API_TIMEOUT_MS,
    forwardedSecret: FORWARDED_SECRET,
    mediaOrigin: sameOriginMedia(env()),
  });
}

/**
 * The services of a request. The process-wide default talks to API_URL; a server (or a test) may
 * hand in others through the load context.
 */
export const servicesContext = createContext<Services>(defaultServices());
