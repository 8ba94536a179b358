import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeTelegram,
  imageSize,
  parseTelegramHtml,
  startFakeTelegram,
  type TelegramMessage,
} from './fake-telegram';

const S001 = -1001987654321;
const S002 = -1002233445566;
const CASHIER = { id: 7000001, first_name: 'Cashier', username: 'demo_cashier' };
// A 1×2 PNG (red and blue pixels), small enough to read here.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAACCAIAAAAW4yFwAAAADUlEQVR4nGP4zwAC/wEIAAH/2ZC7NQAAAABJRU5ErkJggg==',
  'base64',
);
const KEYBOARD = {
  inline_keyboard: [
    [
      { text: 'Accept', callback_data: 'o:1042:accept' },
      { text: 'Reject', callback_data: 'o:1042:reject' },
    ],
    [{ text: 'Open in back office', url: 'https://admin.example.com/orders/1042' }],
  ],
};

type Answer = {
  ok: boolean;
  result?: unknown;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
};

let telegram: FakeTelegram;

beforeEach(async () => {
  telegram = await startFakeTelegram();
});
afterEach(async () => {
  vi.useRealTimers();
  await telegram.close();
});

async function call(method: string, body: unknown = {}, token = telegram.token) {
  const response = await fetch(`${telegram.url}/bot${token}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.headers.get('content-type')).toBe('application/json');
  return { status: response.status, answer: (await response.json()) as Answer };
}

async function sent(method: string, body: unknown) {
  const { status, answer } = await call(method, body);
  expect(answer, JSON.stringify(answer)).toMatchObject({ ok: true });
  expect(status).toBe(200);
  return answer.result as TelegramMessage;
}

async function refused(method: string, body: unknown) {
  const { status, answer } = await call(method, body);
  expect(answer.ok).toBe(false);
  expect(answer.error_code).toBe(status);
  return { status, description: answer.description, parameters: answer.parameters };
}

describe('the Bot API', () => {
  it('answers getMe, and refuses a wrong token and an unknown method as Telegram does', async () => {
    expect(await sent('getMe', {})).toEqual({
      id: 999000,
      is_bot: true,
      first_name: 'Shop Bot',
      username: 'shop_demo_bot',
    });
    const get = await fetch(`${telegram.url}/bot${telegram.token}/GETME`);
    expect(get.status).toBe(200);

    expect(await call('getMe', {}, '123456:wrong')).toEqual({
      status: 401,
      answer: { ok: false, error_code: 401, description: 'Unauthorized' },
    });
    expect(await call('sendSticker', {})).toEqual({
      status: 404,
      answer: { ok: false, error_code: 404, description: 'Not Found' },
    });
    expect(telegram.requests.map((r) => [r.method, r.status])).toEqual([
      ['getMe', 200],
      ['GETME', 200],
      ['getMe', 401],
      ['sendSticker', 404],
    ]);
  });

  it('sends a message with HTML, a keyboard and a reply, and answers the Message', async () => {
    const first = await sent('sendMessage', { chat_id: S001, text: 'New order' });
    const message = await sent('sendMessage', {
      chat_id: String(S001),
      text: '<b>Order #1042</b> — Khmer: <i>សួស្តី</i> &amp; <a href="https://s001.example.com/o/1042">link</a>',
      parse_mode: 'HTML',
      reply_markup: KEYBOARD,
      reply_parameters: { message_id: first.message_id },
      link_preview_options: { is_disabled: true },
    });

    expect(first.message_id).toBe(1);
    expect(message).toMatchObject({
      message_id: 2,
      chat: { id: S001, type: 'supergroup', title: 'S001 orders' },
      from: { id: 999000, is_bot: true },
      text: 'Order #1042 — Khmer: សួស្តី & link',
      entities: [
        { type: 'bold', offset: 0, length: 11 },
        { type: 'italic', offset: 21, length: 6 },
        { type: 'text_link', offset: 30, length: 4, url: 'https://s001.example.com/o/1042' },
      ],
      reply_markup: KEYBOARD,
      reply_to_message: { message_id: 1, text: 'New order' },
    });
    expect(message.date).toBeCloseTo(Date.now() / 1000, -1);
    expect(telegram.messages(S001)[1]).toMatchObject({
      message_id: 2,
      text: expect.stringContaining('<b>Order #1042</b>'),
      reply_to_message_id: 1,
      reply_markup: KEYBOARD,
      edits: [],
    });
    // Message ids count per chat.
    expect((await sent('sendMessage', { chat_id: S002, text: 'hello' })).message_id).toBe(1);
  });

  it('reads form bodies, where the keyboard comes as a JSON string', async () => {
    const response = await fetch(`${telegram.url}/bot${telegram.token}/sendMessage`, {
      method: 'POST',
      body: new URLSearchParams({
        chat_id: String(S001),
        text: 'By form',
        reply_markup: JSON.stringify(KEYBOARD),
      }),
    });
    const answer = (await response.json()) as Answer;
    expect(answer).toMatchObject({ ok: true, result: { text: 'By form', reply_markup: KEYBOARD } });
  });

  it('edits a message and keeps its history; refuses an edit that changes nothing or has no message', async () => {
    const { message_id } = await sent('sendMessage', {
      chat_id: S001,
      text: 'Order 1042: new',
      reply_markup: KEYBOARD,
    });
    const edited = await sent('editMessageText', {
      chat_id: S001,
      message_id,
      text: 'Order 1042: <b>accepted</b> by Cashier',
      parse_mode: 'HTML',
    });
    expect(edited).toMatchObject({ message_id, text: 'Order 1042: accepted by Cashier' });
    expect(edited.edit_date).toBeTypeOf('number');
    // Without reply_markup the keyboard goes, as it does at Telegram.
    expect(edited.reply_markup).toBeUndefined();

    expect(
      await refused('editMessageText', {
        chat_id: S001,
        message_id,
        text: 'Order 1042: <b>accepted</b> by Cashier',
        parse_mode: 'HTML',
      }),
    ).toMatchObject({
      status: 400,
      description: expect.stringMatching(/^Bad Request: message is not modified: /),
    });
    expect(await refused('editMessageText', { chat_id: S001, message_id: 99, text: 'x' })).toEqual({
      status: 400,
      description: 'Bad Request: message to edit not found',
      parameters: undefined,
    });

    await sent('editMessageReplyMarkup', { chat_id: S001, message_id, reply_markup: KEYBOARD });
    const [record] = telegram.messages(S001);
    expect(record).toMatchObject({
      original: 'Order 1042: new',
      text: 'Order 1042: <b>accepted</b> by Cashier',
      edits: ['Order 1042: <b>accepted</b> by Cashier', 'Order 1042: <b>accepted</b> by Cashier'],
      reply_markup: KEYBOARD,
    });
  });

  it('takes a photo uploaded as multipart, keeps its bytes, and sends it again by file_id', async () => {
    const form = new FormData();
    form.set('chat_id', String(S001));
    form.set('photo', new Blob([PNG], { type: 'image/png' }), 'order.png');
    form.set('caption', '<b>Receipt</b> for 1042');
    form.set('parse_mode', 'HTML');
    form.set('reply_markup', JSON.stringify(KEYBOARD));
    const response = await fetch(`${telegram.url}/bot${telegram.token}/sendPhoto`, {
      method: 'POST',
      body: form,
    });
    const answer = (await response.json()) as Answer & { result: TelegramMessage };

    expect(answer.ok).toBe(true);
    expect(answer.result).toMatchObject({
      caption: 'Receipt for 1042',
      caption_entities: [{ type: 'bold', offset: 0, length: 7 }],
      photo: [{ width: 1, height: 2, file_size: PNG.length }],
      reply_markup: KEYBOARD,
    });
    const [photo] = answer.result.photo!;
    const [record] = telegram.messages(S001);
    expect(record!.photo!.bytes!.equals(PNG)).toBe(true);
    expect(record!.photo!.contentType).toBe('image/png');

    const again = await sent('sendPhoto', { chat_id: S002, photo: photo!.file_id });
    expect(again.photo![0]!.file_id).toBe(photo!.file_id);
    await sent('editMessageCaption', { chat_id: S001, message_id: 1, caption: 'Receipt approved' });
    expect(telegram.messages(S001)[0]).toMatchObject({
      caption: 'Receipt approved',
      edits: ['Receipt approved'],
    });
  });

  it.each([
    [{ chat_id: -100123, text: 'x' }, 'Bad Request: chat not found'],
    [{ chat_id: S001, text: '' }, 'Bad Request: message text is empty'],
    [{ chat_id: S001, text: '<b> </b>', parse_mode: 'HTML' }, 'Bad Request: message text is empty'],
    [{ chat_id: S001, text: 'x'.repeat(4097) }, 'Bad Request: message is too long'],
    [
      {
        chat_id: S001,
        text: 'x',
        reply_markup: { inline_keyboard: [[{ text: 'A', callback_data: 'a'.repeat(65) }]] },
      },
      'Bad Request: BUTTON_DATA_INVALID',
    ],
    // 22 Khmer letters are 66 bytes in UTF-8 though 22 characters.
    [
      {
        chat_id: S001,
        text: 'x',
        reply_markup: { inline_keyboard: [[{ text: 'A', callback_data: 'ក'.repeat(22) }]] },
      },
      'Bad Request: BUTTON_DATA_INVALID',
    ],
    [
      { chat_id: S001, text: '<div>x</div>', parse_mode: 'HTML' },
      'Bad Request: can\'t parse entities: Unsupported start tag "div" at byte offset 0',
    ],
    [
      { chat_id: S001, text: '<b>x <i>y</b></i>', parse_mode: 'HTML' },
      'Bad Request: can\'t parse entities: Unmatched end tag at byte offset 9, expected "</i>", found "</b>"',
    ],
    [
      { chat_id: S001, text: 'a < b', parse_mode: 'HTML' },
      "Bad Request: can't parse entities: Unclosed start tag at byte offset 2",
    ],
    [
      { chat_id: S001, text: 'x', reply_parameters: { message_id: 77 } },
      'Bad Request: message to be replied not found',
    ],
  ])('refuses sendMessage %j with 400 "%s"', async (body, description) => {
    expect(await refused('sendMessage', body)).toMatchObject({ status: 400, description });
    expect(telegram.messages(S001)).toEqual([]);
  });

  it('refuses a caption over 1024 characters and bytes that are no picture', async () => {
    const long = await refused('sendPhoto', {
      chat_id: S001,
      photo: 'https://example.com/p.png',
      caption: 'c'.repeat(1025),
    });
    expect(long.description).toBe('Bad Request: message caption is too long');
    const form = new FormData();
    form.set('chat_id', String(S001));
    form.set('photo', new Blob(['not a picture'], { type: 'image/png' }), 'x.png');
    const response = await fetch(`${telegram.url}/bot${telegram.token}/sendPhoto`, {
      method: 'POST',
      body: form,
    });
    expect(await response.json()).toMatchObject({
      ok: false,
      description: 'Bad Request: IMAGE_PROCESS_FAILED',
    });
  });

  it('answers 403 once the bot was removed from a group', async () => {
    telegram.removeChat(S002);
    expect(await refused('sendMessage', { chat_id: S002, text: 'x' })).toMatchObject({
      status: 403,
      description: 'Forbidden: bot was kicked from the supergroup chat',
    });
  });
});

describe('failures on demand', () => {
  it('answers 429 with retry_after, then serves again', async () => {
    telegram.rateLimitNext(7);
    expect(await refused('sendMessage', { chat_id: S001, text: 'x' })).toEqual({
      status: 429,
      description: 'Too Many Requests: retry after 7',
      parameters: { retry_after: 7 },
    });
    expect(telegram.messages(S001)).toEqual([]);
    await sent('sendMessage', { chat_id: S001, text: 'x' });
  });

  it('fails the next calls with a status without doing anything', async () => {
    telegram.failNext(2);
    expect(await refused('sendMessage', { chat_id: S001, text: 'x' })).toMatchObject({
      status: 500,
      description: 'Internal Server Error',
    });
    telegram.failNext(1, 502);
    expect((await refused('sendMessage', { chat_id: S001, text: 'x' })).status).toBe(500);
    expect((await refused('sendMessage', { chat_id: S001, text: 'x' })).status).toBe(502);
    expect(telegram.messages(S001)).toEqual([]);
    expect(telegram.requests.map((r) => r.status)).toEqual([500, 500, 502]);
    await sent('sendMessage', { chat_id: S001, text: 'x' });
  });

  it('posts the message at once but answers late (the client times out, the message is there)', async () => {
    telegram.delayNext(2_000);
    const late = fetch(`${telegram.url}/bot${telegram.token}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: S001, text: 'slow' }),
      signal: AbortSignal.timeout(200),
    });
    await expect(late).rejects.toThrow();
    expect(telegram.messages(S001).map((m) => m.text)).toEqual(['slow']);
  });

  it('holds an answer until released', async () => {
    const release = telegram.holdNext();
    let answered = false;
    const held = call('getMe').then(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    release();
    await held;
    expect(answered).toBe(true);
  });
});

