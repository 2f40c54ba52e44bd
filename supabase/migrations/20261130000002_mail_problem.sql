-- Why: staff see 'E-Mail nicht zustellbar' on a booking, a waitlist entry or a quiz team whose last
-- mail bounced (docs/mails.md#delivery-events), so they call the guest. Reservation mails name their
-- booking (`reservation_id`, a waitlist offer its held booking); a team's mail names its team only
-- in the payload, which is dropped once the mail is out, so the outbox row keeps the team's id.
-- No foreign key, as for `reservation_id`: the row outlives a removed team until it is purged.
alter table public.mail_outbox add column team_signup_id uuid;

-- Teams' mails still pending name their team in the payload.
update public.mail_outbox m set team_signup_id = (m.payload ->> 'signupId')::uuid
where m.kind in ('team-signup', 'team-offer') and m.payload is not null;

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

-- Why: the staff lists (the day's bookings, the waitlist, the quiz teams) show what became of the
-- last mail sent to that guest: 'bounced', 'complained', 'delayed' (reported late and not yet
-- delivered), or null (delivered, not reported, or no mail). A bounce outweighs a complaint, a
-- complaint a delay. Only mails to the guest count (not the venue's notices). The outbox is closed
-- to the request roles, so this runs as owner, for staff only, and answers only this word.
create or replace function public.mail_problem(p_reservation_id uuid, p_team_signup_id uuid default null)
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
      and m.status = 'sent'
      and m.kind in ('reservation-confirmation', 'reservation-cancelled', 'reservation-changed',
                     'reservation-reminder', 'waitlist-offer', 'team-signup', 'team-offer')
      and (m.reservation_id = p_reservation_id or m.team_signup_id = p_team_signup_id)
    order by m.sent_at desc nulls last, m.created_at desc
    limit 1
  ) last
  join public.mail_delivery_events e on e.outbox_id = last.id
$$;

revoke all on function public.mail_problem(uuid, uuid) from public, anon, authenticated;
grant execute on function public.mail_problem(uuid, uuid) to authenticated;
