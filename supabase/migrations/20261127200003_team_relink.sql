-- Why: a team's links belong to the address they were mailed to. When a team's e-mail changes (the
-- quizmaster's 'Ändern' writes the column under its grant; whoever writes it), no link sent before
-- opens anything: the team's and its offer's secrets give way to one new secret, which only the
-- mail to the new address carries ('team-offer' while a place is held for the team, 'team-signup'
-- otherwise), and the team's mails still waiting for the old address are taken back. A team that
-- never had a link (entered by staff) gets none now; a removed address gets no link. A change of
-- letter case only is the same address.
create or replace function private.relink_team()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_token text := case when new.email is not null and (old.token_hash is not null or old.offer_token_hash is not null)
                       then encode(extensions.gen_random_bytes(24), 'hex') end;
begin
  delete from public.mail_outbox m
  where m.status = 'pending' and m.payload ->> 'signupId' = new.id::text and m.kind in ('team-signup', 'team-offer');
  new.token_hash := extensions.digest(v_token, 'sha256');
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

create trigger team_signups_relink_on_new_address
  before update of email on public.team_signups
  for each row
  when (lower(old.email) is distinct from lower(new.email))
  execute function private.relink_team();
