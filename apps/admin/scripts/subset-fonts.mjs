// Makes the back office's committed font (apps/admin/app/fonts) with subset-font (harfbuzz's
// hb-subset), as the storefront's apps/web/scripts/subset-fonts.mjs does for its own. Run again when
// @fontsource is updated:
//   node apps/admin/scripts/subset-fonts.mjs
//
// - riel.woff2: the riel sign '៛' alone, from Noto Sans Khmer (weights 400–700). Every money figure
//   shows riel beside dollars, so an English or Chinese page needs this one glyph: without it, that
//   page downloaded the whole Khmer font (59 KB) for it. It stands alone (no shaping with its
//   neighbours), so a face of its own draws it as the whole font would.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const source = await readFile(
  require.resolve('@fontsource-variable/noto-sans-khmer/files/noto-sans-khmer-khmer-wght-normal.woff2'),
);
const riel = await subsetFont(source, '៛', {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 700 } },
});
await writeFile(join(here, '../app/fonts/riel.woff2'), riel);
console.log(`riel.woff2: ${riel.length} bytes`);
