import { formatMoney, formatRiel } from '@shop/i18n/format';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useI18n } from '../i18n/i18n';
import { formatAt } from '../utils/when';

// The back office's small parts: buttons, fields, cards, badges, money in USD and KHR, times.
// Big targets (44 px) for a thumb on a phone; colour is never the only sign of a state.

const cx = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(' ');

type Tone = 'primary' | 'secondary' | 'danger' | 'quiet';

const TONES: Record<Tone, string> = {
  primary: 'bg-brand text-white hover:bg-brand-strong focus-visible:outline-brand',
  secondary: 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-brand',
  danger: 'bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700',
  quiet: 'text-brand-strong hover:bg-brand-soft/60 focus-visible:outline-brand',
};

export function Button({
  tone = 'primary',
  className,
  ...props
}: ComponentProps<'button'> & { tone?: Tone }) {
  return (
    <button
      {...props}
      className={cx(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60',
        TONES[tone],
        className,
      )}
    />
  );
}

export function Card({
  title,
  children,
  className,
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cx('rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200', className)}>
      {title ? <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2> : null}
      {children}
    </section>
  );
}

/**
 * A labelled input with its error under it, tied together for screen readers. Its id is its own
 * (useId): a page may have two fields of one name (a payment's and an order's `reason`, a
 * role per member of staff), each label naming its own.
 */
export function Field({
  label,
  name,
  error,
  hint,
  className,
  ...input
}: ComponentProps<'input'> & { label: string; name: string; error?: string; hint?: string }) {
  const id = `f-${name}${useId()}`;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={cx(
          'min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900',
          error ? 'border-red-600' : 'border-slate-300',
        )}
        {...input}
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Select({
  label,
  name,
  children,
  className,
  ...select
}: ComponentProps<'select'> & { label: string; name: string }) {
  const id = `f-${name}${useId()}`;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="min-h-11 max-w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900"
        {...select}
      >
        {children}
      </select>
    </div>
  );
}

/** A message the page says once, in a live region (a refusal, a saved change). */
export function Notice({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'error' | 'success';
  children: ReactNode;
}) {
  const styles = {
    info: 'bg-sky-50 text-sky-900 ring-sky-200',
    error: 'bg-red-50 text-red-900 ring-red-200',
    success: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  };
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('rounded-lg p-3 text-sm ring-1', styles[tone])}
    >
      {children}
    </p>
  );
}

const BADGE_TONES = {
  grey: 'bg-slate-100 text-slate-800 ring-slate-300',
  blue: 'bg-sky-100 text-sky-900 ring-sky-300',
  amber: 'bg-amber-100 text-amber-900 ring-amber-300',
  green: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  violet: 'bg-violet-100 text-violet-900 ring-violet-300',
} as const;

export type BadgeTone = keyof typeof BADGE_TONES;

export function Badge({ tone = 'grey', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        BADGE_TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

export { formatRiel };

/** An amount in dollars with its riel beside it (every money figure shows both). */
export function Money({ usd, khr, strong }: { usd: number; khr?: number; strong?: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <span className={strong ? 'font-semibold text-slate-900' : undefined}>{formatMoney(usd)}</span>
      {khr !== undefined ? <span className="text-xs text-slate-500">{formatRiel(khr)}</span> : null}
    </span>
  );
}

/** A moment in the shop's time zone, as the page's language writes it (the same on server and browser). */
export function Time({ at }: { at: string }) {
  const { locale } = useI18n();
  return <time dateTime={at}>{formatAt(at, locale)}</time>;
}

export { cx };
