import { type SyntheticEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { fieldErrorsOf } from '../../src/domain/booking/schemas';
import { longGermanDate } from '../../src/domain/calendar';
import { proofMessages } from '../../src/domain/proof-of-work';
import { type TeamNightView, teamSignupRequest } from '../../src/domain/quiz/teams';
import { Field } from '../shared/Field';
import { useGuestForm } from '../shared/guest-form';
import { Options } from '../shared/Options';
import { ProofOfWork, type ProofOfWorkHandle } from '../shared/ProofOfWork';
import { fetchTeamNight, postTeamSignup } from './requests';
import './quiz.css';

const empty = { teamName: '', players: '', contactName: '', email: '', phone: '', note: '' };

/**
 * 'Quiz-Abend – Team anmelden' on `/reservierung` for a team night (docs/quiz.md#guests): the
 * places left, the form, and on a full night the night's waitlist.
 */
export function TeamSignup({
  date,
  onDone,
}: {
  date: string;
  onDone: (kind: 'success' | 'error', message: string) => void;
}) {
  const id = useId();
  const [night, setNight] = useState<TeamNightView>();
  const { values, setValues, errors, setErrors, set, field } = useGuestForm(empty);
  const [busy, setBusy] = useState(false);
  const proof = useRef<ProofOfWorkHandle>(null);

  const [loadFailed, setLoadFailed] = useState(false);
  const load = useCallback(
    () =>
      fetchTeamNight(date)
        .then((n) => {
          setNight(n);
          setLoadFailed(false);
        })
        .catch(() => setLoadFailed(true)),
    [date],
  );
  useEffect(() => {
    void load();
  }, [load]);

  if (!night || night.date !== date) {
    return (
      <p className="quiz-status" aria-live="polite">
        {loadFailed ? 'Der Quiz-Abend konnte nicht geladen werden. ' : 'Quiz-Abend wird geladen…'}
        {loadFailed && (
          <button type="button" className="bk-link-button" onClick={() => void load()}>
            Erneut laden
          </button>
        )}
      </p>
    );
  }
  const full = night.free === 0;

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = teamSignupRequest.safeParse({
      date,
      ...values,
      players: values.players === '' ? undefined : Number(values.players),
      phone: values.phone || undefined,
      note: values.note || undefined,
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setBusy(true);
    try {
      const altcha = (await proof.current?.solution()) ?? '';
      const answer = await postTeamSignup({ ...parsed.data, altcha }, full);
      if (answer.ok) {
        setValues(empty);
        setErrors({});
        onDone('success', answer.body.message);
      } else {
        setErrors(answer.fieldErrors ?? { form: answer.error });
        if (answer.status !== 422) onDone('error', answer.error);
      }
      void load();
    } catch {
      setErrors({ altcha: proofMessages.unsolved });
    } finally {
      setBusy(false);
      proof.current?.reset();
    }
  }

  const players = Array.from(
    { length: (night.maxPlayers ?? 6) - (night.minPlayers ?? 1) + 1 },
    (_, i) => (night.minPlayers ?? 1) + i,
  );
  return (
    <section className="quiz-signup" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Quiz-Abend – Team anmelden</h2>
      <p className="quiz-night-line">
        {longGermanDate(date)}, Beginn {night.startTime} Uhr
      </p>
      {!night.open ? (
        <p className="quiz-places">Die Anmeldung für diesen Quiz-Abend ist geschlossen.</p>
      ) : (
        <>
          <p className="quiz-places" aria-live="polite">
            {full ? <strong>Ausgebucht</strong> : `Noch ${night.free} von ${night.maxTeams} Plätzen frei`}
          </p>
          {full && (
            <p className="bk-hint">
              Tragen Sie Ihr Team auf die Warteliste ein: Wird ein Platz frei, halten wir ihn für Sie und schreiben
              Ihnen eine E-Mail. Wer sich zuerst einträgt, bekommt ihn zuerst.
            </p>
          )}
          <form className="bk-form quiz-form" onSubmit={submit} noValidate>
            <Field {...field('teamName', 'Teamname')} mark="required" hint="2 bis 40 Zeichen">
              <input name="teamName" maxLength={40} value={values.teamName} onChange={set('teamName')} />
            </Field>
            <Field {...field('players', 'Spieler')} mark="required">
              <select name="players" value={values.players} onChange={set('players')}>
                <option value="">Bitte wählen</option>
                <Options values={players} label={(p) => `${p} Spieler`} />
              </select>
            </Field>
            <Field {...field('contactName', 'Ihr Name')} mark="required">
              <input name="contactName" autoComplete="name" value={values.contactName} onChange={set('contactName')} />
            </Field>
            <Field {...field('email', 'E-Mail')} mark="required">
              <input name="email" type="email" autoComplete="email" value={values.email} onChange={set('email')} />
            </Field>
            <Field {...field('phone', 'Telefon')} mark="optional">
              <input name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />
            </Field>
            <Field {...field('note', 'Notiz')} mark="optional">
              <textarea name="note" rows={2} maxLength={500} value={values.note} onChange={set('note')} />
            </Field>
            <ProofOfWork ref={proof} form="booking" />
            {(errors.altcha || errors.date || errors.form) && (
              <p className="bk-field-error" role="alert">
                {errors.altcha ?? errors.date ?? errors.form}
              </p>
            )}
            <p className="bk-hint">* Pflichtfeld. Die Bestätigung mit dem Link zu Ihrer Anmeldung kommt per E-Mail.</p>
            <div className="bk-actions">
              <button type="submit" className="bk-button bk-primary" disabled={busy}>
                {busy ? 'Wird gesendet...' : full ? 'Auf die Warteliste' : 'Team anmelden'}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
