-- Why: a signed-in browser holds an opaque random token in an HttpOnly cookie; the database keeps
-- only its SHA-256, so a leaked table cannot be replayed. The expiry is absolute (4 hours after
-- sign-in) and enforced by the API; signing out deletes the row.
create table public.staff_sessions (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  staff_id uuid not null references public.staff_accounts (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  check (expires_at > created_at)
);

create index staff_sessions_staff_id on public.staff_sessions (staff_id);
create index staff_sessions_expires_at on public.staff_sessions (expires_at);

comment on table public.staff_sessions is 'Open staff sessions (hashed tokens); read only by the API.';

alter table public.staff_sessions enable row level security;
revoke all on table public.staff_sessions from anon, authenticated;
