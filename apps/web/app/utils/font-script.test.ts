import { runInNewContext } from 'node:vm';
import type { Locale } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { fontScript } from './font-script';

const SHEET = '/assets/400-abc.css';

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
    fonts: { addEventListener: (type: string, f: () => void) => type === 'loadingdone' && listeners.push(f) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: () => void) {
      paintCallbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  runInNewContext(fontScript(locale, SHEET), {
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
  });
  const style = added.find((e) => e.tag === 'style') as { textContent?: string; nonce?: string } | undefined;
  return {
    added,
    style,
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
    page.paint();
    expect(page.fontsArrive(400)).toBe('.font-switcher{font-feature-settings:"kern" 1,"zzzz" 1}');
    expect(page.added.some((e) => e.tag === 'link')).toBe(false);
  });

  it("adds Noto Sans SC's stylesheet to a Chinese page after the first paint, where the device has no Chinese font", () => {
    const page = run('zh');
    expect(page.added.some((e) => e.tag === 'link')).toBe(false);
    page.paint();
    expect(page.added.find((e) => e.tag === 'link')).toMatchObject({ rel: 'stylesheet', href: SHEET });
    expect(page.fontsArrive(700)).toBe('*{font-feature-settings:"kern" 1,"zzzz" 1}');
  });

  it('adds no Chinese web font where the device has its own (Android reaches it only through its fallback)', () => {
    const page = run('zh', true);
    page.paint();
    expect(page.added.some((e) => e.tag === 'link')).toBe(false);
    // Text shaped before another face (the switcher's) loaded is still shaped again.
    expect(page.fontsArrive(400)).toBe('*{font-feature-settings:"kern" 1,"zzzz" 1}');
  });
});
