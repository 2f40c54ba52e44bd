-- Why: a team night's limits are one rule wherever a day is made a team night (the week, a dated
-- exception): whole numbers, 1–100 teams of 1–20 players, the minimum not above the maximum
-- (src/domain/quiz/team-limits.ts). A table checks its column by a cast to the domain.
create domain public.team_limits as jsonb check (value is null or case
  when jsonb_typeof(value) = 'object'
    and jsonb_typeof(value -> 'maxTeams') = 'number' and (value ->> 'maxTeams') ~ '^\d{1,3}$'
    and jsonb_typeof(value -> 'minPlayers') = 'number' and (value ->> 'minPlayers') ~ '^\d{1,2}$'
    and jsonb_typeof(value -> 'maxPlayers') = 'number' and (value ->> 'maxPlayers') ~ '^\d{1,2}$'
  then (value ->> 'maxTeams')::integer between 1 and 100
    and (value ->> 'minPlayers')::integer between 1 and 20
    and (value ->> 'maxPlayers')::integer between (value ->> 'minPlayers')::integer and 20
  else false end);

-- Why: which weekdays guests can book online, and what they see on the others, is the owner's
-- decision, not code (docs/booking.md#bookable-days). One row per ISO weekday (1 Monday … 7 Sunday).
-- `reason` is the text guests see that day; `whatsapp` sends them to the WhatsApp sign-up instead
-- (the quiz night); `from_time`/`until_time` (both or neither) replace the settings' opening window.
-- `teams` makes the day a team night (docs/quiz.md#team-nights): guests sign up teams instead of
-- booking tables, so such a day is neither bookable online nor sent to WhatsApp.
create table public.booking_week (
  weekday smallint primary key check (weekday between 1 and 7),
  bookable boolean not null,
  reason text check (reason is null or char_length(reason) between 1 and 200),
  whatsapp boolean not null default false,
  from_time time check (from_time is null or extract(second from from_time) = 0),
  until_time time check (until_time is null or extract(second from until_time) = 0),
  constraint booking_week_times_paired check ((from_time is null) = (until_time is null)),
  constraint booking_week_times_differ check (from_time is null or from_time <> until_time),
  teams jsonb,
  -- A team night's limits (public.team_limits).
  constraint booking_week_teams_valid check (teams::public.team_limits = teams),
  constraint booking_week_team_night check (teams is null or (not bookable and not whatsapp))
);

comment on table public.booking_week is 'The bookable week: per ISO weekday whether guests book online, and why not.';

alter table public.booking_week enable row level security;
revoke all on table public.booking_week from anon, authenticated;
-- Seven rows forever: staff change them, never add or remove one.
grant select, update on table public.booking_week to authenticated;

create policy "Staff can read the week"
  on public.booking_week for select
  to authenticated
  using (public.is_staff());

create policy "The owner can change the week"
  on public.booking_week for update
  to authenticated
  using (public.is_owner())
  with check (public.is_owner());

-- The week of `defaultWeek` (src/domain/schedule/week.ts); tests/integration/defaults.test.ts compares.
insert into public.booking_week (weekday, bookable, reason, whatsapp) values
  (1, true, null, false),
  (2, false, 'Quiz-Abend – Anmeldung nur über WhatsApp', true),
  (3, false, 'Ruhetag', false),
  (4, false, 'Karaoke-Abend – keine Reservierung nötig', false),
  (5, true, null, false),
  (6, true, null, false),
  (7, true, null, false);
