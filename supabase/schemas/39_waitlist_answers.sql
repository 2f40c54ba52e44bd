-- Why: the offer's page only shows the offer (mail scanners open links); its buttons call the
-- functions below. A lapsed hold is lapsed first, so the page never shows a stale offer. Null when
-- the secret opens nothing.
create or replace function private.waitlist_offer(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_entry public.waitlist_entries;
  v_row public.reservations;
begin
  perform private.lapse_offers();
  select * into v_entry from public.waitlist_entries e where e.offer_token_hash = private.link_hash(p_token);
  if not found then
    return null;
  end if;
  select * into v_row from public.reservations r where r.id = v_entry.reservation_id;
  -- A lapsed or declined offer has no hold any more: the page says so without the table.
  if not found then
    return jsonb_build_object('offer', null, 'status', v_entry.status, 'entry', private.waitlist_entry_view(v_entry));
  end if;
  return private.offer_view(v_row, case v_entry.status when 'booked' then 'accepted' else v_entry.status end)
    || jsonb_build_object('entry', private.waitlist_entry_view(v_entry));
end
$$;

revoke all on function private.waitlist_offer(text) from public, anon, authenticated;
grant execute on function private.waitlist_offer(text) to anon;

-- Why: 'Tisch übernehmen' within the hold turns the held table into an active booking (source
-- 'warteliste') with the usual confirmation and venue mails, and the entry leaves the list. The
-- table was held by the one locking step and is claimed again the same way. One home for the guest's
-- answer (private.accept_offer()) and staff taking it for a guest who said yes on the phone
-- (public.staff_take_offer()). An offer that ran out (or was declined) lapses here and answers
-- `{ "expired": true }`; one taken already raises 22023 'offer-taken'. Null for no such entry.
create or replace function private.take_offer(p_entry_id uuid)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_now timestamptz := private.clock();
  v_entry public.waitlist_entries;
  v_hold public.reservations;
  v_row public.reservations;
  v_token text;
begin
  perform pg_advisory_xact_lock_shared(private.lock_key('week'), 0);
  select * into v_entry from public.waitlist_entries e where e.id = p_entry_id for update;
  if not found then
    return null;
  end if;
  if v_entry.status = 'booked' then
    raise exception using errcode = '22023', message = 'offer-taken';
  end if;
  select * into v_hold from public.reservations r
  where r.id = v_entry.reservation_id and r.status = 'held' for update;
  -- Past the hold, or the day closed or the table gone from the plan since the offer: it lapses.
  if v_entry.status <> 'offered' or not found or v_hold.hold_expires_at <= v_now
     or not coalesce((select d.bookable from private.day_plan(v_hold.date) d), false)
     or exists (
       select from unnest(v_hold.table_ids) t
       where not exists (select from private.deployed_tables() d where d.id = t)) then
    if v_entry.status = 'offered' then
      delete from public.reservations r where r.id = v_entry.reservation_id and r.status = 'held';
      update public.waitlist_entries e set status = 'expired' where e.id = v_entry.id;
    end if;
    return jsonb_build_object('expired', true);
  end if;
  perform private.claim_tables(
    p_table_ids => v_hold.table_ids, p_starts => v_hold.starts_at, p_ends => v_hold.ends_at,
    p_buffer => v_hold.buffer_end - v_hold.ends_at, p_except => v_hold.id);
  v_token := case when v_hold.customer_email is null then null else private.mint_link_secret() end;
  update public.reservations r
  set status = 'active', hold_expires_at = null, created_at = v_now,
      manage_token_hash = private.link_hash(v_token)
  where r.id = v_hold.id
  returning * into v_row;
  update public.waitlist_entries e set status = 'booked' where e.id = v_entry.id;
  if v_token is not null then
    insert into public.mail_outbox (kind, reservation_id, payload, purge_after)
    values
      ('reservation-confirmation', v_row.id,
       public.reservation_mail_data(v_row) || jsonb_build_object('cancelToken', v_token),
       v_row.ends_at + interval '23 hours'),
      ('venue-notification', v_row.id, public.reservation_mail_data(v_row), v_row.ends_at + interval '23 hours');
  end if;
  return public.reservation_mail_data(v_row);
end
$$;

revoke all on function private.take_offer(uuid) from public, anon, authenticated;

-- Why: the offer mail's 'Tisch übernehmen' (private.take_offer()). Null when the secret opens nothing.
create or replace function private.accept_offer(p_token text)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.take_offer(e.id)
  from public.waitlist_entries e
  where e.offer_token_hash = private.link_hash(p_token)
$$;

revoke all on function private.accept_offer(text) from public, anon, authenticated;
grant execute on function private.accept_offer(text) to anon;

-- Why: staff take the offer for a guest who said yes on the phone (private.take_offer()).
create or replace function public.staff_take_offer(p_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can take offers';
  end if;
  return private.take_offer(p_id);
end
$$;

revoke all on function public.staff_take_offer(uuid) from public, anon, authenticated;
grant execute on function public.staff_take_offer(uuid) to authenticated;

-- Why: 'Nein danke': the entry leaves the list, the held table is free again for the next
-- (the caller runs private.offer_free_tables()). Declining twice, or after the hold ran out, changes
-- nothing. Returns the offer as it is now; null when the secret opens nothing.
create or replace function private.decline_offer(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_entry public.waitlist_entries;
begin
  select * into v_entry from public.waitlist_entries e
  where e.offer_token_hash = private.link_hash(p_token) for update;
  if not found then
    return null;
  end if;
  if v_entry.status = 'offered' then
    delete from public.reservations r where r.id = v_entry.reservation_id and r.status = 'held';
    update public.waitlist_entries e set status = 'declined' where e.id = v_entry.id;
  end if;
  return private.waitlist_offer(p_token);
end
$$;

revoke all on function private.decline_offer(text) from public, anon, authenticated;
grant execute on function private.decline_offer(text) to anon;

-- Why: the privacy text promises that nothing of a waiting guest outlives the day: entries are
-- deleted 23 hours after their day's closing (at the latest 24 hours after the evening, with the
-- hourly retention jobs), as reservations are. Holds are reservations and go with them. Returns how
-- many it deleted.
create or replace function private.purge_waitlist(p_now timestamptz default private.clock())
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from public.waitlist_entries e
  where (e.date + make_interval(mins => (
          select w.close_minute from private.waitlist_window(e.date, e.from_time, e.until_time) w)))
        at time zone 'Europe/Berlin' <= p_now - interval '23 hours';
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

revoke all on function private.purge_waitlist(timestamptz) from public, anon, authenticated;
