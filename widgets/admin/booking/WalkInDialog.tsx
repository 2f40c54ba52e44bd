import { type FormEvent, useId, useState } from 'react';
import { walkInLengths } from '../../../src/domain/staff/staff-booking';
import { client, request } from '../../shared/api/client';
import { Dialog } from '../../shared/Dialog';
import { useToast } from '../../shared/Toasts';
import { DialogButtons } from '../ConfirmDialog';
import { Field } from './Field';
import { refusal } from './refusal';
import { type PickableTable, TablePicker } from './TablePicker';
import './booking.css';

const lengthLabel = (minutes: number) =>
  minutes % 60 ? `${Math.floor(minutes / 60)},5 Stunden` : `${minutes / 60} ${minutes === 60 ? 'Stunde' : 'Stunden'}`;

/** 'Walk-in': the chosen tables from now (rounded to 5 minutes) for a length, without name or contact. */
export function WalkInDialog({
  tables,
  startTables = [],
  onSaved,
  onClose,
}: {
  tables: readonly PickableTable[];
  startTables?: number[];
  onSaved: () => void;
  onClose: () => void;
}) {
  const toast = useToast();
  const id = useId();
  const [tableIds, setTableIds] = useState<number[]>(startTables);
  const [guests, setGuests] = useState('2');
  const [minutes, setMinutes] = useState<number>(120);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const json = { tableIds, guestCount: Number(guests), minutes };
      const done = await request(client.api.admin.reservations['walk-in'].$post({ json }));
      toast('success', done.message);
      onSaved();
    } catch (e) {
      const { errors, message } = refusal(e);
      setErrors(errors);
      toast('error', message);
      setSaving(false);
    }
  }

  return (
    <Dialog title="Walk-in" onClose={onClose} wide>
      <form onSubmit={save} noValidate className="staff-booking-form">
        <p className="staff-muted">Ab jetzt, ohne Namen (Laufkundschaft).</p>
        {(errors.form || errors.startTime) && (
          <p className="staff-error-box" role="alert">
            {errors.form ?? errors.startTime}
          </p>
        )}
        <TablePicker tables={tables} selected={tableIds} error={errors.tableIds} onChange={setTableIds} />
        <div className="staff-booking-form__grid">
          <Field id={`${id}-guests`} label="Personen" error={errors.guestCount}>
            <input type="number" min={1} value={guests} onChange={(e) => setGuests(e.target.value)} />
          </Field>
          <Field id={`${id}-length`} label="Dauer" error={errors.minutes}>
            <select value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
              {walkInLengths.map((m) => (
                <option key={m} value={m}>
                  {lengthLabel(m)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <DialogButtons onCancel={onClose}>
          <button type="submit" className="staff-button staff-button--primary" disabled={saving}>
            Walk-in eintragen
          </button>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
