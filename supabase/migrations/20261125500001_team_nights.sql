-- Why: a weekday or a dated exception can be a team night (docs/quiz.md#team-nights): guests sign
-- up quiz teams there instead of booking tables. Its limits are one jsonb field beside the day's rule.

alter table public.booking_week
  add column teams jsonb,
  -- A team night's limits: whole numbers, 1–100 teams of 1–20 players, the minimum not above the maximum.
  add constraint booking_week_teams_valid check (teams is null or case
    when jsonb_typeof(teams) = 'object'
      and jsonb_typeof(teams -> 'maxTeams') = 'number' and (teams ->> 'maxTeams') ~ '^\d{1,3}$'
      and jsonb_typeof(teams -> 'minPlayers') = 'number' and (teams ->> 'minPlayers') ~ '^\d{1,2}$'
      and jsonb_typeof(teams -> 'maxPlayers') = 'number' and (teams ->> 'maxPlayers') ~ '^\d{1,2}$'
    then (teams ->> 'maxTeams')::integer between 1 and 100
      and (teams ->> 'minPlayers')::integer between 1 and 20
      and (teams ->> 'maxPlayers')::integer between (teams ->> 'minPlayers')::integer and 20
    else false end),
  add constraint booking_week_team_night check (teams is null or (not bookable and not whatsapp));

alter table public.schedule_exceptions
  add column teams jsonb,
  -- A team night's limits: whole numbers, 1–100 teams of 1–20 players, the minimum not above the maximum.
  add constraint schedule_exceptions_teams_valid check (teams is null or case
    when jsonb_typeof(teams) = 'object'
      and jsonb_typeof(teams -> 'maxTeams') = 'number' and (teams ->> 'maxTeams') ~ '^\d{1,3}$'
      and jsonb_typeof(teams -> 'minPlayers') = 'number' and (teams ->> 'minPlayers') ~ '^\d{1,2}$'
      and jsonb_typeof(teams -> 'maxPlayers') = 'number' and (teams ->> 'maxPlayers') ~ '^\d{1,2}$'
    then (teams ->> 'maxTeams')::integer between 1 and 100
      and (teams ->> 'minPlayers')::integer between 1 and 20
      and (teams ->> 'maxPlayers')::integer between (teams ->> 'minPlayers')::integer and 20
    else false end),
  add constraint schedule_exceptions_team_night check (teams is null or (not bookable and not whatsapp));

-- Why: guests see the week and the exceptions of the days they look at (the reason is the text
-- they see), so the booking page can say why a day is closed and which day is next; staff place
-- walk-ins in the same evening.
create or replace function public.booking_schedule(p_from date, p_to date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'days', (
      select jsonb_agg(jsonb_build_object(
        'weekday', w.weekday, 'bookable', w.bookable, 'reason', w.reason, 'whatsapp', w.whatsapp,
        'from', to_char(w.from_time, 'HH24:MI'), 'until', to_char(w.until_time, 'HH24:MI'), 'teams', w.teams
      ) order by w.weekday)
      from public.booking_week w),
    'exceptions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'date', e.date, 'bookable', e.bookable, 'reason', e.reason, 'whatsapp', e.whatsapp,
        'from', to_char(e.from_time, 'HH24:MI'), 'until', to_char(e.until_time, 'HH24:MI'), 'teams', e.teams
      ) order by e.date)
      from public.schedule_exceptions e
      where e.date between p_from and p_to), '[]'::jsonb)
  )
$$;

revoke all on function public.booking_schedule(date, date) from public, anon, authenticated;
grant execute on function public.booking_schedule(date, date) to anon, authenticated;
