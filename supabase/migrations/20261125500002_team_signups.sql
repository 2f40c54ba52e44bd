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
  constraint team_signups_email_check check (
    char_length(email) <= 254
    and email ~ '^(?:[A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
  ),
  constraint team_signups_plain_text check (
    team_name !~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]'
    and contact_name !~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]'
    and (phone is null or phone !~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]')
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

-- Why: what a guest sees of a night before signing up (docs/quiz.md#guests): whether it takes
-- sign-ups now, the limits and the places left (none while teams wait). No team names.
create or replace function private.team_night_view(p_date date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'date', p_date,
    'open', n.teams is not null and private.clock() < n.starts_at
            and p_date <= (private.clock() at time zone 'Europe/Berlin')::date + s.booking_horizon_days,
    'maxTeams', coalesce((n.teams ->> 'maxTeams')::integer, 0),
    'teams', c.teams,
    -- Waiting teams come first: a place they have not been offered yet is not free for others.
    'free', case when c.waiting > 0 then 0 else greatest(coalesce((n.teams ->> 'maxTeams')::integer, 0) - c.teams, 0) end,
    'waiting', c.waiting,
    'minPlayers', (n.teams ->> 'minPlayers')::integer,
    'maxPlayers', (n.teams ->> 'maxPlayers')::integer,
    'startTime', to_char(n.start_time, 'HH24:MI'),
    'closesAt', n.starts_at)
  from private.team_night(p_date) n
  cross join public.business_settings s
  cross join lateral (
    select count(*) filter (where t.status = 'signed'
                            or (t.status = 'offered' and t.offer_expires_at > private.clock()))::integer as teams,
           count(*) filter (where t.status = 'waiting')::integer as waiting
    from public.team_signups t where t.date = p_date) c
$$;

revoke all on function private.team_night_view(date) from public, anon, authenticated;
grant execute on function private.team_night_view(date) to anon;

-- Why: the rules every team write shares: a team night, before its start, inside the horizon
-- (staff: any time before the night's end), players within the night's limits.
-- Errors: 22023 'not-team-night' | 'signup-closed' | 'beyond-horizon' | 'players' (detail: 'min-max').
create or replace function private.team_night_rules(p_date date, p_players integer, p_staff boolean)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_night record;
  v_now timestamptz := private.clock();
begin
  select * into v_night from private.team_night(p_date);
  if p_date is null or v_night.teams is null then
    raise exception using errcode = '22023', message = 'not-team-night';
  end if;
  if v_now >= (case when p_staff then v_night.ends_at else v_night.starts_at end) then
    raise exception using errcode = '22023', message = 'signup-closed';
  end if;
  if not p_staff and p_date > (v_now at time zone 'Europe/Berlin')::date
       + (select s.booking_horizon_days from public.business_settings s) then
    raise exception using errcode = '22023', message = 'beyond-horizon',
      detail = (select s.booking_horizon_days from public.business_settings s)::text;
  end if;
  if p_players is null or p_players not between (v_night.teams ->> 'minPlayers')::integer
                                            and (v_night.teams ->> 'maxPlayers')::integer then
    raise exception using errcode = '22023', message = 'players',
      detail = (v_night.teams ->> 'minPlayers') || '-' || (v_night.teams ->> 'maxPlayers');
  end if;
  return v_night.teams;
end
$$;

revoke all on function private.team_night_rules(date, integer, boolean) from public, anon, authenticated;

-- Why: the only way a guest signs up a team (docs/quiz.md#guests). The night's sign-ups queue on
-- one lock, so however many arrive at once, never more than maxTeams are signed or offered. Lapsed
-- offers and freed places are settled first, and waiting teams come first: a night with a waiting
-- team is full. A full night answers `{ full: true }` (and commits the offers it made), or with
-- p_waitlist puts the team on the night's waitlist. One address signs up at most 2 teams a night.
-- Queues the confirmation mail with the team's link.
-- Errors: those of team_night_rules() | 22023 'email-limit' | 'name-taken'.
create or replace function private.sign_up_team(
  p_date date,
  p_team_name text,
  p_players integer,
  p_contact_name text,
  p_email text,
  p_phone text default null,
  p_note text default null,
  p_waitlist boolean default false
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_teams jsonb;
  v_token text := encode(extensions.gen_random_bytes(24), 'hex');
  v_email text := lower(btrim(p_email));
  v_taken integer;
  v_row public.team_signups;
begin
  v_teams := private.team_night_rules(p_date, p_players, false);
  perform pg_advisory_xact_lock(20261127, hashtext(p_date::text));
  if (select count(*) from public.team_signups t where t.date = p_date and lower(t.email) = v_email) >= 2 then
    raise exception using errcode = '22023', message = 'email-limit';
  end if;
  perform private.offer_team_places(private.clock(), p_date);
  select count(*) into v_taken from public.team_signups t where t.date = p_date and t.status in ('signed', 'offered');
  if exists (select from public.team_signups t where t.date = p_date and t.status = 'waiting') then
    v_taken := greatest(v_taken, (v_teams ->> 'maxTeams')::integer);
  end if;
  if v_taken >= (v_teams ->> 'maxTeams')::integer and not p_waitlist then
    -- Answered, not raised: the offers made above stand.
    return jsonb_build_object('full', true);
  end if;
  begin
    insert into public.team_signups (date, team_name, players, contact_name, email, phone, note, status, token_hash)
    values (p_date, btrim(p_team_name), p_players, btrim(p_contact_name), btrim(p_email),
            nullif(btrim(p_phone), ''), nullif(btrim(p_note), ''),
            case when v_taken >= (v_teams ->> 'maxTeams')::integer then 'waiting' else 'signed' end,
            extensions.digest(v_token, 'sha256'))
    returning * into v_row;
  exception when unique_violation then
    raise exception using errcode = '22023', message = 'name-taken';
  end;
  insert into public.mail_outbox (kind, payload, purge_after)
  select 'team-signup', private.team_mail_data(v_row, v_token), n.ends_at + interval '23 hours'
  from private.team_night(p_date) n;
  return jsonb_build_object('date', v_row.date, 'teamName', v_row.team_name, 'players', v_row.players,
                            'status', v_row.status);
end
$$;

revoke all on function private.sign_up_team(date, text, integer, text, text, text, text, boolean) from public, anon, authenticated;
grant execute on function private.sign_up_team(date, text, integer, text, text, text, text, boolean) to anon;

-- Why: freed places go to waiting teams by themselves (docs/quiz.md#the-waitlist), by the rule of
-- the table waitlist: lapsed offers leave the list; then, while the night has room and its start is
-- ahead, the earliest waiting team is offered the place, held for offerMinutes (never past the
-- start), with a mail carrying a link of its own (the team's first link keeps working). Run every
-- minute for every night, and for its own night by each write that may free a place, which holds
-- that night's lock already: a write never waits for a second night, so two cannot deadlock.
-- Returns how many offers it made.
create or replace function private.offer_team_places(p_now timestamptz default private.clock(), p_date date default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_date date;
  v_night record;
  v_row public.team_signups;
  v_token text;
  v_count integer := 0;
begin
  for v_date in
    select distinct t.date from public.team_signups t
    where t.status in ('waiting', 'offered') and t.date >= (p_now at time zone 'Europe/Berlin')::date - 1
      and (p_date is null or t.date = p_date)
    order by 1
  loop
    perform pg_advisory_xact_lock(20261127, hashtext(v_date::text));
    delete from public.team_signups t where t.date = v_date and t.status = 'offered' and t.offer_expires_at <= p_now;
    select * into v_night from private.team_night(v_date);
    if v_night.teams is null or p_now >= v_night.starts_at then
      continue;
    end if;
    while (select count(*) from public.team_signups t where t.date = v_date and t.status in ('signed', 'offered'))
          < (v_night.teams ->> 'maxTeams')::integer loop
      select * into v_row from public.team_signups t
      where t.date = v_date and t.status = 'waiting' order by t.created_at, t.id limit 1;
      exit when not found;
      v_token := encode(extensions.gen_random_bytes(24), 'hex');
      update public.team_signups t
      set status = 'offered', offer_token_hash = extensions.digest(v_token, 'sha256'),
          offer_expires_at = least(p_now + make_interval(mins => (select s.offer_minutes from public.business_settings s)),
                                   v_night.starts_at)
      where t.id = v_row.id
      returning * into v_row;
      insert into public.mail_outbox (kind, payload, purge_after)
      values ('team-offer', private.team_mail_data(v_row, v_token), v_night.ends_at + interval '23 hours');
      v_count := v_count + 1;
    end loop;
  end loop;
  return v_count;
end
$$;

revoke all on function private.offer_team_places(timestamptz, date) from public, anon, authenticated;

-- Why: what the team's own page shows (docs/quiz.md#the-teams-own-page): the team, the night's
-- limits and, for an offer, until when it is held. Null when the secret opens nothing.
create or replace function private.team_signup_view(t public.team_signups)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'date', t.date, 'teamName', t.team_name, 'players', t.players, 'contactName', t.contact_name,
    'status', t.status, 'offerExpiresAt', t.offer_expires_at,
    'minPlayers', (n.teams ->> 'minPlayers')::integer, 'maxPlayers', (n.teams ->> 'maxPlayers')::integer,
    'startTime', to_char(n.start_time, 'HH24:MI'), 'closesAt', n.starts_at)
  from private.team_night(t.date) n
$$;

revoke all on function private.team_signup_view(public.team_signups) from public, anon, authenticated;

-- Why: the team's link: 'show' changes nothing but a lapse that is due; 'players' changes the size
-- within the limits before the start; 'cancel' leaves the night or its waitlist (the place goes to
-- the next waiting team); 'accept' takes an offered place (the confirmation mail follows).
-- Answers the team as it is afterwards ('cancelled': as it was), or null when the secret opens
-- nothing. Errors: those of team_night_rules() | 22023 'offer-expired'.
create or replace function private.team_by_token(p_token text, p_action text, p_players integer default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.team_signups;
  v_view jsonb;
begin
  select * into v_row from public.team_signups t
  where t.token_hash = extensions.digest(p_token, 'sha256') or t.offer_token_hash = extensions.digest(p_token, 'sha256');
  if not found then
    return null;
  end if;
  perform pg_advisory_xact_lock(20261127, hashtext(v_row.date::text));
  -- Read again under the lock: the team may have gone or changed meanwhile.
  select * into v_row from public.team_signups t
  where t.id = v_row.id
    and (t.token_hash = extensions.digest(p_token, 'sha256') or t.offer_token_hash = extensions.digest(p_token, 'sha256'));
  if not found then
    return null;
  end if;
  if v_row.status = 'offered' and v_row.offer_expires_at <= private.clock() then
    delete from public.team_signups t where t.id = v_row.id;
    perform private.offer_team_places(private.clock(), v_row.date);
    return null;
  end if;
  if p_action = 'show' then
    return private.team_signup_view(v_row);
  end if;
  if private.clock() >= (select n.starts_at from private.team_night(v_row.date) n) then
    raise exception using errcode = '22023', message = 'signup-closed';
  end if;
  if p_action = 'cancel' then
    v_view := private.team_signup_view(v_row) || jsonb_build_object('status', 'cancelled');
    delete from public.team_signups t where t.id = v_row.id;
    perform private.offer_team_places(private.clock(), v_row.date);
    return v_view;
  elsif p_action = 'players' then
    perform private.team_night_rules(v_row.date, p_players, false);
    update public.team_signups t set players = p_players where t.id = v_row.id returning * into v_row;
  elsif p_action = 'accept' then
    if v_row.status <> 'offered' then
      return private.team_signup_view(v_row);
    end if;
    -- The offer's link stays the team's link: the page that took the place keeps working.
    update public.team_signups t set status = 'signed', offer_expires_at = null
    where t.id = v_row.id
    returning * into v_row;
    insert into public.mail_outbox (kind, payload, purge_after)
    select 'team-signup', private.team_mail_data(v_row, p_token), n.ends_at + interval '23 hours'
    from private.team_night(v_row.date) n;
  else
    raise exception using errcode = '22023', message = 'unknown-action';
  end if;
  return private.team_signup_view(v_row);
end
$$;

revoke all on function private.team_by_token(text, text, integer) from public, anon, authenticated;
grant execute on function private.team_by_token(text, text, integer) to anon;

-- Why: the quizmaster adds teams that signed up by phone, WhatsApp or at the door
-- (docs/quiz.md#the-quizmaster): the night's player limits hold, the team limit does not (staff
-- decide who else fits), and sign-up stays open until the night's end. Checks is_staff().
-- Errors: those of team_night_rules() | 22023 'name-taken'.
create or replace function public.staff_add_team(
  p_date date,
  p_team_name text,
  p_players integer,
  p_contact_name text,
  p_email text,
  p_phone text,
  p_note text,
  p_source text
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can add teams';
  end if;
  perform private.team_night_rules(p_date, p_players, true);
  perform pg_advisory_xact_lock(20261127, hashtext(p_date::text));
  begin
    insert into public.team_signups (date, team_name, players, contact_name, email, phone, note, source, created_by)
    values (p_date, btrim(p_team_name), p_players, btrim(p_contact_name), nullif(btrim(p_email), ''),
            nullif(btrim(p_phone), ''), nullif(btrim(p_note), ''), p_source,
            (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid)
    returning id into v_id;
  exception when unique_violation then
    raise exception using errcode = '22023', message = 'name-taken';
  end;
  return v_id;
end
$$;

revoke all on function public.staff_add_team(date, text, integer, text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.staff_add_team(date, text, integer, text, text, text, text, text) to authenticated;

-- Why: a team that cannot come, or a waiting team taken off the list, by staff: its place goes to
-- the next waiting team at once. Checks is_staff(); false when there was no such team.
create or replace function public.staff_remove_team(p_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_date date;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can remove teams';
  end if;
  select t.date into v_date from public.team_signups t where t.id = p_id;
  if not found then
    return false;
  end if;
  perform pg_advisory_xact_lock(20261127, hashtext(v_date::text));
  delete from public.team_signups t where t.id = p_id;
  perform private.offer_team_places(private.clock(), v_date);
  return true;
end
$$;

revoke all on function public.staff_remove_team(uuid) from public, anon, authenticated;
grant execute on function public.staff_remove_team(uuid) to authenticated;

-- Why: staff rename a team (a typo, a pun that came late); names stay unique per night.
-- Checks is_staff(). Errors: 22023 'name-taken' | 'team-name'.
create or replace function public.staff_rename_team(p_id uuid, p_team_name text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can rename teams';
  end if;
  update public.team_signups t set team_name = btrim(p_team_name) where t.id = p_id;
  return found;
exception
  when unique_violation then
    raise exception using errcode = '22023', message = 'name-taken';
  when check_violation then
    raise exception using errcode = '22023', message = 'team-name';
end
$$;

revoke all on function public.staff_rename_team(uuid, text) from public, anon, authenticated;
grant execute on function public.staff_rename_team(uuid, text) to authenticated;

-- Why: the link staff open on the pub's screen (docs/quiz.md#the-screen): a new secret for the
-- night, kept as sha256. Checks is_staff(); answers the secret.
create or replace function public.staff_quiz_screen_link(p_date date)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_token text := encode(extensions.gen_random_bytes(24), 'hex');
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can open the screen';
  end if;
  if (select n.teams from private.team_night(p_date) n) is null then
    raise exception using errcode = '22023', message = 'not-team-night';
  end if;
  insert into public.quiz_screen_links (token_hash, date) values (extensions.digest(v_token, 'sha256'), p_date);
  return v_token;
end
$$;

revoke all on function public.staff_quiz_screen_link(date) from public, anon, authenticated;
grant execute on function public.staff_quiz_screen_link(date) to authenticated;

-- Why: what the pub's screen shows: team names and points of the signed teams, nothing else.
-- Null when the secret opens no night (unknown, or its night is gone).
create or replace function private.quiz_standings(p_token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'date', l.date,
    'rounds', coalesce((select q.rounds from public.quiz_nights q where q.date = l.date), 6),
    'teams', coalesce((
      select jsonb_agg(jsonb_build_object('teamName', t.team_name, 'points', to_jsonb(t.points))
                       order by t.created_at, t.id)
      from public.team_signups t where t.date = l.date and t.status = 'signed'), '[]'::jsonb))
  from public.quiz_screen_links l
  where l.token_hash = extensions.digest(p_token, 'sha256')
$$;

revoke all on function private.quiz_standings(text) from public, anon, authenticated;
grant execute on function private.quiz_standings(text) to anon;

-- Why: the privacy text promises that sign-ups, team names and scores are deleted at the latest
-- 24 hours after the night: teams, rounds and screen links go 23 hours after the night's end (with
-- the hourly retention jobs). Returns how many teams it deleted.
create or replace function private.purge_quiz_nights(p_now timestamptz default now())
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from public.team_signups t
  where (select n.ends_at from private.team_night(t.date) n) <= p_now - interval '23 hours';
  get diagnostics v_count = row_count;
  delete from public.quiz_nights q
  where (select n.ends_at from private.team_night(q.date) n) <= p_now - interval '23 hours';
  delete from public.quiz_screen_links l
  where (select n.ends_at from private.team_night(l.date) n) <= p_now - interval '23 hours';
  return v_count;
end
$$;

revoke all on function private.purge_quiz_nights(timestamptz) from public, anon, authenticated;
