import type { BotConfig } from './bot-api';

/** The platform's bot, its webhook, and the pace of the outbox's sender. */
export interface TelegramSettings extends BotConfig {
  /** The key of the buttons' signatures (callback-data.ts). */
  signingKey: string;
  /** X-Telegram-Bot-Api-Secret-Token of the webhook; none: the webhook answers 404. */
  webhookSecret?: string;
  /** The back office's origin: each message links to its order there. */
  adminUrl: string;
  /** Least time between two messages to one chat (Telegram: about one a second). */
  perChatMs?: number;
  /** Most messages to one group in a minute (Telegram: 20). */
  perMinute?: number;
  /** How long a claim holds its chat: longer than a call may take. */
  leaseMs?: number;
  /** How often an idle sender looks for work. */
  pollMs?: number;
  /** Rows older than this are not sent (a bot configured long after the orders): failed as expired. */
  maxAgeMs?: number;
  /** Loops per process (different chats at once). */
  loops?: number;
}
