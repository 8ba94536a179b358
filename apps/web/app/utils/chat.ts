import type { ChatEvent, ChatLink, ChatMessage, ChatProduct } from '@shop/contracts';
import { CHAT_MAX_MESSAGE_CHARS, CHAT_MAX_MESSAGES } from '@shop/contracts/constants';

// The conversation as the storefront keeps and shows it (the /chat page, the chat panel, and the
// page's action without JavaScript). Nothing here runs only on the server or only in the browser.

/** A product card of an answer: the catalogue's product, its prices written out by the storefront. */
export type ChatCard = ChatProduct & { price_text: string; promo_price_text: string | null };

export interface UserTurn {
  role: 'user';
  text: string;
}

export interface AssistantTurn {
  role: 'assistant';
  text: string;
  products: ChatCard[];
  links: ChatLink[];
  /** The tools the assistant used for this answer, in order ('search_products'…). */
  tools: string[];
  /** `streaming` until a `done` or an `error` event (or the stream broke off). */
  status: 'streaming' | 'done' | 'error';
  /** The error's message, in the shopper's language. */
  error: string | null;
}

export type ChatTurn = UserTurn | AssistantTurn;

/** The event the storefront sends on: a `products` event's cards carry their price texts. */
export type WebChatEvent =
  | Exclude<ChatEvent, { type: 'products' }>
  | { type: 'products'; products: ChatCard[] };

export function pendingAnswer(): AssistantTurn {
  return {
    role: 'assistant',
    text: '',
    products: [],
    links: [],
    tools: [],
    status: 'streaming',
    error: null,
  };
}

/** The answer with one more event applied (the answer is not changed in place). */
export function applyChatEvent(turn: AssistantTurn, event: WebChatEvent): AssistantTurn {
  switch (event.type) {
    case 'text':
      return { ...turn, text: turn.text + event.text };
    case 'tool':
      return { ...turn, tools: [...turn.tools, event.name] };
    case 'products': {
      // A second search of the same answer adds its cards after the first's, each product once.
      const seen = new Set(turn.products.map((p) => p.id));
      return { ...turn, products: [...turn.products, ...event.products.filter((p) => !seen.has(p.id))] };
    }
    case 'links':
      return { ...turn, links: [...turn.links, ...event.links] };
    case 'done':
      return { ...turn, status: 'done' };
    case 'error':
      return { ...turn, status: 'error', error: event.message };
  }
}

/** The answer after its stream ended: one still streaming broke off (`message` says so). */
export function finishAnswer(turn: AssistantTurn, message: string): AssistantTurn {
  return turn.status === 'streaming' ? { ...turn, status: 'error', error: message } : turn;
}

/**
 * What an answer says as a message of the history: its text, or the names of the products it
 * showed when it had no text. Empty for an answer that failed (it is not sent again).
 */
function answerContent(turn: AssistantTurn): string {
  if (turn.status === 'error') return '';
  return (turn.text.trim() || turn.products.map((p) => p.name).join(', ')).slice(0, CHAT_MAX_MESSAGE_CHARS);
}

/**
 * The turns that said something, as messages: a failed answer and the question it answered are
 * left out (the question is asked again by a retry, not doubled).
 */
export function historyMessages(turns: ChatTurn[]): ChatMessage[] {
  const messages: ChatMessage[] = [];
  for (let i = 0; i < turns.length; i++) {
    const turn = turns[i] as ChatTurn;
    const next = turns[i + 1];
    if (turn.role === 'user') {
      if (next?.role === 'assistant' && next.status === 'error') continue;
      const content = turn.text.trim().slice(0, CHAT_MAX_MESSAGE_CHARS);
      if (content) messages.push({ role: 'user', content });
    } else {
      const content = answerContent(turn);
      if (content) messages.push({ role: 'assistant', content });
    }
  }
  return messages;
}

/** The most recent of `messages`: at most `count`, and no more than `maxChars` characters. */
function latest(messages: ChatMessage[], count: number, maxChars: number): ChatMessage[] {
  let kept = messages.slice(-count);
  let chars = kept.reduce((n, m) => n + m.content.length, 0);
  while (kept.length > 1 && chars > maxChars) {
    chars -= (kept[0] as ChatMessage).content.length;
    kept = kept.slice(1);
  }
  return kept;
}

/**
 * What the API is sent with a new question: the history, then the question; the most recent
 * CHAT_MAX_MESSAGES in all, and no more than `maxChars` characters (the storefront takes bodies
 * up to 64 KB, and a Khmer character is three bytes of JSON).
 */
export function requestMessages(turns: ChatTurn[], question: string, maxChars = 12_000): ChatMessage[] {
  const ask: ChatMessage = { role: 'user', content: question.trim().slice(0, CHAT_MAX_MESSAGE_CHARS) };
  return latest([...historyMessages(turns), ask], CHAT_MAX_MESSAGES, maxChars);
}

/**
 * The history the page's form carries in hidden inputs (without JavaScript): room is left for the
 * question, and the characters are fewer, since a form post writes a Khmer character in nine bytes.
 */
export function formHistory(turns: ChatTurn[]): ChatMessage[] {
  return latest(historyMessages(turns), CHAT_MAX_MESSAGES - 1, 4000);
}

/** The most turns kept in the tab: what the page shows, not what the API is sent. */
export const CHAT_KEPT_TURNS = 40;

/** Turns read back from storage (anything else, from an older version or tampered: none). */
export function parseStoredTurns(raw: string | null): ChatTurn[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return [];
    const turns: ChatTurn[] = [];
    for (const t of value) {
      if (!t || typeof t !== 'object' || typeof t.text !== 'string') return [];
      if (t.role === 'user') turns.push({ role: 'user', text: t.text });
      else if (
        t.role === 'assistant' &&
        Array.isArray(t.products) &&
        Array.isArray(t.links) &&
        Array.isArray(t.tools)
      ) {
        const turn = t as AssistantTurn;
        // An answer cut off by leaving the page is shown as far as it came (nothing, if empty).
        if (turn.status === 'streaming' && !turn.text && !turn.products.length) continue;
        turns.push({ ...turn, status: turn.status === 'error' ? 'error' : 'done' });
      } else return [];
    }
    return turns.slice(-CHAT_KEPT_TURNS);
  } catch {
    return [];
  }
}
