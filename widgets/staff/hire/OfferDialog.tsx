import { type FormEvent, useId, useState } from 'react';
import { fieldErrorsOf } from '../../../src/domain/booking/schemas';
import { longGermanDate } from '../../../src/domain/calendar';
import { formatEuro, offerTotalCents } from '../../../src/domain/hire/money';
import { centsToInput, inputToCents, offerDraft } from '../../../src/domain/hire/offer-draft';
import { type OfferRequest, offerRequest } from '../../../src/domain/hire/schemas';
import type { StaffHireInquiry } from '../../../src/domain/hire/staff';
import { DialogButtons } from '../../shared/ConfirmDialog';
import { Dialog } from '../../shared/Dialog';
import { Field } from '../../shared/Field';
import type { HireSpace } from './requests';

interface Line {
  label: string;
  quantity: string;
  price: string;
}

/**
 * The owner's offer (docs/hire.md#the-staffs-feiern): lines (label, quantity, unit price) prefilled
 * from the ticked packages and the guests, the deposit of the setting's percent, valid until; the
 * sum shown as it is typed. `onSend` gets the checked body.
 */
export function OfferDialog({
  inquiry,
  spaces,
  today,
  depositPercent,
  saving,
  serverErrors,
  onSend,
  onClose,
}: {
  inquiry: StaffHireInquiry;
  spaces: HireSpace[];
  today: string;
  /** The owner's setting: the deposit in percent of the total. */
  depositPercent: number;
  saving: boolean;
  serverErrors: Record<string, string>;
  onSend: (body: Omit<OfferRequest, 'confirm'>) => void;
  onClose: () => void;
}) {
  const id = useId();
  const packages = spaces.find((s) => s.id === inquiry.spaceId)?.packages ?? [];
  const [form, setForm] = useState(() => {
    const draft = offerDraft(inquiry, packages, depositPercent, today);
    return {
      lines: draft.items.map((l) => ({
        label: l.label,
        quantity: String(l.quantity),
        price: centsToInput(l.unitPriceCents),
      })),
      deposit: centsToInput(draft.depositCents),
      validUntil: draft.validUntil,
    };
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };

  const items = form.lines.map((l) => ({
    label: l.label,
    quantity: Number(l.quantity),
    unitPriceCents: inputToCents(l.price) ?? Number.NaN,
  }));
  const total = offerTotalCents(
    items.map((i) => ({ ...i, unitPriceCents: Number.isNaN(i.unitPriceCents) ? 0 : i.unitPriceCents })),
  );

  const setLine = (index: number, key: keyof Line) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, lines: f.lines.map((l, n) => (n === index ? { ...l, [key]: e.target.value } : l)) }));

  function send(event: FormEvent) {
    event.preventDefault();
    const parsed = offerRequest.safeParse({
      items,
      depositCents: inputToCents(form.deposit) ?? Number.NaN,
      validUntil: form.validUntil,
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    const { confirm: _, ...body } = parsed.data;
    onSend(body);
  }

  return (
    <Dialog title="Angebot senden" onClose={onClose} wide head={`${inquiry.space}, ${longGermanDate(inquiry.date)}`}>
      <form onSubmit={send} noValidate className="staff-form hire-offer">
        <fieldset className="hire-offer__lines">
          <legend>Positionen</legend>
          {form.lines.map((line, n) => (
            // Lines have no id of their own; their place is their identity while the form is open.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={n} className="hire-offer__line">
              <Field id={`${id}-label-${n}`} label="Bezeichnung">
                <input value={line.label} onChange={setLine(n, 'label')} autoComplete="off" />
              </Field>
              <Field id={`${id}-qty-${n}`} label="Menge">
                <input type="number" min={1} max={1000} value={line.quantity} onChange={setLine(n, 'quantity')} />
              </Field>
              <Field id={`${id}-price-${n}`} label="Einzelpreis (€)">
                <input inputMode="decimal" value={line.price} onChange={setLine(n, 'price')} />
              </Field>
              <button
                type="button"
                className="staff-button staff-button--light"
                aria-label={`Position ${n + 1} entfernen`}
                onClick={() => setForm((f) => ({ ...f, lines: f.lines.filter((_, k) => k !== n) }))}
              >
                Entfernen
              </button>
            </div>
          ))}
          <button
            type="button"
            className="staff-button staff-button--light"
            onClick={() => setForm((f) => ({ ...f, lines: [...f.lines, { label: '', quantity: '1', price: '0' }] }))}
          >
            Position hinzufügen
          </button>
          {shown.items && (
            <p className="staff-field-error" role="alert">
              {shown.items}
            </p>
          )}
        </fieldset>
        <p className="hire-offer__total">
          Gesamtsumme: <strong>{formatEuro(total)}</strong>
        </p>
        <Field id={`${id}-deposit`} label="Anzahlung (€)" error={shown.depositCents}>
          <input
            inputMode="decimal"
            value={form.deposit}
            onChange={(e) => setForm((f) => ({ ...f, deposit: e.target.value }))}
          />
        </Field>
        <Field id={`${id}-valid`} label="Gültig bis" error={shown.validUntil}>
          <input
            type="date"
            value={form.validUntil}
            onChange={(e) => setForm((f) => ({ ...f, validUntil: e.target.value }))}
          />
        </Field>
        {shown.form && (
          <p className="staff-field-error" role="alert">
            {shown.form}
          </p>
        )}
        <DialogButtons onCancel={onClose}>
          <button type="submit" className="staff-button staff-button--primary" disabled={saving}>
            Angebot senden
          </button>
        </DialogButtons>
      </form>
    </Dialog>
  );
}
