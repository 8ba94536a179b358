import { normalizeHost } from '@shop/contracts';
import type { MiddlewareFunction } from 'react-router';
import { localeContext, shopContext } from '../context.server';
import { errorResponse } from '../data/errors.server';
import { servicesContext } from '../data/services.server';
import { log, reason } from '../log.server';
import { isHttps } from './locale.server';

/** The origin the shopper typed, rebuilt from checked parts only (it ends up in a QR code). */
function requestOrigin(request: Request, hostHeader: string): string {
  const host = normalizeHost(hostHeader) ?? 'localhost';
  const port = /^[^\]]*:(\d{1,5})$|\]:(\d{1,5})$/.exec(hostHeader.trim());
  const portPart = port ? `:${port[1] ?? port[2]}` : '';
  return `${isHttps(request) ? 'https' : 'http'}://${host}${portPart}`;
}

/**
 * Resolves the shop from the Host header. An unknown host gets the translated 'Shop not found'
 * page with status 404 (never another shop's page); an unreachable API, a 503 page.
 */
export const shopMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const locale = context.get(localeContext);
  const { shops } = context.get(servicesContext);
  const url = new URL(request.url);
  const hostHeader = request.headers.get('host') ?? url.host;

  let store: Awaited<ReturnType<typeof shops.resolveShop>>;
  try {
    store = await shops.resolveShop(hostHeader, locale);
  } catch (error) {
    log.error({ reason: reason(error) }, 'shop lookup failed');
    throw errorResponse('unavailable', locale);
  }
  if (!store) throw errorResponse('shop-not-found', locale, { host: normalizeHost(hostHeader) ?? '' });

  context.set(shopContext, { store, locale, origin: requestOrigin(request, hostHeader) });
  return next();
};
