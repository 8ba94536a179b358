#!/usr/bin/env node
// Runs the whole shop: the API (port 4000, embedded database and demo shops on first start), the
// storefront (port 3000) and the back office (port 3001). `--dev` runs all three in watch mode
// instead of the production builds, with a fake Telegram Bot API (port 4498) unless a bot is set.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dev = process.argv.includes('--dev');
const require = createRequire(import.meta.url);
const tsx = require.resolve('tsx/cli');

const apiPort = process.env.API_PORT ?? '4000';
const env = {
  ...process.env,
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  // The embedded database lives in the repository's .data unless told otherwise.
  DATA_DIR: resolve(root, process.env.DATA_DIR ?? '.data'),
  // The storefront proves to the API with it that a forwarded shopper's address is its own
  // (apps/api/src/lib/client-address.ts); a new one each start unless one is configured.
  FORWARDED_SECRET: process.env.FORWARDED_SECRET ?? randomBytes(24).toString('base64url'),
};

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds an app when there is no build or its sources changed since. */
function buildIfStale(name, workspace, dirs) {
  const built = join(root, `apps/${name}/build/server/index.js`);
  const sources = [...dirs, 'packages/contracts/src', 'packages/i18n/src'].map((d) => join(root, d));
  const stale = !existsSync(built) || Math.max(...sources.map(newestChange)) > statSync(built).mtimeMs;
  if (!stale) return;
  console.log(`[start] building the ${name === 'web' ? 'storefront' : 'back office'}…`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', workspace], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `--dev` without a bot of its own: a fake Telegram Bot API on loopback (its page at
// http://127.0.0.1:4498 shows the shops' groups and taps their buttons as the demo staff).
const fakeTelegram = dev && !process.env.TELEGRAM_BOT_TOKEN;
if (fakeTelegram) {
  const port = process.env.FAKE_TELEGRAM_PORT ?? '4498';
  Object.assign(env, {
    TELEGRAM_BOT_TOKEN: '123456:fake-bot-token',
    TELEGRAM_API_URL: `http://127.0.0.1:${port}`,
    TELEGRAM_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
    TELEGRAM_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/telegram/webhook`,
    FAKE_TELEGRAM_PORT: port,
  });
}

if (!dev) {
  buildIfStale('web', '@shop/web', ['apps/web/app', 'apps/web/server']);
  buildIfStale('admin', '@shop/admin', ['apps/admin/app']);
}

const children = [
  spawn(process.execPath, [tsx, ...(dev ? ['watch'] : []), 'src/index.ts'], {
    cwd: join(root, 'apps/api'),
    stdio: 'inherit',
    env,
  }),
  dev
    ? spawn('npx', ['react-router', 'dev', '--port', process.env.PORT ?? '3000'], {
        cwd: join(root, 'apps/web'),
        stdio: 'inherit',
        env,
      })
    : spawn(process.execPath, ['server/index.mjs'], { cwd: join(root, 'apps/web'), stdio: 'inherit', env }),
  // The back office (ADMIN_PORT, default 3001).
  dev
    ? spawn('npx', ['react-router', 'dev', '--port', process.env.ADMIN_PORT ?? '3001'], {
        cwd: join(root, 'apps/admin'),
        stdio: 'inherit',
        env,
      })
    : spawn(process.execPath, ['server/index.mjs'], { cwd: join(root, 'apps/admin'), stdio: 'inherit', env }),
  ...(fakeTelegram
    ? [
        spawn(process.execPath, [tsx, 'apps/api/src/modules/telegram/testing/serve-fake-telegram.ts'], {
          cwd: root,
          stdio: 'inherit',
          env: { ...env, PORT: env.FAKE_TELEGRAM_PORT, WEBHOOK_URL: env.TELEGRAM_WEBHOOK_URL },
        }),
      ]
    : []),
];

// If one process dies on its own, the shop is broken either way: a storefront without its API
// answers every page with an error. Restarting it here would hide a crash loop from whoever runs
// the shop, so say which process died and how, stop the other, and exit non-zero: the supervisor
// (systemd, Docker, a Procfile runner) restarts the whole shop and keeps the record. A stop asked
// for (Ctrl-C, SIGTERM) stops both and exits 0.
const names = new Map([
  [children[0], 'api'],
  [children[1], 'web'],
  [children[2], 'admin'],
  [children[3], 'fake Telegram'],
]);
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(
    children.map((child) =>
      child.exitCode === null && child.signalCode === null ? once(child, 'exit') : null,
    ),
  ).then(() => process.exit(code));
}
for (const child of children) {
  child.on('exit', (code, signal) => {
    // Ctrl-C reaches the children too, and one may exit before our own SIGINT handler has run.
    setTimeout(() => {
      if (stopping) return;
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      console.error(`[start] the ${names.get(child)} process ${how} unexpectedly; stopping the shop`);
      stop(code || 1);
    }, 200);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
