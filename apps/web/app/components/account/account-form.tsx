import type { MessageKey } from '@shop/i18n';
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n';
import { Link } from '../link';
import { Text } from '../ui/text';

// What the account forms (login, register, password, code, my data) are made of: their fields,
// messages, buttons and card; the after-sale lookups use the field, the error and the button too.

const input =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs outline-none placeholder:text-slate-400 focus:border-accent focus:ring-2 focus:ring-accent/30 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20';

/** A labelled input with its hint and its error (read out with the field). */
export function Field({
  name,
  label,
  type = 'text',
  autoComplete,
  defaultValue,
  error,
  hint,
  inputMode,
  formId = '',
}: {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  defaultValue?: string;
  error?: string;
  hint?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  /** Prefix of the ids when a page has several forms with the same field names. */
  formId?: string;
}) {
  const id = `${formId}${name}`;
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        <Text>{label}</Text>
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={input}
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          <Text>{hint}</Text>
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700" data-field-error={name}>
          <Text>{error}</Text>
        </p>
      ) : null}
    </div>
  );
}

interface FieldPreset {
  name: string;
  label: MessageKey;
  type?: HTMLInputTypeAttribute;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  hint?: MessageKey;
}

type AccountFieldName = 'name' | 'email' | 'phone' | 'password' | 'newPassword' | 'code' | 'otp';

/** The fields the account forms share, as browsers and password managers should fill them. */
const ACCOUNT_FIELDS: Record<AccountFieldName, FieldPreset> = {
  name: { name: 'name', label: 'auth.name', autoComplete: 'name' },
  email: { name: 'email', label: 'auth.email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { name: 'phone', label: 'auth.phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  password: { name: 'password', label: 'auth.password', type: 'password', autoComplete: 'current-password' },
  newPassword: {
    name: 'password',
    label: 'auth.password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'auth.passwordHint',
  },
  code: { name: 'code', label: 'auth.code', autoComplete: 'one-time-code', inputMode: 'numeric' },
  otp: { name: 'otp', label: 'auth.otp', autoComplete: 'one-time-code', inputMode: 'numeric' },
};

/** One of the account forms' fields; `label` and `hint` replace its own where a page says otherwise. */
export function AccountField({
  field,
  label,
  hint,
  defaultValue,
  error,
  formId,
}: {
  field: AccountFieldName;
  label?: string;
  hint?: string;
  defaultValue?: string;
  error?: string;
  formId?: string;
}) {
  const t = useT();
  const preset = ACCOUNT_FIELDS[field];
  return (
    <Field
      formId={formId}
      name={preset.name}
      type={preset.type}
      label={label ?? t(preset.label)}
      autoComplete={preset.autoComplete}
      inputMode={preset.inputMode}
      hint={hint ?? (preset.hint ? t(preset.hint) : undefined)}
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** Where the shopper was going before a login page (`?redirect=`), or null. */
export function useReturnTo(): string | null {
  const [params] = useSearchParams();
  return params.get('redirect');
}

/** Carries `?redirect=` on in the posted form (the action goes there after logging in). */
export function ReturnToField() {
  const back = useReturnTo();
  return back ? <input type="hidden" name="redirect" value={back} /> : null;
}

/** A message about the whole form (wrong password, too many attempts). */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800"
    >
      <Text>{message}</Text>
    </p>
  );
}

/** A confirmation above a form. */
export function FormNotice({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p
      role="status"
      className="rounded-xl border border-emerald-200 bg-emerald-50 px-3.5 py-2.5 text-sm font-medium text-emerald-800"
    >
      <Text>{message}</Text>
    </p>
  );
}

export const primaryButton =
  'inline-flex h-12 items-center justify-center rounded-xl bg-accent px-5 font-semibold text-on-accent hover:bg-accent-strong disabled:opacity-60';
export const secondaryButton =
  'inline-flex h-11 items-center justify-center rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';

/** The submit button of a form; `value` names the form's intent. */
export function SubmitButton({
  children,
  value,
  className = primaryButton,
}: {
  children: ReactNode;
  value?: string;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' &&
    (value === undefined || navigation.formData?.get('intent') === value);
  return (
    <button
      type="submit"
      name={value ? 'intent' : undefined}
      value={value}
      className={className}
      disabled={busy}
    >
      {typeof children === 'string' ? <Text>{children}</Text> : children}
    </button>
  );
}

/** The way back from the password and code pages. */
export function BackToLogin() {
  const t = useT();
  return (
    <p className="mt-6 border-t border-slate-100 pt-5 text-sm">
      <Link to="/login" className="font-semibold text-accent-ink hover:underline">
        <Text>{t('auth.backToLogin')}</Text>
      </Link>
    </p>
  );
}

/** The centred card of the login, register, password and code pages. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 md:py-14">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">
          <Text>{title}</Text>
        </h1>
        {intro ? (
          <p className="mt-2 text-sm text-slate-600">
            <Text>{intro}</Text>
          </p>
        ) : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
