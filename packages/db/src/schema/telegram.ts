import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, storeId } from './keys';

// The shop's Telegram group: what it is to be told (the outbox, written by triggers in the
// transaction of the change it tells of: migration 0021), the message each order has there (edited
// as the order moves on), each group's sending pace, and the updates Telegram has delivered (a
// replayed one is answered once).

export const TELEGRAM_KINDS = ['order', 'receipt'] as const;

/**
 * One thing to tell a group: `order` (post the order's message, or edit it to how the order is
 * now) or `receipt` (a transfer's receipt, as a photo under the order's message). Rows of a chat
 * are sent in id order; a row is claimed by one sender at a time (`leased_until`), sent at least
 * once, then `sent_at`; one that cannot be sent (the bot is not in the group) is `failed_at` with
 * Telegram's words, kept for the owner to retry.
 */
export const telegramOutbox = pgTable(
  'telegram_outbox',
  {
    storeId: storeId(),
    id: id(),
    orderId: integer('order_id').notNull(),
    kind: text('kind', { enum: TELEGRAM_KINDS }).notNull(),
    /** The group, as the shop's settings named it when the row was written. */
    chatId: text('chat_id').notNull(),
    createdAt: createdAt(),
    /** Not before (a backoff after a failure, Telegram's retry_after). */
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** A sender holds the row until then; a sender that died lets it go when it passes. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Telegram's description of the last failure. */
    error: text('error').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    oneOf('telegram_outbox_kind_ck', t.kind, TELEGRAM_KINDS),
    // What is still to send, per chat in order; and a chat's sends of the last minute.
    index('telegram_outbox_pending_idx').on(t.chatId, t.id).where(sql`sent_at is null and failed_at is null`),
    index('telegram_outbox_order_idx').on(t.storeId, t.orderId),
  ],
);

/** The message an order has in a group (the one later changes edit), and its receipt's photo. */
export const telegramMessages = pgTable(
  'telegram_messages',
  {
    storeId: storeId(),
    orderId: integer('order_id').notNull(),
    chatId: text('chat_id').notNull(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    /** The last text sent or edited to (an edit to the same text is not sent). */
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.orderId, t.chatId] })],
);

/**
 * A group's pace (Telegram: about one message a second to a chat, twenty a minute to a group),
 * shared by every API process: a sender leases the chat while it sends to it.
 */
export const telegramChats = pgTable('telegram_chats', {
  chatId: text('chat_id').primaryKey(),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  /** Not before (the pace, or Telegram's retry_after). */
  nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the last (at most 20) messages were sent to it. */
  recent: timestamp('recent', { withTimezone: true }).array().notNull().default([]),
});

/** The updates Telegram delivered: a delivery repeated (Telegram retries) is not acted on twice. */
export const telegramUpdates = pgTable(
  'telegram_updates',
  {
    updateId: bigint('update_id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('telegram_updates_at_idx').on(t.at)],
);
