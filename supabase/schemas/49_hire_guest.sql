-- Why: one rule for whether a space can be hired on a date at all (docs/hire.md#the-calendar), for the
-- calendar and the inquiry alike: null when it can, else why not: 'weekday' (not one of the space's),
-- 'too-early' (today or before), 'beyond-horizon' (more than 365 days ahead), 'closed-day' (the
-- owner closed the Irish pub that date), 'event-night' (an evening the Irish pub's week or the day's
-- exception keeps from table bookings: the quiz, karaoke and team nights; for a space not hired on
-- event nights). The Rappen has no week in the database, so only its weekdays count.
create or replace function private.hire_date_refusal(p_space public.hire_spaces, p_date date)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when not (extract(isodow from p_date)::smallint = any (p_space.weekdays)) then 'weekday'
    when p_date <= (private.clock() at time zone 'Europe/Berlin')::date then 'too-early'
    when p_date > (private.clock() at time zone 'Europe/Berlin')::date + 365 then 'beyond-horizon'
    when p_space.venue = 'irish' and exists (
      select from public.schedule_exceptions e
      where e.date = p_date and not e.bookable and not e.whatsapp and e.teams is null
    ) then 'closed-day'
    when p_space.venue = 'irish' and not p_space.on_event_nights and exists (
      select from public.booking_week w left join public.schedule_exceptions e on e.date = p_date
      where w.weekday = extract(isodow from p_date) and not coalesce(e.bookable, w.bookable)
    ) then 'event-night'
  end
$$;

revoke all on function private.hire_date_refusal(public.hire_spaces, date) from public, anon, authenticated;

-- Why: whether a hire already holds the evening for any of the space's keys (another space that
-- shares a plan area included).
create or replace function private.hire_evening_held(p_space_id text, p_date date, p_except uuid default null)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select from public.hire_holds h
    where h.date = p_date and h.hold_key = any (private.hire_hold_keys(p_space_id))
      and h.inquiry_id is distinct from p_except)
$$;

revoke all on function private.hire_evening_held(text, date, uuid) from public, anon, authenticated;

-- Why: the month a guest picks a date from (GET /api/hire/calendar): per day 'nicht-buchbar' (the
-- space cannot be hired then: private.hire_date_refusal()), 'belegt' (a hire holds the evening),
-- 'angefragt' (an open inquiry or offer for it or an overlapping space) or 'frei'. No personal data.
-- Null for a space that is unknown or not active.
create or replace function public.hire_calendar(p_space_id text, p_month date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('days', jsonb_agg(jsonb_build_object(
    'date', d.day::date,
    'state', case
      when private.hire_evening_held(s.id, d.day::date) then 'belegt'
      when private.hire_date_refusal(s, d.day::date) is not null then 'nicht-buchbar'
      when exists (
        select from public.hire_inquiries i
        where i.date = d.day::date and i.status in ('neu', 'angebot')
          and private.hire_hold_keys(i.space_id) && private.hire_hold_keys(s.id)
      ) then 'angefragt'
      else 'frei' end) order by d.day))
  from public.hire_spaces s
  cross join generate_series(date_trunc('month', p_month), date_trunc('month', p_month) + interval '1 month - 1 day',
                             interval '1 day') d(day)
  where s.id = p_space_id and s.active
  group by s.id
$$;

revoke all on function public.hire_calendar(text, date) from public, anon, authenticated;
grant execute on function public.hire_calendar(text, date) to anon;

-- Why: the reference of a hire's deposit transfer, the same in the GiroCode, the page and the mails,
-- so the owner finds the hire in the bank statement.
create or replace function private.hire_reference(p_id uuid)
returns text
language sql
immutable
set search_path = ''
as $$ select 'Miete ' || upper(left(p_id::text, 8)) $$;

revoke all on function private.hire_reference(uuid) from public, anon, authenticated;

-- Why: what a guest sees of their inquiry through its link (POST /api/hire/inquiry), their own and
-- nothing else: the request, its state, the offer once sent (lines with their totals, total, deposit,
-- last day), and once accepted where the deposit goes (the owner's account, the amount, the
-- reference the GiroCode and the transfer carry).
create or replace function private.hire_view(i public.hire_inquiries)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', i.id, 'status', i.status, 'spaceId', i.space_id, 'space', s.label, 'venue', s.venue, 'date', i.date,
    'startTime', to_char(i.start_time, 'HH24:MI'), 'endTime', to_char(i.end_time, 'HH24:MI'),
    'guestCount', i.guest_count, 'occasion', i.occasion, 'packages', to_jsonb(i.packages),
    'offer', case when i.offer_items is not null then jsonb_build_object(
      'items', (select jsonb_agg(x.item || jsonb_build_object(
                  'totalCents', (x.item ->> 'quantity')::bigint * (x.item ->> 'unitPriceCents')::bigint) order by x.n)
                from jsonb_array_elements(i.offer_items) with ordinality x(item, n)),
      'totalCents', i.offer_total_cents, 'depositCents', i.deposit_cents, 'validUntil', i.offer_valid_until) end,
    'payment', case when i.status in ('angenommen', 'bestaetigt') then jsonb_build_object(
      'accountHolder', b.hire_account_holder, 'iban', b.hire_iban, 'bic', b.hire_bic,
      'amountCents', i.deposit_cents, 'reference', private.hire_reference(i.id),
      'dueOn', (i.accepted_at at time zone 'Europe/Berlin')::date + b.hire_deposit_days,
      'receivedOn', i.deposit_received_on) end)
  from public.hire_spaces s cross join public.business_settings b
  where s.id = i.space_id
