import { describe, expect, it, vi } from 'vitest';
import { CHAT_PRODUCT, eventStream } from '../../test/fake-api';
import { createTestServer } from '../../test/fake-server';
import { post } from '../../test/requests';
import { chatEventOf, readSse } from '../../utils/chat-sse';

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

describe('/api/chat (the browser’s event stream)', () => {
  it('passes the API’s events on, prices written out and only storefront links', async () => {
    const app = createTestServer();
    const response = await app.request('/api/chat', ask(QUESTION));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await eventsOf(response)).toEqual([
      { type: 'tool', name: 'search_products' },
      { type: 'text', text: 'Here are ' },
      { type: 'text', text: 'two laptops.' },
      {
        type: 'products',
        products: [{ ...CHAT_PRODUCT, price_text: '$899.00', promo_price_text: '$849.00' }],
      },
      { type: 'links', links: [{ title: 'Warranty', href: '/help-center' }] },
      { type: 'done', provider: 'offline' },
    ]);
    const [sent] = app.api.chatRequests;
    expect(sent?.body).toEqual(QUESTION);
    expect(sent?.headers.get('x-store-code')).toBe('S001');
    expect(sent?.headers.get('accept-language')).toBe('en');
    expect(sent?.headers.get('authorization')).toBeNull();
  });

  it('asks in the page’s language and shop, with the session’s token and the shopper’s address', async () => {
    const app = createTestServer();
    const token = app.api.accounts.tokenFor();
    const response = await app.request(
      '/kh/api/chat',
      ask(QUESTION, { cookie: `session=${token}`, 'x-client-address': '203.0.113.9' }),
    );
    await eventsOf(response);
    const sent = app.api.chatRequests[0]?.headers;
    expect(sent?.get('accept-language')).toBe('kh');
    expect(sent?.get('authorization')).toBe(`Bearer ${token}`);
    expect(sent?.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(sent?.get('x-forwarded-secret')).toBe('web-test-forwarded-secret');
    const s007 = createTestServer();
    await eventsOf(await s007.request('/zh/api/chat', { ...ask(QUESTION), host: 's007.localhost:3000' }));
    expect(s007.api.chatRequests[0]?.headers.get('x-store-code')).toBe('S007');
  });

  it('sends each event on at once, before the API’s answer has ended', async () => {
    const app = createTestServer();
    let upstream!: ReadableStreamDefaultController<Uint8Array>;
    app.api.chat = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            upstream = controller;
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    const response = await app.request('/api/chat', ask(QUESTION));
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    upstream.enqueue(new TextEncoder().encode('data: {"type":"tool","name":"search_products"}\n\n'));
    expect(decoder.decode((await reader.read()).value)).toBe(
      'data: {"type":"tool","name":"search_products"}\n\n',
    );
    upstream.enqueue(new TextEncoder().encode('data: {"type":"text","text":"Hi"}\n\n'));
    expect(decoder.decode((await reader.read()).value)).toBe('data: {"type":"text","text":"Hi"}\n\n');
    upstream.enqueue(new TextEncoder().encode('data: {"type":"done","provider":"live"}\n\n'));
    upstream.close();
    expect(decoder.decode((await reader.read()).value)).toContain('"done"');
    expect((await reader.read()).done).toBe(true);
  });

  it('a stream that breaks off, or events the contract refuses, end in an error in the shopper’s language', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const app = createTestServer();
    app.api.chat = () =>
      eventStream([
        'data: {"type":"text","text":"Half"}\n\n',
        'data: {"type":"products","products":[{"id":"x"}]}\n\n',
      ]);
    expect(await eventsOf(await app.request('/zh/api/chat', ask(QUESTION)))).toEqual([
      { type: 'text', text: 'Half' },
      { type: 'error', message: '回答中断了，请重试。' },
    ]);
    expect(warn).toHaveBeenCalledWith(
      '[web log] chat event refused',
      expect.objectContaining({ reason: expect.any(String), event: expect.any(String) }),
    );
    // Nothing after the end: a second terminal event of the API is not passed on.
    app.api.chat = () =>
      eventStream([
        'data: {"type":"error","message":"No"}\n\n',
        'data: {"type":"done","provider":"live"}\n\n',
        'data: {"type":"text","text":"late"}\n\n',
      ]);
    expect(await eventsOf(await app.request('/api/chat', ask(QUESTION)))).toEqual([
      { type: 'error', message: 'No' },
    ]);
  });

  it('a refusal of the API keeps its status (429: too many), a failure is a 502; both as an error event', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const app = createTestServer();
    app.api.chat = () =>
      new Response(JSON.stringify({ code: 429, message: 'Too many requests', data: null }), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      });
    const busy = await app.request('/kh/api/chat', ask(QUESTION));
    expect(busy.status).toBe(429);
    expect(await eventsOf(busy)).toEqual([
      { type: 'error', message: 'អ្នកបានសួរច្រើនពេកក្នុងរយៈពេលខ្លី។ សូមរង់ចាំមួយនាទី រួចព្យាយាមម្តងទៀត។' },
    ]);
    app.api.chat = () => {
      throw new TypeError('fetch failed');
    };
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
      const app = createTestServer();
      const response = await app.request('/api/chat', ask(body));
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { ok: boolean; message: string };
      expect(answer.ok).toBe(false);
      expect(answer.message.startsWith(`${field}:`)).toBe(true);
      expect(app.api.chatRequests).toHaveLength(0);
    },
  );

  it('refuses a post from another site', async () => {
    const app = createTestServer();
    const response = await app.request('/api/chat', ask(QUESTION, { 'sec-fetch-site': 'cross-site' }));
    expect(response.status).toBe(403);
    expect(app.api.chatRequests).toHaveLength(0);
  });
});

describe('/chat without JavaScript', () => {
  it('the page shows the starters as buttons of a form that posts to itself', async () => {
    const app = createTestServer();
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
    const app = createTestServer();
    const response = await app.request(
      '/chat',
      post({ role: 'user', content: 'hello', message: 'a laptop under $900' }),
    );
    // Two pairs of role/content: the form sends them in order.
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Here are two laptops.');
    expect(html).toContain('href="/product/1"');
    expect(html).toContain('$849.00');
    expect(html).toContain('href="/help-center"');
    expect(html).not.toContain('evil.test');
    expect(app.api.chatRequests[0]?.body).toEqual({
      messages: [
        { role: 'user', content: 'hello' },
        { role: 'user', content: 'a laptop under $900' },
      ],
    });
    // The next post carries the conversation so far.
    expect(html).toContain('<input type="hidden" name="content" value="a laptop under $900"/>');
    expect(html).toContain('<input type="hidden" name="content" value="Here are two laptops."/>');
  });

  it('a starter button’s question wins over the empty text box; no question is a 400', async () => {
    const app = createTestServer();
    const starter = await app.request('/zh/chat', post({ message: '', starter: '保修期有多长？' }));
    expect(starter.status).toBe(200);
    expect(app.api.chatRequests[0]?.body).toEqual({
      messages: [{ role: 'user', content: '保修期有多长？' }],
    });
    const empty = await app.request('/zh/chat', post({ message: '  ' }));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('请输入您的问题。');
    expect(app.api.chatRequests).toHaveLength(1);
  });
});
