// The back office's production server: the built files of build/client (long-cached under
// /assets/), everything else rendered by React Router. ADMIN_PORT and ADMIN_HOST come from the
// environment (default 127.0.0.1:3001).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
const { createRequestListener } = await import('@react-router/node');
const { default: sirv } = await import('sirv');
const { pino } = await import('pino');
const { replaceRequestHeader, setClientAddress } = await import('@shop/http/client-address');
const { keepRepeatedHeaders } = await import('@shop/http/headers');

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, '../build');
const port = Number(process.env.ADMIN_PORT ?? 3001);
const host = process.env.ADMIN_HOST ?? '127.0.0.1';

const built = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href);
// The app's own guard (app/middleware.server.ts) checks every write's origin, with the scheme it
// believes (TRUST_PROXY); React Router's check would answer a bare 400 first.
const build = { ...built, allowedActionOrigins: ['**'] };
const render = createRequestListener({ build, mode: process.env.NODE_ENV });

const YEAR = 60 * 60 * 24 * 365;
// The files are precompressed at build time (@shop/http's precompress): .br and .gz beside each.
const serveStatic = sirv(path.join(buildDir, 'client'), {
  gzip: true,
  brotli: true,
  etag: true,
  dev: false,
  setHeaders(res, pathname) {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? `public, max-age=${YEAR}, immutable` : 'public, max-age=3600',
    );
  },
});

const log = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'admin' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});
const REQUEST_ID = 'x-request-id';
const trustProxy = /^(1|true|yes|on)$/i.test(process.env.TRUST_PROXY ?? '');

const server = createServer((req, res) => {
  // A request's id: a well-formed one of the trusted proxy in front, else a new one. The app
  // answers with it (a header set here before the app's would make Node 20 drop a repeated
  // Set-Cookie: @shop/http/headers).
  const given = req.headers[REQUEST_ID];
  const id =
    trustProxy && typeof given === 'string' && /^[A-Za-z0-9._:-]{8,128}$/.test(given) ? given : randomUUID();
  replaceRequestHeader(req, REQUEST_ID, id);
  const started = performance.now();
  res.once('finish', () => {
    const asset = (req.url ?? '').startsWith('/assets/');
    log[asset ? 'debug' : 'info'](
      {
        req_id: id,
        method: req.method,
        path: (req.url ?? '/').split('?')[0],
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
  setClientAddress(req);
  serveStatic(req, res, () => render(req, keepRepeatedHeaders(res)));
});

// Idle connections outlive a proxy's upstream keep-alive (nginx: 60 s).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, host, () => log.info(`listening on http://${host}:${port}`));

function shutdown() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
