import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible chat-completions endpoint on loopback, speaking the real streaming
 * protocol: `POST /v1/chat/completions` with `stream: true` answers Server-Sent Events of
 * `chat.completion.chunk` objects (text in `delta.content`, tool calls in `delta.tool_calls` with
 * their arguments streamed in pieces), a last chunk with `finish_reason`, then `data: [DONE]`.
 * Each request takes the next scripted reply; every request is recorded for the test to inspect.
 */

export interface FakeToolCall {
  name: string;
  /** The arguments as the model writes them: a JSON text, streamed in a few pieces. */
  arguments: string;
}

export type FakeReply =
  | { text: string[] }
  | { toolCalls: FakeToolCall[] }
  | { status: number; body?: string }
  /** Built from the request (its messages, the tool results so far). */
  | ((request: RecordedRequest) => FakeReply);

export interface RecordedRequest {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content?: unknown; tool_calls?: unknown[]; tool_call_id?: string }[];
    tools?: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
    max_tokens?: number;
    [key: string]: unknown;
  };
}

/** A JSON text cut into `n` pieces, as a model streams a tool call's arguments. */
export function pieces(text: string, n = 3): string[] {
  const size = Math.max(1, Math.ceil(text.length / n));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length ? out : [''];
}

function chunk(id: string, model: string, delta: object, finish: string | null = null) {
  return `data: ${JSON.stringify({
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
}

function stream(
  res: ServerResponse,
  reply: Exclude<FakeReply, { status: number } | ((r: RecordedRequest) => FakeReply)>,
  model: string,
  n: number,
) {
  const id = `chatcmpl-fake-${n}`;
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  res.write(chunk(id, model, { role: 'assistant', content: '' }));
  if ('text' in reply) {
    for (const piece of reply.text) res.write(chunk(id, model, { content: piece }));
    res.write(chunk(id, model, {}, 'stop'));
  } else {
    reply.toolCalls.forEach((call, index) => {
      const callId = `call_${n}_${index}`;
      res.write(
        chunk(id, model, {
          tool_calls: [{ index, id: callId, type: 'function', function: { name: call.name, arguments: '' } }],
        }),
      );
      for (const piece of pieces(call.arguments))
        res.write(chunk(id, model, { tool_calls: [{ index, function: { arguments: piece } }] }));
    });
    res.write(chunk(id, model, {}, 'tool_calls'));
  }
  res.write('data: [DONE]\n\n');
  res.end();
}

export async function startFakeOpenAI(script: FakeReply[] = []) {
  const requests: RecordedRequest[] = [];
  const replies = [...script];
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const recorded: RecordedRequest = {
        headers: req.headers,
        body: JSON.parse(Buffer.concat(parts).toString('utf8')),
      };
      requests.push(recorded);
      let reply = replies.shift() ?? { text: ['(no scripted reply)'] };
      while (typeof reply === 'function') reply = reply(recorded);
      if ('status' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(
          reply.body ?? JSON.stringify({ error: { message: 'upstream failure', type: 'server_error' } }),
        );
        return;
      }
      stream(res, reply, recorded.body.model, requests.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Replaces what the next requests get. */
    script(next: FakeReply[]) {
      replies.splice(0, replies.length, ...next);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;
