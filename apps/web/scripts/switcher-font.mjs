// Makes the language switcher's own fonts: just the glyphs of its labels 'ខ្មែរ' and '中文' (from
// the messages), cut from Noto Sans Khmer and Noto Sans SC (@fontsource) with subset-font
// (harfbuzz's hb-subset, which keeps the Khmer shaping rules the label needs). An English page
// then shows '中文' on a device without a Chinese font and downloads a few hundred bytes in place of
// the 23 KB Khmer font. The output is committed; run again when a label changes:
//   node apps/web/scripts/switcher-font.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../app/fonts');
const en = JSON.parse(await readFile(join(here, '../../../packages/i18n/src/messages/en.json'), 'utf8'));
const WEIGHT = 500; // the switcher's buttons are font-medium

for (const [file, text, name] of [
  [
    `@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-${WEIGHT}-normal.woff2`,
    en.language.kh,
    'switcher-khmer.woff2',
  ],
  [
    `@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-${WEIGHT}-normal.woff2`,
    en.language.zh,
    'switcher-sc.woff2',
  ],
]) {
  const source = await readFile(require.resolve(file));
  const subset = await subsetFont(source, text, { targetFormat: 'woff2' });
  await writeFile(join(out, name), subset);
  console.log(`${name}: "${text}" from ${file}, ${subset.length} bytes (source ${source.length})`);
}