describe("Telegram's send limits", () => {
  it('records two sends to one chat 100 ms apart, and not sends a second apart or to two chats', async () => {
    await sent('sendMessage', { chat_id: S001, text: 'one' });
    await sent('sendMessage', { chat_id: S002, text: 'other chat' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await sent('sendMessage', { chat_id: S001, text: 'two' });
    // Edits are not sends.
    await sent('editMessageText', { chat_id: S001, message_id: 2, text: 'two, edited' });

    expect(telegram.violations()).toEqual([{ chatId: S001, kind: 'per-second', at: expect.any(Number) }]);
  });

  it('records the 21st send to a group within a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-11-24T03:00:00Z');
    for (let i = 0; i < 21; i++) {
      vi.setSystemTime(start + i * 2_500);
      await sent('sendMessage', { chat_id: S001, text: `order ${i}` });
    }
    expect(telegram.violations()).toEqual([{ chatId: S001, kind: 'per-minute', at: start + 50_000 }]);
  });

  it('answers 429 with the wait left when the limits are enforced', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    telegram.limits.enforce = true;
    vi.setSystemTime(Date.parse('2026-11-24T03:00:00Z'));
    await sent('sendMessage', { chat_id: S001, text: 'one' });
    vi.setSystemTime(Date.parse('2026-11-24T03:00:00.300Z'));
    expect(await refused('sendMessage', { chat_id: S001, text: 'two' })).toEqual({
      status: 429,
      description: 'Too Many Requests: retry after 1',
      parameters: { retry_after: 1 },
    });
    expect(telegram.messages(S001)).toHaveLength(1);
  });
});

