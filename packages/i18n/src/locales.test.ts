import { describe, expect, it } from 'vitest';
import { decideLocale, localeFromAcceptLanguage, localizePath, splitLocale } from './locales';

const decide = (path: string, cookie?: string, acceptLanguage: string | null = null) =>
  decideLocale({ url: new URL(path, 'http://localhost'), cookie, acceptLanguage });

describe('locale rules', () => {
  it('takes the path prefix first, whatever the cookie says', () => {
    expect(decide('/zh/product/1', 'kh', 'km')).toEqual({ locale: 'zh', redirect: null });
    expect(decide('/kh', 'zh')).toEqual({ locale: 'kh', redirect: null });
  });

  it('uses the cookie on an unprefixed path and redirects with the query string kept', () => {
    expect(decide('/search/usb?page=2', 'kh')).toEqual({ locale: 'kh', redirect: '/kh/search/usb?page=2' });
    expect(decide('/', 'zh')).toEqual({ locale: 'zh', redirect: '/zh' });
    expect(decide('/compare', 'en', 'zh-CN')).toEqual({ locale: 'en', redirect: null });
  });

  it('uses the browser language on the root path only', () => {
    expect(decide('/', undefined, 'km-KH,km;q=0.9,en;q=0.5')).toEqual({ locale: 'kh', redirect: '/kh' });
    expect(decide('/?a=1', undefined, 'zh-Hans-CN')).toEqual({ locale: 'zh', redirect: '/zh?a=1' });
    expect(decide('/compare', undefined, 'zh-CN')).toEqual({ locale: 'en', redirect: null });
  });

  it('falls back to en for an unknown cookie or language', () => {
    expect(decide('/', 'fr', 'fr-FR,de')).toEqual({ locale: 'en', redirect: null });
  });

  it('ranks Accept-Language by q', () => {
    expect(localeFromAcceptLanguage('en;q=0.4, zh;q=0.8')).toBe('zh');
    expect(localeFromAcceptLanguage('fr, km;q=0.1')).toBe('kh');
    expect(localeFromAcceptLanguage('zh;q=0')).toBeNull();
  });

  it('splits and builds prefixed paths', () => {
    expect(splitLocale('/kh/product/1')).toEqual({ locale: 'kh', path: '/product/1' });
    expect(splitLocale('/khmer')).toEqual({ locale: null, path: '/khmer' });
    expect(localizePath('/', 'kh')).toBe('/kh');
    expect(localizePath('/?q=1', 'zh')).toBe('/zh?q=1');
    expect(localizePath('/compare', 'en')).toBe('/compare');
    expect(localizePath('/compare', 'zh')).toBe('/zh/compare');
  });
});
