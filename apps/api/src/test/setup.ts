import { afterEach, vi } from 'vitest';
import { checkRenderings } from '../lib/sql';

// Every prepared read's fast rendering is checked against Drizzle's own (lib/sql.ts).
checkRenderings(true);

// An unexpected console.error (a 500 logged by onError, say) fails the test that caused it.
const errors: unknown[][] = [];
const original = console.error;
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
  original(...args);
});

afterEach(() => {
  if (errors.length) {
    const first = errors.splice(0).map((args) => args.map(String).join(' '));
    throw new Error(`console.error was called:\n${first.join('\n')}`);
  }
});
