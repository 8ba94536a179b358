import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import type { Locale } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { CJK_UNICODE_RANGE, fontScript } from './font-script';

const SHEET = '/assets/400-abc.css';
const PLACEHOLDER = 'data:font/ttf;base64,AAEAAA==';

/**
 * Runs the head script with a fake browser: `paint()` presents the first frame (at 300 ms),
 * `fontsArrive(at)` delivers a font file at that time and its faces' "loaded". Returns the style
 * element's text after each arrival, and what the script added to the page.
 *
 * `chinese`: whether the device has a font for Chinese. Its canvas measures 40 px text: an
 * ideograph 40 px wide where it has one, and every glyph no font has as a 24 px box.
 */
function run(locale: Locale, chinese = false) {
  const added: Record<string, unknown>[] = [];
  const listeners: (() => void)[] = [];
  const paintCallbacks: (() => void)[] = [];
  const state = { painted: false, files: [] as { name: string; responseEnd: number }[] };
  const document = {
    currentScript: { nonce: 'n0nce' },
    visibilityState: 'visible',
    createElement: (tag: string) =>
      tag === 'canvas'
        ? {
            getContext: () => ({
              font: '',
              measureText: (text: string) => ({
                width: [...text].reduce((w, c) => w + (chinese && /\p{Script=Han}/u.test(c) ? 40 : 24), 0),
              }),
            }),
          }
        : { tag },
    head: { appendChild: (e: Record<string, unknown>) => added.push(e) },
    fonts: {
      addEventListener: (type: string, f: () => void) => type === 'loadingdone' && listeners.push(f),
      add: (face: FakeFontFace) => faces.push(face),
    },
  };
  const faces: FakeFontFace[] = [];
  class FakeFontFace {
    constructor(
      readonly family: string,
      readonly source: ArrayBuffer,
      readonly descriptors: { unicodeRange?: string },
    ) {}
  }
  class PerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: () => void) {
      paintCallbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  runInNewContext(fontScript(locale, SHEET, PLACEHOLDER), {
    document,
    window: { PerformanceObserver },
    performance: {
      getEntriesByType: (type: string) =>
        type === 'paint'
          ? state.painted
            ? [{ startTime: 300 }]
            : []
          : type === 'resource'
            ? state.files
            : [],
    },
    setTimeout: () => 0,
    requestAnimationFrame: () => 0,
    Object,
    atob,
    Uint8Array,
    FontFace: FakeFontFace,
  });
  // The placeholder's spacing rule (Chinese pages of a device without a Chinese font), and the style
  // element the script shapes the page again with.
  const styles = added.filter((e) => e.tag === 'style') as { textContent?: string; nonce?: string }[];
  const spacing = styles.find((e) => String(e.textContent).includes('text-spacing-trim'));
  const style = styles.find((e) => e !== spacing);
  return {
    added,
    style,
    spacing,
    faces,
    paint() {
      state.painted = true;
      for (const f of paintCallbacks.splice(0)) f();
    },
    fontsArrive(at: number) {
      state.files.push({ name: `/assets/font-${at}.woff2`, responseEnd: at });
      for (const f of listeners) f();
      return style?.textContent;
    },
  };
}

describe('the fonts head script', () => {
  it('shapes a whole Khmer page again, with new settings, each time a batch of faces has loaded', () => {
    // Even faces whose files were in before the first frame: text laid out before a face was ready
    // (a face loads on first use) kept its boxes at random (a breadcrumb, a bottom-bar label).
    const page = run('kh');
    expect(page.style?.nonce).toBe('n0nce');
    expect(page.fontsArrive(50)).toBe('*{font-feature-settings:"kern" 1,"zzzz" 1}');
    page.paint();
    expect(page.fontsArrive(900)).toBe('*{font-feature-settings:"kern" 1,"zzzz" 2}');
  });

  it('shapes only the language switcher again on an English page', () => {
    const page = run('en');
    expect(page.faces).toEqual([]);
    page.paint();
    expect(page.fontsArrive(400)).toBe('.font-switcher{font-feature-settings:"kern" 1,"zzzz" 1}');
    expect(page.added.some((e) => e.tag === 'link')).toBe(false);
  });

  it("adds Noto Sans SC's stylesheet to a Chinese page after the first paint, where the device has no Chinese font", () => {
    const page = run('zh');
    // Before the first layout, from its bytes: the placeholder's boxes, as wide as Noto Sans SC's
    // ideographs, and no trimming of punctuation, which it cannot do.
    expect(page.faces).toHaveLength(1);
    expect(page.faces[0]?.family).toBe('CJK Placeholder');
    expect(page.faces[0]?.descriptors).toEqual({ unicodeRange: CJK_UNICODE_RANGE });
    expect(Buffer.from(page.faces[0]!.source).toString('base64')).toBe(PLACEHOLDER.split(',')[1]);
    expect(page.spacing).toMatchObject({ nonce: 'n0nce', textContent: ':root{text-spacing-trim:space-all}' });
    expect(page.added.some((e) => e.tag === 'link')).toBe(false);
    page.paint();
    expect(page.added.find((e) => e.tag === 'link')).toMatchObject({ rel: 'stylesheet', href: SHEET });
    expect(page.fontsArrive(700)).toBe('*{font-feature-settings:"kern" 1,"zzzz" 1}');
  });

  it('adds no Chinese web font where the device has its own (Android reaches it only through its fallback)', () => {
    const page = run('zh', true);
    page.paint();
    expect(page.added.some((e) => e.tag === 'link')).toBe(false);
    expect([page.faces, page.spacing]).toEqual([[], undefined]);
    // Text shaped before another face (the switcher's) loaded is still shaped again.
    expect(page.fontsArrive(400)).toBe('*{font-feature-settings:"kern" 1,"zzzz" 1}');
  });
});

describe('the CJK placeholder font', () => {
  // The committed file (scripts/subset-fonts.mjs), read as a font is: its cmap's format-13 groups
  // map code points to the box, whose advance is Noto Sans SC's ideographs' (1 em).
  const font = readFileSync(new URL('../fonts/cjk-placeholder.ttf', import.meta.url));
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const table = (tag: string) => {
    for (let i = 0; i < view.getUint16(4); i++)
      if (font.subarray(12 + i * 16, 16 + i * 16).toString('latin1') === tag)
        return view.getUint32(20 + i * 16);
    throw new Error(`no ${tag}`);
  };

  it('draws the very code points its @font-face names, with one box', () => {
    const cmap = table('cmap');
    const sub = cmap + view.getUint32(cmap + 8);
    expect([view.getUint16(cmap + 4), view.getUint16(cmap + 6), view.getUint16(sub)]).toEqual([3, 10, 13]);
    const groups = Array.from({ length: view.getUint32(sub + 12) }, (_, i) => {
      const at = sub + 16 + i * 12;
      const hex = (v: number) => v.toString(16).toUpperCase();
      expect(view.getUint32(at + 8)).toBe(1);
      return `U+${hex(view.getUint32(at))}-${hex(view.getUint32(at + 4))}`;
    });
    expect(groups.join(', ')).toBe(CJK_UNICODE_RANGE);
  });

  it("has an ideograph's advance and Noto Sans SC's line metrics", () => {
    const [head, hhea, hmtx] = [table('head'), table('hhea'), table('hmtx')];
    expect(view.getUint16(head + 18)).toBe(1000);
    expect([view.getInt16(hhea + 4), view.getInt16(hhea + 6), view.getInt16(hhea + 8)]).toEqual([
      1160, -288, 0,
    ]);
    expect(view.getUint16(hmtx + 4)).toBe(1000);
  });
});
