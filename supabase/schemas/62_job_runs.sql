-- Why: a clock job that stopped must be seen before guests complain (docs/operations.md). Each job
-- of the clock writes its last run and outcome here from its own entry point, whichever process
-- runs it (the Node server or pg_cron): 'minute' (private.run_minute_jobs()), 'hourly'
-- (private.run_hourly_jobs()) and 'backup' (the Node server's nightly file). The owner's status
-- page and `GET /api/health` read it; one row per job, so it never grows.
create table private.job_runs (
  name text primary key check (name in ('minute', 'hourly', 'backup')),
  last_run_at timestamptz not null,
  ok boolean not null,
  -- What went wrong in the last run (the database's message), null when it went well.
  failure text check (failure is null or char_length(failure) <= 1000),
  check (ok = (failure is null))
);

comment on table private.job_runs is 'Each clock job''s last run and outcome, for the status page and the health check.';

alter table private.job_runs enable row level security;
revoke all on table private.job_runs from public, anon, authenticated;

-- Why: one way for every job to record a run, so the record means the same for each. A later run
-- replaces the row; an earlier one (a slow runner finishing after a newer run was recorded) never
-- does, so the row always tells the newest run. `p_failure` null: the run went well.
create or replace function private.record_job_run(p_name text, p_at timestamptz, p_failure text default null)
returns void
language sql
volatile
set search_path = ''
as $$
  insert into private.job_runs as j (name, last_run_at, ok, failure)
  values (p_name, p_at, p_failure is null, left(p_failure, 1000))
  on conflict (name) do update
    set last_run_at = excluded.last_run_at, ok = excluded.ok, failure = excluded.failure
    where j.last_run_at <= excluded.last_run_at;
$$;

revoke all on function private.record_job_run(text, timestamptz, text) from public, anon, authenticated;
