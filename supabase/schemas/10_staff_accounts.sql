-- Why: staff sign in on the server (not in the browser): each account has an e-mail, a user name
-- (the first admin is `admin`), a role and a slow password hash (argon2id, or bcrypt cost >= 12).
-- An invited account has no password until its holder sets one from the invitation link; a
-- deactivated one keeps its row (the log names it) but cannot sign in. Only the API's own database
-- user reads this table, to authenticate; the API roles get nothing.
create table public.staff_accounts (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  username text not null unique check (username ~ '^[a-z0-9._-]{2,40}$'),
  -- admin: the owner ('Inhaber/in'); staff: the evening ('Service'); editor: the content ('Redaktion').
  role text not null check (role in ('admin', 'staff', 'editor')),
  -- null: invited, no password set yet (nobody can sign in as it).
  password_hash text
    check (password_hash like '$argon2id$%' or password_hash ~ '^\$2[aby]\$(1[2-9]|[23][0-9])\$'),
  created_at timestamptz not null default now(),
  password_changed_at timestamptz not null default now(),
  -- false: deactivated by the owner; its sessions ended and sign-in is refused.
  active boolean not null default true,
  last_sign_in_at timestamptz,
  -- Why: wrong two-factor codes typed after the right password since the last right code, counted
  -- here so every process sees one run (docs/roles.md#two-factor): 10 mail the account, 50 lock it.
  wrong_codes integer not null default 0 check (wrong_codes >= 0),
  -- Why: set at the 50th wrong code in a row; sign-in is refused until a password is set from a
  -- reset link (or by the staff command), since whoever typed them knows the password.
  codes_locked_at timestamptz
);

comment on table public.staff_accounts is 'Staff who may sign in; read only by the API to authenticate.';

-- The one e-mail rule of the forms (supabase/schemas/06_guest_text.sql), lower case. NOT VALID:
-- accounts made before the rule was this strict are kept; every new or changed row is checked.
alter table public.staff_accounts add constraint staff_accounts_email_check check (
  email = lower(email) and email::public.email_address = email
) not valid;

alter table public.staff_accounts enable row level security;
revoke all on table public.staff_accounts from anon, authenticated;

-- Why: the day view says who entered or last changed a booking; staff accounts themselves stay
-- unreadable for the API roles, so staff get the address alone.
create or replace function public.staff_email(p_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select a.email from public.staff_accounts a where a.id = p_id and public.is_staff()
$$;

revoke all on function public.staff_email(uuid) from public, anon, authenticated;
grant execute on function public.staff_email(uuid) to authenticated;
