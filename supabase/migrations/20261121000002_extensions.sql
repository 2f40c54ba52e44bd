-- Why: btree_gist lets one exclusion constraint combine "same table" (=) with "overlapping time"
-- (&&), which is how double bookings are made impossible; pgcrypto gives digest() and
-- gen_random_bytes() for session tokens. Schema `extensions` as on Supabase.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated;

create extension if not exists btree_gist with schema extensions;
create extension if not exists pgcrypto with schema extensions;
