-- Why: the owner's steps of a hire (issue 42): the offer, the deposit received, the cancellation;
-- each logged by the database and mailed to the guest.
-- Why: each of the owner's steps of a hire starts the same way: only the owner may take it, and the
-- inquiry is locked, so two steps on one inquiry queue. `p_step` names the step in the refusal.
-- Errors: 42501 'only the owner can {p_step}' | P0002 'not-found'.
create or replace function private.hire_for_owner(p_id uuid, p_step text)
returns public.hire_inquiries
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.hire_inquiries;
begin
  if not public.is_owner() then
    raise exception using errcode = '42501', message = 'only the owner can ' || p_step;
  end if;
  select * into v_row from public.hire_inquiries i where i.id = p_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'not-found';
  end if;
  return v_row;
end
$$;

revoke all on function private.hire_for_owner(uuid, text) from public, anon, authenticated;

-- Why: the owner's offer (POST /api/admin/hire/:id/offer): lines of label, quantity and unit price
-- (1–30; labels of 1–100 characters on one line, quantities 1–1000, prices 0–100,000 €), their
-- total, a deposit within it, and the last day the guest can accept (from today to the evening).
-- A new inquiry or one with an offer gets this one; the evening must not be held by another hire,
-- and a deposit needs the owner's account in the settings. Queues the offer mail with a link of its
-- own. The log records the step (private.audit_staff_write()). Owner only.
-- Errors: P0002 'not-found' | 22023 'wrong-status' (detail: the status) | 'offer-items' | 'deposit' |
-- 'valid-until' | 'taken' | 'no-bank-account'.
create or replace function public.staff_hire_offer(p_id uuid, p_items jsonb, p_deposit_cents integer, p_valid_until date)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.hire_inquiries;
  v_items jsonb;
  v_total bigint;
  v_today date := (private.clock() at time zone 'Europe/Berlin')::date;
begin
  v_row := private.hire_for_owner(p_id, 'send hire offers');
  if v_row.status not in ('neu', 'angebot') then
    raise exception using errcode = '22023', message = 'wrong-status', detail = v_row.status;
  end if;
  if jsonb_typeof(p_items) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'offer-items';
  end if;
  if jsonb_array_length(p_items) not between 1 and 30 or exists (
       select from jsonb_array_elements(p_items) x(item)
       where case when jsonb_typeof(x.item) = 'object'
                       and jsonb_typeof(x.item -> 'label') = 'string'
                       and (x.item ->> 'quantity') ~ '^[0-9]{1,4}$' and jsonb_typeof(x.item -> 'quantity') = 'number'
                       and (x.item ->> 'unitPriceCents') ~ '^[0-9]{1,8}$'
                       and jsonb_typeof(x.item -> 'unitPriceCents') = 'number'
                  then char_length(btrim(x.item ->> 'label')) not between 1 and 100
                       or (x.item ->> 'quantity')::integer not between 1 and 1000
                       or (x.item ->> 'unitPriceCents')::integer > 10000000
                  else true end) then
    raise exception using errcode = '22023', message = 'offer-items';
  end if;
  begin
    select jsonb_agg(jsonb_build_object(
             'label', btrim(x.item ->> 'label')::public.single_line_text,
             'quantity', (x.item ->> 'quantity')::integer,
             'unitPriceCents', (x.item ->> 'unitPriceCents')::integer) order by x.n),
           sum((x.item ->> 'quantity')::bigint * (x.item ->> 'unitPriceCents')::bigint)
      into v_items, v_total
    from jsonb_array_elements(p_items) with ordinality x(item, n);
  exception when check_violation then
    -- A label with a control character (public.single_line_text).
    raise exception using errcode = '22023', message = 'offer-items';
  end;
  if v_total > 2000000000 then
    raise exception using errcode = '22023', message = 'offer-items';
  end if;
  if p_deposit_cents is null or p_deposit_cents not between 0 and v_total then
    raise exception using errcode = '22023', message = 'deposit', detail = v_total::text;
  end if;
  if p_valid_until is null or p_valid_until < v_today or p_valid_until > v_row.date then
    raise exception using errcode = '22023', message = 'valid-until';
  end if;
  if private.hire_evening_held(v_row.space_id, v_row.date, v_row.id) then
    raise exception using errcode = '22023', message = 'taken';
  end if;
  if p_deposit_cents > 0 and exists (
    select from public.business_settings b where b.hire_account_holder is null or b.hire_iban is null
  ) then
    raise exception using errcode = '22023', message = 'no-bank-account';
  end if;
  update public.hire_inquiries i
  set status = 'angebot', offer_items = v_items, offer_total_cents = v_total, deposit_cents = p_deposit_cents,
      offer_valid_until = p_valid_until, offer_sent_at = private.clock(), updated_at = now()
  where i.id = p_id
  returning * into v_row;
  perform private.queue_hire_mail('hire-offer', v_row, private.hire_new_link(v_row.id));
  return jsonb_build_object('id', v_row.id, 'status', v_row.status, 'totalCents', v_row.offer_total_cents);
