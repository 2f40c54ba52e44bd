/**
 * The owner's 'Systemstatus' (`GET /api/admin/status`, docs/operations.md): what the answer holds,
 * which of it is a problem, and the German sentence that says what to do. Pure; the server reads
 * the facts, the page shows them.
 */
import type { PublishStatus } from '../publish/publish';

export type JobName = 'minute' | 'hourly' | 'backup';

/** One clock job's last run; `lastRunAt` and `ok` null when it never ran. */
export interface JobStatus {
  name: JobName;
  lastRunAt: string | null;
  ok: boolean | null;
  failure: string | null;
}

/** A mail of the last 24 hours that did not arrive: given up (`failed`) or reported `bounced`. */
export interface ProblemMail {
  id: string;
  kind: string;
  problem: 'failed' | 'bounced';
  at: string;
  attempts: number;
  error: string | null;
  /** Whether 'Erneut senden' can send it (a given-up mail whose content is kept). */
  retry: boolean;
}

export interface StatusProblem {
  key: string;
  message: string;
}

export interface SystemStatus {
  database: { kind: 'pglite' | 'postgres'; sizeBytes: number };
  migrations: { applied: number; latest: string | null };
  jobs: JobStatus[];
  outbox: { pending: number; oldestPendingAt: string | null; failed: number; bounced: number };
  lastBackupAt: string | null;
  lastPublish: { status: PublishStatus; requestedAt: string; finishedAt: string | null } | null;
  mail: 'resend' | 'sink';
  /** The running commit, or 'unbekannt'. */
  version: string;
  /** The server's disk where it has one (the Node server), else null. */
  disk: { freeBytes: number; totalBytes: number } | null;
  mails: ProblemMail[];
  problems: StatusProblem[];
}

/** How old a job's last run may be before it counts as stopped. */
export const staleAfterMs: Record<JobName, number> = {
  minute: 5 * 60_000,
  hourly: 2 * 60 * 60_000,
  // A backup a night, between 03:00 and 06:00: one missed night shows.
  backup: 30 * 60 * 60_000,
};

/** A mail waiting longer than this in the outbox is a backlog. */
export const backlogAfterMs = 60 * 60_000;

/** Free disk below this share or this size is a problem. */
export const lowDisk = { share: 0.1, bytes: 1024 ** 3 };

const jobLabel: Record<JobName, string> = {
  minute: 'Minuten-Jobs',
  hourly: 'Stündliche Jobs',
  backup: 'Nächtliche Sicherung',
};

/** What each job does, as its line names it. */
const jobScope: Record<JobName, string> = {
  minute:
    'Erinnerungen, Angebote der Warteliste, Quiz-Plätze, Angebote und Anzahlungen der Feiern, auf Supabase der Mailversand',
  hourly: 'Löschfristen der Gästedaten, anonyme Tageszahlen',
  backup: 'Eine Sicherungsdatei der ganzen Datenbank; die letzten 14 werden aufbewahrt',
};

/** The job in a sentence's genitive: 'Der letzte Lauf der stündlichen Jobs'. */
const jobGenitive: Record<JobName, string> = {
  minute: 'der Minuten-Jobs',
  hourly: 'der stündlichen Jobs',
  backup: 'der nächtlichen Sicherung',
};

/** '1 Mail wurde', '3 Mails wurden'. */
const mailCount = (count: number, one: string, many: string) =>
  count === 1 ? `1 Mail ${one}` : `${count} Mails ${many}`;

