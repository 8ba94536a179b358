export const LOCALES = ['en', 'kh', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The real language tags for `<html lang>`, hreflang and Intl. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', kh: 'km', zh: 'zh-Hans' };

/** The cookie that remembers the shopper's language (name and life from the specification). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** '/kh/product/1' → { locale: 'kh', path: '/product/1' }; '/product/1' → { locale: null, path: '/product/1' }. */
export function splitLocale(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/(kh|zh|en)(?=\/|$)(.*)$/.exec(pathname);
  if (!match || match[1] === 'en') return { locale: null, path: pathname || '/' };
  return { locale: match[1] as Locale, path: match[2] || '/' };
}

/** The path of `path` (no prefix, may carry ?query and #hash) in `locale`: en has no prefix. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  if (clean === '/') return `/${locale}`;
  if (clean.startsWith('/?') || clean.startsWith('/#')) return `/${locale}${clean.slice(1)}`;
  return `/${locale}${clean}`;
}

/** The best of our locales for an Accept-Language header, or null when it names none of them. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'km' || primary === 'kh') return 'kh';
    if (primary === 'zh') return 'zh';
    if (primary === 'en') return 'en';
  }
  return null;
}

export interface LocaleDecision {
  locale: Locale;
  /** Where to send the shopper instead, when the language is not en and the path lacks its prefix. */
  redirect: string | null;
}

/**
 * The locale rules of the specification: the path prefix, then the cookie, then the browser
 * language (on the root path only), else en. A non-en language without its prefix redirects to
 * /{lang}{path}, keeping the query string.
 */
export function decideLocale(input: {
  url: URL;
  cookie: string | null | undefined;
  acceptLanguage: string | null;
}): LocaleDecision {
  const { locale: prefixed, path } = splitLocale(input.url.pathname);
  if (prefixed) return { locale: prefixed, redirect: null };
  const fromCookie = isLocale(input.cookie) ? input.cookie : null;
  const locale =
    fromCookie ?? (path === '/' ? localeFromAcceptLanguage(input.acceptLanguage) : null) ?? DEFAULT_LOCALE;
  if (locale === DEFAULT_LOCALE) return { locale, redirect: null };
  return { locale, redirect: localizePath(path, locale) + input.url.search };
}
