import { z } from 'zod';

/** The folders the editors' screen writes (keystatic.config.ts), a publish commits and a restore brings back. */
export const contentPaths = ['src/content', 'src/assets/art'] as const;

/** A publish's state (docs/publishing.md): waiting, being built, on the site, or stopped by an error. */
export const publishStatuses = ['queued', 'building', 'live', 'failed'] as const;
export type PublishStatus = (typeof publishStatuses)[number];

/** A publish's state as 'Verlauf' and 'Systemstatus' name it. */
export const publishStatusLabel: Record<PublishStatus, string> = {
  queued: 'Wartet',
  building: 'Wird gebaut',
  live: 'Veröffentlicht',
  failed: 'Fehlgeschlagen',
};

/** The build's steps in their order, as the progress bar names them. */
export const publishSteps = ['check', 'pages', 'images', 'switch'] as const;
export type PublishStep = (typeof publishSteps)[number];

export const stepLabel: Record<PublishStep, string> = {
  check: 'Inhalte prüfen',
  pages: 'Seiten bauen',
  images: 'Bilder optimieren',
  switch: 'Umschalten',
};

/** Where each step's share of the progress bar starts; the next step's start is its end. */
export const stepStart: Record<PublishStep, number> = { check: 0, pages: 10, images: 45, switch: 95 };

/** The whole bar's percent for a step that is `fraction` (0…1) done. */
export function overallPercent(step: PublishStep, fraction: number): number {
  const index = publishSteps.indexOf(step);
  const next = publishSteps[index + 1];
  const end = next ? stepStart[next] : 100;
  const clamped = Math.min(1, Math.max(0, fraction));
  return Math.round(stepStart[step] + (end - stepStart[step]) * clamped);
}

/** The publish on the staff screen: the newest one, whatever its state. */
export interface PublishState {
  id: number;
  status: PublishStatus;
  step: PublishStep | null;
  percent: number;
  startedAt: string | null;
  finishedAt: string | null;
  message: string | null;
  /** The publish whose content this one brings back ('Diese Fassung wiederherstellen'). */
  restoreOf: number | null;
}

/** One line of 'Verlauf': who, when, what changed; `restorable` when its content can be published again. */
export interface PublishHistoryEntry {
  id: number;
  at: string;
  author: string;
  summary: string;
  status: PublishStatus;
  restorable: boolean;
}

export const publishIdParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'Diese Veröffentlichung gibt es nicht.')
    .transform(Number),
});

/** The German texts of publishing (docs/messages.md#publishing). */
export const publishMessages = {
  unavailable:
    'Veröffentlichen gibt es nur auf dem eigenen Server der Website. Auf einem statischen Host baut die Pipeline die Seiten nach jeder Änderung im Repository.',
  unknown: 'Diese Veröffentlichung gibt es nicht.',
  /** Keystatic's API without a staff session (Keystatic shows the text). */
  editorsSignedOut: 'Bitte melden Sie sich im Mitarbeiterbereich an.',
  notRestorable: 'Diese Fassung kann nicht wiederhergestellt werden: sie war nie veröffentlicht.',
  interrupted:
    'Das Veröffentlichen wurde unterbrochen (der Server wurde neu gestartet). Bitte noch einmal veröffentlichen.',
  noChanges: 'Keine Änderungen an den Inhalten',
  restored: (at: string) => `Fassung vom ${at} wiederhergestellt`,
  buildFailed: (detail: string) => `Die Seiten konnten nicht gebaut werden: ${detail}`,
  entryInvalid: (file: string, field: string, problem: string) =>
    `Die Datei ${file} hat einen Fehler im Feld „${field}“: ${problem}. Die Website zeigt weiter die letzte veröffentlichte Fassung.`,
  fileInvalid: (file: string, problem: string) =>
    `Die Datei ${file} hat einen Fehler: ${problem}. Die Website zeigt weiter die letzte veröffentlichte Fassung.`,
  switchFailed: 'Die neue Fassung konnte nicht eingeschaltet werden. Die Website zeigt weiter die letzte Fassung.',
  missingVersion:
    'Diese Fassung gibt es in der Git-Historie des Servers nicht mehr. Es wurde nichts verändert; die Website zeigt weiter die letzte Fassung.',
  historyFailed: (detail: string) =>
    `Die Inhalte konnten nicht in der Git-Historie des Servers gespeichert werden (${detail}). Die Website zeigt weiter die letzte Fassung.`,
  tooLong: (minutes: number) =>
    `Das Bauen der Seiten hat länger als ${minutes} Minuten gedauert und wurde abgebrochen. Die Website zeigt weiter die letzte Fassung.`,
} as const;
