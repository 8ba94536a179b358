import { afterEach, vi } from 'vitest';

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
