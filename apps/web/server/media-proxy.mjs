// The pictures of the API's /media/, served on the shop's own origin (decision 026): the pages name
// them by path, and this forwards each request to the API. Behind nginx or a CDN, route /media/
// there instead; this is what the storefront does on its own (`npm start`, a bare deployment).
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';

const PREFIX = '/media/';
/**
 * How long a connection to the API may stay idle in the pool: below any server's keep-alive
 * timeout (Node's default is 5 s, the API's 65 s), so the pool closes it before the API does.
 */
export const UPSTREAM_IDLE_MS = 4000;
/** Errors of a kept-alive socket the API had closed as it was reused: the request never reached it. */
const STALE_SOCKET = new Set(['ECONNRESET', 'EPIPE']);
/** What a picture's request and answer carry through: its type, length, caching and validators. */
const REQUEST_HEADERS = ['accept', 'accept-encoding', 'if-none-match', 'if-modified-since'];
const ANSWER_HEADERS = [
  'content-type',
  'content-length',
  'content-encoding',
  'cache-control',
  'etag',
  'last-modified',
  'vary',
  'x-content-type-options',
  'content-security-policy',
];

/**
 * A handler that answers the requests under /media/ (true) and leaves the rest (false). Only GET
 * and HEAD, of the path as the browser resolves it: `/media/../api/…` is `/api/…`, which is not
 * forwarded (the API would count the storefront's address for it), nor a path with an encoded
 * slash or dot. No cookie or authorization is
 * sent on: the pictures are public.
 */
export function createMediaProxy({ apiUrl, timeoutMs = 10_000, idleMs = UPSTREAM_IDLE_MS }) {
  const target = new URL(apiUrl);
  const https = target.protocol === 'https:';
  // `timeout` is the idle time of a pooled socket (each request sets its own while it runs).
  const agent = new (https ? HttpsAgent : HttpAgent)({ keepAlive: true, maxSockets: 64, timeout: idleMs });
  const send = https ? httpsRequest : httpRequest;

  return function serveMedia(req, res) {
    if (!req.url?.startsWith(PREFIX)) return false;
    const url = new URL(req.url, 'http://shop.invalid');
    // An encoded slash, backslash or dot could become a step out of /media/ once decoded upstream.
    if (!url.pathname.startsWith(PREFIX) || /%(2f|5c|2e)/i.test(url.pathname))
      return answer(res, 404, 'Not Found');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return answer(res, 405, 'Method Not Allowed');
    }
    const headers = {};
    for (const name of REQUEST_HEADERS) if (req.headers[name]) headers[name] = req.headers[name];
    const forward = (retried) => {
      const upstream = send(
        {
          protocol: target.protocol,
          hostname: target.hostname,
          port: target.port,
          path: `${url.pathname}${url.search}`,
          method: req.method,
          headers,
          agent,
          timeout: timeoutMs,
        },
        (reply) => {
          const out = {};
          for (const name of ANSWER_HEADERS)
            if (reply.headers[name] !== undefined) out[name] = reply.headers[name];
          res.writeHead(reply.statusCode ?? 502, out);
          // A shopper who leaves mid-picture ends both streams (the API's socket is not reused).
          pipeline(reply, res, () => {});
        },
      );
      upstream.on('timeout', () => upstream.destroy(new Error('the API did not answer in time')));
      upstream.on('error', (error) => {
        // A pooled socket the API closed at its keep-alive timeout as this request went out: the
        // request (a GET or HEAD, safe to repeat) goes again, once, on a new socket.
        if (!retried && upstream.reusedSocket && STALE_SOCKET.has(error.code) && !res.headersSent)
          return forward(true);
        if (res.headersSent) res.destroy();
        else answer(res, 502, 'Bad Gateway');
      });
      upstream.end();
    };
    forward(false);
    return true;
  };
}

function answer(res, status, text) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
  return true;
}
