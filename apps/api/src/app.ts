import type { Context } from 'hono';
import { except } from 'hono/combine';
import type { Registry } from 'prom-client';
import type { Deps } from './context';
import { ok } from './lib/answer';
import { isLoopback, socketAddress } from './lib/client-address';
import { errorBody, notFound } from './lib/errors';
import { databaseAnswers } from './lib/readiness';
import { smallBody } from './middleware/body-limit';
import { DATABASE_DOWN_MESSAGE, DATABASE_RETRY_AFTER_SECONDS, errorResponse } from './middleware/on-error';
import { requestScope } from './middleware/request';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { adminRoutes } from './modules/admin';
import { isPictureUpload } from './modules/admin/pictures.routes';
import { IMPORT_PATH } from './modules/admin/products.routes';
import { aftersalesRoutes } from './modules/aftersales/aftersales.routes';
import { assistantRoutes, CHAT_PATH } from './modules/assistant/assistant.routes';
import type { Assistants } from './modules/assistant/provider';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { helpRoutes } from './modules/content/help.routes';
import { demoMediaRoutes } from './modules/demo/demo-media.routes';
import { mediaRoutes, UPLOAD_PATH } from './modules/media/media.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { pcbuilderRoutes } from './modules/pcbuilder/pcbuilder.routes';
import { servicesRoutes } from './modules/services/services.routes';
import { storesRoutes } from './modules/stores/stores.routes';
import { telegramRoutes } from './modules/telegram/telegram.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { answers, createRoute, publishDocument, type Router, router, z } from './routing';

const HealthSchema = z.object({
  status: z.enum(['up', 'down']),
  database: z.enum(['up', 'down']),
});

// A readiness check: a load balancer sends calls here only while the database answers.
const health = createRoute({
  method: 'get',
  path: '/health',
  summary: 'The API can serve calls: it is up and its database answers',
  responses: {
    ...answers(z.object({ code: z.literal(0), message: z.string(), data: HealthSchema })),
    503: {
      description: 'The database does not answer (within 2 s): try again after Retry-After seconds',
      headers: z.object({ 'Retry-After': z.string().describe('Seconds to wait before asking again') }),
      content: {
        'application/json': {
          schema: z.object({ code: z.literal(503), message: z.string(), data: HealthSchema }),
        },
      },
    },
  },
});

const metrics = createRoute({
  method: 'get',
  path: '/metrics',
  summary:
    'Prometheus metrics of this process: requests by route, shop and status, latency, rate-limit refusals, payment outcomes, the database pool',
  description:
    'Answered only to a caller on this machine (loopback) that no proxy forwarded (no X-Forwarded-For), and not at all on the API port when METRICS_PORT serves them apart; anyone else gets a 404.',
  responses: {
    200: {
      description: 'The Prometheus text format',
      content: { 'text/plain': { schema: z.string() } },
    },
    404: { description: 'Not for this caller' },
  },
});

/** What the API answers with besides its data: the shop assistant's providers (default: offline). */
export interface Services {
  assistants?: Assistants;
  /** GET /metrics on this app's port (default true); false when METRICS_PORT serves them apart. */
  metricsHere?: boolean;
}

/** Whether a request may read the metrics: from this machine, not through a proxy. */
const mayReadMetrics = (c: Context) => isLoopback(socketAddress(c)) && !c.req.header('x-forwarded-for');

/** `GET /metrics` of `registry` to loopback callers only; the same route serves METRICS_PORT's app. */
export function metricsRoutes(registry: Registry, here = true): Router {
  return router().openapi(metrics, async (c) => {
    if (!here || !mayReadMetrics(c)) throw notFound(`No route for GET ${c.req.path}`);
    return c.text(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
  });
}

/** The whole HTTP API over the given dependencies: index.ts serves it, tests call it directly. */
export function createApp(given: Deps, services: Services = {}) {
  // What this app's caches hang on, the same object in a keyed call's transaction-bound copy.
  const deps: Deps = { ...given, scope: given.scope ?? {} };
  const app = router();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', requestScope);
  // A write this process answered may have queued messages for a shop's Telegram group (the
  // orders trigger): its sender looks now rather than at its next poll.
  if (deps.telegram)
    app.use('*', async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.res.status < 400) deps.telegram?.wake();
    });
  // Before anything reads a body: 64 KB, but the uploads (a receipt, the catalogue, a picture) and
  // the assistant's conversation, whose routes declare their own limits.
  app.use('*', except([UPLOAD_PATH, CHAT_PATH, IMPORT_PATH, isPictureUpload], smallBody));
  // Pictures are shown on the shops' own origins too (the storefront's /media/, decision 026): one
  // opened on its own, as a document, runs nothing and is never read as another type.
  app.use('/media/*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });
  // No CORS: no browser calls the API. The storefront calls it from its server, its pages' own
  // fetches go to the storefront's origin, and pictures from /media are plain <img> loads. A page
  // of another origin may still send a simple request, but can read no answer. Should a browser
  // ever need to call the API, allow the shops' own domains (stores), never any origin.
  app.openapi(health, async (c) => {
    if (await databaseAnswers(deps.db)) {
      return c.json(ok({ status: 'up' as const, database: 'up' as const }), 200);
    }
    return c.json(
      {
        code: 503 as const,
        message: DATABASE_DOWN_MESSAGE,
        data: { status: 'down' as const, database: 'down' as const },
      },
      503,
      { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    );
  });
  app.route('/', storesRoutes);
  app.route('/', catalogueRoutes);
  app.route('/', mediaRoutes);
  app.route('/', demoMediaRoutes);
  app.route('/', accountsRoutes);
  app.route('/', cartRoutes);
  app.route('/', wishlistRoutes);
  app.route('/', paymentsRoutes);
  app.route('/', checkoutRoutes);
  app.route('/', servicesRoutes);
  app.route('/', helpRoutes);
  app.route('/', aftersalesRoutes);
  app.route('/', pcbuilderRoutes);
  app.route('/', assistantRoutes(services.assistants));
  app.route('/', adminRoutes);
  app.route('/', telegramRoutes);
  app.route('/', metricsRoutes(deps.metrics.registry, services.metricsHere ?? true));
  publishDocument(app, {
    title: 'Shop commerce API',
    version: '0.1.0',
    description:
      'The commerce API of the storefront. Every shop call names its shop with `store_code` or `X-Store-Code` and its language with `lang` or `Accept-Language`; answers are `{ code, message, data }`.',
  });
  app.notFound((c) =>
    c.json(errorBody(404, `No route for ${c.req.method} ${c.req.path}`, c.get('requestId')), 404),
  );
  app.onError(errorResponse);
  return app;
}

export type App = ReturnType<typeof createApp>;
