/** The console.error calls of the test so far (and forgets them: they were expected). */
export function takeConsoleErrors(): string[] {
  const state = globalThis as unknown as { __consoleErrors: string[] };
  const taken = state.__consoleErrors;
  state.__consoleErrors = [];
  return taken;
}
