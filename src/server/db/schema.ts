import type { ColumnType, Generated, JSONColumnType, RawBuilder } from 'kysely';
import type { GuestDetailName } from '../../domain/booking/schemas';
import type { PlanConfig } from '../../domain/plan/schema';
import type { TeamLimits } from '../../domain/quiz/team-limits';
import type { HireHoldsTable, HireInquiriesTable, HirePackagePricesTable, HireSpacesTable } from './hire-schema';
import type { SitePublishesTable } from './site-schema';
import type {
  StaffAccountLinksTable,
  StaffAccountsTable,
  StaffAuditLogTable,
  StaffDevicesTable,
  StaffLoginChallengesTable,
  StaffRecoveryCodesTable,
  StaffSessionsTable,
  StaffTwoFactorRolesTable,
  StaffTwoFactorTable,
} from './staff-schema';

/** Kysely row types of the tables in `supabase/schemas/`; the SQL there is the source. */
export interface Database {
  business_settings: BusinessSettingsTable;
  table_plans: TablePlansTable;
  table_plan_deployments: TablePlanDeploymentsTable;
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  staff_account_links: StaffAccountLinksTable;
  staff_two_factor: StaffTwoFactorTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_login_challenges: StaffLoginChallengesTable;
  staff_devices: StaffDevicesTable;
  staff_two_factor_roles: StaffTwoFactorRolesTable;
  staff_audit_log: StaffAuditLogTable;
  order_items: OrderItemsTable;
  reservations: ReservationsTable;
  reservation_tables: ReservationTablesTable;
  booking_week: BookingWeekTable;
  schedule_exceptions: ScheduleExceptionsTable;
  mail_outbox: MailOutboxTable;
  mail_delivery_events: MailDeliveryEventsTable;
  waitlist_entries: WaitlistEntriesTable;
  team_signups: TeamSignupsTable;
  quiz_nights: QuizNightsTable;
  site_publishes: SitePublishesTable;
  hire_spaces: HireSpacesTable;
  hire_package_prices: HirePackagePricesTable;
  hire_inquiries: HireInquiriesTable;
  hire_holds: HireHoldsTable;
}

/** `public.team_signups`: quiz teams of a team night (docs/quiz.md). */
export interface TeamSignupsTable {
  id: Generated<string>;
  date: string;
  team_name: string;
  players: number;
  contact_name: string;
  email: string | null;
  phone: string | null;
  note: string | null;
  source: string;
  status: 'signed' | 'waiting' | 'offered';
  checked_in_at: Date | null;
  table_ids: number[];
  points: (number | null)[];
  created_at: Generated<Date>;
}