describe('updates to our webhook', () => {
  interface Received {
    headers: IncomingHttpHeaders;
    body: unknown;
  }
  let webhook: Server;
  let received: Received[];
  let reply: (update: { callback_query?: { id: string }; message?: { chat: { id: number } } }) => unknown;

  beforeEach(async () => {
    received = [];
    reply = () => ({});
    webhook = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        received.push({ headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply(body)));
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    const { port } = webhook.address() as AddressInfo;
    await sent('setWebhook', {
      url: `http://127.0.0.1:${port}/telegram/webhook`,
      secret_token: 'hook-secret_1',
      allowed_updates: ['message', 'callback_query'],
    });
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => webhook.close(() => resolve()));
  });

  it('posts a callback_query with the secret header and performs the method our answer carries', async () => {
    const { message_id } = await sent('sendMessage', {
      chat_id: S001,
      text: '<b>1042</b>',
      parse_mode: 'HTML',
      reply_markup: KEYBOARD,
    });
    reply = (update) => ({
      method: 'answerCallbackQuery',
      callback_query_id: update.callback_query?.id,
      text: 'Accepted',
    });

    const delivery = await telegram.press(S001, message_id, 'Accept', CASHIER);

    expect(received).toHaveLength(1);
    expect(received[0]!.headers['x-telegram-bot-api-secret-token']).toBe('hook-secret_1');
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(received[0]!.body).toEqual({
      update_id: expect.any(Number),
      callback_query: {
        id: expect.stringMatching(/^\d+$/),
        from: { id: 7000001, is_bot: false, first_name: 'Cashier', username: 'demo_cashier' },
        chat_instance: expect.stringMatching(/^-?\d+$/),
        data: 'o:1042:accept',
        message: expect.objectContaining({ message_id, text: '1042', reply_markup: KEYBOARD }),
      },
    });
    expect(delivery).toMatchObject({
      status: 200,
      performed: { method: 'answerCallbackQuery', answer: { ok: true } },
    });
    expect(telegram.answers()).toEqual([
      {
        callback_query_id: delivery.update.callback_query!.id,
        text: 'Accepted',
        show_alert: false,
        via: 'webhook-reply',
        at: expect.any(Number),
        query: {
          chatId: S001,
          messageId: message_id,
          data: 'o:1042:accept',
          from: expect.objectContaining({ id: 7000001 }),
        },
      },
    ]);
    // A query is answered once.
    expect(
      await refused('answerCallbackQuery', { callback_query_id: delivery.update.callback_query!.id }),
    ).toMatchObject({ status: 400 });
  });

  it('records an answer made by a call, and an edit our answer carries', async () => {
    const { message_id } = await sent('sendMessage', {
      chat_id: S001,
      text: 'Order 1042',
      reply_markup: KEYBOARD,
    });
    reply = () => ({ method: 'editMessageText', chat_id: S001, message_id, text: 'Order 1042: rejected' });
    const delivery = await telegram.press(S001, message_id, 'o:1042:reject', CASHIER);
    await sent('answerCallbackQuery', {
      callback_query_id: delivery.update.callback_query!.id,
      text: 'Rejected',
      show_alert: true,
    });

    expect(telegram.messages(S001)[0]).toMatchObject({
      text: 'Order 1042: rejected',
      edits: ['Order 1042: rejected'],
    });
    expect(telegram.answers()).toMatchObject([{ text: 'Rejected', show_alert: true, via: 'http' }]);
    expect(telegram.requests.at(-2)).toMatchObject({
      method: 'editMessageText',
      via: 'webhook-reply',
      status: 200,
    });
  });

  it('posts a private /start message and performs the sendMessage our answer carries', async () => {
    reply = (update) => ({ method: 'sendMessage', chat_id: update.message?.chat.id, text: 'Linked to S001' });

    const delivery = await telegram.say(CASHIER, '/start LINK-7Q2X');

    expect(received[0]!.body).toMatchObject({
      message: {
        message_id: 1,
        chat: { id: 7000001, type: 'private', first_name: 'Cashier' },
        from: { id: 7000001, is_bot: false },
        text: '/start LINK-7Q2X',
        entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      },
    });
    expect(delivery.performed).toMatchObject({ method: 'sendMessage', answer: { ok: true } });
    expect(telegram.messages(7000001).map((m) => [m.from.id, m.text])).toEqual([
      [7000001, '/start LINK-7Q2X'],
      [999000, 'Linked to S001'],
    ]);
  });

  it('posts a raw update with a wrong secret, or with none', async () => {
    await telegram.postUpdate({ update_id: 1 }, { secret: 'forged' });
    await telegram.postUpdate({ update_id: 2 }, { secret: null });
    expect(received.map((r) => r.headers['x-telegram-bot-api-secret-token'])).toEqual(['forged', undefined]);
  });

  it('reports the webhook set, and forgets it when deleted', async () => {
    expect(await sent('getWebhookInfo', {})).toMatchObject({
      url: expect.stringMatching(/\/telegram\/webhook$/),
      has_custom_certificate: false,
      pending_update_count: 0,
      allowed_updates: ['message', 'callback_query'],
    });
    await sent('deleteWebhook', {});
    await expect(telegram.say(CASHIER, 'hi')).rejects.toThrow(/no webhook/);
  });

  it('refuses a secret token Telegram would not take', async () => {
    expect(
      await refused('setWebhook', { url: 'https://x.example/hook', secret_token: 'a+b/c=' }),
    ).toMatchObject({
      status: 400,
    });
  });
});

