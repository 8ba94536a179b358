#!/usr/bin/env node
// What Khmer word runs cost a page: the first-load JavaScript of the home page (gzip, as
// bench/home.mjs counts it) and the HTML of English and Khmer pages, raw and on the wire (gzip),
// from the built storefront. No load: one request each.
//
//   npm run build && node bench/khmer-pages.mjs   (BENCH_WEB_PORT=3101 BENCH_API_PORT=4101 by default)
import { join } from 'node:path';
import { firstLoadAssets, onWire, root, startShop, waitFor } from './lib.mjs';

const webPort = Number(process.env.BENCH_WEB_PORT ?? 3101);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4101);
const origin = `http://localhost:${webPort}`;
const shop = startShop({
  apiPort,
  webPort,
  dataDir: join(root, 'bench/.data'),
  databaseUrl: process.env.DATABASE_URL,
});
try {
  await waitFor(`http://127.0.0.1:${apiPort}/health`);
  await waitFor(`${origin}/`);
  const kh = await (await fetch(`${origin}/kh/`)).text();
  const product = /href="\/kh(\/product\/[^"]+)"/.exec(kh)?.[1];
  const rows = [];
  for (const lang of ['en', 'kh']) {
    const prefix = lang === 'en' ? '' : '/kh';
    for (const path of ['/', '/category', product]) {
      const url = `${origin}${prefix}${path}`;
      const html = await (await fetch(url, { headers: { 'accept-language': lang } })).text();
      const wire = await onWire(url, { 'accept-encoding': 'gzip', 'accept-language': lang });
      rows.push({
        page: `${prefix}${path}`,
        html_kb: +(Buffer.byteLength(html) / 1024).toFixed(1),
        gzip_kb: +(wire.body.length / 1024).toFixed(1),
      });
    }
  }
  const home = await (await fetch(`${origin}/`, { headers: { 'accept-language': 'en' } })).text();
  const assets = await firstLoadAssets(home, origin);
  console.log(
    JSON.stringify(
      {
        home_first_load: {
          js_gzip_kb: assets.js_gzip_kb,
          css_gzip_kb: assets.css_gzip_kb,
          js_gzip_bytes: assets.files.filter((f) => f.kind === 'js').reduce((n, f) => n + f.gzip_bytes, 0),
        },
        pages: rows,
      },
      null,
      1,
    ),
  );
} finally {
  await shop.stop();
}
