-- Why: one convention for "now" and for a missing row. The notice of a changed mail routing read
-- the transaction's now() for its time and its retention, where every other rule reads
-- private.clock(); the staff cancellation's mail raised P0002 with a message of its own, where
-- every other staff function raises P0002 'not-found'.
create or replace function private.announce_mail_routing_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_claims jsonb := nullif(current_setting('request.jwt.claims', true), '')::jsonb;
  v_changes jsonb := '[]'::jsonb;
  v_to text[];
begin
  if old.venue_inbox is distinct from new.venue_inbox then
    v_changes := v_changes || jsonb_build_object('field', 'venueInbox', 'before', old.venue_inbox, 'after', new.venue_inbox);
  end if;
  if old.admin_email is distinct from new.admin_email then
    v_changes := v_changes || jsonb_build_object('field', 'adminEmail', 'before', old.admin_email, 'after', new.admin_email);
  end if;
  if old.mail_from is distinct from new.mail_from then
    v_changes := v_changes || jsonb_build_object('field', 'mailFrom', 'before', old.mail_from, 'after', new.mail_from);
  end if;
  if jsonb_array_length(v_changes) = 0 then
    return null;
  end if;
  v_to := array(select distinct a from unnest(array[old.venue_inbox, old.admin_email]) a where a is not null);
  insert into public.mail_outbox (kind, payload, purge_after)
  values (
    'mail-routing-changed',
    jsonb_build_object(
      'to', to_jsonb(v_to),
      'changes', v_changes,
      'changedBy', coalesce(
        (select a.username from public.staff_accounts a
         where a.id::text = v_claims ->> 'sub'), 'die Server-Verwaltung'),
      'changedAt', private.clock()
    ),
    private.clock() + interval '7 days'
  );
  return null;
end
$$;

create or replace function public.enqueue_cancellation_mail(p_reservation_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.reservations;
  v_id uuid;
begin
  if not public.is_staff() then
    raise exception using errcode = '42501', message = 'only staff can cancel reservations';
  end if;
  select * into v_row from public.reservations r where r.id = p_reservation_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'not-found';
  end if;
  if v_row.customer_email is null then
    return null;
  end if;
  insert into public.mail_outbox (kind, reservation_id, payload, purge_after)
  values ('reservation-cancelled', v_row.id, public.reservation_mail_data(v_row), v_row.ends_at + interval '23 hours')
  returning id into v_id;
  return v_id;
end
$$;
