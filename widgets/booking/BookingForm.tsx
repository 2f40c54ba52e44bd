import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { guestBounds, guestsLabel, largeGroupSize } from '../../src/domain/booking/guests';
import { fieldLabels } from '../../src/domain/booking/labels';
import { changedFields } from '../../src/domain/booking/manage';
import type { BookingRules } from '../../src/domain/booking/rules';
import { type BookingRequestInput, bookingRequest, fieldErrorsOf } from '../../src/domain/booking/schemas';
import { defaultEndTime, endSlots, reservationTimes, startSlots } from '../../src/domain/booking/slots';
import { checkBooking } from '../../src/domain/booking/validate-booking';
import { berlinDay, longGermanDate } from '../../src/domain/calendar';
import { proofMessages } from '../../src/domain/proof-of-work';
import { everyDayOpen } from '../../src/domain/schedule/week';
import { Field } from '../shared/Field';
import { ContactFields, ProofAndDay, useGuestForm } from '../shared/guest-form';
import { Options } from '../shared/Options';
import type { ProofOfWorkHandle } from '../shared/ProofOfWork';

export interface BookingFormProps {
  date: string;
  table: { id: number; capacity: number };
  rules: BookingRules;
  submitting: boolean;
  /** Field errors the server answered with. */
  serverErrors: Record<string, string>;
  /** The form-level error while the popup is open (failure or exception, docs/messages.md#booking). */
  formError: string | undefined;
  /** The checked booking with its solved proof of work (`altcha`). */
  onSubmit: (input: BookingRequestInput & { altcha: string }) => void;
  onCancel: () => void;
  /**
   * Changing a booking (the guest's own page, docs/booking.md#the-guests-own-booking): the times and
   * party size it starts from; the contact fields stay as booked and are not shown.
   */
  change?: { startTime: string; endTime: string; guestCount: number };
}

const remembered = 'booking-contact';

