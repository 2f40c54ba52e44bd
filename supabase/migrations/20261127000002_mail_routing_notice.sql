-- Why: a change of where guest data goes is announced to the addresses that received it until now
-- (docs/mails.md#mail-routing-changed), in the transaction of the change.
alter table public.mail_outbox drop constraint mail_outbox_kind_check;
alter table public.mail_outbox add constraint mail_outbox_kind_check check (kind in (
  'reservation-confirmation',  -- docs/mails.md#call-1-confirmation-to-the-guest, to the guest
  'venue-notification',        -- docs/mails.md#call-2-notification-to-staff, to the venue inbox and the staff address
  'reservation-cancelled',     -- docs/mails.md#call-4-cancellation-to-the-guest, to the guest when staff cancel
  'guest-cancellation-notice', -- to the venue when a guest cancels through the mail link
  'reservation-changed',       -- docs/mails.md#change-to-the-guest, to the guest when staff or the guest change the booking
  'reservation-reminder',      -- docs/mails.md#reminder-to-the-guest, to the guest before the evening
  'guest-change-notice',       -- to the venue when a guest changes their booking online
  'waitlist-offer',            -- docs/mails.md#waitlist-offer, to a waiting guest when a table is held for them
  'team-signup',               -- docs/mails.md#quiz-team-sign-up, to a team signed up or put on the night's waitlist
  'team-offer',                -- docs/mails.md#quiz-team-offer, to a waiting team when a place is held for it
  'staff-invitation',          -- docs/mails.md#staff-invitation, to a person the owner invites
  'staff-password-reset',      -- docs/mails.md#staff-password-reset, to an account the owner sends a reset link
  'mail-routing-changed'       -- docs/mails.md#mail-routing-changed, to the old addresses when the owner changes where mails go
));

-- Why: a change of where guest data goes (docs/roles.md#what-editors-cannot-reach) is announced to
-- the addresses that received it until now, so a changed inbox never goes unnoticed: the mail names
-- each changed setting, old and new, and who changed it. In the transaction of the change, whoever
-- makes it; the log records the change itself (private.audit_staff_write()).
create or replace function private.announce_mail_routing_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  v_changes jsonb := '[]'::jsonb;
  v_to text[];
begin
  if old.venue_inbox is distinct from new.venue_inbox then
    v_changes := v_changes || jsonb_build_object('field', 'venueInbox', 'before', old.venue_inbox, 'after', new.venue_inbox);
  end if;
  if old.admin_email is distinct from new.admin_email then
    v_changes := v_changes || jsonb_build_object('field', 'adminEmail', 'before', old.admin_email, 'after', new.admin_email);
  end if;
  if old.mail_from is distinct from new.mail_from then
    v_changes := v_changes || jsonb_build_object('field', 'mailFrom', 'before', old.mail_from, 'after', new.mail_from);
  end if;
  if jsonb_array_length(v_changes) = 0 then
    return null;
  end if;
  v_to := array(select distinct a from unnest(array[old.venue_inbox, old.admin_email]) a where a is not null);
  insert into public.mail_outbox (kind, payload, purge_after)
  values (
    'mail-routing-changed',
    jsonb_build_object(
      'to', to_jsonb(v_to),
      'changes', v_changes,
      'changedBy', coalesce(
        (select a.username from public.staff_accounts a
         where a.id::text = v_claims ->> 'sub'), 'die Server-Verwaltung'),
      'changedAt', now()
    ),
    now() + interval '7 days'
  );
  return null;
end
$$;

revoke all on function private.announce_mail_routing_change() from public, anon, authenticated;

create trigger business_settings_mail_routing after update on public.business_settings
  for each row execute function private.announce_mail_routing_change();
