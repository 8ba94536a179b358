import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/**
 * The pattern of the route a request was for (`/api/product/:id`), never its path: a path can hold
 * a receipt's name or a shopper's words. `unmatched` for a path no route has. What the log lines
 * and the metrics name a request by.
 */
export function routePattern(c: Context): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i--) {
    const route = routes[i];
    if (route && route.method !== 'ALL') return route.path;
  }
  return 'unmatched';
}
