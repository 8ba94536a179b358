import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

// Shapes of the Telegram Bot API (core.telegram.org/bots/api), the fields the shop uses.

export type ChatId = string | number;
export type ChatType = 'private' | 'group' | 'supergroup';

export interface TelegramUser {
  id: number;
  is_bot: boolean;
  first_name: string;
  username?: string;
  language_code?: string;
}

export interface TelegramChat {
  id: number;
  type: ChatType;
  title?: string;
  first_name?: string;
  username?: string;
}

export interface InlineKeyboardButton {
  text: string;
  callback_data?: string;
  url?: string;
  [field: string]: unknown;
}

/** An inline keyboard, or another keyboard kept as sent (only inline keyboards can be pressed). */
export interface ReplyMarkup {
  inline_keyboard?: InlineKeyboardButton[][];
  [field: string]: unknown;
}

export interface MessageEntity {
  type: string;
  /** In UTF-16 code units, as Telegram counts. */
  offset: number;
  length: number;
  url?: string;
  language?: string;
}

export interface PhotoSize {
  file_id: string;
  file_unique_id: string;
  width: number;
  height: number;
  file_size?: number;
}

export interface TelegramMessage {
  message_id: number;
  date: number;
  chat: TelegramChat;
  from?: TelegramUser;
  edit_date?: number;
  text?: string;
  entities?: MessageEntity[];
  caption?: string;
  caption_entities?: MessageEntity[];
  photo?: PhotoSize[];
  reply_markup?: ReplyMarkup;
  reply_to_message?: TelegramMessage;
}

export interface CallbackQuery {
  id: string;
  from: TelegramUser;
  message?: TelegramMessage;
  chat_instance: string;
  data?: string;
}

export interface TelegramUpdate {
  update_id: number;
  message?: TelegramMessage;
  callback_query?: CallbackQuery;
}

export interface ResponseParameters {
  retry_after?: number;
  migrate_to_chat_id?: number;
}

export type BotApiAnswer =
  | { ok: true; result: unknown }
  | { ok: false; error_code: number; description: string; parameters?: ResponseParameters };

// What the fake keeps, for tests to assert on.

export interface UploadedFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export interface FakePhoto extends PhotoSize {
  /** The uploaded bytes (absent when the photo was given as a URL Telegram would have fetched). */
  bytes?: Buffer;
  contentType?: string;
  url?: string;
}

export interface FakeMessage {
  chatId: number;
  message_id: number;
  date: number;
  from: TelegramUser;
  /** As sent: with parse_mode HTML, the HTML itself (the Message answered carries the plain text). */
  text?: string;
  caption?: string;
  parse_mode?: string;
  photo?: FakePhoto;
  reply_to_message_id?: number;
  reply_markup?: ReplyMarkup;
  /** The text (or caption) as first sent. */
  original?: string;
  /** The text (or caption) after each edit, oldest first; a keyboard-only edit repeats the text. */
  edits: string[];
  edit_date?: number;
}

export interface BotRequest {
  method: string;
  params: Record<string, unknown>;
  at: number;
  /** An HTTP call to the Bot API, or a method carried by our webhook's answer. */
  via: 'http' | 'webhook-reply';
  status?: number;
}

export interface PressedButton {
  chatId: number;
  messageId: number;
  data: string;
  from: TelegramUser;
}

export interface CallbackAnswer {
  callback_query_id: string;
  text?: string;
  show_alert: boolean;
  url?: string;
  via: BotRequest['via'];
  at: number;
  /** The press it answers. */
  query: PressedButton;
}

export interface LimitViolation {
  chatId: number;
  kind: 'per-second' | 'per-minute';
  at: number;
}

export interface WebhookDelivery {
  /** Our webhook's HTTP answer. */
  status: number;
  body: unknown;
  update: TelegramUpdate;
  /** The method our answer carried, performed as Telegram would, and its outcome. */
  performed?: { method: string; answer: BotApiAnswer };
}

export interface ChatSpec {
  id: ChatId;
  title: string;
  type?: ChatType;
}

export interface UserSpec {
  id: number;
  first_name: string;
  username?: string;
  language_code?: string;
}

export interface HttpRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface HttpReply {
  status: number;
  headers?: Record<string, string>;
  body: string | Buffer;
}

/** Routes served beside the Bot API on the same port (the demo page); undefined passes to a 404. */
export type ExtraRoutes = (
  request: HttpRequest,
  fake: FakeTelegram,
) => HttpReply | undefined | Promise<HttpReply | undefined>;

export interface FakeTelegramOptions {
  token?: string;
  chats?: ChatSpec[];
  port?: number;
  host?: string;
  /** Where updates go until setWebhook names a URL. */
  webhookUrl?: string;
  webhookSecret?: string;
  /** Answer 429 to sends over Telegram's per-chat limits (they are recorded either way). */
  enforceLimits?: boolean;
  extraRoutes?: ExtraRoutes;
}

