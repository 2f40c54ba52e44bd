-- Why: one reading of the week for the database (docs/booking.md#bookable-days). A date's dated
-- exception replaces its weekday's rule; times fall back from the exception to the weekday to the
-- settings. `resolveDay()` in src/domain/schedule/week.ts reads the same data the same way, and
-- tests/integration/schedule-agreement.test.ts runs both over two years of dates.
create or replace function private.day_plan(p_date date)
returns table (bookable boolean, reason text, whatsapp boolean, open_time time, close_time time, exception boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(e.bookable, w.bookable),
         case when e.date is null then w.reason else e.reason end,
         coalesce(e.whatsapp, w.whatsapp),
         coalesce(e.from_time, w.from_time, s.open_time),
         coalesce(e.until_time, w.until_time, s.close_time),
         e.date is not null
  from public.business_settings s
  join public.booking_week w on w.weekday = extract(isodow from p_date)
  left join public.schedule_exceptions e on e.date = p_date
$$;

-- Only its owner calls it: the booking functions run as owner (security definer).
revoke all on function private.day_plan(date) from public, anon, authenticated;

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
        'from', to_char(w.from_time, 'HH24:MI'), 'until', to_char(w.until_time, 'HH24:MI')
      ) order by w.weekday)
      from public.booking_week w),
    'exceptions', coalesce((
      select jsonb_agg(jsonb_build_object(
        'date', e.date, 'bookable', e.bookable, 'reason', e.reason, 'whatsapp', e.whatsapp,
        'from', to_char(e.from_time, 'HH24:MI'), 'until', to_char(e.until_time, 'HH24:MI')
      ) order by e.date)
      from public.schedule_exceptions e
      where e.date between p_from and p_to), '[]'::jsonb)
  )
$$;

revoke all on function public.booking_schedule(date, date) from public, anon, authenticated;
grant execute on function public.booking_schedule(date, date) to anon, authenticated;
