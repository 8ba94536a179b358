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
 * - Chinese pages: Noto Sans SC's stylesheet is added only on a device that draws no Chinese of its
 *   own (`CJK_MISSING`), and after the first paint, so its faces always load after the first frame,
 *   and the page is shaped again as each batch arrives. A phone has a CJK font, but Android reaches
 *   it only through its fallback, never by the names in the font list: a Noto Sans SC defined there
 *   would be preferred to it, and its files (300 to 400 KB on a first page) downloaded.
 *
 * The style element takes the script's nonce (the page's policy allows no other).
 */
/**
 * True where the device has no font for Chinese: '中文' then measures as two glyphs missing from every
 * font (two unassigned code points) do. Without a canvas, true: the page had better fetch the font.
 */
const CJK_MISSING =
  'function(){try{var c=d.createElement("canvas").getContext("2d");c.font="40px sans-serif";return c.measureText("\\u4e2d\\u6587").width==c.measureText("\\u0378\\u0378").width}catch(e){return true}}';

export function fontScript(locale: Locale, chineseStylesheet: string): string {
  const selector = locale === 'en' ? '.font-switcher' : '*';
  const addStylesheet =
    locale === 'zh'
      ? `if((${CJK_MISSING})())${AFTER_FIRST_PAINT}(function(){d.head.appendChild(Object.assign(d.createElement("link"),{rel:"stylesheet",href:${JSON.stringify(chineseStylesheet).replace(/</g, '\\u003c')}}))});`
      : '';
  return `(function(d){var n=0,s=d.createElement("style");s.nonce=d.currentScript.nonce;${addStylesheet}if(!d.fonts||!d.fonts.addEventListener)return;d.head.appendChild(s);d.fonts.addEventListener("loadingdone",function(){s.textContent=${JSON.stringify(selector)}+'{font-feature-settings:"kern" 1,"zzzz" '+ ++n+"}"})})(document)`;
}