export interface FakeTelegram {
  /** The base URL: calls go to `${url}/bot${token}/${method}`. */
  url: string;
  token: string;
  bot: TelegramUser;
  requests: BotRequest[];
  limits: { enforce: boolean };
  webhook(): { url?: string; secret?: string; allowedUpdates?: string[] };
  chats(): (TelegramChat & { removed: boolean })[];
  /** The chat's messages in order, the bot's and the users'. */
  messages(chatId: ChatId): FakeMessage[];
  answers(): CallbackAnswer[];
  violations(): LimitViolation[];
  /** The next `count` bot calls answer `status` without doing anything. */
  failNext(count?: number, status?: number): void;
  rateLimitNext(retryAfterSeconds: number, count?: number): void;
  /** The next `count` answers wait `ms`; what was asked is done at once (a timeout after the fact). */
  delayNext(ms: number, count?: number): void;
  /** The next answer waits until the returned function is called. */
  holdNext(): () => void;
  addChat(chat: ChatSpec): void;
  removeChat(id: ChatId): void;
  /** A user presses an inline button (its text or callback_data): a callback_query to our webhook. */
  press(chatId: ChatId, messageId: number, button: string, from: UserSpec): Promise<WebhookDelivery>;
  /** A user writes to the bot in private: a message update to our webhook. */
  say(from: UserSpec, text: string): Promise<WebhookDelivery>;
  /** Posts any JSON to the webhook; `secret` replaces the one set (null: no header). */
  postUpdate(update: unknown, options?: { secret?: string | null }): Promise<WebhookDelivery>;
  close(): Promise<void>;
}

export const DEFAULT_TOKEN = '123456:fake-bot-token';

export const DEFAULT_CHATS: ChatSpec[] = [
  { id: -1001987654321, title: 'S001 orders', type: 'supergroup' },
  { id: -1002233445566, title: 'S002 orders', type: 'supergroup' },
  { id: -1003141592653, title: 'S007 orders', type: 'supergroup' },
];

const BOT_USER: TelegramUser = {
  id: 999000,
  is_bot: true,
  first_name: 'Shop Bot',
  username: 'shop_demo_bot',
};

const TEXT_LIMIT = 4096;
const CAPTION_LIMIT = 1024;
const CALLBACK_DATA_BYTES = 64;
// Telegram asks for no more than one message a second in a chat and 20 a minute in a group; the
// slack keeps a sender that waits exactly a second from being blamed for timer jitter.
const PER_CHAT_INTERVAL_MS = 1000;
const PER_CHAT_SLACK_MS = 50;
const GROUP_WINDOW_MS = 60_000;
const GROUP_PER_WINDOW = 20;
const WEBHOOK_TIMEOUT_MS = 30_000;

const ButtonSchema = z.looseObject({
  text: z.string(),
  callback_data: z.string().optional(),
  url: z.string().optional(),
});
const ReplyMarkupSchema = z.looseObject({ inline_keyboard: z.array(z.array(ButtonSchema)).optional() });
const ReplyParametersSchema = z.looseObject({
  message_id: z.coerce.number().int(),
  allow_sending_without_reply: z.boolean().optional(),
});
const MethodCallSchema = z.looseObject({ method: z.string().min(1) });
const AllowedUpdatesSchema = z.array(z.string());
// setWebhook's rule for secret_token.
const SECRET_TOKEN = /^[A-Za-z0-9_-]{1,256}$/;

type Params = Record<string, unknown>;

/** A refusal as Telegram words it; the handlers throw it, the dispatcher answers it. */
class BotError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly parameters?: ResponseParameters,
  ) {
    super(description);
  }
}

interface ChatState {
  chat: TelegramChat;
  messages: FakeMessage[];
  lastMessageId: number;
  /** When the bot's sends happened (the last minute's), for the limits. */
  sends: number[];
  removed: boolean;
}

interface Scripted {
  status: number;
  answer: BotApiAnswer;
}

/**
 * The Telegram Bot API as a loopback server: the methods the shop calls, webhook delivery of button
 * presses and private messages, failures and delays on demand, and a watch on Telegram's send limits.
 */
