// The fake Telegram Bot API as a server of its own, for the demo and the browser tests:
//
//   npx tsx apps/api/src/modules/telegram/testing/serve-fake-telegram.ts
//
// PORT (4498), HOST (127.0.0.1), TELEGRAM_BOT_TOKEN (the token it accepts), WEBHOOK_URL (or
// TELEGRAM_WEBHOOK_URL) and TELEGRAM_WEBHOOK_SECRET (where updates go until the API calls
// setWebhook). Point the API's TELEGRAM_API_URL at http://HOST:PORT. Beside /bot<token>/<method>
// it serves a page at / where a person sees the shops' groups and presses their buttons as a demo
// user, and a small JSON API for browser tests: GET /api/messages?chat=<id>, POST /api/press,
// POST /api/say, GET /api/violations.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseEnv } from '@shop/contracts';
import { z } from 'zod';
import {
  DEFAULT_TOKEN,
  type FakeMessage,
  type FakeTelegram,
  type HtmlToken,
  type HttpReply,
  type HttpRequest,
  parseTelegramHtml,
  startFakeTelegram,
  type TelegramChat,
  type UserSpec,
  type WebhookDelivery,
} from './fake-telegram';

// A blank variable counts as unset (a .env line `WEBHOOK_URL=`).
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4498),
  HOST: z.string().min(1).default('127.0.0.1'),
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[A-Za-z0-9_-]+$/, 'TELEGRAM_BOT_TOKEN looks like 123456:ABC-def')
    .default(DEFAULT_TOKEN),
  WEBHOOK_URL: optional(z.url()),
  // The API's own name for it, so one .env serves both.
  TELEGRAM_WEBHOOK_URL: optional(z.url()),
  TELEGRAM_WEBHOOK_SECRET: optional(z.string().regex(/^[A-Za-z0-9_-]{1,256}$/)),
});

const DEMO_USERS: UserSpec[] = [
  { id: 7000001, first_name: 'Cashier (demo)', username: 'demo_cashier' },
  { id: 7000002, first_name: 'Packer (demo)', username: 'demo_packer' },
];

const PressSchema = z.object({
  chat_id: z.coerce.number().int(),
  message_id: z.coerce.number().int().positive(),
  data: z.string().min(1),
  from_id: z.coerce.number().int().positive(),
});
const SaySchema = z.object({ from_id: z.coerce.number().int().positive(), text: z.string().min(1) });
// The page's forms: a typed user id wins over the select.
const PageFormSchema = z.object({
  from_id: z.coerce.number().int().positive().optional(),
  other_id: optional(z.coerce.number().int().positive()),
});

