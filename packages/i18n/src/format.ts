import { HTML_LANG, type Locale } from './locales';

// Shops in Cambodia print dollars as "$1,099.00" whatever the language of the page. Formatting
// with en-US also keeps the server's and the browser's output identical: their ICU data differ for
// km ("1,099.00$" in Node, "$1,099.00" in Chromium), which broke hydration.
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars as shops in Cambodia print them: the same in every language. */
export function formatMoney(amount: number, _locale?: Locale): string {
  return money.format(amount);
}

export function formatDate(date: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: 'medium' }).format(new Date(date));
}
