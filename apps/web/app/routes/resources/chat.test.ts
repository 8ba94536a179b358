import type { ChatEvent } from '@shop/contracts';
import { describe, expect, it, vi } from 'vitest';
import { FORWARDED_SECRET, forwardedFrom } from '../../../../api/src/test/harness';
import type { ApiEdge } from '../../test/api-edge';
import { dollars } from '../../test/lookups';
import { post } from '../../test/requests';
import { createTestServer, openTestApi } from '../../test/server';
import { newCustomer } from '../../test/shoppers';
import { chatEventOf, readSse } from '../../utils/chat-sse';

// The shop assistant's routes against the real API's assistant: offline (no model), answering
// from the shop's catalogue and help. Where a test needs the stream to misbehave (cut anywhere,
// broken off, an event the contract refuses), the edge re-cuts the real answer or answers instead.

const testApi = openTestApi();

const QUESTION = { messages: [{ role: 'user', content: 'a laptop under $900' }] };

const ask = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
});

async function eventsOf(response: Response) {
  const events: unknown[] = [];
  await readSse(response.body as ReadableStream<Uint8Array>, (data) => events.push(chatEventOf(data)));
  return events;
}

let asked = 0;
/** The API's own answer to a conversation, asked directly (from an address of its own), as events. */
async function apiAnswer(body: unknown, { shop = 'S001', lang = 'en' } = {}): Promise<ChatEvent[]> {
  const { status, body: text } = await testApi().send('POST', '/api/chat', {
    body,
    headers: { 'x-store-code': shop, 'accept-language': lang, ...forwardedFrom(`10.99.0.${++asked}`) },
  });
  expect(status).toBe(200);
  return String(text)
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => chatEventOf(line.slice(5).trim()) as ChatEvent);
}

/** The events the storefront passes on for the API's: each product's prices written out. */
const priced = (events: ChatEvent[]) =>
  events.map((event) =>
    event.type === 'products'
      ? {
          type: 'products',
          products: event.products.map((p) => ({
            ...p,
            price_text: dollars(p.price),
            promo_price_text: p.promo_price === null ? null : dollars(p.promo_price),
          })),
        }
      : event,
  );

