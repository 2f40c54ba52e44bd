-- Why: staff correct a hire guest's bounced address and send the mail of its state again
-- (docs/mails.md#corrected-address), as they can for bookings, waitlist entries and quiz teams.

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
