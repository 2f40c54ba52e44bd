-- Why: failed sign-ins are counted per account name and per IP address to slow down password
-- guessing; kept in the database so that every server process (and every Edge Function
-- instance) sees the same counts. Rows older than the throttling window are deleted by the API.
create table public.staff_login_failures (
  id bigint generated always as identity primary key,
  -- The identifier as typed (lower-cased), so unknown names are throttled exactly like real ones.
  account_key text not null,
  ip text not null,
  failed_at timestamptz not null
);

create index staff_login_failures_account on public.staff_login_failures (account_key, failed_at);
create index staff_login_failures_ip on public.staff_login_failures (ip, failed_at);

comment on table public.staff_login_failures is 'Recent failed staff sign-ins, for throttling.';

alter table public.staff_login_failures enable row level security;
revoke all on table public.staff_login_failures from anon, authenticated;
