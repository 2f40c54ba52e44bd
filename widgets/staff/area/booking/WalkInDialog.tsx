import { type FormEvent, useId, useState } from 'react';
import { fieldLabels } from '../../../../src/domain/booking/labels';
import { walkInLengths } from '../../../../src/domain/staff-reservations/staff-booking';
import { client, request } from '../../../shared/api/client';
import { DialogButtons } from '../../../shared/ConfirmDialog';
import { Dialog } from '../../../shared/Dialog';
import { Field } from '../../../shared/Field';
import { Options } from '../../../shared/Options';
import { useStaffWrite } from '../../session/useStaffWrite';
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
  const id = useId();
  const [tableIds, setTableIds] = useState<number[]>(startTables);
  const [guests, setGuests] = useState('2');
  const [minutes, setMinutes] = useState<number>(120);
  const { errors, busy: saving, run } = useStaffWrite();

  async function save(event: FormEvent) {
    event.preventDefault();
    const json = { tableIds, guestCount: Number(guests), minutes };
    const sent = () => request(client.api.admin.reservations['walk-in'].$post({ json }));
    if (await run(sent, (answer) => answer.message)) onSaved();
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
          <Field id={`${id}-guests`} label={fieldLabels.guests} error={errors.guestCount}>
            <input type="number" min={1} value={guests} onChange={(e) => setGuests(e.target.value)} />
          </Field>
          <Field id={`${id}-length`} label="Dauer" error={errors.minutes}>
            <select value={minutes} onChange={(e) => setMinutes(Number(e.target.value))}>
              <Options values={walkInLengths} label={(m) => lengthLabel(m)} />
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
