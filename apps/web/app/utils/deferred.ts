import { useEffect, useState } from 'react';

// Deferred loader data (a loader answers a part it does not wait for as a promise; the document
// streams it after the page: utils/handoff-stream.server.ts). The server renders without it, and
// so does the browser's first render (hydration must match), then it is drawn when it comes.
// Not with React's Suspense: the document is rendered with renderToString, for which a suspended
// boundary is an error the browser reports at hydration.

export type Deferred<T> = { state: 'waiting' } | { state: 'ready'; value: T } | { state: 'failed' };

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/** A loader's deferred value as the page draws it: waiting, ready (with it) or failed. */
export function useDeferred<T>(value: T | Promise<T>): Deferred<T> {
  const [deferred, setDeferred] = useState<Deferred<T>>(() =>
    isPromise(value) ? { state: 'waiting' } : { state: 'ready', value },
  );
  useEffect(() => {
    if (!isPromise(value)) {
      setDeferred({ state: 'ready', value });
      return;
    }
    let current = true;
    value.then(
      (resolved) => current && setDeferred({ state: 'ready', value: resolved }),
      () => current && setDeferred({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [value]);
  return deferred;
}
