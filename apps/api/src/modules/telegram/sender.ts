import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Database, orders, stores } from '@shop/db';
import type { Locale } from '@shop/i18n';
import { and, eq } from 'drizzle-orm';
import { type Deps, shopContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/log';
import { adminOrder } from '../admin/orders.queries';
import { isUploadName } from '../media/variants';
import { BotApiError, callBot, isMessageGone, isNotModified } from './bot-api';
import { packButton } from './callback-data';
import { type Claim, claimNext, finish, messageOf, type Outcome, rememberMessage, sweep } from './outbox';
import { type Rendered, receiptCaption, renderOrder } from './render';
import type { TelegramSettings } from './settings';

export type { TelegramSettings };

// The outbox's sender: a few loops per API process that claim a due row (outbox.ts), tell the
// group (post the order's message, edit it to how the order is now, or post a receipt's photo
// under it), and record the outcome. Failures wait and try again (Telegram's retry_after on a
// 429, a growing backoff up to a minute otherwise), for as long as Telegram is down; an answer
// that says the message can never go (the bot is not in the group) fails the row, kept for the
// owner to see and retry.

export interface TelegramSender {
  /** Claims and handles one due row; whether there was one. */
  step(): Promise<boolean>;
  start(): void;
  /** Stops after the sends in flight. */
  stop(): Promise<void>;
  /** Looks for work now (a change this process just committed). */
  wake(): void;
}

const MINUTE = 60_000;

/** What a row's send did: nothing to say, a call that posted nothing new (an edit), a new message. */
type Told = 'nothing' | 'edited' | 'posted';

/** A growing wait after the n-th failed attempt: 2, 4, 8… seconds, at most a minute. */
const backoffMs = (attempts: number) => Math.min(2 ** attempts * 1000, MINUTE);

/** The shop of a row, as its message shows it. */
async function shopOf(db: Database, storeId: number) {
  const [shop] = await db
    .select({ id: stores.id, code: stores.code, name: stores.name, locale: stores.telegramLocale })
    .from(stores)
    .where(eq(stores.id, storeId));
  return shop ?? null;
}

export function createTelegramSender(deps: Deps, settings: TelegramSettings): TelegramSender {
  const perChatMs = settings.perChatMs ?? 1000;
  const perMinute = settings.perMinute ?? 20;
  const leaseMs = settings.leaseMs ?? 60_000;
  const pollMs = settings.pollMs ?? 500;
  const maxAgeMs = settings.maxAgeMs ?? 24 * 60 * MINUTE;
  const log: Logger = deps.log.child({ module: 'telegram' });
  let running = false;
  let loops: Promise<void>[] = [];
  let wakeUp: (() => void) | null = null;

  /**
   * The chat's pace after a call at `now`: the next call a second later (none made: at once), and
   * no more than `perMinute` new messages a minute.
   */
  function pace(claim: Claim, told: Told, now: number, notBefore = 0) {
    const recent = told === 'posted' ? [...claim.recent, new Date(now)].slice(-perMinute) : claim.recent;
    const windowFull = recent.length >= perMinute ? (recent[0] as Date).getTime() + MINUTE : 0;
    const next = told === 'nothing' ? now : now + perChatMs;
    return { recent, chatNextAt: new Date(Math.max(next, windowFull, notBefore)) };
  }

  async function render(claim: Claim) {
    const shop = await shopOf(deps.db, claim.storeId);
    if (!shop) return null;
    const locale = shop.locale as Locale;
    const ctx = shopContext(deps, { id: shop.id, code: shop.code }, locale);
    // An order that is gone (its shop removed) is nothing to tell; any other failure (the database
    // away a moment) leaves the row to its lease, to be tried again.
    const order = await adminOrder(ctx, claim.orderId, 'owner').catch((error) => {
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    });
    if (!order) return null;
    const name = shop.name[locale] || shop.name.en;
    const rendered = renderOrder(order, { code: shop.code, name, locale, adminUrl: settings.adminUrl }, (b) =>
      packButton(settings.signingKey, { storeId: shop.id, orderId: order.id, ...b }),
    );
    return { order, rendered, locale };
  }

  /** Posts the order's message, or edits the one posted to say what it says now. */
  async function tellOrder(claim: Claim, rendered: Rendered): Promise<Told> {
    const markup = rendered.keyboard ?? { inline_keyboard: [] };
    const said = `${rendered.text}\n${JSON.stringify(markup)}`;
    const message = await messageOf(deps.db, claim);
    if (message) {
      if (message.text === said) return 'nothing';
      try {
        await callBot(settings, 'editMessageText', {
          chat_id: claim.chatId,
          message_id: message.messageId,
          text: rendered.text,
          parse_mode: 'HTML',
          link_preview_options: { is_disabled: true },
          reply_markup: markup,
        });
        await rememberMessage(deps.db, claim, message.messageId, said);
        return 'edited';
      } catch (error) {
        if (isNotModified(error)) {
          await rememberMessage(deps.db, claim, message.messageId, said);
          return 'edited';
        }
        if (!isMessageGone(error)) throw error;
        // Deleted in the group: the order is posted again below.
      }
    }
    const sent = await callBot<{ message_id: number }>(settings, 'sendMessage', {
      chat_id: claim.chatId,
      text: rendered.text,
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      ...(rendered.keyboard ? { reply_markup: rendered.keyboard } : {}),
    });
    // Recorded before the row is marked sent: a sender that dies between the two edits this
    // message on the retry instead of posting the order twice.
    await rememberMessage(deps.db, claim, sent.message_id, said);
    return 'posted';
  }

  /** Posts a transfer's receipt as a photo under the order's message. */
  async function tellReceipt(claim: Claim, caption: string): Promise<Told> {
    const [row] = await deps.db
      .select({ key: orders.receiptKey, customerId: orders.customerId })
      .from(orders)
      .where(and(eq(orders.storeId, claim.storeId), eq(orders.id, claim.orderId)));
    if (!row?.key || !isUploadName(row.key)) return 'nothing';
    const bytes = await readFile(
      join(deps.receiptsDir, String(claim.storeId), String(row.customerId), row.key),
    ).catch(() => null);
    if (!bytes) return 'nothing';
    const message = await messageOf(deps.db, claim);
    const form = new FormData();
    form.set('chat_id', claim.chatId);
    form.set('caption', caption);
    if (message)
      form.set(
        'reply_parameters',
        JSON.stringify({ message_id: message.messageId, allow_sending_without_reply: true }),
      );
    const type = row.key.endsWith('.png')
      ? 'image/png'
      : row.key.endsWith('.webp')
        ? 'image/webp'
        : 'image/jpeg';
    form.set('photo', new Blob([new Uint8Array(bytes)], { type }), row.key);
    await callBot(settings, 'sendPhoto', form);
    return 'posted';
  }

  async function deliver(claim: Claim): Promise<Outcome> {
    const now = Date.now();
    if (now - claim.createdAt.getTime() > maxAgeMs)
      return { sent: false, error: 'expired: too old to send', ...pace(claim, 'nothing', now) };
    const made = await render(claim);
    if (!made)
      return { sent: false, error: `order ${claim.orderId} not found`, ...pace(claim, 'nothing', now) };
    try {
      const told =
        claim.kind === 'order'
          ? await tellOrder(claim, made.rendered)
          : await tellReceipt(claim, receiptCaption(made.order, made.locale));
      return { sent: true, ...pace(claim, told, Date.now()) };
    } catch (error) {
      const failure = error instanceof BotApiError ? error : new BotApiError(0, String(error));
      const at = Date.now();
      if (!failure.transient) {
        log.warn(
          { chat: claim.chatId, row: claim.id, code: failure.code, error: failure.description },
          'telegram: failed for good',
        );
        return { sent: false, error: failure.message, ...pace(claim, 'edited', at) };
      }
      const retryAt = new Date(
        at + (failure.retryAfter !== undefined ? failure.retryAfter * 1000 : backoffMs(claim.attempts)),
      );
      log.info(
        { chat: claim.chatId, row: claim.id, code: failure.code, retry_at: retryAt },
        'telegram: will try again',
      );
      return {
        sent: false,
        error: failure.message,
        retryAt,
        ...pace(claim, 'edited', at, retryAt.getTime()),
      };
    }
  }

  async function step(): Promise<boolean> {
    const claim = await claimNext(deps.db, leaseMs);
    if (!claim) return false;
    const outcome = await deliver(claim);
    await finish(deps.db, claim, outcome);
    deps.metrics.telegram(outcome.sent ? 'sent' : outcome.retryAt ? 'retry' : 'failed');
    return true;
  }

  let sweptAt = 0;
  /** Now and then, when idle: the old updates and sent rows go (outbox.ts `sweep`). */
  async function sweepSometimes() {
    if (Date.now() - sweptAt < 10 * MINUTE) return;
    sweptAt = Date.now();
    await sweep(deps.db).catch((error) => log.warn({ err: error }, 'telegram: sweep failed'));
  }

  async function loop() {
    while (running) {
      const worked = await step().catch((error) => {
        log.error({ err: error }, 'telegram: sender step failed');
        return false;
      });
      if (worked || !running) continue;
      await sweepSometimes();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = null;
    }
  }

  return {
    step,
    start() {
      if (running) return;
      running = true;
      loops = Array.from({ length: settings.loops ?? 2 }, () => loop());
    },
    async stop() {
      running = false;
      wakeUp?.();
      await Promise.all(loops);
    },
    wake() {
      wakeUp?.();
    },
  };
}
