-- Why: as a booking's (private.relink_reservation()), an entry's offer link belongs to the address it
-- was mailed to. No staff route changes an entry's address; whoever writes it voids the offer's
-- link, or, while a table is held for the entry, the hold follows the new address and its trigger
-- mails the offer again with a new link. A change of letter case only is the same address.
create or replace function private.relink_waitlist_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.reservations r set customer_email = new.customer_email
  where r.id = new.reservation_id and r.status = 'held' and new.status = 'offered';
  if not found then
    update public.waitlist_entries e set offer_token_hash = null where e.id = new.id;
  end if;
  return null;
end
$$;

revoke all on function private.relink_waitlist_entry() from public, anon, authenticated;

create trigger waitlist_entries_relink_on_new_address
  after update of customer_email on public.waitlist_entries
  for each row
  when (lower(old.customer_email) is distinct from lower(new.customer_email))
  execute function private.relink_waitlist_entry();