const env = parseEnv(EnvSchema, process.env);
const fake = await startFakeTelegram({
  token: env.TELEGRAM_BOT_TOKEN,
  port: env.PORT,
  host: env.HOST,
  webhookUrl: env.WEBHOOK_URL ?? env.TELEGRAM_WEBHOOK_URL,
  webhookSecret: env.TELEGRAM_WEBHOOK_SECRET,
  extraRoutes: route,
});
// The token is a secret when a real one was set by mistake: only the bot's id and its last characters.
console.log(`fake Telegram Bot API on ${fake.url} (token ${maskToken(fake.token)})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}

async function route(request: HttpRequest, telegram: FakeTelegram): Promise<HttpReply | undefined> {
  const { pathname } = request.url;
  if (request.method === 'GET' && pathname === '/') return page(request, telegram);
  if (request.method === 'GET' && pathname.startsWith('/file/')) return photoFile(pathname, telegram);
  // The shops' Khmer messages are drawn with the font the shop ships (a machine may have none).
  if (request.method === 'GET' && pathname === '/font/khmer.woff2') return khmerFont();
  if (request.method === 'POST' && pathname === '/press') return pressFromPage(request, telegram);
  if (request.method === 'POST' && pathname === '/say') return sayFromPage(request, telegram);
  if (request.method === 'GET' && pathname === '/api/chats') return json(200, telegram.chats());
  // The sends that broke Telegram's pace (a benchmark checks there are none).
  if (request.method === 'GET' && pathname === '/api/violations') return json(200, telegram.violations());
  if (request.method === 'GET' && pathname === '/api/messages') return messagesJson(request, telegram);
  if (request.method === 'POST' && pathname === '/api/press') return pressJson(request, telegram);
  if (request.method === 'POST' && pathname === '/api/say') return sayJson(request, telegram);
  return undefined;
}

// --- the JSON routes for browser tests ---

function messagesJson(request: HttpRequest, telegram: FakeTelegram): HttpReply {
  const chat = Number(request.url.searchParams.get('chat'));
  if (!telegram.chats().some((c) => c.id === chat)) return json(404, { error: 'no such chat' });
  return json(200, telegram.messages(chat).map(publicMessage));
}

/** Answers our webhook's answer (status and body) and the answerCallbackQuery it led to, if any yet. */
async function pressJson(request: HttpRequest, telegram: FakeTelegram): Promise<HttpReply> {
  const input = PressSchema.safeParse(jsonBody(request));
  if (!input.success) return json(400, { error: z.prettifyError(input.error) });
  const { chat_id, message_id, data, from_id } = input.data;
  try {
    const delivery = await telegram.press(chat_id, message_id, data, userById(from_id));
    return json(200, {
      status: delivery.status,
      body: delivery.body,
      answer: answerTo(delivery, telegram) ?? null,
    });
  } catch (error) {
    return json(400, { error: messageOf(error) });
  }
}

async function sayJson(request: HttpRequest, telegram: FakeTelegram): Promise<HttpReply> {
  const input = SaySchema.safeParse(jsonBody(request));
  if (!input.success) return json(400, { error: z.prettifyError(input.error) });
  try {
    const delivery = await telegram.say(userById(input.data.from_id), input.data.text);
    return json(200, { status: delivery.status, body: delivery.body });
  } catch (error) {
    return json(400, { error: messageOf(error) });
  }
}

// --- the page's forms: do it, then back to the page with what happened on top ---

async function pressFromPage(request: HttpRequest, telegram: FakeTelegram): Promise<HttpReply> {
  const form = Object.fromEntries(new URLSearchParams(request.body.toString('utf8')));
  const user = pageUser(form);
  const input = PressSchema.omit({ from_id: true }).safeParse(form);
  if (!user || !input.success) return backToPage('Choose who presses (or type a user id).');
  const { chat_id, message_id, data } = input.data;
  const notice = await telegram
    .press(chat_id, message_id, data, user)
    .then((delivery) => pressNotice(delivery, telegram))
    .catch(messageOf);
  return backToPage(`${user.first_name} pressed "${data}": ${notice}`, user.id);
}

async function sayFromPage(request: HttpRequest, telegram: FakeTelegram): Promise<HttpReply> {
  const form = Object.fromEntries(new URLSearchParams(request.body.toString('utf8')));
  const user = pageUser(form);
  const text = form.text?.trim();
  if (!user || !text) return backToPage('Choose a user and write something.');
  const notice = await telegram
    .say(user, text)
    .then((delivery) => webhookNotice(delivery))
    .catch(messageOf);
  return backToPage(`${user.first_name} wrote "${text}": ${notice}`, user.id);
}

function pressNotice(delivery: WebhookDelivery, telegram: FakeTelegram): string {
  const answer = answerTo(delivery, telegram);
  if (!answer) return `${webhookNotice(delivery)}; no answerCallbackQuery yet`;
  const shown = answer.text ? `"${answer.text}"${answer.show_alert ? ' (alert)' : ''}` : '(no text)';
  return `the bot answered ${shown}`;
}

function webhookNotice(delivery: WebhookDelivery): string {
  const performed = delivery.performed ? `, with ${delivery.performed.method}` : '';
  return `webhook answered ${delivery.status}${performed}`;
}

function answerTo(delivery: WebhookDelivery, telegram: FakeTelegram) {
  const id = delivery.update.callback_query?.id;
  return telegram.answers().find((a) => a.callback_query_id === id);
}

function pageUser(form: Record<string, string>): UserSpec | undefined {
  const input = PageFormSchema.safeParse(form);
  const id = input.data?.other_id ?? input.data?.from_id;
  return id === undefined ? undefined : userById(id);
}

function userById(id: number): UserSpec {
  return DEMO_USERS.find((u) => u.id === id) ?? { id, first_name: `User ${id}` };
}

/** 303 to the page; the last "press as" is kept in a cookie so the refreshing page keeps it chosen. */
function backToPage(notice: string, userId?: number): HttpReply {
  const headers: Record<string, string> = { location: `/?notice=${encodeURIComponent(notice)}` };
  if (userId) headers['set-cookie'] = `press_as=${userId}; Path=/; SameSite=Strict`;
  return { status: 303, headers, body: '' };
}

function photoFile(pathname: string, telegram: FakeTelegram): HttpReply | undefined {
  const [, , chat, id] = pathname.split('/');
  const photo = telegram.messages(Number(chat)).find((m) => m.message_id === Number(id))?.photo;
  if (!photo?.bytes) return undefined;
  return {
    status: 200,
    headers: { 'content-type': photo.contentType ?? 'application/octet-stream', 'cache-control': 'no-store' },
    body: photo.bytes,
  };
}

// --- the page ---

function page(request: HttpRequest, telegram: FakeTelegram): HttpReply {
  const notice = request.url.searchParams.get('notice');
  const paused = request.url.searchParams.has('pause');
  const chosen = Number(/(?:^|;\s*)press_as=(\d+)/.exec(request.headers.cookie ?? '')?.[1]);
  const chats = telegram.chats();
  const groups = chats.filter((c) => c.type !== 'private');
  const privates = chats.filter((c) => c.type === 'private');
  const webhook = telegram.webhook().url;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${paused ? '' : '<meta http-equiv="refresh" content="3">'}
<title>Fake Telegram</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Fake Telegram</h1>
<p>Bot @${escapeHtml(telegram.bot.username ?? '')} · webhook ${webhook ? `<code>${escapeHtml(webhook)}</code>` : 'not set'} ·
${paused ? `<a href="/">resume refreshing</a>` : `<a href="/?pause">pause refreshing</a> (to type)`}</p>
</header>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
${recentAnswers(telegram)}
<main>
${groups.map((chat) => chatSection(chat, telegram, chosen)).join('\n')}
${privates.map((chat) => chatSection(chat, telegram, chosen)).join('\n')}
</main>
<section aria-labelledby="say">
<h2 id="say">Write to the bot in private</h2>
<form method="post" action="/say">
${userPicker(chosen)}
<label>Text <input name="text" value="/start " required></label>
<button>Send</button>
</form>
</section>
</body>
</html>`;
  return {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // The page shows what the bot sent: nothing in it may run or load from elsewhere.
      'content-security-policy':
        "default-src 'none'; img-src 'self'; font-src 'self'; style-src 'unsafe-inline'; form-action 'self'",
    },
    body: html,
  };
}

