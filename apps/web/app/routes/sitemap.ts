import { HTML_LANG, LOCALES, localizePath } from '@shop/i18n';
import { SITEMAP_MAX_PRODUCTS } from '../constants';
import { apiContext, shopContext } from '../context.server';
import { requireApi } from '../data/errors.server';
import { servicesContext } from '../data/services.server';
import type { Route } from './+types/sitemap';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One <url> of every locale of `path`, each listing all three as alternates. */
function urls(origin: string, path: string): string {
  const alternates = LOCALES.map(
    (lang) =>
      `<xhtml:link rel="alternate" hreflang="${HTML_LANG[lang]}" href="${escapeXml(origin + localizePath(path, lang))}"/>`,
  ).join('');
  return LOCALES.map(
    (lang) => `<url><loc>${escapeXml(origin + localizePath(path, lang))}</loc>${alternates}</url>`,
  ).join('\n');
}

/** `/sitemap.xml` of the shop of the Host header: its pages, categories, brands and newest products. */
export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { shops, catalogue } = context.get(servicesContext);
  const [layout, products] = await Promise.all([
    requireApi(() => shops.layoutData(shop.store, 'en'), shop.locale, 'layout'),
    requireApi(
      () => catalogue.newest(apiContext({ ...shop, locale: 'en' }), SITEMAP_MAX_PRODUCTS),
      shop.locale,
      'products',
    ),
  ]);
  const paths = [
    '/',
    '/promotions',
    ...layout.categories.map((c) => `/category?cat_id=${c.id}`),
    ...layout.brands.map((b) => `/category?brand_id=${b.id}`),
    ...products.map((id) => `/product/${id}`),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.map((path) => urls(shop.origin, path)),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