/** `public.quiz_nights`: the rounds of a night, once staff changed them. */
export interface QuizNightsTable {
  date: string;
  rounds: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface BusinessSettingsTable {
  id: Generated<boolean>;
  buffer_time: number;
  open_time: string;
  close_time: string;
  max_reservation_duration: number;
  booking_horizon_days: Generated<number>;
  slot_minutes: Generated<number>;
  /** `HH:MM:SS`. */
  default_end_time: Generated<string>;
  /** The second address of booking notices; none when null. */
  admin_email: string | null;
  /** Booking notices, contact requests and guests' replies (docs/roles.md#what-editors-cannot-reach). */
  venue_inbox: Generated<string>;
  /** The sender of every mail. */
  mail_from: Generated<string>;
  /** The phone the guest mails and the API's 'too late' answer name (docs/roles.md#what-editors-cannot-reach). */
  guest_phone: Generated<string>;
  /** The address the guest mails name for writing to the house. */
  guest_email: Generated<string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Hours before the start a reminder goes out; 0: none. */
  reminder_hours: Generated<number>;
  /** Minutes a freed table is held for a waiting guest. */
  offer_minutes: Generated<number>;
  /** Where a hire's deposit goes (docs/hire.md#the-deposit); unset until the owner sets it. */
  hire_account_holder: string | null;
  hire_iban: string | null;
  hire_bic: string | null;
  /** The deposit an offer proposes, in percent of its total. */
  hire_deposit_percent: Generated<number>;
  /** Days after accepting by which the deposit is due. */
  hire_deposit_days: Generated<number>;
}

export interface TablePlansTable {
  name: 'draft' | 'deployed';
  config: JSONColumnType<PlanConfig>;
  version: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface TablePlanDeploymentsTable {
  id: Generated<number>;
  version: number;
  deployed_at: ColumnType<Date, Date | string | undefined, never>;
  table_count: number;
  areas: string[];
  table_data: JSONColumnType<{ id: number; capacity: number; area: string }[]>;
  structures: ColumnType<{ area: string; type: string; id: string }[], string | undefined, string>;
  deployed_by_staff_id: string | null;
}

export interface OrderItemsTable {
  id: Generated<string>;
  text: string;
  notes: Generated<string>;
  status: Generated<'active' | 'deleted'>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  created_by: Generated<string>;
  deleted_at: ColumnType<Date | null, never, Date | string | null>;
  updated_at: ColumnType<Date | null, never, Date | string | null>;
}

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** `public.reservations`: times are Berlin wall clock (`HH:MM:SS`) plus the instants they stand for. */
export interface ReservationsTable {
  id: Generated<string>;
  /** `YYYY-MM-DD`. */
  date: string;
  start_time: string;
  /** `00:00:00` is midnight of the next day. */
  end_time: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  buffer_start: Timestamp;
  buffer_end: Timestamp;
  /** The party's tables, sorted and distinct. */
  table_ids: number[];
  /** The seats of all its tables. */
  table_capacity: number;
  guest_count: number;
  /** Null only for a walk-in. */
  customer_name: string | null;
  /** Null only for staff bookings without one. */
  customer_email: string | null;
  customer_phone: string | null;
  special_requests: string | null;
  /** 'held': a table held for a waiting guest's offer until `hold_expires_at`. */
  status: Generated<'active' | 'cancelled' | 'held'>;
  source: Generated<'online' | 'telefon' | 'whatsapp' | 'vor-ort' | 'warteliste'>;
  attendance: 'arrived' | 'no-show' | null;
  attendance_at: Timestamp | null;
  sequence: Generated<number>;
  created_at: Generated<Date>;
  created_by: string | null;
  updated_by: string | null;
  updated_at: Timestamp | null;
  manage_token_hash: Uint8Array | null;
  /** When the guest or staff confirmed the booking. */
  confirmed_at: Timestamp | null;
  /** The start the reminder was queued for. */
  reminded_for: Timestamp | null;
  /** When the reminder was delivered. */
  reminder_sent_at: Timestamp | null;
  hold_expires_at: Timestamp | null;
  waitlist_entry_id: string | null;
}

/** `public.waitlist_entries`: guests waiting for a freed table of one evening. */
export interface WaitlistEntriesTable {
  id: Generated<string>;
  date: string;
  /** `HH:MM:SS`: the window of start times. */
  from_time: string;
  until_time: string;
  guest_count: number;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  source: Generated<'online' | 'telefon' | 'vor-ort'>;
  status: Generated<'waiting' | 'offered' | 'booked' | 'expired' | 'declined'>;
  created_at: Generated<Date>;
  offer_token_hash: Uint8Array | null;
  reservation_id: string | null;
  created_by: string | null;
}

/** The column of each of the guest's optional details (`guestDetailFields`). */
export const guestDetailColumns = {
  customerPhone: 'customer_phone',
  specialRequests: 'special_requests',
} as const satisfies Record<GuestDetailName, keyof ReservationsTable>;

/** `public.reservation_tables`: derived by triggers, one row per occupied table, of a reservation or a held hire. */
export interface ReservationTablesTable {
  reservation_id: string | null;
  hire_id: string | null;
  table_id: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  buffer_start: Timestamp;
  buffer_end: Timestamp;
}

/** The fields a weekday's rule and a dated exception share (docs/booking.md#bookable-days). */
interface DayPlanColumns {
  bookable: boolean;
  /** The text guests see that day. */
  reason: string | null;
  whatsapp: Generated<boolean>;
  /** `HH:MM:SS`; both or neither. */
  from_time: string | null;
  until_time: string | null;
  /** A team night's limits (jsonb; written as its JSON text), null on other days. */
  teams: ColumnType<TeamLimits | null, RawBuilder<string> | null | undefined, RawBuilder<string> | null>;
}

/** `public.booking_week`: one row per ISO weekday. */
export interface BookingWeekTable extends DayPlanColumns {
  weekday: number;
}

/** `public.schedule_exceptions`: a date closed or opened against its weekday's rule. */
export interface ScheduleExceptionsTable extends Omit<DayPlanColumns, 'bookable'> {
  /** `YYYY-MM-DD`. */
  date: string;
  bookable: Generated<boolean>;
  created_at: Generated<Date>;
}

export type OutboxKind =
  | 'reservation-confirmation'
  | 'venue-notification'
  | 'reservation-cancelled'
  | 'guest-cancellation-notice'
  | 'reservation-changed'
  | 'reservation-reminder'
  | 'guest-change-notice'
  | 'waitlist-offer'
  | 'team-signup'
  | 'team-offer'
  | 'staff-invitation'
  | 'staff-password-reset'
  | 'mail-routing-changed'
  | 'staff-account-notice'
  | 'hire-inquiry'
  | 'hire-offer'
  | 'hire-confirmed'
  | 'hire-cancelled'
  | 'hire-lapsed'
  | 'hire-reminder'
  | 'hire-accepted';

/** `public.mail_delivery_events`: what Resend reported about a sent mail (docs/mails.md#delivery-events). */
export interface MailDeliveryEventsTable {
  svix_id: string;
  outbox_id: string;
  type: 'delivered' | 'bounced' | 'complained' | 'delayed';
  occurred_at: Timestamp;
  received_at: Generated<Date>;
}

/** `public.mail_outbox`: mails waiting for (or done with) delivery. */
export interface MailOutboxTable {
  id: Generated<string>;
  kind: OutboxKind;
  reservation_id: string | null;
  /** What the template needs; `null` once the mail is out. */
  payload: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  /** `null`: due at once. */
  next_attempt_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  provider_message_id: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
  purge_after: Timestamp;
  /** A team's mail: its team, set from the payload by the database. */
  team_signup_id: Generated<string | null>;
  /** A hire's mail: its inquiry, set from the payload by the database. */
  hire_inquiry_id: Generated<string | null>;
}
