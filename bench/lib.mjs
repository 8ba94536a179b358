// Helpers shared by the benchmarks: start the built apps, wait for them, run a load.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const root = new URL('..', import.meta.url).pathname;

/**
 * The typing mix of `bench/api.mjs`: the first 3 to 6 characters of each word of these product
 * names (a shopper typing them), each once, the first `count`.
 */
export function typedPrefixes(names, count) {
  const terms = new Set();
  for (const name of names)
    for (const word of name.toLowerCase().split(/[\s()/,]+/)) {
      const chars = [...word];
      for (let k = 3; k <= Math.min(6, chars.length); k++) terms.add(chars.slice(0, k).join(''));
    }
  return [...terms].slice(0, count);
}

export async function waitFor(url, headers = {}, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { headers });
      if (res.status < 500) return res;
    } catch {}
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * An nginx configuration that keeps to `work` (its pid, log and temporary files, no system path),
 * in the foreground, with `http` (upstreams and servers) in its http block.
 */
export function nginxConfig(work, http) {
  return `daemon off;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
worker_processes 1;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
${http}
}
`;
}

/**
 * Starts the API and the built storefront as `npm start` does, on the given ports: of this
 * checkout, or of another one (`checkout`, built and installed: two versions measured in one run).
 */
export function startShop({ apiPort, webPort, dataDir, databaseUrl, checkout = root, env: extra = {} }) {
  const env = {
    ...process.env,
    API_PORT: String(apiPort),
    PORT: String(webPort),
    API_URL: `http://127.0.0.1:${apiPort}`,
    ASSET_HOST: `http://localhost:${apiPort}`,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    // A benchmark shop takes no money: the offline payment sandbox, which production refuses unless told.
    PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
    ...extra,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const tsx = createRequire(join(checkout, 'package.json')).resolve('tsx/cli');
  const api = spawn(process.execPath, [tsx, 'src/index.ts'], {
    cwd: join(checkout, 'apps/api'),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const web = spawn(process.execPath, ['server/index.mjs'], {
    cwd: join(checkout, 'apps/web'),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return {
    web,
    api,
    async stop() {
      for (const child of [web, api]) child.kill('SIGTERM');
      await Promise.all(
        [web, api].map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
      );
    },
  };
}

/** A call of the API as a benchmark's setup makes it, in shop S001: the answer; a failure throws. */
export async function apiCall(api, method, path, token, body) {
  const headers = { 'content-type': 'application/json', 'x-store-code': 'S001' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${api}${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await res.json();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A load of `connections` keep-alive connections for `seconds`; the figures that matter. */
export async function load(url, { connections = 20, seconds = 10, headers = {} } = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The response body as sent on the wire (still compressed) and its content encoding. */
export async function onWire(url, headers) {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Every script, module preload and stylesheet a page names, with its gzip size on the wire; a
 * stylesheet written into the page counts as its own gzip size (`css_inline_gzip_kb`, level 9).
 */
export async function firstLoadAssets(html, origin) {
  const urls = new Set();
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.(?:js|css))"[^>]*>/g))
    urls.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(m[1]);
  for (const m of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) urls.add(m[1]);
  const files = [];
  for (const path of urls) {
    const url = new URL(path.replaceAll('&amp;', '&'), origin).toString();
    const wire = await onWire(url, { 'accept-encoding': 'gzip' });
    // Files too small to be worth compressing go as they are: what is on the wire counts.
    if (wire.encoding !== 'gzip' && wire.body.length > 1024)
      throw new Error(`${url} was not sent gzip-compressed (${wire.encoding ?? 'identity'})`);
    files.push({ path, gzip_bytes: wire.body.length, kind: path.endsWith('.css') ? 'css' : 'js' });
  }
  const sum = (kind) => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.gzip_bytes, 0);
  const { gzipSync } = await import('node:zlib');
  const inline = [...html.matchAll(/<style\b[^>]*data-stylesheet[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (n, m) => n + gzipSync(m[1], { level: 9 }).byteLength,
    0,
  );
  return {
    js_gzip_kb: +(sum('js') / 1024).toFixed(1),
    css_gzip_kb: +(sum('css') / 1024).toFixed(1),
    css_inline_gzip_kb: +(inline / 1024).toFixed(1),
    files,
  };
}
