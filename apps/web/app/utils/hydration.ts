// `<html data-hydrated="true">` once the root and every deferred part of the page are hydrated
// (components/layout/idle-hydrated.tsx decides when): from then on every control reacts (end-to-end
// tests wait for it), and state the deferred parts read may change (afterHydration).

const waiting: (() => void)[] = [];

/** Called by idle-hydrated.tsx when the root and every deferred part are hydrated. */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
  for (const run of waiting.splice(0)) run();
}

/**
 * Runs `run` once the root and every deferred part are hydrated (at once if they are). A change of
 * a context above a part still dehydrated makes React drop its server markup and render it anew
 * (nothing, until its code arrives): state the parts read changes only from then on.
 */
export function afterHydration(run: () => void): void {
  if (document.documentElement.dataset.hydrated === 'true') run();
  else waiting.push(run);
}
