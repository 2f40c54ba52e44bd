import type { SpaceForm } from '../../../src/domain/hire/spaces';
import { areaIds } from '../../../src/domain/plan/areas';
import { isoWeekdays, weekdayLong, weekdayShort } from '../../../src/domain/schedule/week';
import { Field } from '../../shared/Field';

const areaName: Record<(typeof areaIds)[number], string> = { unten: 'Unten', oben: 'Oben' };

/**
 * One rentable space in the owner's 'Räume und Preise': its label, guests, weekdays, default hours,
 * the plan areas it takes (the Irish pub only), whether it is hired on quiz and karaoke nights and
 * whether guests see it. `errors` are keyed by field name.
 */
export function SpaceFields({
  id,
  space,
  errors,
  onChange,
}: {
  id: string;
  space: SpaceForm;
  errors: Record<string, string>;
  onChange: (change: Partial<SpaceForm>) => void;
}) {
  const toggle = <T,>(list: readonly T[], item: T, on: boolean, order: readonly T[]) =>
    order.filter((x) => (x === item ? on : list.includes(x)));
  return (
    <fieldset className="hire-space">
      <legend>{space.label}</legend>
      <Field id={`${id}-label`} label="Bezeichnung" error={errors.label}>
        <input value={space.label} autoComplete="off" onChange={(e) => onChange({ label: e.target.value })} />
      </Field>
      <div className="hire-space__row">
        <Field id={`${id}-min`} label="Gäste mindestens" error={errors.minGuests}>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            value={space.minGuests}
            onChange={(e) => onChange({ minGuests: e.target.value })}
          />
        </Field>
        <Field id={`${id}-max`} label="Gäste höchstens" error={errors.maxGuests}>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            value={space.maxGuests}
            onChange={(e) => onChange({ maxGuests: e.target.value })}
          />
        </Field>
        <Field id={`${id}-start`} label="Beginn" error={errors.defaultStart}>
          <input type="time" value={space.defaultStart} onChange={(e) => onChange({ defaultStart: e.target.value })} />
        </Field>
        <Field id={`${id}-end`} label="Ende" error={errors.defaultEnd}>
          <input type="time" value={space.defaultEnd} onChange={(e) => onChange({ defaultEnd: e.target.value })} />
        </Field>
      </div>
      <fieldset className="hire-space__days" aria-describedby={errors.weekdays ? `${id}-days-error` : undefined}>
        <legend>Wochentage</legend>
        {isoWeekdays.map((day) => (
          <label key={day} className="staff-check">
            <input
              type="checkbox"
              aria-label={weekdayLong[day]}
              checked={space.weekdays.includes(day)}
              onChange={(e) => onChange({ weekdays: toggle(space.weekdays, day, e.target.checked, isoWeekdays) })}
            />{' '}
            {weekdayShort[day]}
          </label>
        ))}
        {errors.weekdays && (
          <p id={`${id}-days-error`} className="staff-field-error">
            {errors.weekdays}
          </p>
        )}
      </fieldset>
      {space.venue === 'irish' && (
        <fieldset className="hire-space__days">
          <legend>Bereiche des Tischplans</legend>
          {areaIds.map((area) => (
            <label key={area} className="staff-check">
              <input
                type="checkbox"
                checked={space.planAreas.includes(area)}
                onChange={(e) => onChange({ planAreas: toggle(space.planAreas, area, e.target.checked, areaIds) })}
              />{' '}
              {areaName[area]}
            </label>
          ))}
        </fieldset>
      )}
      <label className="staff-check">
        <input
          type="checkbox"
          checked={space.onEventNights}
          onChange={(e) => onChange({ onEventNights: e.target.checked })}
        />{' '}
        Auch an Quiz- und Karaoke-Abenden
      </label>
      <label className="staff-check">
        <input type="checkbox" checked={space.active} onChange={(e) => onChange({ active: e.target.checked })} /> Für
        Gäste anfragbar
      </label>
    </fieldset>
  );
}
