import { type FormEvent, useId, useState } from 'react';
import { fieldLabels } from '../../../../src/domain/booking/labels';
import { berlinDay } from '../../../../src/domain/calendar';
import type { AdminReservation } from '../../../../src/domain/staff-reservations/reservations';
import {
  belowOnlineMinimum,
  type Source,
  sourceLabel,
  sources,
  staffBookingText,
} from '../../../../src/domain/staff-reservations/staff-booking';
import { client, request } from '../../../shared/api/client';
import { SaveButtons } from '../../../shared/ConfirmDialog';
import { Dialog } from '../../../shared/Dialog';
import { Field } from '../../../shared/Field';
import { useStaffWrite } from '../../session/useStaffWrite';
import { type PickableTable, TablePicker } from './TablePicker';
import './booking.css';

type Form = {
  date: string;
  startTime: string;
  endTime: string;
  guestCount: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  specialRequests: string;
  source: Source;
};

const textFields = [
  ['customerName', fieldLabels.name, 'text', undefined],
  ['customerEmail', fieldLabels.email, 'email', 'optional'],
  ['customerPhone', fieldLabels.phone, 'tel', 'optional'],
] as const;

function initial(existing: AdminReservation | undefined, start: Partial<Form>): Form {
  return {
    date: existing?.date ?? start.date ?? '',
    startTime: existing?.startTime ?? start.startTime ?? '20:00',
    endTime: existing?.endTime ?? '',
    guestCount: String(existing?.guestCount ?? 2),
    customerName: existing?.customerName ?? '',
    customerEmail: existing?.customerEmail ?? '',
    customerPhone: existing?.customerPhone ?? '',
    specialRequests: existing?.specialRequests ?? '',
    source: existing?.source ?? 'telefon',
  };
}

/**
 * 'Neue Reservierung' and 'Reservierung ändern' (docs/booking.md#staff-bookings): date, times,
 * one or several tables, guests, contact, notes and how it came. Staff may go below the online
 * minimum of guests; the form warns. The server's German field errors show under the fields.
 */
export function BookingDialog({
  tables,
  existing,
  start = {},
  startTables = [],
  onSaved,
  onClose,
}: {
  tables: readonly PickableTable[];
  existing?: AdminReservation;
  start?: Partial<Form>;
  startTables?: number[];
  onSaved: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const [form, setForm] = useState(() => initial(existing, start));
  const [tableIds, setTableIds] = useState<number[]>(existing?.tableIds ?? startTables);
  const { errors, setErrors, busy: saving, run } = useStaffWrite();
  const seats = tables.filter((t) => tableIds.includes(t.id)).reduce((sum, t) => sum + t.capacity, 0);
  const guests = Number(form.guestCount);
  const warn = tableIds.length > 0 && guests >= 1 && belowOnlineMinimum(guests, seats);

  const set = (name: keyof Form) => (e: { target: { value: string } }) => {
    setForm({ ...form, [name]: e.target.value });
    setErrors(({ [name]: _, ...rest }) => rest);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const blank = (v: string) => (v.trim() ? v.trim() : null);
    const json = {
      date: form.date,
      startTime: form.startTime,
      endTime: blank(form.endTime),
      tableIds,
      guestCount: guests,
      customerName: blank(form.customerName),
      customerEmail: blank(form.customerEmail),
      customerPhone: blank(form.customerPhone),
      specialRequests: blank(form.specialRequests),
      source: form.source,
    };
    const route = client.api.admin.reservations;
    const sent = (): Promise<{ message: string }> =>
      existing ? request(route[':id'].$patch({ param: { id: existing.id }, json })) : request(route.$post({ json }));
    if (await run(sent, (answer) => answer.message)) onSaved();
  }

  const f = (name: string) => `${id}-${name}`;
  return (
    <Dialog title={existing ? 'Reservierung ändern' : 'Neue Reservierung'} onClose={onClose} wide>
      <form onSubmit={save} noValidate className="staff-booking-form">
        {errors.form && (
          <p className="staff-error-box" role="alert">
            {errors.form}
          </p>
        )}
        <div className="staff-booking-form__grid">
          <Field id={f('date')} label="Datum" error={errors.date}>
            <input type="date" min={berlinDay(new Date())} value={form.date} onChange={set('date')} required />
          </Field>
          <Field id={f('start')} label="Beginn" error={errors.startTime}>
            <input type="time" step={300} value={form.startTime} onChange={set('startTime')} required />
          </Field>
          <Field id={f('end')} label="Ende" mark="optional" error={errors.endTime} hint="Leer: wie online (23:00 Uhr)">
            <input type="time" step={300} value={form.endTime} onChange={set('endTime')} />
          </Field>
          <Field id={f('guests')} label={fieldLabels.guests} error={errors.guestCount}>
            <input type="number" min={1} value={form.guestCount} onChange={set('guestCount')} required />
          </Field>
        </div>
        <TablePicker
          tables={tables}
          selected={tableIds}
          error={errors.tableIds}
          onChange={(ids) => {
            setTableIds(ids);
            setErrors(({ tableIds: _, ...rest }) => rest);
          }}
        />
        <p className="staff-warning" aria-live="polite">
          {warn ? staffBookingText.belowMinimum(Math.ceil(seats / 2)) : ''}
        </p>
        <div className="staff-booking-form__grid">
          {textFields.map(([name, label, type, mark]) => (
            <Field key={name} id={f(name)} label={label} mark={mark} error={errors[name]}>
              <input type={type} value={form[name]} onChange={set(name)} />
            </Field>
          ))}
          <Field id={f('source')} label="Quelle" error={errors.source}>
            <select value={form.source} onChange={set('source')}>
              {/* 'Warteliste' comes from an accepted offer only; a booking that has it keeps it. */}
              {sources
                .filter((s) => s !== 'warteliste' || form.source === s)
                .map((s) => (
                  <option key={s} value={s}>
                    {sourceLabel[s]}
                  </option>
                ))}
            </select>
          </Field>
        </div>
        <Field id={f('notes')} label={fieldLabels.specialRequests} mark="optional" error={errors.specialRequests}>
          <textarea rows={2} value={form.specialRequests} onChange={set('specialRequests')} />
        </Field>
        <SaveButtons onCancel={onClose} saving={saving} />
      </form>
    </Dialog>
  );
}