end
$$;

revoke all on function public.staff_hire_offer(uuid, jsonb, integer, date) from public, anon, authenticated;
grant execute on function public.staff_hire_offer(uuid, jsonb, integer, date) to authenticated;

-- Why: 'Anzahlung erhalten' (POST /api/admin/hire/:id/deposit): an accepted hire with its deposit in
-- is confirmed ('bestaetigt'), with the amount and the day it arrived (not after today). Queues the
-- confirmation mail with a link of its own. Owner only.
-- Errors: P0002 'not-found' | 22023 'wrong-status' (detail: the status) | 'amount' | 'received-on'.
create or replace function public.staff_hire_deposit(p_id uuid, p_amount_cents integer, p_received_on date)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.hire_inquiries;
begin
  v_row := private.hire_for_owner(p_id, 'confirm hires');
  if v_row.status <> 'angenommen' then
    raise exception using errcode = '22023', message = 'wrong-status', detail = v_row.status;
  end if;
  if p_amount_cents is null or p_amount_cents not between 0 and 2000000000 then
    raise exception using errcode = '22023', message = 'amount';
  end if;
  if p_received_on is null or p_received_on > (private.clock() at time zone 'Europe/Berlin')::date
     or p_received_on < (v_row.accepted_at at time zone 'Europe/Berlin')::date - 30 then
    raise exception using errcode = '22023', message = 'received-on';
  end if;
  update public.hire_inquiries i
  set status = 'bestaetigt', deposit_received_cents = p_amount_cents, deposit_received_on = p_received_on,
      updated_at = now()
  where i.id = p_id
  returning * into v_row;
  perform private.queue_hire_mail('hire-confirmed', v_row, private.hire_new_link(v_row.id));
  return jsonb_build_object('id', v_row.id, 'status', v_row.status);
end
$$;

revoke all on function public.staff_hire_deposit(uuid, integer, date) from public, anon, authenticated;
grant execute on function public.staff_hire_deposit(uuid, integer, date) to authenticated;

-- Why: the owner cancels a hire in any open state (POST /api/admin/hire/:id/cancel), with the reason
-- the guest is told; the evening is free again. Queues the cancellation mail. Owner only.
-- Errors: P0002 'not-found' | 22023 'wrong-status' (detail: the status) | 'reason'.
create or replace function public.staff_hire_cancel(p_id uuid, p_reason text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.hire_inquiries;
begin
  v_row := private.hire_for_owner(p_id, 'cancel hires');
  if v_row.status not in ('neu', 'angebot', 'angenommen', 'bestaetigt') then
    raise exception using errcode = '22023', message = 'wrong-status', detail = v_row.status;
  end if;
  if p_reason is null or char_length(btrim(p_reason)) not between 1 and 500 then
    raise exception using errcode = '22023', message = 'reason';
  end if;
  update public.hire_inquiries i
  set status = 'abgesagt', cancelled_by = 'owner', cancel_reason = btrim(p_reason), updated_at = now()
  where i.id = p_id
  returning * into v_row;
  perform private.queue_hire_mail('hire-cancelled', v_row, null);
  return jsonb_build_object('id', v_row.id, 'status', v_row.status);
end
$$;

revoke all on function public.staff_hire_cancel(uuid, text) from public, anon, authenticated;
grant execute on function public.staff_hire_cancel(uuid, text) to authenticated;