function recentAnswers(telegram: FakeTelegram): string {
  const recent = telegram.answers().slice(-5).reverse();
  if (recent.length === 0) return '';
  const items = recent.map(
    (a) =>
      `<li>${escapeHtml(a.query.from.first_name)} pressed <code>${escapeHtml(a.query.data)}</code>: ${
        a.text ? `“${escapeHtml(a.text)}”${a.show_alert ? ' (alert)' : ''}` : '(no text)'
      }</li>`,
  );
  return `<section aria-labelledby="answers"><h2 id="answers">Latest button answers</h2><ul>${items.join('')}</ul></section>`;
}

function chatSection(
  chat: TelegramChat & { removed: boolean },
  telegram: FakeTelegram,
  chosen: number,
): string {
  const name = chat.title ?? chat.first_name ?? String(chat.id);
  const messages = telegram.messages(chat.id);
  return `<section class="chat" aria-labelledby="chat${chat.id}">
<h2 id="chat${chat.id}">${escapeHtml(name)} <small>${chat.type} ${chat.id}${chat.removed ? ' · bot removed' : ''}</small></h2>
${messages.length ? `<ol class="messages">${messages.map((m) => messageItem(m, chosen)).join('\n')}</ol>` : '<p>No messages yet.</p>'}
</section>`;
}

