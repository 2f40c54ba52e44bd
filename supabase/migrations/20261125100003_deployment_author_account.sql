-- Why: a plan deployment names who deployed it by the staff account, not by an e-mail address
-- kept for ever: the record outlives the person's account and their address. A deleted account
-- leaves the deployment without an author.
alter table public.table_plan_deployments
  add column deployed_by_staff_id uuid references public.staff_accounts (id) on delete set null;

update public.table_plan_deployments d
set deployed_by_staff_id = a.id
from public.staff_accounts a
where lower(a.email) = lower(d.deployed_by);

alter table public.table_plan_deployments drop column deployed_by;

comment on column public.table_plan_deployments.deployed_by_staff_id is 'The staff account that deployed; null once deleted.';

create index table_plan_deployments_deployed_by on public.table_plan_deployments (deployed_by_staff_id);
