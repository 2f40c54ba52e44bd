-- Why: the confirmation mail carries a link with a secret; with it a guest cancels their own
-- reservation. The link's page only shows the reservation (mail scanners open links); its button
-- calls private.cancel_reservation_by_guest().
create or replace function private.reservation_for_cancellation(p_token text)
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
    'tableId', r.table_ids[1],
    'tableIds', to_jsonb(r.table_ids),
    'guestCount', r.guest_count,
    'startsAt', r.starts_at
  )
  from public.reservations r
  where r.cancel_token_hash = extensions.digest(p_token, 'sha256') and r.status = 'active'
$$;

revoke all on function private.reservation_for_cancellation(text) from public, anon, authenticated;
grant execute on function private.reservation_for_cancellation(text) to anon;

-- Why: deletes the reservation of the secret (as a staff cancellation does, docs/booking.md#states)
-- and queues a notice to the venue in the same transaction. Returns what
-- private.reservation_for_cancellation() returned, or null when there is nothing to cancel.
create or replace function private.cancel_reservation_by_guest(p_token text)
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
    'tableId', v_row.table_ids[1],
    'tableIds', to_jsonb(v_row.table_ids),
    'guestCount', v_row.guest_count,
    'startsAt', v_row.starts_at
  );
end
$$;

revoke all on function private.cancel_reservation_by_guest(text) from public, anon, authenticated;
grant execute on function private.cancel_reservation_by_guest(text) to anon;
