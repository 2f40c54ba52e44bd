-- Why: staff edit the floor plan in the editor (save the draft, deploy it live, discard the draft
-- once it is live) and read the deployment records; guests keep reading only the deployed plan.
grant select, insert, update, delete on table public.table_plans to authenticated;
grant select, insert on table public.table_plan_deployments to authenticated;

create policy "Staff can read every table plan"
  on public.table_plans for select
  to authenticated
  using ((select public.is_staff()));

create policy "Staff can create table plans"
  on public.table_plans for insert
  to authenticated
  with check ((select public.is_staff()));

create policy "Staff can change table plans"
  on public.table_plans for update
  to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

create policy "Staff can discard the draft table plan"
  on public.table_plans for delete
  to authenticated
  using ((select public.is_staff()) and name = 'draft');

create policy "Staff can read plan deployments"
  on public.table_plan_deployments for select
  to authenticated
  using ((select public.is_staff()));

create policy "Staff can record plan deployments"
  on public.table_plan_deployments for insert
  to authenticated
  with check ((select public.is_staff()));
