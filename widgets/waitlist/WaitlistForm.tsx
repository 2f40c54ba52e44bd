import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { guestsLabel } from '../../src/domain/booking/guests';
import { fieldLabels } from '../../src/domain/booking/labels';
import type { BookingRules } from '../../src/domain/booking/rules';
import { fieldErrorsOf } from '../../src/domain/booking/schemas';
import { reservationTimes, startSlots } from '../../src/domain/booking/slots';
import { berlinDay, longGermanDate } from '../../src/domain/calendar';
import { proofMessages } from '../../src/domain/proof-of-work';
import { type WaitlistRequest, waitlistRequest } from '../../src/domain/waitlist/waitlist';
import { Field } from '../shared/Field';
import { ContactFields, ProofAndDay, useGuestForm } from '../shared/guest-form';
import { Options } from '../shared/Options';
import type { ProofOfWorkHandle } from '../shared/ProofOfWork';

/**
 * 'Auf die Warteliste' (docs/booking.md#the-waitlist): the day's window of start times, the party
 * and the contact; the server checks the rules again. `onSubmit` gets the checked entry with its
 * solved proof of work.
 */
export function WaitlistForm({
  date,
  rules,
  submitting,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  date: string;
  rules: BookingRules;
  submitting: boolean;
  serverErrors: Record<string, string>;
  onSubmit: (entry: WaitlistRequest & { altcha: string }) => void;
  onCancel: () => void;
}) {
  const now = new Date();
  const slots = startSlots(rules).filter((s) => {
    const t = reservationTimes(date, s, undefined, rules);
    return date !== berlinDay(now) || (t.ok && t.startsAt > now);
  });
  const { values, errors, setErrors, set, field } = useGuestForm({
    from: slots[0] ?? '',
    until: slots.at(-1) ?? '',
    guestCount: '2',
    customerName: '',
    customerEmail: '',
    customerPhone: '',
  });
  const [proving, setProving] = useState(false);
  const proof = useRef<ProofOfWorkHandle>(null);
  // The server's answer replaces the form's own errors; editing a field clears its error.
  useEffect(() => setErrors(serverErrors), [serverErrors, setErrors]);
  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = waitlistRequest.safeParse({
      date,
      ...values,
      guestCount: Number(values.guestCount),
      customerPhone: values.customerPhone || undefined,
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setProving(true);
    try {
      onSubmit({ ...parsed.data, altcha: (await proof.current?.solution()) ?? '' });
    } catch {
      setErrors({ altcha: proofMessages.unsolved });
    } finally {
      setProving(false);
      proof.current?.reset();
    }
  }

  return (
    <form className="bk-form" onSubmit={submit} noValidate>
      <p className="bk-form-date">{longGermanDate(date)}</p>
      <div className="bk-row">
        <Field {...field('from', 'Frühestens')} mark="required">
          <select name="from" value={values.from} onChange={set('from')} data-autofocus>
            <Options values={slots} label={(s) => `${s} Uhr`} />
          </select>
        </Field>
        <Field {...field('until', 'Spätestens')} mark="required">
          <select name="until" value={values.until} onChange={set('until')}>
            <Options values={slots} label={(s) => `${s} Uhr`} />
          </select>
        </Field>
      </div>
      <Field {...field('guestCount', fieldLabels.guests)} mark="required">
        <select name="guestCount" value={values.guestCount} onChange={set('guestCount')}>
          {Array.from({ length: 15 }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {guestsLabel(n)}
            </option>
          ))}
        </select>
      </Field>
      <ContactFields values={values} set={set} field={field} />
      <ProofAndDay proof={proof} errors={errors} />
      <p className="bk-hint">
        Wird ein passender Tisch frei, halten wir ihn für Sie und schreiben Ihnen eine E-Mail. Wer sich zuerst
        eingetragen hat, bekommt ihn zuerst.
      </p>
      <div className="bk-actions">
        <button type="button" className="bk-button bk-secondary" onClick={onCancel}>
          Abbrechen
        </button>
        <button type="submit" className="bk-button bk-primary" disabled={submitting || proving}>
          {submitting || proving ? 'Wird eingetragen...' : 'Auf die Warteliste'}
        </button>
      </div>
    </form>
  );
}