/** An event stream of `frames`, one piece per read. */
function eventStream(frames: string[], status = 200): Response {
  const encoder = new TextEncoder();
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const frame = frames[i++];
      if (frame === undefined) controller.close();
      else controller.enqueue(encoder.encode(frame));
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

/** An answer's event stream with a links event before its end: one link of the shop's, one elsewhere. */
function withLinks(stream: string): string {
  const done = stream.lastIndexOf('data: {"type":"done"');
  const links = `data: ${JSON.stringify({
    type: 'links',
    links: [
      { title: 'Warranty', href: '/help-center' },
      { title: 'Elsewhere', href: '//evil.test/x' },
    ],
  })}\r\n\r\n`;
  return `${stream.slice(0, done)}${links}${stream.slice(done)}`;
}

/** The calls of the assistant that reached the edge. */
const chatCalls = (api: ApiEdge) => api.requests.filter((r) => r.path === '/api/chat');

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('/api/chat (the browser’s event stream)', () => {
  it('passes the API’s events on, prices written out and only storefront links', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/api/chat', ask(QUESTION));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const events = await eventsOf(response);
    // The offline assistant's answer, as the API gives it: it searched, wrote, showed laptops.
    const answer = await apiAnswer(QUESTION);
    expect(answer.some((e) => e.type === 'text')).toBe(true);
    expect(answer.some((e) => e.type === 'products' && e.products.length > 0)).toBe(true);
    expect(answer.at(-1)).toEqual({ type: 'done', provider: 'offline' });
    expect(events).toEqual(priced(answer));
    const [sent] = chatCalls(app.api);
    expect(sent?.body).toEqual(QUESTION);
    expect(sent?.headers.get('x-store-code')).toBe('S001');
    expect(sent?.headers.get('accept-language')).toBe('en');
    expect(sent?.headers.get('authorization')).toBeNull();

    // The same answer cut anywhere (inside a line too), with CRLF and a keep-alive comment, and a
    // link to another site among the storefront's: the same events, that link left out.
    const cut = createTestServer(testApi());
    cut.api.faults.set('/api/chat', async (_, real) => {
      const whole = `: keep-alive\n\n${withLinks(await (await real()).text())}`;
      return eventStream(whole.match(/[\s\S]{1,7}/g) ?? []);
    });
    expect(await eventsOf(await cut.request('/api/chat', ask(QUESTION)))).toEqual([
      ...priced(answer.slice(0, -1)),
      { type: 'links', links: [{ title: 'Warranty', href: '/help-center' }] },
      answer.at(-1),
    ]);
  });

  it('asks in the page’s language and shop, with the session’s token and the shopper’s address', async () => {
    const app = createTestServer(testApi());
    const { token, cookie } = await newCustomer(testApi());
    const response = await app.request(
      '/kh/api/chat',
      ask(QUESTION, { cookie, 'x-client-address': '203.0.113.9' }),
    );
    await eventsOf(response);
    const sent = chatCalls(app.api)[0]?.headers;
    expect(sent?.get('accept-language')).toBe('kh');
    expect(sent?.get('authorization')).toBe(`Bearer ${token}`);
    expect(sent?.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(sent?.get('x-forwarded-secret')).toBe(FORWARDED_SECRET);
    const s007 = createTestServer(testApi());
    await eventsOf(await s007.request('/zh/api/chat', { ...ask(QUESTION), host: 's007.localhost:3000' }));
    expect(chatCalls(s007.api)[0]?.headers.get('x-store-code')).toBe('S007');
  });

  it('sends each event on at once, before the API’s answer has ended', async () => {
    const app = createTestServer(testApi());
    // The real answer, let through the edge one piece at a time when the test says.
    let upstream!: ReadableStreamDefaultReader<Uint8Array>;
    let downstream!: ReadableStreamDefaultController<Uint8Array>;
    app.api.faults.set('/api/chat', async (_, real) => {
      const answer = await real();
      upstream = (answer.body as ReadableStream<Uint8Array>).getReader();
      return new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            downstream = controller;
          },
        }),
        { headers: answer.headers },
      );
    });
    const response = await app.request('/api/chat', ask({ messages: [{ role: 'user', content: 'hello' }] }));
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const types = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => (JSON.parse(line.slice(5)) as { type: string }).type);
    const passed: string[] = [];
    for (;;) {
      const piece = await upstream.read();
      if (piece.done) {
        downstream.close();
        break;
      }
      downstream.enqueue(piece.value);
      const sent = types(decoder.decode(piece.value));
      if (sent.length === 0) continue;
      // What the API sent is out of the storefront before the API sends more.
      const out: string[] = [];
      while (out.length < sent.length) out.push(...types(decoder.decode((await reader.read()).value)));
      expect(out).toEqual(sent);
      passed.push(...out);
    }
    expect(passed.length).toBeGreaterThan(1);
    expect(passed.at(-1)).toBe('done');
    expect((await reader.read()).done).toBe(true);
  });

  it('a stream that breaks off, or events the contract refuses, end in an error in the shopper’s language', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const app = createTestServer(testApi());
    app.api.faults.set('/api/chat', () =>
      eventStream([
        'data: {"type":"text","text":"Half"}\n\n',
        'data: {"type":"products","products":[{"id":"x"}]}\n\n',
      ]),
    );
    expect(await eventsOf(await app.request('/zh/api/chat', ask(QUESTION)))).toEqual([
      { type: 'text', text: 'Half' },
      { type: 'error', message: '回答中断了，请重试。' },
    ]);
    expect(warn).toHaveBeenCalledWith(
      '[web log] chat event refused',
      expect.objectContaining({ reason: expect.any(String), event: expect.any(String) }),
    );
    // Nothing after the end: a second terminal event of the API is not passed on.
    app.api.faults.set('/api/chat', () =>
      eventStream([
        'data: {"type":"error","message":"No"}\n\n',
        'data: {"type":"done","provider":"live"}\n\n',
        'data: {"type":"text","text":"late"}\n\n',
      ]),
    );
    expect(await eventsOf(await app.request('/api/chat', ask(QUESTION)))).toEqual([
      { type: 'error', message: 'No' },
    ]);
  });

  it('a refusal of the API keeps its status (429: too many), a failure is a 502; both as an error event', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const app = createTestServer(testApi());
    // The API answers a shopper 20 questions a minute: this one has asked them.
    const shopper = '203.0.113.77';
    for (let i = 0; i < 20; i++) {
      const res = await testApi().app.request('/api/chat', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-store-code': 'S001', ...forwardedFrom(shopper) },
        body: JSON.stringify({ messages: [{ role: 'user', content: 'hi' }] }),
      });
      expect(res.status).toBe(200);
      await res.body?.cancel();
    }
    const busy = await app.request('/kh/api/chat', ask(QUESTION, { 'x-client-address': shopper }));
    expect(busy.status).toBe(429);
    expect(await eventsOf(busy)).toEqual([
      { type: 'error', message: 'អ្នកបានសួរច្រើនពេកក្នុងរយៈពេលខ្លី។ សូមរង់ចាំមួយនាទី រួចព្យាយាមម្តងទៀត។' },
    ]);
    app.api.faults.set('/api/chat', () => {
      throw new TypeError('fetch failed');
    });
    const down = await app.request('/api/chat', ask(QUESTION));
    expect(down.status).toBe(502);
    expect(await eventsOf(down)).toEqual([
      { type: 'error', message: 'The assistant could not answer just now. Please try again.' },
    ]);
    expect(warn).toHaveBeenCalled();
  });

  it.each([
    [{}, 'messages'],
    [{ messages: [] }, 'messages'],
    [{ messages: [{ role: 'assistant', content: 'hi' }] }, 'messages'],
    [{ messages: [{ role: 'user', content: '   ' }] }, 'messages.0.content'],
    [{ messages: [{ role: 'system', content: 'x' }] }, 'messages.0.role'],
    [{ messages: [{ role: 'user', content: 'x'.repeat(1001) }] }, 'messages.0.content'],
  ])(
    'a body that is not a conversation is a 400 naming the field, without an API call (%j)',
    async (body, field) => {
      const app = createTestServer(testApi());
      const response = await app.request('/api/chat', ask(body));
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { ok: boolean; message: string };
      expect(answer.ok).toBe(false);
      expect(answer.message.startsWith(`${field}:`)).toBe(true);
      expect(chatCalls(app.api)).toHaveLength(0);
    },
  );

  it('refuses a post from another site', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/api/chat', ask(QUESTION, { 'sec-fetch-site': 'cross-site' }));
    expect(response.status).toBe(403);
    expect(chatCalls(app.api)).toHaveLength(0);
  });
});

