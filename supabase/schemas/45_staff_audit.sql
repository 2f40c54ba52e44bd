-- Why: the owner sees who did what (docs/roles.md#log, 'Protokoll'). Every staff write is written
-- down by the database itself, in the same transaction, so no route can forget it and no request
-- can skip it: when, which account, what (the action, the row's id and date, the names of the
-- changed fields) and the mails it queued. Never a guest's name, e-mail or phone: only field names.
-- One request's changes to one row merge into one entry (`txid`). Kept 90 days
-- (private.purge_staff_records).
create table public.staff_audit_log (
  id bigint generated always as identity primary key,
  -- The database's clock (a test pins it).
  at timestamptz not null default private.clock(),
  txid bigint not null default txid_current(),
  actor_id uuid references public.staff_accounts (id) on delete set null,
  -- The account's user name when it acted.
  actor text not null,
  action text not null check (action ~ '^[a-z-]+\.[a-z-]+$'),
  target_type text not null check (target_type ~ '^[a-z-]+$'),
  target_id text not null default '',
  target_date date,
  fields text[] not null default '{}',
  mails text[] not null default '{}'
);

comment on table public.staff_audit_log is 'Who changed what in the staff area, without guest data; the owner reads it, 90 days.';

create unique index staff_audit_log_one_per_row on public.staff_audit_log (txid, target_type, target_id);
create index staff_audit_log_at on public.staff_audit_log (at);

alter table public.staff_audit_log enable row level security;
revoke all on table public.staff_audit_log from anon, authenticated;
grant select on table public.staff_audit_log to authenticated;

create policy "The owner can read the log"
  on public.staff_audit_log for select
  to authenticated
  using (public.is_owner());

-- Why: one place that turns a staff request's row change into a log entry. Arguments: the entity
-- name, its id column and its date column (or '-'). Writes nothing outside a staff request (guests,
-- jobs), and nothing for an update that changed no field. A mail queued in the same request is
-- added to its booking's entry. A booking's tables show as its `table_ids`.
create or replace function private.audit_staff_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  v_actor uuid;
  v_row jsonb;
  v_old jsonb;
  v_entity text := tg_argv[0];
  v_action text;
  v_id text;
  v_date date;
  v_fields text[] := '{}';
  v_mails text[] := '{}';
begin
  if v_claims is null or v_claims ->> 'staff_role' is null then
    return null;
  end if;
  -- The API always sends the account's id; anything else is logged without an account.
  v_actor := case when v_claims ->> 'sub' ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then (v_claims ->> 'sub')::uuid end;
  v_row := to_jsonb(case when tg_op = 'DELETE' then old else new end);
  if tg_table_name = 'mail_outbox' then
    v_mails := array[v_row ->> 'kind'];
    v_id := coalesce(v_row ->> 'reservation_id', '');
    v_entity := case when v_id = '' then 'mail' else 'reservation' end;
    v_action := 'mail.queued';
    select r.date into v_date from public.reservations r where r.id = nullif(v_id, '')::uuid;
  else
    v_id := coalesce(case when tg_argv[1] <> '-' then v_row ->> tg_argv[1] end, '');
    v_date := case when tg_argv[2] <> '-' then (v_row ->> tg_argv[2])::date end;
    v_action := v_entity || '.' || case tg_op when 'INSERT' then 'created' when 'UPDATE' then 'changed' else 'deleted' end;
    if tg_op = 'UPDATE' then
      v_old := to_jsonb(old);
      select coalesce(array_agg(k order by k), '{}') into v_fields
      from jsonb_object_keys(v_row) k
      where v_row -> k is distinct from v_old -> k
        and k not in ('updated_at', 'updated_by', 'sequence', 'version', 'last_seen_at');
      if cardinality(v_fields) = 0 then
        return null;
      end if;
    end if;
  end if;
  insert into public.staff_audit_log as l (actor_id, actor, action, target_type, target_id, target_date, fields, mails)
  values (
    v_actor,
    coalesce((select a.username from public.staff_accounts a where a.id = v_actor), '?'),
    v_action, v_entity, v_id, v_date, v_fields, v_mails
  )
  on conflict (txid, target_type, target_id) do update set
    -- A row's own change names the entry, not the mail it queued; a deletion wins over a change.
    action = case when l.action = 'mail.queued' or excluded.action like '%.deleted' then excluded.action
      else l.action end,
    target_date = coalesce(l.target_date, excluded.target_date),
    fields = array(select distinct f from unnest(l.fields || excluded.fields) f order by f),
    mails = l.mails || excluded.mails;
  return null;
end
$$;

revoke all on function private.audit_staff_write() from public, anon, authenticated;

create trigger reservations_audit after insert or update or delete on public.reservations
  for each row execute function private.audit_staff_write('reservation', 'id', 'date');
create trigger mail_outbox_audit after insert on public.mail_outbox
  for each row execute function private.audit_staff_write('mail', '-', '-');
create trigger business_settings_audit after update on public.business_settings
  for each row execute function private.audit_staff_write('settings', '-', '-');
create trigger booking_week_audit after insert or update or delete on public.booking_week
  for each row execute function private.audit_staff_write('week', 'weekday', '-');
create trigger schedule_exceptions_audit after insert or update or delete on public.schedule_exceptions
  for each row execute function private.audit_staff_write('exception', 'date', 'date');
create trigger table_plans_audit after insert or update on public.table_plans
  for each row execute function private.audit_staff_write('plan', 'name', '-');
create trigger waitlist_entries_audit after insert or update or delete on public.waitlist_entries
  for each row execute function private.audit_staff_write('waitlist', 'id', 'date');
create trigger team_signups_audit after insert or update or delete on public.team_signups
  for each row execute function private.audit_staff_write('team', 'id', 'date');
create trigger quiz_nights_audit after insert or update or delete on public.quiz_nights
  for each row execute function private.audit_staff_write('quiz-night', 'date', 'date');
create trigger order_items_audit after insert or update or delete on public.order_items
  for each row execute function private.audit_staff_write('order', 'id', '-');

-- Why: the log is kept 90 days, spent or expired account links and half-done sign-ins go at once,
-- and known devices unused for 90 days (their cookie's lifetime) go too (docs/privacy: staff). Run
-- hourly with the other retention jobs. Returns what it deleted.
create or replace function private.purge_staff_records(p_now timestamptz default private.clock())
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_log integer;
  v_links integer;
  v_challenges integer;
  v_devices integer;
begin
  delete from public.staff_audit_log l where l.at < p_now - interval '90 days';
  get diagnostics v_log = row_count;
  delete from public.staff_account_links k where k.expires_at <= p_now or k.used_at is not null;
  get diagnostics v_links = row_count;
  delete from public.staff_login_challenges c where c.expires_at <= p_now;
  get diagnostics v_challenges = row_count;
  delete from public.staff_devices d where d.last_used_at <= p_now - interval '90 days';
  get diagnostics v_devices = row_count;
  return v_log + v_links + v_challenges + v_devices;
end
$$;

revoke all on function private.purge_staff_records(timestamptz) from public, anon, authenticated;
