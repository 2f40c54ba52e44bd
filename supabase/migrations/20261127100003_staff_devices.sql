-- Why: a sign-in lane for browsers that signed in before (docs/roles.md#known-devices), so a
-- flood from many addresses cannot keep the owner out; see supabase/schemas/15_staff_devices.sql.

-- Why: known devices (OWASP's "device cookies", docs/roles.md#known-devices). A browser that signed
-- in to an account keeps a random token for it in the cookie `__Host-staff_device`; this table keeps
-- the token's SHA-256, the account and the attempts since the device's last success. Its sign-in
-- attempts for that account skip the per-address limit and the shared password-hash queue, so a
-- flood from many addresses does not keep the owner's tablet out; 5 attempts without a success
-- void it. Rows unused for 90 days are deleted hourly (private.purge_staff_records). Server only.
create table public.staff_devices (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  staff_id uuid not null references public.staff_accounts (id) on delete cascade,
  created_at timestamptz not null,
  last_used_at timestamptz not null,
  failures integer not null default 0 check (failures >= 0)
);

comment on table public.staff_devices is 'Browsers that signed in to a staff account before (hashed device tokens); server only.';

create index staff_devices_staff on public.staff_devices (staff_id);
create index staff_devices_last_used on public.staff_devices (last_used_at);

alter table public.staff_devices enable row level security;
revoke all on table public.staff_devices from anon, authenticated;
