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
  v_token text := case when new.customer_email is not null then encode(extensions.gen_random_bytes(24), 'hex') end;
  v_offered boolean;
begin
  delete from public.reservation_links l where l.reservation_id = new.id;
  delete from public.mail_outbox m
  where m.reservation_id = new.id and m.status = 'pending'
    and m.kind in ('reservation-confirmation', 'reservation-changed', 'reservation-reminder', 'waitlist-offer');
  v_offered := new.status = 'held' and exists (
    select from public.waitlist_entries e where e.reservation_id = new.id and e.status = 'offered');
  update public.waitlist_entries e
  set offer_token_hash = case when v_offered and e.status = 'offered' then extensions.digest(v_token, 'sha256') end
  where e.reservation_id = new.id and e.offer_token_hash is not null;
  new.cancel_token_hash := case when new.status = 'active' then extensions.digest(v_token, 'sha256') end;
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
