-- Why: a quiz team is not a table booking (docs/quiz.md): it has a name and a size, the night has a
-- team limit, and the evening ends with a ranking. A row is a team of one team night: 'signed' (it
-- plays), 'waiting' (the night was full; it waits for a freed place) or 'offered' (a freed place is
-- held for it until offer_expires_at). Signed and offered teams count against the night's limit.
-- Personal data: staff read it, the functions below write it, and it goes with the night
-- (private.purge_quiz_nights()).
create table public.team_signups (
  id uuid primary key default gen_random_uuid(),
  date date not null,
  team_name text not null check (char_length(btrim(team_name)) between 2 and 40),
  -- Names are unique per night ignoring case and spaces: 'Die Quizzer' = 'die quizzer' = 'DieQuizzer'.
  name_key text generated always as (lower(regexp_replace(team_name, '\s+', '', 'g'))) stored,
  players integer not null check (players between 1 and 20),
  contact_name text not null check (char_length(btrim(contact_name)) between 1 and 100),
  email text,
  phone text check (phone is null or char_length(phone) <= 40),
  note text check (note is null or char_length(note) <= 500),
  -- 'online': the team signed up on the booking page; the others: staff entered it.
  source text not null default 'online' check (source in ('online', 'telefon', 'whatsapp', 'vor-ort')),
  status text not null default 'signed' check (status in ('signed', 'waiting', 'offered')),
  offer_expires_at timestamptz,
  -- sha256 of the team's link secret (its first mail) and of its offer's (the offer mail); either
  -- opens the team's page. The secrets are only in the mails.
  token_hash bytea unique,
  offer_token_hash bytea unique,
  checked_in_at timestamptz,
  -- Where the team sits on the plan of the night (table ids; no claim on the tables).
  table_ids integer[] not null default '{}' check (cardinality(table_ids) <= 8),
  -- Points per round, index 0 = round 1; null: not entered yet.
  points numeric(6, 1)[] not null default '{}' check (cardinality(points) <= 20),
  created_at timestamptz not null default now(),
  created_by uuid references public.staff_accounts (id) on delete set null,
  constraint team_signups_offer check ((status = 'offered') = (offer_expires_at is not null)),
  constraint team_signups_contact check (email is not null or phone is not null),
  constraint team_signups_email_online check (source <> 'online' or email is not null),
  -- The forms' rules (supabase/schemas/06_guest_text.sql).
  constraint team_signups_email_check check (email::public.email_address = email),
  constraint team_signups_plain_text check (
    team_name::public.single_line_text = team_name
    and contact_name::public.single_line_text = contact_name
    and phone::public.single_line_text = phone
  )
);

comment on table public.team_signups is 'Quiz teams of one team night, signed up or waiting, with their points; personal data, staff only.';

create unique index team_signups_name on public.team_signups (date, name_key);
create index team_signups_waiting on public.team_signups (date, created_at) where status = 'waiting';

alter table public.team_signups enable row level security;
revoke all on table public.team_signups from anon, authenticated;
grant select on table public.team_signups to authenticated;
-- Staff change what the night needs; the name, the status and the secret only through functions.
grant update (players, contact_name, email, phone, note, checked_in_at, table_ids, points)
  on table public.team_signups to authenticated;

create policy "Staff can read the team list"
  on public.team_signups for select
  to authenticated
  using (public.is_staff());

create policy "Staff can run the quiz night"
  on public.team_signups for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

-- Why: what the quizmaster decides on the night: the number of rounds. A row exists once staff
-- changed it; without one the night has 6.
create table public.quiz_nights (
  date date primary key,
  rounds integer not null default 6 check (rounds between 1 and 20),
  updated_at timestamptz not null default now()
);

comment on table public.quiz_nights is 'The rounds of a quiz night, set by the quizmaster.';

alter table public.quiz_nights enable row level security;
revoke all on table public.quiz_nights from anon, authenticated;
grant select, insert, update on table public.quiz_nights to authenticated;

