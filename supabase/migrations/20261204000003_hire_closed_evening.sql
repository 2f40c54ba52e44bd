-- Why: a whole-pub hire closes its evening for guests as 'Geschlossene Gesellschaft'
-- (docs/hire.md#geschlossene-gesellschaft): the day's rules and the schedule guests read say so.

-- Why: a whole-pub hire (a space taking every area of the deployed plan) held or confirmed for an
-- evening closes it for guests as 'Geschlossene Gesellschaft' (docs/hire.md#geschlossene-gesellschaft):
-- the evenings from `p_from` to `p_to` it closes. PL/pgSQL, so the day's rules below may read the
-- hire tables defined after them.
create or replace function private.hire_closed_evenings(p_from date, p_to date)
returns setof date
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query
    select distinct i.date
    from public.hire_inquiries i
    join public.hire_spaces s on s.id = i.space_id
    where i.status in ('angenommen', 'bestaetigt') and i.date between p_from and p_to
      and cardinality(s.plan_areas) > 0
      and s.plan_areas @> (select d.areas from public.table_plan_deployments d order by d.version desc limit 1)
    order by i.date;
end
$$;

revoke all on function private.hire_closed_evenings(date, date) from public, anon, authenticated;

-- Why: one reading of the week for the database (docs/booking.md#bookable-days). A date's dated
-- exception replaces its weekday's rule; times fall back from the exception to the weekday to the
-- settings. `resolveDay()` in src/domain/schedule/week.ts reads the same data the same way, and
-- tests/integration/schedule-agreement.test.ts runs both over two years of dates. An evening a
-- whole-pub hire holds is closed for guests as 'Geschlossene Gesellschaft', as public.booking_schedule()
-- tells resolveDay() (staff still place bookings then, as on every closed day).
create or replace function private.day_plan(p_date date)
returns table (bookable boolean, reason text, whatsapp boolean, open_time time, close_time time, exception boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(e.bookable, w.bookable) and h.date is null,
         case when h.date is not null then 'Geschlossene Gesellschaft'
              when e.date is null then w.reason else e.reason end,
         coalesce(e.whatsapp, w.whatsapp) and h.date is null,
         coalesce(e.from_time, w.from_time, s.open_time),
         coalesce(e.until_time, w.until_time, s.close_time),
         e.date is not null or h.date is not null
  from public.business_settings s
  join public.booking_week w on w.weekday = extract(isodow from p_date)
  left join public.schedule_exceptions e on e.date = p_date
  left join private.hire_closed_evenings(p_date, p_date) h(date) on true
$$;

-- Only its owner calls it: the booking functions run as owner (security definer).
revoke all on function private.day_plan(date) from public, anon, authenticated;

-- Why: guests see the week and the exceptions of the days they look at (the reason is the text
-- they see), so the booking page can say why a day is closed and which day is next; staff place
-- walk-ins in the same evening. An evening a whole-pub hire holds is an exception closed as
-- 'Geschlossene Gesellschaft', with the day's own hours.
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
        'date', d.date, 'bookable', coalesce(e.bookable, true) and h.date is null,
        'reason', case when h.date is not null then 'Geschlossene Gesellschaft' else e.reason end,
        'whatsapp', coalesce(e.whatsapp, false) and h.date is null,
        'from', to_char(e.from_time, 'HH24:MI'), 'until', to_char(e.until_time, 'HH24:MI'),
        'teams', case when h.date is null then e.teams end
      ) order by d.date)
      from (select x.date from public.schedule_exceptions x where x.date between p_from and p_to
            union select c from private.hire_closed_evenings(p_from, p_to) c) d
      left join public.schedule_exceptions e on e.date = d.date
      left join private.hire_closed_evenings(p_from, p_to) h(date) on h.date = d.date), '[]'::jsonb)
  )
$$;

revoke all on function public.booking_schedule(date, date) from public, anon, authenticated;
grant execute on function public.booking_schedule(date, date) to anon, authenticated;
