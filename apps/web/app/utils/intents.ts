import { useCallback } from 'react';
import { useFetcher, useFetchers, useSubmit } from 'react-router';
import { useLocalizedPath } from '../i18n/i18n';

// Intent forms posted to a resource route (one action per resource, switching on `intent`), from
// the browser, as fetchers: the route's `*.optimistic.ts` module reads the ones on their way.

/** The fields of an intent form. */
export type IntentFields = Record<string, string | number>;

/** What the cart and wishlist actions answer. */
export interface IntentAnswer {
  ok: boolean;
  message: string;
}

let submitted = 0;

/**
 * Posts intents to `action` (unprefixed; the page's language is added), each as a fetcher of its
 * own: several may be on their way at once, and each counts in the optimistic views until done.
 */
export function useSubmitIntent<T extends IntentFields>(action: string): (fields: T) => void {
  const submit = useSubmit();
  const localize = useLocalizedPath();
  return useCallback(
    (fields: T) => {
      submitted += 1;
      void submit(fields, {
        method: 'post',
        action: localize(action),
        navigate: false,
        fetcherKey: `${action}-${submitted}`,
      });
    },
    [submit, localize, action],
  );
}

/** One fetcher for intents whose answer the page shows (`{ ok, message }`). */
export function useIntentFetcher<T extends IntentFields>(action: string) {
  const fetcher = useFetcher<IntentAnswer>();
  const localize = useLocalizedPath();
  return {
    state: fetcher.state,
    data: fetcher.data,
    submit: (fields: T) => void fetcher.submit(fields, { method: 'post', action: localize(action) }),
  };
}

/** The forms of the intents still on their way to `action`. */
export function usePendingIntents(action: string): FormData[] {
  const target = useLocalizedPath()(action);
  return useFetchers().flatMap((fetcher) =>
    fetcher.formData && fetcher.formAction === target ? [fetcher.formData] : [],
  );
}
