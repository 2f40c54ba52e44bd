import { type FormEvent, useId, useState } from 'react';
import { type InviteRequest, inviteRequest } from '../../../src/domain/auth/accounts';
import { roleLabel, type StaffRole, staffRoles } from '../../../src/domain/auth/session';
import { fieldErrorsOf } from '../../../src/domain/booking/schemas';
import { ApiFailure } from '../../shared/api/client';
import { DialogButtons } from '../../shared/ConfirmDialog';
import { Dialog } from '../../shared/Dialog';
import { Field } from '../../shared/Field';
import { FormError } from '../../shared/FormError';
import { Options } from '../../shared/Options';

/** 'Person einladen': e-mail, user name, role; the server sends the invitation mail. */
export function InviteDialog({
  onInvite,
  onClose,
}: {
  onInvite: (body: InviteRequest) => Promise<void>;
  onClose: () => void;
}) {
  const [form, setForm] = useState({ email: '', username: '', role: 'staff' as StaffRole });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const ids = { email: useId(), username: useId(), role: useId(), error: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = inviteRequest.safeParse(form);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error));
      return;
    }
    setErrors({});
    setError('');
    setSaving(true);
    try {
      await onInvite(checked.data);
    } catch (e) {
      setError(e instanceof ApiFailure ? e.message : 'Die Einladung konnte nicht gesendet werden.');
      if (e instanceof ApiFailure) setErrors(e.fieldErrors);
      setSaving(false);
    }
  }

  return (
    <Dialog title="Person einladen" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className="staff-muted">
          Die Person erhält eine E-Mail mit einem Link (48 Stunden gültig), über den sie ihr Passwort festlegt.
        </p>
        <Field id={ids.email} label="E-Mail" error={errors.email}>
          <input
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
            data-autofocus
          />
        </Field>
        <Field id={ids.username} label="Benutzername" error={errors.username} hint="Kleinbuchstaben, z. B. „siobhan“">
          <input
            type="text"
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            value={form.username}
            onChange={(e) => setForm({ ...form, username: e.target.value })}
          />
        </Field>
        <Field id={ids.role} label="Rolle" error={errors.role}>
          <select value={form.role} onChange={(e) => setForm({ ...form, role: e.target.value as StaffRole })}>
            <Options values={staffRoles} label={(role) => roleLabel[role]} />
          </select>
        </Field>
        <FormError id={ids.error} message={error} />
        <DialogButtons onCancel={onClose}>
          <button type="submit" className="staff-button staff-button--primary" disabled={saving} aria-busy={saving}>
            Einladung senden
          </button>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
