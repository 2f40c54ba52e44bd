-- Why: an offer not accepted by its last day lapses by itself (docs/hire.md#by-the-clock): the
-- inquiry is 'abgelaufen', the evening free for others, and the guest is told. Run every minute
-- (private.run_minute_jobs()); the update takes each row once, so two runners at the same minute
-- lapse and mail each offer once between them. Returns how many lapsed.
create or replace function private.lapse_hire_offers(p_now timestamptz default private.clock())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.hire_inquiries;
  v_count integer := 0;
begin
  for v_row in
    update public.hire_inquiries i set status = 'abgelaufen', updated_at = now()
    where i.status = 'angebot' and i.offer_valid_until < (p_now at time zone 'Europe/Berlin')::date
    returning *
  loop
    perform private.queue_hire_mail('hire-lapsed', v_row, null);
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

revoke all on function private.lapse_hire_offers(timestamptz) from public, anon, authenticated;

-- Why: a deposit not in by its day (accepting + the settings' hire_deposit_days) gets one reminder
-- mail with a link of its own, and shows as overdue for the owner, who decides (docs/hire.md#by-the-clock).
-- Run every minute; deposit_reminded_at makes it once per hire, also with two runners. Returns how
-- many it reminded.
create or replace function private.remind_hire_deposits(p_now timestamptz default private.clock())
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.hire_inquiries;
  v_count integer := 0;
begin
  for v_row in
    update public.hire_inquiries i set deposit_reminded_at = p_now, updated_at = now()
    from public.business_settings b
    where i.status = 'angenommen' and i.deposit_reminded_at is null and i.deposit_cents > 0
      and (i.accepted_at at time zone 'Europe/Berlin')::date + b.hire_deposit_days < (p_now at time zone 'Europe/Berlin')::date
    returning i.*
  loop
    perform private.queue_hire_mail('hire-reminder', v_row, private.hire_new_link(v_row.id));
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

revoke all on function private.remind_hire_deposits(timestamptz) from public, anon, authenticated;

-- Why: the privacy text promises a hire's personal data goes 30 days after its evening
-- (private.hire_personal_until()): the guest's name, e-mail, phone and message, the cancellation's
-- reason and every link; the row stays, without them, for the owner's figures (space, date,
-- guests, amounts). Its mails go by their purge_after (public.purge_expired_bookings()). Run hourly
-- (private.run_hourly_jobs()). Returns how many inquiries it cleared.
create or replace function private.purge_hire_inquiries(p_now timestamptz default private.clock())
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from public.hire_links l
  using public.hire_inquiries i
  where l.inquiry_id = i.id and private.hire_personal_until(i.date) <= p_now;
  update public.hire_inquiries i
  set customer_name = null, customer_email = null, customer_phone = null, message = null,
      manage_token_hash = null, cancel_reason = null, anonymized_at = p_now
  where i.anonymized_at is null and private.hire_personal_until(i.date) <= p_now;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

revoke all on function private.purge_hire_inquiries(timestamptz) from public, anon, authenticated;
