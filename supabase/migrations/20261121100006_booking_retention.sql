-- Why: the privacy text promises that reservation data is deleted at the latest 24 hours after
-- the reservation. Reservations go 23 hours after their end, and with them their mails (also
-- undelivered ones: privacy wins over a mail that could not be sent for a day). The server runs
-- this on start and hourly, so each row is gone between 23 and 24 hours after the reservation
-- ended; on Supabase pg_cron runs it (next migration). Returns what it deleted.
create function public.purge_expired_bookings(p_now timestamptz default now())
returns table (purged_reservations integer, purged_mails integer)
language plpgsql
volatile
set search_path = ''
as $$
begin
  delete from public.reservations r where r.ends_at <= p_now - interval '23 hours';
  get diagnostics purged_reservations = row_count;
  delete from public.mail_outbox m where m.purge_after <= p_now;
  get diagnostics purged_mails = row_count;
  return next;
end
$$;

revoke all on function public.purge_expired_bookings(timestamptz) from public;
