-- Why: the owner's figures of a period (GET /api/admin/figures, docs/figures.md): per day, figure and
-- key the kept counts of what was deleted plus the counts of the rows still there, by the same
-- functions that kept the others (private.booking_counts() and its siblings), so a booking made a
-- minute ago is in its day's figures and a day's figures do not change when the night is purged.
-- Owner only. At most 1,100 days. Errors: 42501 'only the owner can read the figures' | 22023 'range'.
create or replace function public.owner_figures(p_from date, p_to date)
returns table (day date, figure text, key text, n bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_owner() then
    raise exception using errcode = '42501', message = 'only the owner can read the figures';
  end if;
  if p_from is null or p_to is null or p_from > p_to or p_to - p_from > 1100 then
    raise exception using errcode = '22023', message = 'range';
  end if;
  return query
  select c.day, c.figure, c.key, sum(c.n)::bigint
  from (
    select k.day, k.figure, k.key, k.n
    from private.daily_counts k
    where k.day between p_from and p_to
    union all
    select b.day, b.figure, b.key, b.n
    from public.reservations r cross join lateral private.booking_counts(r, 'kept') b
    where r.date between p_from and p_to
    union all
    select w.day, w.figure, w.key, w.n
    from public.waitlist_entries e cross join lateral private.waitlist_counts(e) w
    where e.date between p_from and p_to
    union all
    select q.day, q.figure, q.key, q.n
    from public.team_signups t cross join lateral private.team_counts(t) q
    where t.date between p_from and p_to
    union all
    select h.day, h.figure, h.key, h.n
    from public.hire_inquiries i cross join lateral private.hire_counts(i) h
    where i.date between p_from and p_to
  ) c
  group by c.day, c.figure, c.key;
end
$$;

comment on function public.owner_figures(date, date) is 'The owner''s figures of a period: kept daily counts plus the rows still there, counted alike.';
revoke all on function public.owner_figures(date, date) from public, anon, authenticated;
grant execute on function public.owner_figures(date, date) to authenticated;
