-- Why: the guest's own booking page (docs/booking.md#the-guests-own-booking). The confirmation mail
-- carries a secret whose sha256 is reservations.manage_token_hash; every reminder carries a new one
-- (the database never keeps a secret itself, so a reminder cannot repeat the first), kept here. Any
-- of them opens the booking; they go with the reservation.
create table public.reservation_links (
  token_hash bytea primary key,
  reservation_id uuid not null references public.reservations (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table public.reservation_links is 'Secrets (sha256) of the links in reminder mails; server only.';

create index reservation_links_reservation on public.reservation_links (reservation_id);

alter table public.reservation_links enable row level security;
revoke all on table public.reservation_links from anon, authenticated;

-- Why: one reading of a link's secret for every function of the guest's own booking: the active
-- reservation it opens, or null.
create or replace function private.reservation_by_token(p_token text)
returns uuid
language sql
stable
set search_path = ''
as $$
  select r.id
  from public.reservations r
  where r.status = 'active'
    and (r.manage_token_hash = private.link_hash(p_token)
         or r.id = (select l.reservation_id from public.reservation_links l
                    where l.token_hash = private.link_hash(p_token)))
$$;

-- Only its owner calls it: the guest functions below run as owner (security definer).
revoke all on function private.reservation_by_token(text) from public, anon, authenticated;

-- Why: what the guest's page shows of the booking, and what every guest function answers: no
-- address, phone or buffer.
create or replace function private.guest_reservation_view(r public.reservations)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'date', r.date,
    'startTime', to_char(r.start_time, 'HH24:MI'),
    'endTime', to_char(r.end_time, 'HH24:MI'),
    'startsAt', r.starts_at,
    'endsAt', r.ends_at,
    'tableId', r.table_ids[1],
    'tableIds', to_jsonb(r.table_ids),
    'tableCapacity', r.table_capacity,
    'guestCount', r.guest_count,
    'customerName', r.customer_name,
    'specialRequests', r.special_requests,
    'confirmedAt', r.confirmed_at
  )
$$;

revoke all on function private.guest_reservation_view(public.reservations) from public, anon, authenticated;

-- Why: the link's page only shows the reservation (mail scanners open links); its buttons call the
-- functions below. Null when the secret opens nothing.
create or replace function private.guest_reservation(p_token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.guest_reservation_view(r)
  from public.reservations r
  where r.id = private.reservation_by_token(p_token)
$$;

revoke all on function private.guest_reservation(text) from public, anon, authenticated;
grant execute on function private.guest_reservation(text) to anon;

-- Why: 'Ich komme' in the reminder. The first confirmation's time is kept. From the booking's start
-- on the evening is staff's: 22023 'started'. Null when the secret opens nothing.
create or replace function private.confirm_reservation_by_guest(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.reservations;
begin
  select * into v_row from public.reservations r where r.id = private.reservation_by_token(p_token) for update;
  if not found then
    return null;
  end if;
  if v_row.starts_at <= private.clock() then
    raise exception using errcode = '22023', message = 'started';
  end if;
  if v_row.confirmed_at is null then
    update public.reservations r set confirmed_at = private.clock() where r.id = v_row.id
    returning * into v_row;
  end if;
  return private.guest_reservation_view(v_row);
end
$$;

revoke all on function private.confirm_reservation_by_guest(text) from public, anon, authenticated;
grant execute on function private.confirm_reservation_by_guest(text) to anon;

-- Why: deletes the reservation of the secret (as a staff cancellation does, docs/booking.md#states)
-- and queues a notice to the venue in the same transaction. From the booking's start on, or once
-- staff marked the party arrived or not come: 22023 'started'. Null when there is nothing to cancel.
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
  select * into v_row from public.reservations r where r.id = private.reservation_by_token(p_token) for update;
  if not found then
    return null;
  end if;
  if v_row.starts_at <= private.clock() or v_row.attendance is not null then
    raise exception using errcode = '22023', message = 'started';
  end if;
  delete from public.reservations r where r.id = v_row.id;
  insert into public.mail_outbox (kind, reservation_id, payload, purge_after)
  values ('guest-cancellation-notice', v_row.id, public.reservation_mail_data(v_row), v_row.ends_at + interval '23 hours');
  return private.guest_reservation_view(v_row);
end
$$;

revoke all on function private.cancel_reservation_by_guest(text) from public, anon, authenticated;
grant execute on function private.cancel_reservation_by_guest(text) to anon;

-- Why: the guest picks another date, time, party size or table (docs/booking.md#the-guests-own-booking)
-- under every rule of a new booking (private.guest_booking_slot(); the day's cap of 2 bookings per
-- address does not count this one), in one step: the tables are claimed with this booking left out,
-- so the guest never holds both or neither, and a taken table refuses the change as a new booking is
-- refused (23P01 'table-taken'). A guest keeps the tables staff combined for them or picks one table
-- (22023 'unknown-table' otherwise). Queues the guest's change mail (calendar update, same UID,
-- higher SEQUENCE, with the link of the secret used) and the venue's notice. From the start on, or
-- once staff marked the party: 22023 'started'. Null when the secret opens nothing.
create or replace function private.change_reservation_by_guest(
  p_token text,
  p_date date,
  p_start_time time,
  p_end_time time,
  p_table_ids integer[],
  p_guest_count integer
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_old public.reservations;
  v_row public.reservations;
  v_slot record;
  v_email text;
  v_previous jsonb;
begin
  -- The week first, then the reservation, then an address's day, then the tables (as every writer).
  perform pg_advisory_xact_lock_shared(private.lock_key('week'), 0);
  select * into v_old from public.reservations r where r.id = private.reservation_by_token(p_token) for update;
  if not found then
    return null;
  end if;
  if v_old.starts_at <= private.clock() or v_old.attendance is not null then
    raise exception using errcode = '22023', message = 'started';
  end if;
  if cardinality(p_table_ids) > 1
     and (select array_agg(distinct t order by t) from unnest(p_table_ids) t) is distinct from v_old.table_ids then
    raise exception using errcode = '22023', message = 'unknown-table';
  end if;
  select * into v_slot from private.guest_booking_slot(
    p_date => p_date, p_start_time => p_start_time, p_end_time => p_end_time,
    p_table_ids => p_table_ids, p_guest_count => p_guest_count);

  v_email := lower(btrim(v_old.customer_email));
  perform pg_advisory_xact_lock(private.lock_key('booking-address'), hashtext(v_email || '|' || p_date::text));
  if (select count(*) from public.reservations r
      where r.date = p_date and r.status = 'active' and lower(r.customer_email) = v_email and r.id <> v_old.id) >= 2 then
    raise exception using errcode = '22023', message = 'email-limit';
  end if;

  perform private.claim_tables(
    p_table_ids => v_slot.table_ids, p_starts => v_slot.starts_at, p_ends => v_slot.ends_at,
    p_buffer => v_slot.buffer, p_except => v_old.id);

  if v_old.date = p_date and v_old.starts_at = v_slot.starts_at and v_old.ends_at = v_slot.ends_at
     and v_old.table_ids = v_slot.table_ids and v_old.guest_count = p_guest_count then
    return private.guest_reservation_view(v_old) || jsonb_build_object('changed', false);
  end if;

  update public.reservations r set
    date = p_date,
    start_time = p_start_time,
    end_time = v_slot.end_time,
    starts_at = v_slot.starts_at,
    ends_at = v_slot.ends_at,
    buffer_start = v_slot.starts_at - v_slot.buffer,
    buffer_end = v_slot.ends_at + v_slot.buffer,
    table_ids = v_slot.table_ids,
    table_capacity = v_slot.table_capacity,
    guest_count = p_guest_count,
    sequence = r.sequence + 1,
    updated_by = null,
    updated_at = private.clock()
  where r.id = v_old.id
  returning * into v_row;

  v_previous := jsonb_build_object('previous', jsonb_build_object(
    'date', v_old.date, 'startTime', to_char(v_old.start_time, 'HH24:MI'), 'tableIds', to_jsonb(v_old.table_ids),
    'guestCount', v_old.guest_count));
  insert into public.mail_outbox (kind, reservation_id, payload, purge_after)
  values
    ('reservation-changed', v_row.id,
     public.reservation_mail_data(v_row) || v_previous || jsonb_build_object('manageToken', p_token, 'byGuest', true),
     v_row.ends_at + interval '23 hours'),
    ('guest-change-notice', v_row.id, public.reservation_mail_data(v_row) || v_previous,
     v_row.ends_at + interval '23 hours');
  return private.guest_reservation_view(v_row) || jsonb_build_object('changed', true);
end
$$;

revoke all on function private.change_reservation_by_guest(text, date, time, time, integer[], integer) from public, anon, authenticated;
grant execute on function private.change_reservation_by_guest(text, date, time, time, integer[], integer) to anon;

-- Why: a guest's links belong to the address they were mailed to. When a booking's address changes
-- (staff correct a mistyped one, whoever writes it: staff_save_reservation(), a direct update under
-- the staff policy, the owner), no link sent before opens anything: the confirmation's secret is
-- replaced, the reminders' secrets are deleted, the offer link of the waitlist entry the booking was
-- held for or came from is replaced or voided, and the guest's mails still waiting for the old
-- address are taken back. The new address gets the confirmation (a held table: the offer) with the
-- one new secret, and the reminder again (minute job) when it had gone to the old one. A removed
-- address gets no link. A change of letter case only is the same address.
create or replace function private.relink_reservation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_token text := case when new.customer_email is not null then private.mint_link_secret() end;
  v_offered boolean;
begin
  delete from public.reservation_links l where l.reservation_id = new.id;
  delete from public.mail_outbox m
  where m.reservation_id = new.id and m.status = 'pending'
    and m.kind in ('reservation-confirmation', 'reservation-changed', 'reservation-reminder', 'waitlist-offer');
  -- A mail given up keeps its content for 'Erneut senden', which would send it to the old address.
  update public.mail_outbox m set payload = null
  where m.reservation_id = new.id and m.status = 'failed'
    and m.kind in ('reservation-confirmation', 'reservation-changed', 'reservation-reminder', 'waitlist-offer');
  v_offered := new.status = 'held' and exists (
    select from public.waitlist_entries e where e.reservation_id = new.id and e.status = 'offered');
  update public.waitlist_entries e
  set offer_token_hash = case when v_offered and e.status = 'offered' then private.link_hash(v_token) end
  where e.reservation_id = new.id and e.offer_token_hash is not null;
  new.manage_token_hash := case when new.status = 'active' then private.link_hash(v_token) end;
  new.reminded_for := null;
  new.reminder_sent_at := null;
  if v_token is not null and new.status = 'active' then
    insert into public.mail_outbox (kind, reservation_id, payload, purge_after)
    values ('reservation-confirmation', new.id,
            public.reservation_mail_data(new) || jsonb_build_object('cancelToken', v_token),
            new.ends_at + interval '23 hours');
  elsif v_token is not null and v_offered then
    insert into public.mail_outbox (kind, reservation_id, payload, purge_after)
    values ('waitlist-offer', new.id,
            public.reservation_mail_data(new) || jsonb_build_object(
              'offerToken', v_token, 'expiresAt', new.hold_expires_at),
            new.ends_at + interval '23 hours');
  end if;
  return new;
end
$$;

revoke all on function private.relink_reservation() from public, anon, authenticated;

create trigger reservations_relink_on_new_address
  before update of customer_email on public.reservations
  for each row
  when (lower(old.customer_email) is distinct from lower(new.customer_email))
  execute function private.relink_reservation();