export async function startFakeTelegram(options: FakeTelegramOptions = {}): Promise<FakeTelegram> {
  const token = options.token ?? DEFAULT_TOKEN;
  const chats = new Map<number, ChatState>();
  const files = new Map<string, FakePhoto>();
  const queries = new Map<string, PressedButton & { answered: boolean }>();
  const requests: BotRequest[] = [];
  const answers: CallbackAnswer[] = [];
  const violations: LimitViolation[] = [];
  const scripted: Scripted[] = [];
  const gates: (() => Promise<void>)[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const holds = new Set<() => void>();
  const limits = { enforce: options.enforceLimits ?? false };
  const webhook: {
    url?: string;
    secret?: string;
    allowedUpdates?: string[];
    lastError?: { date: number; message: string };
  } = {
    url: options.webhookUrl,
    secret: options.webhookSecret,
  };
  let lastUpdateId = 500_000_000;
  let lastQueryId = 0;

  for (const spec of options.chats ?? DEFAULT_CHATS) addChat(spec);

  function addChat(spec: ChatSpec) {
    const id = Number(spec.id);
    const type = spec.type ?? 'supergroup';
    const chat: TelegramChat =
      type === 'private' ? { id, type, first_name: spec.title } : { id, type, title: spec.title };
    const known = chats.get(id);
    if (known) Object.assign(known, { chat, removed: false });
    else chats.set(id, { chat, messages: [], lastMessageId: 0, sends: [], removed: false });
  }

  function privateChat(user: TelegramUser): ChatState {
    const known = chats.get(user.id);
    if (known) return known;
    const chat: TelegramChat = { id: user.id, type: 'private', first_name: user.first_name };
    if (user.username) chat.username = user.username;
    const state: ChatState = { chat, messages: [], lastMessageId: 0, sends: [], removed: false };
    chats.set(user.id, state);
    return state;
  }

  // --- parameters, as JSON values or as the strings of a form ---

  function requireChat(params: Params): ChatState {
    const raw = params.chat_id;
    if (raw === undefined || raw === '') throw new BotError(400, 'Bad Request: chat_id is empty');
    const state = chats.get(Number(raw));
    if (!state) throw new BotError(400, 'Bad Request: chat not found');
    if (state.removed) throw new BotError(403, `Forbidden: ${goneReason(state.chat.type)}`);
    return state;
  }

  function requireMessage(state: ChatState, params: Params): FakeMessage {
    const id = intParam(params, 'message_id');
    const message = state.messages.find((m) => m.message_id === id);
    if (!message) throw new BotError(400, 'Bad Request: message to edit not found');
    if (!message.from.is_bot) throw new BotError(400, "Bad Request: message can't be edited");
    return message;
  }

  function replyTarget(state: ChatState, params: Params): number | undefined {
    const parameters = jsonParam(params, 'reply_parameters', ReplyParametersSchema);
    const id = parameters?.message_id ?? intParam(params, 'reply_to_message_id');
    if (id === undefined) return undefined;
    if (state.messages.some((m) => m.message_id === id)) return id;
    if (parameters?.allow_sending_without_reply) return undefined;
    throw new BotError(400, 'Bad Request: message to be replied not found');
  }

  function markupParam(params: Params): ReplyMarkup | undefined {
    const markup = jsonParam(params, 'reply_markup', ReplyMarkupSchema);
    for (const button of markup?.inline_keyboard?.flat() ?? []) requireButton(button);
    return markup;
  }

  // --- limits ---

  /** Records a send that breaks Telegram's limits; refuses it with a 429 when they are enforced. */
  function checkSendLimits(state: ChatState, now: number) {
    state.sends = state.sends.filter((at) => at > now - GROUP_WINDOW_MS);
    const waits: number[] = [];
    const last = state.sends.at(-1);
    if (last !== undefined && now - last < PER_CHAT_INTERVAL_MS - PER_CHAT_SLACK_MS) {
      violations.push({ chatId: state.chat.id, kind: 'per-second', at: now });
      waits.push(last + PER_CHAT_INTERVAL_MS - now);
    }
    const isGroup = state.chat.type !== 'private';
    if (isGroup && state.sends.length >= GROUP_PER_WINDOW) {
      violations.push({ chatId: state.chat.id, kind: 'per-minute', at: now });
      waits.push(state.sends[state.sends.length - GROUP_PER_WINDOW]! + GROUP_WINDOW_MS - now);
    }
    if (!limits.enforce || waits.length === 0) return;
    throw tooManyRequests(Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
  }

  function appendMessage(
    state: ChatState,
    fields: Omit<FakeMessage, 'chatId' | 'message_id' | 'date' | 'edits'>,
  ) {
    const message: FakeMessage = {
      chatId: state.chat.id,
      message_id: ++state.lastMessageId,
      date: unixTime(),
      edits: [],
      ...withoutUndefined(fields),
    };
    if (message.from.is_bot) state.sends.push(Date.now());
    state.messages.push(message);
    return message;
  }

  /** The message as the Bot API shows it: plain text and entities, the replied-to message inside. */
  function telegramMessage(state: ChatState, message: FakeMessage, nested = false): TelegramMessage {
    const shown: TelegramMessage = {
      message_id: message.message_id,
      from: message.from,
      chat: { ...state.chat },
      date: message.date,
    };
    if (message.edit_date) shown.edit_date = message.edit_date;
    if (message.text !== undefined) {
      const { text, entities } = render(message.text, message.parse_mode, message.from);
      shown.text = text;
      if (entities.length) shown.entities = entities;
    }
    if (message.photo) shown.photo = [photoSize(message.photo)];
    if (message.caption !== undefined) {
      const { text, entities } = render(message.caption, message.parse_mode, message.from);
      shown.caption = text;
      if (entities.length) shown.caption_entities = entities;
    }
    const replied = state.messages.find((m) => m.message_id === message.reply_to_message_id);
    // Telegram nests one level: a replied-to message comes without its own reply.
    if (replied && !nested) shown.reply_to_message = telegramMessage(state, replied, true);
    if (message.reply_markup?.inline_keyboard) shown.reply_markup = message.reply_markup;
    return shown;
  }

  // --- the methods ---

  function sendMessage(params: Params) {
    const state = requireChat(params);
    const text = stringParam(params, 'text') ?? '';
    const parseMode = stringParam(params, 'parse_mode');
    requireContent(text, parseMode, 'text');
    const markup = markupParam(params);
    const replyTo = replyTarget(state, params);
    checkSendLimits(state, Date.now());
    const message = appendMessage(state, {
      from: BOT_USER,
      text,
      parse_mode: parseMode,
      reply_markup: markup,
      reply_to_message_id: replyTo,
      original: text,
    });
    return telegramMessage(state, message);
  }

  function sendPhoto(params: Params) {
    const state = requireChat(params);
    const photo = requirePhoto(params.photo);
    const caption = stringParam(params, 'caption');
    const parseMode = stringParam(params, 'parse_mode');
    if (caption !== undefined) requireContent(caption, parseMode, 'caption');
    const markup = markupParam(params);
    const replyTo = replyTarget(state, params);
    checkSendLimits(state, Date.now());
    files.set(photo.file_id, photo);
    const message = appendMessage(state, {
      from: BOT_USER,
      photo,
      caption,
      parse_mode: parseMode,
      reply_markup: markup,
      reply_to_message_id: replyTo,
      original: caption ?? '',
    });
    return telegramMessage(state, message);
  }

  function requirePhoto(value: unknown): FakePhoto {
    if (isUpload(value)) {
      if (value.bytes.length === 0) throw new BotError(400, 'Bad Request: file must be non-empty');
      const size = imageSize(value.bytes);
      if (!size) throw new BotError(400, 'Bad Request: IMAGE_PROCESS_FAILED');
      return {
        ...newFileIds(),
        ...size,
        file_size: value.bytes.length,
        bytes: value.bytes,
        contentType: value.contentType,
      };
    }
    if (typeof value !== 'string' || value === '')
      throw new BotError(400, 'Bad Request: there is no photo in the request');
    // A URL is fetched by Telegram; offline, its size stays unknown.
    if (/^https?:\/\//i.test(value)) return { ...newFileIds(), width: 0, height: 0, url: value };
    const known = files.get(value);
    if (!known) throw new BotError(400, 'Bad Request: wrong file identifier/HTTP URL specified');
    return known;
  }

  function editMessageText(params: Params) {
    const state = requireChat(params);
    const message = requireMessage(state, params);
    if (message.text === undefined)
      throw new BotError(400, 'Bad Request: there is no text in the message to edit');
    const text = stringParam(params, 'text') ?? '';
    const parseMode = stringParam(params, 'parse_mode');
    requireContent(text, parseMode, 'text');
    return applyEdit(state, message, { text, parse_mode: parseMode, reply_markup: markupParam(params) });
  }

  function editMessageCaption(params: Params) {
    const state = requireChat(params);
    const message = requireMessage(state, params);
    if (!message.photo) throw new BotError(400, 'Bad Request: there is no caption in the message to edit');
    const caption = stringParam(params, 'caption') ?? '';
    const parseMode = stringParam(params, 'parse_mode');
    if (caption) requireContent(caption, parseMode, 'caption');
    return applyEdit(state, message, { caption, parse_mode: parseMode, reply_markup: markupParam(params) });
  }

  function editMessageReplyMarkup(params: Params) {
    const state = requireChat(params);
    const message = requireMessage(state, params);
    return applyEdit(state, message, { reply_markup: markupParam(params) });
  }

  /** An edit without reply_markup takes the keyboard away, as Telegram does. */
  function applyEdit(
    state: ChatState,
    message: FakeMessage,
    change: { text?: string; caption?: string; parse_mode?: string; reply_markup?: ReplyMarkup },
  ) {
    const next = {
      text: change.text ?? message.text,
      caption: change.caption ?? message.caption,
      parse_mode:
        change.text === undefined && change.caption === undefined ? message.parse_mode : change.parse_mode,
      reply_markup: change.reply_markup,
    };
    const same =
      next.text === message.text &&
      next.caption === message.caption &&
      JSON.stringify(next.reply_markup ?? null) === JSON.stringify(message.reply_markup ?? null);
    if (same) {
      throw new BotError(
        400,
        'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message',
      );
    }
    Object.assign(message, next, { edit_date: unixTime() });
    for (const key of Object.keys(next) as (keyof typeof next)[])
      if (message[key] === undefined) delete message[key];
    message.edits.push(next.text ?? next.caption ?? '');
    return telegramMessage(state, message);
  }

  function answerCallbackQuery(params: Params, via: BotRequest['via']) {
    const id = stringParam(params, 'callback_query_id') ?? '';
    const query = queries.get(id);
    // Telegram takes one answer per query; a second (or a made-up id) is refused alike.
    if (!query || query.answered) {
      throw new BotError(
        400,
        'Bad Request: query is too old and response timeout expired or query ID is invalid',
      );
    }
    query.answered = true;
    const { answered: _, ...pressed } = query;
    answers.push(
      withoutUndefined({
        callback_query_id: id,
        text: stringParam(params, 'text'),
        show_alert: boolParam(params, 'show_alert'),
        url: stringParam(params, 'url'),
        via,
        at: Date.now(),
        query: pressed,
      }),
    );
    return true;
  }

  function setWebhook(params: Params) {
    const url = stringParam(params, 'url') ?? '';
    const secret = stringParam(params, 'secret_token');
    if (secret !== undefined && !SECRET_TOKEN.test(secret))
      throw new BotError(400, 'Bad Request: secret token contains unallowed characters');
    // Telegram wants HTTPS on 443, 80, 88 or 8443; the fake takes any URL, loopback included.
    webhook.url = url || undefined;
    webhook.secret = url ? secret : undefined;
    webhook.allowedUpdates =
      jsonParam(params, 'allowed_updates', AllowedUpdatesSchema) ?? webhook.allowedUpdates;
    webhook.lastError = undefined;
    return true;
  }

  function getWebhookInfo() {
    return withoutUndefined({
      url: webhook.url ?? '',
      has_custom_certificate: false,
      pending_update_count: 0,
      allowed_updates: webhook.allowedUpdates,
      last_error_date: webhook.lastError?.date,
      last_error_message: webhook.lastError?.message,
    });
  }

  const handlers = new Map<string, (params: Params, via: BotRequest['via']) => unknown>([
    ['getme', () => BOT_USER],
    ['getchat', (params) => requireChat(params).chat],
    ['setwebhook', setWebhook],
    [
      'deletewebhook',
      () => {
        webhook.url = undefined;
        webhook.secret = undefined;
        return true;
      },
    ],
    ['getwebhookinfo', getWebhookInfo],
    ['sendmessage', sendMessage],
    ['sendphoto', sendPhoto],
    ['editmessagetext', editMessageText],
    ['editmessagecaption', editMessageCaption],
    ['editmessagereplymarkup', editMessageReplyMarkup],
    ['answercallbackquery', answerCallbackQuery],
  ]);

  /** Runs a method (method names are case-insensitive in the Bot API) and records it. */
  function perform(method: string, params: Params, via: BotRequest['via']): Scripted {
    const record: BotRequest = { method, params, at: Date.now(), via };
    requests.push(record);
    const outcome = dispatch(method, params, via);
    record.status = outcome.status;
    return outcome;
  }

  function dispatch(method: string, params: Params, via: BotRequest['via']): Scripted {
    const handler = handlers.get(method.toLowerCase());
    if (!handler) return refusal(404, 'Not Found');
    try {
      return { status: 200, answer: { ok: true, result: handler(params, via) } };
    } catch (error) {
      if (error instanceof BotError) return refusal(error.status, error.description, error.parameters);
      throw error;
    }
  }

  // --- HTTP ---

  async function botCall(request: HttpRequest): Promise<HttpReply> {
    const match = /^\/bot([^/]+)\/([^/]+)$/.exec(request.url.pathname);
    if (!match) return jsonReply(refusal(404, 'Not Found'));
    const method = decodeURIComponent(match[2]!);
    const record: BotRequest = { method, params: {}, at: Date.now(), via: 'http' };
    const outcome = await answerCall(request, decodeURIComponent(match[1]!), record);
    await gates.shift()?.();
    return jsonReply(outcome);
  }

  /** Checks the token, then answers what failNext/rateLimitNext scripted, or performs the method. */
  async function answerCall(request: HttpRequest, given: string, record: BotRequest): Promise<Scripted> {
    if (given !== token) {
      requests.push({ ...record, status: 401 });
      return refusal(401, 'Unauthorized');
    }
    try {
      record.params = await readParams(request);
    } catch (error) {
      if (!(error instanceof BotError)) throw error;
      requests.push({ ...record, status: error.status });
      return refusal(error.status, error.description);
    }
    const script = handlers.has(record.method.toLowerCase()) ? scripted.shift() : undefined;
    if (!script) return perform(record.method, record.params, 'http');
    requests.push({ ...record, status: script.status });
    return script;
  }

  async function serve(req: IncomingMessage, res: ServerResponse) {
    let reply: HttpReply;
    try {
      const request: HttpRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://fake'),
        headers: req.headers,
        body: await readBody(req),
      };
      reply = request.url.pathname.startsWith('/bot')
        ? await botCall(request)
        : ((await options.extraRoutes?.(request, fake)) ?? jsonReply(refusal(404, 'Not Found')));
    } catch (error) {
      // A fault of the fake itself: loud, so the test that met it fails.
      console.error('fake Telegram:', error);
      reply = jsonReply(refusal(500, 'Internal Server Error'));
    }
    if (res.destroyed) return;
    res.writeHead(reply.status, reply.headers);
    res.end(reply.body);
  }

  // --- webhook ---

  async function deliver(update: unknown, secret: string | undefined): Promise<WebhookDelivery> {
    if (!webhook.url) throw new Error('fake Telegram: no webhook (call setWebhook or pass webhookUrl)');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (secret) headers['x-telegram-bot-api-secret-token'] = secret;
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(update),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    const body = jsonOrText(await response.text());
    const delivery: WebhookDelivery = { status: response.status, body, update: update as TelegramUpdate };
    if (!response.ok) {
      webhook.lastError = {
        date: unixTime(),
        message: `Wrong response from the webhook: ${response.status} ${response.statusText}`,
      };
      return delivery;
    }
    const call = MethodCallSchema.safeParse(body);
    if (call.success) {
      const { method, ...params } = call.data;
      delivery.performed = { method, answer: perform(method, params, 'webhook-reply').answer };
    }
    return delivery;
  }

  async function press(chatId: ChatId, messageId: number, button: string, from: UserSpec) {
    const state = chats.get(Number(chatId));
    const message = state?.messages.find((m) => m.message_id === messageId);
    if (!state || !message) throw new Error(`fake Telegram: no message ${messageId} in chat ${chatId}`);
    const buttons = message.reply_markup?.inline_keyboard?.flat() ?? [];
    const pressed = buttons.find((b) => b.callback_data === button) ?? buttons.find((b) => b.text === button);
    if (pressed?.callback_data === undefined)
      throw new Error(`fake Telegram: message ${messageId} has no callback button "${button}"`);
    const user = userOf(from);
    const id = String(++lastQueryId + 4_000_000_000_000_000);
    queries.set(id, {
      chatId: state.chat.id,
      messageId,
      data: pressed.callback_data,
      from: user,
      answered: false,
    });
    const query: CallbackQuery = {
      id,
      from: user,
      message: telegramMessage(state, message),
      chat_instance: chatInstance(state.chat.id),
      data: pressed.callback_data,
    };
    return deliver({ update_id: ++lastUpdateId, callback_query: query }, webhook.secret);
  }

  async function say(from: UserSpec, text: string) {
    const user = userOf(from);
    const state = privateChat(user);
    const message = appendMessage(state, { from: user, text, original: text });
    return deliver({ update_id: ++lastUpdateId, message: telegramMessage(state, message) }, webhook.secret);
  }

  const server = createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { address, port } = server.address() as AddressInfo;

  const fake: FakeTelegram = {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
    token,
    bot: BOT_USER,
    requests,
    limits,
    webhook: () => ({ url: webhook.url, secret: webhook.secret, allowedUpdates: webhook.allowedUpdates }),
    chats: () => [...chats.values()].map((s) => ({ ...s.chat, removed: s.removed })),
    messages: (chatId) => [...(chats.get(Number(chatId))?.messages ?? [])],
    answers: () => [...answers],
    violations: () => [...violations],
    failNext(count = 1, status = 500) {
      const answer = status === 429 ? tooManyRequests(1) : new BotError(status, describeStatus(status));
      for (let i = 0; i < count; i++)
        scripted.push(refusal(answer.status, answer.description, answer.parameters));
    },
    rateLimitNext(retryAfterSeconds, count = 1) {
      const error = tooManyRequests(retryAfterSeconds);
      for (let i = 0; i < count; i++) scripted.push(refusal(429, error.description, error.parameters));
    },
    delayNext(ms, count = 1) {
      for (let i = 0; i < count; i++) {
        gates.push(
          () =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(() => {
                timers.delete(timer);
                resolve();
              }, ms);
              timers.add(timer);
            }),
        );
      }
    },
    holdNext() {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = () => {
          holds.delete(release);
          resolve();
        };
      });
      holds.add(release);
      gates.push(() => held);
      return release;
    },
    addChat,
    removeChat(id) {
      const state = chats.get(Number(id));
      if (state) state.removed = true;
    },
    press,
    say,
    postUpdate: (update, { secret } = {}) =>
      deliver(update, secret === undefined ? webhook.secret : (secret ?? undefined)),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const release of [...holds]) release();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
  return fake;
}