function messageItem(message: FakeMessage, chosen: number): string {
  const time = new Date(message.date * 1000).toISOString().slice(11, 19);
  const edited = message.edits.length ? ` · edited ${message.edits.length}×` : '';
  const reply = message.reply_to_message_id
    ? `<a class="reply" href="#m${message.chatId}-${message.reply_to_message_id}">↩ #${message.reply_to_message_id}</a>`
    : '';
  const photo = message.photo?.bytes
    ? `<img src="/file/${message.chatId}/${message.message_id}" alt="photo of message ${message.message_id}">`
    : message.photo?.url
      ? `<p>photo from <code>${escapeHtml(message.photo.url)}</code></p>`
      : '';
  const body = message.text ?? message.caption;
  return `<li id="m${message.chatId}-${message.message_id}" class="${message.from.is_bot ? 'bot' : 'user'}">
<p class="meta">#${message.message_id} · ${escapeHtml(message.from.first_name)} · ${time} UTC${edited} ${reply}</p>
${photo}
${body ? `<div class="text">${telegramHtmlToSafeHtml(body, message.parse_mode)}</div>` : ''}
${history(message)}
${keyboard(message, chosen)}
</li>`;
}

function history(message: FakeMessage): string {
  if (!message.edits.length) return '';
  const versions = [message.original ?? '', ...message.edits.slice(0, -1)];
  return `<details><summary>Earlier versions</summary><ol>${versions
    .map((v) => `<li>${telegramHtmlToSafeHtml(v, message.parse_mode)}</li>`)
    .join('')}</ol></details>`;
}

/** One form per keyboard: its buttons submit their callback_data, the user picked once beside them. */
function keyboard(message: FakeMessage, chosen: number): string {
  const rows = message.reply_markup?.inline_keyboard;
  if (!rows?.length) return '';
  const buttons = rows.map(
    (row) =>
      `<div class="row">${row
        .map((button) =>
          button.callback_data !== undefined
            ? `<button name="data" value="${escapeHtml(button.callback_data)}">${escapeHtml(button.text)}</button>`
            : `<a class="button" href="${safeHref(button.url) ?? '#'}" rel="noreferrer">${escapeHtml(button.text)} ↗</a>`,
        )
        .join('')}</div>`,
  );
  return `<form method="post" action="/press" class="keyboard">
<input type="hidden" name="chat_id" value="${message.chatId}">
<input type="hidden" name="message_id" value="${message.message_id}">
${buttons.join('\n')}
${userPicker(chosen)}
</form>`;
}

function userPicker(chosen: number): string {
  const options = DEMO_USERS.map(
    (u) =>
      `<option value="${u.id}"${u.id === chosen ? ' selected' : ''}>${escapeHtml(u.first_name)} · ${u.id}</option>`,
  ).join('');
  const other = DEMO_USERS.some((u) => u.id === chosen) || !chosen ? '' : String(chosen);
  return `<label>As <select name="from_id">${options}</select></label>
<label>or user id <input name="other_id" inputmode="numeric" pattern="[0-9]*" size="10" value="${other}"></label>`;
}

// --- Telegram's HTML shown as HTML: the tags it allows re-written, everything else escaped ---

