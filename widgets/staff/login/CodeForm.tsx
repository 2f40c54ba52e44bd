import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { loginMessages } from '../../../src/domain/auth/messages';
import { ApiFailure } from '../../shared/api/client';
import { FormError } from '../../shared/FormError';
import { auth, type SessionInfo } from '../session/session';

/**
 * The second step of a two-factor sign-in (docs/roles.md#two-factor): the 'Bestätigungscode' from
 * the authenticator app, or a recovery code. `onBack` returns to the password.
 */
export function CodeForm({
  onSignedIn,
  onBack,
  submitClass = 'staff-button staff-button--primary staff-button--block',
}: {
  onSignedIn: (session: SessionInfo) => void;
  onBack: () => void;
  submitClass?: string;
}) {
  const [code, setCode] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const ids = { code: useId(), hint: useId(), error: useId() };
  const field = useRef<HTMLInputElement>(null);
  // The field the step exists for: focus goes straight to it.
  useEffect(() => field.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading || !code.trim()) return;
    setLoading(true);
    setError('');
    try {
      onSignedIn(await auth.verify(code));
    } catch (e) {
      setError(e instanceof ApiFailure ? e.messageOr(loginMessages.failed) : loginMessages.failed);
      setLoading(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={ids.code}>Bestätigungscode</label>
      <input
        id={ids.code}
        name="code"
        type="text"
        inputMode="text"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={20}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        aria-describedby={[ids.hint, error && ids.error].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        ref={field}
        required
      />
      <p id={ids.hint} className="staff-muted staff-small">
        Den 6-stelligen Code zeigt Ihre Authenticator-App. Ohne Telefon: einen Ihrer Wiederherstellungscodes.
      </p>
      <FormError id={ids.error} message={error} />
      <button type="submit" className={submitClass} disabled={loading || !code.trim()} aria-busy={loading}>
        Bestätigen
      </button>
      <button type="button" className="staff-button staff-button--ghost" onClick={onBack}>
        Zurück zur Anmeldung
      </button>
    </form>
  );
}