describe("Telegram's HTML", () => {
  it('counts entity offsets in UTF-16 units and decodes character references', () => {
    const parsed = parseTelegramHtml('😀 <b>a&lt;b</b> <pre><code class="language-ts">x</code></pre>');
    expect(parsed).toMatchObject({
      ok: true,
      text: '😀 a<b x',
      entities: [
        { type: 'bold', offset: 3, length: 3 },
        { type: 'pre', offset: 7, length: 1, language: 'ts' },
      ],
    });
  });

  it('refuses an unclosed tag and a span that is no spoiler', () => {
    expect(parseTelegramHtml('<b>open')).toEqual({
      ok: false,
      error: 'Can\'t find end tag corresponding to start tag "b"',
    });
    expect(parseTelegramHtml('<span style="x">y</span>').ok).toBe(false);
    expect(parseTelegramHtml('<span class="tg-spoiler">y</span>').ok).toBe(true);
  });
});

describe('picture sizes', () => {
  // 37×23 pictures as sharp writes them: JPEG, WebP lossy, lossless and with alpha (VP8X).
  it.each([
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAXACUDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAYI/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AnQCOaRAAAAAAAAAAf//Z',
    'UklGRk4AAABXRUJQVlA4IEIAAACQAwCdASolABcAPm02l0ikIyIhJWgAgA2JZwDPkoB+AAAr98NwAP7wm0P/5BcsLrka//yA/5Af8gP/498Ql180AAA=',
    'UklGRhwAAABXRUJQVlA4TA8AAAAvJIAFAAcQ/Y/+ByKi/wEA',
    'UklGRlgAAABXRUJQVlA4WAoAAAAQAAAAJAAAFgAAQUxQSAoAAAABB1DAiAhERP8DVlA4ICgAAADwAgCdASolABcAPm02l0ikIyIhJWgAgA2JaQAAKUNt8AD++3jAAAAA',
  ])('reads %s', (base64) => {
    expect(imageSize(Buffer.from(base64, 'base64'))).toEqual({ width: 37, height: 23 });
  });
});
