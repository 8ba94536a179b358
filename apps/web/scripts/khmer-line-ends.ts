// Where a Khmer page ends a line inside a word: each listed page at a phone's width, every visible
// block of Khmer text split where its lines end (read per character with Range.getClientRects),
// each line end checked against the words `khmerWords` finds. Prints the cuts ("ដឹក|ជញ្ជូន") and a
// screenshot of each page in /tmp/khmer-line-ends. The shop must be running (npm start).
//
//   npx tsx apps/web/scripts/khmer-line-ends.ts [paths…]   (default: /kh, a listing, a product, help)
//   BASE=http://s007.localhost:3000 W=360 npx tsx apps/web/scripts/khmer-line-ends.ts /kh
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { endsInsideWords } from '@shop/i18n/khmer-words';

const base = process.env.BASE ?? 'http://127.0.0.1:3000';
const paths =
  process.argv.length > 2
    ? process.argv.slice(2)
    : ['/kh', '/kh/category?cat_id=1', '/kh/product/5', '/kh/help-center'];
const shots = '/tmp/khmer-line-ends';
mkdirSync(shots, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(process.env.W ?? 390), height: 844 } });
for (const path of paths) {
  const [url, hash] = path.split('#');
  await page.goto(base + url);
  await page.evaluate(() => document.fonts.ready);
  if (hash) {
    // A drawer or panel opened by its fragment (#all-category, #cart).
    await page.evaluate((h) => {
      location.hash = h;
    }, hash);
    await page.waitForTimeout(400);
  }
  // Each visible element's Khmer text (its own text nodes, in order), split where lines end.
  const blocks: { tag: string; text: string; lineEnds: number[] }[] = await page.evaluate(() => {
    const out: { tag: string; text: string; lineEnds: number[] }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const byBlock = new Map<Element, Text[]>();
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const t = n as Text;
      if (!/[\u1780-\u17FF]/.test(t.data)) continue;
      const el = t.parentElement!;
      if (el.closest('script,style,noscript,template,option')) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      // the nearest block-ish ancestor
      let b: Element = el;
      while (b.parentElement && getComputedStyle(b).display.startsWith('inline')) b = b.parentElement;
      if (!byBlock.has(b)) byBlock.set(b, []);
      byBlock.get(b)!.push(t);
    }
    for (const [b, nodes] of byBlock) {
      let text = '';
      const ends: number[] = [];
      let lastTop: number | null = null;
      for (const t of nodes) {
        const r = document.createRange();
        for (let i = 0; i < t.data.length; i++) {
          r.setStart(t, i);
          r.setEnd(t, i + 1);
          const rect = r.getClientRects()[0];
          if (rect && rect.width > 0) {
            if (lastTop !== null && rect.top > lastTop + 4) ends.push(text.length + i);
            lastTop = rect.top;
          }
        }
        text += t.data;
      }
      if (ends.length)
        out.push({
          tag: `${b.tagName.toLowerCase()}.${(b.className || '').toString().split(' ').slice(0, 3).join('.')}`,
          text,
          lineEnds: ends,
        });
    }
    return out;
  });
  let cuts = 0;
  for (const b of blocks) {
    for (const e of endsInsideWords(b.text, b.lineEnds)) {
      cuts++;
      console.log(`${path}  ${b.tag}: "${b.text.slice(Math.max(0, e - 15), e)}|${b.text.slice(e, e + 15)}"`);
    }
  }
  console.log(`${path}: ${blocks.length} wrapped blocks, ${cuts} cut inside a word`);
  await page.screenshot({ path: `${shots}/${path.replace(/[^a-z0-9]+/gi, '_')}.png`, fullPage: false });
}
await browser.close();
