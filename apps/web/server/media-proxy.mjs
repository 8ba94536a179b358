// The pictures of the API's /media/, served on the shop's own origin (decision 026): the pages name
// them by path, and this forwards each request to the API. Behind nginx or a CDN, route /media/
// there instead; this is what the storefront does on its own (`npm start`, a bare deployment).
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';

const PREFIX = '/media/';
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
export function createMediaProxy({ apiUrl, timeoutMs = 10_000 }) {
  const target = new URL(apiUrl);
  const https = target.protocol === 'https:';
  const agent = new (https ? HttpsAgent : HttpAgent)({ keepAlive: true, maxSockets: 64 });
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
    upstream.on('error', () => {
      if (res.headersSent) res.destroy();
      else answer(res, 502, 'Bad Gateway');
    });
    upstream.end();
    return true;
  };
}

function answer(res, status, text) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
  return true;
}
