-- Why: the confirmation mail carries a link with a secret; with it a guest cancels their own
-- reservation. The link's page only shows the reservation (mail scanners open links); the
-- button calls the second function, which deletes the reservation (as staff cancellation does,
-- docs/booking.md#states) and queues a notice to the venue in the same transaction.

create function public.reservation_for_cancellation(p_token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'date', r.date,
    'startTime', to_char(r.start_time, 'HH24:MI'),
    'endTime', to_char(r.end_time, 'HH24:MI'),
    'tableId', r.table_id,
    'guestCount', r.guest_count,
    'startsAt', r.starts_at
  )
  from public.reservations r
  where r.cancel_token_hash = extensions.digest(p_token, 'sha256') and r.status = 'active'
$$;

revoke all on function public.reservation_for_cancellation(text) from public;
grant execute on function public.reservation_for_cancellation(text) to anon, authenticated;

-- Returns what public.reservation_for_cancellation() returned, or null when there is nothing to cancel.
create function public.cancel_reservation_by_guest(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.reservations;
begin
  delete from public.reservations r
  where r.cancel_token_hash = extensions.digest(p_token, 'sha256') and r.status = 'active'
  returning * into v_row;
  if not found then
    return null;
  end if;
  insert into public.mail_outbox (kind, reservation_id, payload, purge_after)
  values ('guest-cancellation-notice', v_row.id, public.reservation_mail_data(v_row), v_row.ends_at + interval '23 hours');
  return jsonb_build_object(
    'date', v_row.date,
    'startTime', to_char(v_row.start_time, 'HH24:MI'),
    'endTime', to_char(v_row.end_time, 'HH24:MI'),
    'tableId', v_row.table_id,
    'guestCount', v_row.guest_count,
    'startsAt', v_row.starts_at
  );
end
$$;

revoke all on function public.cancel_reservation_by_guest(text) from public;
grant execute on function public.cancel_reservation_by_guest(text) to anon, authenticated;
