import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { openDatabase } from '@shop/db';
import { isEmpty, seedDemo, seedDemoStaffOnce } from '@shop/db/seed';
import { Hono } from 'hono';
import { createApp, metricsRoutes } from './app';
import { readEnv } from './env';
import { createLogger } from './lib/log';
import { createMetrics } from './lib/metrics';
import { memoryLimiter, redisLimiter } from './lib/rate-limit';
import { createSender } from './lib/sender';
import { poolState } from './lib/sql';
import { hashPassword } from './modules/accounts/password';
import { createLiveAssistant } from './modules/assistant/live';
import { createOfflineAssistant } from './modules/assistant/offline';
import { createProviders } from './modules/payments/providers';
import { startTelegram, telegramRuntime, telegramSettings } from './modules/telegram';

/** How long the API keeps an idle connection open (see below). */
const KEEP_ALIVE_MS = 65_000;

const env = readEnv();
const log = createLogger({ level: env.LOG_LEVEL });
// Before anything else: a live shop without its credentials, or a production process that would
// take sandbox payments, does not start.
const payments = createProviders(env);
if (!env.DATABASE_URL) mkdirSync(env.DATA_DIR, { recursive: true });
mkdirSync(env.MEDIA_DIR, { recursive: true });
mkdirSync(env.RECEIPTS_DIR, { recursive: true });

const started = Date.now();
const handle = await openDatabase({
  ...(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: `${env.DATA_DIR}/pglite` }),
  log: (line) => log.info(line),
});
if (env.SEED_DEMO && (await isEmpty(handle.db))) {
  log.info('empty database: creating the demo shops…');
  await seedDemo(handle.db, { hashPassword });
} else if (
  env.SEED_DEMO &&
  env.NODE_ENV !== 'production' &&
  (await seedDemoStaffOnce(handle.db, { hashPassword }))
)
  // A demo database made before the back office: its demo staff, once (never in production).
  log.info('demo shops without staff: added the demo staff accounts');
const metrics = createMetrics({ process: true, pool: () => poolState(handle.db) });

const limiter = env.REDIS_URL ? await redisLimiter(env.REDIS_URL, undefined, log) : memoryLimiter();
const sender = createSender(handle.db, {
  log,
  showBodies: env.NODE_ENV !== 'production',
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
});
const telegramConfig = telegramSettings(env);
const telegram = telegramConfig ? telegramRuntime(telegramConfig) : undefined;
const deps = {
  db: handle.db,
  assetHost: env.ASSET_HOST,
  mediaDir: env.MEDIA_DIR,
  receiptsDir: env.RECEIPTS_DIR,
  payments,
  sender,
  limiter,
  forwarding: { secret: env.FORWARDED_SECRET, proxies: env.TRUSTED_PROXIES },
  searchCacheMs: env.SEARCH_CACHE_SECONDS * 1000,
  adminUrl: env.ADMIN_URL,
  log,
  metrics,
  telegram,
};
const app = createApp(deps, {
  assistants: {
    offline: createOfflineAssistant(),
    ...(env.LLM_BASE_URL
      ? {
          live: createLiveAssistant({
            baseURL: env.LLM_BASE_URL,
            apiKey: env.LLM_API_KEY,
            model: env.LLM_MODEL,
          }),
        }
      : {}),
    liveStores: env.LLM_STORE_CODES,
  },
  metricsHere: env.METRICS_PORT === undefined,
});
// The shops' Telegram groups: their messages go out from this process too (several processes share
// the outbox: none sends a row twice).
const telegramSender = telegram ? startTelegram(deps, telegram, env.TELEGRAM_WEBHOOK_URL) : null;
// An HTTP/1.1 server: serve() makes no other without createServer.
const server = serve({ fetch: app.fetch, port: env.API_PORT, hostname: env.API_HOST }, (info) => {
  log.info(
    { database: handle.kind, ready_ms: Date.now() - started },
    `listening on http://${info.address}:${info.port}`,
  );
}) as Server;
// Kept-alive connections stay open longer than any caller keeps an idle one: the storefront's pools
// (4 s) and a proxy's upstream pool (nginx: 60 s). A connection the server closes while a caller
// sends on it loses that request.
server.keepAliveTimeout = KEEP_ALIVE_MS;
server.headersTimeout = KEEP_ALIVE_MS + 1000;

// METRICS_PORT: the metrics on a port of their own (loopback callers only, as on the API's port),
// which a firewall can keep apart from the API's.
const metricsServer =
  env.METRICS_PORT === undefined
    ? null
    : serve(
        {
          fetch: new Hono().route('/', metricsRoutes(metrics.registry)).fetch,
          port: env.METRICS_PORT,
          hostname: env.API_HOST,
        },
        (info) => log.info(`metrics on http://${info.address}:${info.port}/metrics`),
      );

async function shutdown() {
  server.close();
  await telegramSender?.stop();
  metricsServer?.close();
  await limiter.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
