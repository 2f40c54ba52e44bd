-- Why: the floor plan guests book on (docs/booking.md#table-plan). Two rows: the draft staff edit
-- and the deployed plan guests see; staff save the draft, deploy it and discard it once it is live.
create table public.table_plans (
  name text primary key check (name in ('draft', 'deployed')),
  config jsonb not null check (jsonb_typeof(config -> 'areas') = 'object'),
  version integer not null check (version >= 1),
  updated_at timestamptz not null default now()
);

comment on table public.table_plans is 'The draft and the deployed floor plan (spec configData).';

alter table public.table_plans enable row level security;
revoke all on table public.table_plans from anon, authenticated;
grant select on table public.table_plans to anon, authenticated;
grant select, insert, update, delete on table public.table_plans to authenticated;

create policy "Anyone can read the deployed table plan"
  on public.table_plans for select
  to anon, authenticated
  using (name = 'deployed');

create policy "Staff can read every table plan"
  on public.table_plans for select
  to authenticated
  using ((select public.is_staff()));

create policy "The owner can create table plans"
  on public.table_plans for insert
  to authenticated
  with check ((select public.is_owner()));

create policy "The owner can change table plans"
  on public.table_plans for update
  to authenticated
  using ((select public.is_owner()))
  with check ((select public.is_owner()));

create policy "The owner can discard the draft table plan"
  on public.table_plans for delete
  to authenticated
  using ((select public.is_owner()) and name = 'draft');

-- Why: one reading of the plan guests book on, for every function that checks or picks tables: the
-- deployed plan's tables, each id once, with its seats.
create or replace function private.deployed_tables()
returns table (id integer, capacity integer)
language sql
stable
set search_path = ''
as $$
  select distinct on ((e ->> 'id')::integer) (e ->> 'id')::integer, (e ->> 'capacity')::integer
  from public.table_plans p
  cross join lateral jsonb_each(p.config -> 'areas') a
  cross join lateral jsonb_array_elements(a.value -> 'elements') e
  where p.name = 'deployed' and e ->> 'type' = 'table'
  order by (e ->> 'id')::integer
$$;

-- Only its owner calls it: the booking functions run as owner (security definer).
revoke all on function private.deployed_tables() from public, anon, authenticated;

-- Why: every deployment writes a record (tables, areas and the other structures such as bar,
-- walls and labels) so staff can tell which version went live when and who put it live. The author
-- is the staff account, not an address kept for ever: a deleted account leaves the record without
-- an author.
create table public.table_plan_deployments (
  id bigint generated always as identity primary key,
  version integer not null,
  deployed_at timestamptz not null default now(),
  table_count integer not null,
  areas text[] not null,
  table_data jsonb not null,
  structures jsonb not null default '[]'::jsonb check (jsonb_typeof(structures) = 'array'),
  deployed_by_staff_id uuid references public.staff_accounts (id) on delete set null
);

comment on table public.table_plan_deployments is 'One row per plan deployment, for staff.';
comment on column public.table_plan_deployments.structures is 'Non-table elements of the plan: area, type, id.';
comment on column public.table_plan_deployments.deployed_by_staff_id is 'The staff account that deployed; null once deleted.';

create index table_plan_deployments_deployed_by on public.table_plan_deployments (deployed_by_staff_id);

alter table public.table_plan_deployments enable row level security;
revoke all on table public.table_plan_deployments from anon, authenticated;
grant select, insert on table public.table_plan_deployments to authenticated;

create policy "Staff can read plan deployments"
  on public.table_plan_deployments for select
  to authenticated
  using ((select public.is_staff()));

create policy "The owner can record plan deployments"
  on public.table_plan_deployments for insert
  to authenticated
  with check ((select public.is_owner()));

-- The pub's current floor: tables 1-10 downstairs, 11-15 upstairs (docs/data.md#tables "Default tables").
insert into public.table_plans (name, config, version)
values ('deployed', '{"areas": {"unten": {"name": "Unten", "elements": [{"type": "rectangle", "id": "unten-bar", "x": 40, "y": 40, "width": 400, "height": 60, "rotation": 0, "color": "#c8a46e", "strokeColor": "#5b4636", "strokeWidth": 2}, {"type": "text", "id": "unten-bar-label", "x": 40, "y": 56, "width": 400, "height": 30, "rotation": 0, "text": "Theke", "fontSize": 18, "color": "#3b2f2f", "backgroundColor": "#ffffff", "hasBackground": false}, {"type": "table", "id": 1, "x": 60, "y": 160, "width": 100, "height": 60, "rotation": 0, "capacity": 6, "shape": "rectangle", "color": "#8b5a2b"}, {"type": "table", "id": 2, "x": 220, "y": 160, "width": 100, "height": 60, "rotation": 0, "capacity": 6, "shape": "rectangle", "color": "#8b5a2b"}, {"type": "table", "id": 3, "x": 380, "y": 160, "width": 120, "height": 60, "rotation": 0, "capacity": 7, "shape": "rectangle", "color": "#8b5a2b"}, {"type": "table", "id": 4, "x": 580, "y": 140, "width": 260, "height": 80, "rotation": 0, "capacity": 12, "shape": "rectangle", "color": "#8b5a2b"}, {"type": "table", "id": 5, "x": 60, "y": 300, "width": 80, "height": 80, "rotation": 0, "capacity": 6, "shape": "round", "color": "#8b5a2b"}, {"type": "table", "id": 6, "x": 200, "y": 300, "width": 120, "height": 60, "rotation": 0, "capacity": 7, "shape": "rectangle", "color": "#8b5a2b"}, {"type": "table", "id": 7, "x": 380, "y": 300, "width": 140, "height": 60, "rotation": 0, "capacity": 8, "shape": "rectangle", "color": "#8b5a2b"}, {"type": "table", "id": 8, "x": 580, "y": 300, "width": 140, "height": 60, "rotation": 0, "capacity": 8, "shape": "rectangle", "color": "#8b5a2b"}, {"type": "table", "id": 9, "x": 780, "y": 300, "width": 60, "height": 60, "rotation": 0, "capacity": 4, "shape": "square", "color": "#8b5a2b"}, {"type": "table", "id": 10, "x": 60, "y": 460, "width": 100, "height": 60, "rotation": 0, "capacity": 6, "shape": "rectangle", "color": "#8b5a2b"}, {"type": "line", "id": "unten-wall", "x1": 0, "y1": 580, "x2": 640, "y2": 580, "strokeColor": "#3b2f2f", "strokeWidth": 6, "rotation": 0}, {"type": "text", "id": "unten-entrance", "x": 700, "y": 560, "width": 140, "height": 30, "rotation": 0, "text": "Eingang", "fontSize": 16, "color": "#3b2f2f", "backgroundColor": "#ffffff", "hasBackground": false}, {"type": "rectangle", "id": "unten-stairs", "x": 240, "y": 440, "width": 120, "height": 100, "rotation": 0, "color": "#e8dcc6", "strokeColor": "#5b4636", "strokeWidth": 2}, {"type": "text", "id": "unten-stairs-label", "x": 240, "y": 476, "width": 120, "height": 30, "rotation": 0, "text": "Treppe nach oben", "fontSize": 13, "color": "#3b2f2f", "backgroundColor": "#ffffff", "hasBackground": false}]}, "oben": {"name": "Oben", "elements": [{"type": "table", "id": 11, "x": 80, "y": 120, "width": 100, "height": 60, "rotation": 0, "capacity": 6, "shape": "rectangle", "color": "#8b5a2b"}, {"type": "table", "id": 12, "x": 300, "y": 120, "width": 100, "height": 60, "rotation": 0, "capacity": 6, "shape": "rectangle", "color": "#8b5a2b"}, {"type": "table", "id": 13, "x": 520, "y": 120, "width": 100, "height": 60, "rotation": 0, "capacity": 6, "shape": "rectangle", "color": "#8b5a2b"}, {"type": "table", "id": 14, "x": 180, "y": 320, "width": 100, "height": 60, "rotation": 0, "capacity": 6, "shape": "rectangle", "color": "#8b5a2b"}, {"type": "table", "id": 15, "x": 420, "y": 320, "width": 100, "height": 60, "rotation": 0, "capacity": 6, "shape": "rectangle", "color": "#8b5a2b"}, {"type": "rectangle", "id": "oben-stairs", "x": 720, "y": 440, "width": 120, "height": 100, "rotation": 0, "color": "#e8dcc6", "strokeColor": "#5b4636", "strokeWidth": 2}, {"type": "text", "id": "oben-stairs-label", "x": 720, "y": 476, "width": 120, "height": 30, "rotation": 0, "text": "Treppe", "fontSize": 14, "color": "#3b2f2f", "backgroundColor": "#ffffff", "hasBackground": false}, {"type": "text", "id": "oben-dart", "x": 700, "y": 120, "width": 160, "height": 30, "rotation": 0, "text": "Dartscheibe", "fontSize": 14, "color": "#3b2f2f", "backgroundColor": "#ffffff", "hasBackground": false}, {"type": "rectangle", "id": "oben-dart-board", "x": 760, "y": 160, "width": 40, "height": 40, "rotation": 0, "color": "#2f5d3a", "strokeColor": "#5b4636", "strokeWidth": 2}]}}, "settings": {"canvasWidth": 900, "canvasHeight": 600, "gridSize": 20}}'::jsonb, 1);

insert into public.table_plan_deployments (version, table_count, areas, table_data)
values (1, 15, array['unten', 'oben'], '[{"id": 1, "capacity": 6, "area": "unten"}, {"id": 2, "capacity": 6, "area": "unten"}, {"id": 3, "capacity": 7, "area": "unten"}, {"id": 4, "capacity": 12, "area": "unten"}, {"id": 5, "capacity": 6, "area": "unten"}, {"id": 6, "capacity": 7, "area": "unten"}, {"id": 7, "capacity": 8, "area": "unten"}, {"id": 8, "capacity": 8, "area": "unten"}, {"id": 9, "capacity": 4, "area": "unten"}, {"id": 10, "capacity": 6, "area": "unten"}, {"id": 11, "capacity": 6, "area": "oben"}, {"id": 12, "capacity": 6, "area": "oben"}, {"id": 13, "capacity": 6, "area": "oben"}, {"id": 14, "capacity": 6, "area": "oben"}, {"id": 15, "capacity": 6, "area": "oben"}]'::jsonb);