$$;

revoke all on function private.hire_view(public.hire_inquiries) from public, anon, authenticated;

-- Why: what every hire mail carries: the guest's view, the contact, and the link's secret while the
-- mail is pending (null for a mail without a link).
create or replace function private.hire_mail_data(i public.hire_inquiries, p_token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.hire_view(i) || jsonb_build_object(
    'inquiryId', i.id, 'customerName', i.customer_name, 'email', i.customer_email, 'phone', i.customer_phone,
    'message', i.message, 'cancelReason', i.cancel_reason, 'token', p_token)
$$;

revoke all on function private.hire_mail_data(public.hire_inquiries, text) from public, anon, authenticated;

-- Why: queues one hire mail, kept no longer than the inquiry's personal data.
create or replace function private.queue_hire_mail(p_kind text, i public.hire_inquiries, p_token text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.mail_outbox (kind, payload, purge_after)
  values (p_kind, private.hire_mail_data(i, p_token), private.hire_personal_until(i.date))
$$;

revoke all on function private.queue_hire_mail(text, public.hire_inquiries, text) from public, anon, authenticated;

-- Why: the only way a guest asks to hire a space (POST /api/hire/inquiries; the API checks the proof
-- of work and its request limits). The space must be active, the date one it can be hired on
-- (private.hire_date_refusal()), the guests within its limits, the packages priced ones, and the
-- evening not held. Queues the mail to the guest (with the link) and the venue. Answers the id, the
-- status and the link's secret.
-- Errors: 22023 'space-unknown' | 'too-few-guests' | 'too-many-guests' (detail: the limit) |
-- 'package-unknown' | those of hire_date_refusal() (detail for 'beyond-horizon': the days) | 'taken'.
create or replace function private.hire_inquiry_create(
  p_space_id text,
  p_date date,
  p_start_time time,
  p_end_time time,
  p_guest_count integer,
  p_occasion text,
  p_packages text[],
  p_customer_name text,
  p_customer_email text,
  p_customer_phone text,
  p_message text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_space public.hire_spaces;
  v_refusal text;
  v_token text := private.mint_link_secret();
  v_row public.hire_inquiries;
begin
  select * into v_space from public.hire_spaces s where s.id = p_space_id and s.active;
  if not found then
    raise exception using errcode = '22023', message = 'space-unknown';
  end if;
  if p_guest_count < v_space.min_guests then
    raise exception using errcode = '22023', message = 'too-few-guests', detail = v_space.min_guests::text;
  end if;
  if p_guest_count > v_space.max_guests then
    raise exception using errcode = '22023', message = 'too-many-guests', detail = v_space.max_guests::text;
  end if;
  if exists (select from unnest(coalesce(p_packages, '{}')) p
             where p not in (select x.package_id from public.hire_package_prices x)) then
    raise exception using errcode = '22023', message = 'package-unknown';
  end if;
  v_refusal := private.hire_date_refusal(v_space, p_date);
  if v_refusal is not null then
    raise exception using errcode = '22023', message = v_refusal,
      detail = case when v_refusal = 'beyond-horizon' then '365' else '' end;
  end if;
  if private.hire_evening_held(p_space_id, p_date) then
    raise exception using errcode = '22023', message = 'taken';
  end if;
  insert into public.hire_inquiries (space_id, date, start_time, end_time, guest_count, occasion, packages,
                                     customer_name, customer_email, customer_phone, message, manage_token_hash)
  values (p_space_id, p_date, p_start_time, p_end_time, p_guest_count, p_occasion,
          array(select distinct p from unnest(coalesce(p_packages, '{}')) p order by p),
          btrim(p_customer_name), btrim(p_customer_email), btrim(p_customer_phone), nullif(btrim(p_message), ''),
          private.link_hash(v_token))
  returning * into v_row;
  perform private.queue_hire_mail('hire-inquiry', v_row, v_token);
  return jsonb_build_object('id', v_row.id, 'status', v_row.status, 'token', v_token);
end
$$;

revoke all on function private.hire_inquiry_create(text, date, time, time, integer, text, text[], text, text, text, text)
  from public, anon, authenticated;
grant execute on function private.hire_inquiry_create(text, date, time, time, integer, text, text[], text, text, text, text)
  to anon;

-- Why: the guest's page of their inquiry (POST /api/hire/inquiry): null when the secret opens nothing.
create or replace function private.hire_inquiry_by_link(p_secret text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.hire_view(i) from public.hire_inquiries i where i.id = private.hire_by_link(p_secret)
$$;

revoke all on function private.hire_inquiry_by_link(text) from public, anon, authenticated;
grant execute on function private.hire_inquiry_by_link(text) to anon;
