-- Why: one answer for a missing row. Every staff function raised P0002 'not-found' for a row that
-- is gone, but the removal of a waitlist entry or a team and the rename of a team answered false,
-- so their routes had a rule of their own. They raise P0002 now and return nothing; the return
-- type changes, so each is dropped and created again with its grants.
drop function public.staff_remove_waitlist_entry(uuid);
drop function public.staff_remove_team(uuid);
drop function public.staff_rename_team(uuid, text);

create or replace function public.staff_remove_waitlist_entry(p_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_entry public.waitlist_entries;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can remove waitlist entries';
  end if;
  delete from public.waitlist_entries e where e.id = p_id returning * into v_entry;
  if not found then
    raise exception using errcode = 'P0002', message = 'not-found';
  end if;
  if v_entry.status = 'offered' then
    delete from public.reservations r where r.id = v_entry.reservation_id and r.status = 'held';
  end if;
end
$$;

revoke all on function public.staff_remove_waitlist_entry(uuid) from public, anon, authenticated;
grant execute on function public.staff_remove_waitlist_entry(uuid) to authenticated;

create or replace function public.staff_remove_team(p_id uuid)
returns void
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
    raise exception using errcode = 'P0002', message = 'not-found';
  end if;
  perform pg_advisory_xact_lock(private.lock_key('team-night'), hashtext(v_date::text));
  delete from public.team_signups t where t.id = p_id;
  perform private.offer_team_places(private.clock(), v_date);
end
$$;

revoke all on function public.staff_remove_team(uuid) from public, anon, authenticated;
grant execute on function public.staff_remove_team(uuid) to authenticated;

create or replace function public.staff_rename_team(p_id uuid, p_team_name text)
returns void
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
  if not found then
    raise exception using errcode = 'P0002', message = 'not-found';
  end if;
exception
  when unique_violation then
    raise exception using errcode = '22023', message = 'name-taken';
  when check_violation then
    raise exception using errcode = '22023', message = 'team-name';
end
$$;

revoke all on function public.staff_rename_team(uuid, text) from public, anon, authenticated;
grant execute on function public.staff_rename_team(uuid, text) to authenticated;
