-- Why: two-factor sign-in (docs/roles.md#two-factor): sealed TOTP secrets, recovery codes, sign-ins
-- waiting for their code, and the roles that must use it.

-- Why: two-factor sign-in (docs/roles.md#two-factor). An account's TOTP secret is stored sealed
-- (AES-GCM, the key outside this table), set up first and enabled once a code from the app proved
-- it; `last_step` is the last accepted 30-second step, so a code is accepted once. Server only.
create table public.staff_two_factor (
  staff_id uuid primary key references public.staff_accounts (id) on delete cascade,
  secret_sealed text not null check (secret_sealed ~ '^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$'),
  created_at timestamptz not null,
  -- null while being set up: sign-in does not ask for a code yet.
  enabled_at timestamptz,
  last_step bigint
);

comment on table public.staff_two_factor is 'TOTP secrets of staff accounts, sealed; server only.';

alter table public.staff_two_factor enable row level security;
revoke all on table public.staff_two_factor from anon, authenticated;

-- Why: ten one-time recovery codes per account for a lost phone; kept as SHA-256 (each has 50 random
-- bits, so a slow hash adds nothing) and struck off when used.
create table public.staff_recovery_codes (
  staff_id uuid not null references public.staff_two_factor (staff_id) on delete cascade,
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  used_at timestamptz,
  primary key (staff_id, code_hash)
);

comment on table public.staff_recovery_codes is 'One-time recovery codes of two-factor sign-in (hashed); server only.';

alter table public.staff_recovery_codes enable row level security;
revoke all on table public.staff_recovery_codes from anon, authenticated;

-- Why: between the password and the code a sign-in is half done. The browser holds a random token
-- (HttpOnly cookie) for 5 minutes and at most 5 codes; the table keeps its SHA-256. No session
-- exists until the code is right.
create table public.staff_login_challenges (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  staff_id uuid not null references public.staff_accounts (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  attempts integer not null default 0 check (attempts >= 0),
  check (expires_at > created_at)
);

comment on table public.staff_login_challenges is 'Sign-ins waiting for their two-factor code; server only.';

alter table public.staff_login_challenges enable row level security;
revoke all on table public.staff_login_challenges from anon, authenticated;

-- Why: the owner can require two-factor sign-in per role. An account of such a role without it may
-- sign in, but the API lets it reach only its own account until it has set it up.
create table public.staff_two_factor_roles (
  role text primary key check (role in ('admin', 'staff', 'editor'))
);

comment on table public.staff_two_factor_roles is 'Roles whose accounts must use two-factor sign-in; server only.';

alter table public.staff_two_factor_roles enable row level security;
revoke all on table public.staff_two_factor_roles from anon, authenticated;
