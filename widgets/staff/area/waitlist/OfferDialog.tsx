import { type FormEvent, useId, useState } from 'react';
import type { StaffWaitlistEntry } from '../../../../src/domain/waitlist/waitlist';
import { SaveButtons } from '../../../shared/ConfirmDialog';
import { Dialog } from '../../../shared/Dialog';
import { Field } from '../../../shared/Field';

/** 'Tisch anbieten': staff choose the table and the start; the table is held for the entry. */
export function OfferDialog({
  entry,
  tables,
  saving,
  onSave,
  onClose,
}: {
  entry: StaffWaitlistEntry;
  tables: { id: number; capacity: number; areaName: string }[];
  saving: boolean;
  onSave: (offer: { tableIds: number[]; startTime: string }) => void;
  onClose: () => void;
}) {
  const id = useId();
  const fitting = tables.filter((t) => t.capacity >= entry.guestCount);
  const [tableId, setTableId] = useState(String(fitting[0]?.id ?? ''));
  const [startTime, setStartTime] = useState(entry.from);

  function save(event: FormEvent) {
    event.preventDefault();
    onSave({ tableIds: [Number(tableId)], startTime });
  }

  return (
    <Dialog title={`Tisch anbieten: ${entry.customerName}`} onClose={onClose}>
      <form onSubmit={save} noValidate className="staff-form">
        <Field id={`${id}-table`} label="Tisch" hint={`${entry.guestCount} Personen, ${entry.from}–${entry.until} Uhr`}>
          <select value={tableId} onChange={(e) => setTableId(e.target.value)}>
            {fitting.map((t) => (
              <option key={t.id} value={t.id}>
                Tisch {t.id} ({t.capacity} Plätze, {t.areaName})
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-start`} label="Beginn">
          <input type="time" step={300} value={startTime} onChange={(e) => setStartTime(e.target.value)} />
        </Field>
        <SaveButtons onCancel={onClose} saving={saving} />
      </form>
    </Dialog>
  );
}
