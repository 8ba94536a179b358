import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv, Deps } from './context';
import { errorResponse } from './lib/errors';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { storesRoutes } from './modules/stores/stores.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { openApiDocument } from './openapi';

/** The whole HTTP API over the given dependencies: index.ts serves it, tests call it directly. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // The storefront calls from its server; browsers only fetch images and, later, a few JSON calls.
  app.use(
    '/api/*',
    cors({ origin: (origin) => origin, allowHeaders: ['Authorization', 'Content-Type', 'X-Store-Code'] }),
  );
  app.get('/health', (c) => c.json({ code: 0, message: 'OK', data: { status: 'up' } }));
  const openapi = openApiDocument();
  app.get('/openapi.json', (c) => c.json(openapi));
  app.route('/', storesRoutes);
  app.route('/', catalogueRoutes);
  app.route('/', mediaRoutes);
  app.route('/', accountsRoutes);
  app.route('/', cartRoutes);
  app.route('/', wishlistRoutes);
  app.notFound((c) =>
    c.json({ code: 404, message: `No route for ${c.req.method} ${c.req.path}`, data: null }, 404),
  );
  app.onError(errorResponse);
  return app;
}

export type App = ReturnType<typeof createApp>;
