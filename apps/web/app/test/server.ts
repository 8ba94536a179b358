import type { RouteConfigEntry } from '@react-router/dev/routes';
import {
  createRequestHandler,
  RouterContextProvider,
  type ServerBuild,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
} from 'react-router';
import { afterAll, beforeAll } from 'vitest';
import { createTestApi, FORWARDED_SECRET, type TestApi } from '../../../api/src/test/harness';
import { createServices, servicesContext } from '../data/services.server';
import * as entry from '../entry.server';
import { env, sameOriginMedia } from '../env.server';
import * as rootModule from '../root';
import routes from '../routes';
import { type ApiEdge, createApiEdge } from './api-edge';

// The web app as the production server runs it (the real route config, route modules, middleware
// and entry.server), answering Requests in memory, in front of the real API over a seeded copy of
// the test database (apps/api/src/test/harness.ts). Between them, at the HTTP edge, a test may read
// the calls the app made and make the API fail (./api-edge.ts).

type RouteModule = NonNullable<ServerBuild['routes'][string]>['module'];
// Route modules only: the tests beside them would register their suites again in every file.
const moduleFiles = import.meta.glob<RouteModule>(
  ['../routes/**/*.{ts,tsx}', '!../routes/**/*.test.{ts,tsx}'],
  {
    eager: true,
  },
);

/** What the React Router Vite plugin does to a route module: components get their props. */
function asBuilt(module: RouteModule): RouteModule {
  const built = { ...module } as Record<string, unknown>;
  if (module.default) built.default = UNSAFE_withComponentProps(module.default as any);
  if (module.ErrorBoundary) built.ErrorBoundary = UNSAFE_withErrorBoundaryProps(module.ErrorBoundary as any);
  return built as unknown as RouteModule;
}

function manifest() {
  const routesManifest: ServerBuild['routes'] = {
    root: { id: 'root', path: '', module: asBuilt(rootModule as unknown as RouteModule) },
  };
  const walk = (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[tj]sx?$/, '');
      const module = moduleFiles[`../${entry.file}`];
      if (!module) throw new Error(`no module for ${entry.file}`);
      routesManifest[id] = { id, parentId, path: entry.path, index: entry.index, module: asBuilt(module) };
      if (entry.children) walk(entry.children, id);
    }
  };
  walk(routes as RouteConfigEntry[], 'root');

  const assetRoutes: ServerBuild['assets']['routes'] = {};
  for (const [id, route] of Object.entries(routesManifest)) {
    if (!route) continue;
    assetRoutes[id] = {
      id,
      parentId: route.parentId,
      path: route.path,
      index: route.index,
      module: `/assets/${id}.js`,
      imports: [],
      css: [],
      hasAction: 'action' in route.module,
      hasLoader: 'loader' in route.module,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: 'ErrorBoundary' in route.module,
      clientActionModule: undefined,
      clientLoaderModule: undefined,
      clientMiddlewareModule: undefined,
      hydrateFallbackModule: undefined,
    };
  }
  return { routesManifest, assetRoutes };
}

const { routesManifest, assetRoutes } = manifest();

const build = {
  entry: { module: entry },
  routes: routesManifest,
  assets: {
    entry: { module: '/assets/entry.client.js', imports: [] },
    routes: assetRoutes,
    url: '/assets/manifest.js',
    version: 'test',
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: { v8_middleware: true, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
  ssr: true,
  isSpaMode: false,
  // As server/index.mjs: the root middleware checks the origin of every write (request-guard).
  allowedActionOrigins: ['**'],
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

type TestApiOptions = NonNullable<Parameters<typeof createTestApi>[0]>;

/**
 * The real API of a test file (or of a describe block), made before its tests and closed after
 * them, over a fresh copy of the seeded test database (about 4 s: one per file, not per test). Its
 * tests share it, so a test that writes works on data of its own (a new customer: ./shoppers.ts).
 */
export function openTestApi(
  options: TestApiOptions | (() => TestApiOptions | Promise<TestApiOptions>) = {},
): () => TestApi {
  let api: TestApi | undefined;
  beforeAll(async () => {
    // Options made when the API is (after the hooks before this call: a fake server's address).
    api = await createTestApi(typeof options === 'function' ? await options() : options);
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });
  return () => {
    if (!api) throw new Error('the test API is not open yet: call it inside a test');
    return api;
  };
}

export interface TestServer {
  /** The real API as this app sees it: the calls it made, and faults to inject. */
  api: ApiEdge;
  /** Advances the clock the caches see. */
  clock: { now: number };
  request(path: string, init?: RequestInit & { host?: string }): Promise<Response>;
}

let shoppers = 0;

/**
 * A fresh app (empty caches) in front of the real API. Each app's shopper has an address of its
 * own (as server/index.mjs writes the peer's in X-Client-Address), so no test spends another's
 * rate limits; a request that names one keeps it.
 */
export function createTestServer(testApi: TestApi): TestServer {
  const api = createApiEdge(testApi);
  const clock = { now: Date.UTC(2026, 0, 1) };
  shoppers++;
  const address = `10.1.${(shoppers >> 8) & 255}.${shoppers & 255}`;
  const services = createServices({
    apiUrl: 'http://api.test',
    fetch: api.fetch,
    now: () => clock.now,
    // The API's: it believes the shopper's address the storefront forwards with it.
    forwardedSecret: FORWARDED_SECRET,
    // As the production server's services (data/services.server.ts): the same environment decides.
    mediaOrigin: sameOriginMedia(env()),
  });
  const handler = createRequestHandler(build, 'production');
  return {
    api,
    clock,
    request(path, { host = 'localhost:3000', ...init } = {}) {
      const headers = new Headers(init.headers);
      headers.set('host', host);
      if (!headers.has('x-client-address')) headers.set('x-client-address', address);
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      return handler(new Request(`http://${host}${path}`, { ...init, headers }), context);
    },
  };
}