// --- helpers without state ---

function refusal(status: number, description: string, parameters?: ResponseParameters): Scripted {
  return {
    status,
    answer: parameters
      ? { ok: false, error_code: status, description, parameters }
      : { ok: false, error_code: status, description },
  };
}

function tooManyRequests(retryAfter: number) {
  return new BotError(429, `Too Many Requests: retry after ${retryAfter}`, { retry_after: retryAfter });
}

function describeStatus(status: number): string {
  if (status >= 500) return 'Internal Server Error';
  const words: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
  };
  return words[status] ?? 'Error';
}

function goneReason(type: ChatType): string {
  if (type === 'private') return 'bot was blocked by the user';
  return `bot was kicked from the ${type === 'group' ? 'group' : 'supergroup'} chat`;
}

function jsonReply(outcome: Scripted): HttpReply {
  return {
    status: outcome.status,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(outcome.answer),
  };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The query string and the body (JSON, a form, or multipart with files) as one set of parameters. */
async function readParams(request: HttpRequest): Promise<Params> {
  const params: Params = Object.fromEntries(request.url.searchParams);
  if (request.body.length === 0) return params;
  const contentType = request.headers['content-type'] ?? '';
  const kind = contentType.split(';')[0]!.trim().toLowerCase();
  if (kind === 'application/json') {
    const parsed = jsonOrText(request.body.toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new BotError(400, "Bad Request: can't parse JSON object");
    return Object.assign(params, parsed);
  }
  if (kind === 'application/x-www-form-urlencoded')
    return Object.assign(params, Object.fromEntries(new URLSearchParams(request.body.toString('utf8'))));
  if (kind === 'multipart/form-data') {
    // The boundary is case-sensitive: the header goes on as it came.
    const form = await new Request('http://x', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: request.body,
    })
      .formData()
      .catch(() => {
        throw new BotError(400, "Bad Request: can't parse multipart/form-data");
      });
    for (const [name, value] of form)
      params[name] = typeof value === 'string' ? value : await uploadOf(value);
  }
  return params;
}

async function uploadOf(file: File): Promise<UploadedFile> {
  return {
    filename: file.name,
    contentType: file.type || 'application/octet-stream',
    bytes: Buffer.from(await file.arrayBuffer()),
  };
}

function isUpload(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).bytes);
}

