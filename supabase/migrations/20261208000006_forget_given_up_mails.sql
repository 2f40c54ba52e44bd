-- Why: a mail given up ('failed') keeps its content so the owner can press 'Erneut senden' once the
-- cause is fixed; after staff corrected the guest's address that would send it to the old one. The
-- relink triggers now drop the content of the entry's given-up guest mails (docs/mails.md#corrected-address).

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

create or replace function private.relink_team()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_token text := case when new.email is not null and (old.token_hash is not null or old.offer_token_hash is not null)
                       then private.mint_link_secret() end;
begin
  delete from public.mail_outbox m
  where m.status = 'pending' and m.payload ->> 'signupId' = new.id::text and m.kind in ('team-signup', 'team-offer');
  -- A mail given up keeps its content for 'Erneut senden', which would send it to the old address.
  update public.mail_outbox m set payload = null
  where m.status = 'failed' and m.payload ->> 'signupId' = new.id::text and m.kind in ('team-signup', 'team-offer');
  new.token_hash := private.link_hash(v_token);
  new.offer_token_hash := null;
  if v_token is not null then
    insert into public.mail_outbox (kind, payload, purge_after)
    select case when new.status = 'offered' then 'team-offer' else 'team-signup' end,
           private.team_mail_data(new, v_token), n.ends_at + interval '23 hours'
    from private.team_night(new.date) n;
  end if;
  return new;
end
$$;

revoke all on function private.relink_team() from public, anon, authenticated;
