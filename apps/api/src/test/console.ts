// The console.error calls of the running test (test/setup.ts records them): any left at its end
// fail it. A test that expects one takes it here and asserts on it.

const state = globalThis as unknown as { __apiConsoleErrors?: unknown[][] };

export function consoleErrors(): unknown[][] {
  state.__apiConsoleErrors ??= [];
  return state.__apiConsoleErrors;
}

/** The console.error calls so far, each as one line of text; they no longer fail the test. */
export function takeConsoleErrors(): string[] {
  return consoleErrors()
    .splice(0)
    .map((args) => args.map(String).join(' '));
}
