-- Why: the owner invites staff from the browser and can send a password-reset link
-- (docs/roles.md#accounts). Each link's secret travels only in its mail; the table keeps its SHA-256,
-- when it ends (invitations 48 hours, resets 24 hours) and when it was used, so it works once.
-- Only the API's own database user reads it; the API roles get nothing.
create table public.staff_account_links (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  staff_id uuid not null references public.staff_accounts (id) on delete cascade,
  purpose text not null check (purpose in ('invitation', 'reset')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  check (expires_at > created_at)
);

comment on table public.staff_account_links is 'One-time links to set a password (invitation, reset); server only.';

create index staff_account_links_staff_id on public.staff_account_links (staff_id);

alter table public.staff_account_links enable row level security;
revoke all on table public.staff_account_links from anon, authenticated;
