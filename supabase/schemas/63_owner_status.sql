-- Why: the owner's 'Systemstatus' (GET /api/admin/status, docs/operations.md) shows the database,
-- the jobs of the clock, the outbox, the last backup and the last publish in one answer, read in one
-- snapshot. Much of it lives in the private schema, which no request role reads: this function reads
-- it for the owner only (42501 for anyone else, the API's 403 said again). 'Last 24 hours' counts
-- mails given up (`failed`, by when they were queued) and mails Resend reported bounced (by the
-- report's time) after `p_now - 24 hours`; `mails` lists them, newest first (at most 50), with
-- whether 'Erneut senden' can still send one (a failed mail whose content is kept). Nothing personal:
-- kinds, times, counts and the provider's error.
create or replace function public.owner_status(p_now timestamptz)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_since timestamptz := p_now - interval '24 hours';
begin
  if not public.is_owner() then
    raise exception using errcode = '42501', message = 'only the owner can read the status';
  end if;
  return jsonb_build_object(
    'sizeBytes', pg_database_size(current_database()),
    'migrations', (
      select jsonb_build_object('applied', count(*), 'latest', max(s.version))
      from supabase_migrations.schema_migrations s
    ),
    'jobs', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'name', j.name, 'lastRunAt', j.last_run_at, 'ok', j.ok, 'failure', j.failure) order by x.ord), '[]'::jsonb)
      from unnest(array['minute', 'hourly', 'backup']) with ordinality as x(name, ord)
      join private.job_runs j on j.name = x.name
    ),
    'outbox', jsonb_build_object(
      'pending', (select count(*) from public.mail_outbox m where m.status = 'pending'),
      'oldestPendingAt', (select min(m.created_at) from public.mail_outbox m where m.status = 'pending'),
      'failed', (select count(*) from public.mail_outbox m where m.status = 'failed' and m.created_at > v_since),
      'bounced', (
        select count(distinct e.outbox_id) from public.mail_delivery_events e
        where e.type = 'bounced' and e.occurred_at > v_since
      )
    ),
    'lastBackupAt', (select max(b.taken_at) from private.backups b),
    'lastPublish', (
      select jsonb_build_object('status', p.status, 'requestedAt', p.requested_at, 'finishedAt', p.finished_at)
      from public.site_publishes p order by p.requested_at desc limit 1
    ),
    'mails', (
      select coalesce(jsonb_agg(x order by x ->> 'at' desc), '[]'::jsonb)
      from (
        select jsonb_build_object('id', m.id, 'kind', m.kind, 'problem', 'failed', 'at', m.created_at,
          'attempts', m.attempts, 'error', m.last_error, 'retry', m.payload is not null) as x
        from public.mail_outbox m where m.status = 'failed' and m.created_at > v_since
        union all
        select jsonb_build_object('id', m.id, 'kind', m.kind, 'problem', 'bounced', 'at', max(e.occurred_at),
          'attempts', m.attempts, 'error', null, 'retry', false)
        from public.mail_delivery_events e join public.mail_outbox m on m.id = e.outbox_id
        where e.type = 'bounced' and e.occurred_at > v_since
        group by m.id
        order by 1 desc
        limit 50
      ) l(x)
    )
  );
end
$$;

revoke all on function public.owner_status(timestamptz) from public, anon, authenticated;
grant execute on function public.owner_status(timestamptz) to authenticated;

-- Why: 'Erneut senden' on the status page (POST /api/admin/status/outbox/:id/retry): a mail the
-- dispatcher gave up on (`failed`, its content kept until the row's purge) goes back into the
-- outbox as new: pending, no attempts, due at once; the dispatcher sends it with the same
-- idempotency key (its id). The owner only (42501); the log records the step ('mail.retried').
-- Errors: P0002 'not-found' | 22023 'not-failed' (detail: the status) | 'no-content' (given up
-- before its content was kept, or dropped as outdated: it cannot be sent again).
create or replace function public.retry_outbox_mail(p_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  v_actor uuid;
  v_row public.mail_outbox;
begin
  if not public.is_owner() then
    raise exception using errcode = '42501', message = 'only the owner can send mails again';
  end if;
  select * into v_row from public.mail_outbox m where m.id = p_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'not-found';
  end if;
  if v_row.status <> 'failed' then
    raise exception using errcode = '22023', message = 'not-failed', detail = v_row.status;
  end if;
  if v_row.payload is null then
    raise exception using errcode = '22023', message = 'no-content';
  end if;
  update public.mail_outbox m
  set status = 'pending', attempts = 0, next_attempt_at = null, last_error = null
  where m.id = p_id;
  v_actor := case when v_claims ->> 'sub' ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then (v_claims ->> 'sub')::uuid end;
  insert into public.staff_audit_log (actor_id, actor, action, target_type, target_id, target_date, mails)
  values (
    v_actor,
    coalesce((select a.username from public.staff_accounts a where a.id = v_actor), '?'),
    'mail.retried', 'mail', p_id::text,
    (select r.date from public.reservations r where r.id = v_row.reservation_id),
    array[v_row.kind]
  )
  on conflict (txid, target_type, target_id) do nothing;
end
$$;

revoke all on function public.retry_outbox_mail(uuid) from public, anon, authenticated;
grant execute on function public.retry_outbox_mail(uuid) to authenticated;
