import { longGermanDate } from '../calendar';
import type { AffectedView, ChangeOutcome } from './views';

/** German labels of the week table and the exceptions list in 'System-Einstellungen'. */
export const weekText = {
  heading: 'Reservierungswoche',
  intro:
    'An welchen Wochentagen Gäste online reservieren können. Der Text erscheint an geschlossenen Tagen auf der Reservierungsseite.',
  bookable: 'Online buchbar',
  reason: 'Text für Gäste',
  whatsapp: 'WhatsApp-Anmeldung',
  teamNight: 'Team-Anmeldung',
  maxTeams: 'Teams höchstens',
  players: 'Spieler pro Team',
  from: 'von',
  until: 'bis',
  slotMinutes: 'Takt der Startzeiten',
  defaultEndTime: 'Standard-Endzeit',
  save: 'Woche speichern',
  saved: 'Woche gespeichert',
  exceptions: 'Ausnahmen',
  exceptionsIntro:
    'Einzelne Tage, die anders laufen als ihr Wochentag: geschlossen (z. B. Feiertag, geschlossene Gesellschaft) oder ausnahmsweise geöffnet.',
  exceptionState: 'An diesem Tag',
  closed: 'geschlossen',
  open: 'geöffnet',
  exceptionReason: 'Text für Gäste (optional)',
  addException: 'Ausnahme eintragen',
  removeException: 'Entfernen',
  noExceptions: 'Keine Ausnahmen eingetragen.',
  impactTitle: 'Bestehende Reservierungen betroffen',
  keep: 'Reservierungen behalten',
  cancel: 'Reservierungen stornieren',
  cancelHint: 'Beim Stornieren erhält jeder Gast die Stornierungs-E-Mail.',
} as const;

/** One affected reservation as the impact dialog lists it: 'Sonntag, 29. November 2026, 20:00 Uhr · Tisch 3 + 4 · Anna'. */
export function affectedLine(r: AffectedView): string {
  return `${longGermanDate(r.date)}, ${r.startTime} Uhr · Tisch ${r.tableIds.join(' + ')} · ${r.customerName}`;
}

const count = (n: number) => (n === 1 ? '1 Reservierung' : `${n} Reservierungen`);

/** What a confirmed change did to the reservations it touched, for the toast; '' when none. */
export function impactSummary(outcome: Partial<ChangeOutcome>): string {
  const parts: string[] = [];
  const cancelled = outcome.cancelled?.length ?? 0;
  const kept = outcome.kept?.length ?? 0;
  if (cancelled) parts.push(`${count(cancelled)} storniert, die Gäste werden per E-Mail informiert`);
  if (kept) parts.push(`${count(kept)} ${kept === 1 ? 'bleibt' : 'bleiben'} bestehen`);
  return parts.join('; ');
}
