import {
  CHAT_MAX_MESSAGE_CHARS,
  CHAT_MAX_MESSAGES,
  type ChatEvent,
  ChatEventSchema,
  type ChatMessage,
  ChatRequestSchema,
} from '@shop/contracts';
import { type Locale, MESSAGES, type MessageKey, translate } from '@shop/i18n';
import type { RouterContextProvider } from 'react-router';
import { apiCaller, apiContext, sessionContext, shopContext } from '../context.server';
import { log, reason } from '../log.server';
import {
  type AssistantTurn,
  applyChatEvent,
  type ChatTurn,
  finishAnswer,
  pendingAnswer,
  requestMessages,
  type WebChatEvent,
} from '../utils/chat';
import { readSse, sseFrame } from '../utils/chat-sse';
import { priceTexts } from '../utils/money';
import { servicesContext } from './services.server';

// The shop assistant, server side: the API's event stream checked event by event and passed on
// to the browser (with JavaScript), or read to its end into one answer (the page's form without).

type Context = Readonly<RouterContextProvider>;

/** The event the browser gets: the contract's, a product's prices written out here (as on every page). */
function toWebEvent(event: ChatEvent, locale: Locale): WebChatEvent {
  // A storefront path, never another site's ('//host' and '/\\host' are read as one).
  if (event.type === 'links')
    return { ...event, links: event.links.filter((l) => /^\/(?![/\\])/.test(l.href)) };
  if (event.type !== 'products') return event;
  return { type: 'products', products: event.products.map((p) => ({ ...p, ...priceTexts(p, locale) })) };
}

function errorEvent(locale: Locale, key: MessageKey): WebChatEvent {
  return { type: 'error', message: translate(MESSAGES[locale], key) };
}

/** Why the answer did not start, in the shopper's language: too many questions, or any failure. */
function refusalKey(status: number): MessageKey {
  return status === 429 ? 'chat.errorBusy' : 'chat.errorFailed';
}

/**
 * Asks the API and hands each event of its answer to `onEvent` as it arrives, checked with the
 * contract's schema (one it refuses is left out and logged). The last event is always a `done`
 * or an `error`: a refusal, a failure or a stream that broke off ends in an error in the
 * shopper's language. `onStatus` learns, before the first event, the status to answer with: 200,
 * the API's refusal (4xx) or 502 when it failed.
 */
async function streamAnswer(
  context: Context,
  messages: ChatMessage[],
  onEvent: (event: WebChatEvent) => void,
  { signal, onStatus }: { signal?: AbortSignal; onStatus?: (status: number) => void } = {},
): Promise<void> {
  const shop = context.get(shopContext);
  const { chat } = context.get(servicesContext);
  const locale = shop.locale;
  let ended = false;
  const emit = (event: WebChatEvent) => {
    if (ended) return;
    ended = event.type === 'done' || event.type === 'error';
    onEvent(event);
  };
  let response: Response;
  try {
    response = await chat.open(
      apiContext(shop),
      apiCaller(context.get(sessionContext)),
      { messages },
      signal,
    );
  } catch (error) {
    if (!signal?.aborted) log.warn({ reason: reason(error) }, 'chat call failed');
    onStatus?.(502);
    emit(errorEvent(locale, 'chat.errorFailed'));
    return;
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
    const detail = await response.text().catch(() => '');
    if (response.status !== 429)
      log.warn(
        { status: response.status, type, detail: detail.slice(0, 200) },
        'chat answered with a failure',
      );
    onStatus?.(response.status >= 400 && response.status < 500 ? response.status : 502);
    emit(errorEvent(locale, refusalKey(response.status)));
    return;
  }
  onStatus?.(200);
  try {
    await readSse(response.body, (data) => {
      let value: unknown;
      try {
        value = JSON.parse(data);
      } catch {
        value = data;
      }
      const parsed = ChatEventSchema.safeParse(value);
      if (parsed.success) emit(toWebEvent(parsed.data, locale));
      else
        log.warn(
          { reason: parsed.error.issues[0]?.message, event: data.slice(0, 200) },
          'chat event refused',
        );
    });
  } catch (error) {
    if (!signal?.aborted) log.warn({ reason: reason(error) }, 'chat stream broke off');
  }
  emit(errorEvent(locale, 'chat.errorBroken'));
}

