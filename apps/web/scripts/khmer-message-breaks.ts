// Where a Khmer interface text may end a line inside a word. For every kh message: the words Node's
// ICU segmenter finds, the words `khmerWords` keeps (ICU plus the loanwords it cuts), and where
// Chromium itself allows a line to end (each message in a zero-width box: every break opportunity
// becomes a line end, read back per grapheme with Range.getClientRects). A word is cut when a line may
// end inside it.
//
//   npx tsx apps/web/scripts/khmer-message-breaks.ts [--json]

import { chromium } from '@playwright/test';
import { MESSAGES } from '@shop/i18n';
import { khmerWords } from '@shop/i18n/khmer-words';

const KHMER = /[\u1780-\u17FF]/;
/** A letter of a Khmer word (not its punctuation: ។ ៖ ៗ). */
const LETTER = /[\u1780-\u17D3\u17DC\u17DD]/;

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const segmenter = new Intl.Segmenter('km', { granularity: 'word' });
/** Offsets where a run starts, after the first. */
const starts = (pieces: readonly string[]) => {
  const out = new Set<number>();
  let at = 0;
  for (const piece of pieces.slice(0, -1)) {
    at += piece.length;
    out.add(at);
  }
  return out;
};
/** The runs of `runs` with an offset of `cuts` inside them, between two of a word's letters. */
const cutRuns = (text: string, runs: readonly string[], cuts: ReadonlySet<number>) => {
  const out: string[] = [];
  let at = 0;
  for (const run of runs) {
    for (let i = at + 1; i < at + run.length; i++) {
      if (cuts.has(i) && LETTER.test(text[i - 1]!) && LETTER.test(text[i]!)) {
        out.push(run.trim());
        break;
      }
    }
    at += run.length;
  }
  return out;
};

const messages = leaves(MESSAGES.kh).filter(([, text]) => KHMER.test(text));

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const page = await browser.newPage();
await page.setContent('<!doctype html><html lang="km"><body></body></html>');
const browserBreaks: number[][] = await page.evaluate(
  (texts) => {
    const segmenter = new Intl.Segmenter('km', { granularity: 'grapheme' });
    return texts.map((text) => {
      const box = document.createElement('div');
      box.style.cssText = 'width:0;font:16px sans-serif;white-space:normal;overflow-wrap:normal';
      box.textContent = text;
      document.body.replaceChildren(box);
      const node = box.firstChild as Text;
      const range = document.createRange();
      const found: number[] = [];
      let top: number | null = null;
      for (const { index, segment } of segmenter.segment(text)) {
        range.setStart(node, index);
        range.setEnd(node, index + segment.length);
        const rect = [...range.getClientRects()].find((r) => r.width > 0);
        if (!rect) continue;
        if (top !== null && rect.top > top + 1) found.push(index);
        top = rect.top;
      }
      return found;
    });
  },
  messages.map(([, text]) => text),
);
await browser.close();

const rows = messages.map(([key, text], i) => {
  const icu = [...segmenter.segment(text)].map((s) => s.segment);
  const words = khmerWords(text) ?? [text];
  return {
    key,
    text,
    icuCuts: cutRuns(text, words, starts(icu)),
    chromiumCuts: cutRuns(text, words, new Set(browserBreaks[i])),
  };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 1));
} else {
  const icu = rows.filter((r) => r.icuCuts.length);
  const chromium = rows.filter((r) => r.chromiumCuts.length);
  console.log(`kh messages with Khmer: ${rows.length}`);
  console.log(`Node ICU would cut a word (khmerWords keeps it whole) in ${icu.length}:`);
  for (const r of icu) console.log(`  ${r.key}: ${r.icuCuts.join(', ')}`);
  console.log(`Chromium may end a line inside a word in ${chromium.length}:`);
  for (const r of chromium) console.log(`  ${r.key}: ${r.chromiumCuts.join(', ')}`);
  const words = new Map<string, number>();
  for (const r of chromium) for (const w of r.chromiumCuts) words.set(w, (words.get(w) ?? 0) + 1);
  console.log(`Words Chromium cuts (${words.size}):`);
  console.log(
    [...words]
      .sort((a, b) => b[1] - a[1])
      .map(([w, n]) => `${w}×${n}`)
      .join(' '),
  );
}
