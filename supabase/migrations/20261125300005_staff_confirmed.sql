-- Why: staff mark a booking confirmed when the guest calls, or take the mark back
-- (docs/booking.md#the-reminder). A confirmation keeps its first time.
create or replace function public.staff_set_confirmed(p_id uuid, p_confirmed boolean)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_staff uuid;
  v_now timestamptz := private.clock();
  v_row public.reservations;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can confirm bookings';
  end if;
  v_staff := nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub';
  update public.reservations r set
    confirmed_at = case when p_confirmed then coalesce(r.confirmed_at, v_now) end,
    updated_by = v_staff,
    updated_at = v_now
  where r.id = p_id and r.status = 'active'
  returning * into v_row;
  if not found then
    raise exception using errcode = 'P0002', message = 'not-found';
  end if;
  return public.reservation_mail_data(v_row);
end
$$;

revoke all on function public.staff_set_confirmed(uuid, boolean) from public, anon, authenticated;
grant execute on function public.staff_set_confirmed(uuid, boolean) to authenticated;