create policy "Staff can set a night's rounds"
  on public.quiz_nights for all
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

-- Why: the pub's screen shows the standings without a staff session (docs/quiz.md#the-screen). Its
-- link carries a secret for one night; the database keeps its sha256. Each link staff open is one
-- row; all of them go with the night.
create table public.quiz_screen_links (
  token_hash bytea primary key,
  date date not null,
  created_at timestamptz not null default now()
);

comment on table public.quiz_screen_links is 'Secrets (sha256) of the standings screen links, one night each; server only.';

alter table public.quiz_screen_links enable row level security;
revoke all on table public.quiz_screen_links from anon, authenticated;

-- Why: every open staff view of the night and the pub's screen follow the list and the points live
-- (channel `team_signups`, the night's date only; no personal data).
create or replace function public.notify_team_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('team_signups', json_build_object('op', lower(tg_op), 'date', coalesce(new.date, old.date))::text);
  return null;
end
$$;

revoke all on function public.notify_team_change() from public, anon, authenticated;

create trigger team_signups_notify
  after insert or update or delete on public.team_signups
  for each row execute function public.notify_team_change();

create trigger quiz_nights_notify
  after insert or update or delete on public.quiz_nights
  for each row execute function public.notify_team_change();

-- Why: a team's mail waiting in the outbox goes with it: every pending mail when the team leaves
-- (cancelled, lapsed, removed), the offer's when the offer is settled.
create or replace function private.withdraw_team_mails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.mail_outbox m
  where m.status = 'pending' and m.payload ->> 'signupId' = old.id::text
    and (m.kind = 'team-offer' or (tg_op = 'DELETE' and m.kind = 'team-signup'))
    and (tg_op = 'DELETE' or new.status <> 'offered');
  return null;
end
$$;

revoke all on function private.withdraw_team_mails() from public, anon, authenticated;

create trigger team_signups_withdraw_mails
  after update of status or delete on public.team_signups
  for each row execute function private.withdraw_team_mails();

-- Why: one reading of a team night for every function: its limits (null: no team night), its
-- start (sign-up closes then) and its end, Berlin wall clock.
create or replace function private.team_night(p_date date)
returns table (teams jsonb, starts_at timestamptz, ends_at timestamptz, start_time time)
language sql
stable
security definer
set search_path = ''
as $$
  select case when e.date is null then w.teams else e.teams end,
         (p_date + d.open_time) at time zone 'Europe/Berlin',
         (p_date + d.close_time + case when d.close_time <= d.open_time then interval '1 day' else interval '0' end)
           at time zone 'Europe/Berlin',
         d.open_time
  from private.day_plan(p_date) d
  join public.booking_week w on w.weekday = extract(isodow from p_date)
  left join public.schedule_exceptions e on e.date = p_date
$$;

revoke all on function private.team_night(date) from public, anon, authenticated;

-- Why: one count of a night's places against its team limit, for every function that decides
-- whether the night is full: signed teams and the offers still held at `p_now`.
create or replace function private.team_places_taken(p_date date, p_now timestamptz)
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer
  from public.team_signups t
  where t.date = p_date and (t.status = 'signed' or (t.status = 'offered' and t.offer_expires_at > p_now))
$$;

revoke all on function private.team_places_taken(date, timestamptz) from public, anon, authenticated;

-- Why: what a team's mails carry: the night, the team and its link's secret while pending.
create or replace function private.team_mail_data(t public.team_signups, p_token text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'signupId', t.id, 'date', t.date, 'teamName', t.team_name, 'players', t.players,
    'contactName', t.contact_name, 'email', t.email, 'status', t.status,
    'startTime', to_char(n.start_time, 'HH24:MI'), 'startsAt', n.starts_at, 'endsAt', n.ends_at,
    'offerExpiresAt', t.offer_expires_at, 'token', p_token)
  from private.team_night(t.date) n
$$;

revoke all on function private.team_mail_data(public.team_signups, text) from public, anon, authenticated;
