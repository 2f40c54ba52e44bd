-- Why: staff change the booking rules in the settings dialog (docs/booking.md#settings-and-defaults "System-Einstellungen");
-- guests keep reading them only through booking_rules(). The single row is never inserted or
-- deleted by the API, only updated.
grant select, update on table public.business_settings to authenticated;

create policy "Staff can read business settings"
  on public.business_settings for select
  to authenticated
  using (public.is_staff());

create policy "Staff can change business settings"
  on public.business_settings for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());
