import { type FormEvent, useId, useState } from 'react';
import { currentPassword, newPassword } from '../../../src/domain/auth/login';
import { ApiFailure } from '../../shared/api/client';
import { Field } from '../../shared/Field';
import { FormError } from '../../shared/FormError';
import { PasswordInput } from './PasswordInput';

/**
 * A new password typed twice, with the rule shown: at least 12 characters, none of the commonest
 * (the server checks). `current` asks for the present password first (the own account); the
 * invitation page has none.
 */
export function PasswordForm({
  current,
  submitLabel,
  onSubmit,
}: {
  current: boolean;
  submitLabel: string;
  onSubmit: (password: string, currentPassword: string) => Promise<void>;
}) {
  const [form, setForm] = useState({ current: '', next: '', repeat: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const ids = { current: useId(), next: useId(), repeat: useId(), error: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    // The API's own rules (domain/auth/login.ts), checked here first for an answer without a round trip.
    const currentError = currentPassword.safeParse(form.current).error?.issues[0]?.message;
    const nextError = newPassword.safeParse(form.next).error?.issues[0]?.message;
    if (current && currentError) found.current = currentError;
    if (nextError) found.next = nextError;
    else if (form.next !== form.repeat) found.repeat = 'Die beiden Passwörter stimmen nicht überein.';
    setErrors(found);
    setError('');
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(form.next, form.current);
      setForm({ current: '', next: '', repeat: '' });
    } catch (e) {
      const failure = e instanceof ApiFailure ? e : undefined;
      const fields = failure?.fieldErrors ?? {};
      setErrors({
        ...(fields.currentPassword && { current: fields.currentPassword }),
        ...((fields.newPassword ?? fields.password) && { next: fields.newPassword ?? fields.password }),
      });
      setError(failure?.message ?? 'Das Passwort konnte nicht gespeichert werden.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? ids.error : undefined}>
      {current && (
        <Field id={ids.current} label="Bisheriges Passwort" error={errors.current}>
          <PasswordInput value={form.current} onValue={(v) => setForm({ ...form, current: v })} />
        </Field>
      )}
      <Field
        id={ids.next}
        label="Neues Passwort"
        error={errors.next}
        hint="Mindestens 12 Zeichen; sehr häufige Passwörter werden abgelehnt."
      >
        <PasswordInput value={form.next} onValue={(v) => setForm({ ...form, next: v })} fresh />
      </Field>
      <Field id={ids.repeat} label="Neues Passwort wiederholen" error={errors.repeat}>
        <PasswordInput value={form.repeat} onValue={(v) => setForm({ ...form, repeat: v })} fresh />
      </Field>
      <FormError id={ids.error} message={error} />
      <button type="submit" className="staff-button staff-button--primary" disabled={saving} aria-busy={saving}>
        {submitLabel}
      </button>
    </form>
  );
}
