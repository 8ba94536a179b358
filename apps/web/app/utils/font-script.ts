import type { Locale } from '@shop/i18n';
import { AFTER_FIRST_PAINT } from './after-first-paint';

/**
 * The head script of a page's web fonts (written by the server only: a script React adds in the
 * browser never runs).
 *
 * Chromium keeps text it shaped with a fallback font (boxes, on a device with no Khmer or CJK font
 * of its own) after the web font it lacked has loaded: laying the text out again takes the shapes
 * from its cache while the font settings are the same. So:
 *
 * - **Each time a batch of faces has loaded**, the text they draw is given new font settings that
 *   draw the same (kerning on, as by default, and a feature no font has, numbered anew), and is
 *   shaped again: the whole page on Khmer and Chinese pages, only the switcher's labels ('ខ្មែរ',
 *   '中文') on English ones. Always, not only when a file came late: text is shaped before a face
 *   is ready even when its file was in before the first frame (a face loads on first use, and its
 *   "loaded" comes after the parser's turn), and some of it (a breadcrumb, a bottom-bar label, at
 *   random: 2 loads in 8 at CPU 4×) stayed boxes. When the faces are ready before the first
 *   layout this costs nothing; after it, one layout of the page (on a Khmer listing at CPU 4×,
 *   about 140 ms of main thread, most of it before the first paint).
 * - Chinese pages: Noto Sans SC's stylesheet is added after the first paint (phones have a CJK font
 *   of their own, named first in the font list), so its faces always load after the first frame,
 *   and the page is shaped again as each batch arrives.
 *
 * The style element takes the script's nonce (the page's policy allows no other).
 */
export function fontScript(locale: Locale, chineseStylesheet: string): string {
  const selector = locale === 'en' ? '.font-switcher' : '*';
  const addStylesheet =
    locale === 'zh'
      ? `${AFTER_FIRST_PAINT}(function(){d.head.appendChild(Object.assign(d.createElement("link"),{rel:"stylesheet",href:${JSON.stringify(chineseStylesheet).replace(/</g, '\\u003c')}}))});`
      : '';
  return `(function(d){var n=0,s=d.createElement("style");s.nonce=d.currentScript.nonce;${addStylesheet}if(!d.fonts||!d.fonts.addEventListener)return;d.head.appendChild(s);d.fonts.addEventListener("loadingdone",function(){s.textContent=${JSON.stringify(selector)}+'{font-feature-settings:"kern" 1,"zzzz" '+ ++n+"}"})})(document)`;
}
