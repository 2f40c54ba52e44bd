import { useId } from 'react';
import type { StaffAccountView } from '../../../src/domain/auth/accounts';
import { roleLabel, type StaffRole, staffRoles } from '../../../src/domain/auth/session';
import { shortGermanDateTime } from '../../../src/domain/calendar/german';
import { Options } from '../../shared/Options';

/** One account on the team screen: who, role (changeable), last sign-in, two-factor, status, actions. */
export function AccountCard({
  account,
  self,
  busy,
  onRole,
  onDeactivate,
  onReactivate,
  onSendLink,
  onTwoFactorOff,
}: {
  account: StaffAccountView;
  /** The signed-in owner's own account. */
  self: boolean;
  busy: boolean;
  onRole: (role: StaffRole) => void;
  onDeactivate: () => void;
  onReactivate: () => void;
  onSendLink: () => void;
  onTwoFactorOff: () => void;
}) {
  const roleId = useId();
  const status = !account.active
    ? 'Deaktiviert'
    : account.invited
      ? 'Eingeladen'
      : account.codesLocked
        ? 'Gesperrt (falsche Codes)'
        : 'Aktiv';
  return (
    <li className={`staff-card team-account${account.active ? '' : ' team-account--off'}`}>
      <div className="team-account__who">
        <h2>
          {account.username}
          {self && <span className="staff-muted"> (Sie)</span>}
        </h2>
        <p className="team-account__email">{account.email}</p>
      </div>
      <dl className="team-account__facts">
        <div>
          <dt>Status</dt>
          <dd>{status}</dd>
        </div>
        <div>
          <dt>Letzte Anmeldung</dt>
          <dd>{account.lastSignInAt ? `${shortGermanDateTime(account.lastSignInAt)} Uhr` : 'noch nie'}</dd>
        </div>
        <div>
          <dt>Zwei-Faktor</dt>
          <dd>{account.twoFactor ? 'an' : 'aus'}</dd>
        </div>
      </dl>
      {account.active && account.codesLocked && (
        <p className="team-account__locked">
          Nach 50 falschen Bestätigungscodes hintereinander ist die Anmeldung gesperrt: Jemand kennt das Passwort.
          Senden Sie einen Link zum Passwort; mit dem neuen Passwort ist das Konto wieder frei.
        </p>
      )}
      <div className="team-account__role">
        <label htmlFor={roleId}>Rolle</label>
        <select
          id={roleId}
          value={account.role}
          // The own role and account stay: another owner changes them, so nobody locks themselves out by a click.
          disabled={busy || !account.active || self}
          onChange={(e) => onRole(e.target.value as StaffRole)}
        >
          <Options values={staffRoles} label={(role) => roleLabel[role]} />
        </select>
      </div>
      <div className="team-account__actions">
        {account.active ? (
          <>
            <button type="button" className="staff-button staff-button--light" disabled={busy} onClick={onSendLink}>
              {account.invited ? 'Einladung erneut senden' : 'Link zum Passwort senden'}
              <span className="staff-visually-hidden"> an {account.username}</span>
            </button>
            {account.twoFactor && (
              <button
                type="button"
                className="staff-button staff-button--light"
                disabled={busy}
                onClick={onTwoFactorOff}
              >
                Zwei-Faktor zurücksetzen<span className="staff-visually-hidden"> für {account.username}</span>
              </button>
            )}
            <button
              type="button"
              className="staff-button staff-button--danger"
              disabled={busy || self}
              onClick={onDeactivate}
            >
              Deaktivieren<span className="staff-visually-hidden"> {account.username}</span>
            </button>
          </>
        ) : (
          <button type="button" className="staff-button staff-button--primary" disabled={busy} onClick={onReactivate}>
            Reaktivieren<span className="staff-visually-hidden"> {account.username}</span>
          </button>
        )}
      </div>
    </li>
  );
}
