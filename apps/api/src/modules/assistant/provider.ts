import type { ChatEvent, ChatMessage } from '@shop/contracts';
import { MESSAGES, type MessageKey, type MessageValues, translate } from '@shop/i18n';
import type { RequestContext } from '../../context';

/** One question to answer: who asks (shop, language, customer), the conversation, a way to stop. */
export interface AssistantTurn {
  /** The shop and language of the request; a `CustomerContext` when the shopper is signed in. */
  ctx: RequestContext;
  /** The conversation so far, ending with the shopper's question (checked by the route). */
  messages: ChatMessage[];
  /** Aborted when the shopper goes away: a provider stops its work. */
  signal: AbortSignal;
  /** The shop's name in the request's language (greetings). */
  shopName: string;
}

/**
 * The shop assistant. An answer is a stream of events: text to append, tools in use, product cards
 * (always built from catalogue rows), links; the route adds `done` or `error` after it.
 * A provider may throw: the route turns that into an `error` event in the shopper's language.
 */
export interface AssistantProvider {
  readonly name: 'offline' | 'live';
  answer(turn: AssistantTurn): AsyncIterable<ChatEvent>;
}

/** The providers of this process and which shops the live one answers (empty: all of them). */
export interface Assistants {
  offline: AssistantProvider;
  live?: AssistantProvider;
  liveStores: readonly string[];
}

/** The provider that answers a shop: the live one for its shops when there is one, else offline. */
export function providerFor(assistants: Assistants, storeCode: string): AssistantProvider {
  const { live, liveStores } = assistants;
  if (live && (liveStores.length === 0 || liveStores.includes(storeCode))) return live;
  return assistants.offline;
}

/** An interface text of the assistant in the request's language. */
export function say(ctx: RequestContext, key: MessageKey, values?: MessageValues): string {
  return translate(MESSAGES[ctx.locale], key, values);
}

/** The model's endpoint failed (timeout, 5xx, a broken stream): not a fault of the API's own. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
}
