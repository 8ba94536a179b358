import { ApiError } from '@shop/contracts/client';
import { type MessageKey, type Messages, translate } from '@shop/i18n';
import type { z } from 'zod';
import { log, reason } from '../log.server';

/** What a form's action answers when it refuses the input: messages per field, and the values. */
export interface FormFailure {
  /** Which form of the page refused (pages with several forms). */
  form?: string;
  /** Field name → message in the shopper's language; `form` for a message about the whole form. */
  errors: Record<string, string>;
  /** What was typed (never passwords), to fill the fields again. */
  values: Record<string, string>;
}

const FIELD_MESSAGES: Record<string, MessageKey> = {
  email: 'formError.email',
  password: 'formError.password',
  phone: 'formError.phone',
  code: 'formError.code',
  otp: 'formError.code',
  name: 'formError.name',
  description: 'formError.tooLong',
  quantity: 'formError.quantity',
  variant_option_id: 'formError.variant',
};

function fieldMessage(messages: Messages, field: string, value: unknown): string {
  if (value === undefined || value === null || String(value).trim() === '')
    return translate(messages, 'formError.required');
  return translate(messages, FIELD_MESSAGES[field] ?? 'formError.generic');
}

/** The typed values of a form, without its passwords. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string' && !/password/i.test(name)) values[name] = value;
  }
  return values;
}

/** Zod's issues as translated messages next to their fields (the first issue of each field). */
export function zodFieldErrors(
  error: z.ZodError,
  messages: Messages,
  input: Record<string, unknown>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= fieldMessage(messages, field, input[field]);
  }
  return errors;
}

/** The message of a refused form's first wrong field, for an answer of one message (a notice). */
export function firstFieldError(
  error: z.ZodError,
  messages: Messages,
  input: Record<string, unknown>,
): string {
  const [message = translate(messages, 'formError.generic')] = Object.values(
    zodFieldErrors(error, messages, input),
  );
  return message;
}

/**
 * An API refusal as translated messages: a 400 that names fields ('phone: …') goes next to them,
 * 401 gives `unauthorized` (wrong password or code), 409 'already used' on the e-mail or phone,
 * 429 'too many attempts'; anything else, the generic message (and a log line).
 */
export function apiFieldErrors(
  error: unknown,
  messages: Messages,
  fields: readonly string[],
  unauthorized: MessageKey = 'formError.wrongCredentials',
): Record<string, string> {
  const t = (key: MessageKey) => translate(messages, key);
  if (!(error instanceof ApiError)) {
    log.warn({ reason: reason(error) }, 'account call failed');
    return { form: t('formError.generic') };
  }
  switch (error.status) {
    case 400: {
      const errors: Record<string, string> = {};
      for (const part of error.message.split(';')) {
        const field = part.split(':')[0]?.trim() ?? '';
        // The code's format was checked here already: the API refusing it means wrong or expired.
        if (fields.includes(field))
          errors[field] ??= t(
            field === 'code' || field === 'otp'
              ? 'formError.wrongCode'
              : (FIELD_MESSAGES[field] ?? 'formError.generic'),
          );
      }
      if (Object.keys(errors).length > 0) return errors;
      // A wrong or expired code is a 400 of some calls.
      if (/code|otp/i.test(error.message) && (fields.includes('code') || fields.includes('otp')))
        return { [fields.includes('code') ? 'code' : 'otp']: t('formError.wrongCode') };
      return { form: t('formError.generic') };
    }
    case 401:
      return { form: t(unauthorized) };
    case 404:
      if (fields.includes('phone')) return { phone: t('formError.noAccountForPhone') };
      return { form: t('formError.generic') };
    case 409:
      if (/phone/i.test(error.message) && fields.includes('phone'))
        return { phone: t('formError.phoneTaken') };
      if (fields.includes('email')) return { email: t('formError.emailTaken') };
      return { form: t('formError.generic') };
    case 429:
      return { form: t('formError.tooMany') };
    default:
      log.warn({ status: error.status, reason: error.message }, 'account call failed');
      return { form: t('formError.generic') };
  }
}

export type FormOutcome<R> = { ok: true; result: R } | { ok: false; failure: FormFailure };

/**
 * The usual path of an account form: check `input` against the API's schema, then make the call;
 * a refusal of either comes back as translated messages next to the fields, with the typed values.
 */
export async function submitForm<S extends z.ZodType, R>(
  form: FormData,
  messages: Messages,
  schema: S,
  input: Record<string, unknown>,
  call: (body: z.infer<S>) => Promise<R>,
  unauthorized?: MessageKey,
): Promise<FormOutcome<R>> {
  const values = formValues(form);
  const parsed = schema.safeParse(input);
  if (!parsed.success)
    return { ok: false, failure: { errors: zodFieldErrors(parsed.error, messages, input), values } };
  try {
    return { ok: true, result: await call(parsed.data) };
  } catch (error) {
    const errors = apiFieldErrors(error, messages, Object.keys(input), unauthorized);
    return { ok: false, failure: { errors, values } };
  }
}
