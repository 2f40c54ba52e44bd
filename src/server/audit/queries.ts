import { sql } from 'kysely';
import type { AuditEntry, AuditQuery } from '../../domain/audit/audit';
import { addDays, berlinInstant } from '../../domain/calendar';
import type { Tx } from '../request-db';

/** The log's entries of one Berlin day, newest first, optionally of one account or one kind of action. */
export async function auditEntries(tx: Tx, query: AuditQuery): Promise<AuditEntry[]> {
  const { rows } = await sql<{
    id: string;
    at: Date;
    actor: string;
    action: string;
    target_type: string;
    target_id: string;
    target_date: string | null;
    fields: string[];
    mails: string[];
  }>`
    select l.id::text as id, l.at, l.actor, l.action, l.target_type, l.target_id, l.target_date, l.fields, l.mails
    from public.staff_audit_log l
    where l.at >= ${berlinInstant(query.date, '00:00')}::timestamptz
      and l.at < ${berlinInstant(addDays(query.date, 1), '00:00')}::timestamptz
      and (${query.actor ?? null}::text is null or l.actor = ${query.actor ?? null}::text)
      and (${query.action ?? null}::text is null or l.action = ${query.action ?? null}::text
        or split_part(l.action, '.', 1) = ${query.action ?? null}::text or l.target_type = ${query.action ?? null}::text)
    order by l.at desc, l.id desc
    limit 1000`.execute(tx);
  return rows.map((r) => ({
    id: r.id,
    at: new Date(r.at).toISOString(),
    actor: r.actor,
    action: r.action,
    target: { type: r.target_type, id: r.target_id, date: r.target_date },
    fields: r.fields,
    mails: r.mails,
  }));
}
