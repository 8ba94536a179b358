import { afterEach, beforeEach, vi } from 'vitest';
import { ASSET_HOST } from '../../../api/src/test/asset-host';
import { logTo } from '../log.server';

// The storefront's log lines go through the console in tests: an error line is a console.error,
// which fails the test unless it takes it (./console); a warning, a console.warn it may spy on.
logTo({
  write(text: string) {
    const line = JSON.parse(text) as { level: string; msg: string };
    if (line.level === 'error' || line.level === 'fatal') console.error(`[web log] ${line.msg}`, line);
    else if (line.level === 'warn') console.warn(`[web log] ${line.msg}`, line);
  },
});

// The storefront is told where the test API's pictures are (its ASSET_HOST), as a deployment tells it
// the API's.
process.env.ASSET_HOST = ASSET_HOST;

// An unexpected console.error fails the test. A test that expects one takes it with
// takeConsoleErrors() (from ./console) and asserts on it.
const state = globalThis as unknown as { __consoleErrors: string[] };
state.__consoleErrors = [];

beforeEach(() => {
  state.__consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    state.__consoleErrors.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  const unexpected = state.__consoleErrors;
  state.__consoleErrors = [];
  if (unexpected.length > 0) throw new Error(`Unexpected console.error:\n${unexpected.join('\n')}`);
});
