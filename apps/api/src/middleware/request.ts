import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@shop/contracts';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { routePattern } from '../lib/route-pattern';

/**
 * The first middleware of every call: its id (the caller's X-Request-Id when well formed, as the
 * storefront sends its page's, else a new UUID), a logger that writes it on every line, and once
 * the answer is made, the id in its X-Request-Id header, one log line (shop, method, route pattern,
 * status, milliseconds) and the request metrics.
 */
export const requestScope = createMiddleware<AppEnv>(async (c, next) => {
  const { log, metrics } = c.get('deps');
  const given = c.req.header(REQUEST_ID_HEADER);
  const id = given && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
  const requestLog = log.child({ req_id: id });
  c.set('requestId', id);
  c.set('log', requestLog);
  const started = performance.now();
  await next();
  const ms = performance.now() - started;
  answerHeader(c, REQUEST_ID_HEADER, id);
  const route = routePattern(c);
  const shop = c.get('store')?.code ?? '-';
  const { status } = c.res;
  metrics.request({ method: c.req.method, route, shop, status }, ms / 1000);
  // A load balancer's health checks, the metrics' scrapes and the pictures would drown the
  // shoppers' lines.
  const level = route === '/health' || route === '/metrics' || route.startsWith('/media/') ? 'debug' : 'info';
  requestLog[level]({ shop, method: c.req.method, route, status, ms: Math.round(ms * 10) / 10 }, 'request');
});

/** Sets a header on the answer, also on one whose headers cannot change (it is copied). */
function answerHeader(c: Context<AppEnv>, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}