/**
 * The answer as an event stream for the browser (the `/api/chat` resource route): each event is
 * sent on the moment the API's is complete, never gathered. The shopper leaving (`signal`, the
 * browser's request) or the browser cancelling the stream stops the API's answer too.
 */
export async function relayAnswer(context: Context, messages: ChatMessage[], signal: AbortSignal) {
  const upstream = new AbortController();
  const stop = () => upstream.abort();
  signal.addEventListener('abort', stop, { once: true });
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      closed = true;
      stop();
    },
  });
  const send = (event: WebChatEvent) => {
    if (!closed) controller.enqueue(encoder.encode(sseFrame(event)));
  };
  // The status is known once the API's answer started: wait for that much before answering.
  let started!: (status: number) => void;
  const status = new Promise<number>((resolve) => {
    started = resolve;
  });
  void streamAnswer(context, messages, send, { signal: upstream.signal, onStatus: started })
    .catch((error: unknown) => {
      log.error({ err: error }, 'chat relay failed');
      started(502);
    })
    .finally(() => {
      signal.removeEventListener('abort', stop);
      if (!closed) {
        closed = true;
        controller.close();
      }
    });
  return new Response(body, {
    status: await status,
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'private, no-store, no-transform',
      // A proxy in front of the storefront (nginx) must not hold the events back.
      'X-Accel-Buffering': 'no',
    },
  });
}

/** The whole answer (the page's form without JavaScript): the stream read to its end. */
export async function answerInFull(context: Context, messages: ChatMessage[]): Promise<AssistantTurn> {
  let answer = pendingAnswer();
  await streamAnswer(context, messages, (event) => {
    answer = applyChatEvent(answer, event);
  });
  const locale = context.get(shopContext).locale;
  return finishAnswer(answer, translate(MESSAGES[locale], 'chat.errorBroken'));
}

/** The browser's request (`{ messages }`, JSON), checked; or the first problem, naming its field. */
export function parseChatRequest(
  body: unknown,
): { ok: true; messages: ChatMessage[] } | { ok: false; field: string; message: string } {
  const parsed = ChatRequestSchema.safeParse(body);
  if (parsed.success) return { ok: true, messages: parsed.data.messages };
  const issue = parsed.error.issues[0];
  return { ok: false, field: issue?.path.join('.') || 'messages', message: issue?.message ?? 'invalid' };
}

/**
 * The page's form (without JavaScript): the history in hidden `role`/`content` pairs, and the
 * question (a starter button's `starter`, else the text box's `message`). Answers the turns to
 * show and the messages to send, or null when the question is empty.
 */
export function parseChatForm(form: FormData): { turns: ChatTurn[]; messages: ChatMessage[] } | null {
  const question = String(form.get('starter') || form.get('message') || '')
    .trim()
    .slice(0, CHAT_MAX_MESSAGE_CHARS);
  if (!question) return null;
  const roles = form.getAll('role');
  const contents = form.getAll('content');
  const turns: ChatTurn[] = [];
  for (let i = 0; i < Math.min(roles.length, contents.length); i++) {
    const text = String(contents[i]).trim().slice(0, CHAT_MAX_MESSAGE_CHARS);
    if (!text) continue;
    if (roles[i] === 'user') turns.push({ role: 'user', text });
    else if (roles[i] === 'assistant')
      turns.push({ ...pendingAnswer(), text, status: 'done' } satisfies AssistantTurn);
  }
  const shown = turns.slice(-(CHAT_MAX_MESSAGES - 1));
  const messages = requestMessages(shown, question);
  shown.push({ role: 'user', text: question });
  return { turns: shown, messages };
}
