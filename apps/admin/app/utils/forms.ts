import type { MessageKey } from '../i18n/messages';

/** The field of every form that names its action once: the API's Idempotency-Key. */
export const ACTION_KEY = 'action_key';

/** What a refused form shows: a text in the staff member's language, or the API's own words. */
export interface FormRefusal {
  /** A key of the catalogue (with its values), or the API's message as it is. */
  key?: MessageKey;
  values?: Record<string, string | number>;
  message?: string;
  /** The HTTP status of the refusal (409: someone else moved the thing first). */
  status: number;
  /** What the API sent with its refusal (a 409's current order). */
  data?: unknown;
}