describe('/chat without JavaScript', () => {
  it('the page shows the starters as buttons of a form that posts to itself', async () => {
    const app = createTestServer(testApi());
    const response = await app.request('/kh/chat');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>ជំនួយការហាង – អង្គរ ឌីជីថល</title>');
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).toMatch(/<form id="([^"]+)"[^>]*action="\/kh\/chat" method="post">/);
    const formId = /<form id="([^"]+)"[^>]*action="\/kh\/chat"/.exec(html)?.[1];
    const starters = html.match(/<button[^>]*name="starter"[^>]*>/g) ?? [];
    expect(starters).toHaveLength(3);
    expect(starters[0]).toContain(`form="${formId}"`);
    expect(starters[0]).toContain('value="កុំព្យូទ័រយួរដៃសម្រាប់កាត់តវីដេអូ ក្រោម $900"');
    // The text box is required; a starter's question is sent without it.
    expect(starters[0]).toContain('formNoValidate');
  });

  it('a question posted gets the whole answer, its cards and the history for the next one', async () => {
    const app = createTestServer(testApi());
    // The real answer, with a link of the shop's and one to another site added before its end.
    app.api.faults.set('/api/chat', async (_, real) => eventStream([withLinks(await (await real()).text())]));
    const conversation = {
      messages: [
        { role: 'user', content: 'hello' },
        { role: 'user', content: 'a laptop under $900' },
      ],
    };
    const response = await app.request(
      '/chat',
      post({ role: 'user', content: 'hello', message: 'a laptop under $900' }),
    );
    // Two pairs of role/content: the form sends them in order.
    expect(response.status).toBe(200);
    const html = await response.text();
    // The API's answer to that conversation: its text, its products with their prices.
    const answer = await apiAnswer(conversation);
    const text = answer.flatMap((e) => (e.type === 'text' ? [e.text] : [])).join('');
    const products = answer.flatMap((e) => (e.type === 'products' ? e.products : []));
    expect(text.length).toBeGreaterThan(0);
    expect(products.length).toBeGreaterThan(0);
    expect(html).toContain(escaped(text.trim()).slice(0, 40));
    for (const product of products) expect(html).toContain(`href="/product/${product.id}"`);
    const [first] = products;
    expect(html).toContain(dollars(first?.promo_price ?? first?.price ?? 0));
    expect(html).toContain('href="/help-center"');
    expect(html).not.toContain('evil.test');
    expect(chatCalls(app.api)[0]?.body).toEqual(conversation);
    // The next post carries the conversation so far.
    expect(html).toContain('<input type="hidden" name="content" value="a laptop under $900"/>');
    expect(html).toContain(`<input type="hidden" name="content" value="${escaped(text.trim())}"/>`);
  });

  it('a starter button’s question wins over the empty text box; no question is a 400', async () => {
    const app = createTestServer(testApi());
    const starter = await app.request('/zh/chat', post({ message: '', starter: '保修期有多长？' }));
    expect(starter.status).toBe(200);
    expect(chatCalls(app.api)[0]?.body).toEqual({
      messages: [{ role: 'user', content: '保修期有多长？' }],
    });
    // The assistant answered from the shop's help, with a link to it.
    expect(await starter.text()).toContain('href="/zh/help-center');
    const empty = await app.request('/zh/chat', post({ message: '  ' }));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('请输入您的问题。');
    expect(chatCalls(app.api)).toHaveLength(1);
  });
});