function stringParam(params: Params, name: string): string | undefined {
  const value = params[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function intParam(params: Params, name: string): number | undefined {
  const value = Number(params[name]);
  return params[name] === undefined || !Number.isInteger(value) ? undefined : value;
}

function boolParam(params: Params, name: string): boolean {
  return params[name] === true || params[name] === 'true';
}

/** A structured parameter: an object in JSON bodies, a JSON string in forms. */
function jsonParam<T extends z.ZodType>(params: Params, name: string, schema: T): z.infer<T> | undefined {
  const raw = params[name];
  if (raw === undefined || raw === '') return undefined;
  const parsed = schema.safeParse(typeof raw === 'string' ? jsonOrText(raw) : raw);
  if (!parsed.success)
    throw new BotError(400, `Bad Request: can't parse ${name.replaceAll('_', ' ')} JSON object`);
  return parsed.data;
}

function requireButton(button: InlineKeyboardButton) {
  const actions = Object.keys(button).filter((key) => key !== 'text');
  if (actions.length === 0) {
    throw new BotError(
      400,
      "Bad Request: can't parse inline keyboard button: Text buttons are unallowed in the inline keyboard",
    );
  }
  const data = button.callback_data;
  if (data !== undefined && (data === '' || Buffer.byteLength(data, 'utf8') > CALLBACK_DATA_BYTES))
    throw new BotError(400, 'Bad Request: BUTTON_DATA_INVALID');
}

/** Text or caption: its markup parses, and what shows is neither empty nor over the limit. */
function requireContent(raw: string, parseMode: string | undefined, field: 'text' | 'caption') {
  const { text } = render(raw, parseMode, BOT_USER);
  if (field === 'text' && text.trim() === '') throw new BotError(400, 'Bad Request: message text is empty');
  if (field === 'text' && text.length > TEXT_LIMIT)
    throw new BotError(400, 'Bad Request: message is too long');
  if (field === 'caption' && text.length > CAPTION_LIMIT)
    throw new BotError(400, 'Bad Request: message caption is too long');
}

/** What a client shows: HTML reduced to text and entities; a user's leading /command marked. */
function render(raw: string, parseMode: string | undefined, from: TelegramUser) {
  if (parseMode?.toLowerCase() === 'html') {
    const parsed = parseTelegramHtml(raw);
    if (!parsed.ok) throw new BotError(400, `Bad Request: can't parse entities: ${parsed.error}`);
    return { text: parsed.text, entities: parsed.entities };
  }
  // Markdown modes are passed through unchecked: the shop sends HTML.
  const command = from.is_bot ? undefined : /^\/[A-Za-z0-9_]+(@[A-Za-z0-9_]+)?/.exec(raw)?.[0];
  return {
    text: raw,
    entities: command ? [{ type: 'bot_command', offset: 0, length: command.length }] : [],
  };
}

function userOf(from: UserSpec): TelegramUser {
  return withoutUndefined({
    id: from.id,
    is_bot: false,
    first_name: from.first_name,
    username: from.username,
    language_code: from.language_code,
  });
}

/** Telegram's chat_instance: an opaque signed 64-bit number, the same for every press in a chat. */
function chatInstance(chatId: number): string {
  return createHash('sha256').update(`chat:${chatId}`).digest().readBigInt64BE(0).toString();
}

function newFileIds() {
  return {
    file_id: `AgACAgUAAxkDAAI${randomBytes(24).toString('base64url')}`,
    file_unique_id: `AQAD${randomBytes(9).toString('base64url')}`,
  };
}

function photoSize(photo: FakePhoto): PhotoSize {
  return withoutUndefined({
    file_id: photo.file_id,
    file_unique_id: photo.file_unique_id,
    width: photo.width,
    height: photo.height,
    file_size: photo.file_size,
  });
}

function unixTime(): number {
  return Math.floor(Date.now() / 1000);
}

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

// --- images: Telegram answers a photo's size, and refuses bytes that are no picture ---

export function imageSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47)
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  if (
    bytes.length >= 30 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return webpSize(bytes);
  return undefined;
}

function jpegSize(bytes: Buffer) {
  let offset = 2;
  while (offset + 9 < bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]!;
    // C0–CF are frame headers except C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return undefined;
}

function webpSize(bytes: Buffer) {
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8 ')
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

// --- Telegram's HTML: the tags it knows, balanced, turned into text and entities ---

export type HtmlToken =
  | { kind: 'text'; text: string }
  | { kind: 'open'; tag: string; attributes: Record<string, string> }
  | { kind: 'close'; tag: string };

export type ParsedHtml =
  | { ok: true; text: string; entities: MessageEntity[]; tokens: HtmlToken[] }
  | { ok: false; error: string };

const ENTITY_OF_TAG: Record<string, string> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  'tg-spoiler': 'spoiler',
  span: 'spoiler',
  a: 'text_link',
  code: 'code',
  pre: 'pre',
  blockquote: 'blockquote',
};

interface OpenTag {
  tag: string;
  attributes: Record<string, string>;
  offset: number;
  language?: string;
}

/** Parses text in Telegram's HTML style, refusing as Telegram does (its wording, loosely). */
export function parseTelegramHtml(html: string): ParsedHtml {
  const tokens: HtmlToken[] = [];
  const entities: MessageEntity[] = [];
  const open: OpenTag[] = [];
  let text = '';
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    const chunk = decodeEntities(html.slice(at, lt === -1 ? html.length : lt));
    if (chunk) {
      tokens.push({ kind: 'text', text: chunk });
      text += chunk;
    }
    if (lt === -1) break;
    const where = `at byte offset ${Buffer.byteLength(html.slice(0, lt), 'utf8')}`;
    const gt = html.indexOf('>', lt);
    if (gt === -1) return { ok: false, error: `Unclosed start tag ${where}` };
    const tag = readTag(html.slice(lt + 1, gt));
    if (tag.kind === 'close') {
      const top = open.pop();
      if (!top) return { ok: false, error: `Unexpected end tag ${where}` };
      if (top.tag !== tag.tag)
        return {
          ok: false,
          error: `Unmatched end tag ${where}, expected "</${top.tag}>", found "</${tag.tag}>"`,
        };
      closeEntity(top, open.at(-1), text.length, entities);
    } else {
      if (!isSupportedTag(tag)) return { ok: false, error: `Unsupported start tag "${tag.tag}" ${where}` };
      open.push({ tag: tag.tag, attributes: tag.attributes, offset: text.length });
    }
    tokens.push(tag);
    at = gt + 1;
  }
  const unclosed = open.pop();
  if (unclosed)
    return { ok: false, error: `Can't find end tag corresponding to start tag "${unclosed.tag}"` };
  entities.sort((a, b) => a.offset - b.offset || b.length - a.length);
  return { ok: true, text, entities, tokens };
}

