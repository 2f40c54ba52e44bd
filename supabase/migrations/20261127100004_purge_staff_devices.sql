-- Why: known devices (20261127100003) unused for 90 days, their cookie's lifetime, are deleted by
-- the hourly staff retention job with the other staff records.

-- Why: the log is kept 90 days, spent or expired account links and half-done sign-ins go at once,
-- and known devices unused for 90 days (their cookie's lifetime) go too (docs/privacy: staff). Run
-- hourly with the other retention jobs. Returns what it deleted.
create or replace function private.purge_staff_records(p_now timestamptz default now())
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
