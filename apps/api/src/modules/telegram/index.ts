import { createHmac } from 'node:crypto';
import type { Deps, TelegramRuntime } from '../../context';
import type { Env } from '../../env';
import { callBot } from './bot-api';
import { createTelegramSender, type TelegramSender, type TelegramSettings } from './sender';

// The shop's Telegram groups (decision 032): the outbox's sender, the webhook and the back
// office's settings. Without TELEGRAM_BOT_TOKEN none of it runs: the triggers still note what the
// groups would be told, and nothing is sent.

/** The bot's settings from the environment, or none without a token. */
export function telegramSettings(env: Env): TelegramSettings | undefined {
  if (!env.TELEGRAM_BOT_TOKEN) return undefined;
  return {
    token: env.TELEGRAM_BOT_TOKEN,
    apiUrl: env.TELEGRAM_API_URL,
    webhookSecret: env.TELEGRAM_WEBHOOK_SECRET,
    // The buttons' key, made from the token: a new token makes old buttons void.
    signingKey: createHmac('sha256', env.TELEGRAM_BOT_TOKEN).update('callback_data v1').digest('base64url'),
    adminUrl: env.ADMIN_URL,
    perMinute: env.TELEGRAM_GROUP_PER_MINUTE,
    // A second between two messages to a chat (Telegram's), less only where the minute allows more.
    perChatMs: Math.min(1000, Math.floor(60_000 / env.TELEGRAM_GROUP_PER_MINUTE)),
  };
}

/** The runtime handle the app's deps carry; its sender is attached once the deps exist. */
export function telegramRuntime(
  settings: TelegramSettings,
): TelegramRuntime & { attach(sender: TelegramSender): void } {
  let sender: TelegramSender | null = null;
  return {
    settings,
    wake: () => sender?.wake(),
    attach(made) {
      sender = made;
    },
  };
}

/**
 * Starts the sender, learns the bot's username (for t.me link codes) and, with
 * TELEGRAM_WEBHOOK_URL, points Telegram's webhook at this API with its secret. A Telegram that
 * does not answer delays none of it: the sender tries again by itself.
 */
export function startTelegram(
  deps: Deps,
  runtime: ReturnType<typeof telegramRuntime>,
  webhookUrl: string | undefined,
): TelegramSender {
  const sender = createTelegramSender(deps, runtime.settings);
  runtime.attach(sender);
  sender.start();
  const log = deps.log.child({ module: 'telegram' });
  void callBot<{ username?: string }>(runtime.settings, 'getMe', {})
    .then((bot) => {
      runtime.username = bot.username;
      log.info({ bot: bot.username }, 'telegram: bot ready');
    })
    .catch((error) => log.warn({ error: String(error) }, 'telegram: getMe failed'));
  if (webhookUrl && runtime.settings.webhookSecret)
    void callBot(runtime.settings, 'setWebhook', {
      url: webhookUrl,
      secret_token: runtime.settings.webhookSecret,
      allowed_updates: ['message', 'callback_query'],
    }).catch((error) => log.warn({ error: String(error) }, 'telegram: setWebhook failed'));
  return sender;
}
