-- Why: a team's link is read in one place. team_by_token() wrote out the lookup of a secret among a
-- team's two hashes (its own link and its offer's) twice, hashing the secret for each; the new
-- private.team_by_link() reads it once, for both the first read and the one under the night's lock.
create or replace function private.team_by_link(p_token text)
returns uuid
language sql
stable
set search_path = ''
as $$
  select t.id from public.team_signups t where private.link_hash(p_token) in (t.token_hash, t.offer_token_hash)
$$;

-- Only its owner calls it: team_by_token() runs as owner (security definer).
revoke all on function private.team_by_link(text) from public, anon, authenticated;

create or replace function private.team_by_token(p_token text, p_action text, p_players integer default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.team_signups;
  v_view jsonb;
begin
  select * into v_row from public.team_signups t where t.id = private.team_by_link(p_token);
  if not found then
    return null;
  end if;
  perform pg_advisory_xact_lock(private.lock_key('team-night'), hashtext(v_row.date::text));
  -- Read again under the lock: the team may have gone or changed meanwhile.
  select * into v_row from public.team_signups t
  where t.id = v_row.id and t.id = private.team_by_link(p_token);
  if not found then
    return null;
  end if;
  if v_row.status = 'offered' and v_row.offer_expires_at <= private.clock() then
    delete from public.team_signups t where t.id = v_row.id;
    perform private.offer_team_places(private.clock(), v_row.date);
    return null;
  end if;
  if p_action = 'show' then
    return private.team_signup_view(v_row);
  end if;
  if private.clock() >= (select n.starts_at from private.team_night(v_row.date) n) then
    raise exception using errcode = '22023', message = 'signup-closed';
  end if;
  if p_action = 'cancel' then
    v_view := private.team_signup_view(v_row) || jsonb_build_object('status', 'cancelled');
    delete from public.team_signups t where t.id = v_row.id;
    perform private.offer_team_places(private.clock(), v_row.date);
    return v_view;
  elsif p_action = 'players' then
    perform private.team_night_rules(v_row.date, p_players, false);
    update public.team_signups t set players = p_players where t.id = v_row.id returning * into v_row;
  elsif p_action = 'accept' then
    if v_row.status <> 'offered' then
      return private.team_signup_view(v_row);
    end if;
    -- The offer's link stays the team's link: the page that took the place keeps working.
    update public.team_signups t set status = 'signed', offer_expires_at = null
    where t.id = v_row.id
    returning * into v_row;
    insert into public.mail_outbox (kind, payload, purge_after)
    select 'team-signup', private.team_mail_data(v_row, p_token), n.ends_at + interval '23 hours'
    from private.team_night(v_row.date) n;
  else
    raise exception using errcode = '22023', message = 'unknown-action';
  end if;
  return private.team_signup_view(v_row);
end
$$;

revoke all on function private.team_by_token(text, text, integer) from public, anon, authenticated;
grant execute on function private.team_by_token(text, text, integer) to anon;
