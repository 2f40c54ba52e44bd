-- Why: booking and cancellation mails are written here in the same transaction as the change
-- and delivered afterwards by the server's dispatcher (Resend, idempotency key = id), so a mail
-- is neither lost when the provider is down nor able to fail or slow down a booking. `payload`
-- holds what the template needs (the guest's data, the cancel link's secret) until the mail is
-- sent: the dispatcher drops it then, and the table refuses a sent row that keeps it. A mail given
-- up after the provider's refusals keeps it until the row is purged, so the owner can send it again
-- (public.retry_outbox_mail()); one dropped as outdated (a reminder after the start) keeps none.
-- `purge_after` lets the retention job delete the row with its reservation (at the latest 24 h
-- after it).
create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in (
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
    'mail-routing-changed',      -- docs/mails.md#mail-routing-changed, to the old addresses when the owner changes where mails go
    'staff-account-notice',      -- docs/mails.md#staff-account-notice, to an account whose sign-in changed or is under attack
    'hire-inquiry',              -- docs/mails.md#hire-mails, to the guest and the venue when a guest asks to hire a space
    'hire-offer',                -- docs/mails.md#hire-mails, to the guest when the owner sends an offer
    'hire-confirmed',            -- docs/mails.md#hire-mails, to the guest when the deposit is in
    'hire-cancelled',            -- docs/mails.md#hire-mails, to the guest when the owner cancels
    'hire-lapsed',               -- docs/mails.md#hire-mails, to the guest when the offer lapsed
    'hire-reminder',             -- docs/mails.md#hire-mails, to the guest when the deposit is overdue
    'hire-accepted'              -- docs/mails.md#hire-mails, to the guest when they accept: the deposit's bank details
  )),
  -- No foreign key: the mail about a cancelled (deleted) reservation must still go out.
  reservation_id uuid,
  payload jsonb,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  -- null: due at once; otherwise not before this time (retry backoff, or a dispatcher's lease).
  next_attempt_at timestamptz,
  last_error text,
  provider_message_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  purge_after timestamptz not null,
  -- A team's mail: its team (set from the payload, supabase/schemas/55_mail_delivery.sql).
  team_signup_id uuid,
  -- A hire's mail: its inquiry (set from the payload, supabase/schemas/55_mail_delivery.sql).
  hire_inquiry_id uuid,
  check (status <> 'pending' or payload is not null),
  constraint mail_outbox_no_content_once_sent check (status <> 'sent' or payload is null)
);

comment on table public.mail_outbox is 'Mails waiting for (or done with) delivery; server only.';

create index mail_outbox_due on public.mail_outbox (next_attempt_at nulls first, created_at) where status = 'pending';
create index mail_outbox_purge on public.mail_outbox (purge_after);
-- Resend's delivery reports name the mail by its message id (supabase/schemas/55_mail_delivery.sql).
create index mail_outbox_provider_message on public.mail_outbox (provider_message_id)
  where provider_message_id is not null;
-- The staff lists ask for each entry's last mail (public.mail_problem()), and a corrected address or
-- a cancellation finds the entry's waiting mails: by the entry, not through the whole outbox, which
-- holds every future booking's confirmation until 23 hours after its evening.
create index mail_outbox_reservation on public.mail_outbox (reservation_id) where reservation_id is not null;
create index mail_outbox_team_signup on public.mail_outbox (team_signup_id) where team_signup_id is not null;
create index mail_outbox_hire_inquiry on public.mail_outbox (hire_inquiry_id) where hire_inquiry_id is not null;

alter table public.mail_outbox enable row level security;
revoke all on table public.mail_outbox from anon, authenticated;

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
      'changedAt', private.clock()
    ),
    private.clock() + interval '7 days'
  );
  return null;
end
$$;

revoke all on function private.announce_mail_routing_change() from public, anon, authenticated;

create trigger business_settings_mail_routing after update on public.business_settings
  for each row execute function private.announce_mail_routing_change();

-- Why: when staff cancel a reservation the guest gets docs/mails.md#call-4-cancellation-to-the-guest.
-- Staff queue it in the transaction that deletes the reservation; the mail's content comes from the
-- stored row, not from the caller. Returns the outbox id, or null for a booking without an e-mail
-- address (nothing is sent); raises when the caller is not staff, and P0002 'not-found' as every
-- staff function does when the reservation does not exist.
create or replace function public.enqueue_cancellation_mail(p_reservation_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.reservations;
  v_id uuid;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can cancel reservations';
  end if;
  select * into v_row from public.reservations r where r.id = p_reservation_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'not-found';
  end if;
  if v_row.customer_email is null then
    return null;
  end if;
  insert into public.mail_outbox (kind, reservation_id, payload, purge_after)
  values ('reservation-cancelled', v_row.id, public.reservation_mail_data(v_row), v_row.ends_at + interval '23 hours')
  returning id into v_id;
  return v_id;
end
$$;

revoke all on function public.enqueue_cancellation_mail(uuid) from public, anon, authenticated;
grant execute on function public.enqueue_cancellation_mail(uuid) to authenticated;

-- Why: staff cancel a booking only with its guest told (docs/roles.md#roles): the delete policy on
-- reservations asks whether this booking's cancellation mail is queued. The outbox is closed to the
-- request roles, so the question runs as owner and answers only yes or no.
create or replace function public.cancellation_queued(p_reservation_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select from public.mail_outbox m
    where m.reservation_id = p_reservation_id and m.kind = 'reservation-cancelled' and m.status = 'pending'
  )
$$;

revoke all on function public.cancellation_queued(uuid) from public, anon, authenticated;
grant execute on function public.cancellation_queued(uuid) to authenticated;

-- Staff cancel a booking only with its guest told (the cancellation mail queued in the same
-- transaction, or no address to tell); deleting one without a word is the owner's.
create policy "Staff can cancel reservations, the owner can delete them"
  on public.reservations for delete
  to authenticated
  using (public.is_owner() or (public.is_staff() and (customer_email is null or public.cancellation_queued(id))));

-- Why: staff see 'Erinnert, noch nicht bestätigt' only once the reminder reached the provider, not
-- while it waits in the outbox (the provider may be down for a while). Whoever delivers the mail
-- (the Node server, the Edge Function) marks it sent; this notes it on the reservation.
create or replace function private.note_reminder_sent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.reservations r set reminder_sent_at = new.sent_at
  where r.id = new.reservation_id and r.reminded_for = r.starts_at;
  return null;
end
$$;

revoke all on function private.note_reminder_sent() from public, anon, authenticated;

create trigger mail_outbox_reminder_sent
  after update of status on public.mail_outbox
  for each row
  when (new.kind = 'reservation-reminder' and new.status = 'sent' and old.status <> 'sent')
  execute function private.note_reminder_sent();
