import { type FormEvent, useEffect, useId, useState } from 'react';
import { hireSettings } from '../../../src/domain/hire/settings';
import { hireText } from '../../../src/domain/hire/text';
import { settingsFieldErrors, settingsText } from '../../../src/domain/settings/settings';
import { SaveButtons } from '../../shared/ConfirmDialog';
import { Dialog } from '../../shared/Dialog';
import { Field } from '../../shared/Field';
import { useStaffWrite } from '../session/useStaffWrite';
import { hire } from './requests';

const fields = [
  { name: 'hireAccountHolder', label: hireText.holderLabel, type: 'text' },
  { name: 'hireIban', label: hireText.ibanLabel, type: 'text' },
  { name: 'hireBic', label: hireText.bicLabel, type: 'text' },
  { name: 'hireDepositPercent', label: hireText.depositPercentLabel, type: 'number' },
  { name: 'hireDepositDays', label: hireText.depositDaysLabel, type: 'number' },
] as const;
type Name = (typeof fields)[number]['name'];

/**
 * The owner's settings of hires (docs/hire.md#the-deposit): the account deposits are paid to
 * (holder, IBAN checked by its checksum, optional BIC) and the deposit's percent and days. Saved
 * with the other settings (`PUT /api/admin/settings` takes them whole), which it sends back as read.
 */
export function HireSettingsDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const { busy, run, errors: serverErrors } = useStaffWrite();
  const [all, setAll] = useState<Record<string, unknown>>();
  const [form, setForm] = useState<Record<Name, string>>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    hire
      .settings()
      .then(({ settings }) => {
        setAll(settings as Record<string, unknown>);
        setForm(
          Object.fromEntries(
            fields.map(({ name }) => [name, String((settings as Record<string, unknown>)[name] ?? '')]),
          ) as Record<Name, string>,
        );
      })
      .catch(() => setFailed(true));
  }, []);
  const shown = { ...serverErrors, ...errors };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form || !all) return;
    const parsed = hireSettings.safeParse({ ...form, hireBic: form.hireBic || null });
    if (!parsed.success) return setErrors(settingsFieldErrors(parsed.error));
    setErrors({});
    const body = { ...all, ...parsed.data, hireBic: parsed.data.hireBic ?? null };
    if (await run(() => hire.saveSettings(body), settingsText.saved)) onClose();
  }

  return (
    <Dialog title="Einstellungen für Feiern" onClose={onClose}>
      {failed ? (
        <p role="alert">Einstellungen konnten nicht geladen werden.</p>
      ) : !form ? (
        <p className="staff-muted">Lade Einstellungen...</p>
      ) : (
        <form onSubmit={save} noValidate className="staff-form">
          {fields.map(({ name, label, type }) => (
            <Field key={name} id={`${id}-${name}`} label={label} error={shown[name]}>
              <input
                type={type}
                value={form[name]}
                autoComplete="off"
                onChange={(e) => {
                  setForm({ ...form, [name]: e.target.value });
                  setErrors(({ [name]: _, ...rest }) => rest);
                }}
              />
            </Field>
          ))}
          <SaveButtons onCancel={onClose} saving={busy} />
        </form>
      )}
    </Dialog>
  );
}