const SAFE_TAG: Record<string, string> = {
  b: 'b',
  strong: 'strong',
  i: 'i',
  em: 'em',
  u: 'u',
  ins: 'ins',
  s: 's',
  strike: 's',
  del: 'del',
  code: 'code',
  pre: 'pre',
  blockquote: 'blockquote',
  'tg-spoiler': 'span',
  span: 'span',
  a: 'a',
};

function telegramHtmlToSafeHtml(text: string, parseMode: string | undefined): string {
  const parsed = parseMode?.toLowerCase() === 'html' ? parseTelegramHtml(text) : undefined;
  if (!parsed?.ok) return escapeHtml(text);
  return parsed.tokens.map(safeToken).join('');
}

function safeToken(token: HtmlToken): string {
  if (token.kind === 'text') return escapeHtml(token.text);
  const tag = SAFE_TAG[token.tag] ?? 'span';
  if (token.kind === 'close') return `</${tag}>`;
  if (tag === 'span') return '<span class="spoiler">';
  if (tag !== 'a') return `<${tag}>`;
  const href = safeHref(token.attributes.href);
  return href ? `<a href="${href}" rel="noreferrer">` : '<a>';
}

/** Only web and Telegram links; anything else (javascript:, data:) is dropped. */
function safeHref(href: string | undefined): string | undefined {
  return href && /^(https?:|tg:|mailto:)/i.test(href) ? escapeHtml(href) : undefined;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

// --- small things ---

function publicMessage(message: FakeMessage) {
  const { photo, ...rest } = message;
  if (!photo) return rest;
  const { bytes, ...described } = photo;
  return {
    ...rest,
    photo: { ...described, ...(bytes ? { href: `/file/${message.chatId}/${message.message_id}` } : {}) },
  };
}

function json(status: number, body: unknown): HttpReply {
  return { status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

function jsonBody(request: HttpRequest): unknown {
  try {
    return JSON.parse(request.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function maskToken(token: string): string {
  const [id] = token.split(':');
  return `${id}:…${token.slice(-4)}`;
}

const STYLE = `
@font-face{font-family:"Noto Sans Khmer";src:url(/font/khmer.woff2) format("woff2");unicode-range:U+1780-17FF,U+19E0-19FF,U+200B-200D,U+25CC}
body{font:15px/1.4 system-ui,"Noto Sans Khmer",sans-serif;margin:0 auto;max-width:760px;padding:0 12px 40px;color:#111;background:#e7ebf0}
h1{font-size:20px}h2{font-size:16px;margin:0 0 8px}h2 small{font-weight:normal;color:#667}
.notice{background:#fff8c5;border:1px solid #d4a72c;padding:8px 12px;border-radius:6px}
section{background:#fff;border-radius:10px;padding:12px;margin:12px 0}
.messages{list-style:none;padding:0;margin:0}
.messages>li{border-top:1px solid #eef;padding:8px 0}
.messages>li.user{background:#effdde}
.meta{color:#667;font-size:12px;margin:0 0 4px}
.text{white-space:pre-wrap;overflow-wrap:anywhere}
img{max-width:100%;max-height:320px;display:block;border-radius:6px}
.keyboard .row{display:flex;gap:4px;margin:4px 0}
.keyboard .row>*{flex:1;padding:6px;border:1px solid #8ab;border-radius:6px;background:#f4f8fb;text-align:center;font:inherit}
.spoiler{background:#ccd;color:transparent}.spoiler:hover{color:inherit}
label{margin-right:8px;font-size:13px}
`;

/** Noto Sans Khmer (the shops' own Khmer font, from node_modules), read once. */
let khmerBytes: Buffer | undefined;
function khmerFont(): HttpReply {
  khmerBytes ??= readFileSync(
    createRequire(import.meta.url).resolve(
      '@fontsource-variable/noto-sans-khmer/files/noto-sans-khmer-khmer-wght-normal.woff2',
    ),
  );
  return {
    status: 200,
    headers: { 'content-type': 'font/woff2', 'cache-control': 'max-age=86400' },
    body: khmerBytes,
  };
}
