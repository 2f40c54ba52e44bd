-- Why: the spec's deployment record also lists the plan's structures (bar, walls, labels: every
-- element that is not a table) and staff want to know who put a plan live.
alter table public.table_plan_deployments
  add column structures jsonb not null default '[]'::jsonb check (jsonb_typeof(structures) = 'array'),
  add column deployed_by text;

comment on column public.table_plan_deployments.structures is 'Non-table elements of the plan: area, type, id.';
comment on column public.table_plan_deployments.deployed_by is 'E-mail of the staff member who deployed.';
