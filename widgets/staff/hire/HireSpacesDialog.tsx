import { type FormEvent, useEffect, useId, useState } from 'react';
import { centsToInput, inputToCents } from '../../../src/domain/hire/offer-draft';
import {
  type PriceForm,
  priceErrorKey,
  type SpaceForm,
  spacesForm,
  spacesRequest,
} from '../../../src/domain/hire/spaces';
import { packageLabel } from '../../../src/domain/hire/text';
import { SaveButtons } from '../../shared/ConfirmDialog';
import { Dialog } from '../../shared/Dialog';
import { Field } from '../../shared/Field';
import { useStaffWrite } from '../session/useStaffWrite';
import { hire } from './requests';
import { SpaceFields } from './SpaceFields';

const unitLabel: Record<PriceForm['unit'], string> = { person: 'pro Person', evening: 'pro Abend' };

/**
 * The owner's 'Räume und Preise' (docs/hire.md#spaces): every rentable space with its rules, and
 * each package's price (blank: guests are not offered it). Saved whole with
 * `PUT /api/admin/hire/spaces`, checked first with the route's own schema.
 */
export function HireSpacesDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const id = useId();
  const { busy, run } = useStaffWrite();
  const [form, setForm] = useState<{ spaces: SpaceForm[]; prices: PriceForm[] }>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    hire
      .ownerSpaces()
      .then((read) => setForm(spacesForm(read, centsToInput)))
      .catch(() => setFailed(true));
  }, []);

  const changeSpace = (index: number, change: Partial<SpaceForm>) => {
    if (!form) return;
    setForm({ ...form, spaces: form.spaces.map((s, i) => (i === index ? { ...s, ...change } : s)) });
    setErrors((all) => Object.fromEntries(Object.entries(all).filter(([k]) => !k.startsWith(`spaces.${index}.`))));
  };
  const changePrice = (packageId: string, change: Partial<PriceForm>) => {
    if (!form) return;
    setForm({ ...form, prices: form.prices.map((p) => (p.id === packageId ? { ...p, ...change } : p)) });
    setErrors(({ [priceErrorKey(packageId)]: _, ...rest }) => rest);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const checked = spacesRequest(form, inputToCents);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    if (await run(() => hire.saveSpaces(checked.request), 'Räume und Preise gespeichert.')) onSaved();
  }

  const spaceErrors = (index: number) =>
    Object.fromEntries(
      Object.entries(errors).flatMap(([k, v]) => (k.startsWith(`spaces.${index}.`) ? [[k.split('.')[2], v]] : [])),
    );
  return (
    <Dialog title="Räume und Preise" onClose={onClose}>
      {failed ? (
        <p role="alert">Räume und Preise konnten nicht geladen werden.</p>
      ) : !form ? (
        <p className="staff-muted">Lade Räume und Preise...</p>
      ) : (
        <form onSubmit={save} noValidate className="staff-form hire-spaces">
          {form.spaces.map((space, index) => (
            <SpaceFields
              key={space.id}
              id={`${id}-${space.id}`}
              space={space}
              errors={spaceErrors(index)}
              onChange={(change) => changeSpace(index, change)}
            />
          ))}
          <fieldset className="hire-space">
            <legend>Preise der Pakete</legend>
            <p className="staff-muted staff-small">Ohne Preis wird ein Paket den Gästen nicht angeboten.</p>
            {form.prices.map((price) => (
              <fieldset key={price.id} className="hire-space__days hire-space__price">
                <legend>{packageLabel[price.id]}</legend>
                <div className="hire-space__row">
                  <Field id={`${id}-${price.id}-price`} label="Preis (€)" error={errors[priceErrorKey(price.id)]}>
                    <input
                      inputMode="decimal"
                      autoComplete="off"
                      value={price.price}
                      onChange={(e) => changePrice(price.id, { price: e.target.value })}
                    />
                  </Field>
                  <Field id={`${id}-${price.id}-unit`} label="Preis gilt">
                    <select
                      value={price.unit}
                      onChange={(e) => changePrice(price.id, { unit: e.target.value as PriceForm['unit'] })}
                    >
                      {Object.entries(unitLabel).map(([unit, label]) => (
                        <option key={unit} value={unit}>
                          {label}
                        </option>
                      ))}
                    </select>
                  </Field>
                </div>
              </fieldset>
            ))}
          </fieldset>
          <SaveButtons onCancel={onClose} saving={busy} />
        </form>
      )}
    </Dialog>
  );
}
