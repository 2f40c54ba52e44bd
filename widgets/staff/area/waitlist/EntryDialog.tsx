import { type FormEvent, useId, useState } from 'react';
import { fieldLabels } from '../../../../src/domain/booking/labels';
import { fieldErrorsOf } from '../../../../src/domain/booking/schemas';
import { berlinClock } from '../../../../src/domain/calendar';
import { type StaffWaitlistRequest, staffWaitlistRequest } from '../../../../src/domain/waitlist/waitlist';
import { SaveButtons } from '../../../shared/ConfirmDialog';
import { Dialog } from '../../../shared/Dialog';
import { Field } from '../../../shared/Field';

/** Now on the half hour, for a party at the door: from the next half hour. */
function nextHalfHour(): string {
  const [h = 0, m = 0] = berlinClock(new Date()).split(':').map(Number);
  const minutes = Math.min(23 * 60 + 30, Math.ceil((h * 60 + m) / 30) * 30);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A party that called, or one at the door tonight ('Heute warten'): name, size, phone or e-mail, window. */
export function EntryDialog({
  date,
  atTheDoor,
  saving,
  onSave,
  onClose,
}: {
  date: string;
  atTheDoor: boolean;
  saving: boolean;
  onSave: (entry: StaffWaitlistRequest) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState({
    customerName: '',
    guestCount: '2',
    customerPhone: '',
    customerEmail: '',
    from: atTheDoor ? nextHalfHour() : '20:00',
    // At the door the latest start is closing time's last half hour, never before the earliest.
    until: atTheDoor ? ([nextHalfHour(), '23:30'].sort().at(-1) ?? '23:30') : '21:00',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };
  const field = (name: keyof typeof values, label: string) => ({ id: `${id}-${name}`, label, error: errors[name] });

  function save(event: FormEvent) {
    event.preventDefault();
    const parsed = staffWaitlistRequest.safeParse({
      date,
      ...values,
      guestCount: Number(values.guestCount),
      customerEmail: values.customerEmail || undefined,
      customerPhone: values.customerPhone || undefined,
      source: atTheDoor ? 'vor-ort' : 'telefon',
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    onSave(parsed.data);
  }

  return (
    <Dialog title={atTheDoor ? 'Heute warten' : 'Eintrag per Telefon'} onClose={onClose}>
      <form onSubmit={save} noValidate className="staff-form">
        <Field {...field('customerName', fieldLabels.name)}>
          <input value={values.customerName} onChange={set('customerName')} autoComplete="off" />
        </Field>
        <Field {...field('guestCount', fieldLabels.guests)}>
          <input type="number" min={1} max={15} value={values.guestCount} onChange={set('guestCount')} />
        </Field>
        <Field
          {...field('customerPhone', fieldLabels.phone)}
          hint="Telefon oder E-Mail, damit wir Bescheid geben können"
        >
          <input type="tel" value={values.customerPhone} onChange={set('customerPhone')} />
        </Field>
        <Field {...field('customerEmail', fieldLabels.email)} mark="optional">
          <input type="email" value={values.customerEmail} onChange={set('customerEmail')} />
        </Field>
        <Field {...field('from', 'Frühestens')}>
          <input type="time" step={1800} value={values.from} onChange={set('from')} />
        </Field>
        <Field {...field('until', 'Spätestens')}>
          <input type="time" step={1800} value={values.until} onChange={set('until')} />
        </Field>
        <SaveButtons onCancel={onClose} saving={saving} />
      </form>
    </Dialog>
  );
}
