-- Why: full evenings fill themselves (docs/booking.md#the-waitlist). A guest turned away joins the
-- day's list with a window of start times; when a table that fits frees, the earliest-joined entry
-- gets an offer: the table is held for it (a reservation with status 'held', so every table write
-- sees it as taken) until it takes it, declines, or the hold lapses, and then it goes to the next.
-- Entries are personal data: staff read them, the functions below write them, and they are deleted
-- with the day (private.purge_waitlist()).
create table public.waitlist_entries (
  id uuid primary key default gen_random_uuid(),
  date date not null,
  -- The window of start times the guest would take, Berlin wall clock (after midnight: next day).
  from_time time not null,
  until_time time not null,
  guest_count integer not null check (guest_count between 1 and 15),
  customer_name text not null check (char_length(btrim(customer_name)) between 1 and 100),
  customer_email text,
  customer_phone text check (customer_phone is null or char_length(customer_phone) <= 40),
  -- 'online': the guest joined on the booking page; 'telefon', 'vor-ort': staff entered the party.
  source text not null default 'online' check (source in ('online', 'telefon', 'vor-ort')),
  status text not null default 'waiting'
    check (status in ('waiting', 'offered', 'booked', 'expired', 'declined')),
  created_at timestamptz not null default now(),
  -- sha256 of the current offer's link secret; the secret itself is only in the offer mail.
  offer_token_hash bytea unique,
  -- The hold of the current offer, then the booking it became.
  reservation_id uuid references public.reservations (id) on delete set null,
  created_by uuid references public.staff_accounts (id) on delete set null,
  constraint waitlist_entries_contact check (customer_email is not null or customer_phone is not null),
  constraint waitlist_entries_email_online check (source <> 'online' or customer_email is not null),
  -- The forms' rules (supabase/schemas/06_guest_text.sql).
  constraint waitlist_entries_email_check check (customer_email::public.email_address = customer_email),
  constraint waitlist_entries_plain_text check (
    customer_name::public.single_line_text = customer_name
    and customer_phone::public.single_line_text = customer_phone
  )
);

comment on table public.waitlist_entries is 'Guests waiting for a freed table of one evening; personal data, staff only.';

create index waitlist_entries_waiting on public.waitlist_entries (date, created_at) where status = 'waiting';

alter table public.reservations
  add constraint reservations_waitlist_entry_id_fkey
  foreign key (waitlist_entry_id) references public.waitlist_entries (id) on delete set null;

alter table public.waitlist_entries enable row level security;
revoke all on table public.waitlist_entries from anon, authenticated;
grant select on table public.waitlist_entries to authenticated;

create policy "Staff can read the waitlist"
  on public.waitlist_entries for select
  to authenticated
  using (public.is_staff());

-- Why: an open staff day view shows the list live, as it shows reservations (channel `waitlist`,
-- the day only).
create or replace function public.notify_waitlist_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('waitlist', json_build_object('op', lower(tg_op), 'date', coalesce(new.date, old.date))::text);
  return null;
end
$$;

revoke all on function public.notify_waitlist_change() from public, anon, authenticated;

create trigger waitlist_entries_notify
  after insert or update or delete on public.waitlist_entries
  for each row execute function public.notify_waitlist_change();

-- Why: what a guest sees of an entry and what its answers carry: no contact data.
create or replace function private.waitlist_entry_view(e public.waitlist_entries)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'date', e.date,
    'from', to_char(e.from_time, 'HH24:MI'),
    'until', to_char(e.until_time, 'HH24:MI'),
    'guestCount', e.guest_count,
    'status', e.status
  )
$$;

revoke all on function private.waitlist_entry_view(public.waitlist_entries) from public, anon, authenticated;

