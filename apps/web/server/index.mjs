// Production server: static files of build/client (precompressed, long-cached under /assets/), the
// API's pictures under /media/ (media-proxy.mjs), everything else rendered by React Router. PORT
// and HOST come from the environment.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React picks its development or production build when first loaded, from NODE_ENV: set it before
// anything imports React (the development build renders several times slower).
process.env.NODE_ENV ??= 'production';
const { createRequestListener } = await import('@react-router/node');
const { default: sirv } = await import('sirv');
const { createPageCache } = await import('./page-cache.mjs');
const { replaceRequestHeader, setClientAddress } = await import('@shop/http/client-address');
const { createMediaProxy } = await import('./media-proxy.mjs');
const { keepRepeatedHeaders } = await import('@shop/http/headers');
const { pino } = await import('pino');

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, '../build');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const built = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href);
// React Router's own check of a form's Origin (UI routes only, against request.url's scheme) would
// answer before the app's guard with a bare 400, and refuse every form behind a TLS proxy. The
// root middleware's guard (app/middleware/request-guard.server.ts) checks every write, resource
// routes included, with the scheme the app believes (TRUST_PROXY): that check alone decides.
const build = { ...built, allowedActionOrigins: ['**'] };

const YEAR = 60 * 60 * 24 * 365;
const serveStatic = sirv(path.join(buildDir, 'client'), {
  gzip: true,
  brotli: true,
  etag: true,
  dev: false,
  setHeaders(res, pathname) {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // File names under /assets/ carry a content hash: they never change.
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? `public, max-age=${YEAR}, immutable` : 'public, max-age=3600',
    );
  },
});

const render = createRequestListener({ build, mode: process.env.NODE_ENV });

// The cookie names and the nonces are the app's (entry.server.tsx exports them).
const { PAGE_CACHE_COOKIES, createNonce, mediaUpstream, REQUEST_ID_HEADER, requestIdOf, logLevel } =
  build.entry.module;
const log = pino({
  level: logLevel(),
  base: { service: 'web' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});
const pages = createPageCache({
  ttlMs: Number(process.env.PAGE_CACHE_TTL_MS ?? 10_000),
  personalCookies: PAGE_CACHE_COOKIES.personal,
  localeCookie: PAGE_CACHE_COOKIES.locale,
  createNonce,
});

// The API's pictures, which the pages name on the shop's own origin (SAME_ORIGIN_MEDIA).
const upstream = mediaUpstream();
const serveMedia = upstream ? createMediaProxy(upstream) : () => false;

// The address of whoever connects reaches the app in one header that only this server writes
// (whatever a client sent under that name is replaced). The app decides from it, and from
// X-Forwarded-For when TRUST_PROXY says to believe that peer, who the shopper is
// (app/middleware/session.server.ts), and forwards that to the API's rate limits.
const server = createServer((req, res) => {
  const id = requestIdOf(req.headers[REQUEST_ID_HEADER]);
  replaceRequestHeader(req, REQUEST_ID_HEADER, id);
  res.setHeader(REQUEST_ID_HEADER, id);
  const started = performance.now();
  // One line a request: the path without its query (a query can hold a shopper's words or codes).
  res.once('finish', () => {
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const fields = {
      req_id: id,
      host: req.headers.host,
      method: req.method,
      path: (req.url ?? '/').split('?')[0],
      status: res.statusCode,
      ms,
      cache: res.getHeader('x-page-cache') ?? undefined,
    };
    // The built files (hashed, immutable) and pictures would drown the pages' lines.
    const asset = fields.path.startsWith('/assets/') || fields.path.startsWith('/media/');
    log[asset ? 'debug' : 'info'](fields, 'request');
  });
  if (serveMedia(req, res)) return;
  setClientAddress(req);
  serveStatic(req, res, () => {
    if (pages.serve(req, res)) return;
    pages.record(req, res);
    render(req, keepRepeatedHeaders(res));
  });
});

// Idle connections stay open longer than a proxy in front keeps its upstream ones (nginx: 60 s),
// so the proxy never sends a request on a connection this server is closing.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, host, () => {
  log.info(`listening on http://${host}:${port}`);
});

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
