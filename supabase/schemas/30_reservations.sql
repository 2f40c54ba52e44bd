-- Why: the table reservations of guests and staff (docs/data.md#tables). Times are Berlin
-- wall-clock (`date`, `start_time`, `end_time`; end 00:00 is midnight of the next day) and the
-- instants they stand for (`starts_at`, `ends_at`); `buffer_start`/`buffer_end` are the reservation
-- widened by the buffer time in force when it was made. A reservation names its tables in
-- `table_ids` (sorted, distinct); public.reservation_tables holds one row per occupied table, where
-- an exclusion constraint makes a double booking impossible whoever writes. Guests never touch rows
-- directly: they book through private.book_table() and read times only through
-- public.table_availability(); staff read, change and delete them under the policies below.
create table public.reservations (
  id uuid primary key default gen_random_uuid(),
  date date not null,
  start_time time not null,
  end_time time not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  buffer_start timestamptz not null,
  buffer_end timestamptz not null,
  table_capacity integer not null check (table_capacity >= 1),
  guest_count integer not null,
  -- Walk-ins have no name, staff bookings need no e-mail; online bookings keep both.
  customer_name text check (char_length(btrim(customer_name)) between 1 and 100),
  customer_email text,
  customer_phone text check (customer_phone is null or char_length(customer_phone) <= 40),
  special_requests text check (special_requests is null or char_length(special_requests) <= 1000),
  -- 'held': a freed table held for a waiting guest's offer until `hold_expires_at` (docs/booking.md#the-waitlist).
  status text not null default 'active' check (status in ('active', 'cancelled', 'held')),
  created_at timestamptz not null default now(),
  -- Hash of the secret of the link in the confirmation mail, which opens the guest's own booking
  -- page (private.link_hash()); the secret itself is never stored here.
  manage_token_hash bytea unique,
  table_ids integer[] not null,
  source text not null default 'online' check (source in ('online', 'telefon', 'whatsapp', 'vor-ort', 'warteliste')),
  attendance text check (attendance in ('arrived', 'no-show')),
  attendance_at timestamptz,
  -- The iCalendar SEQUENCE of the guest's calendar entry: every change mail raises it.
  sequence integer not null default 0 check (sequence >= 0),
  -- The staff account that entered or last changed the booking (null: the guest online).
  created_by uuid references public.staff_accounts (id) on delete set null,
  updated_by uuid references public.staff_accounts (id) on delete set null,
  updated_at timestamptz,
  -- When the guest (the 'Ich komme' button) or staff (the guest called) confirmed the booking.
  confirmed_at timestamptz,
  -- The start the reminder was queued for: one reminder per start (private.queue_due_reminders()).
  reminded_for timestamptz,
  -- When the reminder mail was delivered (set by the outbox, private.note_reminder_sent()).
  reminder_sent_at timestamptz,
  -- A hold's end: the offer lapses then (private.lapse_offers()).
  hold_expires_at timestamptz,
  -- The waiting guest a hold is for, or whose offer became this booking (public.waitlist_entries).
  waitlist_entry_id uuid,
  constraint reservations_hold_until check ((status = 'held') = (hold_expires_at is not null)),
  constraint reservations_times_in_order
    check (starts_at < ends_at and buffer_start <= starts_at and ends_at <= buffer_end),
  constraint reservations_table_ids_check
    check (cardinality(table_ids) between 1 and 20 and array_position(table_ids, null) is null and 1 <= all (table_ids)),
  constraint reservations_name_unless_walk_in check (customer_name is not null or source = 'vor-ort'),
  constraint reservations_email_online check (customer_email is not null or source <> 'online'),
  constraint reservations_attendance_time check ((attendance is null) = (attendance_at is null)),
  -- At least half the seats (rounded up) online, at most all of them (docs/booking.md#guests);
  -- staff may seat fewer (with a warning).
  constraint reservations_guest_bounds check (
    guest_count between 1 and table_capacity
    and (source <> 'online' or guest_count >= (table_capacity + 1) / 2)
  )
);

comment on table public.reservations is 'Table reservations of guests; personal data, staff only.';
comment on column public.reservations.table_ids is 'The party''s tables, sorted and distinct; occupied through reservation_tables.';

-- The database refuses what every form refuses (supabase/schemas/06_guest_text.sql): the e-mail
-- address, the guest's free text (special requests may keep line breaks and tabs). NOT VALID: rows
-- older than the checks were kept (reservations are deleted within a day anyway); every new or
-- changed row is checked.
alter table public.reservations add constraint reservations_customer_email_check check (
  customer_email::public.email_address = customer_email
) not valid;

alter table public.reservations add constraint reservations_plain_text_check check (
  customer_name::public.single_line_text = customer_name
  and customer_phone::public.single_line_text = customer_phone
  and special_requests::public.multi_line_text = special_requests
) not valid;


create index reservations_date on public.reservations (date);
create index reservations_ends_at on public.reservations (ends_at);
-- One address holds at most 2 active reservations of a day (private.book_table()).
create index reservations_active_email_per_day on public.reservations (date, lower(customer_email))
  where status = 'active';

alter table public.reservations enable row level security;
revoke all on table public.reservations from anon, authenticated;
grant select, update, delete on table public.reservations to authenticated;

create policy "Staff can read reservations"
  on public.reservations for select
  to authenticated
  using (public.is_staff());

create policy "Staff can update reservations"
  on public.reservations for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

-- Deleting reservations: the policy follows the outbox (supabase/schemas/32_mail_outbox.sql).

-- Why: one definition of what a mail about a reservation may say (camelCase, as the API).
-- `tableId` (the first table) stays for mails queued by an earlier version; `tableIds` names every
-- table.
create or replace function public.reservation_mail_data(r public.reservations)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', r.id,
    'date', r.date,
    'startTime', to_char(r.start_time, 'HH24:MI'),
    'endTime', to_char(r.end_time, 'HH24:MI'),
    'startsAt', r.starts_at,
    'endsAt', r.ends_at,
    'bufferStart', r.buffer_start,
    'bufferEnd', r.buffer_end,
    'tableId', r.table_ids[1],
    'tableIds', to_jsonb(r.table_ids),
    'tableCapacity', r.table_capacity,
    'guestCount', r.guest_count,
    'customerName', r.customer_name,
    'customerEmail', r.customer_email,
    'customerPhone', r.customer_phone,
    'specialRequests', r.special_requests,
    'sequence', r.sequence,
    'createdAt', r.created_at
  )
$$;

-- Only its owner calls it: the functions that queue mails and answer bookings run as owner
-- (security definer).
revoke all on function public.reservation_mail_data(public.reservations) from public, anon, authenticated;

-- Why: an open admin day view shows new, cancelled and deleted reservations without a reload
-- (docs/data.md#live-changes "live subscription"). Every change notifies channel `reservations` with the operation
-- and the day only; the API forwards it as a Server-Sent Event and the view re-fetches that day.
create or replace function public.notify_reservations_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_date date := coalesce(new.date, old.date);
begin
  perform pg_notify('reservations', json_build_object('op', lower(tg_op), 'date', v_date)::text);
  if tg_op = 'UPDATE' and old.date is distinct from new.date then
    perform pg_notify('reservations', json_build_object('op', 'update', 'date', old.date)::text);
  end if;
  return null;
end
$$;

revoke all on function public.notify_reservations_change() from public, anon, authenticated;

create trigger reservations_notify
  after insert or update or delete on public.reservations
  for each row execute function public.notify_reservations_change();
