import type { WebChatEvent } from './chat';

// The shop assistant's answers travel as Server-Sent Events (packages/contracts/src/chat.ts): one
// JSON object per event's `data`. The same reader runs in the storefront server (reading the
// API's stream) and in the browser (reading the storefront's); neither has EventSource for a POST.

/**
 * An incremental Server-Sent Events parser (the WHATWG event stream format): text goes in as it
 * arrives, cut anywhere (inside a line, between `\r` and `\n`); each complete event's data comes
 * out. Comments (`: keep-alive`), `event:`, `id:` and `retry:` fields are read past.
 */
export function createSseParser(onData: (data: string) => void) {
  let buffer = '';
  let data: string[] = [];

  function line(text: string) {
    if (text === '') {
      if (data.length) onData(data.join('\n'));
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    if (field !== 'data') return;
    const value = colon === -1 ? '' : text.slice(colon + 1);
    data.push(value.startsWith(' ') ? value.slice(1) : value);
  }

  return {
    push(text: string) {
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== '\n' && c !== '\r') continue;
        // A `\r` last in the buffer may be the first half of `\r\n`: wait for the next piece.
        if (c === '\r' && i === buffer.length - 1) break;
        line(buffer.slice(start, i));
        if (c === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    /** The stream ended: a last event without its blank line still counts. */
    end() {
      if (buffer !== '') line(buffer.replace(/\r$/, ''));
      buffer = '';
      line('');
    },
  };
}

const EVENT_TYPES = new Set<string>(['text', 'tool', 'products', 'links', 'done', 'error']);

/**
 * The event of one `data` of the storefront's stream (JSON), or null for anything else: not JSON,
 * or a type this page does not know (skipped, not fatal). The shape is trusted as far as the
 * type: the storefront server checked every event with the contract's schema before sending it.
 */
export function chatEventOf(data: string): WebChatEvent | null {
  try {
    const value = JSON.parse(data) as unknown;
    if (value && typeof value === 'object' && EVENT_TYPES.has((value as { type?: string }).type ?? ''))
      return value as WebChatEvent;
  } catch {
    // Not an event.
  }
  return null;
}

/** One event as the storefront sends it on: `data: {...}` and a blank line. */
export function sseFrame(event: unknown): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * Reads an event stream to its end, handing each event's `data` to `onData` as soon as it is
 * complete (not when the stream ends). Rejects when the stream breaks.
 */
export async function readSse(
  body: ReadableStream<Uint8Array>,
  onData: (data: string) => void,
): Promise<void> {
  const parser = createSseParser(onData);
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
  } finally {
    reader.releaseLock();
  }
}
