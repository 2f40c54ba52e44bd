-- Why: the order list is live across open browsers (docs/data.md#live-changes "live subscription"): every change
-- notifies channel `order_items`; the API forwards it as a Server-Sent Event and the browsers
-- re-fetch. The payload names the row and the operation only, no content.
create function public.notify_order_items_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('order_items', json_build_object('op', lower(tg_op), 'id', new.id)::text);
  return null;
end
$$;

revoke all on function public.notify_order_items_change() from public;

create trigger order_items_notify
  after insert or update on public.order_items
  for each row execute function public.notify_order_items_change();
