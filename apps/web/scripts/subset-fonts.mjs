// Makes the storefront's committed fonts (apps/web/app/fonts) from @fontsource's files with
// subset-font (harfbuzz's hb-subset, which keeps the shaping rules of the text it keeps). Run again
// when a switcher label changes or @fontsource is updated:
//   node apps/web/scripts/subset-fonts.mjs
//
// - The language switcher's own fonts: just the glyphs of its labels 'ខ្មែរ' and '中文' (from the
//   messages). An English page then shows '中文' on a device without a Chinese font and downloads a
//   few hundred bytes in place of the Khmer font.
// - A placeholder for Chinese on a device without a Chinese font (cjk-placeholder.mjs).
// - Noto Sans Khmer for Khmer pages: the variable font, its weight axis cut to 400–700 (the
//   interface's normal to bold) and its glyphs to the code points its @font-face `unicode-range`
//   lets it draw (app.css). One 30.0 KB file in place of two static weights (16.6 + 18.2 KB): at
//   400 and 700 it draws every Khmer message pixel for pixel as the static files do (400) or within
//   anti-aliasing (700: 642 of 4.2 million pixels, by at most 16 of 255), and 500/600 texts get
//   their own weight in place of the nearest static one.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { metricsOf, placeholderFont } from './cjk-placeholder.mjs';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../app/fonts');
const en = JSON.parse(await readFile(join(here, '../../../packages/i18n/src/messages/en.json'), 'utf8'));
const SWITCHER_WEIGHT = 500; // the switcher's buttons are font-medium

/** The code points of a `unicode-range` list such as 'U+1780-17FF, U+25CC'. */
function codePoints(range) {
  let text = '';
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let c = Number.parseInt(from, 16); c <= Number.parseInt(to, 16); c++)
      text += String.fromCodePoint(c);
  }
  return text;
}

/** Must stay the `unicode-range` of the Noto Sans Khmer faces in app.css. */
const KHMER_RANGE = 'U+1780-17FF, U+19E0-19FF, U+200B-200D, U+25CC';

for (const [file, text, name, variationAxes] of [
  [
    '@fontsource-variable/noto-sans-khmer/files/noto-sans-khmer-khmer-wght-normal.woff2',
    en.language.kh,
    'switcher-khmer.woff2',
    { wght: SWITCHER_WEIGHT },
  ],
  [
    `@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-${SWITCHER_WEIGHT}-normal.woff2`,
    en.language.zh,
    'switcher-sc.woff2',
  ],
  [
    '@fontsource-variable/noto-sans-khmer/files/noto-sans-khmer-khmer-wght-normal.woff2',
    codePoints(KHMER_RANGE),
    'khmer.woff2',
    { wght: { min: 400, max: 700 } },
  ],
]) {
  const source = await readFile(require.resolve(file));
  const subset = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes });
  await writeFile(join(out, name), subset);
  console.log(
    `${name}: ${text.length} characters from ${file}, ${subset.length} bytes (source ${source.length})`,
  );
}

// The CJK placeholder (cjk-placeholder.mjs): Noto Sans SC's metrics, read from the font cut to '中'.
const notoSc = await readFile(
  require.resolve('@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff2'),
);
const placeholder = placeholderFont(metricsOf(await subsetFont(notoSc, '中', { targetFormat: 'truetype' })));
await writeFile(join(out, 'cjk-placeholder.ttf'), placeholder);
console.log(`cjk-placeholder.ttf: one box for the CJK ranges, ${placeholder.length} bytes`);
