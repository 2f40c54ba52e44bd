-- Why: the privacy text promises that request counts (with addresses) and failed sign-ins are kept
-- at most 24 hours, and spent proofs only until their challenge expires. The Node server runs this
-- hourly with the booking retention; on Supabase pg_cron runs it (below). Returns what it deleted.
create function private.purge_security_records(p_now timestamptz default now())
returns table (purged_counts integer, purged_proofs integer)
language plpgsql
volatile
set search_path = ''
as $$
begin
  delete from private.request_counts c where c.window_start <= p_now - interval '24 hours';
  get diagnostics purged_counts = row_count;
  delete from private.spent_proofs p where p.expires_at <= p_now;
  get diagnostics purged_proofs = row_count;
  return next;
end
$$;

revoke all on function private.purge_security_records(timestamptz) from public, anon, authenticated;

do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron') then
    begin
      execute $job$select cron.schedule('purge-security-records', '17 * * * *', 'select private.purge_security_records()')$job$;
    exception when others then
      raise notice 'pg_cron not usable (%); security records are purged by the Node server only', sqlerrm;
    end;
  end if;
end
$$;
