-- Why: a guest's mail bounced ('E-Mail nicht zustellbar', docs/mails.md#delivery-events); staff ask
-- the guest for the right address, correct it and send the mail again (docs/mails.md#corrected-address).
-- The address triggers (private.relink_reservation(), private.relink_waitlist_entry(),
-- private.relink_team()) do the rest in the same transaction: every link sent before is voided, the
-- guest's mails still waiting for the old address are taken back, and the new address gets the
-- guest's mail again through the outbox with the one new secret. These functions check staff, refuse
-- a bad or unchanged address, and name the step in the owner's log.

-- Why: a refusal the form shows at its address field: 'email-invalid' (not an address the booking
-- form accepts) or 'email-unchanged' (the same address, ignoring case: nothing would change).
create or replace function private.check_new_address(p_old text, p_new text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  begin
    perform p_new::public.email_address;
  exception when check_violation then
    raise exception using errcode = '22023', message = 'email-invalid';
  end;
  if p_new is null or btrim(p_new) <> p_new or p_new = '' then
    raise exception using errcode = '22023', message = 'email-invalid';
  end if;
  if lower(p_old) = lower(p_new) then
    raise exception using errcode = '22023', message = 'email-unchanged';
  end if;
end
$$;

comment on function private.check_new_address(text, text) is
  'Refuses a corrected e-mail address that is not valid or not new (email-invalid, email-unchanged).';

revoke all on function private.check_new_address(text, text) from public, anon, authenticated;

-- Why: the owner's log names the step, not the columns the triggers rotated: the entry of this
-- request's change to the row reads `<type>.readdressed` with the address field only.
create or replace function private.log_readdress(p_type text, p_id uuid, p_field text)
returns void
language sql
volatile
set search_path = ''
as $$
  update public.staff_audit_log l
  set action = p_type || '.readdressed', fields = array[p_field]
  where l.txid = txid_current() and l.target_type = p_type and l.target_id = p_id::text
$$;

comment on function private.log_readdress(text, uuid, text) is
  'Names a corrected address as such in the owner''s log (<type>.readdressed).';

revoke all on function private.log_readdress(text, uuid, text) from public, anon, authenticated;

-- Why: staff correct an active booking's address; its guest gets the confirmation again with a new
-- link (the reminder follows from the minute job when it had gone to the old address). Returns
-- `{ date, mailed }`.
create or replace function public.staff_readdress_reservation(p_id uuid, p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.reservations;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can correct a guest''s address';
  end if;
  select * into v_row from public.reservations r where r.id = p_id and r.status = 'active' for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'not-found';
  end if;
  perform private.check_new_address(v_row.customer_email, p_email);
  update public.reservations r
  set customer_email = p_email,
      updated_by = (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid,
      updated_at = private.clock()
  where r.id = p_id;
  perform private.log_readdress('reservation', p_id, 'customer_email');
  return jsonb_build_object('date', v_row.date, 'mailed', true);
end
$$;

comment on function public.staff_readdress_reservation(uuid, text) is
  'Staff correct an active booking''s e-mail address: old links voided, the confirmation again to the new address.';

revoke all on function public.staff_readdress_reservation(uuid, text) from public, anon, authenticated;
grant execute on function public.staff_readdress_reservation(uuid, text) to authenticated;

-- Why: staff correct a waitlist entry's address. While a table is held for it the offer goes again
-- with a new link (the hold follows the address); once it took a table, its booking is corrected as
-- above and the confirmation goes again; a waiting or closed entry has no mail to send, only its old
-- offer link is voided. Returns `{ date, mailed }`.
create or replace function public.staff_readdress_waitlist_entry(p_id uuid, p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_entry public.waitlist_entries;
  v_mailed boolean;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can correct a guest''s address';
  end if;
  select * into v_entry from public.waitlist_entries e where e.id = p_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'not-found';
  end if;
  perform private.check_new_address(v_entry.customer_email, p_email);
  v_mailed := exists (
    select from public.reservations r
    where r.id = v_entry.reservation_id
      and ((v_entry.status = 'offered' and r.status = 'held') or (v_entry.status = 'booked' and r.status = 'active')));
  update public.waitlist_entries e set customer_email = p_email where e.id = p_id;
  if v_entry.status = 'booked' then
    update public.reservations r set customer_email = p_email
    where r.id = v_entry.reservation_id and r.status = 'active'
      and lower(r.customer_email) is distinct from lower(p_email);
  end if;
  perform private.log_readdress('waitlist', p_id, 'customer_email');
  return jsonb_build_object('date', v_entry.date, 'mailed', v_mailed);
end
$$;

comment on function public.staff_readdress_waitlist_entry(uuid, text) is
  'Staff correct a waitlist entry''s e-mail address: old links voided, its offer or confirmation again to the new address.';

revoke all on function public.staff_readdress_waitlist_entry(uuid, text) from public, anon, authenticated;
grant execute on function public.staff_readdress_waitlist_entry(uuid, text) to authenticated;

-- Why: staff correct a quiz team's address; a team that had a link gets its sign-up mail (the
-- offer while a place is held for it) again with a new one. Returns `{ date, mailed }`.
create or replace function public.staff_readdress_team(p_id uuid, p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_team public.team_signups;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can correct a guest''s address';
  end if;
  select * into v_team from public.team_signups t where t.id = p_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'not-found';
  end if;
  perform private.check_new_address(v_team.email, p_email);
  update public.team_signups t set email = p_email where t.id = p_id;
  perform private.log_readdress('team', p_id, 'email');
  return jsonb_build_object(
    'date', v_team.date, 'mailed', v_team.token_hash is not null or v_team.offer_token_hash is not null);
end
$$;

comment on function public.staff_readdress_team(uuid, text) is
  'Staff correct a quiz team''s e-mail address: old links voided, its sign-up or offer mail again to the new address.';

revoke all on function public.staff_readdress_team(uuid, text) from public, anon, authenticated;
grant execute on function public.staff_readdress_team(uuid, text) to authenticated;

-- Why: staff correct a hire guest's address. Every link sent before is voided and the mails still
-- waiting for the old address are taken back; the new address gets the mail of the inquiry's state
-- again with the one new link: the receipt ('neu'; to the guest only once the venue had its notice), the
-- offer, the bank details of a deposit still due, or the confirmation; the owner's cancellation and
-- the lapsed offer again without a link. A declined or withdrawn inquiry (the guest's own step) and
-- an accepted one without a deposit have no mail to send. Mails given up keep no content, so
-- 'Erneut senden' cannot send them to the old address. Returns `{ date, mailed }`.
create or replace function public.staff_readdress_hire(p_id uuid, p_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.hire_inquiries;
  v_kind text;
  v_token text;
  v_venue_waiting boolean;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can correct a guest''s address';
  end if;
  select * into v_row from public.hire_inquiries i where i.id = p_id and i.anonymized_at is null for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'not-found';
  end if;
  perform private.check_new_address(v_row.customer_email, p_email);
  v_kind := case
    when v_row.status = 'neu' then 'hire-inquiry'
    when v_row.status = 'angebot' then 'hire-offer'
    when v_row.status = 'angenommen' and v_row.deposit_cents > 0 then 'hire-accepted'
    when v_row.status = 'bestaetigt' then 'hire-confirmed'
    when v_row.status = 'abgesagt' and v_row.cancelled_by = 'owner' then 'hire-cancelled'
    when v_row.status = 'abgelaufen' then 'hire-lapsed'
  end;
  -- The cancellation and the lapse carry no link, as when they first went.
  v_token := case when v_kind in ('hire-inquiry', 'hire-offer', 'hire-accepted', 'hire-confirmed')
                  then private.mint_link_secret() end;
  delete from public.hire_links l where l.inquiry_id = p_id;
  -- A receipt still waiting also holds the venue's notice: the new one then goes to both.
  v_venue_waiting := exists (
    select from public.mail_outbox m
    where m.hire_inquiry_id = p_id and m.status = 'pending' and m.kind = 'hire-inquiry');
  delete from public.mail_outbox m where m.hire_inquiry_id = p_id and m.status = 'pending';
  -- A mail given up keeps its content for 'Erneut senden', which would send it to the old address.
  update public.mail_outbox m set payload = null where m.hire_inquiry_id = p_id and m.status = 'failed';
  update public.hire_inquiries i
  set customer_email = p_email, manage_token_hash = private.link_hash(v_token), updated_at = now()
  where i.id = p_id
  returning * into v_row;
  if v_kind is not null then
    insert into public.mail_outbox (kind, payload, purge_after)
    values (v_kind, private.hire_mail_data(v_row, v_token) || jsonb_build_object('resent', not v_venue_waiting),
            private.hire_personal_until(v_row.date));
  end if;
  perform private.log_readdress('hire', p_id, 'customer_email');
  return jsonb_build_object('date', v_row.date, 'mailed', v_kind is not null);
end
$$;

comment on function public.staff_readdress_hire(uuid, text) is
  'Staff correct a hire inquiry''s e-mail address: old links voided, the mail of its state again to the new address.';

revoke all on function public.staff_readdress_hire(uuid, text) from public, anon, authenticated;
grant execute on function public.staff_readdress_hire(uuid, text) to authenticated;
