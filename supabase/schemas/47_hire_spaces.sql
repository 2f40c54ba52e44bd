-- Why: what a guest can hire is the owner's data, not code (docs/hire.md): per space its label, the
-- venue, the fewest and most guests, the ISO weekdays (1 Monday … 7 Sunday) it can be hired, its
-- default hours (an end at or before the start lies after midnight), the deployed plan's areas it
-- takes (none for the Rappen, which has no floor plan; the evening's holds are per area, else per
-- space: private.hire_hold_keys()), whether it may be hired on quiz and karaoke nights, whether guests
-- see it, and its place in lists. Staff read it; only the owner changes it; guests see the active
-- spaces through private.hire_spaces_view().
create table public.hire_spaces (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(id) <= 60),
  label text not null check (char_length(btrim(label)) between 2 and 100 and label::public.single_line_text = label),
  venue text not null check (venue in ('rappen', 'irish')),
  min_guests integer not null check (min_guests between 1 and 500),
  max_guests integer not null check (max_guests between 1 and 500),
  weekdays smallint[] not null check (cardinality(weekdays) between 1 and 7 and weekdays <@ '{1,2,3,4,5,6,7}'),
  default_start time not null check (extract(second from default_start) = 0),
  default_end time not null check (extract(second from default_end) = 0),
  plan_areas text[] not null default '{}' check (cardinality(plan_areas) <= 10),
  on_event_nights boolean not null default true,
  active boolean not null default true,
  position integer not null default 0,
  constraint hire_spaces_guests check (min_guests <= max_guests),
  constraint hire_spaces_times check (default_start <> default_end),
  -- Only the Irish pub has a floor plan.
  constraint hire_spaces_areas check (venue = 'irish' or cardinality(plan_areas) = 0)
);

comment on table public.hire_spaces is 'The spaces guests can hire, set by the owner; staff read them.';

alter table public.hire_spaces enable row level security;
revoke all on table public.hire_spaces from anon, authenticated;
grant select, insert, update, delete on table public.hire_spaces to authenticated;

create policy "Staff can read the hire spaces"
  on public.hire_spaces for select
  to authenticated
  using (public.is_staff());

create policy "The owner can manage the hire spaces"
  on public.hire_spaces for all
  to authenticated
  using (public.is_owner())
  with check (public.is_owner());

-- The first spaces (docs/hire.md#spaces): the Rappen Thursday to Sunday, the Irish pub on every day
-- but its Ruhetag (Wednesday); the whole pub not on quiz and karaoke nights, its upper area then too.
insert into public.hire_spaces
  (id, label, venue, min_guests, max_guests, weekdays, default_start, default_end, plan_areas, on_event_nights, position)
values
  ('rappen-gaststube-keller', 'Rappen: Gaststube und Partykeller', 'rappen', 10, 80, '{4,5,6,7}', '18:00', '01:00', '{}', true, 1),
  ('irish-ganzer-pub', 'Irish Pub: ganzer Pub', 'irish', 20, 60, '{1,2,4,5,6,7}', '18:00', '01:00', '{unten,oben}', false, 2),
  ('irish-oben', 'Irish Pub: oberer Bereich', 'irish', 10, 30, '{1,2,4,5,6,7}', '18:00', '01:00', '{oben}', true, 3);

-- Why: the packages a guest can tick come from the rentals content (src/content/); what they cost is
-- the owner's alone: per package its unit (per person or per evening) and price. Anyone may read the
-- prices (the form's estimate); only the owner changes them. A package has
-- no price until the owner sets one, and guests are offered only priced packages.
create table public.hire_package_prices (
  package_id text primary key check (package_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(package_id) <= 60),
  unit text not null check (unit in ('person', 'evening')),
  price_cents integer not null check (price_cents between 0 and 10000000)
);

comment on table public.hire_package_prices is 'The price of each hire package of the rentals content, set by the owner; public.';

alter table public.hire_package_prices enable row level security;
revoke all on table public.hire_package_prices from anon, authenticated;
grant select on table public.hire_package_prices to anon;
grant select, insert, update, delete on table public.hire_package_prices to authenticated;

create policy "Anyone can read the package prices"
  on public.hire_package_prices for select
  to anon, authenticated
  using (true);

create policy "The owner can add package prices"
  on public.hire_package_prices for insert
  to authenticated
  with check (public.is_owner());

create policy "The owner can change package prices"
  on public.hire_package_prices for update
  to authenticated
  using (public.is_owner())
  with check (public.is_owner());

create policy "The owner can remove package prices"
  on public.hire_package_prices for delete
  to authenticated
  using (public.is_owner());


create trigger hire_spaces_audit after insert or update or delete on public.hire_spaces
  for each row execute function private.audit_staff_write('hire-space', 'id', '-');
create trigger hire_package_prices_audit after insert or update or delete on public.hire_package_prices
  for each row execute function private.audit_staff_write('hire-price', 'package_id', '-');

-- Why: one reading of the evening a space takes, for the holds and every overlap: its plan areas
-- ('area:oben'), or the space itself when it has none ('space:rappen-gaststube-keller'). Two spaces
-- overlap exactly when their keys meet ('ganzer Pub' and 'oben' share 'area:oben').
create or replace function private.hire_hold_keys(p_space_id text)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select case when cardinality(s.plan_areas) = 0 then array['space:' || s.id]
              else array(select 'area:' || a from unnest(s.plan_areas) a order by a) end
  from public.hire_spaces s
  where s.id = p_space_id
$$;

revoke all on function private.hire_hold_keys(text) from public, anon, authenticated;

-- Why: what a guest's form needs of the spaces (GET /api/hire/spaces): the active ones in the
-- owner's order, with their limits, weekdays and default hours; and the package prices.
create or replace function private.hire_spaces_view()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'spaces', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', s.id, 'label', s.label, 'venue', s.venue, 'minGuests', s.min_guests, 'maxGuests', s.max_guests,
        'weekdays', to_jsonb(s.weekdays), 'defaultStart', to_char(s.default_start, 'HH24:MI'),
        'defaultEnd', to_char(s.default_end, 'HH24:MI')) order by s.position, s.id)
      from public.hire_spaces s where s.active), '[]'::jsonb),
    'prices', coalesce((
      select jsonb_agg(jsonb_build_object('id', p.package_id, 'unit', p.unit, 'priceCents', p.price_cents)
                       order by p.package_id)
      from public.hire_package_prices p), '[]'::jsonb))
$$;

revoke all on function private.hire_spaces_view() from public, anon, authenticated;
grant execute on function private.hire_spaces_view() to anon;
