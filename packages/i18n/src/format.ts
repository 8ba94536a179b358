import { HTML_LANG, type Locale } from './locales';

// Shops in Cambodia print dollars as "$1,099.00" whatever the language of the page. Formatting
// with en-US also keeps the server's and the browser's output identical: their ICU data differ for
// km ("1,099.00$" in Node, "$1,099.00" in Chromium), which broke hydration.
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars as shops in Cambodia print them: the same in every language. */
export function formatMoney(amount: number, _locale?: Locale): string {
  return money.format(amount);
}

/**
 * The shops are in Cambodia: dates and times are theirs (UTC+7), whatever the server's zone, so an
 * order placed at 23:30 in Phnom Penh is dated that day.
 */
export const SHOP_TIME_ZONE = 'Asia/Phnom_Penh';

const shopDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });

/** The shop's calendar day of a moment (now by default), YYYY-MM-DD. */
export function shopDate(at: Date | number = Date.now()): string {
  return shopDay.format(at);
}

export function formatDate(date: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(HTML_LANG[locale], { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE }).format(
    new Date(date),
  );
}

/** A date with its time (24-hour in Khmer: ICU writes AM/PM in Latin letters there). */
export function formatDateTime(date: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(HTML_LANG[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
    ...(locale === 'kh' ? { hourCycle: 'h23' as const } : {}),
  }).format(new Date(date));
}