-- Why: one reading of an entry's window on its day's evening: minutes after midnight of the date
-- of its first and last start, with the day's opening, closing and the settings' grid.
create or replace function private.waitlist_window(p_date date, p_from time, p_until time)
returns table (open_minute integer, close_minute integer, from_minute integer, until_minute integer)
language sql
stable
set search_path = ''
as $$
  select f.open_minute, f.close_minute, f.start_minute, u.start_minute
  from private.day_plan(p_date) d
  cross join public.business_settings s
  cross join lateral private.evening_minutes(
    p_open => d.open_time, p_close => d.close_time, p_start => p_from, p_end => null,
    p_default_end => s.default_end_time, p_longest => s.max_reservation_duration) f
  cross join lateral private.evening_minutes(
    p_open => d.open_time, p_close => d.close_time, p_start => p_until, p_end => null,
    p_default_end => s.default_end_time, p_longest => s.max_reservation_duration) u
$$;

revoke all on function private.waitlist_window(date, time, time) from public, anon, authenticated;

-- Why: the only way a guest joins a list (docs/booking.md#the-waitlist). The rules of a booking's
-- day: open online, inside the horizon; a window on the grid inside the day's hours whose last start
-- is still ahead; 1 to 15 guests; one address holds at most 2 entries a day.
-- Errors: 22023 'closed-day' (detail: the reason) | 'beyond-horizon' (detail: days) | 'guest-count' |
-- 'invalid-time' | 'start-past' | 'email-limit'.
create or replace function private.join_waitlist(
  p_date date,
  p_from time,
  p_until time,
  p_guest_count integer,
  p_customer_name text,
  p_customer_email text,
  p_customer_phone text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_day record;
  v_rules public.business_settings;
  v_window record;
  v_now timestamptz := private.clock();
  v_email text := lower(btrim(p_customer_email));
  v_row public.waitlist_entries;
begin
  perform pg_advisory_xact_lock_shared(private.lock_key('week'), 0);
  select * into v_day from private.day_plan(p_date);
  if p_date is null or not v_day.bookable then
    raise exception using errcode = '22023', message = 'closed-day', detail = coalesce(v_day.reason, '');
  end if;
  select * into v_rules from public.business_settings;
  if p_date > (v_now at time zone 'Europe/Berlin')::date + v_rules.booking_horizon_days then
    raise exception using errcode = '22023', message = 'beyond-horizon', detail = v_rules.booking_horizon_days::text;
  end if;
  if p_guest_count is null or p_guest_count not between 1 and 15 then
    raise exception using errcode = '22023', message = 'guest-count';
  end if;
  select * into v_window from private.waitlist_window(p_date, p_from, p_until);
  if p_from is null or p_until is null or v_window.from_minute < v_window.open_minute
     or v_window.until_minute < v_window.from_minute
     or v_window.until_minute + v_rules.slot_minutes > v_window.close_minute
     or (v_window.from_minute - v_window.open_minute) % v_rules.slot_minutes <> 0
     or (v_window.until_minute - v_window.open_minute) % v_rules.slot_minutes <> 0
     or extract(second from p_from) <> 0 or extract(second from p_until) <> 0 then
    raise exception using errcode = '22023', message = 'invalid-time';
  end if;
  if (p_date + make_interval(mins => v_window.until_minute)) at time zone 'Europe/Berlin' <= v_now then
    raise exception using errcode = '22023', message = 'start-past';
  end if;

  perform pg_advisory_xact_lock(private.lock_key('waitlist-address'), hashtext(v_email || '|' || p_date::text));
  if (select count(*) from public.waitlist_entries e
      where e.date = p_date and e.status in ('waiting', 'offered') and lower(e.customer_email) = v_email) >= 2 then
    raise exception using errcode = '22023', message = 'email-limit';
  end if;

  insert into public.waitlist_entries (date, from_time, until_time, guest_count, customer_name, customer_email, customer_phone)
  values (p_date, p_from, p_until, p_guest_count, btrim(p_customer_name), btrim(p_customer_email),
          nullif(btrim(p_customer_phone), ''))
  returning * into v_row;
  return private.waitlist_entry_view(v_row);
end
$$;

revoke all on function private.join_waitlist(date, time, time, integer, text, text, text) from public, anon, authenticated;
grant execute on function private.join_waitlist(date, time, time, integer, text, text, text) to anon;
