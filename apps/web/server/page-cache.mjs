// A short-lived cache of whole anonymous pages ("micro-caching"). Every shopper without a session
// sees the same page for the same address, language cookie and browser language, so a page rendered
// once is answered from memory for a few seconds: a busy home page costs one render per TTL, not
// one per visitor. The catalogue data behind it is cached as long by the storefront already.
//
// Not cached: anything but GET/HEAD, requests that carry a personal cookie, requests asking for a
// fresh answer (Cache-Control: no-cache), data requests of client navigations (.data), and answers
// other than 200/404 HTML.
//
// A page's Content-Security-Policy names the nonce of its inline scripts; a cached page never
// repeats one (decision 011). The stored page is cut at its nonce, and every hit joins the pieces
// around a fresh nonce, in the policy header and in the body alike. A gzipped page is kept as
// separately compressed pieces (raw deflate, each ending on a byte boundary), and the nonce goes
// between them as a stored (uncompressed) deflate block: a hit compresses nothing, it only
// computes the gzip checksum of the new page.

import { constants, crc32, deflateRawSync, gunzipSync } from 'node:zlib';
import { headerObject } from '@shop/http/headers';
import { LRUCache } from 'lru-cache';

const literal = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `personalCookies`: the names of the cookies that make a page personal (the session, and a
 * one-time message such as the one after logout); `localeCookie`: the language cookie;
 * `createNonce`: a page's nonce, as the app makes them. The app defines all three
 * (entry.server.tsx exports them; server/index.mjs reads them from the build).
 */
export function createPageCache({
  personalCookies,
  localeCookie,
  createNonce,
  ttlMs = 10_000,
  maxEntries = 500,
  now = Date.now,
}) {
  if (!personalCookies?.length || !localeCookie) throw new Error('createPageCache needs the cookie names');
  if (typeof createNonce !== 'function') throw new Error('createPageCache needs createNonce');
  const personal = new RegExp(`(?:^|;\\s*)(?:${personalCookies.map(literal).join('|')})=`);
  const language = new RegExp(`(?:^|;\\s*)${literal(localeCookie)}=([^;]*)`);
  // Ages are read from `now` at every look-up (a test moves its own clock).
  const entries = new LRUCache({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now } });

  function keyOf(req) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const cookie = req.headers.cookie ?? '';
    if (personal.test(cookie)) return null;
    if (/no-cache|no-store/.test(req.headers['cache-control'] ?? '')) return null;
    const url = req.url ?? '/';
    if (url.includes('.data')) return null;
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const locale = language.exec(cookie)?.[1] ?? '';
    // The browser language only matters on the root path (the locale rules of the specification).
    const path = url.split('?')[0];
    const browserLanguage = path === '/' ? (req.headers['accept-language'] ?? '') : '';
    // The app believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY); an https page
    // (HSTS, https links) is kept apart either way.
    const proto = String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      .trim();
    return `${req.headers.host ?? ''}\n${url}\n${locale}\n${browserLanguage}\n${gzip}\n${proto}`;
  }

  return {
    /** Answers from the cache when it can; true when it did. */
    serve(req, res) {
      const key = keyOf(req);
      if (!key) return false;
      const hit = entries.get(key);
      if (!hit) return false;
      const { headers, body } = withFreshNonce(hit, createNonce());
      res.writeHead(hit.status, { ...headers, 'x-page-cache': 'hit' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
    /** Wraps `res` so that a cacheable answer is kept when it has been sent. */
    record(req, res) {
      const key = keyOf(req);
      if (!key || req.method !== 'GET') return;
      const chunks = [];
      const write = res.write.bind(res);
      const end = res.end.bind(res);
      const writeHead = res.writeHead.bind(res);
      let written = {};
      res.writeHead = (status, ...rest) => {
        const headers = rest.find((arg) => arg && typeof arg === 'object');
        written = headerObject(headers);
        return writeHead(status, ...rest);
      };
      res.write = (chunk, ...rest) => {
        if (chunk) chunks.push(Buffer.from(chunk));
        return write(chunk, ...rest);
      };
      res.end = (chunk, ...rest) => {
        if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk));
        // A request's id is its own: a hit answers with the id of the request it answers.
        const { 'x-request-id': _id, ...headers } = { ...res.getHeaders(), ...written };
        const type = String(headers['content-type'] ?? '');
        if ((res.statusCode === 200 || res.statusCode === 404) && type.startsWith('text/html')) {
          entries.set(key, storedPage(res.statusCode, headers, Buffer.concat(chunks)));
        }
        return end(chunk, ...rest);
      };
    },
  };
}

const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/_=-]+)'/;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/**
 * A page as kept: its body cut at the nonce its policy names (none: kept whole). `pieces` are the
 * HTML between the nonces; for a gzipped page also `deflated`, the same pieces compressed.
 */
function storedPage(status, headers, body) {
  const policy = headers['content-security-policy'];
  const nonce = typeof policy === 'string' ? NONCE_IN_POLICY.exec(policy)?.[1] : undefined;
  if (!nonce) return { status, headers, body };
  const gzip = headers['content-encoding'] === 'gzip';
  const html = gzip ? gunzipSync(body) : body;
  const pieces = split(html, Buffer.from(nonce));
  const page = { status, headers, policy: policy.split(`'nonce-${nonce}'`), pieces };
  if (!gzip) return page;
  const last = pieces.length - 1;
  // Every piece but the last ends with a sync flush (byte-aligned, not final); the last one ends
  // the stream. Compressed once for all the hits, at the highest level.
  const deflated = pieces.map((piece, i) =>
    deflateRawSync(piece, { level: 9, ...(i < last ? { finishFlush: constants.Z_SYNC_FLUSH } : {}) }),
  );
  // The size of the HTML without its nonces: the gzip trailer's length adds the new ones.
  const size = html.length - (pieces.length - 1) * nonce.length;
  return { ...page, deflated, firstCrc: crc32(pieces[0]), size };
}

/** The headers and body of a stored page with `nonce` wherever the rendered one stood. */
function withFreshNonce(page, nonce) {
  if (!page.pieces) return page;
  const value = Buffer.from(nonce);
  const headers = { ...page.headers, 'content-security-policy': page.policy.join(`'nonce-${nonce}'`) };
  const parts = [];
  if (!page.deflated) {
    for (const [i, piece] of page.pieces.entries()) parts.push(...(i > 0 ? [value, piece] : [piece]));
  } else {
    // A stored block: header byte (not final, type 00), LEN and its one's complement, the bytes.
    const stored = Buffer.concat([
      Buffer.from([
        0,
        value.length & 0xff,
        value.length >> 8,
        ~value.length & 0xff,
        (~value.length >> 8) & 0xff,
      ]),
      value,
    ]);
    let crc = page.firstCrc;
    parts.push(GZIP_HEADER, page.deflated[0]);
    for (let i = 1; i < page.pieces.length; i++) {
      crc = crc32(page.pieces[i], crc32(value, crc));
      parts.push(stored, page.deflated[i]);
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE((page.size + (page.pieces.length - 1) * value.length) >>> 0, 4);
    parts.push(trailer);
  }
  const body = Buffer.concat(parts);
  headers['content-length'] = String(body.length);
  return { headers, body };
}

/** `buffer` cut at every occurrence of `separator`. */
function split(buffer, separator) {
  const pieces = [];
  let from = 0;
  for (let at = buffer.indexOf(separator); at >= 0; at = buffer.indexOf(separator, from)) {
    pieces.push(buffer.subarray(from, at));
    from = at + separator.length;
  }
  pieces.push(buffer.subarray(from));
  return pieces;
}
