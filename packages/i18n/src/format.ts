import { HTML_LANG, type Locale } from './locales';

/**
 * US dollars as shops in Cambodia print them, "$1,099.00", the same in every language (en-US's
 * currency format: the server's and the browser's ICU data differ for km, "1,099.00$" in Node).
 *
 * Written out rather than with `Intl.NumberFormat`: a page's first Intl object loads the browser's
 * ICU data, 50–100 ms of main thread on a cheap phone before the first price is drawn (measured:
 * 190–470 ms at a 4× slower CPU; decision 023). Rounds as ICU does, half away from zero on the
 * number's shortest decimal form (1.005 is $1.01), which `toFixed` does not (its binary value is
 * 1.00499…).
 */
export function formatMoney(amount: number, _locale?: Locale): string {
  if (!Number.isFinite(amount)) return String(amount);
  // Shifted in its decimal form ("1.005e2" is 100.5, where 1.005 * 100 is 100.49999…); a number
  // written with an exponent (5.55e-17, a sum's residue) is far from any half cent.
  const magnitude = String(Math.abs(amount));
  const shifted = magnitude.includes('e') ? Math.abs(amount) * 100 : Number(`${magnitude}e2`);
  // Math.round rounds .5 up, so the half of a magnitude rounds away from zero.
  const cents = Math.round(shifted);
  const digits = String(Math.floor(cents / 100));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}$${grouped}.${String(cents % 100).padStart(2, '0')}`;
}

/** Riel as shops here write it, whole and grouped: "410,000 ៛" (written out, as formatMoney). */
export function formatRiel(riel: number): string {
  const whole = Math.round(riel);
  return `${whole < 0 ? '-' : ''}${String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',')} ៛`;
}

/**
 * The shops are in Cambodia: dates and times are theirs (UTC+7), whatever the server's zone, so an
 * order placed at 23:30 in Phnom Penh is dated that day.
 */
export const SHOP_TIME_ZONE = 'Asia/Phnom_Penh';

/** Made on first use: an Intl object made as the module loads costs every page (see formatMoney). */
let shopDay: Intl.DateTimeFormat | undefined;

/** The shop's calendar day of a moment (now by default), YYYY-MM-DD. */
export function shopDate(at: Date | number = Date.now()): string {
  shopDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });
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

const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';

/** A whole number as the locale writes it in a sentence: Khmer digits in Khmer (៤), else 4. */
export function localDigits(n: number, locale: Locale): string {
  const text = String(n);
  return locale === 'kh' ? text.replace(/\d/g, (d) => KHMER_DIGITS[Number(d)] as string) : text;
}
