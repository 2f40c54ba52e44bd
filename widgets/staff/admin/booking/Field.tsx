import { cloneElement, type ReactElement } from 'react';

/**
 * A labelled staff form field: the control gets its id, `aria-invalid` and `aria-describedby`
 * for the hint and the German error under it.
 */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="staff-field">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="staff-muted staff-small staff-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="staff-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
