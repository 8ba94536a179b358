#!/usr/bin/env node
// A fake OpenAI-compatible chat-completions endpoint for the browser tests (no dependencies):
//
//   PORT=4499 node scripts/fake-openai.mjs      then LLM_BASE_URL=http://127.0.0.1:4499/v1
//
// It speaks the real streaming protocol (`chat.completion.chunk` Server-Sent Events, tool calls in
// `delta.tool_calls` with their arguments in pieces, `data: [DONE]`). A question first gets a call
// of the tool searchProducts with the shopper's last message as the query; once the request carries
// that tool's result, a short answer in the shopper's language (read from the system prompt).
import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? 4499);
const host = process.env.HOST ?? '127.0.0.1';

const ANSWERS = {
  en: (n) =>
    n ? `Here is what I found in our shop: ${n} products.` : 'I found nothing for that in our shop.',
  kh: (n) => (n ? `នេះជាអ្វីដែលខ្ញុំរកឃើញក្នុងហាងយើង៖ ផលិតផល ${n}។` : 'ខ្ញុំរកមិនឃើញអ្វីទេក្នុងហាងយើង។'),
  zh: (n) => (n ? `在本店为您找到 ${n} 件商品。` : '本店没有找到相关商品。'),
};

function language(messages) {
  const system = String(messages.find((m) => m.role === 'system')?.content ?? '');
  // The prompt's "Answer in <language>" line (other lines may name other languages).
  const named = /Answer in (English|Khmer|Simplified Chinese)/.exec(system)?.[1];
  return named === 'Khmer' ? 'kh' : named === 'Simplified Chinese' ? 'zh' : 'en';
}

function chunk(id, model, delta, finish = null) {
  const body = {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

let served = 0;
const server = createServer((req, res) => {
  const parts = [];
  req.on('data', (c) => parts.push(c));
  req.on('end', () => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    let body;
    try {
      body = JSON.parse(Buffer.concat(parts).toString('utf8'));
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'bad json' } }));
      return;
    }
    const messages = body.messages ?? [];
    const model = body.model ?? 'fake-model';
    const id = `chatcmpl-fake-${++served}`;
    const lastUser = messages.findLastIndex((m) => m.role === 'user');
    const result = messages.slice(lastUser + 1).find((m) => m.role === 'tool');
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.write(chunk(id, model, { role: 'assistant', content: '' }));
    if (!result) {
      const question = String(messages[lastUser]?.content ?? '');
      const args = JSON.stringify({ query: question });
      const third = Math.ceil(args.length / 3);
      res.write(
        chunk(id, model, {
          tool_calls: [
            {
              index: 0,
              id: `call_${served}`,
              type: 'function',
              function: { name: 'searchProducts', arguments: '' },
            },
          ],
        }),
      );
      for (let i = 0; i < args.length; i += third)
        res.write(
          chunk(id, model, { tool_calls: [{ index: 0, function: { arguments: args.slice(i, i + third) } }] }),
        );
      res.write(chunk(id, model, {}, 'tool_calls'));
    } else {
      let count = 0;
      try {
        count = JSON.parse(String(result.content)).products?.length ?? 0;
      } catch {}
      const text = ANSWERS[language(messages)](count);
      for (const piece of text.match(/.{1,12}/gsu) ?? [text]) res.write(chunk(id, model, { content: piece }));
      res.write(chunk(id, model, {}, 'stop'));
    }
    res.write('data: [DONE]\n\n');
    res.end();
  });
});

server.listen(port, host, () =>
  console.log(`[fake-openai] listening on http://${host}:${server.address().port}/v1`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
