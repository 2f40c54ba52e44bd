import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { loginMessages } from '../../../src/domain/auth/messages';
import { ApiFailure } from '../../shared/api/client';
import { Dialog } from '../../shared/Dialog';
import { Icon } from '../../shared/icons';
import { auth } from '../session/session';
import { CodeForm } from './CodeForm';
import { UserNameInput } from './UserNameInput';
import '../../shared/staff-form.css';
import './staff-login.css';
import { FormError } from '../../shared/FormError';

type Step = 'login' | 'code' | 'choose';

/**
 * The staff login modal of docs/routes.md#public-pages: user name and password, checked by the server; then the
 * chooser 'Tischreservierungen' / 'Bestellungen'. Shown while mounted; closing calls `onClose`
 * (the opener unmounts it, so the next opening starts with an empty form and no error).
 */
export default function StaffLoginModal({ onClose }: { onClose: () => void }) {
  const firstField = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>('login');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const ids = { user: useId(), password: useId(), error: useId() };

  useEffect(() => {
    firstField.current?.focus();
    // Already signed in: straight to the chooser.
    auth
      .session()
      .then(() => setStep('choose'))
      .catch(() => {});
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) return;
    setLoading(true);
    setError('');
    try {
      const next = await auth.login(username, password);
      setPassword('');
      setStep('twoFactorRequired' in next ? 'code' : 'choose');
    } catch (e) {
      setError(e instanceof ApiFailure ? e.messageOr(loginMessages.failed) : loginMessages.failed);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      {
        // In <body>, not inside the footer: the footer's styles for its own buttons must not reach the modal.
        createPortal(
          <Dialog
            className="staff-login-modal"
            title={step === 'login' ? 'Mitarbeiter-Login' : step === 'code' ? 'Bestätigungscode' : 'Bereich wählen'}
            onClose={onClose}
          >
            {step === 'login' ? (
              <form onSubmit={submit} noValidate>
                <label htmlFor={ids.user}>Benutzername</label>
                <UserNameInput
                  ref={firstField}
                  id={ids.user}
                  value={username}
                  onValue={setUsername}
                  aria-describedby={error ? ids.error : undefined}
                />
                <label htmlFor={ids.password}>Passwort</label>
                <input
                  id={ids.password}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  required
                />
                <FormError id={ids.error} message={error} />
                <button
                  type="submit"
                  className="staff-login-modal__submit"
                  disabled={loading || !username.trim() || !password}
                >
                  {loading ? 'Anmelden...' : 'Anmelden'}
                </button>
              </form>
            ) : step === 'code' ? (
              <CodeForm
                submitClass="staff-login-modal__submit"
                onSignedIn={() => setStep('choose')}
                onBack={() => setStep('login')}
              />
            ) : (
              <div className="staff-login-modal__choices">
                <p>Sie sind angemeldet. Wohin möchten Sie?</p>
                <a href="/admin" className="staff-login-modal__choice">
                  <Icon name="clover" size={18} /> Tischreservierungen
                </a>
                <a href="/bestellungen-intern" className="staff-login-modal__choice">
                  <Icon name="clipboard" size={18} /> Bestellungen
                </a>
              </div>
            )}
          </Dialog>,
          document.body,
        )
      }
    </>
  );
}
