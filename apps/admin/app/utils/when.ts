import type { Locale } from '@shop/i18n/locales';

// A moment as the shop's staff read it, in the shop's time (Phnom Penh, UTC+7 all year), written
// out here rather than with Intl: the browser's date data may lack Khmer (Debian's Chromium
// writes "Dec 7" on a Khmer page), and the server's and the browser's must draw the same text.

const OFFSET_MS = 7 * 60 * 60 * 1000;
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const KH_MONTHS = [
  'មករា',
  'កុម្ភៈ',
  'មីនា',
  'មេសា',
  'ឧសភា',
  'មិថុនា',
  'កក្កដា',
  'សីហា',
  'កញ្ញា',
  'តុលា',
  'វិច្ឆិកា',
  'ធ្នូ',
];

const two = (n: number) => String(n).padStart(2, '0');

/** "Dec 7, 2026, 07:28" · "7 ធ្នូ 2026, 07:28" · "2026年12月7日 07:28" (24-hour, shop time). */
export function formatAt(at: string | Date, locale: Locale): string {
  const d = new Date(new Date(at).getTime() + OFFSET_MS);
  if (Number.isNaN(d.getTime())) return String(at);
  const [year, month, day] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
  const time = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
  if (locale === 'kh') return `${day} ${KH_MONTHS[month]} ${year}, ${time}`;
  if (locale === 'zh') return `${year}年${month + 1}月${day}日 ${time}`;
  return `${EN_MONTHS[month]} ${day}, ${year}, ${time}`;
}
