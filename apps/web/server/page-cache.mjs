// A short-lived cache of whole anonymous pages ("micro-caching"). Every shopper without a session
// sees the same page for the same address, language cookie and browser language, so a page rendered
// once is answered from memory for a few seconds: a busy home page costs one render per TTL, not
// one per visitor. The catalogue data behind it is cached as long by the storefront already.
//
// Not cached: anything but GET/HEAD, requests that carry a personal cookie, requests asking for a
// fresh answer (Cache-Control: no-cache), data requests of client navigations (.data), and answers
// other than 200/404 HTML.

import { LRUCache } from 'lru-cache';

const literal = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `personalCookies`: the names of the cookies that make a page personal (the session, and a
 * one-time message such as the one after logout); `localeCookie`: the language cookie. The app
 * defines both (entry.server.tsx exports them; server/index.mjs reads them from the build).
 */
export function createPageCache({
  personalCookies,
  localeCookie,
  ttlMs = 10_000,
  maxEntries = 500,
  now = Date.now,
}) {
  if (!personalCookies?.length || !localeCookie) throw new Error('createPageCache needs the cookie names');
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
    return `${req.headers.host ?? ''}\n${url}\n${locale}\n${browserLanguage}\n${gzip}`;
  }

  return {
    /** Answers from the cache when it can; true when it did. */
    serve(req, res) {
      const key = keyOf(req);
      if (!key) return false;
      const hit = entries.get(key);
      if (!hit) return false;
      res.writeHead(hit.status, { ...hit.headers, 'x-page-cache': 'hit' });
      res.end(req.method === 'HEAD' ? undefined : hit.body);
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
        const headers = { ...res.getHeaders(), ...written };
        const type = String(headers['content-type'] ?? '');
        if ((res.statusCode === 200 || res.statusCode === 404) && type.startsWith('text/html')) {
          entries.set(key, { status: res.statusCode, headers, body: Buffer.concat(chunks) });
        }
        return end(chunk, ...rest);
      };
    },
  };
}

/** writeHead's headers (an object, [[name, value]…] or a flat [name, value, …] list) as an object. */
function headerObject(headers) {
  if (!headers) return {};
  if (!Array.isArray(headers)) {
    return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  }
  const out = {};
  const add = (name, value) => {
    const key = String(name).toLowerCase();
    out[key] = key in out ? [].concat(out[key], value) : value;
  };
  if (Array.isArray(headers[0])) for (const [name, value] of headers) add(name, value);
  else for (let i = 0; i < headers.length; i += 2) add(headers[i], headers[i + 1]);
  return out;
}
