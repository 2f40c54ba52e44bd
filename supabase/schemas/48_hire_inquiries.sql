-- Why: a guest's request to hire a space for one evening, and everything that follows it
-- (docs/hire.md#states): 'neu' (asked), 'angebot' (the owner sent an offer), 'angenommen' (the guest
-- accepted: the evening is held, the deposit is due), 'bestaetigt' (the deposit is in), and the ends
-- 'abgelehnt' (the guest declined the offer), 'abgesagt' (withdrawn by the guest or cancelled by the
-- owner), 'abgelaufen' (the offer lapsed). The guest's link is kept as the SHA-256 of its secret.
-- Personal data: staff read it, only the functions write it, and 30 days after the evening it is
-- cleared (private.purge_hire_inquiries()); the amounts stay for the owner's figures.
create table public.hire_inquiries (
  id uuid primary key default gen_random_uuid(),
  space_id text not null references public.hire_spaces (id) on update cascade,
  date date not null,
  -- Berlin wall clock; an end at or before the start lies after midnight.
  start_time time not null check (extract(second from start_time) = 0),
  end_time time not null check (extract(second from end_time) = 0),
  guest_count integer not null check (guest_count between 1 and 500),
  occasion text not null check (occasion in ('geburtstag', 'hochzeit', 'firmenfeier', 'vereinsfeier', 'sonstiges')),
  -- Ids of the rentals content's packages the guest ticked.
  packages text[] not null default '{}' check (cardinality(packages) <= 10),
  customer_name text check (customer_name is null or char_length(btrim(customer_name)) between 2 and 100),
  customer_email text,
  customer_phone text check (customer_phone is null or char_length(btrim(customer_phone)) between 3 and 40),
  message text check (message is null or char_length(message) <= 2000),
  status text not null default 'neu'
    check (status in ('neu', 'angebot', 'angenommen', 'bestaetigt', 'abgelehnt', 'abgesagt', 'abgelaufen')),
  manage_token_hash bytea unique,
  -- The offer: its lines [{ label, quantity, unitPriceCents }], their total, the deposit, the last
  -- day it can be accepted and when it was sent.
  offer_items jsonb,
  offer_total_cents integer check (offer_total_cents >= 0),
  deposit_cents integer check (deposit_cents >= 0),
  offer_valid_until date,
  offer_sent_at timestamptz,
  accepted_at timestamptz,
  deposit_received_cents integer check (deposit_received_cents >= 0),
  deposit_received_on date,
  -- The one reminder of a deposit not received in time (docs/hire.md#by-the-clock).
  deposit_reminded_at timestamptz,
  cancel_reason text check (cancel_reason is null or char_length(btrim(cancel_reason)) between 1 and 500),
  cancelled_by text check (cancelled_by in ('guest', 'owner')),
  -- When the personal data was cleared (30 days after the evening).
  anonymized_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint hire_inquiries_times check (start_time <> end_time),
  constraint hire_inquiries_contact check (
    anonymized_at is not null or (customer_name is not null and customer_email is not null and customer_phone is not null)
  ),
  constraint hire_inquiries_anonymized check (
    anonymized_at is null
    or (customer_name is null and customer_email is null and customer_phone is null and message is null
        and manage_token_hash is null and cancel_reason is null)
  ),
  constraint hire_inquiries_offer_whole check (
    (offer_items is null) = (offer_total_cents is null) and (offer_items is null) = (deposit_cents is null)
    and (offer_items is null) = (offer_valid_until is null) and (offer_items is null) = (offer_sent_at is null)
  ),
  constraint hire_inquiries_offer_items check (
    offer_items is null or (jsonb_typeof(offer_items) = 'array' and jsonb_array_length(offer_items) between 1 and 30)
  ),
  constraint hire_inquiries_deposit_within check (deposit_cents <= offer_total_cents),
  constraint hire_inquiries_offered check (status not in ('angebot', 'angenommen', 'bestaetigt') or offer_sent_at is not null),
  constraint hire_inquiries_accepted check (status not in ('angenommen', 'bestaetigt') or accepted_at is not null),
  constraint hire_inquiries_deposit_paired check ((deposit_received_cents is null) = (deposit_received_on is null)),
  constraint hire_inquiries_confirmed check (status <> 'bestaetigt' or deposit_received_on is not null),
  constraint hire_inquiries_cancelled check ((status = 'abgesagt') = (cancelled_by is not null)),
  -- The forms' rules (supabase/schemas/06_guest_text.sql).
  constraint hire_inquiries_email_check check (customer_email::public.email_address = customer_email),
  constraint hire_inquiries_plain_text check (
    customer_name::public.single_line_text = customer_name
    and customer_phone::public.single_line_text = customer_phone
    and message::public.multi_line_text = message
    and cancel_reason::public.multi_line_text = cancel_reason
  )
);

comment on table public.hire_inquiries is 'Guests'' requests to hire a space for an evening, their offers and deposits; personal data, staff only.';

create index hire_inquiries_date on public.hire_inquiries (date);
create index hire_inquiries_status on public.hire_inquiries (status, date);

alter table public.hire_inquiries enable row level security;
revoke all on table public.hire_inquiries from anon, authenticated;
grant select on table public.hire_inquiries to authenticated;

create policy "Staff can read the hire inquiries"
  on public.hire_inquiries for select
  to authenticated
  using (public.is_staff());

-- Why: one held ('angenommen') or confirmed ('bestaetigt') hire per plan area, or per space without
-- areas, and evening (docs/hire.md#the-evenings-holds): a row per key of private.hire_hold_keys(),
-- derived by a trigger from the inquiry's status, so the primary key refuses a second hire of an
-- overlapping space however many accept at once ('ganzer Pub' and 'oben' share 'area:oben').
create table public.hire_holds (
  date date not null,
  hold_key text not null,
  inquiry_id uuid not null references public.hire_inquiries (id) on delete cascade,
  primary key (date, hold_key)
);

comment on table public.hire_holds is 'The evenings held by a hire, per plan area or space; derived from hire_inquiries.';

create index hire_holds_inquiry on public.hire_holds (inquiry_id);

alter table public.hire_holds enable row level security;
revoke all on table public.hire_holds from anon, authenticated;
grant select on table public.hire_holds to authenticated;

create policy "Staff can read the held evenings"
  on public.hire_holds for select
  to authenticated
  using (public.is_staff());

-- Why: the holds follow the inquiry: its keys for its evening while it is held or confirmed, none
-- otherwise. A second hold of a key raises unique_violation on hire_holds_pkey, and the write that
-- caused it fails whole.
create or replace function private.sync_hire_holds()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.hire_holds h where h.inquiry_id = new.id;
  if new.status in ('angenommen', 'bestaetigt') then
    insert into public.hire_holds (date, hold_key, inquiry_id)
    select new.date, k, new.id from unnest(private.hire_hold_keys(new.space_id)) k;
  end if;
  return null;
end
$$;

revoke all on function private.sync_hire_holds() from public, anon, authenticated;

create trigger hire_inquiries_holds
  after insert or update of status, date, space_id on public.hire_inquiries
  for each row execute function private.sync_hire_holds();

-- Why: the owner's list of hires follows changes live (channel `hire_inquiries`, the evening's date
-- only; no personal data).
create or replace function public.notify_hire_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('hire_inquiries', json_build_object('op', lower(tg_op), 'date', coalesce(new.date, old.date))::text);
  return null;
end
$$;

revoke all on function public.notify_hire_change() from public, anon, authenticated;

create trigger hire_inquiries_notify
  after insert or update or delete on public.hire_inquiries
  for each row execute function public.notify_hire_change();

create trigger hire_inquiries_audit after insert or update or delete on public.hire_inquiries
  for each row execute function private.audit_staff_write('hire', 'id', 'date');

-- Why: every mail after the first carries a link of its own (the offer, the confirmation, the
-- deposit's reminder), as a booking's reminders do: one row per link, the SHA-256 of its secret;
-- each opens its inquiry like the first (private.hire_by_link()). They go with the inquiry's
-- personal data (private.purge_hire_inquiries()).
create table public.hire_links (
  token_hash bytea primary key,
  inquiry_id uuid not null references public.hire_inquiries (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table public.hire_links is 'Secrets (sha256) of the links in a hire''s later mails; server only.';

create index hire_links_inquiry on public.hire_links (inquiry_id);

alter table public.hire_links enable row level security;
revoke all on table public.hire_links from anon, authenticated;

-- Why: the one reading of a guest's link: the inquiry its secret opens (the first mail's or a later
-- one's), or null.
create or replace function private.hire_by_link(p_secret text)
returns uuid
language sql
stable
set search_path = ''
as $$
  select i.id from public.hire_inquiries i where i.manage_token_hash = private.link_hash(p_secret)
  union all
  select l.inquiry_id from public.hire_links l where l.token_hash = private.link_hash(p_secret)
  limit 1
$$;

revoke all on function private.hire_by_link(text) from public, anon, authenticated;

-- Why: a later mail's link: a new secret, kept as a row of hire_links; the secret goes into the mail.
create or replace function private.hire_new_link(p_inquiry_id uuid)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_secret text := private.mint_link_secret();
begin
  insert into public.hire_links (token_hash, inquiry_id) values (private.link_hash(v_secret), p_inquiry_id);
  return v_secret;
end
$$;

revoke all on function private.hire_new_link(uuid) from public, anon, authenticated;

-- Why: one home for how long a hire's personal data stays (docs/data.md#retention): until 30 days
-- after its evening (the end of that day in Berlin plus 30 days), for the inquiry and its mails.
create or replace function private.hire_personal_until(p_date date)
returns timestamptz
language sql
stable
set search_path = ''
as $$ select ((p_date + 31)::timestamp) at time zone 'Europe/Berlin' $$;

revoke all on function private.hire_personal_until(date) from public, anon, authenticated;