/** The reservation popup's form: the documented rules checked as the guest submits, the server checks again. */
export function BookingForm({
  date,
  table,
  rules,
  submitting,
  serverErrors,
  formError,
  onSubmit,
  onCancel,
  change,
}: BookingFormProps) {
  const { min, max } = guestBounds(table.capacity);
  // A new start time lets go of the end time chosen for the old one.
  const { values, setValues, errors, setErrors, set, field } = useGuestForm(
    {
      startTime: change?.startTime ?? '',
      endTime: change?.endTime ?? '',
      guestCount: String(change ? Math.min(max, Math.max(min, change.guestCount)) : min),
      customerName: '',
      customerEmail: '',
      customerPhone: '',
      specialRequests: '',
    },
    (name) => (name === 'startTime' ? { endTime: '' } : {}),
  );
  const [proving, setProving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const proof = useRef<ProofOfWorkHandle>(null);

  // Contact details stay in this tab's session storage for a second booking (docs/data.md#not-in-the-database).
  useEffect(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(remembered) ?? '{}') as Record<string, string>;
      setValues((v) => ({ ...v, ...pick(saved, ['customerName', 'customerEmail', 'customerPhone']) }));
    } catch {}
  }, [setValues]);
  useEffect(() => setErrors(serverErrors), [serverErrors, setErrors]);
  // Each proof is accepted once: after every answer of the server the form solves a new one.
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) proof.current?.reset();
    wasSubmitting.current = submitting;
  }, [submitting]);

  const now = new Date();
  const slots = startSlots(rules).filter((s) => {
    const t = reservationTimes(date, s, undefined, rules);
    return date !== berlinDay(now) || (t.ok && t.startsAt > now);
  });
  const ends = values.startTime ? endSlots(values.startTime, rules) : [];

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const input: BookingRequestInput = {
      date,
      tableId: table.id,
      startTime: values.startTime,
      endTime: values.endTime || undefined,
      guestCount: Number(values.guestCount),
      customerName: values.customerName,
      customerEmail: values.customerEmail,
      customerPhone: values.customerPhone || undefined,
      specialRequests: values.specialRequests || undefined,
    };
    const parsed = (change ? changedFields : bookingRequest).safeParse(input);
    const found = parsed.success
      ? checkBooking(
          { customerName: '', customerEmail: '', ...parsed.data },
          {
            rules,
            now: new Date(),
            schedule: everyDayOpen,
            table,
          },
        )
      : { ok: false as const, fieldErrors: fieldErrorsOf(parsed.error) };
    if (!found.ok) {
      setErrors(found.fieldErrors);
      const first = Object.keys(found.fieldErrors)[0];
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      if (!change) {
        sessionStorage.setItem(
          remembered,
          JSON.stringify(pick(values, ['customerName', 'customerEmail', 'customerPhone'])),
        );
      }
    } catch {}
    setProving(true);
    try {
      const altcha = (await proof.current?.solution()) ?? '';
      onSubmit({ ...input, altcha });
    } catch {
      setErrors({ altcha: proofMessages.unsolved });
    } finally {
      setProving(false);
    }
  }

  return (
    <form ref={form} className="bk-form" onSubmit={submit} noValidate>
      <p className="bk-form-date">{longGermanDate(date)}</p>
      {/* A new attempt hides the last attempt's error until the server answers again. */}
      {formError && !proving && (
        <p className="bk-form-alert" role="alert">
          {formError}
        </p>
      )}
      <div className="bk-row">
        <Field {...field('startTime', fieldLabels.startTime)} mark="required">
          <select name="startTime" value={values.startTime} onChange={set('startTime')} required data-autofocus>
            <option value="">Uhrzeit wählen</option>
            <Options values={slots} label={(s) => `${s} Uhr`} />
          </select>
        </Field>
        <Field {...field('endTime', fieldLabels.endTime)} mark="optional">
          <select name="endTime" value={values.endTime} onChange={set('endTime')} disabled={!values.startTime}>
            <option value="">
              {values.startTime ? `Standard (${defaultEndTime(values.startTime, rules)} Uhr)` : 'Erst Startzeit wählen'}
            </option>
            <Options values={ends} label={(s) => `${s} Uhr`} />
          </select>
        </Field>
      </div>
      <Field
        {...field('guestCount', fieldLabels.guests)}
        mark="required"
        hint={
          <>
            Dieser Tisch: {min} bis {max} Personen. Gruppen ab {largeGroupSize} Personen bitte{' '}
            {/* The guest's own page keeps its secret after `#`: the box lives on the booking page. */}
            <a href={change ? '/reservierung#grosse-gruppen' : '#grosse-gruppen'}>direkt anfragen</a>.
          </>
        }
      >
        <select name="guestCount" value={values.guestCount} onChange={set('guestCount')}>
          {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
            <option key={n} value={n}>
              {guestsLabel(n)}
            </option>
          ))}
        </select>
      </Field>
      {!change && (
        <>
          <ContactFields values={values} set={set} field={field} required />
          <Field {...field('specialRequests', fieldLabels.specialRequests)} mark="optional">
            <textarea
              name="specialRequests"
              rows={3}
              value={values.specialRequests}
              onChange={set('specialRequests')}
            />
          </Field>
        </>
      )}
      <ProofAndDay proof={proof} errors={errors} />
      {errors.tableId && <p className="bk-field-error">{errors.tableId}</p>}
      <p className="bk-hint">Der Tisch wird 15 Minuten nach der vereinbarten Uhrzeit freigegeben.</p>
      <div className="bk-actions">
        <button type="button" className="bk-button bk-secondary" onClick={onCancel}>
          Abbrechen
        </button>
        <button type="submit" className="bk-button bk-primary" disabled={submitting || proving}>
          {change
            ? submitting || proving
              ? 'Wird geändert...'
              : 'Änderung speichern'
            : submitting || proving
              ? 'Wird reserviert...'
              : 'Reservieren'}
        </button>
      </div>
    </form>
  );
}

function pick(source: Record<string, unknown>, keys: string[]): Record<string, string> {
  return Object.fromEntries(keys.filter((k) => typeof source[k] === 'string').map((k) => [k, source[k] as string]));
}
