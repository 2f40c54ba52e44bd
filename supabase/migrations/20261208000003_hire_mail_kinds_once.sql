-- Why: the hire mails' kinds were written out in the trigger that notes a row's inquiry and again in
-- public.mail_problem(); the outbox's check holds them, and each of these now reads 'hire-' or the
-- inquiry's id, so a new hire mail needs no third edit.
drop trigger mail_outbox_hire on public.mail_outbox;

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
