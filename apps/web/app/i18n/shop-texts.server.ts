import type { Home, StoreInfo } from '@shop/contracts';
import type { Locale } from '@shop/i18n';
import { hasKhmer, markKhmerRuns } from '@shop/i18n/khmer-words';

const marked = new WeakMap<object, string[]>();

/**
 * Texts of the shop's own (from the API), with U+200B between their words on a Khmer page: a
 * loader sends them as `words`, and I18nProvider lets `<Text>` draw them as unbreakable runs, as it
 * draws the interface's messages (Chromium's own Khmer word list ends lines inside words:
 * 'ដឹក|ជញ្ជូន', 'ពិត|ប្រាកដ'). Marked once per answer the shop service caches (it keeps the same
 * object for a minute); nothing on other pages.
 */
function marks(answer: object, locale: Locale, texts: () => string[]): string[] {
  if (locale !== 'kh') return [];
  let out = marked.get(answer);
  if (!out) {
    out = texts()
      .filter(hasKhmer)
      .map((text) => markKhmerRuns(text));
    marked.set(answer, out);
  }
  return out;
}

/** The shop's about text, address and opening hours (the footer of every page). */
export const storeWords = (store: StoreInfo, locale: Locale) =>
  marks(store, locale, () => [store.about_us, store.address, store.opening_hours]);

/** The home page's banners: titles and subtitles. */
export const homeWords = (home: Home, locale: Locale) =>
  marks(home, locale, () => home.banners.flatMap((banner) => [banner.title, banner.subtitle]));
