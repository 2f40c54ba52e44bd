-- Why: one rule for whether a space can be hired on a date at all (docs/hire.md#the-calendar), for the
-- calendar and the inquiry alike: null when it can, else why not: 'weekday' (not one of the space's),
-- 'too-early' (today or before), 'beyond-horizon' (more than 365 days ahead), 'closed-day' (the
-- owner closed the Irish pub that date), 'event-night' (an evening the Irish pub's week or the day's
-- exception keeps from table bookings: the quiz, karaoke and team nights; for a space not hired on
-- event nights). The Rappen has no week in the database, so only its weekdays count.
create or replace function private.hire_date_refusal(p_space public.hire_spaces, p_date date)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when not (extract(isodow from p_date)::smallint = any (p_space.weekdays)) then 'weekday'
    when p_date <= (private.clock() at time zone 'Europe/Berlin')::date then 'too-early'
    when p_date > (private.clock() at time zone 'Europe/Berlin')::date + 365 then 'beyond-horizon'
    when p_space.venue = 'irish' and exists (
      select from public.schedule_exceptions e
      where e.date = p_date and not e.bookable and not e.whatsapp and e.teams is null
    ) then 'closed-day'
    when p_space.venue = 'irish' and not p_space.on_event_nights and exists (
      select from public.booking_week w left join public.schedule_exceptions e on e.date = p_date
      where w.weekday = extract(isodow from p_date) and not coalesce(e.bookable, w.bookable)
    ) then 'event-night'
  end
$$;

revoke all on function private.hire_date_refusal(public.hire_spaces, date) from public, anon, authenticated;
