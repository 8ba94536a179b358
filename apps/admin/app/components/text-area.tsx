import { type ComponentProps, useId } from 'react';

/** A labelled text area with its error under it (a repair's problem, a note to the customer). */
export function TextArea({
  label,
  name,
  error,
  hint,
  className,
  ...area
}: ComponentProps<'textarea'> & { label: string; name: string; error?: string; hint?: string }) {
  const id = `t-${name}${useId()}`;
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={2}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={`rounded-lg border bg-white p-2 text-base text-slate-900 ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...area}
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
