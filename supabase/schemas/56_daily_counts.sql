-- Why: the owner's figures (docs/figures.md) must outlive the 24-hour purge without keeping one
-- personal datum. A row is one count of one day: a figure ('bookings', 'starts', …) and its key (a
-- channel, a half hour, a party size, …), never a name, contact, note, table, minute or row id. Rows
-- only grow: whatever deletes a booking, waitlist entry or quiz team adds its counts here in the same
-- transaction (the triggers below), so each row is counted exactly once, by the delete itself; rows
-- that still exist are counted on the fly by the same functions (public.owner_figures()).
create table private.daily_counts (
  day date not null,
  figure text not null check (figure in (
    'bookings', 'guests', 'no-shows', 'outcome', 'cancelled', 'starts', 'party-size', 'lead-time',
    'reminders', 'guest-changes', 'waitlist', 'quiz', 'hire')),
  -- A channel, an outcome, a half hour 'HH:MM', a party size, a lead-time bucket, or '' (no key).
  key text not null check (key ~ '^[a-z0-9:-]{0,20}$'),
  n bigint not null check (n >= 0),
  primary key (day, figure, key)
);

comment on table private.daily_counts is 'Anonymous daily counts of purged bookings, waitlist entries and quiz teams, kept for the owner''s figures.';

alter table private.daily_counts enable row level security;
revoke all on table private.daily_counts from public, anon, authenticated;

-- Why: the purges set this for their own delete, so a delete trigger can tell a booking that took
-- place (counted by its outcome) from one cancelled before (counted as cancelled). Local to the
-- transaction, and rolled back with a failed subtransaction.
create or replace function private.purging()
returns boolean
language sql
stable
set search_path = ''
as $$ select coalesce(current_setting('figures.purging', true), '') = 'on' $$;

comment on function private.purging() is 'Whether the running delete is a retention purge (figures.purging), not a cancellation.';
revoke all on function private.purging() from public, anon, authenticated;

-- Why: the one home of how a reservation counts (docs/figures.md): `p_end` 'kept' counts it as it
-- stands (live or purged: a not-cancelled booking by channel, outcome, start, party and lead time),
-- 'guest' or 'staff' as cancelled by them. A hold counts nothing; a reminder counts whatever the end.
create or replace function private.booking_counts(r public.reservations, p_end text)
returns table (day date, figure text, key text, n integer)
language sql
stable
set search_path = ''
as $$
  select r.date, c.figure, c.key, c.n
  from (
    select x.figure, x.key, x.n
    from (values
      ('bookings', r.source, 1),
      ('guests', r.source, r.guest_count),
      ('no-shows', r.source, case when r.attendance = 'no-show' then 1 else 0 end),
      ('outcome', coalesce(r.attendance, 'unmarked'), case when r.attendance = 'no-show' then 0 else 1 end),
      ('starts', to_char(make_time(extract(hour from r.start_time)::integer,
                                   extract(minute from r.start_time)::integer / 30 * 30, 0), 'HH24:MI'), 1),
      ('party-size', least(r.guest_count, 13)::text, 1),
      ('lead-time', (select case when d <= 0 then 'same-day' when d <= 2 then '1-2' when d <= 7 then '3-7'
                                 when d <= 30 then '8-30' else 'more' end
                     from (select r.date - (r.created_at at time zone 'Europe/Berlin')::date as d) l), 1)
    ) x(figure, key, n)
    where p_end = 'kept' and r.status = 'active'
    union all
    select 'cancelled', case when p_end = 'guest' then 'guest' else 'staff' end, 1
    where (p_end in ('guest', 'staff') and r.status = 'active') or r.status = 'cancelled'
    union all
    select 'reminders', x.key, 1
    from (values ('sent', true), ('confirmed', r.confirmed_at is not null)) x(key, counts)
    where r.reminder_sent_at is not null and r.status <> 'held' and x.counts
  ) c
  where c.n > 0
$$;

comment on function private.booking_counts(public.reservations, text) is 'How one reservation counts in the owner''s figures, live or when it is deleted.';
revoke all on function private.booking_counts(public.reservations, text) from public, anon, authenticated;

-- Why: a waiting guest counts as joined, and by how the entry ended: offered (at least once),
-- accepted (booked), lapsed (the hold expired). The same whether it is still there or deleted.
create or replace function private.waitlist_counts(e public.waitlist_entries)
returns table (day date, figure text, key text, n integer)
language sql
stable
set search_path = ''
as $$
  select e.date, 'waitlist', x.key, 1
  from (values
    ('joined', true),
    ('offered', e.status in ('offered', 'booked', 'expired', 'declined')),
    ('accepted', e.status = 'booked'),
    ('lapsed', e.status = 'expired')
  ) x(key, counts)
  where x.counts
$$;

comment on function private.waitlist_counts(public.waitlist_entries) is 'How one waitlist entry counts in the owner''s figures.';
revoke all on function private.waitlist_counts(public.waitlist_entries) from public, anon, authenticated;

