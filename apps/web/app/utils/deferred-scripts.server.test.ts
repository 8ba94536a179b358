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

/** Runs the page's last script with a fake document; returns what it added to the page. */
function runStarter(html: string, { hidden = false } = {}) {
  const script = /<script nonce="[^"]*">(\(function[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
  if (!script) throw new Error('no starter script');
  const inert = /<script nonce="[^"]*" type="text\/x-module">([\s\S]*?)<\/script>/.exec(html);
  const element = (tag: string) =>
    ({ tag, dataset: {} as Record<string, string> }) as Record<string, unknown>;
  const inertElement = { ...element('script'), textContent: inert?.[1] };
  const added: Record<string, unknown>[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    currentScript: { nonce: NONCE },
    visibilityState: hidden ? 'hidden' : 'visible',
    querySelector: (selector: string) => (selector === 'script[type="text/x-module"]' ? inertElement : null),
    createElement: element,
    head: { appendChild: (e: Record<string, unknown>) => added.push(e) },
    body: { appendChild: (e: Record<string, unknown>) => added.push(e) },
  };
  runInNewContext(script, {
    document,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
  });
  return { added, frames, timers };
}

describe('deferHydrationScripts', () => {
  it('takes the module preloads out of the head and keeps the module script inert', () => {
    const html = deferHydrationScripts(PAGE, NONCE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    expect(html).toContain(`<script nonce="${NONCE}" type="text/x-module">import * as route0`);
    expect(html).toContain('<main>Hello</main>');
  });

  it('preloads the same modules and runs the module script after the first frame', () => {
    const { added, frames, timers } = runStarter(deferHydrationScripts(PAGE, NONCE));
    expect(added).toEqual([]);
    for (const frame of frames) frame();
    expect(added).toEqual([]);
    for (const timer of timers) timer();
    expect(added.map((e) => [e.tag, e.rel ?? e.type, e.href ?? e.textContent, e.nonce])).toEqual([
      ['link', 'modulepreload', '/assets/entry.client-1.js', NONCE],
      ['link', 'modulepreload', '/assets/root-2.js', NONCE],
      [
        'script',
        'module',
        'import * as route0 from "/assets/root-2.js";import("/assets/entry.client-1.js");',
        NONCE,
      ],
    ]);
  });

  it('runs at once in a tab in the background, which paints no frame', () => {
    const { added, frames } = runStarter(deferHydrationScripts(PAGE, NONCE), { hidden: true });
    expect(frames).toEqual([]);
    expect(added.map((e) => e.tag)).toEqual(['link', 'link', 'script']);
  });

  it('leaves a page without the router’s module script as it was', () => {
    const page = '<!DOCTYPE html><html><head></head><body><h1>An error occurred</h1></body></html>';
    expect(deferHydrationScripts(page, NONCE)).toBe(page);
  });
});
