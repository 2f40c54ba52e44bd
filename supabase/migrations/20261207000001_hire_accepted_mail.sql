-- Why: the guest who accepts an offer gets the deposit's bank details with the GiroCode by mail
-- too (issue 42, docs/mails.md#hire-mails), not only on the inquiry's page: a new outbox kind
-- 'hire-accepted', queued by private.hire_accept() in the accepting transaction, tied to its
-- inquiry and counted by mail_problem() like the other hire mails.
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
  'mail-routing-changed',      -- docs/mails.md#mail-routing-changed, to the old addresses when the owner changes where mails go
  'staff-account-notice',      -- docs/mails.md#staff-account-notice, to an account whose sign-in changed or is under attack
  'hire-inquiry',              -- docs/mails.md#hire-mails, to the guest and the venue when a guest asks to hire a space
  'hire-offer',                -- docs/mails.md#hire-mails, to the guest when the owner sends an offer
  'hire-confirmed',            -- docs/mails.md#hire-mails, to the guest when the deposit is in
  'hire-cancelled',            -- docs/mails.md#hire-mails, to the guest when the owner cancels
  'hire-lapsed',               -- docs/mails.md#hire-mails, to the guest when the offer lapsed
  'hire-reminder',             -- docs/mails.md#hire-mails, to the guest when the deposit is overdue
  'hire-accepted'              -- docs/mails.md#hire-mails, to the guest when they accept: the deposit's bank details
));

drop trigger mail_outbox_hire on public.mail_outbox;
create trigger mail_outbox_hire
  before insert on public.mail_outbox
  for each row
  when (new.kind in ('hire-inquiry', 'hire-offer', 'hire-confirmed', 'hire-cancelled', 'hire-lapsed', 'hire-reminder',
                    'hire-accepted'))
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
      and m.kind in ('reservation-confirmation', 'reservation-cancelled', 'reservation-changed',
                     'reservation-reminder', 'waitlist-offer', 'team-signup', 'team-offer',
                     'hire-inquiry', 'hire-offer', 'hire-confirmed', 'hire-cancelled', 'hire-lapsed',
                     'hire-reminder', 'hire-accepted')
      and (m.reservation_id = p_reservation_id or m.team_signup_id = p_team_signup_id
           or m.hire_inquiry_id = p_hire_inquiry_id)
    order by m.status = 'pending' desc, m.sent_at desc nulls last, m.created_at desc
    limit 1
  ) last
  join public.mail_delivery_events e on e.outbox_id = last.id
$$;

revoke all on function public.mail_problem(uuid, uuid, uuid) from public, anon, authenticated;
grant execute on function public.mail_problem(uuid, uuid, uuid) to authenticated;

-- Why: the guest's answer to an offer (POST /api/hire/inquiry/accept): accepting holds the evening
-- (docs/hire.md#the-evenings-holds) and makes the deposit due; a deposit above 0 € queues the mail
-- 'hire-accepted' with its bank details and GiroCode in the same transaction, with a link of its
-- own. The inquiry is locked first, so two answers of one guest queue; two guests accepting
-- overlapping spaces meet at hire_holds' primary key, and the second is refused whole. Accepting
-- again answers the inquiry as it is (no second mail). Null when the secret opens nothing; else the
-- guest's view.
-- Errors: 22023 'not-offered' (no open offer) | 'offer-lapsed' (past its last day) | 'taken'.
create or replace function private.hire_accept(p_secret text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.hire_inquiries;
begin
  select * into v_row from public.hire_inquiries i where i.id = private.hire_by_link(p_secret) for update;
  if not found then
    return null;
  end if;
  if v_row.status in ('angenommen', 'bestaetigt') then
    return private.hire_view(v_row);
  end if;
  if v_row.status <> 'angebot' then
    raise exception using errcode = '22023', message = 'not-offered', detail = v_row.status;
  end if;
  if v_row.offer_valid_until < (private.clock() at time zone 'Europe/Berlin')::date then
    raise exception using errcode = '22023', message = 'offer-lapsed';
  end if;
  begin
    update public.hire_inquiries i set status = 'angenommen', accepted_at = private.clock(), updated_at = now()
    where i.id = v_row.id
    returning * into v_row;
  exception when unique_violation then
    raise exception using errcode = '22023', message = 'taken';
  end;
  if v_row.deposit_cents > 0 then
    perform private.queue_hire_mail('hire-accepted', v_row, private.hire_new_link(v_row.id));
  end if;
  return private.hire_view(v_row);
end
$$;

revoke all on function private.hire_accept(text) from public, anon, authenticated;
grant execute on function private.hire_accept(text) to anon;
