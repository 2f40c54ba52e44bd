import { type FormEvent, useId, useState } from 'react';
import { ApiFailure } from '../../shared/api/client';
import { Field } from '../../shared/Field';
import { FormError } from '../../shared/FormError';
import { PasswordInput } from './PasswordInput';
import { own } from './requests';

type Setup = { secret: string; qrSvg: string };

/**
 * Two-factor sign-in of the own account (docs/roles.md#two-factor): set up with the QR code (or the
 * key typed in), enabled by a first code and the password, then the ten recovery codes shown once;
 * switched off with the password unless the role requires it.
 */
export function TwoFactorSection({
  on,
  codesLeft,
  required,
  onChanged,
}: {
  on: boolean;
  codesLeft: number;
  required: boolean;
  onChanged: () => Promise<void>;
}) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [value, setValue] = useState('');
  const [password, setPassword] = useState('');
  const [renewCode, setRenewCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = {
    code: useId(),
    password: useId(),
    enablePassword: useId(),
    error: useId(),
    codes: useId(),
    renew: useId(),
  };

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (e) {
      setError(e instanceof ApiFailure ? e.message : 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.');
    } finally {
      setBusy(false);
    }
  };
  const enable = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const { recoveryCodes } = await own.enableTwoFactor(value, password);
      setCodes(recoveryCodes);
      setSetup(null);
      setValue('');
      setPassword('');
    });
  };
  const renew = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const { recoveryCodes } = await own.renewRecoveryCodes(renewCode);
      setCodes(recoveryCodes);
      setRenewCode('');
    });
  };
  const disable = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      await own.disableTwoFactor(value);
      setValue('');
      await onChanged();
    });
  };

  if (codes) {
    return (
      <div>
        <p role="status">Die Zwei-Faktor-Anmeldung ist eingeschaltet.</p>
        <p id={ids.codes}>
          Ihre Wiederherstellungscodes – jeder gilt einmal, falls Ihr Telefon fehlt. Bewahren Sie sie sicher auf; sie
          werden nur jetzt angezeigt:
        </p>
        <ul className="account-codes" aria-labelledby={ids.codes}>
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="staff-button staff-button--primary"
          onClick={() => void onChanged().then(() => setCodes(null))}
        >
          Codes notiert
        </button>
      </div>
    );
  }
  if (on) {
    return (
      <div>
        <p>
          <strong>Eingeschaltet.</strong> Bei der Anmeldung fragen wir nach dem Code Ihrer App. Noch {codesLeft}{' '}
          {codesLeft === 1 ? 'Wiederherstellungscode' : 'Wiederherstellungscodes'} übrig.
        </p>
        <form onSubmit={renew} noValidate className="account-renew">
          <Field
            id={ids.renew}
            label="Code der App für neue Wiederherstellungscodes"
            hint="Die bisherigen Wiederherstellungscodes gelten danach nicht mehr."
          >
            <input
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={renewCode}
              onChange={(e) => setRenewCode(e.target.value)}
            />
          </Field>
          <button type="submit" className="staff-button staff-button--light" disabled={busy || !renewCode}>
            Neue Wiederherstellungscodes
          </button>
        </form>
        {required ? (
          <>
            <FormError id={ids.error} message={error} />
            <p className="staff-muted">Für Ihre Rolle ist die Zwei-Faktor-Anmeldung vorgeschrieben.</p>
          </>
        ) : (
          <form onSubmit={disable} noValidate>
            <Field id={ids.password} label="Passwort zum Abschalten">
              <PasswordInput value={value} onValue={setValue} />
            </Field>
            <FormError id={ids.error} message={error} />
            <button type="submit" className="staff-button staff-button--danger" disabled={busy || !value}>
              Zwei-Faktor-Anmeldung abschalten
            </button>
          </form>
        )}
      </div>
    );
  }
  if (setup) {
    return (
      <form onSubmit={enable} noValidate>
        <p>Scannen Sie den QR-Code mit Ihrer Authenticator-App und geben Sie den Code ein, den sie dann zeigt.</p>
        <img
          className="account-qr"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
          alt="QR-Code für die Authenticator-App"
          width={200}
          height={200}
        />
        <p className="staff-small">
          Ohne Kamera: Schlüssel <code className="account-secret">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
        </p>
        <Field id={ids.code} label="Bestätigungscode">
          <input
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            data-autofocus
          />
        </Field>
        <Field
          id={ids.enablePassword}
          label="Ihr Passwort"
          hint="Zur Bestätigung. Ihre anderen Sitzungen werden danach beendet."
        >
          <PasswordInput value={password} onValue={setPassword} />
        </Field>
        <FormError id={ids.error} message={error} />
        <div className="account-actions">
          <button type="submit" className="staff-button staff-button--primary" disabled={busy || !value || !password}>
            Aktivieren
          </button>
          <button type="button" className="staff-button staff-button--light" onClick={() => setSetup(null)}>
            Abbrechen
          </button>
        </div>
      </form>
    );
  }
  return (
    <div>
      <p>
        {required
          ? 'Für Ihre Rolle ist die Zwei-Faktor-Anmeldung vorgeschrieben. Richten Sie sie jetzt ein.'
          : 'Aus. Mit einer Authenticator-App (z. B. Google Authenticator, Microsoft Authenticator, 2FAS) schützt ein zweiter Code Ihr Konto.'}
      </p>
      <FormError id={ids.error} message={error} />
      <button
        type="button"
        className="staff-button staff-button--primary"
        disabled={busy}
        onClick={() => void attempt(async () => setSetup(await own.startTwoFactor()))}
      >
        Zwei-Faktor-Anmeldung einrichten
      </button>
    </div>
  );
}
