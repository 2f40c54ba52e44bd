-- Why: editors publish from the live site (docs/publishing.md): the queue, progress and history of
-- 'Veröffentlichen', and who may use it.

-- Why: who may edit the site's content and publish it (docs/publishing.md): the owner and the
-- editors, never the evening's staff role alone. Every publishing policy uses it.
create or replace function public.can_publish()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'staff_role' in ('admin', 'editor'),
    false
  )
$$;

revoke all on function public.can_publish() from public, anon, authenticated;
grant execute on function public.can_publish() to anon, authenticated;

-- Why: 'Veröffentlichen' (docs/publishing.md). Each press is a row; the Node server's publisher
-- builds the queued one in a separate process, reports its step and percent here (the staff
-- screen polls them), commits the content to the deployment's git checkout and switches the site.
-- One builds at a time and at most one waits: a press while one waits joins it (the next build
-- takes every saved change anyway), a restore turns the waiting one into that restore.
create table public.site_publishes (
  id bigint generated always as identity primary key,
  status text not null default 'queued' check (status in ('queued', 'building', 'live', 'failed')),
  author_id uuid references public.staff_accounts (id) on delete set null,
  -- The account's name and address when it pressed: the commit's author.
  author_name text not null check (length(author_name) between 1 and 200),
  author_email text not null check (length(author_email) between 3 and 320),
  -- A restore builds the content of that earlier publish.
  restore_of bigint references public.site_publishes (id) on delete set null,
  requested_at timestamptz not null default private.clock(),
  started_at timestamptz,
  finished_at timestamptz,
  -- The publisher's sign of life while it builds; a build without one for 2 minutes was cut off.
  heartbeat_at timestamptz,
  step text check (step in ('check', 'pages', 'images', 'switch')),
  percent smallint not null default 0 check (percent between 0 and 100),
  -- Why a publish failed, in German, naming the file and the field where the build did.
  message text check (length(message) <= 2000),
  commit_sha text check (commit_sha ~ '^[0-9a-f]{40}$'),
  -- What changed, one German line per file ('Veranstaltung „…“ geändert').
  summary text[] not null default '{}',
  constraint site_publishes_finished check ((status in ('live', 'failed')) = (finished_at is not null)),
  constraint site_publishes_started check (status = 'queued' or started_at is not null)
);

comment on table public.site_publishes is 'Publishes of the site by editors: queue, progress and history (docs/publishing.md).';

create unique index site_publishes_one_building on public.site_publishes ((true)) where status = 'building';
create unique index site_publishes_one_waiting on public.site_publishes ((true)) where status = 'queued';

alter table public.site_publishes enable row level security;
revoke all on table public.site_publishes from anon, authenticated;
grant select on table public.site_publishes to authenticated;
-- A press names who pressed and what to restore; the state, the progress and the result are the
-- publisher's (the server's own connection), never a request's.
grant insert (author_id, author_name, author_email, restore_of, requested_at) on table public.site_publishes to authenticated;
grant update (author_id, author_name, author_email, restore_of, requested_at) on table public.site_publishes to authenticated;

-- Why: a press is the signed-in account's own, and a restore names a publish that went live.
create or replace function private.is_own_press(p_author uuid, p_restore_of bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_author = (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid
    and (
      p_restore_of is null
      or exists (select 1 from public.site_publishes p where p.id = p_restore_of and p.status = 'live')
    )
$$;

revoke all on function private.is_own_press(uuid, bigint) from public, anon, authenticated;
grant execute on function private.is_own_press(uuid, bigint) to authenticated;

create policy "Editors and the owner can read the publishes"
  on public.site_publishes for select
  to authenticated
  using (public.can_publish());

create policy "Editors and the owner can ask for a publish in their own name"
  on public.site_publishes for insert
  to authenticated
  with check (public.can_publish() and status = 'queued' and private.is_own_press(author_id, restore_of));

create policy "Editors and the owner can take over the waiting publish in their own name"
  on public.site_publishes for update
  to authenticated
  using (public.can_publish() and status = 'queued')
  with check (public.can_publish() and status = 'queued' and private.is_own_press(author_id, restore_of));

-- The owner's 'Protokoll' shows who pressed 'Veröffentlichen' (docs/roles.md#log); the publisher's
-- own writes carry no staff claims and are not logged, 'Verlauf' shows their outcome.
create trigger site_publishes_audit after insert or update on public.site_publishes
  for each row execute function private.audit_staff_write('publish', 'id', '-');
