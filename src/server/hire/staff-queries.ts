import { sql } from 'kysely';
import { timeZone } from '../../domain/calendar';
import type { HireStatus } from '../../domain/hire/values';
import type { MailProblem } from '../../domain/mail-problem';
import type { AffectedView } from '../../domain/schedule/views';
import { walkInName } from '../../domain/staff-reservations/staff-booking';
import type { Tx } from '../request-db';

/** An inquiry as the owner's and the service's list shows it (`GET /api/admin/hire`). */
export interface StaffHireInquiry {
  id: string;
  status: HireStatus;
  spaceId: string;
  space: string;
  venue: 'rappen' | 'irish';
  date: string;
  startTime: string;
  endTime: string;
  guestCount: number;
  occasion: string;
  packages: string[];
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  message: string | null;
  mailProblem: MailProblem | null;
  offer: {
    items: { label: string; quantity: number; unitPriceCents: number }[];
    totalCents: number;
    depositCents: number;
    validUntil: string;
    sentAt: string;
  } | null;
  acceptedAt: string | null;
  /** The day the deposit is due (accepting + the setting's days); null before accepting. */
  depositDueOn: string | null;
  /** Accepted, not paid, and past its day: 'überfällig' for the owner. */
  overdue: boolean;
  depositRemindedAt: string | null;
  depositReceivedCents: number | null;
  depositReceivedOn: string | null;
  cancelledBy: 'guest' | 'owner' | null;
  cancelReason: string | null;
  createdAt: string;
  /** The plan's tables the hire holds while accepted or confirmed (docs/hire.md#the-hires-tables); else none. */
  tableIds: number[];
}

export interface HireListFilter {
  status?: HireStatus | undefined;
  space?: string | undefined;
  /** `YYYY-MM`: the evenings of that month. */
  month?: string | undefined;
  id?: string | undefined;
}

/** The inquiries the filter names, by evening (RLS: staff only); `today` the Berlin day. */
export async function listInquiries(tx: Tx, f: HireListFilter, today: string): Promise<StaffHireInquiry[]> {
  const month = f.month ? `${f.month}-01` : null;
  const { rows } = await sql<StaffHireInquiry>`
    select i.id, i.status, i.space_id as "spaceId", s.label as space, s.venue, i.date::text as date,
           to_char(i.start_time, 'HH24:MI') as "startTime", to_char(i.end_time, 'HH24:MI') as "endTime",
           i.guest_count as "guestCount", i.occasion, to_jsonb(i.packages) as packages,
           i.customer_name as "customerName", i.customer_email as "customerEmail",
           i.customer_phone as "customerPhone", i.message,
           public.mail_problem(null, null, i.id) as "mailProblem",
           case when i.offer_items is null then null else jsonb_build_object(
             'items', i.offer_items, 'totalCents', i.offer_total_cents, 'depositCents', i.deposit_cents,
             'validUntil', i.offer_valid_until, 'sentAt', i.offer_sent_at) end as offer,
           i.accepted_at as "acceptedAt",
           ((i.accepted_at at time zone ${timeZone}::text)::date + b.hire_deposit_days)::text as "depositDueOn",
           (i.status = 'angenommen'
             and (i.accepted_at at time zone ${timeZone}::text)::date + b.hire_deposit_days
                 < ${today}::date) as overdue,
           i.deposit_reminded_at as "depositRemindedAt", i.deposit_received_cents as "depositReceivedCents",
           i.deposit_received_on::text as "depositReceivedOn", i.cancelled_by as "cancelledBy",
           i.cancel_reason as "cancelReason", i.created_at as "createdAt",
           coalesce((select array_agg(o.table_id order by o.table_id) from public.reservation_tables o
                     where o.hire_id = i.id), '{}') as "tableIds"
    from public.hire_inquiries i
    join public.hire_spaces s on s.id = i.space_id
    cross join public.business_settings b
    where (${f.status ?? null}::text is null or i.status = ${f.status ?? null})
      and (${f.space ?? null}::text is null or i.space_id = ${f.space ?? null})
      and (${month}::date is null or date_trunc('month', i.date) = ${month}::date)
      and (${f.id ?? null}::uuid is null or i.id = ${f.id ?? null}::uuid)
    order by i.date, i.start_time, i.created_at`.execute(tx);
  const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());
  return rows.map((r) => ({
    ...r,
    acceptedAt: iso(r.acceptedAt),
    depositRemindedAt: iso(r.depositRemindedAt),
    createdAt: iso(r.createdAt) as string,
    ...(r.offer && { offer: { ...r.offer, sentAt: iso(r.offer.sentAt) as string } }),
  }));
}

/**
 * The evening's active table bookings at the tables of the inquiry's space (its plan areas in the
 * deployed plan): what an offer would go out over. None for a space without areas (the Rappen).
 */
export async function bookingsInTheWay(tx: Tx, inquiryId: string): Promise<AffectedView[]> {
  const { rows } = await sql<AffectedView>`
    select r.id, r.date::text as date, to_char(r.start_time, 'HH24:MI') as "startTime",
           r.table_ids as "tableIds", r.guest_count as "guestCount",
           coalesce(r.customer_name, ${walkInName}) as "customerName"
    from public.hire_inquiries i
    join public.hire_spaces s on s.id = i.space_id
    join public.reservations r on r.date = i.date and r.status = 'active'
    where i.id = ${inquiryId}::uuid
      and r.table_ids && array(
        select (t ->> 'id')::integer
        from public.table_plan_deployments d, jsonb_array_elements(d.table_data) t
        where d.version = (select max(version) from public.table_plan_deployments)
          and t ->> 'area' = any (s.plan_areas))
    order by r.starts_at, r.id`.execute(tx);
  return rows;
}
