import { except } from 'hono/combine';
import type { Deps } from './context';
import { ok } from './lib/answer';
import { errorBody, errorResponse } from './lib/errors';
import { smallBody } from './middleware/body-limit';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { demoMediaRoutes } from './modules/demo/demo-media.routes';
import { mediaRoutes, UPLOAD_PATH } from './modules/media/media.routes';
import { storesRoutes } from './modules/stores/stores.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { answers, createRoute, publishDocument, router, z } from './routing';

const health = createRoute({
  method: 'get',
  path: '/health',
  summary: 'The API is up',
  responses: answers(
    z.object({ code: z.literal(0), message: z.string(), data: z.object({ status: z.literal('up') }) }),
  ),
});

/** The whole HTTP API over the given dependencies: index.ts serves it, tests call it directly. */
export function createApp(deps: Deps) {
  const app = router();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // Before anything reads a body: 64 KB, but the upload, whose route declares its own limit.
  app.use('*', except(UPLOAD_PATH, smallBody));
  // No CORS: no browser calls the API. The storefront calls it from its server, its pages' own
  // fetches go to the storefront's origin, and pictures from /media are plain <img> loads. A page
  // of another origin may still send a simple request, but can read no answer. Should a browser
  // ever need to call the API, allow the shops' own domains (stores), never any origin.
  app.openapi(health, (c) => c.json(ok({ status: 'up' as const }), 200));
  app.route('/', storesRoutes);
  app.route('/', catalogueRoutes);
  app.route('/', mediaRoutes);
  app.route('/', demoMediaRoutes);
  app.route('/', accountsRoutes);
  app.route('/', cartRoutes);
  app.route('/', wishlistRoutes);
  publishDocument(app, {
    title: 'Shop commerce API',
    version: '0.1.0',
    description:
      'The commerce API of the storefront. Every shop call names its shop with `store_code` or `X-Store-Code` and its language with `lang` or `Accept-Language`; answers are `{ code, message, data }`.',
  });
  app.notFound((c) => c.json(errorBody(404, `No route for ${c.req.method} ${c.req.path}`), 404));
  app.onError(errorResponse);
  return app;
}

export type App = ReturnType<typeof createApp>;
