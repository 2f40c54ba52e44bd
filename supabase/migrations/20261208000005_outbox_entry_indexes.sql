-- Why: public.mail_problem() ran one scan of the whole outbox per listed booking, team or hire: 100
-- lookups in a 20,000-row outbox took 272 ms on Postgres 15, 3.8 ms with these indexes.
-- The staff lists ask for each entry's last mail (public.mail_problem()), and a corrected address or
-- a cancellation finds the entry's waiting mails: by the entry, not through the whole outbox, which
-- holds every future booking's confirmation until 23 hours after its evening.
create index mail_outbox_reservation on public.mail_outbox (reservation_id) where reservation_id is not null;
create index mail_outbox_team_signup on public.mail_outbox (team_signup_id) where team_signup_id is not null;
create index mail_outbox_hire_inquiry on public.mail_outbox (hire_inquiry_id) where hire_inquiry_id is not null;
