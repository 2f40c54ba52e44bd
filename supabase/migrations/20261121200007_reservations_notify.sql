-- Why: an open admin day view shows new, cancelled and deleted reservations without a reload
-- (docs/data.md#live-changes "live subscription"). Every change notifies channel `reservations` with the operation
-- and the day only; the API forwards it as a Server-Sent Event and the view re-fetches that day.
create function public.notify_reservations_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_date date := coalesce(new.date, old.date);
begin
  perform pg_notify('reservations', json_build_object('op', lower(tg_op), 'date', v_date)::text);
  if tg_op = 'UPDATE' and old.date is distinct from new.date then
    perform pg_notify('reservations', json_build_object('op', 'update', 'date', old.date)::text);
  end if;
  return null;
end
$$;

revoke all on function public.notify_reservations_change() from public;

create trigger reservations_notify
  after insert or update or delete on public.reservations
  for each row execute function public.notify_reservations_change();
