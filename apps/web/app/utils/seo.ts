import { HTML_LANG, LOCALES, type Locale, localizePath } from '@shop/i18n';

/**
 * The canonical address of a page and its hreflang alternates in en, kh and zh, as `meta`
 * descriptors. `path` is the unprefixed path with the query that makes the page what it is.
 */
export function localeLinks(origin: string, path: string, locale: Locale) {
  return [
    { tagName: 'link', rel: 'canonical', href: `${origin}${localizePath(path, locale)}` },
    ...LOCALES.map((lang) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: HTML_LANG[lang],
      href: `${origin}${localizePath(path, lang)}`,
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: `${origin}${localizePath(path, 'en')}`,
    },
  ] as const;
}

/**
 * A picture's address as a link preview or a search engine needs it: absolute. Pictures served on
 * the shop's own origin are named by path (`/media/…`, decision 026); others are kept as they are.
 */
export function absoluteUrl(origin: string, address: string): string {
  return new URL(address, origin).href;
}

/** Open Graph tags of a page (a picture by path is made absolute against the page's address). */
export function openGraph(og: {
  title: string;
  description: string;
  url: string;
  image?: string;
  type?: string;
}) {
  return [
    { property: 'og:type', content: og.type ?? 'website' },
    { property: 'og:title', content: og.title },
    { property: 'og:description', content: og.description },
    { property: 'og:url', content: og.url },
    ...(og.image ? [{ property: 'og:image', content: absoluteUrl(og.url, og.image) }] : []),
  ];
}

/** A whole positive page number from `?page=`, 1 when absent or invalid. */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The meta of a page for one shopper (login, account pages): its title, and not to be indexed. */
export function privatePageMeta(loaderData: { title: string } | undefined) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : [];
}
