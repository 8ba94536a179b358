#!/usr/bin/env node
// After `react-router build`: write .gz and .br next to every compressible file of the folder given
// (an app's build/client), at the highest levels (build time is cheap, every download saves). The
// apps' servers (sirv) serve them by the request's Accept-Encoding. woff2 is compressed already.
//
//   node packages/http/src/precompress.mjs apps/web/build/client
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'build/client');
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|woff|html|txt|xml|webmanifest)$/i;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let files = 0;
let before = 0;
let afterGz = 0;
let afterBr = 0;
for await (const file of walk(root)) {
  const source = await readFile(file);
  const gz = gzipSync(source, { level: 9 });
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      [constants.BROTLI_PARAM_MODE]: /\.woff$/i.test(file)
        ? constants.BROTLI_MODE_FONT
        : constants.BROTLI_MODE_TEXT,
    },
  });
  // A compressed copy that is not smaller would only cost a lookup.
  if (gz.byteLength < source.byteLength) await writeFile(`${file}.gz`, gz);
  if (br.byteLength < source.byteLength) await writeFile(`${file}.br`, br);
  files += 1;
  before += source.byteLength;
  afterGz += Math.min(gz.byteLength, source.byteLength);
  afterBr += Math.min(br.byteLength, source.byteLength);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `[precompress] ${files} files: ${kb(before)} → gzip ${kb(afterGz)}, brotli ${kb(afterBr)} (${path.relative(process.cwd(), root)})`,
);
await stat(root);
