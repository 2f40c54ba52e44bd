-- Why: the special closed days become dated exceptions of the week (docs/booking.md#bookable-days):
-- the same fields as a weekday's rule, so a date can be closed (a holiday) or opened on a weekday
-- that is normally closed, with its own reason and times. The reason is now the text guests see.
alter table public.closed_dates rename to schedule_exceptions;
alter table public.schedule_exceptions rename constraint closed_dates_reason_check to schedule_exceptions_reason_check;
alter index public.closed_dates_pkey rename to schedule_exceptions_pkey;

alter table public.schedule_exceptions
  add column bookable boolean not null default false,
  add column whatsapp boolean not null default false,
  add column from_time time check (from_time is null or extract(second from from_time) = 0),
  add column until_time time check (until_time is null or extract(second from until_time) = 0),
  add constraint schedule_exceptions_times_paired check ((from_time is null) = (until_time is null)),
  add constraint schedule_exceptions_times_differ check (from_time is null or from_time <> until_time);

comment on table public.schedule_exceptions is 'Dated exceptions of the bookable week: a date closed or opened, set by staff.';

alter policy "Staff can manage closed dates" on public.schedule_exceptions rename to "Staff can manage dated exceptions";
