-- Why: the per-address limits (booking attempts, contact requests, failed sign-ins per address) and
-- the failed sign-ins per staff account must be counted once for every Node process and every Edge
-- Function isolate, not in each one's memory. One row per counted thing, subject and fixed window;
-- writers upsert and read the current and the previous window (a sliding estimate, see
-- src/server/limits/). Only the API's own database user reads or writes it; rows are deleted by the
-- retention job 24 hours after their window began.
create table private.request_counts (
  -- What is counted: 'booking', 'contact', 'sign-in-address', 'sign-in-account'.
  bucket text not null check (bucket ~ '^[a-z][a-z0-9-]{0,39}$'),
  -- Who: an IPv4 address, an IPv6 /64 network, or a staff account key.
  subject text not null check (char_length(subject) between 1 and 300),
  window_start timestamptz not null,
  hits integer not null default 1 check (hits >= 1),
  primary key (bucket, subject, window_start)
);

comment on table private.request_counts is 'Shared per-address and per-account request counts of the API.';

alter table private.request_counts enable row level security;
revoke all on table private.request_counts from public, anon, authenticated;
