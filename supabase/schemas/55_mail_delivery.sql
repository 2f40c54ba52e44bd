-- Why: staff learn that a mail did not reach a guest (docs/mails.md#delivery-events). Resend
-- reports what became of a mail it accepted by webhook (`POST /api/mail/events`); each report is a
-- row here, tied to the outbox row by Resend's message id (`mail_outbox.provider_message_id`).
-- A table rather than columns on the outbox row: Resend may deliver an event twice (same `svix-id`,
-- the primary key, so it is one row) and report a delay before the delivery, and both must be
-- told apart. It holds nothing personal (no address, no content) and goes with its outbox row
-- (`on delete cascade`), so the hourly purge of the outbox deletes it too.
create table public.mail_delivery_events (
  svix_id text primary key check (length(svix_id) between 1 and 200),
  outbox_id uuid not null references public.mail_outbox (id) on delete cascade,
  type text not null check (type in ('delivered', 'bounced', 'complained', 'delayed')),
  -- When Resend says it happened (the event's `created_at`).
  occurred_at timestamptz not null,
  received_at timestamptz not null default now()
);

comment on table public.mail_delivery_events is 'What Resend reported about a sent mail; server only.';

create index mail_delivery_events_outbox on public.mail_delivery_events (outbox_id);

alter table public.mail_delivery_events enable row level security;
revoke all on table public.mail_delivery_events from anon, authenticated;

-- Why: the webhook route (src/server/mail/events.ts) records a verified report in one statement,
-- the same on the Node server and the Edge Function. Returns 'recorded', 'duplicate' (this
-- `svix-id` is already recorded; nothing changes) or 'unknown' (no outbox row has this message id:
-- a contact mail, which is sent without the outbox, or a row already purged; nothing is recorded).
create or replace function private.record_mail_event(
  p_svix_id text,
  p_message_id text,
  p_type text,
  p_occurred_at timestamptz
)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_outbox uuid;
begin
  select m.id into v_outbox from public.mail_outbox m where m.provider_message_id = p_message_id limit 1;
  if v_outbox is null then
    return 'unknown';
  end if;
  insert into public.mail_delivery_events (svix_id, outbox_id, type, occurred_at)
  values (p_svix_id, v_outbox, p_type, p_occurred_at)
  on conflict (svix_id) do nothing;
  return case when found then 'recorded' else 'duplicate' end;
end
$$;

-- Only the server's own connection records reports, after checking their signature.
revoke all on function private.record_mail_event(text, text, text, timestamptz) from public, anon, authenticated;

-- Why: staff see 'E-Mail nicht zustellbar' on a booking, a waitlist entry or a quiz team whose last
-- mail bounced (docs/mails.md#delivery-events), so they call the guest. Reservation mails name their
-- booking (`reservation_id`, a waitlist offer its held booking); a team's mail names its team only
-- in the payload, which is dropped once the mail is out, so the outbox row keeps the team's id.
-- No foreign key, as for `reservation_id`: the row outlives a removed team until it is purged.
create or replace function private.note_outbox_team()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.team_signup_id := (new.payload ->> 'signupId')::uuid;
  return new;
end
$$;

revoke all on function private.note_outbox_team() from public, anon, authenticated;

create trigger mail_outbox_team
  before insert on public.mail_outbox
  for each row
  when (new.kind in ('team-signup', 'team-offer'))
  execute function private.note_outbox_team();

-- Why: a hire's mails name their inquiry only in the payload, dropped once the mail is out, so the
-- outbox row keeps the inquiry's id for the owner's list ('E-Mail nicht zustellbar', as for teams).
-- No foreign key: the row outlives the inquiry's personal data until it is purged.
create or replace function private.note_outbox_hire()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.hire_inquiry_id := (new.payload ->> 'inquiryId')::uuid;
  return new;
end
$$;

revoke all on function private.note_outbox_hire() from public, anon, authenticated;

-- Every hire mail's kind starts with 'hire-' (the kinds themselves: mail_outbox_kind_check).
create trigger mail_outbox_hire
  before insert on public.mail_outbox
  for each row
  when (new.kind like 'hire-%')
  execute function private.note_outbox_hire();

-- Why: the staff lists (the day's bookings, the waitlist, the quiz teams, the hires) show what
-- became of the last mail sent to that guest: 'bounced', 'complained', 'delayed' (reported late and
-- not yet delivered), or null (delivered, not reported, or no mail). A bounce outweighs a complaint,
-- a complaint a delay. Only mails to the guest count (not the venue's notices). A mail still waiting
-- in the outbox is the last one (nothing reported yet): once staff correct the address, the mail to
-- the new one clears the old bounce at once. The outbox is closed to the request roles, so this
-- runs as owner, for staff only, and answers only this word.
create or replace function public.mail_problem(
  p_reservation_id uuid,
  p_team_signup_id uuid default null,
  p_hire_inquiry_id uuid default null
)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when bool_or(e.type = 'bounced') then 'bounced'
    when bool_or(e.type = 'complained') then 'complained'
    when bool_or(e.type = 'delayed') and not bool_or(e.type = 'delivered') then 'delayed'
  end
  from (
    select m.id from public.mail_outbox m
    where public.is_staff()
      and m.status in ('sent', 'pending')
      -- Every row naming an inquiry is one of its guest's mails (private.note_outbox_hire()).
      and ((m.kind in ('reservation-confirmation', 'reservation-cancelled', 'reservation-changed',
                       'reservation-reminder', 'waitlist-offer', 'team-signup', 'team-offer')
            and (m.reservation_id = p_reservation_id or m.team_signup_id = p_team_signup_id))
           or m.hire_inquiry_id = p_hire_inquiry_id)
    order by m.status = 'pending' desc, m.sent_at desc nulls last, m.created_at desc
    limit 1
  ) last
  join public.mail_delivery_events e on e.outbox_id = last.id
$$;

revoke all on function public.mail_problem(uuid, uuid, uuid) from public, anon, authenticated;
grant execute on function public.mail_problem(uuid, uuid, uuid) to authenticated;
