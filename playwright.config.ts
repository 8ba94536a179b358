import { defineConfig, devices } from '@playwright/test';

// The browser tests start the built shop as a user would (`node scripts/start.mjs`) on ports of
// their own, with a database of their own, and drive Debian's Chromium.
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3300);
const API_PORT = WEB_PORT + 1000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// One database per port: two runs side by side (different E2E_WEB_PORT) never share one. It starts
// empty each run (the demo shops are seeded again): the tests buy, and a database kept from
// earlier runs would have sold out what they buy.
const DATA_DIR = `.data/e2e-${WEB_PORT}`;
export const E2E_FORWARDED_SECRET = 'e2e-forwarded-secret-0123456789';
// The fake model server (scripts/fake-openai.mjs, the OpenAI protocol on loopback) that shop S007's
// assistant talks to in these tests; the other shops answer with the offline assistant.
const FAKE_LLM_PORT = WEB_PORT + 2000;
/** The back office of the same shop (apps/admin). */
export const ADMIN_PORT = WEB_PORT + 3000;
// The fake Telegram Bot API (apps/api/src/modules/telegram/testing/serve-fake-telegram.ts) that the
// API tells the shops' groups through; the tests read its groups and press their buttons with its
// JSON API (GET /api/messages?chat=…, POST /api/press).
export const FAKE_TELEGRAM_PORT = WEB_PORT + 2500;
const TELEGRAM_BOT_TOKEN = '123456:e2e-fake-bot-token';
/** The webhook's secret_token: known to the tests, which may post an update as Telegram would. */
export const E2E_TELEGRAM_WEBHOOK_SECRET = 'e2e-telegram-webhook-secret-0123';
const TELEGRAM_WEBHOOK_URL = `http://127.0.0.1:${API_PORT}/telegram/webhook`;

const MOBILE = /\.mobile\.e2e\.ts$/;
/** The back office's tests, and the storefront's that change the catalogue. */
const MAKES_PRODUCTS = /(apps\/admin\/tests\/e2e\/.*|catalogue-changes)\.e2e\.ts$/;
const MOBILE_OF_ADMIN = /apps\/admin\/tests\/e2e\/.*\.mobile\.e2e\.ts$/;

export default defineConfig({
  // The storefront's tests (apps/web/tests/e2e) and the back office's (apps/admin/tests/e2e).
  testDir: 'apps',
  testMatch: '**/tests/e2e/**/*.e2e.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // A guard against hangs, not a speed check: CI's shared two cores run these about three times
  // slower than a quiet machine.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The storefront's tests first; then the tests that make products of their own (the back
  // office's, and the storefront's of a catalogue changed under a cart): the storefront's tests buy
  // the newest products and read their texts in three languages, which a test product made
  // meanwhile (sold out in one variant, named in English only) would change under them.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [MOBILE, MAKES_PRODUCTS],
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: MOBILE,
      testIgnore: MAKES_PRODUCTS,
    },
    {
      name: 'admin-desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: MAKES_PRODUCTS,
      testIgnore: MOBILE,
      dependencies: ['desktop', 'mobile'],
    },
    {
      name: 'admin-mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: [MOBILE_OF_ADMIN],
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: [
    {
      command: 'node scripts/fake-openai.mjs',
      // It answers only its chat completions: ready once it listens.
      port: FAKE_LLM_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { PORT: String(FAKE_LLM_PORT) },
    },
    {
      command: 'npx tsx apps/api/src/modules/telegram/testing/serve-fake-telegram.ts',
      // Ready once it listens; it posts button presses to the API's webhook (WEBHOOK_URL) from the
      // start, and the API names the same one with setWebhook when it starts.
      port: FAKE_TELEGRAM_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(FAKE_TELEGRAM_PORT),
        TELEGRAM_BOT_TOKEN,
        TELEGRAM_WEBHOOK_SECRET: E2E_TELEGRAM_WEBHOOK_SECRET,
        WEBHOOK_URL: TELEGRAM_WEBHOOK_URL,
      },
    },
    {
      command: `node -e "require('node:fs').rmSync('${DATA_DIR}', { recursive: true, force: true })" && node scripts/start.mjs`,
      // The storefront answers 200 only once the API is up and the demo shops exist.
      url: `http://127.0.0.1:${WEB_PORT}/`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(WEB_PORT),
        API_PORT: String(API_PORT),
        ADMIN_PORT: String(ADMIN_PORT),
        ADMIN_URL: `http://localhost:${ADMIN_PORT}`,
        API_URL: `http://127.0.0.1:${API_PORT}`,
        ASSET_HOST: `http://localhost:${API_PORT}`,
        // Known to the tests, which call the API directly as if from many shoppers (fixtures.ts).
        FORWARDED_SECRET: E2E_FORWARDED_SECRET,
        DATA_DIR,
        LLM_BASE_URL: `http://127.0.0.1:${FAKE_LLM_PORT}/v1`,
        LLM_API_KEY: 'e2e-fake-key',
        LLM_MODEL: 'fake-shop-model',
        LLM_STORE_CODES: 'S007',
        // The shops' Telegram groups, on the fake Bot API above.
        TELEGRAM_BOT_TOKEN,
        TELEGRAM_API_URL: `http://127.0.0.1:${FAKE_TELEGRAM_PORT}`,
        TELEGRAM_WEBHOOK_SECRET: E2E_TELEGRAM_WEBHOOK_SECRET,
        TELEGRAM_WEBHOOK_URL,
        // Every test's S001 orders reach one fake group: faster than Telegram would take them.
        TELEGRAM_GROUP_PER_MINUTE: '600',
        // A line per request would bury the test report; warnings and errors still show.
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      },
    },
  ],
});
