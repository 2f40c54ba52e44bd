-- Why: the internal order list staff keep (docs/data.md#tables "Order item"): things to re-order for the bar.
-- Items are never deleted, only marked deleted with a timestamp (docs/data.md#tables), so nothing is lost by a
-- slip of the finger. Only signed-in staff may read or change them.
create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  text text not null check (text = btrim(text) and length(text) between 1 and 200),
  notes text not null default '' check (length(notes) <= 1000),
  status text not null default 'active' check (status in ('active', 'deleted')),
  created_at timestamptz not null default now(),
  created_by text not null default 'Mitarbeiter',
  deleted_at timestamptz,
  updated_at timestamptz,
  check ((status = 'deleted') = (deleted_at is not null))
);

create index order_items_active on public.order_items (created_at desc) where status = 'active';

comment on table public.order_items is 'Internal order list of the staff; soft-deleted via status.';

alter table public.order_items enable row level security;
revoke all on table public.order_items from anon, authenticated;
grant select, insert, update on table public.order_items to authenticated;

create policy "Staff can read order items"
  on public.order_items for select
  to authenticated
  using (public.is_staff());

create policy "Staff can add order items"
  on public.order_items for insert
  to authenticated
  with check (public.is_staff() and status = 'active' and deleted_at is null);

create policy "Staff can change order items"
  on public.order_items for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

-- Why: the order list is live across open browsers (docs/data.md#live-changes "live subscription"): every change
-- notifies channel `order_items`; the API forwards it as a Server-Sent Event and the browsers
-- re-fetch. The payload names the row and the operation only, no content.
create or replace function public.notify_order_items_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('order_items', json_build_object('op', lower(tg_op), 'id', new.id)::text);
  return null;
end
$$;

revoke all on function public.notify_order_items_change() from public, anon, authenticated;

create trigger order_items_notify
  after insert or update on public.order_items
  for each row execute function public.notify_order_items_change();
