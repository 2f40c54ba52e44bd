import { useCallback, useEffect, useId, useState } from 'react';
import { ownerRoles } from '../../../src/domain/auth/session';
import { berlinDay, germanMonth } from '../../../src/domain/calendar';
import { filterHires, filterOptions, groupByStatus, type StaffHireInquiry } from '../../../src/domain/hire/staff';
import { hireStatusLabel, hireText } from '../../../src/domain/hire/text';
import { StaffPage } from '../session/StaffPage';
import type { SessionInfo } from '../session/session';
import { useLiveData } from '../session/useLiveData';
import { HireCard } from './HireCard';
import { HireDialogs, type OpenStep } from './HireDialogs';
import { HireSettingsDialog } from './HireSettingsDialog';
import { HireSpacesDialog } from './HireSpacesDialog';
import { type HireSpace, hire } from './requests';
import '../area/reservations-badges.css';
import './hire.css';

/** `YYYY-MM` as the month filter names it: 'Dezember 2026'. */
function monthLabel(month: string): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  return germanMonth(year, m);
}

/**
 * `/admin/feiern` (service and owner, docs/hire.md#the-staffs-feiern): every inquiry by state, filtered
 * by space and month, live. The owner offers, marks the deposit and cancels; service reads the hires
 * and opens each one's 'Ablaufblatt'.
 */
export default function HireView({ session, onLogout }: { session: SessionInfo; onLogout: () => void }) {
  const owner = ownerRoles.includes(session.staff.role);
  const today = berlinDay(new Date());
  const ids = { space: useId(), month: useId() };
  const [filter, setFilter] = useState({ space: '', month: '' });
  const [open, setOpen] = useState<OpenStep>();
  const [tool, setTool] = useState<'settings' | 'spaces'>();
  const [spaces, setSpaces] = useState<HireSpace[]>([]);
  // The database's default until the owner's setting is read.
  const [depositPercent, setDepositPercent] = useState(30);
  const { data: inquiries, reload } = useLiveData(
    hire.events,
    async () => (await hire.list()).inquiries,
    [] as StaffHireInquiry[],
  );
  const reloadSpaces = useCallback(
    () =>
      hire
        .spaces()
        .then((answer) => setSpaces(answer.spaces))
        .catch(() => {}),
    [],
  );
  useEffect(() => {
    void reloadSpaces();
    if (!owner) return;
    hire
      .settings()
      .then(({ settings }) => {
        if (typeof settings.hireDepositPercent === 'number') setDepositPercent(settings.hireDepositPercent);
      })
      .catch(() => {});
  }, [owner, reloadSpaces]);

  const options = filterOptions(inquiries ?? []);
  const spaceOptions = spaces.length > 0 ? spaces.map((s) => ({ id: s.id, label: s.label })) : options.spaces;
  const groups = groupByStatus(filterHires(inquiries ?? [], filter));

  return (
    <StaffPage
      session={session}
      onLogout={onLogout}
      title={hireText.staffArea}
      mainClass="hire-main"
      intro={
        owner
          ? 'Mietanfragen für Feiern: Angebot senden, Anzahlung eintragen, absagen; je Feier das Ablaufblatt.'
          : 'Die Feiern der Abende und ihr Ablaufblatt. Angebote, Anzahlungen und Absagen macht die Inhaberin oder der Inhaber.'
      }
      outside={
        tool === 'settings' ? (
          <HireSettingsDialog onClose={() => setTool(undefined)} />
        ) : tool === 'spaces' ? (
          <HireSpacesDialog
            onClose={() => setTool(undefined)}
            onSaved={() => {
              setTool(undefined);
              void reloadSpaces();
            }}
          />
        ) : (
          open && (
            <HireDialogs
              open={open}
              spaces={spaces}
              today={today}
              depositPercent={depositPercent}
              onClose={() => setOpen(undefined)}
              onDone={async () => {
                setOpen(undefined);
                await reload();
              }}
            />
          )
        )
      }
    >
      {owner && (
        <p className="hire-tools">
          <button type="button" className="staff-button staff-button--light" onClick={() => setTool('spaces')}>
            Räume und Preise
          </button>{' '}
          <button type="button" className="staff-button staff-button--light" onClick={() => setTool('settings')}>
            Einstellungen
          </button>
        </p>
      )}
      <div className="staff-card hire-filters">
        <div className="hire-filter">
          <label htmlFor={ids.space}>Raum</label>
          <select
            id={ids.space}
            value={filter.space}
            onChange={(e) => setFilter((f) => ({ ...f, space: e.target.value }))}
          >
            <option value="">Alle Räume</option>
            {spaceOptions.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div className="hire-filter">
          <label htmlFor={ids.month}>Monat</label>
          <select
            id={ids.month}
            value={filter.month}
            onChange={(e) => setFilter((f) => ({ ...f, month: e.target.value }))}
          >
            <option value="">Alle Monate</option>
            {options.months.map((m) => (
              <option key={m} value={m}>
                {monthLabel(m)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {inquiries === undefined ? (
        <p className="staff-muted">Lade Feiern...</p>
      ) : groups.length === 0 ? (
        <p className="staff-card staff-muted">Keine Mietanfragen für diese Auswahl.</p>
      ) : (
        groups.map((group) => (
          <section key={group.status} className="hire-group" aria-labelledby={`hire-${group.status}`}>
            <h2 id={`hire-${group.status}`}>
              {hireStatusLabel[group.status]} <span className="staff-muted">({group.inquiries.length})</span>
            </h2>
            <ul className="hire-list">
              {group.inquiries.map((inquiry) => (
                <HireCard
                  key={inquiry.id}
                  inquiry={inquiry}
                  today={today}
                  owner={owner}
                  spaces={spaces}
                  onStep={(kind) => setOpen({ kind, inquiry })}
                  onChanged={() => void reload()}
                />
              ))}
            </ul>
          </section>
        ))
      )}
    </StaffPage>
  );
}
