import { type FormEvent, useEffect, useState } from 'react';
import { roleLabel, type StaffRole, staffRoles } from '../../../src/domain/auth/session';

/** 'Zwei-Faktor-Anmeldung verlangen für': one checkbox per role, saved together. */
export function TwoFactorRoles({
  roles,
  busy,
  onSave,
}: {
  roles: StaffRole[];
  busy: boolean;
  onSave: (roles: StaffRole[]) => void;
}) {
  const [chosen, setChosen] = useState(roles);
  useEffect(() => setChosen(roles), [roles]);
  const toggle = (role: StaffRole) =>
    setChosen((now) => (now.includes(role) ? now.filter((r) => r !== role) : [...now, role]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(chosen);
  };
  return (
    <form className="staff-card team-two-factor" onSubmit={submit}>
      <fieldset>
        <legend>Zwei-Faktor-Anmeldung verlangen für</legend>
        {staffRoles.map((role) => (
          <label key={role} className="team-two-factor__role">
            <input type="checkbox" checked={chosen.includes(role)} onChange={() => toggle(role)} /> {roleLabel[role]}
          </label>
        ))}
      </fieldset>
      <p className="staff-muted staff-small">
        Konten dieser Rollen erreichen nach der Anmeldung nur „Mein Konto“, bis sie die Zwei-Faktor-Anmeldung
        eingerichtet haben.
      </p>
      <button type="submit" className="staff-button staff-button--primary" disabled={busy}>
        Speichern
      </button>
    </form>
  );
}
