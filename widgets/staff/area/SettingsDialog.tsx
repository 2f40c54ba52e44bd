import { type FormEvent, useEffect, useId, useState } from 'react';
import { settingsBounds } from '../../../src/domain/booking/rules';
import { impactSummary } from '../../../src/domain/schedule/labels';
import {
  type BusinessSettings,
  businessSettings,
  settingsFieldErrors,
  settingsText,
} from '../../../src/domain/settings/settings';
import { ApiFailure, client, request } from '../../shared/api/client';
import { SaveButtons } from '../../shared/ConfirmDialog';
import { Dialog } from '../../shared/Dialog';
import { useToast } from '../../shared/Toasts';
import { DayExceptions } from './DayExceptions';
import { useImpact } from './useImpact';
import { WeekTable } from './WeekTable';

type Form = Record<keyof BusinessSettings, string>;

const fields: { name: keyof BusinessSettings; type: string; hint?: string }[] = [
  { name: 'bufferTime', type: 'number', hint: 'Puffer vor und nach jeder Reservierung (0–120)' },
  { name: 'openTime', type: 'time' },
  { name: 'closeTime', type: 'time', hint: '00:00 bedeutet Mitternacht' },
  { name: 'maxReservationDuration', type: 'number', hint: '60–480 Minuten in 30er-Schritten' },
  {
    name: 'bookingHorizonDays',
    type: 'number',
    hint: 'Gäste reservieren online höchstens so viele Tage im Voraus (1–365)',
  },
  {
    name: 'reminderHours',
    type: 'number',
    hint: 'E-Mail mit „Ich komme“ an Gäste, die früher reserviert haben (0–72)',
  },
  {
    name: 'offerMinutes',
    type: 'number',
    hint: 'So lange hält ein frei gewordener Tisch für die Warteliste (5–240)',
  },
  { name: 'venueInbox', type: 'email', hint: 'Reservierungen, Kontaktanfragen und Antworten der Gäste gehen hierhin' },
  { name: 'adminEmail', type: 'email', hint: 'Bekommt jede Reservierungsmeldung zusätzlich (leer: keine)' },
  { name: 'mailFrom', type: 'text', hint: 'Absender aller E-Mails, z. B. Irish Pub Reutlingen <reservierung@…>' },
  {
    name: 'guestPhone',
    type: 'tel',
    hint: 'Steht in jeder E-Mail an Gäste; die Seiten zeigen die Nummer aus den Inhalten',
  },
  {
    name: 'guestEmail',
    type: 'email',
    hint: 'Steht in jeder E-Mail an Gäste; die Seiten zeigen die Adresse aus den Inhalten',
  },
];

/** The settings dialog 'System-Einstellungen' (docs/booking.md#settings-and-defaults): the settings, the week and its exceptions. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const [form, setForm] = useState<Form | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const baseId = useId();
  const impact = useImpact();

  useEffect(() => {
    request(client.api.admin.settings.$get())
      .then(({ settings }) =>
        setForm(Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, String(v)])) as Form),
      )
      .catch(() => toast('error', 'Einstellungen konnten nicht geladen werden.'));
  }, [toast]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const parsed = businessSettings.safeParse(form);
    if (!parsed.success) {
      setErrors(settingsFieldErrors(parsed.error));
      return;
    }
    setSaving(true);
    try {
      const json = parsed.data;
      const saved = await impact.run((confirm) =>
        request(client.api.admin.settings.$put({ json: { ...json, confirm } })),
      );
      if (!saved) return setSaving(false);
      toast('success', [settingsText.saved, impactSummary(saved)].filter(Boolean).join(' – '));
      onClose();
    } catch (e) {
      if (e instanceof ApiFailure && e.status === 422) setErrors(e.fieldErrors);
      toast('error', settingsText.saveFailed);
      setSaving(false);
    }
  }

  return (
    <Dialog title={settingsText.title} onClose={onClose} wide>
      {!form ? (
        <p className="staff-muted">Lade Einstellungen...</p>
      ) : (
        <form onSubmit={save} noValidate className="staff-settings">
          <div className="staff-settings__grid">
            {fields.map(({ name, type, hint }) => {
              const id = `${baseId}-${name}`;
              const bounds = name in settingsBounds ? settingsBounds[name as keyof typeof settingsBounds] : undefined;
              const described = [hint && `${id}-hint`, errors[name] && `${id}-error`].filter(Boolean).join(' ');
              return (
                <div key={name}>
                  <label htmlFor={id}>{settingsText[name]}</label>
                  <input
                    id={id}
                    type={type}
                    value={form[name]}
                    {...(bounds && { min: bounds.min, max: bounds.max, step: bounds.step })}
                    aria-invalid={errors[name] ? true : undefined}
                    aria-describedby={described || undefined}
                    onChange={(e) => {
                      setForm({ ...form, [name]: e.target.value });
                      setErrors(({ [name]: _, ...rest }) => rest);
                    }}
                  />
                  {hint && (
                    <p id={`${id}-hint`} className="staff-muted staff-small staff-hint">
                      {hint}
                    </p>
                  )}
                  {errors[name] && (
                    <p id={`${id}-error`} className="staff-field-error">
                      {errors[name]}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          <SaveButtons onCancel={onClose} saving={saving} />
        </form>
      )}
      <WeekTable run={impact.run} />
      <DayExceptions run={impact.run} />
      {impact.dialog}
    </Dialog>
  );
}
