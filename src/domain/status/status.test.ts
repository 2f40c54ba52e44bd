import { describe, expect, it } from 'vitest';
import { isStale, type SystemStatus, statusProblems, statusText } from './status';

const now = new Date('2026-11-21T18:00:00Z');
const ago = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();

const healthy: Omit<SystemStatus, 'problems'> = {
  database: { kind: 'pglite', sizeBytes: 1 },
  migrations: { applied: 1, latest: '20261201000001' },
  jobs: [
    { name: 'minute', lastRunAt: ago(1), ok: true, failure: null },
    { name: 'hourly', lastRunAt: ago(30), ok: true, failure: null },
  ],
  outbox: { pending: 0, oldestPendingAt: null, failed: 0, bounced: 0 },
  lastBackupAt: ago(600),
  lastPublish: null,
  mail: 'sink',
  version: 'unbekannt',
  disk: { freeBytes: 50 * 1024 ** 3, totalBytes: 100 * 1024 ** 3 },
  mails: [],
};
const keys = (s: Omit<SystemStatus, 'problems'>, startedAt = new Date(ago(60 * 48))) =>
  statusProblems(s, now, { startedAt, backups: true }).map((p) => p.key);

describe('statusProblems', () => {
  it('finds none on a healthy server', () => {
    expect(keys(healthy)).toEqual([]);
  });

  it('counts a job that never ran as stale only 5 minutes after the start', () => {
    expect(isStale(undefined, 'minute', now, new Date(ago(4)))).toBe(false);
    expect(isStale(undefined, 'minute', now, new Date(ago(6)))).toBe(true);
    expect(isStale({ name: 'minute', lastRunAt: ago(5) }, 'minute', now, now)).toBe(false);
    expect(isStale({ name: 'minute', lastRunAt: ago(5.1) }, 'minute', now, now)).toBe(true);
  });

  it('names a missed backup, a failed publish and a nearly full disk', () => {
    expect(
      keys({
        ...healthy,
        lastBackupAt: ago(31 * 60),
        lastPublish: { status: 'failed', requestedAt: ago(10), finishedAt: ago(9) },
        disk: { freeBytes: 0.5 * 1024 ** 3, totalBytes: 2 * 1024 ** 3 },
      }),
    ).toEqual(['backup-stale', 'publish-failed', 'disk-low']);
    // No backup yet on a server up for a day: not yet a problem.
    expect(keys({ ...healthy, lastBackupAt: null }, new Date(ago(24 * 60)))).toEqual([]);
  });

  it('says what failed in German that agrees with the job and the count', () => {
    const messages = statusProblems(
      {
        ...healthy,
        jobs: healthy.jobs.map((j) => ({ ...j, ok: false, failure: 'kaputt' })),
        outbox: { ...healthy.outbox, failed: 1, bounced: 2 },
      },
      now,
      { startedAt: new Date(ago(600)), backups: false },
    ).map((p) => p.message);
    expect(messages).toEqual([
      'Der letzte Lauf der Minuten-Jobs ist fehlgeschlagen. Lesen Sie die Meldung und das Server-Protokoll.',
      'Der letzte Lauf der stündlichen Jobs ist fehlgeschlagen. Lesen Sie die Meldung und das Server-Protokoll.',
      '1 Mail konnte in den letzten 24 Stunden nicht versendet werden. Beheben Sie den Fehler und senden Sie sie unten erneut.',
      '2 Mails kamen in den letzten 24 Stunden nicht an. Rufen Sie die Gäste an und korrigieren Sie die Adressen.',
    ]);
    expect(statusText.jobFailed(statusText.jobGenitive.backup)).toMatch(/^Der letzte Lauf der nächtlichen Sicherung /);
    expect(statusText.mailsBounced(1)).toMatch(/^1 Mail kam .* Rufen Sie den Gast an/);
  });
});
