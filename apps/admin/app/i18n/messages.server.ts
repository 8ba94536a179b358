import { breakKhmerMessages } from '@shop/i18n/khmer-words';
import type { Locale } from '@shop/i18n/locales';
import { CATALOGUES, type Messages } from './messages';

// Khmer has no spaces between words and Chromium's own word list cuts some in the middle: the
// Khmer catalogue goes to the browser with its line breaks marked (U+200B between words, U+2060
// inside them), found once with the server's ICU dictionary (breakKhmerMessages of @shop/i18n).
const marked = new Map<Locale, Messages>();

/** The catalogue a page of `locale` is drawn with. */
export function messagesFor(locale: Locale): Messages {
  let messages = marked.get(locale);
  if (!messages) {
    messages = locale === 'kh' ? breakKhmerMessages(CATALOGUES[locale]) : CATALOGUES[locale];
    marked.set(locale, messages);
  }
  return messages;
}
