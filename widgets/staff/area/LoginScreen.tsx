import { type FormEvent, useId, useState } from 'react';
import { loginMessages } from '../../../src/domain/auth/messages';
import { ApiFailure } from '../../shared/api/client';
import { FormError } from '../../shared/FormError';
import { CodeForm } from '../login/CodeForm';
import { UserNameInput } from '../login/UserNameInput';
import { auth, type SessionInfo } from '../session/session';

/**
 * The `/admin` login screen (docs/routes.md#staff-pages "Admin area"): user name or e-mail,
 * password, 4-hour note, then the code of a two-factor account; `notice` says why the last session
 * ended (30 minutes without activity).
 */
export function LoginScreen({
  adminEmail,
  notice,
  onSignedIn,
}: {
  adminEmail: string;
  notice?: string | undefined;
  onSignedIn: (s: SessionInfo) => void;
}) {
  const [identifier, setIdentifier] = useState(adminEmail);
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [codeStep, setCodeStep] = useState(false);
  const ids = { identifier: useId(), password: useId(), error: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading || !identifier.trim() || !password) return;
    setLoading(true);
    setError('');
    try {
      const step = await auth.login(identifier, password);
      if ('twoFactorRequired' in step) {
        setCodeStep(true);
        setPassword('');
        setLoading(false);
        return;
      }
      onSignedIn(step);
    } catch (e) {
      setError(e instanceof ApiFailure ? e.messageOr(loginMessages.failed) : loginMessages.failed);
      setLoading(false);
    }
  }

  if (codeStep) {
    return (
      <main className="staff-login">
        <div className="staff-card staff-login__card">
          <p className="staff-login__brand">Rappen &amp; Irish Pub</p>
          <h1>Bestätigungscode</h1>
          <CodeForm onSignedIn={onSignedIn} onBack={() => setCodeStep(false)} />
        </div>
      </main>
    );
  }

  return (
    <main className="staff-login">
      <form className="staff-card staff-login__card" onSubmit={submit} aria-describedby={error ? ids.error : undefined}>
        <p className="staff-login__brand">Rappen &amp; Irish Pub</p>
        <h1>Admin-Bereich</h1>
        {notice && (
          <p className="staff-login__notice" role="status">
            {notice}
          </p>
        )}
        <p className="staff-muted">Bitte melden Sie sich an, um fortzufahren.</p>
        <label htmlFor={ids.identifier}>Benutzername oder E-Mail</label>
        <UserNameInput id={ids.identifier} name="identifier" value={identifier} onValue={setIdentifier} />
        <label htmlFor={ids.password}>Passwort</label>
        <div className="staff-password">
          <input
            id={ids.password}
            name="password"
            type={visible ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          <button
            type="button"
            className="staff-button staff-button--ghost"
            aria-pressed={visible}
            aria-controls={ids.password}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? 'Verbergen' : 'Anzeigen'}
            <span className="staff-visually-hidden"> Passwort</span>
          </button>
        </div>
        <FormError id={ids.error} message={error} />
        <button
          type="submit"
          className="staff-button staff-button--primary staff-button--block"
          disabled={loading || !identifier.trim() || !password}
          aria-busy={loading}
        >
          Anmelden
        </button>
        <p className="staff-muted staff-small">Die Sitzung läuft aus Sicherheitsgründen nach 4 Stunden ab.</p>
      </form>
    </main>
  );
}
