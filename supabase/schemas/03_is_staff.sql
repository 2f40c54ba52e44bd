-- Why: one definition of "this request comes from a signed-in staff member", used by every staff
-- policy. The API sets `request.jwt.claims` only after it verified the staff session, as
-- Supabase's API does after verifying a JWT; `anon` requests carry no claims.
create or replace function public.is_staff()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'staff_role' in ('admin', 'staff'),
    false
  )
$$;

revoke all on function public.is_staff() from public, anon, authenticated;
grant execute on function public.is_staff() to anon, authenticated;

-- Why: what only the owner may do (docs/roles.md#roles): settings, the week and its exceptions, the
-- table plan, deleting a booking without telling its guest. Every owner-only policy uses it.
create or replace function public.is_owner()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'staff_role' = 'admin',
    false
  )
$$;

revoke all on function public.is_owner() from public, anon, authenticated;
grant execute on function public.is_owner() to anon, authenticated;
