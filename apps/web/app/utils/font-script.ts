import type { Locale } from '@shop/i18n';
import { AFTER_FIRST_PAINT } from './after-first-paint';

/** The code points the CJK placeholder draws (`CJK_RANGES` of scripts/cjk-placeholder.mjs). */
export const CJK_UNICODE_RANGE =
  'U+2E80-2FDF, U+3000-303F, U+3100-312F, U+31C0-31EF, U+3400-4DBF, U+4E00-9FFF, U+F900-FAFF, U+FE30-FE4F, U+FF01-FF60, U+FFE0-FFE6';

/**
 * True where the device has no font for Chinese: '中文' then measures as two glyphs missing from every
 * font (two unassigned code points) do. Without a canvas, true: the page had better fetch the font.
 */
const CJK_MISSING =
  'function(){try{var c=d.createElement("canvas").getContext("2d");c.font="40px sans-serif";return c.measureText("\\u4e2d\\u6587").width==c.measureText("\\u0378\\u0378").width}catch(e){return true}}';

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
 * - Chinese pages on a device without a Chinese font, until Noto Sans SC arrives: Chinese is drawn
 *   with the CJK placeholder (`placeholder`, the font as a data URL), boxes as wide and lines as
 *   tall as Noto Sans SC's, so that nothing moves when it comes (scripts/cjk-placeholder.mjs). It
 *   is added from its bytes (a `FontFace` of an ArrayBuffer is ready at once; from a URL, even a
 *   data URL, it would load on first use, after the first layout). Both without the trimming of
 *   adjacent full-width punctuation, which the placeholder cannot do ('text-spacing-trim').
 *
 * The style elements take the script's nonce (the page's policy allows no other).
 */
export function fontScript(locale: Locale, chineseStylesheet: string, placeholder: string): string {
  const selector = locale === 'en' ? '.font-switcher' : '*';
  const addStylesheet = locale === 'zh' ? chineseFonts(chineseStylesheet, placeholder) : '';
  return `(function(d){var n=0,s=d.createElement("style");s.nonce=d.currentScript.nonce;${addStylesheet}if(!d.fonts||!d.fonts.addEventListener)return;d.head.appendChild(s);d.fonts.addEventListener("loadingdone",function(){s.textContent=${JSON.stringify(selector)}+'{font-feature-settings:"kern" 1,"zzzz" '+ ++n+"}"})})(document)`;
}

/**
 * A Chinese page's part of the script: on a device without a Chinese font, the placeholder at once
 * and Noto Sans SC's stylesheet after the first paint.
 */
function chineseFonts(stylesheet: string, placeholder: string): string {
  const quoted = (text: string) => JSON.stringify(text).replace(/</g, '\\u003c');
  const bytes = placeholder.slice(placeholder.indexOf(',') + 1);
  const addPlaceholder = `try{var b=atob(${quoted(bytes)}),a=new Uint8Array(b.length);for(var i=0;i<b.length;i++)a[i]=b.charCodeAt(i);d.fonts.add(new FontFace("CJK Placeholder",a.buffer,{unicodeRange:${quoted(CJK_UNICODE_RANGE)}}))}catch(e){}var p=d.createElement("style");p.nonce=d.currentScript.nonce;p.textContent=":root{text-spacing-trim:space-all}";d.head.appendChild(p);`;
  return `if((${CJK_MISSING})()){${addPlaceholder}${AFTER_FIRST_PAINT}(function(){d.head.appendChild(Object.assign(d.createElement("link"),{rel:"stylesheet",href:${quoted(stylesheet)}}))})}`;
}
