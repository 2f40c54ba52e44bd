-- Why: Supabase's REST and GraphQL layers publish every function in `public` that `anon` may
-- execute. A guest must book and cancel only through the API, which adds the per-IP limit and the
-- "not in the past" check (the API owns the clock). Schema `private` is not published
-- (supabase/config.toml lists the exposed schemas); the API's roles reach it directly.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated;

alter function public.book_table(date, time, time, integer, integer, text, text, text, text) set schema private;
alter function public.reservation_for_cancellation(text) set schema private;
alter function public.cancel_reservation_by_guest(text) set schema private;
