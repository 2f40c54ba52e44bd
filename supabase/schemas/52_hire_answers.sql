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

-- Why: the guest declines the offer (POST /api/hire/inquiry/decline): 'abgelehnt', nothing held.
-- Declining again answers the inquiry as it is. Null when the secret opens nothing.
-- Errors: 22023 'not-offered'.
create or replace function private.hire_decline(p_secret text)
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
  if v_row.status = 'abgelehnt' then
    return private.hire_view(v_row);
  end if;
  if v_row.status <> 'angebot' then
    raise exception using errcode = '22023', message = 'not-offered', detail = v_row.status;
  end if;
  update public.hire_inquiries i set status = 'abgelehnt', updated_at = now() where i.id = v_row.id
  returning * into v_row;
  return private.hire_view(v_row);
end
$$;

revoke all on function private.hire_decline(text) from public, anon, authenticated;
grant execute on function private.hire_decline(text) to anon;

-- Why: the guest withdraws (POST /api/hire/inquiry/withdraw) until the deposit is received: the
-- inquiry is 'abgesagt' by the guest and its evening free again. Withdrawing again answers the
-- inquiry as it is. Null when the secret opens nothing.
-- Errors: 22023 'deposit-received' (confirmed: only the owner cancels) | 'closed' (declined, lapsed
-- or cancelled by the owner).
create or replace function private.hire_withdraw(p_secret text)
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
  if v_row.status = 'abgesagt' and v_row.cancelled_by = 'guest' then
    return private.hire_view(v_row);
  end if;
  if v_row.status = 'bestaetigt' then
    raise exception using errcode = '22023', message = 'deposit-received';
  end if;
  if v_row.status not in ('neu', 'angebot', 'angenommen') then
    raise exception using errcode = '22023', message = 'closed', detail = v_row.status;
  end if;
  update public.hire_inquiries i set status = 'abgesagt', cancelled_by = 'guest', updated_at = now()
  where i.id = v_row.id
  returning * into v_row;
  return private.hire_view(v_row);
end
$$;

revoke all on function private.hire_withdraw(text) from public, anon, authenticated;
grant execute on function private.hire_withdraw(text) to anon;
