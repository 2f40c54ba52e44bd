import { useEffect, useState } from 'react';
import { accountMessages } from '../../../src/domain/auth/accounts';
import { secretOf } from '../../../src/domain/link-secret';
import { client, request } from '../../shared/api/client';
import { PasswordForm } from './PasswordForm';
import '../../shared/tokens.css';
import '../../shared/staff-form.css';
import '../area/staff-area.css';

/**
 * `/admin/einladung#<secret>` (docs/roles.md#accounts): the person invited, or sent a reset link,
 * sets a password once; then signs in at `/admin`.
 */
export default function InvitationPage() {
  const [token, setToken] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => setToken(secretOf(window.location.hash)), []);

  return (
    <main className="staff-login">
      <div className="staff-card staff-login__card">
        <p className="staff-login__brand">Rappen &amp; Irish Pub</p>
        <h1>Passwort festlegen</h1>
        {done !== null ? (
          <>
            <p role="status">Ihr Passwort ist gespeichert. Sie können sich jetzt mit „{done}“ anmelden.</p>
            <a className="staff-button staff-button--primary staff-button--block" href="/admin">
              Zur Anmeldung
            </a>
          </>
        ) : token === '' ? (
          <p role="alert">{accountMessages.linkInvalid}</p>
        ) : (
          <>
            <p className="staff-muted">
              Willkommen im Mitarbeiterbereich. Wählen Sie Ihr Passwort; der Link aus der E-Mail gilt nur einmal.
            </p>
            {token && (
              <PasswordForm
                current={false}
                submitLabel="Passwort speichern"
                onSubmit={async (password) => {
                  const answer = await request(client.api.auth.invitation.$post({ json: { token, password } }));
                  // The secret has done its job; it should not stay in the address bar or the history.
                  history.replaceState(null, '', window.location.pathname);
                  setDone(answer.username);
                }}
              />
            )}
          </>
        )}
      </div>
    </main>
  );
}
