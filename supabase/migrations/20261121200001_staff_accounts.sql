-- Why: staff sign in on the server (not in the browser): each account has an e-mail, a user name
-- (the first admin is `admin`), a role and a slow password hash (argon2id, or bcrypt cost >= 12).
-- Only the API's own database user reads this table, to authenticate; the API roles get nothing.
create table public.staff_accounts (
  id uuid primary key default gen_random_uuid(),
  email text not null unique
    check (email = lower(email) and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  username text not null unique check (username ~ '^[a-z0-9._-]{2,40}$'),
  role text not null check (role in ('admin', 'staff')),
  password_hash text not null
    check (password_hash like '$argon2id$%' or password_hash ~ '^\$2[aby]\$(1[2-9]|[23][0-9])\$'),
  created_at timestamptz not null default now(),
  password_changed_at timestamptz not null default now()
);

comment on table public.staff_accounts is 'Staff who may sign in; read only by the API to authenticate.';

alter table public.staff_accounts enable row level security;
revoke all on table public.staff_accounts from anon, authenticated;