-- Why: a quiz team counts when it is signed for its night (teams and players); a team removed or
-- lapsed before the night played no quiz.
create or replace function private.team_counts(t public.team_signups)
returns table (day date, figure text, key text, n integer)
language sql
stable
set search_path = ''
as $$
  select t.date, 'quiz', x.key, x.n
  from (values ('teams', 1), ('players', t.players)) x(key, n)
  where t.status = 'signed'
$$;

comment on function private.team_counts(public.team_signups) is 'How one quiz team counts in the owner''s figures.';
revoke all on function private.team_counts(public.team_signups) from public, anon, authenticated;

-- Why: hire inquiries are never deleted (their personal data is cleared, the amounts stay,
-- docs/hire.md), so they are always counted from their rows: inquiries of an evening, those
-- confirmed, and the confirmed offers' totals.
create or replace function private.hire_counts(h public.hire_inquiries)
returns table (day date, figure text, key text, n integer)
language sql
stable
set search_path = ''
as $$
  select h.date, 'hire', x.key, x.n
  from (values
    ('inquiries', 1),
    ('confirmed', case when h.status = 'bestaetigt' then 1 else 0 end),
    ('revenue-cents', case when h.status = 'bestaetigt' then coalesce(h.offer_total_cents, 0) else 0 end)
  ) x(key, n)
  where x.n > 0
$$;

comment on function private.hire_counts(public.hire_inquiries) is 'How one hire inquiry counts in the owner''s figures.';
revoke all on function private.hire_counts(public.hire_inquiries) from public, anon, authenticated;

-- Why: a deleted reservation is counted in the same transaction as its delete: by its outcome when
-- the retention purge takes it, as cancelled by staff or by the guest otherwise (a guest cancels
-- without a staff session). A delete that rolls back keeps nothing; one that commits, once.
create or replace function private.keep_reservation_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_end text := case when private.purging() then 'kept' when public.is_staff() then 'staff' else 'guest' end;
begin
  insert into private.daily_counts as k (day, figure, key, n)
  select c.day, c.figure, c.key, sum(c.n)
  from gone r cross join lateral private.booking_counts(r, v_end) c
  group by c.day, c.figure, c.key
  on conflict (day, figure, key) do update set n = k.n + excluded.n;
  return null;
end
$$;

comment on function private.keep_reservation_counts() is 'Keeps the counts of deleted reservations in private.daily_counts.';
revoke all on function private.keep_reservation_counts() from public, anon, authenticated;

create trigger reservations_keep_counts
  after delete on public.reservations
  referencing old table as gone
  for each statement execute function private.keep_reservation_counts();

-- Why: a guest's change through the own booking's link (private.change_reservation_by_guest(): a
-- new calendar sequence without a staff account) is an event, not a state of the row, so it is kept
-- when it happens, on the booking's day.
create or replace function private.keep_guest_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    insert into private.daily_counts as k (day, figure, key, n)
    values (new.date, 'guest-changes', '', 1)
    on conflict (day, figure, key) do update set n = k.n + excluded.n;
  end if;
  return null;
end
$$;

comment on function private.keep_guest_change() is 'Counts a guest''s own change of a booking in private.daily_counts.';
revoke all on function private.keep_guest_change() from public, anon, authenticated;

create trigger reservations_keep_guest_changes
  after update of sequence on public.reservations
  for each row
  when (new.sequence > old.sequence and new.updated_by is null)
  execute function private.keep_guest_change();

-- Why: a waitlist entry counts by how it ended, whoever deletes it (the purge, staff, the guest).
create or replace function private.keep_waitlist_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.daily_counts as k (day, figure, key, n)
  select c.day, c.figure, c.key, sum(c.n)
  from gone e cross join lateral private.waitlist_counts(e) c
  group by c.day, c.figure, c.key
  on conflict (day, figure, key) do update set n = k.n + excluded.n;
  return null;
end
$$;

comment on function private.keep_waitlist_counts() is 'Keeps the counts of deleted waitlist entries in private.daily_counts.';
revoke all on function private.keep_waitlist_counts() from public, anon, authenticated;

create trigger waitlist_entries_keep_counts
  after delete on public.waitlist_entries
  referencing old table as gone
  for each statement execute function private.keep_waitlist_counts();

-- Why: a quiz team is counted when the purge takes its night (private.purge_quiz_nights()); a team
-- removed before the night counts nothing.
create or replace function private.keep_team_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.purging() then
    insert into private.daily_counts as k (day, figure, key, n)
    select c.day, c.figure, c.key, sum(c.n)
    from gone t cross join lateral private.team_counts(t) c
    group by c.day, c.figure, c.key
    on conflict (day, figure, key) do update set n = k.n + excluded.n;
  end if;
  return null;
end
$$;

comment on function private.keep_team_counts() is 'Keeps the counts of purged quiz teams in private.daily_counts.';
revoke all on function private.keep_team_counts() from public, anon, authenticated;

create trigger team_signups_keep_counts
  after delete on public.team_signups
  referencing old table as gone
  for each statement execute function private.keep_team_counts();
