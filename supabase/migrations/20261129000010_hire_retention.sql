-- Why: the hour's jobs clear a hire's personal data 30 days after its evening (issue 42).
-- Why: every hourly job of the clock in one list, so the Node server and pg_cron run the same
-- ones (docs/architecture.md "Jobs by the clock"): reservations and their mails, request counts
-- and spent proofs, ended staff sessions, the waitlist of past days, past quiz nights' teams, the
-- staff log and spent account links, hire inquiries' personal data. Each job runs in its own subtransaction: one that fails is
-- reported in its row and the others still delete. Deleting is idempotent, so two runners at the
-- same hour delete each row once between them. Returns one row per job: what it deleted, or why
-- it failed.
create or replace function private.run_hourly_jobs(p_now timestamptz default private.clock())
returns table (job text, deleted integer, failure text)
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_job text;
begin
  foreach v_job in array array['bookings', 'security records', 'staff sessions', 'waitlist', 'quiz nights',
                               'staff records', 'hire inquiries'] loop
    job := v_job;
    deleted := 0;
    failure := null;
    begin
      case v_job
        when 'bookings' then
          select b.purged_reservations + b.purged_mails into deleted from public.purge_expired_bookings(p_now) b;
        when 'security records' then
          select r.purged_counts + r.purged_proofs into deleted from private.purge_security_records(p_now) r;
        when 'staff sessions' then deleted := private.purge_ended_staff_sessions(p_now);
        when 'waitlist' then deleted := private.purge_waitlist(p_now);
        when 'quiz nights' then deleted := private.purge_quiz_nights(p_now);
        when 'staff records' then deleted := private.purge_staff_records(p_now);
        when 'hire inquiries' then deleted := private.purge_hire_inquiries(p_now);
      end case;
    exception when others then
      failure := sqlerrm;
    end;
    return next;
  end loop;
end
$$;

revoke all on function private.run_hourly_jobs(timestamptz) from public, anon, authenticated;
