import { envFlag, parseEnv } from '@shop/contracts';
import { z } from 'zod';

// The only reader of process.env in the API.
const EnvSchema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
  API_HOST: z.string().default('127.0.0.1'),
  /** Public origin that serves /media: relative image paths are prefixed with it. */
  ASSET_HOST: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default('./.data'),
  /** Uploaded files; generated demo pictures need no files. */
  MEDIA_DIR: z.string().optional(),
  /** Bank-transfer receipts: private, apart from the public media (default `$DATA_DIR/receipts`). */
  RECEIPTS_DIR: z.string().optional(),
  /** Create the demo shops on first start of an empty database. */
  SEED_DEMO: envFlag(true),
  /** Seconds a search answer is reused; 0 turns the search cache off (benchmarks of the queries). */
  SEARCH_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  NODE_ENV: z.string().default('development'),
  /** How much the API logs (JSON lines on standard output): pino's levels, silent to trace. */
  LOG_LEVEL: z.enum(['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
  /** Serve GET /metrics on this port instead of the API's (loopback callers only, either way). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /** The back office's public origin: invitation e-mails link to it (apps/admin, ADMIN_PORT). */
  ADMIN_URL: z.url().default('http://localhost:3001'),
  /** smtp://user:pass@host:587: e-mail (password reset codes) is also sent by SMTP. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  /** The From address of e-mail sent by SMTP, e.g. "Shop <no-reply@example.com>". */
  MAIL_FROM: z.string().min(3).optional(),
  /** Rate-limit counters in Redis instead of the process (several API processes share them). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
    .optional(),
  /**
   * The secret the storefront sends with a shopper's address (X-Forwarded-Secret): only a caller
   * that knows it is believed about X-Forwarded-For. `npm start` makes one for both processes
   * when none is set; set the same value in both when they are started apart.
   */
  FORWARDED_SECRET: z.string().min(16, 'FORWARDED_SECRET must be at least 16 characters').optional(),
  /**
   * Comma-separated addresses of load balancers in front of the API whose X-Forwarded-For is
   * believed (the right-most address that is not one of them is the client).
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    ),
  /** Payments: `sandbox` (offline, payments simulated) or `live` (Bakong and PayPal). Never per request. */
  PAYMENTS_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  /** With NODE_ENV=production the sandbox is refused unless this says yes (a public demo shop). */
  PAYMENTS_SANDBOX_IN_PRODUCTION: envFlag(false),
  BAKONG_API_URL: z.url().default('https://api-bakong.nbc.gov.kh'),
  /** The Bakong Open API token (live KHQR). */
  BAKONG_TOKEN: z.string().min(1).optional(),
  PAYPAL_API_URL: z.url().default('https://api-m.sandbox.paypal.com'),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * The platform's Telegram bot (@BotFather's token): new orders and their changes go to each
   * shop's group (its chat_id) with one-tap buttons. Unset: nothing is sent, nothing else changes.
   */
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[\w-]+$/, 'TELEGRAM_BOT_TOKEN must look like 123456:ABC-DEF… (@BotFather gives it)')
    .optional(),
  /** The Bot API's origin (a fake one on loopback in tests and the demo). */
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  /**
   * The secret_token given to setWebhook: POST /telegram/webhook refuses a call without it in
   * X-Telegram-Bot-Api-Secret-Token (1–256 of A-Z a-z 0-9 _ -). Unset: the webhook is off.
   */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[\w-]{16,256}$/, 'TELEGRAM_WEBHOOK_SECRET must be 16–256 of A-Z a-z 0-9 _ -')
    .optional(),
  /**
   * Most messages a minute to one group: Telegram's own limit. Raise it only for a fake Bot API
   * (the browser tests place many orders in one shop at once).
   */
  TELEGRAM_GROUP_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  /** The API's public https address of POST /telegram/webhook: set with setWebhook at start. */
  TELEGRAM_WEBHOOK_URL: z.url().optional(),
  /**
   * The shop assistant's model: an OpenAI-compatible chat-completions endpoint (…/v1). Unset: the
   * offline assistant (intent parsing, no model, no network) answers every shop.
   */
  LLM_BASE_URL: z.url().optional(),
  /** The endpoint's key, sent as `Authorization: Bearer …` (a local server may need none). */
  LLM_API_KEY: z.string().min(1).optional(),
  /** The model the endpoint serves. */
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /**
   * Comma-separated shop codes the model answers (the others stay offline): try the model on one
   * shop first. Empty: every shop, when LLM_BASE_URL is set.
   */
  LLM_STORE_CODES: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
});

export type Env = z.infer<typeof EnvSchema> & { ASSET_HOST: string; MEDIA_DIR: string; RECEIPTS_DIR: string };

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const env = parseEnv(EnvSchema, source);
  return {
    ...env,
    ASSET_HOST: (env.ASSET_HOST ?? `http://localhost:${env.API_PORT}`).replace(/\/$/, ''),
    MEDIA_DIR: env.MEDIA_DIR ?? `${env.DATA_DIR}/media`,
    RECEIPTS_DIR: env.RECEIPTS_DIR ?? `${env.DATA_DIR}/receipts`,
  };
}
