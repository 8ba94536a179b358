import { type ChatEvent, ChatEventSchema, ChatRequestSchema } from '@shop/contracts';
import type { Locale } from '@shop/i18n';
import { streamSSE } from 'hono/streaming';
import { asCustomer, requestContext } from '../../context';
import { consume, type Limit } from '../../lib/rate-limit';
import { shopCall } from '../../middleware';
import { limitBody } from '../../middleware/body-limit';
import { optionalCustomer } from '../../middleware/customer';
import {
  createRoute,
  eventStreamAnswers,
  jsonBody,
  type Router,
  router,
  SHOP_PARAMETERS,
} from '../../routing';
import { findStoreRow } from '../stores';
import { createOfflineAssistant } from './offline';
import { type Assistants, providerFor, say, UpstreamError } from './provider';

export const CHAT_PATH = '/api/chat';
/**
 * The body of a conversation: 20 messages of 1,000 characters fit even written with JSON escapes
 * (`\uXXXX`: 6 bytes a character), so no encoder's choice makes a full conversation a 413.
 */
export const CHAT_MAX_BODY_BYTES = 128 * 1024;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Questions from one client address to one shop: a conversation's pace, and a day's use. */
export const CHAT_LIMITS = (storeId: number, client: string): Limit[] => [
  { key: `chat:m:${storeId}:${client}`, limit: 20, windowMs: MINUTE },
  { key: `chat:d:${storeId}:${client}`, limit: 300, windowMs: DAY },
];

const chat = createRoute({
  method: 'post',
  path: CHAT_PATH,
  summary: 'Ask the shop assistant: the answer streams as Server-Sent Events',
  description:
    'The conversation so far (at most 20 messages of 1,000 characters, the last the shopper’s). A bearer token, if sent, lets the assistant read that customer’s own orders. The answer is `text/event-stream`: one ChatEvent JSON per `data:` line, ending with `done` or `error`. Product cards are built from the catalogue. Nothing of the conversation is stored.',
  parameters: SHOP_PARAMETERS,
  // Optional: without a token the assistant answers a guest.
  security: [{}, { bearer: [] }] as Record<string, string[]>[],
  middleware: shopCall,
  request: jsonBody(ChatRequestSchema),
  responses: eventStreamAnswers(ChatEventSchema, 'The answer, one event per `data:` line', {
    400: 'The body is not a conversation (empty, a message too long, too many messages, or the last not the shopper’s); the message names it',
    404: 'No such shop',
    413: 'The conversation is too large',
    429: 'Too many questions from this client to this shop; see Retry-After',
  }),
});

const DEFAULT_ASSISTANTS: Assistants = { offline: createOfflineAssistant(), liveStores: [] };

function shopName(name: Record<Locale, string> | null | undefined, locale: Locale) {
  return name?.[locale] || name?.en || '';
}

/** POST /api/chat, answered by these providers (default: offline only). */
export function assistantRoutes(assistants: Assistants = DEFAULT_ASSISTANTS): Router {
  const routes = router();
  // Before anything reads the body (app.ts leaves this path out of the 64 KB limit of other calls).
  routes.use(CHAT_PATH, limitBody(CHAT_MAX_BODY_BYTES, 'The conversation is too large'));
  return routes.openapi(chat, async (c) => {
    const ctx = requestContext(c);
    const { messages } = c.req.valid('json');
    await consume(ctx.deps.limiter, CHAT_LIMITS(ctx.store.id, ctx.client));
    const signedIn = await optionalCustomer(c);
    const asker = signedIn ? asCustomer(ctx, signedIn) : ctx;
    const store = await findStoreRow(ctx);
    const provider = providerFor(assistants, ctx.store.code);
    const stopped = new AbortController();
    c.header('Cache-Control', 'no-store');
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => stopped.abort());
      const send = (event: ChatEvent) => stream.writeSSE({ data: JSON.stringify(event) });
      try {
        for await (const event of provider.answer({
          ctx: asker,
          messages,
          signal: stopped.signal,
          shopName: shopName(store?.name, ctx.locale),
        })) {
          if (stopped.signal.aborted) return;
          await send(event);
        }
        await send({ type: 'done', provider: provider.name });
      } catch (error) {
        if (stopped.signal.aborted) return;
        // The model's endpoint failing is an outage to watch, not a fault of ours: one line of it.
        const where = { provider: provider.name, shop: ctx.store.code };
        if (error instanceof UpstreamError) {
          const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
          ctx.log.warn(where, `assistant: ${error.message}${cause}`);
        } else ctx.log.error({ ...where, err: error }, 'assistant failed');
        await send({ type: 'error', message: say(ctx, 'assistant.unavailable') });
      }
    });
  });
}