function readTag(inner: string): Exclude<HtmlToken, { kind: 'text' }> {
  const closing = inner.startsWith('/');
  const body = closing ? inner.slice(1) : inner;
  const name = /^[A-Za-z][A-Za-z0-9-]*/.exec(body)?.[0];
  if (closing) return { kind: 'close', tag: (name ?? body.trim()).toLowerCase() };
  const attributes: Record<string, string> = {};
  for (const match of body
    .slice(name?.length ?? 0)
    .matchAll(/([A-Za-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/g))
    attributes[match[1]!.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  return { kind: 'open', tag: (name ?? body).toLowerCase(), attributes };
}

function isSupportedTag(tag: { tag: string; attributes: Record<string, string> }): boolean {
  if (tag.tag === 'span') return tag.attributes.class === 'tg-spoiler';
  return tag.tag in ENTITY_OF_TAG;
}

function closeEntity(top: OpenTag, parent: OpenTag | undefined, end: number, entities: MessageEntity[]) {
  const length = end - top.offset;
  const language = /^language-(.+)$/.exec(top.attributes.class ?? '')?.[1];
  // <pre><code class="language-x"> is one pre entity with a language.
  if (top.tag === 'code' && parent?.tag === 'pre' && language) {
    parent.language = language;
    return;
  }
  if (length === 0) return;
  const entity: MessageEntity = { type: ENTITY_OF_TAG[top.tag]!, offset: top.offset, length };
  if (top.tag === 'a') {
    if (!top.attributes.href) return;
    entity.url = top.attributes.href;
  }
  if (top.language) entity.language = top.language;
  entities.push(entity);
}

function decodeEntities(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|#\d+|#x[0-9a-f]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower === 'lt') return '<';
    if (lower === 'gt') return '>';
    if (lower === 'amp') return '&';
    if (lower === 'quot') return '"';
    const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
