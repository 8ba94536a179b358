import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferHydrationScripts } from './deferred-scripts.server';

const NONCE = 'abc123==';
const PAGE = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/>`,
  `<link rel="modulepreload" href="/assets/root-2.js" nonce="${NONCE}"/>`,
  '<title>Shop</title></head><body><main>Hello</main>',
  `<script nonce="${NONCE}" type="module" async="">import * as route0 from "/assets/root-2.js";import("/assets/entry.client-1.js");</script>`,
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script>`,
  '</body></html>',
].join('');

type Element = Record<string, unknown>;

/**
 * Runs the page's last script with a fake browser: `paintTiming` says whether it has paint
 * entries. Returns what the script added to the page, and the callbacks it left waiting.
 */
function runStarter(html: string, { hidden = false, paintTiming = true } = {}) {
  const script = /<script nonce="[^"]*">(\(function[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
  if (!script) throw new Error('no starter script');
  const inert = /<script nonce="[^"]*" type="text\/x-module">([\s\S]*?)<\/script>/.exec(html);
  const element = (tag: string): Element => ({ tag, dataset: {} });
  const inertElement = { ...element('script'), textContent: inert?.[1] };
  const added: Element[] = [];
  const waiting = {
    frames: [] as (() => void)[],
    timers: [] as [() => void, number][],
    paint: [] as (() => void)[],
  };
  const observed: unknown[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(callback: () => void) {
      waiting.paint.push(callback);
    }
    observe(options: unknown) {
      observed.push(options);
    }
    disconnect() {}
  }
  const document = {
    currentScript: { nonce: NONCE },
    visibilityState: hidden ? 'hidden' : 'visible',
    querySelector: (selector: string) => (selector === 'script[type="text/x-module"]' ? inertElement : null),
    createElement: element,
    head: { appendChild: (e: Element) => added.push(e) },
    body: { appendChild: (e: Element) => added.push(e) },
  };
  runInNewContext(script, {
    document,
    window: { PerformanceObserver },
    requestAnimationFrame: (f: () => void) => waiting.frames.push(f),
    setTimeout: (f: () => void, ms = 0) => waiting.timers.push([f, ms]),
  });
  return { added, waiting, observed };
}

const EXPECTED_START = [
  ['link', 'modulepreload', '/assets/entry.client-1.js', NONCE],
  ['link', 'modulepreload', '/assets/root-2.js', NONCE],
  [
    'script',
    'module',
    'import * as route0 from "/assets/root-2.js";import("/assets/entry.client-1.js");',
    NONCE,
  ],
];
const described = (added: Element[]) =>
  added.map((e) => [e.tag, e.rel ?? e.type, e.href ?? e.textContent, e.nonce]);

describe('deferHydrationScripts', () => {
  it('takes the module preloads out of the head and keeps the module script inert', () => {
    const html = deferHydrationScripts(PAGE, NONCE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    expect(html).toContain(`<script nonce="${NONCE}" type="text/x-module">import * as route0`);
    expect(html).toContain('<main>Hello</main>');
  });

  it('preloads the same modules and runs the module script once the first paint is reported, once', () => {
    const { added, waiting, observed } = runStarter(deferHydrationScripts(PAGE, NONCE));
    expect(observed).toEqual([{ type: 'paint', buffered: true }]);
    expect(waiting.frames).toEqual([]);
    expect(added).toEqual([]);
    for (const paint of waiting.paint) paint();
    expect(described(added)).toEqual(EXPECTED_START);
    // The safety timer, later, starts nothing again.
    for (const [timer] of waiting.timers) timer();
    expect(added).toHaveLength(3);
  });

  it('without paint timing, runs after the first frame', () => {
    const { added, waiting } = runStarter(deferHydrationScripts(PAGE, NONCE), { paintTiming: false });
    expect(waiting.paint).toEqual([]);
    for (const frame of waiting.frames) frame();
    expect(added).toEqual([]);
    for (const [timer, ms] of waiting.timers) if (ms === 0) timer();
    expect(described(added)).toEqual(EXPECTED_START);
  });

  it('runs at once in a tab in the background, which paints nothing', () => {
    const { added, waiting } = runStarter(deferHydrationScripts(PAGE, NONCE), { hidden: true });
    expect(waiting.frames).toEqual([]);
    expect(described(added)).toEqual(EXPECTED_START);
  });

  it('leaves a page without the router’s module script as it was', () => {
    const page = '<!DOCTYPE html><html><head></head><body><h1>An error occurred</h1></body></html>';
    expect(deferHydrationScripts(page, NONCE)).toBe(page);
  });
});
