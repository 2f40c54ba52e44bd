-- Why: btree_gist lets one exclusion constraint combine "same table" (=) with "overlapping time"
-- (&&), which is how double bookings are made impossible; pgcrypto gives digest() and
-- gen_random_bytes() for tokens and secrets. Schema `extensions` as on Supabase.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated;

create extension if not exists btree_gist with schema extensions;
create extension if not exists pgcrypto with schema extensions;

-- Why: Supabase's REST and GraphQL layers publish every function in `public` that `anon` may
-- execute. What a guest must reach only through the API (which adds the per-address limits, the
-- proof of work and the clock) lives in `private`, which is not published (supabase/config.toml
-- lists the exposed schemas); the API's roles reach it directly.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated;
