-- Why: which weekdays guests can book online, and what they see on the others, is the owner's
-- decision, not code (docs/booking.md#bookable-days). One row per ISO weekday (1 Monday … 7 Sunday).
-- `reason` is the text guests see that day; `whatsapp` sends them to the WhatsApp sign-up instead
-- (the quiz night); `from_time`/`until_time` (both or neither) replace the settings' opening window.
create table public.booking_week (
  weekday smallint primary key check (weekday between 1 and 7),
  bookable boolean not null,
  reason text check (reason is null or char_length(reason) between 1 and 200),
  whatsapp boolean not null default false,
  from_time time check (from_time is null or extract(second from from_time) = 0),
  until_time time check (until_time is null or extract(second from until_time) = 0),
  constraint booking_week_times_paired check ((from_time is null) = (until_time is null)),
  constraint booking_week_times_differ check (from_time is null or from_time <> until_time)
);

comment on table public.booking_week is 'The bookable week: per ISO weekday whether guests book online, and why not.';

alter table public.booking_week enable row level security;
revoke all on table public.booking_week from anon, authenticated;
-- Seven rows forever: staff change them, never add or remove one.
grant select, update on table public.booking_week to authenticated;

create policy "Staff can read the week"
  on public.booking_week for select
  to authenticated
  using (public.is_staff());

create policy "Staff can change the week"
  on public.booking_week for update
  to authenticated
  using (public.is_staff())
  with check (public.is_staff());

-- The week of `defaultWeek` (src/domain/schedule/week.ts); tests/integration/defaults.test.ts compares.
insert into public.booking_week (weekday, bookable, reason, whatsapp) values
  (1, true, null, false),
  (2, false, 'Quiz-Abend – Anmeldung nur über WhatsApp', true),
  (3, false, 'Ruhetag', false),
  (4, false, 'Karaoke-Abend – keine Reservierung nötig', false),
  (5, true, null, false),
  (6, true, null, false),
  (7, true, null, false);
