import { randomUUID } from 'node:crypto';
import { ApiError } from '@shop/contracts/client';
import { ACTION_KEY, type FormRefusal } from './forms';

export { ACTION_KEY, type FormRefusal };

// What the back office's actions share: the posted form's fields, the key of the staff member's
// one action (a form carries it, so a resent form is done once), and a refusal as the form shows it.

/** A new key for a form about to be drawn. */
export const newActionKey = () => randomUUID();

/** A posted field as text ('' when absent), trimmed. */
export const field = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The form's action key, if it is one: a UUID the page drew, and which of its forms (`:shipped`, `:collect_12`). */
export function actionKey(form: FormData): string | undefined {
  const key = field(form, ACTION_KEY);
  return /^[0-9a-f-]{36}(:[a-z_]+(_\d+)?)?$/i.test(key) ? key : undefined;
}

/** A refusal of the API as a form shows it; anything else (a 5xx, the API away) is thrown on. */
export function formRefusal(error: unknown): FormRefusal {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
  const retry = /Try again in (\d+) seconds/.exec(error.message);
  if (error.status === 429 && retry)
    return { key: 'login.tooMany', values: { seconds: retry[1] ?? '60' }, status: 429 };
  return { message: error.message, status: error.status };
}
