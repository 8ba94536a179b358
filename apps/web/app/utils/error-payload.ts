import type { Locale, Messages } from '@shop/i18n';

/** Why a page could not be shown, as the root error boundary needs to know it. */
export type ErrorReason = 'shop-not-found' | 'unavailable';

/**
 * The body of an error response thrown before the layout data exists (unknown host, API down).
 * It carries the error texts in the shopper's language, because no loader data does.
 */
export interface ErrorPayload {
  reason: ErrorReason;
  locale: Locale;
  texts: Messages['error'];
  host?: string;
}

export function isErrorPayload(value: unknown): value is ErrorPayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    'reason' in value &&
    'texts' in value &&
    typeof (value as ErrorPayload).texts === 'object'
  );
}
