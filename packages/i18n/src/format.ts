import { HTML_LANG, type Locale } from './locales';

const money = new Map<Locale, Intl.NumberFormat>();

/** US dollars as shops in Cambodia print them, in the shopper's language. */
export function formatMoney(amount: number, locale: Locale): string {
  let format = money.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(HTML_LANG[locale], {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    });
    money.set(locale, format);
  }
  return format.format(amount);
}

export function formatDate(date: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: 'medium' }).format(new Date(date));
}
