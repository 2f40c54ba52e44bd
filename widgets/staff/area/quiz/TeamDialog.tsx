import { type FormEvent, useId, useState } from 'react';
import { fieldErrorsOf } from '../../../../src/domain/booking/schemas';
import {
  type StaffTeam,
  type StaffTeamRequest,
  staffTeamRequest,
  type TeamPatch,
  teamPatch,
  teamSources,
} from '../../../../src/domain/quiz/teams';
import { sourceLabel } from '../../../../src/domain/staff-reservations/staff-booking';
import { SaveButtons } from '../../../shared/ConfirmDialog';
import { Dialog } from '../../../shared/Dialog';
import { Field } from '../../../shared/Field';
import { Options } from '../../../shared/Options';

/** A table of the deployed plan, as the day view lists them. */
export interface PlanTable {
  id: number;
  capacity: number;
  areaName: string;
}

/**
 * A team that signed up by phone, WhatsApp or at the door ('Team eintragen'), or a team's details
 * changed ('Ändern'): name, players, contact, note and, when changing, the plan's tables it sits at.
 */
export function TeamDialog({
  date,
  tables,
  team,
  saving,
  onAdd,
  onChange,
  onClose,
}: {
  date: string;
  tables: readonly PlanTable[];
  team?: StaffTeam;
  saving: boolean;
  onAdd: (team: StaffTeamRequest) => void;
  onChange: (patch: TeamPatch) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState({
    teamName: team?.teamName ?? '',
    players: String(team?.players ?? 4),
    contactName: team?.contactName ?? '',
    phone: team?.phone ?? '',
    email: team?.email ?? '',
    note: team?.note ?? '',
    source: 'telefon',
  });
  const [seats, setSeats] = useState<number[]>(team?.tableIds ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: e.target.value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };
  const field = (name: string, label: string) => ({ id: `${id}-${name}`, label, error: errors[name] });

  function save(event: FormEvent) {
    event.preventDefault();
    const common = {
      teamName: values.teamName,
      players: Number(values.players),
      contactName: values.contactName,
      email: values.email || undefined,
      phone: values.phone || undefined,
      note: values.note || undefined,
    };
    if (!team) {
      const parsed = staffTeamRequest.safeParse({ date, ...common, source: values.source });
      if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
      return onAdd(parsed.data);
    }
    const tableIds = [...seats].sort((a, b) => a - b);
    const parsed = teamPatch.safeParse({
      ...common,
      email: values.email || null,
      phone: values.phone || null,
      note: values.note || null,
      tableIds,
    });
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      return setErrors(found);
    }
    onChange(parsed.data);
  }

  return (
    <Dialog title={team ? `Team ${team.teamName} ändern` : 'Team eintragen'} onClose={onClose}>
      <form onSubmit={save} noValidate className="staff-form">
        <Field {...field('teamName', 'Teamname')}>
          <input value={values.teamName} onChange={set('teamName')} maxLength={40} autoComplete="off" />
        </Field>
        <Field {...field('players', 'Spieler')}>
          <input type="number" min={1} max={20} value={values.players} onChange={set('players')} />
        </Field>
        <Field {...field('contactName', 'Kontakt')}>
          <input value={values.contactName} onChange={set('contactName')} autoComplete="off" />
        </Field>
        <Field {...field('phone', 'Telefon')} hint="Telefon oder E-Mail">
          <input type="tel" value={values.phone} onChange={set('phone')} />
        </Field>
        <Field {...field('email', 'E-Mail')} mark="optional">
          <input type="email" value={values.email} onChange={set('email')} />
        </Field>
        <Field {...field('note', 'Notiz')} mark="optional">
          <textarea rows={2} value={values.note} onChange={set('note')} maxLength={500} />
        </Field>
        {team ? (
          <fieldset className="staff-quiz__seats">
            <legend>Tische</legend>
            {tables.length === 0 && <p className="staff-muted staff-small">Kein Tischplan veröffentlicht.</p>}
            {tables.map((t) => (
              <label key={t.id} className="staff-check">
                <input
                  type="checkbox"
                  checked={seats.includes(t.id)}
                  onChange={(e) => setSeats((s) => (e.target.checked ? [...s, t.id] : s.filter((id) => id !== t.id)))}
                />{' '}
                Tisch {t.id} <span className="staff-muted staff-small">({t.areaName})</span>
              </label>
            ))}
            {errors.tableIds && <p className="staff-field-error">{errors.tableIds}</p>}
          </fieldset>
        ) : (
          <Field {...field('source', 'Angemeldet über')}>
            <select value={values.source} onChange={set('source')}>
              <Options values={teamSources} label={(s) => sourceLabel[s]} />
            </select>
          </Field>
        )}
        <SaveButtons onCancel={onClose} saving={saving} />
      </form>
    </Dialog>
  );
}
