import { cloneElement, type ReactElement, type ReactNode } from 'react';

/** The class names of a form's fields: each form keeps its own look. */
const looks = {
  booking: { field: 'bk-field', hint: 'bk-hint', error: 'bk-field-error' },
  contact: { field: 'contact-form__field', hint: 'contact-form__hint', error: 'contact-form__field-error' },
  staff: { field: 'staff-field', hint: 'staff-muted staff-small staff-hint', error: 'staff-field-error' },
} as const;

/**
 * A labelled form field, the one way every form (the booking, the contact form, the staff dialogs)
 * builds one: the label names the control by its id, and the control gets `aria-invalid` and
 * `aria-describedby` for the hint and the German error shown under it.
 */
export function Field({
  id,
  label,
  error,
  hint,
  look = 'staff',
  mark,
  children,
}: {
  id: string;
  label: string;
  /** 'Name *' for a field the form needs (the form says what * means), 'Telefon (optional)'. */
  mark?: 'required' | 'optional';
  error?: string | undefined;
  hint?: ReactNode;
  look?: keyof typeof looks;
  children: ReactElement<Record<string, unknown>>;
}) {
  const classes = looks[look];
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={classes.field}>
      <label htmlFor={id}>
        {label}
        {mark === 'required' ? ' *' : mark === 'optional' ? ' (optional)' : ''}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className={classes.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
