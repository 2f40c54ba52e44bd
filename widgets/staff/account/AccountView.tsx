import { roleLabel } from '../../../src/domain/auth/session';
import { shortGermanDateTime } from '../../../src/domain/calendar/german';
import { useToast } from '../../shared/Toasts';
import { StaffPage } from '../session/StaffPage';
import type { SessionInfo } from '../session/session';
import { useLoaded } from '../session/useLoaded';
import { writeFailure } from '../session/useStaffWrite';
import { PasswordForm } from './PasswordForm';
import { own } from './requests';
import { TwoFactorSection } from './TwoFactorSection';
import './account.css';

/** `/admin/konto` ('Mein Konto', docs/roles.md#own-account): password, sessions, two-factor sign-in. */
export default function AccountView({ session, onLogout }: { session: SessionInfo; onLogout: () => void }) {
  const { data, failed, reload: load } = useLoaded(own.load);
  const toast = useToast();

  const afterTwoFactor = async () => {
    // The menu's other areas open once the required second factor is there: start over with the session.
    if (session.twoFactorMissing) window.location.assign('/admin');
    else await load();
  };

  return (
    <StaffPage
      session={session}
      onLogout={onLogout}
      title="Mein Konto"
      intro={
        <>
          {session.staff.username} · {session.staff.email} · {roleLabel[session.staff.role]}
        </>
      }
      mainClass="account"
    >
      {failed && (
        <p className="staff-error-box" role="alert">
          {failed}
        </p>
      )}
      <section className="staff-card" aria-labelledby="account-password">
        <h2 id="account-password">Passwort ändern</h2>
        <PasswordForm
          current
          submitLabel="Passwort ändern"
          onSubmit={async (password, currentPassword) => {
            await own.changePassword(currentPassword, password);
            toast('success', 'Passwort geändert; Ihre anderen Sitzungen sind beendet');
            await load();
          }}
        />
      </section>
      <section className="staff-card" aria-labelledby="account-two-factor">
        <h2 id="account-two-factor">Zwei-Faktor-Anmeldung</h2>
        {data && (
          <TwoFactorSection
            on={data.account.twoFactor}
            codesLeft={data.recoveryCodesLeft}
            required={data.twoFactorRequired}
            onChanged={afterTwoFactor}
          />
        )}
      </section>
      <section className="staff-card" aria-labelledby="account-sessions">
        <h2 id="account-sessions">Sitzungen</h2>
        {data && (
          <ul className="account-sessions">
            {data.sessions.map((s) => (
              <li key={s.id}>
                Angemeldet am {shortGermanDateTime(s.createdAt)} Uhr, zuletzt aktiv {shortGermanDateTime(s.lastSeenAt)}{' '}
                Uhr{s.current && <strong> (dieses Gerät)</strong>}
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className="staff-button staff-button--danger"
          onClick={async () => {
            try {
              await own.endSessions();
              window.location.assign('/admin');
            } catch (error) {
              toast('error', writeFailure(error));
            }
          }}
        >
          Alle Sitzungen beenden
        </button>
        <p className="staff-muted staff-small">Meldet Sie überall ab, auch auf diesem Gerät.</p>
      </section>
    </StaffPage>
  );
}
