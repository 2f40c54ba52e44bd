-- Why: roles that hold in the database too (docs/roles.md#roles). An account is the owner (admin),
-- runs the evening (staff) or edits the content (editor, no guest data: is_staff() is false for
-- it). Settings, the week, its exceptions and the table plan are the owner's to change; staff
-- cancel a booking only with its guest told, and deleting one without a word is the owner's.

alter table public.staff_accounts drop constraint staff_accounts_role_check;
alter table public.staff_accounts add constraint staff_accounts_role_check
  check (role in ('admin', 'staff', 'editor'));

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

drop policy "Staff can change business settings" on public.business_settings;
create policy "The owner can change business settings"
  on public.business_settings for update
  to authenticated
  using (public.is_owner())
  with check (public.is_owner());

drop policy "Staff can change the week" on public.booking_week;
create policy "The owner can change the week"
  on public.booking_week for update
  to authenticated
  using (public.is_owner())
  with check (public.is_owner());

drop policy "Staff can manage dated exceptions" on public.schedule_exceptions;
create policy "Staff can read dated exceptions"
  on public.schedule_exceptions for select
  to authenticated
  using (public.is_staff());

create policy "The owner can manage dated exceptions"
  on public.schedule_exceptions for all
  to authenticated
  using (public.is_owner())
  with check (public.is_owner());

drop policy "Staff can create table plans" on public.table_plans;
create policy "The owner can create table plans"
  on public.table_plans for insert
  to authenticated
  with check ((select public.is_owner()));

drop policy "Staff can change table plans" on public.table_plans;
create policy "The owner can change table plans"
  on public.table_plans for update
  to authenticated
  using ((select public.is_owner()))
  with check ((select public.is_owner()));

drop policy "Staff can discard the draft table plan" on public.table_plans;
create policy "The owner can discard the draft table plan"
  on public.table_plans for delete
  to authenticated
  using ((select public.is_owner()) and name = 'draft');

drop policy "Staff can record plan deployments" on public.table_plan_deployments;
create policy "The owner can record plan deployments"
  on public.table_plan_deployments for insert
  to authenticated
  with check ((select public.is_owner()));

-- Why: staff cancel a booking only with its guest told (docs/roles.md#roles): the delete policy on
-- reservations asks whether this booking's cancellation mail is queued. The outbox is closed to the
-- request roles, so the question runs as owner and answers only yes or no.
create or replace function public.cancellation_queued(p_reservation_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select from public.mail_outbox m
    where m.reservation_id = p_reservation_id and m.kind = 'reservation-cancelled' and m.status = 'pending'
  )
$$;

revoke all on function public.cancellation_queued(uuid) from public, anon, authenticated;
grant execute on function public.cancellation_queued(uuid) to authenticated;

-- Staff cancel a booking only with its guest told (the cancellation mail queued in the same
-- transaction, or no address to tell); deleting one without a word is the owner's.
drop policy "Staff can delete reservations" on public.reservations;
create policy "Staff can cancel reservations, the owner can delete them"
  on public.reservations for delete
  to authenticated
  using (public.is_owner() or (public.is_staff() and (customer_email is null or public.cancellation_queued(id))));
