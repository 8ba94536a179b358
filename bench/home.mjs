#!/usr/bin/env node
import { spawn } from 'node:child_process';
// Home page benchmark: SSR throughput and latency of the built storefront, beside a bare
// node:http server answering the same bytes (the ceiling on this machine), and the JavaScript and
// CSS the home page sends on first load, gzip.
//
//   npm run build && node bench/home.mjs [--seconds 10] [--connections 20]
//   (BENCH_WEB_PORT=3101 BENCH_API_PORT=4101 by default; the bare server takes BENCH_WEB_PORT + 1)
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstLoadAssets, load, onWire, root, startShop, waitFor } from './lib.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 10);
const connections = arg('connections', 20);
// Ports can be moved (BENCH_WEB_PORT, BENCH_API_PORT) when several copies run on one machine.
const webPort = Number(process.env.BENCH_WEB_PORT ?? 3101);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4101);
const barePort = webPort + 1;
const home = `http://localhost:${webPort}/`;
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'en' };

const shop = startShop({
  apiPort,
  webPort,
  dataDir: join(root, 'bench/.data'),
  databaseUrl: process.env.DATABASE_URL,
});
try {
  await waitFor(`http://127.0.0.1:${apiPort}/health`);
  const first = await waitFor(home, browserHeaders);
  if (first.status !== 200) throw new Error(`home page answered ${first.status}`);

  // The exact bytes and headers a browser gets, for the bare server to repeat.
  const html = await (await fetch(home, { headers: { 'accept-language': 'en' } })).text();
  const { body, encoding } = await onWire(home, browserHeaders);
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length };
  if (encoding) headers['content-encoding'] = encoding;
  // The bare server runs in a process of its own, as the storefront does, so that the load tool
  // in this process does not share its event loop.
  const bodyFile = join(tmpdir(), `bench-home-${process.pid}.html`);
  writeFileSync(bodyFile, body);
  const bare = spawn(
    process.execPath,
    [
      '-e',
      `const body = require('fs').readFileSync(${JSON.stringify(bodyFile)});
       const headers = ${JSON.stringify(headers)};
       require('http').createServer((q, s) => { s.writeHead(200, headers); s.end(body); }).listen(${barePort}, '127.0.0.1');`,
    ],
    { stdio: 'inherit' },
  );
  await waitFor(`http://127.0.0.1:${barePort}/`);

  const assets = await firstLoadAssets(html, `http://localhost:${webPort}`);

  // Warm up both, then measure each in turn.
  await load(home, { connections, seconds: 2, headers: browserHeaders });
  const app = await load(home, { connections, seconds, headers: browserHeaders });
  // Every request rendered: `Cache-Control: no-cache` passes by the page cache.
  const rendered = await load(home, {
    connections,
    seconds,
    headers: { ...browserHeaders, 'cache-control': 'no-cache' },
  });
  const ceiling = await load(`http://127.0.0.1:${barePort}/`, {
    connections,
    seconds,
    headers: browserHeaders,
  });
  bare.kill();

  const result = {
    date: new Date().toISOString(),
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    connections,
    seconds,
    html_bytes: { raw: Buffer.byteLength(html), sent: body.length, encoding: encoding ?? 'identity' },
    storefront: app,
    storefront_rendered: rendered,
    bare_node_http: ceiling,
    ratio_of_bare: Number((app.rps / ceiling.rps).toFixed(4)),
    rendered_ratio_of_bare: Number((rendered.rps / ceiling.rps).toFixed(4)),
    first_load: assets,
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, `bench/results/home-${result.date.replace(/[:.]/g, '-')}.json`),
    JSON.stringify(result, null, 2),
  );
} finally {
  await shop.stop();
}
