import type { Locale } from '@shop/i18n';
import { AFTER_FIRST_PAINT } from './after-first-paint';

/**
 * The head script of a page's web fonts (written by the server only: a script React adds in the
 * browser never runs).
 *
 * Chromium keeps text it shaped with a fallback font (boxes, on a device with no Khmer or CJK font
 * of its own) after the web font it lacked has loaded: laying the text out again takes the shapes
 * from its cache while the font settings are the same. So when a web font arrives after the page
 * was first drawn, the text it draws is given new font settings that draw the same (kerning on, as
 * by default, and a feature no font has, numbered anew), and is shaped again, once per arrival.
 *
 * - Khmer pages: the whole page, only when Noto Sans Khmer (preloaded) came over the network after
 *   the first paint, as on a slow line. A file that was in before the paint needs nothing, even
 *   though its face reports "loaded" later (on its first use): Chromium draws it right then, and
 *   shaping the page again would cost a whole layout for nothing. (Where the browser keeps no
 *   timing of the files, every arrival after the paint counts as late.)
 * - Other pages: only the language switcher's labels ('ខ្មែរ', '中文', their own small font), as
 *   the rest of the page does not use the late font.
 * - Chinese pages: Noto Sans SC's stylesheet is added after the first paint (phones have a CJK font
 *   of their own, named first in the font list), so its files always come after it: the whole page
 *   is shaped again as each batch arrives.
 *
 * The style element takes the script's nonce (the page's policy allows no other).
 */
export function fontScript(locale: Locale, chineseStylesheet: string): string {
  const selector = locale === 'en' ? '.font-switcher' : '*';
  const addStylesheet =
    locale === 'zh'
      ? `${AFTER_FIRST_PAINT}(function(){d.head.appendChild(Object.assign(d.createElement("link"),{rel:"stylesheet",href:${JSON.stringify(chineseStylesheet).replace(/</g, '\\u003c')}}))});`
      : '';
  return `(function(d){var n=0,s=d.createElement("style");s.nonce=d.currentScript.nonce;${addStylesheet}if(!d.fonts||!d.fonts.addEventListener)return;d.head.appendChild(s);d.fonts.addEventListener("loadingdone",function(){var p=performance.getEntriesByType("paint")[0],w=performance.getEntriesByType("resource").filter(function(r){return /\\.woff2$/.test(r.name)});if(!p||(w.length&&!w.some(function(r){return r.responseEnd>p.startTime})))return;s.textContent=${JSON.stringify(selector)}+'{font-feature-settings:"kern" 1,"zzzz" '+ ++n+"}"})})(document)`;
}