/** Every German text of the status (docs/messages.md#systemstatus). */
export const statusText = {
  jobLabel,
  jobScope,
  minuteStale:
    'Die Minuten-Jobs (Erinnerungen, Angebote, Mailversand) sind seit über 5 Minuten nicht gelaufen. Prüfen Sie, ob der Server läuft, und auf Supabase, ob pg_cron eingerichtet ist.',
  hourlyStale:
    'Die stündlichen Jobs (Löschfristen) sind seit über 2 Stunden nicht gelaufen. Prüfen Sie, ob der Server läuft, und auf Supabase, ob pg_cron eingerichtet ist.',
  backupStale:
    'Seit über 30 Stunden wurde keine Sicherung geschrieben. Prüfen Sie den Platz und die Rechte im Sicherungsordner (BACKUP_DIR) und das Server-Protokoll.',
  jobGenitive,
  /** `job`: the job's genitive, {@link jobGenitive}. */
  jobFailed: (job: string) =>
    `Der letzte Lauf ${job} ist fehlgeschlagen. Lesen Sie die Meldung und das Server-Protokoll.`,
  outboxBacklog:
    'Mails warten seit über einer Stunde im Postausgang. Prüfen Sie RESEND_API_KEY und die Übersicht bei Resend.',
  mailsFailed: (count: number) =>
    `${mailCount(count, 'konnte', 'konnten')} in den letzten 24 Stunden nicht versendet werden. Beheben Sie den Fehler und senden Sie sie unten erneut.`,
  mailsBounced: (count: number) =>
    `${mailCount(count, 'kam', 'kamen')} in den letzten 24 Stunden nicht an. ${count === 1 ? 'Rufen Sie den Gast an und korrigieren Sie die Adresse.' : 'Rufen Sie die Gäste an und korrigieren Sie die Adressen.'}`,
  publishFailed: "Die letzte Veröffentlichung ist fehlgeschlagen. Lesen Sie den Fehler unter 'Veröffentlichen'.",
  diskLow: 'Auf dem Server ist kaum noch Platz frei. Geben Sie Platz frei oder vergrößern Sie den Datenträger.',
  unknownVersion: 'unbekannt',
  healthDatabase: 'Die Datenbank ist nicht erreichbar.',
  healthMinute: 'Die Minuten-Jobs sind seit über 5 Minuten nicht gelaufen.',
  retried: 'Die Mail wird erneut gesendet.',
  notFound: 'Diese Mail gibt es nicht (mehr).',
  notFailed: 'Diese Mail ist nicht aufgegeben worden und kann nicht erneut gesendet werden.',
  noContent: 'Der Inhalt dieser Mail ist nicht mehr gespeichert; sie kann nicht erneut gesendet werden.',
};

/**
 * Whether `job` counts as stopped at `now`: its last run is older than {@link staleAfterMs}, or it
 * never ran although the server has been up that long (`startedAt`): a fresh database is not stale.
 */
export function isStale(
  job: Pick<JobStatus, 'name' | 'lastRunAt'> | undefined,
  name: JobName,
  now: Date,
  startedAt: Date,
) {
  const last = job?.lastRunAt ? new Date(job.lastRunAt) : startedAt;
  return now.getTime() - last.getTime() > staleAfterMs[name];
}

/**
 * The problems of `status` at `now`, each with the sentence saying what to do. `backups`: whether
 * this server writes nightly backups (the embedded database); `startedAt`: when it started.
 */
export function statusProblems(
  status: Omit<SystemStatus, 'problems'>,
  now: Date,
  { startedAt, backups }: { startedAt: Date; backups: boolean },
): StatusProblem[] {
  const problems: StatusProblem[] = [];
  const job = (name: JobName) => status.jobs.find((j) => j.name === name);
  if (isStale(job('minute'), 'minute', now, startedAt))
    problems.push({ key: 'minute-stale', message: statusText.minuteStale });
  if (isStale(job('hourly'), 'hourly', now, startedAt))
    problems.push({ key: 'hourly-stale', message: statusText.hourlyStale });
  const lastBackup = status.lastBackupAt ? { name: 'backup' as const, lastRunAt: status.lastBackupAt } : undefined;
  if (backups && isStale(lastBackup, 'backup', now, startedAt))
    problems.push({ key: 'backup-stale', message: statusText.backupStale });
  for (const j of status.jobs)
    if (j.ok === false) problems.push({ key: `${j.name}-failed`, message: statusText.jobFailed(jobGenitive[j.name]) });
  const oldest = status.outbox.oldestPendingAt;
  if (oldest && now.getTime() - new Date(oldest).getTime() > backlogAfterMs)
    problems.push({ key: 'outbox-backlog', message: statusText.outboxBacklog });
  if (status.outbox.failed > 0)
    problems.push({ key: 'mails-failed', message: statusText.mailsFailed(status.outbox.failed) });
  if (status.outbox.bounced > 0)
    problems.push({ key: 'mails-bounced', message: statusText.mailsBounced(status.outbox.bounced) });
  if (status.lastPublish?.status === 'failed')
    problems.push({ key: 'publish-failed', message: statusText.publishFailed });
  const disk = status.disk;
  if (disk && (disk.freeBytes < lowDisk.bytes || disk.freeBytes < disk.totalBytes * lowDisk.share))
    problems.push({ key: 'disk-low', message: statusText.diskLow });
  return problems;
}
