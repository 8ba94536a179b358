import { constants, createGzip } from 'node:zlib';
import { scriptSafe } from '../i18n/shell-texts';

// The router's hydration data (React Router's turbo-stream of the loaders' answers), split into
// what the page has now and what comes later: a loader may answer some of its data as a promise
// (deferred data, e.g. a product's related products), which the document must not wait for. The
// page is rendered with what there is, sent, and each deferred answer follows in the same response
// as a script that hands it to the router, as ServerRouter's own streaming does.

/** How long the page waits, at most, for a deferred answer before it closes (the API's timeout is 5 s). */
export const DEFERRED_MAX_MS = 10_000;

export interface Handoff {
  /** The data there is now: the first chunks of the stream, as text. */
  now: string;
  /** The chunks still to come, as they come; null when the stream has ended (no deferred data). */
  later: AsyncIterable<string> | null;
}

/**
 * Reads the chunks the stream has at once (those enqueued before the event loop turns), and
 * leaves the rest to `later`.
 */
export async function splitHandoff(stream: ReadableStream<Uint8Array> | undefined): Promise<Handoff> {
  if (!stream) return { now: '', later: null };
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let now = '';
  let pending = reader.read();
  for (;;) {
    // The first chunk is always there to wait for; after it, only what is there by the next turn.
    const result = now === '' ? await pending : await Promise.race([pending, nextTurn()]);
    if (result === null) break;
    if (result.done) return { now: now + decoder.decode(), later: null };
    now += decoder.decode(result.value, { stream: true });
    pending = reader.read();
  }
  const first = pending;
  async function* rest(): AsyncGenerator<string> {
    let next: Promise<ReadableStreamReadResult<Uint8Array>> = first;
    const deadline = Date.now() + DEFERRED_MAX_MS;
    for (;;) {
      const result = await Promise.race([next, sleep(deadline - Date.now())]);
      if (result === null || result.done) {
        if (result === null) void reader.cancel().catch(() => {});
        const tail = decoder.decode();
        if (tail) yield tail;
        return;
      }
      yield decoder.decode(result.value, { stream: true });
      next = reader.read();
    }
  }
  return { now, later: rest() };
}

const nextTurn = () => new Promise<null>((resolve) => setImmediate(() => resolve(null)));
const sleep = (ms: number) =>
  new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(0, ms)));

/** A script that hands `chunk` of the stream to the router in the browser. */
export const enqueueScript = (chunk: string, nonce: string) =>
  `<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue(${scriptSafe(JSON.stringify(chunk))});</script>`;

/** The script that tells the router in the browser the stream has ended. */
export const closeScript = (nonce: string) =>
  `<script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script>`;

/**
 * A document's body sent in parts: `head` (the page, up to its end), then each later chunk as its
 * script, then `tail` (the close script and the document's end). Gzipped, each part is flushed at
 * once, so the browser draws the page before the deferred answers come.
 */
export function streamedDocument(
  head: string,
  later: AsyncIterable<string>,
  tail: string,
  nonce: string,
  gzip: boolean,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  if (!gzip) {
    return new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(head));
        for await (const chunk of later) controller.enqueue(encoder.encode(enqueueScript(chunk, nonce)));
        controller.enqueue(encoder.encode(tail));
        controller.close();
      },
    });
  }
  const zip = createGzip({ level: 6 });
  const write = (text: string) =>
    new Promise<void>((resolve) => {
      zip.write(text);
      zip.flush(constants.Z_SYNC_FLUSH, () => resolve());
    });
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip.on('data', (bytes: Buffer) => controller.enqueue(new Uint8Array(bytes)));
      zip.on('end', () => controller.close());
      zip.on('error', (error) => controller.error(error));
      void (async () => {
        await write(head);
        for await (const chunk of later) await write(enqueueScript(chunk, nonce));
        zip.end(tail);
      })();
    },
    cancel() {
      zip.destroy();
    },
  });
}
