import { NEWS_PAGE_SIZE_MAX } from '@shop/contracts';
import type { ApiClient, ShopContext } from '@shop/contracts/client';
import { HTML_LANG, LOCALES, localizePath } from '@shop/i18n';
import { SITEMAP_PRODUCTS_PER_FILE } from '../constants';
import { apiContext, shopContext } from '../context.server';
import { requireApi } from '../data/errors.server';
import { servicesContext } from '../data/services.server';
import type { Route } from './+types/sitemap';

// /sitemap.xml is a sitemap index (a 100,000-product shop has 300,000 product URLs, and a sitemap
// holds at most 50,000): /sitemap/pages.xml lists the home page, promotions, categories,
// brands, the help center and its articles, the policy page and the news; /sitemap/products/{n}
// the n-th SITEMAP_PRODUCTS_PER_FILE products, oldest first, so that new products only add to
// the last file.

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

function xml(lines: string[]): Response {
  return new Response(['<?xml version="1.0" encoding="UTF-8"?>', ...lines, ''].join('\n'), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

const urlset = (origin: string, paths: string[]) =>
  xml([
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.map((path) => urls(origin, path)),
    '</urlset>',
  ]);

/** The ids of every news post (a few pages of the largest size). */
async function newsIds(client: ApiClient, ctx: ShopContext): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= SITEMAP_NEWS_PAGES; page++) {
    const answer = await client.news(ctx, page, NEWS_PAGE_SIZE_MAX);
    ids.push(...answer.data.map((p) => p.id));
    if (page >= answer.last_page) break;
  }
  return ids;
}

/** The ids of every active technician (a shop has tens of them: a few pages at most). */
async function technicianIds(client: ApiClient, ctx: ShopContext): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= SITEMAP_NEWS_PAGES; page++) {
    const answer = await client.freelancers(ctx, { page });
    ids.push(...answer.data.map((f) => f.id));
    if (page >= answer.last_page) break;
  }
  return ids;
}

/** At most this many pages of news posts (of NEWS_PAGE_SIZE_MAX), or of technicians, in the pages' sitemap. */
const SITEMAP_NEWS_PAGES = 20;

/** The sitemaps of the shop of the Host header: the index, its pages, one file of products. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { shops, catalogue, account: client } = context.get(servicesContext);
  const ctx = apiContext({ ...shop, locale: 'en' });
  const path = new URL(request.url).pathname;

  if (path === '/sitemap/pages.xml') {
    const [layout, faq, news, services, technicians] = await Promise.all([
      requireApi(() => shops.layoutData(shop.store, 'en'), shop.locale, 'layout'),
      requireApi(() => client.helpFaq(ctx), shop.locale, 'help articles'),
      requireApi(() => newsIds(client, ctx), shop.locale, 'news'),
      requireApi(() => client.services(ctx), shop.locale, 'services'),
      requireApi(() => technicianIds(client, ctx), shop.locale, 'technicians'),
    ]);
    return urlset(shop.origin, [
      '/',
      '/promotions',
      ...layout.categories.map((c) => `/category?cat_id=${c.id}`),
      ...layout.brands.map((b) => `/category?brand_id=${b.id}`),
      '/help-center',
      '/help-center/index-copy',
      ...faq.flatMap((c) => c.articles.map((a) => `/help-center/detail/${a.id}`)),
      '/policy',
      '/news',
      ...news.map((id) => `/news/${id}`),
      // The lookups' forms (their answers are noindex), the services and technicians.
      '/warranty',
      '/tracking-delivery',
      '/services',
      ...services.categories.map((c) => `/services?cat_id=${c.id}`),
      '/services/allfreelancer',
      ...technicians.map((id) => `/services/freelancer?id=${id}`),
      // The PC builder, empty (a build's link is one shopper's page, not indexed).
      '/pcbuilder',
    ]);
  }

  if (params.page !== undefined) {
    const page = /^[1-9]\d{0,5}$/.test(params.page) ? Number(params.page) : 0;
    if (!page) throw new Response('Not found', { status: 404 });
    const ids = await requireApi(
      () => catalogue.productIds(ctx, page, SITEMAP_PRODUCTS_PER_FILE),
      shop.locale,
      'products',
    );
    if (!ids.data.length) throw new Response('Not found', { status: 404 });
    return urlset(
      shop.origin,
      ids.data.map((id) => `/product/${id}`),
    );
  }

  const first = await requireApi(() => catalogue.productIds(ctx, 1, 1), shop.locale, 'products');
  const files = Math.ceil(first.total / SITEMAP_PRODUCTS_PER_FILE);
  const sitemaps = [
    `${shop.origin}/sitemap/pages.xml`,
    ...Array.from({ length: files }, (_, i) => `${shop.origin}/sitemap/products/${i + 1}`),
  ];
  return xml([
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
  ]);
}
