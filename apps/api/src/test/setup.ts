import { afterEach, vi } from 'vitest';
import { checkRenderings } from '../lib/sql';
import { consoleErrors, takeConsoleErrors } from './console';

// Every prepared read's fast rendering is checked against Drizzle's own (lib/sql.ts).
checkRenderings(true);

// An unexpected console.error (a 500 logged by onError, through the test's logger) fails the test
// that caused it; one it expects, it takes (./console).
const original = console.error;
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  consoleErrors().push(args);
  original(...args);
});

afterEach(() => {
  const left = takeConsoleErrors();
  if (left.length) throw new Error(`console.error was called:\n${left.join('\n')}`);
});
